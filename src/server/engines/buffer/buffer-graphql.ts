import { publishMessages } from './messages';

/**
 * One GraphQL request to Buffer, with every failure turned into a value (docs/external-services.md#buffer):
 * HTTP 401 (bad key), 429 + Retry-After, `errors[]` with `extensions.code`, 4xx/5xx, network failures and
 * timeouts. Typed mutation errors inside `data` are left to the caller, who asked for `__typename`.
 */
export type BufferFailureKind =
  | 'unauthorized'
  | 'forbidden'
  | 'rate_limited'
  | 'not_found'
  | 'invalid_input'
  | 'limit_reached'
  | 'rejected'
  | 'bad_request'
  | 'server_error'
  | 'network'
  | 'timeout'
  | 'unexpected';

export interface BufferFailure {
  ok: false;
  kind: BufferFailureKind;
  /** German, for the user; includes Buffer's own message where there is one. */
  message: string;
  /** Buffer's message, verbatim (English). */
  bufferMessage?: string;
  retryAfterSeconds?: number;
  /**
   * True when Buffer may have acted on the request although we got no answer (timeout, dropped
   * connection, 5xx). Before retrying a createPost, look for the post (findRecentPostByText).
   */
  outcomeUnknown: boolean;
}

export type BufferResult<T> = { ok: true; value: T } | BufferFailure;

export interface BufferTransportConfig {
  /** BUFFER_API_URL, e.g. https://api.buffer.com */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Per request; default 15 s. */
  timeoutMs?: number;
}

interface GraphQLErrorBody {
  message?: string;
  extensions?: { code?: string; retryAfter?: number; window?: string };
}

export const failure = (
  kind: BufferFailureKind,
  message: string,
  extra: Partial<Omit<BufferFailure, 'ok' | 'kind' | 'message'>> = {},
): BufferFailure => ({ ok: false, kind, message, outcomeUnknown: false, ...extra });

/** Connection never established: Buffer cannot have seen the request. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export async function bufferRequest<T>(
  config: BufferTransportConfig,
  apiKey: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<BufferResult<T>> {
  const doFetch = config.fetch ?? fetch;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeoutMs ?? 15_000);
  let status: number;
  let headers: Headers;
  let text: string;
  try {
    const res = await doFetch(config.baseUrl.replace(/\/+$/, '') + '/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({ query, variables }),
      signal: controller.signal,
    });
    status = res.status;
    headers = res.headers;
    text = await res.text();
  } catch (err) {
    if (timedOut) return failure('timeout', publishMessages.timeout, { outcomeUnknown: true });
    const code = errorCode(err);
    return failure('network', publishMessages.network, { outcomeUnknown: !code || !NOT_SENT_CODES.has(code) });
  } finally {
    clearTimeout(timer);
  }

  let body: { data?: T | null; errors?: GraphQLErrorBody[] } | undefined;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const first = body?.errors?.[0];
  const bufferMessage = first?.message;

  if (status === 401) return failure('unauthorized', publishMessages.keyInvalid, { bufferMessage });
  if (status === 429 || first?.extensions?.code === 'RATE_LIMIT_EXCEEDED') {
    const retryAfterSeconds = parseRetryAfter(headers.get('retry-after')) ?? first?.extensions?.retryAfter ?? 60;
    return failure('rate_limited', publishMessages.rateLimited(retryAfterSeconds), {
      bufferMessage,
      retryAfterSeconds,
    });
  }
  if (status === 403) return failure('forbidden', publishMessages.forbidden(bufferMessage), { bufferMessage });
  if (status >= 500) {
    return failure('server_error', publishMessages.serverError(bufferMessage), { bufferMessage, outcomeUnknown: true });
  }
  if (!body) return failure('unexpected', publishMessages.unexpectedAnswer, { outcomeUnknown: status < 300 });
  if (status >= 400) {
    return failure('bad_request', publishMessages.badRequest(bufferMessage ?? `HTTP ${status}`), { bufferMessage });
  }
  if (first) return fromErrorCode(first);
  if (body.data == null) return failure('unexpected', publishMessages.unexpectedAnswer, { outcomeUnknown: true });
  return { ok: true, value: body.data };
}

function fromErrorCode(e: GraphQLErrorBody): BufferFailure {
  const bufferMessage = e.message ?? 'unknown error';
  switch (e.extensions?.code) {
    case 'UNAUTHENTICATED':
    case 'UNAUTHORIZED':
      return failure('unauthorized', publishMessages.keyInvalid, { bufferMessage });
    case 'FORBIDDEN':
      return failure('forbidden', publishMessages.forbidden(bufferMessage), { bufferMessage });
    case 'NOT_FOUND':
      return failure('not_found', publishMessages.channelNotFound, { bufferMessage });
    case 'UNEXPECTED':
    case 'INTERNAL_SERVER_ERROR':
      return failure('server_error', publishMessages.serverError(bufferMessage), {
        bufferMessage,
        outcomeUnknown: true,
      });
    case 'BAD_USER_INPUT':
    case 'GRAPHQL_VALIDATION_FAILED':
    case 'GRAPHQL_PARSE_FAILED':
      return failure('bad_request', publishMessages.badRequest(bufferMessage), { bufferMessage });
    default:
      // Query-cost errors come without a code.
      return failure('unexpected', publishMessages.serverError(bufferMessage), { bufferMessage });
  }
}

/** Retry-After is delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Math.max(1, Number(value.trim()));
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - now) / 1000));
}

function errorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
