import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ActivityKind } from '../../../shared/activity';

/**
 * The activity log („Protokoll“, docs/decisions/024-activity-log-and-release.md): one row per change to a
 * topic, the settings or the accounts. Append-only: the application has no update or delete path and a
 * trigger (hand-written in the migration) refuses UPDATE and DELETE. No foreign keys on purpose: an
 * `on delete set null` would be an UPDATE, and the entry must survive the topic and the account, so the
 * actor's name and address and the topic's title are copied in.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The account that made the change; null for the server's own work (analysis, demo, publishing job). */
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email'),
    kind: text('kind').$type<ActivityKind>().notNull(),
    newsId: uuid('news_id'),
    newsTitle: text('news_title'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** Release and publication entries: the hash of exactly what was released or posted. */
    contentHash: text('content_hash'),
  },
  (t) => [
    index('activity_log_at_idx').on(t.at),
    index('activity_log_news_idx').on(t.newsId, t.at),
    index('activity_log_actor_idx').on(t.actorId, t.at),
  ],
);

export type ActivityRow = typeof activityLog.$inferSelect;
export type NewActivityRow = typeof activityLog.$inferInsert;
