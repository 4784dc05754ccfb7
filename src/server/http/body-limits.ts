import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './types';
import { errorResponse } from './error-response';
import { jsonBodyMaxBytes } from '../../shared/limits';
import { messages } from '../../shared/messages';

/** Routes that set their own, larger limit (uploads). */
const ownLimitPaths = new Set(['/api/photos/uploads', '/api/settings/brand/logo']);

const jsonLimit = bodyLimit({
  maxSize: jsonBodyMaxBytes,
  onError: (c) =>
    errorResponse(c, 413, 'payload_too_large', messages.validation.bodyTooLarge(Math.round(jsonBodyMaxBytes / 1024))),
});

/**
 * Every API request body is bounded before anyone reads it, sign-in and better-auth's routes included. A
 * declared Content-Length above the limit is refused at once; a chunked body is counted as it streams in.
 */
export const apiBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  // A GET or HEAD has no body for the Node adapter; asking for one would build the full web Request
  // (headers, abort signal), a tenth of a cached list's time (decision 041).
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || ownLimitPaths.has(c.req.path)) return next();
  return jsonLimit(c, next);
});
