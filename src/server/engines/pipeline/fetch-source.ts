import { parseHttpUrl } from '../net/http-url';
import { defaultMaxRedirects, type NetworkHooks, type SafeFetchFailure, safeFetch } from '../net/safe-fetch';
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
  /** The server could not be reached at all (DNS, connection, timeout): when every source says so, the machine is probably offline. */
  unreachable?: boolean;
  httpStatus?: number;
  attempts: number;
}

export interface FetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  retries?: number;
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  userAgent?: string;
  /** ALLOW_PRIVATE_FETCH: feeds on loopback or private addresses (tests, offline development). */
  allowPrivate?: boolean;
  /** Test seams of the network layer (a DNS stub, a stand-in for a public host). */
  net?: NetworkHooks;
}

const defaults = { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024, retries: 2, backoffMs: 500 };
const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

type Settings = typeof defaults & { sleep: (ms: number) => Promise<void>; userAgent: string } & Pick<
    FetchOptions,
    'allowPrivate' | 'net'
  >;

/** One attempt's outcome; `retry` marks failures worth another try (network, DNS, timeout, 5xx). */
type Attempt = FetchResult & { retry?: boolean };

function failure(reason: SafeFetchFailure, detail: string | undefined, o: Settings): Attempt {
  const failed = (text: string, retry = false): Attempt => ({
    status: 'failed',
    reason: text,
    retry,
    attempts: 1,
    // The failures worth a retry are exactly the ones where no server answered.
    ...(retry ? { unreachable: true } : {}),
  });
  switch (reason) {
    case 'private_address':
      return failed(m.fetch.privateAddress);
    case 'protocol':
      return failed(m.fetch.protocol);
    case 'invalid_url':
      return failed(m.fetch.invalidUrl);
    case 'too_many_redirects':
      return failed(m.fetch.tooManyRedirects(defaultMaxRedirects));
    case 'too_large':
      return failed(m.fetch.tooLarge(o.maxBytes));
    case 'timeout':
      return failed(m.fetch.timeout(o.timeoutMs), true);
    case 'dns_failed':
      return failed(m.fetch.dnsFailed, true);
    case 'network':
      return failed(m.fetch.network(detail ?? 'unbekannt'), true);
  }
}

async function attemptOnce(req: FetchRequest, o: Settings): Promise<Attempt> {
  const headers: Record<string, string> = {
    'user-agent': o.userAgent,
    accept: 'application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, */*;q=0.5',
  };
  if (req.etag) headers['if-none-match'] = req.etag;
  if (req.lastModified) headers['if-modified-since'] = req.lastModified;
  const res = await safeFetch(req.url, {
    headers,
    timeoutMs: o.timeoutMs,
    maxBytes: o.maxBytes,
    allowPrivate: o.allowPrivate,
    ...o.net,
  });
  if (!res.ok) return failure(res.reason, res.detail, o);
  const etag = res.headers.get('etag') ?? undefined;
  const lastModified = res.headers.get('last-modified') ?? undefined;
  if (res.status === 304) {
    return {
      status: 'not_modified',
      httpStatus: 304,
      etag: etag ?? req.etag ?? undefined,
      lastModified: lastModified ?? req.lastModified ?? undefined,
      attempts: 1,
    };
  }
  if (res.status < 200 || res.status > 299) {
    return {
      status: 'failed',
      httpStatus: res.status,
      reason: m.fetch.httpError(res.status),
      retry: res.status >= 500,
      attempts: 1,
    };
  }
  return {
    status: 'ok',
    body: res.body,
    httpStatus: res.status,
    contentType: res.headers.get('content-type') ?? undefined,
    etag,
    lastModified,
    attempts: 1,
  };
}

/**
 * Fetches a feed with conditional GET, timeout, size limit and retries, through safeFetch: a feed on an
 * internal address (or redirecting there) is refused. Expected failures are values.
 */
export async function fetchSource(req: FetchRequest, options: FetchOptions = {}): Promise<FetchResult> {
  if (!parseHttpUrl(req.url)) return { status: 'failed', reason: m.fetch.invalidUrl, attempts: 0 };
  const o = {
    ...defaults,
    sleep: realSleep,
    userAgent: 'eu-news-dashboard/0.1 (+feed reader)',
    ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
  } as Settings;
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
