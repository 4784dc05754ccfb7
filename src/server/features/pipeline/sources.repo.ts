import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type FeedSourceRow, feedSources } from '../../db/schema/pipeline';
import type { FeedSource } from '../../engines/pipeline/types';
import type { SourceFetchStatus } from '../../../shared/pipeline';

export async function listSources(db: Db): Promise<FeedSourceRow[]> {
  return db.select().from(feedSources).orderBy(asc(feedSources.createdAt), asc(feedSources.name));
}

export async function findSource(db: Db, id: string): Promise<FeedSourceRow | undefined> {
  const [row] = await db.select().from(feedSources).where(eq(feedSources.id, id));
  return row;
}

/** Inserts the list only into an empty table, so an admin's removals are not undone on restart. */
export async function seedSourcesIfEmpty(db: Db, sources: FeedSource[]): Promise<number> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(feedSources);
  if (n > 0) return 0;
  const rows = await db
    .insert(feedSources)
    .values(
      sources.map((s) => ({
        name: s.name,
        outlet: s.outlet ?? null,
        url: s.url,
        language: s.language,
        country: s.country,
        enabled: s.enabled ?? true,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: feedSources.id });
  return rows.length;
}

/** Null when the URL is already listed. */
export async function insertSource(db: Db, source: FeedSource): Promise<FeedSourceRow | null> {
  const [row] = await db
    .insert(feedSources)
    .values({
      name: source.name,
      outlet: source.outlet || null,
      url: source.url,
      language: source.language,
      country: source.country,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateSource(
  db: Db,
  id: string,
  patch: { enabled?: boolean; name?: string; outlet?: string | null },
): Promise<FeedSourceRow | undefined> {
  const [row] = await db.update(feedSources).set(patch).where(eq(feedSources.id, id)).returning();
  return row;
}

export async function deleteSource(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(feedSources).where(eq(feedSources.id, id)).returning({ id: feedSources.id });
  return rows.length > 0;
}

export interface SourceResult {
  fetchedAt: Date;
  status: SourceFetchStatus;
  message: string | null;
  itemCount?: number | null;
  /** Only stored after a run has saved the articles, so a crash before that refetches the full feed. */
  etag?: string | null;
  lastModified?: string | null;
}

export async function recordSourceResult(db: Db, id: string, r: SourceResult): Promise<void> {
  await db
    .update(feedSources)
    .set({
      lastFetchedAt: r.fetchedAt,
      lastStatus: r.status,
      lastMessage: r.message,
      ...(r.itemCount !== undefined ? { lastItemCount: r.itemCount } : {}),
      ...(r.etag !== undefined ? { etag: r.etag } : {}),
      ...(r.lastModified !== undefined ? { lastModified: r.lastModified } : {}),
    })
    .where(eq(feedSources.id, id));
}
