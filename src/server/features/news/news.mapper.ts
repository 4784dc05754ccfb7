import type { NewsItem } from '../../../shared/news';
import type { NewsWithCategory } from './news.repo';

/** Database row → the API's snake_case shape (docs/product.md#data-model). */
export function toNewsItem(row: NewsWithCategory): NewsItem {
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    sharepics: row.sharepics,
    instagram_text: row.instagramText,
    category: row.category,
    status: row.status,
    source_url: row.sourceUrl,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
    is_demo: row.isDemo,
    search_term: row.searchTerm,
    recommendation_priority: row.recommendationPriority,
    recommendation_sharepic_quality: row.recommendationSharepicQuality,
    recommendation_reasoning: row.recommendationReasoning,
    recommendation_edit_suggestions: row.recommendationEditSuggestions,
    recommendation_alarmismus_flag: row.recommendationAlarmismusFlag,
    recommendation_spekulation_flag: row.recommendationSpekulationFlag,
    recommendation_juristische_risiko_flag: row.recommendationJuristischeRisikoFlag,
    recommendation_flag_evidence: row.recommendationFlagEvidence,
    recommendation_signals: row.recommendationSignals,
    publication: row.publication
      ? {
          published_at: new Date(row.publication.published_at).toISOString(),
          published_by_email: row.publication.published_by_email,
          buffer_post_id: row.publication.buffer_post_id,
          reminder: row.publication.reminder,
        }
      : null,
  };
}
