import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news, type NewNewsRow, type NewsRow } from '../../db/schema/news';
import { newsPublication } from '../../db/schema/publishing';
import type { NewsStatus } from '../../../shared/news-status';

/**
 * Every SQL statement that writes the `news` table. Only the news lifecycle calls these: it decides
 * which statuses a write may start from, and announces the change once the write has committed.
 * Every update of content bumps `version` (optimistic concurrency), so a writer holding an older version loses;
 * the week's places (`setWeekPlaces`) are no content and leave it.
 */

/** The columns a write may set; `id` and `version` belong to the database and this repo. */
export type NewsColumns = Partial<Omit<NewNewsRow, 'id' | 'version'>>;

export interface WriteGuard {
  /** Only while the row is still at this version. */
  version?: number;
  /** Only while the row shows one of these statuses. */
  statuses?: readonly NewsStatus[];
}

const guarded = (id: string, guard: WriteGuard) =>
  and(
    eq(news.id, id),
    guard.version !== undefined ? eq(news.version, guard.version) : undefined,
    guard.statuses ? inArray(news.status, [...guard.statuses]) : undefined,
  );

/** A publication record (even a failed attempt) makes an item part of the publishing history. */
const hasPublication = (id: string) =>
  sql<boolean>`exists (select 1 from ${newsPublication} where ${newsPublication.newsId} = ${id})`;

export async function findNewsRow(db: Db, id: string): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  return row;
}

export async function insertNews(db: Db, values: NewNewsRow): Promise<NewsRow> {
  const [row] = await db.insert(news).values(values).returning();
  return row!;
}

/** Writes `columns` when the guard holds, bumping the version. Undefined when nothing was written. */
export async function updateNews(
  db: Db,
  id: string,
  columns: NewsColumns,
  guard: WriteGuard = {},
): Promise<NewsRow | undefined> {
  const [row] = await db
    .update(news)
    .set({ updatedAt: new Date(), ...columns, version: sql`${news.version} + 1` })
    .where(guarded(id, guard))
    .returning();
  return row;
}

/** Locks the row for the rest of the caller's transaction (publishing decides under it). */
export async function lockNewsRow(tx: Db, id: string): Promise<NewsRow | undefined> {
  const [row] = await tx.select().from(news).where(eq(news.id, id)).for('update');
  return row;
}

/**
 * Deletes a row only while the guard holds and it has no publication records, and inserts `values`
 * in the same transaction only if it did. Returns the new row's id, or null when nothing changed.
 */
export async function replaceNews(
  db: Db,
  replaced: { id: string } & Required<WriteGuard>,
  values: NewNewsRow,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(news)
      .where(and(guarded(replaced.id, replaced), not(hasPublication(replaced.id))))
      .returning({ id: news.id });
    if (removed.length === 0) return null;
    const [row] = await tx.insert(news).values(values).returning({ id: news.id });
    return row!.id;
  });
}

export async function deleteDemoNews(db: Db): Promise<string[]> {
  const removed = await db.delete(news).where(eq(news.isDemo, true)).returning({ id: news.id });
  return removed.map((r) => r.id);
}

/** The week's places as a run ranked them (no version bump: a place is no content, and an editor's open save stays valid). */
export async function setWeekPlaces(db: Db, places: { id: string; rank: number; reason: string }[]): Promise<void> {
  for (const p of places)
    await db.update(news).set({ weekRank: p.rank, rankReason: p.reason }).where(eq(news.id, p.id));
}
