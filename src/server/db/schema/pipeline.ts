import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  PipelineRunStatus,
  PipelineStage,
  PipelineTrigger,
  RunCountsJson,
  RunSummaryJson,
  SourceFetchStatus,
  StageStatus,
} from '../../../shared/pipeline';
import { user } from './auth';

/** The feeds a run reads; seeded from the default list on first start, then edited by admins. */
export const feedSources = pgTable(
  'feed_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The outlet as captions name it („DER SPIEGEL“ for the feed „DER SPIEGEL Ausland“); null: from the name. */
    outlet: text('outlet'),
    url: text('url').notNull().unique(),
    language: text('language').$type<'de' | 'en'>().notNull(),
    country: text('country').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true, mode: 'date' }),
    lastStatus: text('last_status').$type<SourceFetchStatus>(),
    lastMessage: text('last_message'),
    lastItemCount: integer('last_item_count'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('feed_sources_language_check', sql`${t.language} in ('de', 'en')`)],
);

/** Every article a run has read, stored once by canonical URL; runs cluster the recent ones. */
export const articles = pgTable(
  'articles',
  {
    /** sha1 of the canonical URL (normaliseArticle), stable over runs: story keys derive from it. */
    id: text('id').primaryKey(),
    canonicalUrl: text('canonical_url').notNull().unique(),
    url: text('url').notNull(),
    source: text('source').notNull(),
    country: text('country').notNull().default(''),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_published_at_idx').on(t.publishedAt),
    // Articles come from feeds: only http(s) links are stored (parse-feed drops the rest).
    check('articles_url_http_check', sql`${t.url} ~* '^https?://'`),
    check('articles_canonical_url_http_check', sql`${t.canonicalUrl} ~* '^https?://'`),
  ],
);

/**
 * One embedding per article and model (optional semantic similarity): computed once when an article is first
 * clustered with a provider configured, then reused by every later run. Unit length.
 */
export const articleEmbeddings = pgTable(
  'article_embeddings',
  {
    articleId: text('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    vector: jsonb('vector').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.model] })],
);

export interface StageProgress {
  status: StageStatus;
  count: number | null;
  durationMs: number | null;
}
export type RunProgress = Partial<Record<PipelineStage, StageProgress>>;
export type StoredRunSummary = RunSummaryJson & { counts: RunCountsJson };

/**
 * One row per analysis run. At most one row can be `running` (partial unique index): that index is
 * what serialises runs across server instances (docs/decisions/006-pipeline-runs.md).
 */
export const pipelineRuns = pgTable(
  'pipeline_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: text('trigger').$type<PipelineTrigger>().notNull(),
    status: text('status').$type<PipelineRunStatus>().notNull().default('running'),
    isDemo: boolean('is_demo').notNull().default(false),
    asOf: timestamp('as_of', { withTimezone: true, mode: 'date' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** Refreshed while the run works; a `running` row with an old heartbeat belongs to a dead process. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    startedBy: text('started_by').references(() => user.id, { onDelete: 'set null' }),
    progress: jsonb('progress')
      .$type<RunProgress>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    summary: jsonb('summary').$type<StoredRunSummary>(),
    error: text('error'),
  },
  (t) => [
    check('pipeline_runs_trigger_check', sql`${t.trigger} in ('schedule', 'manual', 'cli', 'startup')`),
    check('pipeline_runs_status_check', sql`${t.status} in ('running', 'succeeded', 'failed')`),
    uniqueIndex('pipeline_runs_one_running_idx')
      .on(t.status)
      .where(sql`${t.status} = 'running'`),
    index('pipeline_runs_started_at_idx').on(t.startedAt),
  ],
);

export type FeedSourceRow = typeof feedSources.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type PipelineRunRow = typeof pipelineRuns.$inferSelect;
