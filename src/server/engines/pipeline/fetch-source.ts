import { pipelineMessages as m } from './messages';

export interface FetchRequest {
  url: string;
  etag?: string | null;
  lastModified?: string | null;
}

export interface FetchResult {
  status: 'ok' | 'not_modified' | 'failed';
  body?: Uint8Array;
  contentType?: string;
  etag?: string;
  lastModified?: string;
  /** German, for the per-source result shown to admins. */
  reason?: string;
  httpStatus?: number;
  attempts: number;
}

export interface FetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  retries?: number;
  backoffMs?: number;
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
  userAgent?: string;
}

const defaults = { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024, retries: 2, backoffMs: 500 };
const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

class TooLarge extends Error {}

/** One attempt's outcome; `retry` marks failures worth another try (network, timeout, 5xx). */
type Attempt = FetchResult & { retry?: boolean };

async function readLimited(res: Response, maxBytes: number, controller: AbortController): Promise<Uint8Array> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    controller.abort();
    throw new TooLarge();
  }
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      controller.abort();
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

async function attemptOnce(
  req: FetchRequest,
  o: Required<Omit<FetchOptions, 'userAgent'>> & { userAgent: string },
): Promise<Attempt> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, o.timeoutMs);
  const headers: Record<string, string> = {
    'user-agent': o.userAgent,
    accept: 'application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, */*;q=0.5',
  };
  if (req.etag) headers['if-none-match'] = req.etag;
  if (req.lastModified) headers['if-modified-since'] = req.lastModified;
  try {
    const res = await o.fetch(req.url, { headers, signal: controller.signal, redirect: 'follow' });
    const etag = res.headers.get('etag') ?? undefined;
    const lastModified = res.headers.get('last-modified') ?? undefined;
    if (res.status === 304) {
      await res.body?.cancel().catch(() => undefined);
      return {
        status: 'not_modified',
        httpStatus: 304,
        etag: etag ?? req.etag ?? undefined,
        lastModified: lastModified ?? req.lastModified ?? undefined,
        attempts: 1,
      };
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      return {
        status: 'failed',
        httpStatus: res.status,
        reason: m.fetch.httpError(res.status),
        retry: res.status >= 500,
        attempts: 1,
      };
    }
    const body = await readLimited(res, o.maxBytes, controller);
    return {
      status: 'ok',
      body,
      httpStatus: res.status,
      contentType: res.headers.get('content-type') ?? undefined,
      etag,
      lastModified,
      attempts: 1,
    };
  } catch (err) {
    if (err instanceof TooLarge) return { status: 'failed', reason: m.fetch.tooLarge(o.maxBytes), attempts: 1 };
    if (timedOut) return { status: 'failed', reason: m.fetch.timeout(o.timeoutMs), retry: true, attempts: 1 };
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    return { status: 'failed', reason: m.fetch.network(cause ?? (err as Error).message), retry: true, attempts: 1 };
  } finally {
    clearTimeout(timer);
  }
}

/** Fetches a feed with conditional GET, timeout, size limit and retries; expected failures are values. */
export async function fetchSource(req: FetchRequest, options: FetchOptions = {}): Promise<FetchResult> {
  try {
    new URL(req.url);
  } catch {
    return { status: 'failed', reason: m.fetch.invalidUrl, attempts: 0 };
  }
  const o = {
    ...defaults,
    fetch: globalThis.fetch,
    sleep: realSleep,
    userAgent: 'eu-news-dashboard/0.1 (+feed reader)',
    ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
  } as Required<Omit<FetchOptions, 'userAgent'>> & { userAgent: string };
  let last: Attempt = { status: 'failed', attempts: 0 };
  let attempts = 0;
  for (let i = 0; i <= o.retries; i++) {
    if (i > 0) await o.sleep(o.backoffMs * 2 ** (i - 1));
    last = await attemptOnce(req, o);
    attempts++;
    if (!last.retry) break;
  }
  const { retry: _retry, ...result } = last;
  return { ...result, attempts };
}
