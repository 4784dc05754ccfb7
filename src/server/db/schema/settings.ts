import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { defaultVoice, type Voice } from '../../../shared/voice';

/** One row per chapter, selected by `organization_name` (ORGANIZATION_NAME). */
export const organizationSettings = pgTable('organization_settings', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationName: text('organization_name').notNull().unique(),
  /** Encrypted at rest (AES-256-GCM); never sent back to the browser. */
  bufferAccessToken: text('buffer_access_token'),
  bufferProfileId: text('buffer_profile_id'),
  /** Places and names that tie a story to the chapter's region; the analysis ranks stories naming them higher. */
  regionalTerms: text('regional_terms')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The voice of generated captions („Tonalität“); read through `voiceSchema`, so an old shape falls back to the default. */
  voice: jsonb('voice').$type<Voice>().notNull().default(defaultVoice),
  /** „Veröffentlichen erst nach Freigabe durch eine zweite Person“ (off by default). */
  fourEyesRelease: boolean('four_eyes_release').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
