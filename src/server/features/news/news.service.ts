import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { messages } from '../../../shared/messages';
import type { NewsAudience, NewsCategory, NewsItem, NewsPage, PublicNewsItem } from '../../../shared/news';
import { berlinDate } from '../../../shared/dates';
import { countNews, findNews, listNews, type ListPage, type NewsWithCategory } from './news.repo';
import { toNewsItem, toPublicNewsItem } from './news.mapper';
import { cachedNewsList, type CachedList } from './news-list-cache';

const uuidSchema = z.uuid();

export async function listNewsItems(ctx: AppContext, category?: NewsCategory): Promise<NewsItem[]> {
  const rows = await listNews(ctx.db, { today: berlinDate(ctx.clock.now()), category });
  return rows.map(toNewsItem);
}

const mapperFor = (audience: NewsAudience): ((row: NewsWithCategory) => NewsItem | PublicNewsItem) =>
  audience === 'team' ? toNewsItem : toPublicNewsItem;

/**
 * The list as JSON text with its ETag, served from the event-invalidated cache. Each audience has its own
 * entries (and so its own ETag): a visitor's cached body never carries the team's fields.
 */
export async function listNewsJson(
  ctx: AppContext,
  audience: NewsAudience,
  category?: NewsCategory,
): Promise<CachedList> {
  const today = berlinDate(ctx.clock.now());
  return cachedNewsList(ctx, `${audience}|${today}|${category ?? ''}`, async () => {
    const rows = await listNews(ctx.db, { today, category });
    return rows.map(mapperFor(audience));
  });
}

/** One page of a tab's list with the tab's total, read from the database (no cache). */
export async function loadNewsPage(
  ctx: AppContext,
  audience: NewsAudience,
  category: NewsCategory,
  page: ListPage,
): Promise<NewsPage> {
  const today = berlinDate(ctx.clock.now());
  const rows = await listNews(ctx.db, { today, category, page });
  const total = await countNews(ctx.db, { today, category });
  const end = page.offset + rows.length;
  return { items: rows.map(mapperFor(audience)), total, next_offset: end < total ? end : null };
}

/** One page as JSON from the same cache as the lists („Vergangene“, issue 25). */
export async function listNewsPageJson(
  ctx: AppContext,
  audience: NewsAudience,
  category: NewsCategory,
  page: ListPage,
): Promise<CachedList> {
  const key = `${audience}|${berlinDate(ctx.clock.now())}|${category}|${page.offset}+${page.limit}`;
  return cachedNewsList(ctx, key, () => loadNewsPage(ctx, audience, category, page));
}

async function loadItem(ctx: AppContext, id: string): Promise<NewsWithCategory> {
  // A malformed id cannot name a row: answer 404 like any unknown id, without asking the database.
  const row = uuidSchema.safeParse(id).success ? await findNews(ctx.db, id, berlinDate(ctx.clock.now())) : undefined;
  if (!row) throw notFound(messages.api.newsNotFound);
  return row;
}

/** One item in the team shape (editing answers with it). */
export async function getNewsItem(ctx: AppContext, id: string): Promise<NewsItem> {
  return toNewsItem(await loadItem(ctx, id));
}

/** One item in the shape the session may see. */
export async function getNewsItemFor(
  ctx: AppContext,
  id: string,
  audience: NewsAudience,
): Promise<NewsItem | PublicNewsItem> {
  return mapperFor(audience)(await loadItem(ctx, id));
}
