import type { AppContext, Clock } from './context';
import { shiftedClock, systemClock } from './context';
import { openDatabase, pgliteDirFor } from './db/client';
import type { Env } from './env';
import { createAuth } from './auth/auth';
import { createLogger } from './lib/logger';
import { startRealtime } from './realtime/realtime';

/** Opens the database (applying migrations) and builds the shared context. */
export async function createContext(
  env: Env,
  clock: Clock = env.CLOCK_NOW ? shiftedClock(env.CLOCK_NOW) : systemClock,
): Promise<AppContext> {
  const log = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { pgliteDir: pgliteDirFor(env.dataDir) },
  );
  const realtime = await startRealtime(database);
  return { env, database, db: database.db, clock, log, auth: createAuth(database.db, env), realtime };
}

export async function closeContext(ctx: AppContext) {
  await ctx.realtime.stop().catch(() => {});
  await ctx.database.close();
}
