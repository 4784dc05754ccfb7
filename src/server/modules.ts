import type { Env, Schema } from 'hono';
// The router type that chained `.route()` calls return (the exported `Hono` class fixes the current path).
import type { HonoBase as Router } from 'hono/hono-base';
import type { AppContext } from './context';
import type { ModuleRoutes, ModulesSchema, ServerModule } from './server-module';
import { brandModule } from './features/brand';
import { brandRerenderModule } from './features/brand-rerender';
import { captionsModule } from './features/captions';
import { activityModule } from './features/activity';
import { demoModule } from './features/demo';
import { editingModule } from './features/editing';
import { imprintModule } from './features/imprint';
import { meModule } from './features/me';
import { newsModule } from './features/news';
import { photosModule } from './features/photos';
import { pipelineModule } from './features/pipeline';
import { publishingModule } from './features/publishing';
import { settingsModule } from './features/settings';
import { systemModule } from './features/system';
import { usersModule } from './features/users';

/**
 * The composition root: every feature the server runs. The order is the start order: each module
 * registers its job handlers and then runs its start-up work before the next one begins (the first
 * admin, the regeneration and publishing workers, re-queueing publications a crash left in flight,
 * the analysis schedule and the default sources); after the server listens, the background work runs
 * in the same order (the demo gallery on a first start, then a missed daily run).
 */
export const serverModules = [
  systemModule,
  usersModule,
  meModule,
  newsModule,
  editingModule,
  captionsModule,
  publishingModule,
  settingsModule,
  imprintModule,
  brandModule,
  brandRerenderModule,
  activityModule,
  photosModule,
  demoModule,
  pipelineModule,
] as const;

/** PGlite runs on the server's thread: the HTTP server gets a head start before the demo's heavy lifting. */
export const backgroundDelayMs = 1_500;

/** Mounts every module's routes on `app` (the /api router), keeping their types for `hc<AppType>`. */
export function mountModules<E extends Env, S extends Schema, B extends string, P extends string>(
  app: Router<E, S, B, P>,
  ctx: AppContext,
): Router<E, S | ModulesSchema<typeof serverModules>, B, P> {
  for (const module of serverModules) {
    for (const routes of module.routes ?? []) app.route(routes.path, routes.create(ctx));
  }
  return app as Router<E, S | ModulesSchema<typeof serverModules>, B, P>;
}

/**
 * Starts every module in order; resolves when the server may listen. `background` settles when the
 * background work has finished (each module's failure is logged and does not stop the next).
 */
export async function startModules(
  ctx: AppContext,
  options: { backgroundDelayMs?: number } = {},
): Promise<{ background: Promise<void> }> {
  const modules: readonly ServerModule<readonly ModuleRoutes[]>[] = serverModules;
  for (const module of modules) {
    if (ctx.jobs) await module.workers?.(ctx);
    await module.onBoot?.(ctx);
  }
  const background = (async () => {
    await new Promise((resolve) => setTimeout(resolve, options.backgroundDelayMs ?? backgroundDelayMs));
    for (const module of modules) {
      if (!module.background) continue;
      try {
        await module.background(ctx);
      } catch (err) {
        ctx.log.error(`[${module.name}] start-up work failed`, {
          error: err instanceof Error ? err.stack : String(err),
        });
      }
    }
  })();
  return { background };
}
