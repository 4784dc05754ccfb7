import { execFile, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../e2e/support/server';
import { scratchDatabase } from '../setup/test-context';

/**
 * Real server processes for crash and scale-out tests: started with `node --import tsx` (no wrapper
 * process, so `kill9()` kills the server itself), on a data folder and database the caller chooses, so
 * a second process can be started on the same data after a crash.
 */

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

export { scratchDatabase };

export const adminEmail = 'ops-admin@example.org';
export const adminPassword = 'ops-admin-passwort';

export interface ServerProcess {
  url: string;
  pid: number;
  logs(): string;
  /** SIGKILL: no shutdown code runs, like a crash or an OOM kill. Resolves when the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

/** What every test server gets: its data folder, the admin account, a fixed clock, no demo and no cron. */
export function baseEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'ops-secret-ops-secret-ops-secret-12345',
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    DEMO: 'false',
    LOG_LEVEL: 'info',
    // Only on 29 February at midnight: the tests start runs themselves.
    PIPELINE_SCHEDULE: '0 0 29 2 *',
    ...extra,
  };
  if (!extra.DATABASE_URL) delete env.DATABASE_URL;
  return env;
}

/** Runs a CLI script (e.g. `src/server/cli/seed.ts`) with the given environment, before a server starts. */
export async function runCliScript(script: string, env: Record<string, string>): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script], { cwd: root, env, timeout: 180_000 });
  return stdout;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt += 1) {
    const started = await spawnOnce(env);
    if (started !== 'port-taken') return started;
    if (attempt === 3) throw new Error('server could not get a free port in 3 attempts');
  }
}

async function spawnOnce(baseEnv: Record<string, string>): Promise<ServerProcess | 'port-taken'> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...baseEnv, PORT: String(port), PUBLIC_URL: url };
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env,
    stdio: 'pipe',
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const signal = async (sig: NodeJS.Signals) => {
    if (alive()) {
      process.kill(child.pid!, sig);
      await exited;
    }
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (!alive()) {
      if (output.includes('EADDRINUSE')) return 'port-taken';
      throw new Error(`server exited early:\n${output}`);
    }
    if (output.includes(`listening on ${url}`)) {
      const res = await fetch(`${url}/api/health`).catch(() => null);
      if (res?.ok) break;
    }
    if (Date.now() > deadline) {
      await signal('SIGKILL');
      throw new Error(`server did not start within 120 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    logs: () => output,
    kill9: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}

/** Signs in through the API and returns the session cookie header. */
export async function signIn(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** A JSON request as a signed-in browser on that instance would send it. */
export function api(server: ServerProcess, cookie: string, method: string, route: string, body?: unknown) {
  return fetch(`${server.url}${route}`, {
    method,
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export interface ApiItem {
  id: string;
  title: string;
  status: string;
  version: number;
  instagram_text: string;
}

export async function allItems(server: ServerProcess): Promise<ApiItem[]> {
  const lists = await Promise.all(
    ['heute', 'woche', 'vergangene'].map(
      async (c) => (await (await fetch(`${server.url}/api/news?category=${c}`)).json()) as ApiItem[],
    ),
  );
  // Today's topics are listed under „Heute“ and „Diese Woche“: each item once.
  return [...new Map(lists.flat().map((item) => [item.id, item])).values()];
}

/** Polls `probe` until it returns a value other than undefined, or fails after `ms` with `what`. */
export async function within<T>(ms: number, what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms / 1000} s: ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
