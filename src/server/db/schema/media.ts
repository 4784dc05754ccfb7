import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Images the team uploaded, re-encoded without metadata; searchable when no photo provider is configured. */
export const mediaUpload = pgTable(
  'media_upload',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull().unique(),
    originalName: text('original_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    /** The credit the team entered for it (author, licence, link), offered again when it is chosen once more. */
    creditAuthor: text('credit_author'),
    creditLicence: text('credit_licence'),
    creditUrl: text('credit_url'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('media_upload_created_at_idx').on(t.createdAt)],
);
