import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news, type NewsRow } from '../../db/schema/news';
import type { NewsCategory } from '../../../shared/news';
import { isoWeekStart } from '../../../shared/dates';

/** The date range a category covers, relative to `today` (Europe/Berlin). */
function categoryFilter(category: NewsCategory, today: string): SQL | undefined {
  const weekStart = isoWeekStart(today);
  switch (category) {
    case 'heute':
      return gte(news.date, today);
    case 'woche':
      return and(gte(news.date, weekStart), lt(news.date, today));
    case 'vergangene':
      return lt(news.date, weekStart);
  }
}

/** Derived on read, typed by the database enum, so it can never go stale. */
export function categoryColumn(today: string) {
  const weekStart = isoWeekStart(today);
  return sql<NewsCategory>`(case when ${news.date} >= ${today} then 'heute' when ${news.date} >= ${weekStart} then 'woche' else 'vergangene' end)::news_category`;
}

export type NewsWithCategory = NewsRow & { category: NewsCategory };

export async function listNews(db: Db, opts: { today: string; category?: NewsCategory }): Promise<NewsWithCategory[]> {
  return db
    .select({ row: news, category: categoryColumn(opts.today) })
    .from(news)
    .where(opts.category ? categoryFilter(opts.category, opts.today) : undefined)
    .orderBy(desc(news.createdAt), desc(news.id))
    .then((rows) => rows.map((r) => ({ ...r.row, category: r.category })));
}

export async function findNews(db: Db, id: string, today: string): Promise<NewsWithCategory | undefined> {
  const [found] = await db
    .select({ row: news, category: categoryColumn(today) })
    .from(news)
    .where(eq(news.id, id));
  return found && { ...found.row, category: found.category };
}
