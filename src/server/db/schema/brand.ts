import { sql } from 'drizzle-orm';
import { check, customType, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Brand, BrandRerenderState } from '../../../shared/brand';
import { user } from './auth';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer; the renderer and sharp want a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Every saved look („Erscheinungsbild“) of the organisation; the newest version is the current one. A version
 * also records the re-render of the proposals' images it started, so the progress survives a restart.
 */
export const brandVersion = pgTable(
  'brand_version',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: integer('version').notNull().unique(),
    brand: jsonb('brand').$type<Brand>().notNull(),
    /** The logo, re-encoded (PNG) or rasterised (SVG) on the server; never the uploaded bytes. */
    logoPng: bytea('logo_png'),
    logoWidth: integer('logo_width'),
    logoHeight: integer('logo_height'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    rerenderStatus: text('rerender_status').$type<BrandRerenderState>().notNull().default('queued'),
    rerenderTotal: integer('rerender_total').notNull().default(0),
    rerenderDone: integer('rerender_done').notNull().default(0),
    /** Proposals still to re-render (ids); what a restarted job resumes with. Null until the job has started. */
    rerenderPending: jsonb('rerender_pending').$type<string[]>(),
  },
  (t) => [
    check(
      'brand_version_rerender_status_check',
      sql`${t.rerenderStatus} in ('queued', 'running', 'done', 'superseded', 'failed')`,
    ),
    check(
      'brand_version_logo_check',
      sql`(${t.logoPng} is null) = (${t.logoWidth} is null) and (${t.logoPng} is null) = (${t.logoHeight} is null)`,
    ),
  ],
);

export type BrandVersionRow = typeof brandVersion.$inferSelect;
