import { and, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewNewsRow, type NewsRow, news } from '../../db/schema/news';
import { newsPublication } from '../../db/schema/publishing';
import type { WeekItem } from '../../engines/pipeline/select-week-topics';

/** A publication record (even a failed attempt) makes an item part of the publishing history. */
const hasPublication = (id: typeof news.id | string) =>
  sql<boolean>`exists (select 1 from ${newsPublication} where ${newsPublication.newsId} = ${id})`;

/**
 * The week's items of one kind (real or demo); edited or released items are locked for runs. The score
 * the last run stored and the version let a run replace a weak proposal that nobody touched since.
 */
export async function loadWeekItems(db: Db, weekKey: string, demo: boolean): Promise<WeekItem[]> {
  const rows = await db
    .select({
      id: news.id,
      storyKey: news.storyKey,
      title: news.title,
      status: news.status,
      version: news.version,
      signals: news.recommendationSignals,
      publishAttempted: hasPublication(news.id),
    })
    .from(news)
    .where(and(eq(news.weekKey, weekKey), eq(news.isDemo, demo)))
    .orderBy(news.createdAt);
  return rows.map((r) => ({
    id: r.id,
    storyKey: r.storyKey,
    title: r.title,
    locked: r.status !== 'vorschlag',
    score: typeof r.signals.score === 'number' ? r.signals.score : undefined,
    version: r.version,
    publishAttempted: r.publishAttempted,
  }));
}

export async function findTopicRow(db: Db, id: string): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  return row;
}

export async function insertTopic(db: Db, values: NewNewsRow): Promise<string> {
  const [row] = await db.insert(news).values(values).returning({ id: news.id });
  return row!.id;
}

/**
 * Updates an item only while it is still an untouched proposal: an editor's save (status bearbeitet)
 * or a release (freigegeben) between reading and writing wins. False when the item was not written.
 */
export async function updateProposal(db: Db, id: string, values: Partial<NewNewsRow>): Promise<boolean> {
  const rows = await db
    .update(news)
    .set({ ...values, version: sql`${news.version} + 1` })
    .where(and(eq(news.id, id), eq(news.status, 'vorschlag')))
    .returning({ id: news.id });
  return rows.length > 0;
}

/**
 * Replaces a proposal by a new item in one transaction: the old row is deleted only while it is still
 * an untouched proposal at `version` without publication records (an editor's save, a release or a
 * publish attempt in between wins), and the new row is inserted only if it was. Returns the new id or null.
 */
export async function replaceProposal(
  db: Db,
  replaced: { id: string; version: number },
  values: NewNewsRow,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(news)
      .where(
        and(
          eq(news.id, replaced.id),
          eq(news.status, 'vorschlag'),
          eq(news.version, replaced.version),
          not(hasPublication(replaced.id)),
        ),
      )
      .returning({ id: news.id });
    if (removed.length === 0) return null;
    const [row] = await tx.insert(news).values(values).returning({ id: news.id });
    return row!.id;
  });
}

export async function countNews(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(news);
  return row?.n ?? 0;
}

export async function setTopicPlacement(
  db: Db,
  id: string,
  values: { date: string; weekKey: string; createdAt: Date },
): Promise<void> {
  await db.update(news).set(values).where(eq(news.id, id));
}

export async function listWeekTopics(db: Db, weekKey: string, demo: boolean) {
  return db
    .select({
      id: news.id,
      title: news.title,
      date: news.date,
      status: news.status,
      priority: news.recommendationPriority,
    })
    .from(news)
    .where(and(eq(news.weekKey, weekKey), eq(news.isDemo, demo)))
    .orderBy(news.date, news.createdAt);
}
