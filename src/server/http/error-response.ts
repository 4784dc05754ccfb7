import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../shared/errors';

/** The one error shape. Answers on /api/auth also carry a top-level `code` and `message`, which better-auth's browser client reads. */
export function errorBody(path: string, code: ErrorCode, message: string, details?: unknown) {
  const error = details === undefined ? { code, message } : { code, message, details };
  return path.startsWith('/api/auth/') ? { error, code: code.toUpperCase(), message } : { error };
}

export const errorResponse = (
  c: Context,
  status: ContentfulStatusCode,
  code: ErrorCode,
  message: string,
  details?: unknown,
) =>
  // A refused body may still be arriving. The connection is closed after the answer, and the answer says so:
  // promising keep-alive and then dropping the connection failed the client's next request on it.
  c.json(errorBody(c.req.path, code, message, details), status, status === 413 ? { Connection: 'close' } : undefined);
