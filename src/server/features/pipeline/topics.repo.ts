import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news } from '../../db/schema/news';
import { newsPublication } from '../../db/schema/publishing';
import type { EarlierItem } from '../../engines/pipeline/follow-ups';
import type { WeekItem } from '../../engines/pipeline/select-week-topics';
import { canLeave } from '../../../shared/news-status';

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
      instagramText: news.instagramText,
      weekRank: news.weekRank,
      publishAttempted: hasPublication(news.id),
    })
    .from(news)
    .where(and(eq(news.weekKey, weekKey), eq(news.isDemo, demo)))
    .orderBy(news.createdAt);
  return rows.map((r) => ({
    id: r.id,
    storyKey: r.storyKey,
    title: r.title,
    // Only what a run may still rewrite is unlocked (the news life cycle's `propose` transition).
    locked: !canLeave('propose', r.status),
    score: typeof r.signals.score === 'number' ? r.signals.score : undefined,
    version: r.version,
    publishAttempted: r.publishAttempted,
    instagramText: r.instagramText,
    rank: r.weekRank,
    europeanSide: typeof r.signals.europaeischer_bezug === 'string' ? r.signals.europaeischer_bezug || null : undefined,
  }));
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

/** The captions of the week's other items of the same kind (real or demo). */
export async function weekCaptions(db: Db, weekKey: string, demo: boolean, exceptId: string): Promise<string[]> {
  const rows = await db
    .select({ text: news.instagramText })
    .from(news)
    .where(and(eq(news.weekKey, weekKey), eq(news.isDemo, demo), ne(news.id, exceptId)));
  return rows.map((r) => r.text);
}

/** Images and photo pages the week's topics show, so a proposal never repeats a photo within the week. */
export async function weekPhotos(db: Db, weekKey: string): Promise<string[]> {
  const rows = await db.select({ sharepics: news.sharepics }).from(news).where(eq(news.weekKey, weekKey));
  return rows.flatMap((r) =>
    r.sharepics.slice(0, 2).flatMap((s) => [s.layers.image_url, s.credit?.source_url ?? ''].filter(Boolean)),
  );
}

/** The topics of earlier weeks of one kind (real or demo), as a follow-up compares with them: title and caption. */
export async function loadEarlierItems(db: Db, weekKeys: string[], demo: boolean): Promise<EarlierItem[]> {
  if (weekKeys.length === 0) return [];
  const rows = await db
    .select({ id: news.id, title: news.title, text: news.instagramText, weekKey: news.weekKey, date: news.date })
    .from(news)
    .where(and(inArray(news.weekKey, weekKeys), eq(news.isDemo, demo)))
    .orderBy(news.createdAt);
  return rows.map((r) => ({ ...r, weekKey: r.weekKey ?? '' }));
}
