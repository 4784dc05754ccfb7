import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { messages } from '../../../shared/messages';
import type { NewsCategory, NewsItem } from '../../../shared/news';
import { berlinDate } from '../../../shared/dates';
import { findNews, listNews } from './news.repo';
import { toNewsItem } from './news.mapper';
import { cachedNewsList, type CachedList } from './news-list-cache';

const uuidSchema = z.uuid();

export async function listNewsItems(ctx: AppContext, category?: NewsCategory): Promise<NewsItem[]> {
  const rows = await listNews(ctx.db, { today: berlinDate(ctx.clock.now()), category });
  return rows.map(toNewsItem);
}

/** The list as JSON text with its ETag, served from the event-invalidated cache. */
export async function listNewsJson(ctx: AppContext, category?: NewsCategory): Promise<CachedList> {
  const today = berlinDate(ctx.clock.now());
  return cachedNewsList(ctx, `${today}|${category ?? ''}`, () => listNewsItems(ctx, category));
}

export async function getNewsItem(ctx: AppContext, id: string): Promise<NewsItem> {
  // A malformed id cannot name a row: answer 404 like any unknown id, without asking the database.
  const row = uuidSchema.safeParse(id).success ? await findNews(ctx.db, id, berlinDate(ctx.clock.now())) : undefined;
  if (!row) throw notFound(messages.api.newsNotFound);
  return toNewsItem(row);
}
