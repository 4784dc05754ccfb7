/**
 * Does rendering starve the server's request thread? `npm run bench:health` (or
 * `npx tsx bench/health-under-renders.bench.ts`).
 *
 * The built server (the one `npm start` runs) with the demo topics; every core of the machine kept busy by a
 * spinning process of normal priority; then 24 sharepic renders queued at once – six topics' sharepic edits
 * (two images each) and four previews of the look (three each), as a team saving and an admin trying colours
 * would. Meanwhile a probe of its own asks /api/health every 50 ms (tests/support/health-sampler.mjs).
 * Printed: the probe's p50, p99 and maximum, first with the busy cores alone (the floor this machine allows),
 * then with the renders, next to the target p99 < 200 ms; for the server as installed and with
 * RENDER_WORKERS=2, more render processes than a two-core machine has spare cores (where the p99 was 924 ms
 * before the render pool bounded the images rendered at once to the spare cores). „ohne CPU-Wartezeit“ subtracts the time the
 * server's event loop and the probe waited for a CPU, as Linux counts it: what the server's own work cost.
 *
 * `-- --rounds N` repeats the render burst N times (default 3) for more samples; `-- --no-hogs` leaves the
 * cores to the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { adminEmail, adminPassword, apiSignIn, startServer } from '../tests/e2e/support/server';
import { ownLatency, sampleWhile, type HealthSample } from '../tests/support/sample-health';

const targetP99Ms = 200;
const rendersPerBurst = 24;
const args = process.argv.slice(2);
const rounds = Number(args[args.indexOf('--rounds') + 1]) || 3;
const hogs = args.includes('--no-hogs') ? 0 : availableParallelism();

interface Item {
  id: string;
  version: number;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};

function report(name: string, samples: HealthSample[]) {
  const failed = samples.filter((s) => s.status !== 200).length;
  const ms = samples.map((s) => s.ms);
  const own = samples.map(ownLatency);
  const f = (n: number) => `${n.toFixed(0).padStart(5)} ms`;
  console.log(
    `${name.padEnd(34)} ${String(samples.length).padStart(4)} Proben  p50 ${f(quantile(ms, 0.5))}  p99 ${f(quantile(ms, 0.99))}` +
      `  max ${f(Math.max(...ms))}  | ohne CPU-Wartezeit p99 ${f(quantile(own, 0.99))}` +
      (failed ? `  | ${failed} ohne 200` : ''),
  );
  return quantile(ms, 0.99);
}

/** A process that keeps one core busy at normal priority, as other work on the machine would. */
const spinner = (): ChildProcess => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });

/** The server's settings compared: as installed, and with two render processes on a machine with fewer spare cores. */
const settings: { name: string; env: Record<string, string> }[] = [
  { name: 'Standard', env: {} },
  { name: 'RENDER_WORKERS=2', env: { RENDER_WORKERS: '2' } },
];

/** Starts the server with `env`, measures the floor and the render bursts; returns the p99 with renders. */
async function measure(name: string, env: Record<string, string>): Promise<number> {
  // In memory, so a disk shared with other work does not stall the embedded database's writes.
  const dataDir = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'newsdash-bench-'));
  const server = await startServer({ seed: true, env: { LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env } });
  const spinners: ChildProcess[] = [];
  try {
    const cookie = await apiSignIn(server, adminEmail, adminPassword);
    const headers = { 'content-type': 'application/json', origin: server.url, cookie };
    const items = ((await (await fetch(`${server.url}/api/news`)).json()) as Item[]).slice(0, 6);
    if (items.length < 6) throw new Error(`the demo has ${items.length} topics, the bench needs 6`);
    const brand = (await (await fetch(`${server.url}/api/settings/brand`, { headers })).json()).brand;
    const colours = ['#003399', '#7A1F2B', '#14532D', '#4C1D95'];
    if (items.length * 2 + colours.length * 3 !== rendersPerBurst) throw new Error('the burst is not 24 renders');

    const send = async (method: string, url: string, body: unknown) => {
      const res = await fetch(`${server.url}${url}`, { method, headers, body: JSON.stringify(body) });
      if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    /** Six sharepic edits and four previews at once: 6 × 2 + 4 × 3 = 24 images for the render processes. */
    const burst = (round: number) =>
      Promise.all([
        ...items.map(async (item, i) => {
          const saved = await send('PATCH', `/api/news/${item.id}/sharepics`, {
            sharepics: [
              { titel: `Runde ${round}: neuer Titel für Thema ${i + 1}`, inhalt: '' },
              { titel: `Runde ${round}, Thema ${i + 1}`, inhalt: 'Ein neuer Text für das zweite Bild. '.repeat(6) },
            ],
            version: item.version,
          });
          item.version = saved.item.version;
        }),
        ...colours.map((primaryColor) => send('POST', '/api/settings/brand/preview', { ...brand, primaryColor })),
      ]).then(() => undefined);

    // The render processes start and load their fonts on first use: not part of what is measured.
    await burst(0);

    for (let i = 0; i < hogs; i += 1) spinners.push(spinner());
    await new Promise((r) => setTimeout(r, 500));
    console.log(`\n${name}:`);
    const health = `${server.url}/api/health`;
    const idle = () => new Promise<void>((r) => setTimeout(r, 5_000));
    report('ohne Renderlast (Boden)', (await sampleWhile(health, server.pid, idle)).samples);
    let rendered: HealthSample[] = [];
    const started = performance.now();
    for (let round = 1; round <= rounds; round += 1) {
      rendered = rendered.concat((await sampleWhile(health, server.pid, () => burst(round))).samples);
    }
    const seconds = (performance.now() - started) / 1000;
    return report(`mit ${rendersPerBurst} Renders (${(seconds / rounds).toFixed(1)} s je Runde)`, rendered);
  } finally {
    for (const s of spinners) s.kill('SIGKILL');
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `/api/health alle 50 ms; ${hogs} von ${availableParallelism()} Kernen durch je einen Prozess ausgelastet; ` +
      `${rounds} × ${rendersPerBurst} Sharepics auf einmal in der Warteschlange.`,
  );
  const results = [];
  for (const { name, env } of settings) results.push({ name, p99: await measure(name, env) });
  console.log(`\nZiel: p99 < ${targetP99Ms} ms mit ${rendersPerBurst} Renders in der Warteschlange`);
  for (const { name, p99 } of results)
    console.log(
      `  ${name.padEnd(18)} p99 ${p99.toFixed(0).padStart(5)} ms – ${p99 < targetP99Ms ? 'erreicht' : 'NICHT erreicht'}`,
    );
}

await main();
