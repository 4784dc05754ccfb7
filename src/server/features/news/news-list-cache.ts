import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import { compress, type ContentEncoding } from '../../http/content-encoding';

/**
 * The serialized news list per (audience, day, category, page). Reads far outnumber writes, and one list
 * query costs milliseconds on PGlite, so answers are kept until a `news-updated` event says an item changed
 * (every write path publishes one; it reaches every instance via NOTIFY). A short lifetime bounds staleness
 * for writes made outside the server (e.g. `npm run demo:remove` against PostgreSQL).
 * docs/decisions/007-news-list-cache.md, 041-api-as-fast-as-a-file.md
 */
export const newsListCacheSeconds = 10;

/** At most this many lists are kept (pages of „Vergangene“ add keys); the oldest goes first. */
export const newsListCacheEntries = 64;

/**
 * A serialized list as the bytes that go on the wire, its ETag and its compressed forms, all computed once
 * when the list is cached, not per request: a request only picks one of them.
 */
export interface CachedList {
  body: WireBytes;
  etag: string;
  encoded(encoding: ContentEncoding): Promise<WireBytes>;
}

/** Node's buffers here never sit on shared memory; Hono's body type asks for a plain ArrayBuffer. */
type WireBytes = Uint8Array<ArrayBuffer>;
const wire = (buffer: Buffer) => buffer as WireBytes;

interface Entry extends CachedList {
  storedAt: number;
}

const etagOf = (body: WireBytes) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

function entryOf(body: WireBytes, storedAt: number): Entry {
  const compressed = new Map<ContentEncoding, Promise<WireBytes>>();
  return {
    body,
    etag: etagOf(body),
    storedAt,
    encoded(encoding) {
      let buffer = compressed.get(encoding);
      if (!buffer) compressed.set(encoding, (buffer = compress(body, encoding).then(wire)));
      return buffer;
    },
  };
}

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
  const entry = entryOf(wire(Buffer.from(JSON.stringify(await load()))), now);
  cache.delete(key);
  cache.set(key, entry);
  // Maps keep insertion order: the first key is the oldest entry.
  if (cache.size > newsListCacheEntries) cache.delete(cache.keys().next().value!);
  return entry;
}
