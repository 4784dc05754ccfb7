import type { ReadableStream } from 'node:stream/web';
import { Agent, fetch as undiciFetch } from 'undici';
import { createCheckedLookup, type Resolve, systemResolve } from './checked-lookup';
import { classifyAddress, isForbiddenAddress } from './ip-address';

export interface SafeFetchOptions {
  headers?: Record<string, string>;
  /** For the whole fetch: every redirect hop and reading the body. */
  timeoutMs: number;
  maxBytes: number;
  /** Redirects followed at most (default 5); each hop is checked like the first URL. */
  maxRedirects?: number;
  /** Allow loopback, private, link-local … addresses (ALLOW_PRIVATE_FETCH: tests and offline development). */
  allowPrivate?: boolean;
  /** Name resolution; the system resolver by default. */
  resolve?: Resolve;
  /**
   * Which addresses may be reached (IP literals and every resolved address). Default: public ones, or all
   * with `allowPrivate`. Tests use it to let a local server stand in for a public host.
   */
  isAllowedAddress?: (address: string) => boolean;
}

/** The test seams of safeFetch that callers pass through unchanged. */
export type NetworkHooks = Pick<SafeFetchOptions, 'resolve' | 'isAllowedAddress'>;

export type SafeFetchFailure =
  | 'invalid_url'
  | 'protocol'
  | 'private_address'
  | 'dns_failed'
  | 'too_many_redirects'
  | 'timeout'
  | 'too_large'
  | 'network';

export interface SafeResponse {
  ok: true;
  status: number;
  headers: { get(name: string): string | null };
  /** The body of a 2xx answer; empty for any other status (it is discarded unread). */
  body: Uint8Array;
  /** The URL that answered, after redirects. */
  url: string;
}

export type SafeFetchResult = SafeResponse | { ok: false; reason: SafeFetchFailure; detail?: string };

export const defaultMaxRedirects = 5;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  declaredLength: string | null,
  maxBytes: number,
): Promise<Uint8Array | null> {
  if (declaredLength !== null && Number(declaredLength) > maxBytes) {
    await body?.cancel().catch(() => undefined);
    return null;
  }
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/**
 * GET for URLs that come from input (feed sources, photo URLs). It cannot be turned against the server's
 * own network: only http(s); IP literals are checked before connecting, host names are resolved once by
 * a checked lookup and the socket connects to exactly the checked address (no DNS rebinding between check
 * and connect); redirects are followed by hand, each hop checked again. Expected failures are values.
 */
export async function safeFetch(input: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const maxRedirects = options.maxRedirects ?? defaultMaxRedirects;
  const allowPrivate = options.allowPrivate ?? false;
  const isAllowed = options.isAllowedAddress ?? ((address: string) => allowPrivate || !isForbiddenAddress(address));
  let refused = false;
  let unresolved = false;
  const agent = new Agent({
    connect: {
      lookup: createCheckedLookup(options.resolve ?? systemResolve, isAllowed, {
        onRefused: () => void (refused = true),
        onUnresolved: () => void (unresolved = true),
      }),
    },
  });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);

  try {
    let current: URL;
    try {
      current = new URL(input.trim());
    } catch {
      return { ok: false, reason: 'invalid_url' };
    }
    for (let hop = 0; hop <= maxRedirects; hop++) {
      if (current.protocol !== 'http:' && current.protocol !== 'https:') return { ok: false, reason: 'protocol' };
      // The socket skips the lookup for IP literals, so they are checked here.
      const literal = current.hostname.replace(/^\[(.*)\]$/, '$1');
      if (classifyAddress(literal) !== null && !isAllowed(literal)) return { ok: false, reason: 'private_address' };

      const res = await undiciFetch(current, {
        dispatcher: agent,
        redirect: 'manual',
        headers: options.headers,
        signal: controller.signal,
      });
      const location = res.headers.get('location');
      if (redirectStatuses.has(res.status) && location !== null) {
        await res.body?.cancel().catch(() => undefined);
        try {
          current = new URL(location, current);
        } catch {
          return { ok: false, reason: 'invalid_url' };
        }
        continue;
      }
      if (res.status < 200 || res.status > 299) {
        await res.body?.cancel().catch(() => undefined);
        return { ok: true, status: res.status, headers: res.headers, body: new Uint8Array(), url: current.href };
      }
      const body = await readLimited(res.body, res.headers.get('content-length'), options.maxBytes);
      if (!body) return { ok: false, reason: 'too_large' };
      return { ok: true, status: res.status, headers: res.headers, body, url: current.href };
    }
    return { ok: false, reason: 'too_many_redirects' };
  } catch (err) {
    if (refused) return { ok: false, reason: 'private_address' };
    if (controller.signal.aborted) return { ok: false, reason: 'timeout' };
    if (unresolved) return { ok: false, reason: 'dns_failed' };
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return { ok: false, reason: 'network', detail: cause?.code ?? cause?.message ?? (err as Error).message };
  } finally {
    clearTimeout(timer);
    void agent.destroy().catch(() => undefined);
  }
}
