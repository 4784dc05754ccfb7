import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { AppContext } from './context';
import { loadSession } from './auth/guards';
import { authRoutes } from './auth/auth.routes';
import { AppError } from './lib/errors';
import type { AppEnv } from './http/types';
import { sameOriginOnly } from './http/same-origin';
import { mediaRoutes, webRoutes } from './http/static-files';
import { eventsRoutes } from './realtime/events.routes';
import { newsRoutes } from './features/news/news.routes';
import { editingRoutes } from './features/editing/editing.routes';
import { publishingRoutes } from './features/publishing/publishing.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { photosRoutes } from './features/photos/photos.routes';
import { usersRoutes } from './features/users/users.routes';
import { meRoutes } from './features/me/me.routes';
import { systemRoutes } from './features/system/system.routes';
import { pipelineRoutes } from './features/pipeline/pipeline.routes';
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
    c.header('X-Request-Id', c.get('requestId'));
    if (c.req.path.startsWith('/api/')) {
      ctx.log.debug(`${c.req.method} ${c.req.path} ${c.res.status}`, { ms: Math.round(performance.now() - started) });
    }
  });
  app.use(secureHeaders({ crossOriginResourcePolicy: 'cross-origin', crossOriginEmbedderPolicy: false }));

  const api = new Hono<AppEnv>()
    .use(sameOriginOnly(ctx))
    .route('/auth', authRoutes(ctx))
    .use(loadSession(ctx))
    .route('/', systemRoutes(ctx))
    .route('/news', newsRoutes(ctx))
    .route('/news', editingRoutes(ctx))
    .route('/news', publishingRoutes(ctx))
    .route('/settings', settingsRoutes(ctx))
    .route('/photos', photosRoutes(ctx))
    .route('/events', eventsRoutes(ctx))
    .route('/me', meRoutes(ctx))
    .route('/users', usersRoutes(ctx))
    .route('/pipeline', pipelineRoutes(ctx));

  const routes = app.route('/api', api);
  app.all('/api/*', (c) => c.json({ error: { code: 'not_found', message: messages.api.routeNotFound } }, 404));
  app.route('/media', mediaRoutes(ctx.env.mediaDir));
  if (options.distDir) app.route('/', webRoutes(options.distDir, ctx.log));

  app.notFound((c) => c.json({ error: { code: 'not_found', message: messages.api.routeNotFound } }, 404));
  app.onError((err, c) => {
    if (err instanceof AppError) {
      return c.json({ error: { code: err.code, message: err.message, details: err.details } }, err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ error: { code: 'bad_request', message: messages.validation.invalidInput } }, err.status);
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
