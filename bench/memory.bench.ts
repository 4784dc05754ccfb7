// npm run bench:memory — what the server's processes hold on a small server (issue 25; targets: ≤ 300 MB idle
// after the demo gallery is built, ≤ 450 MB at peak under 50 connections on the list plus a week's re-render,
// and back near idle afterwards), side by side with a bare Node process serving the same JSON (the floor).
// Memory is summed over the server process and its child processes (/proc), twice: RSS summed counts the pages
// a render process shares with the server (the Node binary, libvips: about 45 MB) in both; "together" counts
// each process's own pages and a shared file's pages once, which is what the processes take from the machine.
// The targets are judged on "together"; RSS summed is printed beside it.
// The breakdown comes from the server itself (`kill -USR2` logs heap, the embedded database's WebAssembly
// memory and the render processes).
// BENCH_SETTLE_SECONDS (default 70: render processes end after 60 s without work) is the wait after the work.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { withSmallServerSettings } from '../scripts/small-server-env.mjs';
import { adminEmail, adminPassword, apiSignIn, startServer, type RunningServer } from '../tests/e2e/support/server';

const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 70);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resident memory of one process, read from /proc/<pid>/smaps: its own pages (anonymous memory and the private
 * pages of mapped files) and, per mapped file, the pages it may share with others (the Node binary, libvips).
 */
interface ProcessMemory {
  rss: number;
  own: number;
  sharedFiles: Map<string, number>;
}

function processMemory(pid: number): ProcessMemory {
  const memory: ProcessMemory = { rss: 0, own: 0, sharedFiles: new Map() };
  let file = '';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (mapping) {
      file = mapping[1] !== '0' ? mapping[2]! : '';
      continue;
    }
    const field = /^(Rss|Shared_Clean|Shared_Dirty):\s+(\d+) kB/.exec(line);
    if (!field) continue;
    const bytes = Number(field[2]) * 1024;
    if (field[1] === 'Rss') {
      memory.rss += bytes;
      memory.own += bytes;
    } else if (file) {
      memory.own -= bytes;
      memory.sharedFiles.set(file, (memory.sharedFiles.get(file) ?? 0) + bytes);
    }
  }
  return memory;
}

/** `pid` and every process below it. */
function treePids(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
    readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
  return [pid, ...children.flatMap(treePids)];
}

/**
 * Memory of processes together: `rss` summed as each process reports it (pages they share counted in each), and
 * `together`, what they take from the machine: each process's own pages, and a shared file's pages once.
 */
interface Memory {
  rss: number;
  together: number;
}

function memoryOf(processes: ProcessMemory[]): Memory {
  const shared = new Map<string, number>();
  for (const p of processes)
    for (const [file, bytes] of p.sharedFiles) shared.set(file, Math.max(shared.get(file) ?? 0, bytes));
  const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
  return { rss: sum(processes.map((p) => p.rss)), together: sum(processes.map((p) => p.own)) + sum(shared.values()) };
}

const treeMemory = (pid: number) => memoryOf(treePids(pid).map(processMemory));
const minus = (a: Memory, b: Memory): Memory => ({ rss: a.rss - b.rss, together: a.together - b.together });

/** RSS in MB of the server's child processes (the render processes). */
function renderRss(pid: number): number {
  return Math.round(memoryOf(treePids(pid).slice(1).map(processMemory)).rss / 1024 / 1024);
}

interface Peak {
  total: Memory;
  /** The server process's own share and its render processes' at that moment. */
  server: Memory;
  render: Memory;
}

/** Samples the tree every 200 ms while `work` runs; returns its peak of RSS summed and of memory together, and how each was split. */
async function peakDuring(pid: number, work: Promise<unknown>): Promise<{ rss: Peak; together: Peak }> {
  const sample = (): Peak => {
    // Each process's smaps read once: the server comes first in the tree.
    const processes = treePids(pid).map(processMemory);
    const total = memoryOf(processes);
    const server = memoryOf(processes.slice(0, 1));
    return { total, server, render: minus(total, server) };
  };
  const first = sample();
  const peak = { rss: first, together: first };
  let done = false;
  const sampling = (async () => {
    while (!done) {
      const now = sample();
      if (now.total.rss > peak.rss.total.rss) peak.rss = now;
      if (now.total.together > peak.together.total.together) peak.together = now;
      await sleep(200);
    }
  })();
  await work.finally(() => (done = true));
  await sampling;
  return peak;
}

async function breakdown(server: RunningServer): Promise<string> {
  const before = server.logs().length;
  process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 50 && !server.logs().slice(before).includes('memory {'); i += 1) await sleep(100);
  const line = /memory (\{[^\n]*\})/.exec(server.logs().slice(before))?.[1];
  if (!line) return '(no breakdown logged)';
  const m = JSON.parse(line) as Record<string, number>;
  return (
    `heap ${m.heapUsedMb}/${m.heapTotalMb} MB, external ${m.externalMb} MB (array buffers ${m.arrayBuffersMb}), ` +
    `database (PGlite WASM) ${m.databaseWasmMb} MB, render processes ${m.renderProcesses}, ` +
    `rest of the server process (code, stacks, allocator) ${m.rssMb - m.heapTotalMb - m.externalMb} MB; ` +
    `render processes together ${renderRss(server.pid)} MB`
  );
}

async function waitForDemo(server: RunningServer) {
  for (let i = 0; i < 600; i += 1) {
    if (server.logs().includes('demo gallery built')) return;
    await sleep(500);
  }
  throw new Error('the demo gallery was not built within 5 minutes');
}

/** A bare Node process answering every request with `body`: the floor for the same JSON. */
async function bareNode(body: string) {
  const script = `const body = Buffer.from(process.env.BODY);
require('node:http').createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json' }); res.end(body); })
  .listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
  const child = spawn(process.execPath, ['-e', script], { env: { BODY: body }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) => child.stdout.once('data', (d) => resolve(Number(String(d)))));
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid!, stop: () => child.kill() };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0).padStart(4)} MB`;
const verdict = (bytes: number, limit: number) =>
  `${mb(bytes)} (target <= ${limit} MB: ${bytes <= limit * 1024 * 1024 ? 'met' : 'NOT met'})`;
/** Both sums, the target judged on what the processes take from the machine together. */
const both = (m: Memory, limit: number) => `${verdict(m.together, limit)}; RSS summed ${mb(m.rss).trim()}`;
const split = (p: Peak, key: keyof Memory) =>
  `server process ${mb(p.server[key]).trim()}, render processes ${mb(p.render[key]).trim()}`;

// As `npm start` runs it (scripts/start.mjs, scripts/small-server-env.mjs). BENCH_PLAIN_PROCESS=1 measures the
// server without those settings (glibc's and V8's defaults), as a process started by hand would run.
const plain = process.env.BENCH_PLAIN_PROCESS === '1';
const settings = plain ? {} : withSmallServerSettings({});
const server = await startServer({ env: { DEMO: 'true', LOG_LEVEL: 'info', CLOCK_NOW: '', ...settings } });
try {
  const started = treeMemory(server.pid);
  await waitForDemo(server);
  await sleep(settleSeconds * 1000);
  const idle = treeMemory(server.pid);
  const idleBreakdown = await breakdown(server);

  const cookie = await apiSignIn(server, adminEmail, adminPassword);
  const week = (await (await fetch(`${server.url}/api/news?category=woche`, { headers: { cookie } })).json()) as {
    id: string;
  }[];
  const body = await (await fetch(`${server.url}/api/news`)).text();
  const load = autocannon({ url: `${server.url}/api/news`, connections: 50, duration: 15 });
  const rerender = Promise.all(
    week.map((item) =>
      fetch(`${server.url}/api/news/${item.id}/regenerate`, {
        method: 'POST',
        headers: { cookie, origin: server.url },
      }),
    ),
  );
  let busyBreakdown = '';
  const peak = await peakDuring(
    server.pid,
    Promise.all([load, rerender, sleep(8000).then(async () => (busyBreakdown = await breakdown(server)))]),
  );
  // The regeneration jobs may still be drawing when the load ends.
  const afterLoad = await peakDuring(server.pid, sleep(15_000));
  await sleep(settleSeconds * 1000);
  const after = treeMemory(server.pid);
  const afterBreakdown = await breakdown(server);

  const bare = await bareNode(body);
  await autocannon({ url: bare.url, connections: 50, duration: 5 });
  const bareMemory = treeMemory(bare.pid);
  bare.stop();

  console.log(`process settings: ${plain ? 'glibc and V8 defaults' : JSON.stringify(settings)}`);
  console.log(
    `server after start (empty database, demo building): together ${mb(started.together).trim()}, RSS ${mb(started.rss).trim()}`,
  );
  console.log(`idle after the demo gallery is built:  together ${both(idle, 300)}`);
  console.log(`  ${idleBreakdown}`);
  const top = (key: keyof Memory) => (peak[key].total[key] >= afterLoad[key].total[key] ? peak[key] : afterLoad[key]);
  console.log(
    `peak, 50 connections + re-render of ${week.length} week topics: together ${verdict(top('together').total.together, 450)}`,
  );
  console.log(`  at that peak: ${split(top('together'), 'together')}`);
  console.log(`  RSS summed at its peak: ${mb(top('rss').total.rss).trim()} (${split(top('rss'), 'rss')})`);
  console.log(`  during: ${busyBreakdown}`);
  console.log(
    `${settleSeconds} s after the work:                together ${mb(after.together).trim()}, RSS ${mb(after.rss).trim()} (idle was ${mb(idle.together).trim()})`,
  );
  console.log(`  ${afterBreakdown}`);
  console.log(
    `bare Node serving the same JSON (${(Buffer.byteLength(body) / 1024).toFixed(1)} KB) after 50 connections: ${mb(bareMemory.together).trim()}, RSS ${mb(bareMemory.rss).trim()}`,
  );
} finally {
  await server.stop();
}
