import path from 'node:path';
import { serve } from '@hono/node-server';
import sharp from 'sharp';
import { createApp } from './app';
import { closeContext, createContext } from './boot';
import { closeSharedRenderPool, sharedRenderProcesses } from './engines/sharepics/render-pool';
import { addressToOpen, EnvError, loadEnv } from './env';
import { repoRoot } from './lib/repo-root';
import { startModules } from './modules';

async function main() {
  const startedAt = performance.now();
  // libvips keeps up to 50 MB of recent operations per process for reuse; each image here is encoded once.
  sharp.cache(false);
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
  // First admin, job workers, default sources; the demo gallery and a missed daily run follow in the background.
  await startModules(ctx);

  const app = createApp(ctx, { distDir: path.join(repoRoot, 'dist') });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    ctx.log.info(`listening on ${addressToOpen(env, info.port)}`, {
      bind: `${env.HOST}:${info.port}`,
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
    const closed = new Promise<void>((resolve) => server.on('close', () => resolve()));
    server.close();
    // Connections whose last request ends now would otherwise idle for the keep-alive timeout (5 s).
    const closeIdle = () => ('closeIdleConnections' in server ? server.closeIdleConnections() : undefined);
    closeIdle();
    const idleCloser = setInterval(closeIdle, 100);
    idleCloser.unref();
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 10_000);
    force.unref();
    // Renders in progress or waiting end now with a German error, so their requests can answer and close.
    await closeSharedRenderPool();
    await closed;
    clearInterval(idleCloser);
    await closeContext(ctx);
    ctx.log.info('stopped cleanly');
    process.exit(0);
  };
  // `kill -USR2 <pid>` logs where the memory is (npm run bench:memory reads it; issue 25).
  process.on('SIGUSR2', () => {
    const usage = process.memoryUsage();
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    ctx.log.info('memory', {
      rssMb: mb(usage.rss),
      heapUsedMb: mb(usage.heapUsed),
      heapTotalMb: mb(usage.heapTotal),
      externalMb: mb(usage.external),
      arrayBuffersMb: mb(usage.arrayBuffers),
      databaseWasmMb: mb(ctx.database.memoryBytes()),
      renderProcesses: sharedRenderProcesses(),
    });
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error('[server] failed to start', err);
  process.exit(1);
});
