import { desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news, type NewsRow } from '../../db/schema/news';
import { newsPublication } from '../../db/schema/publishing';
import { user } from '../../db/schema/auth';
import type { NewsCategory } from '../../../shared/news';
import { isoWeekStart } from '../../../shared/dates';

/**
 * The date range a list (a gallery tab) covers, relative to `today` (Europe/Berlin). „Diese Woche“ is the
 * whole current ISO week, today included: the week's seven topics in one list. An item's own `category`
 * stays the finest one (a topic of today says `heute`), so today's topics are listed under both tabs.
 */
function categoryFilter(category: NewsCategory, today: string): SQL | undefined {
  const weekStart = isoWeekStart(today);
  switch (category) {
    case 'heute':
      return gte(news.date, today);
    case 'woche':
      return gte(news.date, weekStart);
    case 'vergangene':
      return lt(news.date, weekStart);
  }
}

/** Derived on read, typed by the database enum, so it can never go stale. */
export function categoryColumn(today: string) {
  const weekStart = isoWeekStart(today);
  return sql<NewsCategory>`(case when ${news.date} >= ${today} then 'heute' when ${news.date} >= ${weekStart} then 'woche' else 'vergangene' end)::news_category`;
}

/** The latest successful publication, as raw JSON from the same query (no second round trip per item). */
export interface PublicationJson {
  published_at: string;
  published_by_email: string;
  /** The account's current name; null once the account is deleted. */
  published_by_account_name: string | null;
  buffer_post_id: string | null;
  reminder: boolean;
}

// Written out with aliases: Drizzle leaves columns unqualified in single-table selects, which would make
// the correlation `news_id = id` compare the subquery's own columns.
const latestPublication = sql<PublicationJson | null>`(
  select jsonb_build_object(
    'published_at', p.finished_at,
    'published_by_email', p.requested_by_email,
    'published_by_account_name', (select u.name from ${user} u where u.id = p.requested_by),
    'buffer_post_id', p.buffer_post_id,
    'reminder', p.reminder)
  from ${newsPublication} p
  where p.news_id = ${news}.id and p.status = 'sent'
  order by p.finished_at desc
  limit 1)`;

/** The earlier topic an item continues, with the tab that lists it today (same rule as categoryColumn). */
export interface FollowsJson {
  id: string;
  title: string;
  category: NewsCategory;
}

function followsColumn(today: string) {
  const weekStart = isoWeekStart(today);
  return sql<FollowsJson | null>`(
  select jsonb_build_object('id', f.id, 'title', f.title, 'category',
    case when f.date >= ${today} then 'heute' when f.date >= ${weekStart} then 'woche' else 'vergangene' end)
  from ${news} f
  where f.id = ${news}.follows_news_id)`;
}

export type NewsWithCategory = NewsRow & {
  category: NewsCategory;
  publication?: PublicationJson | null;
  follows?: FollowsJson | null;
};

export async function listNews(db: Db, opts: { today: string; category?: NewsCategory }): Promise<NewsWithCategory[]> {
  return db
    .select({
      row: news,
      category: categoryColumn(opts.today),
      publication: latestPublication,
      follows: followsColumn(opts.today),
    })
    .from(news)
    .where(opts.category ? categoryFilter(opts.category, opts.today) : undefined)
    .orderBy(desc(news.createdAt), desc(news.id))
    .then((rows) =>
      rows.map((r) => ({ ...r.row, category: r.category, publication: r.publication, follows: r.follows })),
    );
}

export async function findNews(db: Db, id: string, today: string): Promise<NewsWithCategory | undefined> {
  const [found] = await db
    .select({
      row: news,
      category: categoryColumn(today),
      publication: latestPublication,
      follows: followsColumn(today),
    })
    .from(news)
    .where(eq(news.id, id));
  return found && { ...found.row, category: found.category, publication: found.publication, follows: found.follows };
}
