// npm run bench:start — time from spawning the server to its first 200 on /api/health, on an existing data
// folder (created by a first start that is not counted), for the compiled server next to the TypeScript
// sources run through tsx (how `npm start` ran before the server was built to JavaScript). The variants
// alternate, so load from other processes on the machine falls on all of them alike; medians are printed.
// On a machine shared with other work the wall time mostly measures waiting for a CPU, so the CPU time the
// started processes used until the first answer (Linux: utime + stime from /proc) is printed beside it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

/** CPU milliseconds used so far by `pid` and its descendants (0 where /proc is not available). */
function treeCpuMs(pid: number): number {
  const stat = (p: string) => {
    try {
      const text = readFileSync(`/proc/${p}/stat`, 'utf8');
      return text.slice(text.lastIndexOf(')') + 2).split(' ');
    } catch {
      return undefined;
    }
  };
  let processes: string[];
  try {
    processes = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return 0;
  }
  const parent = new Map(processes.map((p) => [p, stat(p)?.[1]]));
  const inTree = (p: string): boolean => p === String(pid) || (parent.has(p) && inTree(parent.get(p) ?? ''));
  const ticks = processes
    .filter(inTree)
    .reduce((sum, p) => sum + Number(stat(p)?.[11] ?? 0) + Number(stat(p)?.[12] ?? 0), 0);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

interface Sample {
  wallMs: number;
  cpuMs: number;
}

async function startOnce(variant: Variant, dataDir: string): Promise<Sample> {
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
        if (res.status === 200) return { wallMs: performance.now() - startedAt, cpuMs: treeCpuMs(child.pid!) };
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
  const times = new Map<string, Sample[]>(variants.map((v) => [v.name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const variant of variants) times.get(variant.name)!.push(await startOnce(variant, dataDir));
  }
  const width = Math.max(...variants.map((v) => v.name.length));
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const medians = new Map<string, Sample>();
  for (const variant of variants) {
    const samples = times.get(variant.name)!;
    const m = { wallMs: median(samples.map((s) => s.wallMs)), cpuMs: median(samples.map((s) => s.cpuMs)) };
    medians.set(variant.name, m);
    console.log(
      `${variant.name.padEnd(width)}  median ${seconds(m.wallMs)} s wall, ${seconds(m.cpuMs)} s CPU  ` +
        `(wall: ${samples.map((s) => seconds(s.wallMs)).join(', ')})`,
    );
  }
  const compiled = medians.get(variants[1]!.name)!;
  const viaTsx = medians.get(variants[2]!.name)!;
  console.log(
    `ratio tsx / compiled: ${(viaTsx.wallMs / compiled.wallMs).toFixed(2)} wall, ` +
      `${(viaTsx.cpuMs / compiled.cpuMs).toFixed(2)} CPU (target: npm start < 5 s)`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
