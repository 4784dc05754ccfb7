import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { news, newsStatusEnum } from './news';
import { postStates, publicationStatuses } from '../../../shared/news';

export type PublicationStatus = (typeof publicationStatuses)[number];

export interface PublishedImage {
  /** Absolute JPEG URL handed to Buffer. */
  url: string;
  /** SHA-256 of the JPEG bytes Buffer fetches. */
  sha256: string;
  alt?: string | null;
}

/**
 * Every attempt to publish a topic to one Buffer channel (docs/decisions/005-publishing-never-twice.md,
 * 025-scheduled-posts-and-channels.md). `pending` → (job) `sending` → `sent` | `failed`; a scheduled post
 * that is cancelled, or deleted in Buffer, ends `cancelled`. `sending` is written before Buffer is called,
 * so a row found in `sending` means a try whose outcome we never learned.
 */
export const newsPublication = pgTable(
  'news_publication',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    status: text('status', { enum: publicationStatuses }).notNull().default('pending'),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    /** Kept as written, so the record survives the account. */
    requestedByEmail: text('requested_by_email').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The news status before publishing set it to `freigegeben`; restored on failure. */
    previousStatus: newsStatusEnum('previous_status').notNull(),
    caption: text('caption').notNull(),
    images: jsonb('images').$type<PublishedImage[]>().notNull(),
    /** SHA-256 over caption and image hashes: "the same content". */
    contentHash: text('content_hash').notNull(),
    channelId: text('channel_id').notNull(),
    /** The channel's network (`instagram`, `mastodon`, …): decides the post's metadata and limits. */
    channelService: text('channel_service').notNull().default('instagram'),
    /** The channel's name as Buffer showed it when the attempt started (for the plan and the card). */
    channelName: text('channel_name'),
    /** One publish request for several channels: their attempts share this id. */
    batchId: uuid('batch_id'),
    /** Buffer's `dueAt` for a scheduled post (`customScheduled`); null = published at once. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true, mode: 'date' }),
    /** Where the accepted post stands in Buffer (queued, sent, error, deleted); null before Buffer accepted it. */
    postState: text('post_state', { enum: postStates }),
    /** When the post went out, as Buffer reports it (`sentAt`), or when Buffer accepted an immediate post. */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** Last time the sync compared this post with Buffer. */
    syncedAt: timestamp('synced_at', { withTimezone: true, mode: 'date' }),
    /** createPost calls made for this attempt. */
    tries: integer('tries').notNull().default(0),
    /** Wall-clock time of the first createPost call: where the search for a lost post starts. */
    firstSentAt: timestamp('first_sent_at', { withTimezone: true, mode: 'date' }),
    /** A worker owns the attempt until then (database time); an expired lease may be taken over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    bufferPostId: text('buffer_post_id'),
    bufferStatus: text('buffer_status'),
    /** Buffer made it a reminder: a person must post it in the Instagram app. */
    reminder: boolean('reminder').notNull().default(false),
    /** Ended without knowing whether Buffer created the post; the next attempt looks for it first. */
    outcomeUnknown: boolean('outcome_unknown').notNull().default(false),
    errorKind: text('error_kind'),
    /** German, shown to the user. */
    errorMessage: text('error_message'),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // At most one attempt per topic and channel in flight: double clicks and two editors end up in the same attempt.
    uniqueIndex('news_publication_one_active_channel_idx')
      .on(t.newsId, t.channelId)
      .where(sql`${t.status} in ('pending', 'sending')`),
    // The same content is posted to a channel at most once (a cancelled or failed post frees its place).
    uniqueIndex('news_publication_sent_channel_content_idx')
      .on(t.newsId, t.channelId, t.contentHash)
      .where(sql`${t.status} = 'sent'`),
    index('news_publication_news_idx').on(t.newsId, t.requestedAt),
    index('news_publication_plan_idx').on(t.scheduledAt),
    check('news_publication_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'cancelled')`),
    check(
      'news_publication_post_state_check',
      sql`${t.postState} is null or ${t.postState} in ('queued', 'sent', 'error', 'deleted')`,
    ),
  ],
);

export type PublicationRow = typeof newsPublication.$inferSelect;
export type NewPublicationRow = typeof newsPublication.$inferInsert;
