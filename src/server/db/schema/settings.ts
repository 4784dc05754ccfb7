import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Imprint } from '../../../shared/imprint';
import { defaultVoice, type Voice } from '../../../shared/voice';

/** A Buffer channel the admins allow the team to publish to, as Buffer described it when it was chosen. */
export interface AllowedChannel {
  id: string;
  service: string;
  name: string;
  organizationId: string;
}

/** One row per chapter, selected by `organization_name` (ORGANIZATION_NAME). */
export const organizationSettings = pgTable('organization_settings', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationName: text('organization_name').notNull().unique(),
  /** Encrypted at rest (AES-256-GCM); never sent back to the browser. */
  bufferAccessToken: text('buffer_access_token'),
  bufferProfileId: text('buffer_profile_id'),
  /** The channels the team may publish to; empty = only the Instagram channel `buffer_profile_id`. */
  bufferChannels: jsonb('buffer_channels')
    .$type<AllowedChannel[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** The plan sync's last full comparison with Buffer, and the end of a rate-limit pause Buffer asked for. */
  bufferSyncedAt: timestamp('buffer_synced_at', { withTimezone: true, mode: 'date' }),
  bufferSyncPausedUntil: timestamp('buffer_sync_paused_until', { withTimezone: true, mode: 'date' }),
  /** Places and names that tie a story to the chapter's region; the analysis ranks stories naming them higher. */
  regionalTerms: text('regional_terms')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The voice of generated captions („Tonalität“); read through `voiceSchema`, so an old shape falls back to the default. */
  voice: jsonb('voice').$type<Voice>().notNull().default(defaultVoice),
  /** The imprint's operator (name, address, e-mail) as an admin saved it; null = the IMPRESSUM_* variables. */
  imprint: jsonb('imprint').$type<Imprint>(),
  /** „Veröffentlichen erst nach Freigabe durch eine zweite Person“ (off by default). */
  fourEyesRelease: boolean('four_eyes_release').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
