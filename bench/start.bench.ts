// npm run bench:start — time from spawning the server to its first 200 on /api/health, on an existing data
// folder (created by a first start that is not counted), for the compiled server next to the TypeScript
// sources run through tsx (how `npm start` ran before the server was built to JavaScript). The variants
// alternate, so load from other processes on the machine falls on all of them alike; medians are printed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/e2e/support/server';

const root = path.resolve(import.meta.dirname, '..');
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

interface Variant {
  name: string;
  command: string;
  args: string[];
}

const variants: Variant[] = [
  { name: 'npm start (compiled)', command: 'npm', args: ['start', '--silent'] },
  { name: 'node scripts/start.mjs (compiled)', command: process.execPath, args: ['scripts/start.mjs'] },
  {
    name: 'node --import tsx src/server/main.ts',
    command: process.execPath,
    args: ['--import', 'tsx', 'src/server/main.ts'],
  },
];

async function startOnce(variant: Variant, dataDir: string): Promise<number> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO: 'false',
    LOG_LEVEL: 'warn',
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    PIPELINE_SCHEDULE: '0 0 29 2 *',
  };
  delete env.DATABASE_URL;
  const startedAt = performance.now();
  // detached: `npm start` runs node as a child; the signal goes to the whole process group.
  const child = spawn(variant.command, variant.args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${variant.name} exited early:\n${output}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.status === 200) return performance.now() - startedAt;
      } catch {
        // not listening yet
      }
      if (performance.now() - startedAt > 60_000) throw new Error(`${variant.name} not ready in 60 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'newsdash-bench-start-'));
try {
  // The first start creates the database and applies the migrations; also builds what is stale.
  await startOnce(variants[1]!, dataDir);
  const times = new Map<string, number[]>(variants.map((v) => [v.name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const variant of variants) times.get(variant.name)!.push(await startOnce(variant, dataDir));
  }
  const width = Math.max(...variants.map((v) => v.name.length));
  for (const variant of variants) {
    const ms = times.get(variant.name)!;
    console.log(
      `${variant.name.padEnd(width)}  median ${(median(ms) / 1000).toFixed(2)} s  (${ms.map((t) => (t / 1000).toFixed(2)).join(', ')})`,
    );
  }
  const compiled = median(times.get(variants[1]!.name)!);
  const viaTsx = median(times.get(variants[2]!.name)!);
  console.log(`ratio tsx / compiled: ${(viaTsx / compiled).toFixed(2)} (target: npm start < 5 s)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
