import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';

/**
 * The serialized news list per (day, category). Reads far outnumber writes, and one list query costs
 * milliseconds on PGlite, so answers are kept until a `news-updated` event says an item changed (every
 * write path publishes one; it reaches every instance via NOTIFY). A short lifetime bounds staleness
 * for writes made outside the server (e.g. `npm run demo:remove` against PostgreSQL).
 * docs/decisions/007-news-list-cache.md
 */
export const newsListCacheSeconds = 10;

/** A serialized list and its ETag, computed once when the body is cached (not per request). */
export interface CachedList {
  body: string;
  etag: string;
}

interface Entry extends CachedList {
  storedAt: number;
}

const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

const caches = new WeakMap<AppContext, Map<string, Entry>>();

function cacheFor(ctx: AppContext): Map<string, Entry> {
  let cache = caches.get(ctx);
  if (!cache) {
    const fresh = new Map<string, Entry>();
    ctx.realtime.subscribe((event) => {
      if (event.type === 'news-updated') fresh.clear();
    });
    caches.set(ctx, fresh);
    cache = fresh;
  }
  return cache;
}

export async function cachedNewsList(ctx: AppContext, key: string, load: () => Promise<unknown>): Promise<CachedList> {
  const cache = cacheFor(ctx);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.storedAt < newsListCacheSeconds * 1000) return hit;
  const body = JSON.stringify(await load());
  const entry = { body, etag: etagOf(body), storedAt: now };
  cache.set(key, entry);
  return entry;
}
