import { photoMessages } from './messages';
import { TtlLru } from './ttl-lru';

/**
 * Server-side Pexels photo search (docs/external-services.md#pexels): the raw key in `Authorization`,
 * 12 landscape results in German. Answers are cached for 24 h per query, as Pexels advises, and after a
 * 429 the client stays quiet until the limit has passed instead of working around it.
 */
export interface PhotoSearchItem {
  id: number;
  alt: string;
  src: { medium: string; large: string; large2x: string };
  photographer: string;
  photographer_url: string;
  /** The photo page on pexels.com (for the credit link). */
  url: string;
  /** Size of the original (Pexels always sends it; absent in old cached answers). */
  width?: number;
  height?: number;
}

export type PhotoSearchFailureKind =
  'empty_query' | 'no_key' | 'unauthorized' | 'rate_limited' | 'bad_request' | 'server_error' | 'network' | 'timeout';

export type PhotoSearchResult =
  | { ok: true; photos: PhotoSearchItem[]; totalResults: number; cached: boolean }
  | { ok: false; kind: PhotoSearchFailureKind; message: string; retryAfterSeconds?: number };

export interface PexelsClientConfig {
  /** PEXELS_API_URL, e.g. https://api.pexels.com */
  baseUrl: string;
  /** PEXELS_API_KEY; without it every search answers `no_key`. */
  apiKey: string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
  cacheTtlMs?: number;
  cacheMaxEntries?: number;
  perPage?: number;
  now?: () => number;
}

interface PexelsPhoto {
  id: number;
  url: string;
  photographer: string;
  photographer_url: string;
  alt: string | null;
  width?: number;
  height?: number;
  src: { medium: string; large: string; large2x: string };
}

const DEFAULT_COOLDOWN_S = 60;

export function createPexelsClient(config: PexelsClientConfig) {
  const now = config.now ?? Date.now;
  const cache = new TtlLru<{ photos: PhotoSearchItem[]; totalResults: number }>(
    config.cacheMaxEntries ?? 500,
    config.cacheTtlMs ?? 24 * 3_600_000,
    now,
  );
  const inFlight = new Map<string, Promise<PhotoSearchResult>>();
  let rateLimit: { limit: number; remaining: number; resetAt: number } | null = null;
  let blockedUntil = 0;

  async function search(rawQuery: string, page = 1): Promise<PhotoSearchResult> {
    const query = rawQuery.trim().replace(/\s+/g, ' ');
    if (!query) return { ok: false, kind: 'empty_query', message: photoMessages.emptyQuery };
    if (!config.apiKey) return { ok: false, kind: 'no_key', message: photoMessages.noKey };
    const key = `${query.toLowerCase()}|${page}`;
    const hit = cache.get(key);
    if (hit) return { ok: true, ...hit, cached: true };
    if (now() < blockedUntil) {
      const retryAfterSeconds = Math.ceil((blockedUntil - now()) / 1000);
      return {
        ok: false,
        kind: 'rate_limited',
        message: photoMessages.rateLimited(retryAfterSeconds),
        retryAfterSeconds,
      };
    }
    const running = inFlight.get(key);
    if (running) return running;
    const promise = fetchPage(query, page, key).finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  async function fetchPage(query: string, page: number, cacheKey: string): Promise<PhotoSearchResult> {
    const url = new URL('/v1/search', config.baseUrl);
    url.search = new URLSearchParams({
      query,
      per_page: String(config.perPage ?? 12),
      page: String(page),
      orientation: 'landscape',
      locale: 'de-DE',
    }).toString();
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.timeoutMs ?? 10_000);
    let res: Response;
    let body: unknown;
    try {
      res = await (config.fetch ?? fetch)(url, {
        headers: { Authorization: config.apiKey!, Accept: 'application/json' },
        signal: controller.signal,
      });
      // An error page that is no JSON is judged by its status below.
      body = await res.json().catch(() => undefined);
    } catch {
      return timedOut
        ? { ok: false, kind: 'timeout', message: photoMessages.timeout }
        : { ok: false, kind: 'network', message: photoMessages.network };
    } finally {
      clearTimeout(timer);
    }

    if (res.status === 401 || res.status === 403)
      return { ok: false, kind: 'unauthorized', message: photoMessages.unauthorized };
    if (res.status === 429) {
      // 429 carries no rate headers; the last seen reset tells when the quota returns, if it ran out.
      const retryAfterSeconds =
        rateLimit && rateLimit.remaining <= 1 && rateLimit.resetAt > now()
          ? Math.ceil((rateLimit.resetAt - now()) / 1000)
          : DEFAULT_COOLDOWN_S;
      blockedUntil = now() + retryAfterSeconds * 1000;
      return {
        ok: false,
        kind: 'rate_limited',
        message: photoMessages.rateLimited(retryAfterSeconds),
        retryAfterSeconds,
      };
    }
    const detail = (body as { error?: string } | undefined)?.error ?? `HTTP ${res.status}`;
    if (res.status >= 500) return { ok: false, kind: 'server_error', message: photoMessages.serverError };
    if (!res.ok) return { ok: false, kind: 'bad_request', message: photoMessages.badRequest(detail) };
    const data = body as { photos?: PexelsPhoto[]; total_results?: number } | undefined;
    if (!data || !Array.isArray(data.photos))
      return { ok: false, kind: 'server_error', message: photoMessages.serverError };

    rateLimit = readRateLimit(res.headers) ?? rateLimit;
    const result = { photos: data.photos.map(toItem), totalResults: data.total_results ?? data.photos.length };
    cache.set(cacheKey, result);
    return { ok: true, ...result, cached: false };
  }

  return {
    search,
    /** The quota as last reported by Pexels (null before the first successful search). */
    rateLimit: () => rateLimit,
    clearCache: () => cache.clear(),
  };
}

export type PexelsClient = ReturnType<typeof createPexelsClient>;

function toItem(p: PexelsPhoto): PhotoSearchItem {
  return {
    id: p.id,
    alt: p.alt?.trim() || photoMessages.photoBy(p.photographer),
    src: { medium: p.src.medium, large: p.src.large, large2x: p.src.large2x },
    photographer: p.photographer,
    photographer_url: p.photographer_url,
    url: p.url,
    width: p.width,
    height: p.height,
  };
}

/** X-Ratelimit-Reset is a UNIX timestamp in seconds (the .NET SDK reads milliseconds: accept both). */
export function readRateLimit(headers: Headers): { limit: number; remaining: number; resetAt: number } | null {
  const limit = Number(headers.get('x-ratelimit-limit'));
  const remaining = Number(headers.get('x-ratelimit-remaining'));
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (!headers.has('x-ratelimit-remaining') || Number.isNaN(remaining) || Number.isNaN(reset)) return null;
  return { limit, remaining, resetAt: reset > 1e12 ? reset : reset * 1000 };
}
