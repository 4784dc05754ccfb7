import { count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news, type NewsRow } from '../../db/schema/news';
import { newsPublication, type PublicationStatus } from '../../db/schema/publishing';
import { user } from '../../db/schema/auth';
import type { NewsCategory, PostState } from '../../../shared/news';
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

/**
 * The latest post that went out, as raw JSON from the same query (no second round trip per item). A sent
 * attempt without a post state is an immediate post (rows written before scheduling existed).
 */
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
    'published_at', coalesce(p.sent_at, p.finished_at),
    'published_by_email', p.requested_by_email,
    'published_by_account_name', (select u.name from ${user} u where u.id = p.requested_by),
    'buffer_post_id', p.buffer_post_id,
    'reminder', p.reminder)
  from ${newsPublication} p
  where p.news_id = ${news}.id and p.status = 'sent' and coalesce(p.post_state, 'sent') = 'sent'
  order by coalesce(p.sent_at, p.finished_at) desc
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

/** The latest attempt on each channel (team shape only), as raw JSON from the same query. */
export interface ChannelPostJson {
  publication_id: string;
  channel_id: string;
  channel_name: string | null;
  service: string;
  status: PublicationStatus;
  post_state: PostState | null;
  scheduled_at: string | null;
  finished_at: string | null;
  message: string | null;
  error_kind: string | null;
}

const channelPosts = sql<ChannelPostJson[]>`(
  select coalesce(jsonb_agg(latest.post order by latest.channel_id), '[]'::jsonb)
  from (
    select distinct on (p.channel_id) p.channel_id, jsonb_build_object(
      'publication_id', p.id,
      'channel_id', p.channel_id,
      'channel_name', p.channel_name,
      'service', p.channel_service,
      'status', p.status,
      'post_state', p.post_state,
      'scheduled_at', p.scheduled_at,
      'finished_at', coalesce(p.sent_at, p.finished_at),
      'message', p.error_message,
      'error_kind', p.error_kind) as post
    from ${newsPublication} p
    where p.news_id = ${news}.id
    order by p.channel_id, p.requested_at desc
  ) latest)`;

export type NewsWithCategory = NewsRow & {
  category: NewsCategory;
  publication?: PublicationJson | null;
  follows?: FollowsJson | null;
  channelPosts?: ChannelPostJson[];
};

/**
 * „Heute“ and „Diese Woche“ list the week's topics by their place (1–7, issue 22), items no run ranked after
 * them; „Vergangene“ and the whole list newest first.
 */
function listOrder(category?: NewsCategory): SQL[] {
  const newest = [desc(news.createdAt), desc(news.id)];
  return category === 'heute' || category === 'woche' ? [sql`${news.weekRank} asc nulls last`, ...newest] : newest;
}

/** A slice of a list: `limit` rows from `offset` (issue 25, „Vergangene“ in pages). */
export interface ListPage {
  offset: number;
  limit: number;
}

/** Without a page: every row (PostgreSQL reads a limit this large as none). */
const allRows = Number.MAX_SAFE_INTEGER;

export async function listNews(
  db: Db,
  opts: { today: string; category?: NewsCategory; page?: ListPage },
): Promise<NewsWithCategory[]> {
  return db
    .select({
      row: news,
      category: categoryColumn(opts.today),
      publication: latestPublication,
      follows: followsColumn(opts.today),
      channelPosts,
    })
    .from(news)
    .where(opts.category ? categoryFilter(opts.category, opts.today) : undefined)
    .orderBy(...listOrder(opts.category))
    .limit(opts.page?.limit ?? allRows)
    .offset(opts.page?.offset ?? 0)
    .then((rows) =>
      rows.map((r) => ({
        ...r.row,
        category: r.category,
        publication: r.publication,
        follows: r.follows,
        channelPosts: r.channelPosts,
      })),
    );
}

/** How many items a list (a gallery tab) holds. */
export async function countNews(db: Db, opts: { today: string; category?: NewsCategory }): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(news)
    .where(opts.category ? categoryFilter(opts.category, opts.today) : undefined);
  return row?.total ?? 0;
}

export async function findNews(db: Db, id: string, today: string): Promise<NewsWithCategory | undefined> {
  const [found] = await db
    .select({
      row: news,
      category: categoryColumn(today),
      publication: latestPublication,
      follows: followsColumn(today),
      channelPosts,
    })
    .from(news)
    .where(eq(news.id, id));
  return (
    found && {
      ...found.row,
      category: found.category,
      publication: found.publication,
      follows: found.follows,
      channelPosts: found.channelPosts,
    }
  );
}
