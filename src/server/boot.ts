import type { AppContext, Clock } from './context';
import { shiftedClock, systemClock } from './context';
import { openDatabase, pgliteDirFor } from './db/client';
import type { Env } from './env';
import { createAuth } from './auth/auth';
import { createLogger } from './lib/logger';
import { startRealtime } from './realtime/realtime';
import { startJobs } from './jobs/jobs';

/** Opens the database (applying migrations) and builds the shared context. */
export async function createContext(env: Env, options: { clock?: Clock; jobs?: boolean } = {}): Promise<AppContext> {
  const clock = options.clock ?? (env.CLOCK_NOW ? shiftedClock(env.CLOCK_NOW) : systemClock);
  const log = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { pgliteDir: pgliteDirFor(env.dataDir) },
  );
  const realtime = await startRealtime(database);
  const jobs = options.jobs ? await startJobs(database, log) : null;
  return { env, database, db: database.db, clock, log, auth: createAuth(database.db, env), realtime, jobs };
}

export async function closeContext(ctx: AppContext) {
  await ctx.jobs?.stop().catch((err) => ctx.log.error('stopping jobs failed', { error: String(err) }));
  await ctx.realtime.stop().catch((err) => ctx.log.error('stopping realtime failed', { error: String(err) }));
  await ctx.database.close();
}
