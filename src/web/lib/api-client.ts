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

async function toApiError(response: Response): Promise<ApiError> {
  // Expected when something in front of the server answers (a proxy's HTML error page): not our error shape.
  const body: unknown = await response.json().catch(() => undefined);
  if (isErrorBody(body)) return new ApiError(response.status, body.error.code, body.error.message, body.error.details);
  return new ApiError(response.status, 'internal', messages.api.internal);
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

async function send<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'network', commonText.serverUnreachable);
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The one fetch wrapper: JSON in, JSON out, failures as ApiError. 204 resolves to undefined. */
export function apiRequest<T>(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  return send<T>(path, {
    method,
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>('GET', path, undefined, signal),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, body),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
  /** A multipart upload; the browser sets the content type with its boundary. */
  upload: <T>(path: string, form: FormData) =>
    send<T>(path, { method: 'POST', body: form, headers: { Accept: 'application/json' } }),
};
