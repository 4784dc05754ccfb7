import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppContext } from './context';
import { loadSession } from './auth/guards';
import { authRoutes } from './auth/auth.routes';
import { AppError } from './lib/errors';
import type { AppEnv } from './http/types';
import { sameOriginOnly } from './http/same-origin';
import { apiBodyLimit } from './http/body-limits';
import { errorResponse } from './http/error-response';
import { securityHeaders } from './http/security-headers';
import { mediaRoutes, webRoutes } from './http/static-files';
import { mediaMount } from './lib/media-files';
import { eventsRoutes } from './realtime/events.routes';
import { mountModules } from './modules';
import { restoreThinnedSharepic } from './features/archive-media';
import { messages } from '../shared/messages';

export interface AppOptions {
  /** Built web app (vite build output); omitted in API-only tests. */
  distDir?: string;
}

export function createApp(ctx: AppContext, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    c.set('requestId', c.req.header('x-request-id') ?? randomUUID());
    const started = performance.now();
    await next();
    // On the finished response's headers: `c.header()` after the handler would rebuild the response from its
    // body as a stream, and the Node adapter then streams it instead of writing the text in one go, which
    // cost the cached news list more than half of its throughput (decision 007).
    c.res.headers.set('X-Request-Id', c.get('requestId'));
    if (c.req.path.startsWith('/api/')) {
      ctx.log.debug(`${c.req.method} ${c.req.path} ${c.res.status}`, { ms: Math.round(performance.now() - started) });
    }
  });
  app.use(securityHeaders(ctx.env));

  const platform = new Hono<AppEnv>()
    .use(apiBodyLimit)
    .use(sameOriginOnly(ctx))
    .route('/auth', authRoutes(ctx))
    .use(loadSession(ctx))
    .route('/events', eventsRoutes(ctx));
  const api = mountModules(platform, ctx);

  const routes = app.route('/api', api);
  app.all('/api/*', (c) => errorResponse(c, 404, 'not_found', messages.api.routeNotFound));
  app.route(
    mediaMount,
    mediaRoutes(ctx.env.mediaDir, (urlPath) => restoreThinnedSharepic(ctx, urlPath)),
  );
  if (options.distDir) app.route('/', webRoutes(options.distDir, ctx.log, ctx.env));

  app.notFound((c) => errorResponse(c, 404, 'not_found', messages.api.routeNotFound));
  app.onError((err, c) => {
    if (err instanceof AppError) return errorResponse(c, err.status, err.code, err.message, err.details);
    if (err instanceof HTTPException && err.status < 500) {
      // Hono's own refusals: a body that is not valid JSON (its validator), a broken form upload.
      const message = /json/i.test(err.message) ? messages.validation.invalidJson : messages.validation.invalidInput;
      return errorResponse(c, err.status, 'bad_request', message);
    }
    ctx.log.error('unhandled error', {
      requestId: c.get('requestId'),
      path: c.req.path,
      error: err instanceof Error ? err.stack : String(err),
    });
    return c.json({ error: { code: 'internal', message: messages.api.internal } }, 500);
  });

  return routes;
}

export type AppType = ReturnType<typeof createApp>;
