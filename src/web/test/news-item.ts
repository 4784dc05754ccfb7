import type { NewsItem } from '../../shared/news';

/** A news item as GET /api/news answers it; `patch` sets what a test is about. */
export function newsItem(patch: Partial<NewsItem> = {}): NewsItem {
  const id = patch.id ?? 'n1';
  const sharepic = (n: number) => ({
    url: `/media/sharepics/${id}-${n}.png`,
    layers: { titel: `Titel ${n}`, inhalt: n === 2 ? 'Inhalt des Detailbilds' : '', image_url: '' },
    alt: `Sharepic ${n}`,
  });
  return {
    id,
    title: 'Rat einigt sich auf gemeinsame Asylregeln',
    date: '2026-11-18',
    sharepics: [sharepic(1), sharepic(2), sharepic(3)],
    instagram_text: 'Der Rat hat sich geeinigt. #Europa',
    category: 'woche',
    status: 'vorschlag',
    source_url: 'https://www.tagesschau.de/ausland/europa/asyl-100.html',
    created_at: '2026-11-18T08:00:00.000Z',
    updated_at: '2026-11-18T08:00:00.000Z',
    version: 1,
    is_demo: false,
    demo_news_date: null,
    search_term: null,
    caption_review: null,
    recommendation_priority: 'hoch',
    recommendation_sharepic_quality: null,
    recommendation_reasoning: null,
    recommendation_edit_suggestions: [],
    recommendation_alarmismus_flag: false,
    recommendation_spekulation_flag: false,
    recommendation_juristische_risiko_flag: false,
    recommendation_flag_evidence: [],
    recommendation_signals: {},
    publication: null,
    follows: null,
    machine_text: null,
    week_rank: null,
    rank_reason: null,
    release: null,
    release_revoked: null,
    last_content_by: null,
    channel_posts: [],
    ...patch,
  };
}
