import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { closeContext, createContext } from './boot';
import { EnvError, loadEnv } from './env';
import { ensureFirstAdmin } from './features/users/users.service';
import { registerWorkers } from './jobs/workers';
import { startPipelineOnBoot } from './features/pipeline/on-boot';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  const startedAt = performance.now();
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const ctx = await createContext(env, { jobs: true });
  const admin = await ensureFirstAdmin(ctx);
  if (admin) ctx.log.info('first admin created', { email: admin.email });
  await registerWorkers(ctx);
  // Default sources now; demo gallery (first start) and a missed daily run in the background after listen.
  await startPipelineOnBoot(ctx);

  const app = createApp(ctx, { distDir: path.join(repoRoot, 'dist') });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    ctx.log.info(`listening on http://${env.HOST}:${info.port}`, {
      database: ctx.database.kind,
      startupMs: Math.round(performance.now() - startedAt),
    });
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    ctx.log.info(`${signal} received, shutting down`);
    // Stop accepting connections; in-flight requests finish, idle keep-alive sockets close.
    server.close();
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 10_000);
    force.unref();
    await new Promise<void>((resolve) => server.on('close', () => resolve()));
    await closeContext(ctx);
    ctx.log.info('stopped cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error('[server] failed to start', err);
  process.exit(1);
});
