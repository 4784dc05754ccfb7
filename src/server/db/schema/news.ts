import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CaptionReview } from '../../../shared/caption-review';
import type { StoredCaptionSentence } from '../../../shared/evidence';
import type { FlagEvidence, Sharepic } from '../../../shared/news';
import type { MachineTextKind, ReleasedPlan, ReleaseRevokedReason } from '../../../shared/release';
import { newsCategories, newsStatuses, priorities } from '../../../shared/news';

/** Category is derived from `date` on every read (docs/decisions/002-category-derived-on-read.md). */
export const newsCategoryEnum = pgEnum('news_category', newsCategories);
export const newsStatusEnum = pgEnum('news_status', newsStatuses);
export const priorityEnum = pgEnum('news_priority', priorities);

export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** The day the topic belongs to (Europe/Berlin calendar date). */
    date: date('date', { mode: 'string' }).notNull(),
    sharepics: jsonb('sharepics')
      .$type<Sharepic[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    instagramText: text('instagram_text').notNull().default(''),
    status: newsStatusEnum('status').notNull().default('vorschlag'),
    sourceUrl: text('source_url'),
    searchTerm: text('search_term'),
    /** ISO week the topic was picked for, e.g. `2024-W23`; at most seven items share one. */
    weekKey: text('week_key'),
    /**
     * The topic's place among the week's seven (1 = most important), set by every run; a released or published
     * item keeps its place (docs/decisions/028-week-ranking.md). Null for hand-made items no run ranked.
     */
    weekRank: integer('week_rank'),
    /** Why the topic has its place („Platz 2 von 7: …“), written with the rank. */
    rankReason: text('rank_reason'),
    /** Stable key of the story cluster, so a daily run updates its topic instead of adding a twin. */
    storyKey: text('story_key'),
    /** The generated caption's sentences with their sources („Belege“, team only); empty for hand-made items. */
    captionSentences: jsonb('caption_sentences')
      .$type<StoredCaptionSentence[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The ids of the articles (table `articles`) the story was made of, so its caption can be written again. */
    /**
     * How far the generated caption is from posting: readiness, defects, EU angle, foreign facts, left-out
     * sentences, the LLM's fallback (shared/caption-review.ts); null for hand-made items. Team only.
     */
    captionReview: jsonb('caption_review').$type<CaptionReview>(),
    storyArticleIds: text('story_article_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The earlier week's topic this one continues („Fortsetzung von …“); cleared when that item is deleted. */
    followsNewsId: uuid('follows_news_id').references((): AnyPgColumn => news.id, { onDelete: 'set null' }),
    isDemo: boolean('is_demo').notNull().default(false),
    /** A demo topic built from the shipped snapshots: the day its news is really from (its `date` is moved to now). */
    demoNewsDate: date('demo_news_date', { mode: 'string' }),
    /** Optimistic concurrency: every write increments it; a save names the version it started from. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Images and file pages of photos an editor replaced on this item: never proposed for it again. */
    rejectedPhotos: jsonb('rejected_photos')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    recommendationPriority: priorityEnum('recommendation_priority').notNull().default('mittel'),
    recommendationSharepicQuality: text('recommendation_sharepic_quality'),
    recommendationReasoning: text('recommendation_reasoning'),
    recommendationEditSuggestions: jsonb('recommendation_edit_suggestions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    recommendationAlarmismusFlag: boolean('recommendation_alarmismus_flag').notNull().default(false),
    recommendationSpekulationFlag: boolean('recommendation_spekulation_flag').notNull().default(false),
    recommendationJuristischeRisikoFlag: boolean('recommendation_juristische_risiko_flag').notNull().default(false),
    recommendationFlagEvidence: jsonb('recommendation_flag_evidence')
      .$type<FlagEvidence[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    recommendationSignals: jsonb('recommendation_signals')
      .$type<Record<string, number | string | string[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * Set while the texts are as a generator wrote them (`ki`: the LLM, `maschinell`: the offline
     * extractive generator); cleared when a person edits or releases the item (EU AI Act Art. 50).
     */
    machineText: text('machine_text').$type<MachineTextKind>(),
    /**
     * The account behind the last content change; null for content a generator wrote. Plain ids without a
     * foreign key: a deleted account's id matches nobody, and the release keeps the address as written.
     */
    lastContentBy: text('last_content_by'),
    /** „Freigeben“: who released the item, when, and the hash of exactly what will be posted. */
    releasedBy: text('released_by'),
    releasedByEmail: text('released_by_email'),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
    releaseHash: text('release_hash'),
    /** The channels and the time the release covers (hashed into `release_hash` with the content). */
    releasePlan: jsonb('release_plan').$type<ReleasedPlan>(),
    /** Why the last release was revoked by a change („Freigabe aufgehoben: …“); cleared by a new release. */
    releaseRevoked: text('release_revoked').$type<ReleaseRevokedReason>(),
  },
  (t) => [
    index('news_created_at_idx').on(t.createdAt),
    index('news_date_idx').on(t.date),
    index('news_week_key_idx').on(t.weekKey),
    // The source link is shown as a link: never javascript:, data: or another scheme (the pipeline drops those).
    check('news_source_url_http_check', sql`${t.sourceUrl} is null or ${t.sourceUrl} ~* '^https?://'`),
    check('news_machine_text_check', sql`${t.machineText} is null or ${t.machineText} in ('ki', 'maschinell')`),
    check(
      'news_release_revoked_check',
      sql`${t.releaseRevoked} is null or ${t.releaseRevoked} in ('text', 'bild', 'titel', 'kanaele', 'zeitpunkt')`,
    ),
  ],
);

export type NewsRow = typeof news.$inferSelect;
export type NewNewsRow = typeof news.$inferInsert;
