import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news, type NewNewsRow, type NewsRow } from '../../db/schema/news';

export type NewsChange = Partial<
  Pick<NewNewsRow, 'title' | 'instagramText' | 'sharepics' | 'status' | 'recommendationSharepicQuality'>
>;

/**
 * Writes `change` only if the row is still at `version` (optimistic concurrency), bumping the version.
 * Returns the updated row, or `undefined` when someone else saved in between (or the row is gone).
 */
export async function updateNewsAtVersion(
  db: Db,
  id: string,
  version: number,
  change: NewsChange,
): Promise<NewsRow | undefined> {
  const [row] = await db
    .update(news)
    .set({ ...change, version: sql`${news.version} + 1`, updatedAt: new Date() })
    .where(and(eq(news.id, id), eq(news.version, version)))
    .returning();
  return row;
}

/** Unconditional write by a background job that owns the row's images (regeneration). */
export async function updateNewsSharepics(db: Db, id: string, change: NewsChange): Promise<NewsRow | undefined> {
  const [row] = await db
    .update(news)
    .set({ ...change, version: sql`${news.version} + 1`, updatedAt: new Date() })
    .where(eq(news.id, id))
    .returning();
  return row;
}

export async function findNewsRow(db: Db, id: string): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  return row;
}
