import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { buildServerIfStale, serverEntry } from '../../../scripts/build-server.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

export const adminEmail = 'admin@example.org';
export const adminPassword = 'admin-passwort';
/** A Wednesday, so "Heute", "Diese Woche" and "Vergangene" all have demo topics. */
export const e2eNow = '2026-11-18T09:00:00+01:00';

export interface RunningServer {
  url: string;
  /** Process id of the server (the compiled server runs in the started process itself). */
  pid: number;
  dataDir: string;
  env: Record<string, string>;
  logs(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts the real built server on a free port with its own temporary DATA_DIR and PGlite database: the
 * compiled dist-server/main.js that `npm start` runs, rebuilt first if it is missing or older than the sources
 * (the web app in dist/ must exist: `npm run build`). `seed` loads the demo topics first.
 */
export async function startServer(opts: { seed?: boolean; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsdash-e2e-'));
  const baseEnv: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-1234',
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    CLOCK_NOW: e2eNow,
    DEMO: 'false',
    LOG_LEVEL: 'info',
    // The daily analysis is a pg-boss cron on the real clock (CLOCK_NOW does not move it): with the default
    // 06:00 every server alive at that minute would analyse the default internet sources in the middle of a
    // test. Only on 29 February at midnight instead; tests start runs themselves.
    PIPELINE_SCHEDULE: '0 0 29 2 *',
    // Never the real Wikimedia Commons from a test; photos.spec.ts points it at the fake.
    COMMONS_API_URL: 'off',
    ...opts.env,
  };
  delete baseEnv.DATABASE_URL;
  if (opts.env?.DATABASE_URL) baseEnv.DATABASE_URL = opts.env.DATABASE_URL;
  try {
    await buildServerIfStale();
    if (opts.seed)
      execFileSync(process.execPath, [tsx, 'src/server/cli/seed.ts'], { cwd: root, env: baseEnv, stdio: 'pipe' });
    // freePort() only finds a port that is free now; another worker may take it before our server listens.
    // The port is therefore chosen after the (slow) seeding, and a server that lost it is started again.
    for (let attempt = 1; ; attempt += 1) {
      const started = await spawnServer(dataDir, baseEnv, opts.env);
      if (started !== 'port-taken') return started;
      if (attempt === 3) throw new Error('server could not get a free port in 3 attempts');
    }
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

async function spawnServer(
  dataDir: string,
  baseEnv: Record<string, string>,
  overrides: Record<string, string> = {},
): Promise<RunningServer | 'port-taken'> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = { ...baseEnv, PORT: String(port), PUBLIC_URL: url, ...overrides };

  let output = '';
  const child: ChildProcess = spawn(process.execPath, [serverEntry], { cwd: root, env, stdio: 'pipe' });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };

  // Whoever answers /api/health on this port may be another worker's server; our own one says it listens.
  const ownLine = `listening on ${url}`;
  const canSeeOwnLine = ['debug', 'info'].includes(env.LOG_LEVEL ?? 'info');
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      if (output.includes('EADDRINUSE')) return 'port-taken';
      throw new Error(`server exited early:\n${output}`);
    }
    if (!canSeeOwnLine || output.includes(ownLine)) {
      try {
        const res = await fetch(`${url}/api/health`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
    }
    if (Date.now() > deadline) {
      await kill();
      throw new Error(`server did not start within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    pid: child.pid!,
    dataDir,
    env,
    logs: () => output,
    async stop() {
      await kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in as `email` through the API and returns the session cookie header. */
export async function apiSignIn(server: RunningServer, email: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** Creates an account through the admin API, as the first admin. */
export async function createUser(
  server: RunningServer,
  user: { email: string; password: string; role: 'admin' | 'editor' },
): Promise<{ id: string; email: string; role: string }> {
  const cookie = await apiSignIn(server, adminEmail, adminPassword);
  const res = await fetch(`${server.url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify(user),
  });
  if (res.status !== 201) throw new Error(`create user failed: ${res.status} ${await res.text()}`);
  return (await res.json()).user;
}
