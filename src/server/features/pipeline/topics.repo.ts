import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewNewsRow, type NewsRow, news } from '../../db/schema/news';
import type { WeekItem } from '../../pipeline/select-week-topics';

/** The week's items of one kind (real or demo); edited or released items are locked for runs. */
export async function loadWeekItems(db: Db, weekKey: string, demo: boolean): Promise<WeekItem[]> {
  const rows = await db
    .select({ id: news.id, storyKey: news.storyKey, title: news.title, status: news.status })
    .from(news)
    .where(and(eq(news.weekKey, weekKey), eq(news.isDemo, demo)))
    .orderBy(news.createdAt);
  return rows.map((r) => ({ id: r.id, storyKey: r.storyKey, title: r.title, locked: r.status !== 'vorschlag' }));
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

export async function countNews(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(news);
  return row?.n ?? 0;
}

export async function setTopicPlacement(db: Db, id: string, values: { date: string; weekKey: string; createdAt: Date }): Promise<void> {
  await db.update(news).set(values).where(eq(news.id, id));
}

export async function listWeekTopics(db: Db, weekKey: string, demo: boolean) {
  return db
    .select({ id: news.id, title: news.title, date: news.date, status: news.status, priority: news.recommendationPriority })
    .from(news)
    .where(and(eq(news.weekKey, weekKey), eq(news.isDemo, demo)))
    .orderBy(news.date, news.createdAt);
}
