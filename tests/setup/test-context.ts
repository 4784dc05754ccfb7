import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { AppContext, Clock } from '../../src/server/context';
import { openDatabase } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';
import { createAuth } from '../../src/server/auth/auth';
import { createLogger } from '../../src/server/lib/logger';
import { startRealtime } from '../../src/server/realtime/realtime';
import { createApp } from '../../src/server/app';

export type Backend = 'pglite' | 'postgres';

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set, which vitest.config.ts does for the local
 * PostgreSQL when it answers (tests/setup/test-database.ts, docs/architecture.md#tests).
 */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export class TestClock implements Clock {
  constructor(public current = new Date('2026-11-18T10:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  set(iso: string) {
    this.current = new Date(iso);
  }
}

/** A fresh PostgreSQL database next to TEST_DATABASE_URL, dropped again by `drop`. */
export async function scratchDatabase(prefix = 'test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestContext extends AppContext {
  clock: TestClock;
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
}

export async function createTestContext(
  backend: Backend,
  envOverrides: Record<string, string> = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsdash-test-'));
  const scratch = backend === 'postgres' ? await scratchDatabase() : undefined;
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
    LOG_LEVEL: 'silent',
    // Tests never reach the real Commons; a test that wants it points COMMONS_API_URL at the fake.
    COMMONS_API_URL: 'off',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...envOverrides,
  });
  const database = await openDatabase(scratch ? { databaseUrl: scratch.url } : { pgliteDir: 'memory://' });
  const realtime = await startRealtime(database);
  const clock = new TestClock();
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    clock,
    log: createLogger('silent'),
    auth: createAuth(database.db, env),
    realtime,
    jobs: null,
  };
  const app = createApp(ctx);
  return {
    ...ctx,
    clock,
    app,
    async close() {
      await realtime.stop();
      await database.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the real better-auth endpoint and returns the session cookie. */
export async function signIn(t: TestContext, email: string, password: string): Promise<string> {
  const res = await t.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie');
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}

export function jsonRequest(method: string, body: unknown, cookie?: string): RequestInit {
  return {
    method,
    headers: {
      'content-type': 'application/json',
      origin: 'http://localhost:3000',
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}
