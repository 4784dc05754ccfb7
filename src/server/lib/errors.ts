import type { ErrorCode } from '../../shared/errors';
import { messages } from '../../shared/messages';

/** An expected failure with an HTTP status, a stable code and a German message for the user. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (message: string = messages.api.notFound) => new AppError(404, 'not_found', message);
export const unauthorized = () => new AppError(401, 'unauthorized', messages.api.unauthorized);
export const forbidden = (message: string = messages.api.forbidden) => new AppError(403, 'forbidden', message);
export const conflict = (message: string, details?: unknown) => new AppError(409, 'conflict', message, details);
export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, 'validation_failed', message, details);
