import { createMiddleware } from 'hono/factory';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import type { AppEnv } from './types';
import { messages } from '../../shared/messages';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests must come from our own pages: the browser's Origin (or, lacking it, the
 * Fetch metadata) has to be a trusted origin (PUBLIC_URL, or the loopback addresses while it is unset)
 * or match the host the request was sent to.
 */
export const sameOriginOnly = (ctx: AppContext) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const host = c.req.header('host');
    if (origin) {
      let originHost: string | undefined;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = undefined;
      }
      const allowed = ctx.env.trustedOrigins.includes(origin) || originHost === host;
      if (!allowed) throw new AppError(403, 'forbidden', messages.api.crossOrigin);
    } else if (c.req.header('sec-fetch-site') === 'cross-site') {
      throw new AppError(403, 'forbidden', messages.api.crossOrigin);
    }
    await next();
  });
