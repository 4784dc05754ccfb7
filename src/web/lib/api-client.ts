import { hc, type ClientResponse, type InferRequestType } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
// Types only: the route tree's type gives the client its paths, inputs and answers; no server code is bundled.
import type { AppType } from '../../server/app';
import { messages } from '../../shared/messages';
import { commonText } from '../messages/common';

/** A failed API answer, parsed from the server's one error shape `{ error: { code, message } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The optional `details` of the error body (e.g. the preflight checks of a refused publish). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function isErrorBody(value: unknown): value is { error: { code: string; message: string; details?: unknown } } {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

async function toApiError(response: { status: number; json(): Promise<unknown> }): Promise<ApiError> {
  // Expected when something in front of the server answers (a proxy's HTML error page): not our error shape.
  const body: unknown = await response.json().catch(() => undefined);
  if (isErrorBody(body)) return new ApiError(response.status, body.error.code, body.error.message, body.error.details);
  return new ApiError(response.status, 'internal', messages.api.internal);
}

/**
 * The typed client of the API: paths, path parameters, queries, JSON bodies and answers all come from the
 * server's routes and the shared zod schemas. Call it through `call(…)`, which applies the one error path.
 */
export const api = hc<AppType>('/', {
  headers: { Accept: 'application/json' },
  init: { credentials: 'same-origin' },
}).api;

/** Per-call options for `api`, e.g. `{ init: { signal } }` to let React Query cancel a request. */
export const withSignal = (signal: AbortSignal | undefined) => ({ init: { signal } });

type AnyClientResponse = ClientResponse<unknown, number, string>;

/** What a successful answer of `R` carries: the JSON of its success statuses, undefined for 204. */
export type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? S extends 204
      ? undefined
      : S extends SuccessStatusCode
        ? F extends 'json'
          ? T
          : unknown
        : never
    : never;

/** The successful answer of one client method, e.g. `Answer<typeof api.config.public.$get>`. */
export type Answer<F extends (...args: never[]) => Promise<AnyClientResponse>> = SuccessBody<Awaited<ReturnType<F>>>;

/** The JSON body one client method sends, e.g. `JsonBody<typeof api.users.$post>`. */
export type JsonBody<F> = InferRequestType<F> extends { json: infer J } ? J : never;

/**
 * The one error path of every API call: a network failure becomes `ApiError` with „Server nicht erreichbar“
 * (an abort passes through as it is), a non-ok answer becomes `ApiError` from the server's error body, 204
 * resolves to undefined, and anything else resolves to the typed JSON of the success status.
 */
export async function call<R extends AnyClientResponse>(request: Promise<R>): Promise<SuccessBody<R>> {
  let response: R;
  try {
    response = await request;
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'network', commonText.serverUnreachable);
  }
  return unwrap(response);
}

async function unwrap<R extends AnyClientResponse>(response: R): Promise<SuccessBody<R>> {
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as SuccessBody<R>;
  return (await response.json()) as SuccessBody<R>;
}

/**
 * The small untyped door, for the better-auth endpoints under /api/auth: they answer with better-auth's own
 * Response, which the route tree cannot describe, so the caller names the answer's type. Same error path.
 */
export function authGet<T>(path: `/api/auth/${string}`, signal?: AbortSignal): Promise<T> {
  const request = fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal });
  return call(request as Promise<Response> as Promise<ClientResponse<T, 200, 'json'>>) as Promise<T>;
}
