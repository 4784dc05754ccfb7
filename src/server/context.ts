import type { Database, Db } from './db/client';
import type { Env } from './env';
import type { Logger } from './lib/logger';
import type { Auth } from './auth/auth';
import type { Realtime } from './realtime/realtime';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** Everything a route or service needs, built once at boot (and by tests). */
export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  clock: Clock;
  log: Logger;
  auth: Auth;
  realtime: Realtime;
}
