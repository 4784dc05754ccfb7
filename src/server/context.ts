import type { Database, Db } from './db/client';
import type { Env } from './env';
import type { Logger } from './lib/logger';
import type { Auth } from './auth/auth';
import type { Realtime } from './realtime/realtime';
import type { Jobs } from './jobs/jobs';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** A clock that started at `start` and runs on in real time (CLOCK_NOW). */
export function shiftedClock(start: string): Clock {
  const offset = new Date(start).getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

/** Everything a route or service needs, built once at boot (and by tests). */
export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  clock: Clock;
  log: Logger;
  auth: Auth;
  realtime: Realtime;
  /** Durable job queue; null in contexts that run no jobs (CLI tasks, most tests). */
  jobs: Jobs | null;
}
