import type { NewsItem, PublicNewsItem } from '../../../shared/news';
import { displayNameOf } from '../../../shared/news-view';
import type { NewsWithCategory } from './news.repo';

/**
 * Database row → the API's snake_case shapes. The team shape carries the editorial workings and who
 * published; the public shape is a strict subset (docs/decisions/019-public-view.md; fields in docs/product.md#data-model).
 */
export function toNewsItem(row: NewsWithCategory): NewsItem {
  const p = row.publication;
  return {
    ...toPublicNewsItem(row),
    search_term: row.searchTerm,
    caption_review: row.captionReview ?? null,
    recommendation_sharepic_quality: row.recommendationSharepicQuality,
    recommendation_edit_suggestions: row.recommendationEditSuggestions,
    recommendation_alarmismus_flag: row.recommendationAlarmismusFlag,
    recommendation_spekulation_flag: row.recommendationSpekulationFlag,
    recommendation_juristische_risiko_flag: row.recommendationJuristischeRisikoFlag,
    recommendation_flag_evidence: row.recommendationFlagEvidence,
    recommendation_signals: row.recommendationSignals,
    publication: p
      ? {
          published_at: new Date(p.published_at).toISOString(),
          published_by_name: displayNameOf(p.published_by_account_name, p.published_by_email),
          published_by_email: p.published_by_email,
          buffer_post_id: p.buffer_post_id,
          reminder: p.reminder,
        }
      : null,
    release:
      row.releasedAt && row.releasedByEmail
        ? {
            released_at: row.releasedAt.toISOString(),
            released_by_name: displayNameOf(null, row.releasedByEmail),
            released_by_email: row.releasedByEmail,
            plan: row.releasePlan ?? null,
          }
        : null,
    release_revoked: row.releaseRevoked,
    last_content_by: row.lastContentBy,
    channel_posts: (row.channelPosts ?? []).map((c) => ({
      ...c,
      scheduled_at: c.scheduled_at ? new Date(c.scheduled_at).toISOString() : null,
      finished_at: c.finished_at ? new Date(c.finished_at).toISOString() : null,
    })),
  };
}

/** What anonymous visitors see: built field by field, so a new column never reaches them by accident. */
export function toPublicNewsItem(row: NewsWithCategory): PublicNewsItem {
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
    demo_news_date: row.demoNewsDate,
    recommendation_priority: row.recommendationPriority,
    recommendation_reasoning: row.recommendationReasoning,
    publication: row.publication ? { published_at: new Date(row.publication.published_at).toISOString() } : null,
    follows: row.follows ? { id: row.follows.id, title: row.follows.title, category: row.follows.category } : null,
    machine_text: row.machineText,
    week_rank: row.weekRank,
    rank_reason: row.rankReason,
  };
}
