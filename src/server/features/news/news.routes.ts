import { Hono, type Context, type TypedResponse } from 'hono';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/types';
import { validParam, validQuery } from '../../http/validate';
import { uuidParam } from '../../../shared/fields';
import { messages } from '../../../shared/messages';
import {
  newsListQuerySchema,
  newsPageQuerySchema,
  type NewsAudience,
  type NewsPage,
  type NewsView,
} from '../../../shared/news';
import { preferredEncoding } from '../../http/content-encoding';
import { getNewsItemFor, listNewsJson, listNewsPageJson } from './news.service';
import type { CachedList } from './news-list-cache';

/** `If-None-Match` holds one or more ETags (or `*`); weak ones match too, as RFC 9110 allows for GET. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The shape is chosen by the session on the server: signed-in team members get the team shape. */
const audienceOf = (c: Context<AppEnv>): NewsAudience => (c.get('user') ? 'team' : 'public');

/**
 * A cached list as it is stored: browsers revalidate (no-cache) and get 304 without a body while it is
 * unchanged; otherwise the cached bytes or their cached compressed form, nothing serialized per request.
 * The body depends on the session cookie, so no shared cache may hand one person's shape to another.
 */
async function sendCachedList(c: Context<AppEnv>, list: CachedList): Promise<Response> {
  const headers = { ETag: list.etag, 'Cache-Control': 'private, no-cache', Vary: 'Cookie, Accept-Encoding' };
  if (ifNoneMatch(c.req.header('if-none-match'), list.etag)) return c.body(null, 304, headers);
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  const body = encoding ? await list.encoded(encoding) : list.body;
  const typeHeaders = { 'Content-Type': 'application/json', ...(encoding && { 'Content-Encoding': encoding }) };
  return c.body(body, 200, { ...headers, ...typeHeaders });
}

export const newsRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .get('/', validQuery(newsListQuerySchema), async (c) => {
      const list = await listNewsJson(ctx, audienceOf(c), c.req.valid('query').category);
      // Typed as what it is, for the typed client.
      return (await sendCachedList(c, list)) as unknown as TypedResponse<NewsView[], 200, 'json'>;
    })
    .get('/page', validQuery(newsPageQuerySchema), async (c) => {
      const { category, offset, limit } = c.req.valid('query');
      const page = await listNewsPageJson(ctx, audienceOf(c), category, { offset, limit });
      return (await sendCachedList(c, page)) as unknown as TypedResponse<NewsPage, 200, 'json'>;
    })
    .get('/:id', validParam(uuidParam, messages.api.newsNotFound), async (c) =>
      c.json(await getNewsItemFor(ctx, c.req.valid('param').id, audienceOf(c)), 200, { Vary: 'Cookie' }),
    );
