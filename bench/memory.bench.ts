// npm run bench:memory — what the server's processes hold on a small server (issue 25; targets: ≤ 300 MB idle
// after the demo gallery is built, ≤ 450 MB at peak under 50 connections on the list plus a week's re-render,
// and back near idle afterwards), side by side with a bare Node process serving the same JSON (the floor).
// RSS is summed over the server process and its child processes (/proc); the breakdown comes from the
// server itself (`kill -USR2` logs heap, the embedded database's WebAssembly memory and the render processes).
// BENCH_SETTLE_SECONDS (default 70: render processes end after 60 s without work) is the wait after the work.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { withSmallServerSettings } from '../scripts/small-server-env.mjs';
import { adminEmail, adminPassword, apiSignIn, startServer, type RunningServer } from '../tests/e2e/support/server';

const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 70);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** RSS in bytes of `pid` and every process below it. */
function treeRss(pid: number): number {
  const rss = ownRss(pid);
  const children = readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
    readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
  return rss + children.reduce((sum, child) => sum + treeRss(child), 0);
}

/** RSS in MB of the server's child processes (the render processes). */
function renderRss(pid: number): number {
  return Math.round((treeRss(pid) - ownRss(pid)) / 1024 / 1024);
}

function ownRss(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
}

interface Peak {
  total: number;
  /** The server process's own share and its render processes' at that moment. */
  server: number;
  render: number;
}

/** Samples the tree's RSS every 200 ms while `work` runs; returns the peak and how it was split. */
async function peakDuring(pid: number, work: Promise<unknown>): Promise<Peak> {
  const sample = (): Peak => {
    const total = treeRss(pid);
    const server = ownRss(pid);
    return { total, server, render: total - server };
  };
  let peak = sample();
  let done = false;
  const sampling = (async () => {
    while (!done) {
      const now = sample();
      if (now.total > peak.total) peak = now;
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

// As `npm start` runs it (scripts/start.mjs, scripts/small-server-env.mjs). BENCH_PLAIN_PROCESS=1 measures the
// server without those settings (glibc's and V8's defaults), as a process started by hand would run.
const plain = process.env.BENCH_PLAIN_PROCESS === '1';
const settings = plain ? {} : withSmallServerSettings({});
const server = await startServer({ env: { DEMO: 'true', LOG_LEVEL: 'info', CLOCK_NOW: '', ...settings } });
try {
  const started = treeRss(server.pid);
  await waitForDemo(server);
  await sleep(settleSeconds * 1000);
  const idle = treeRss(server.pid);
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
  const after = treeRss(server.pid);
  const afterBreakdown = await breakdown(server);

  const bare = await bareNode(body);
  await autocannon({ url: bare.url, connections: 50, duration: 5 });
  const bareRss = treeRss(bare.pid);
  bare.stop();

  console.log(`process settings: ${plain ? 'glibc and V8 defaults' : JSON.stringify(settings)}`);
  console.log(`server after start (empty database, demo building): ${mb(started)}`);
  console.log(`idle after the demo gallery is built:  ${verdict(idle, 300)}`);
  console.log(`  ${idleBreakdown}`);
  const top = peak.total >= afterLoad.total ? peak : afterLoad;
  console.log(`peak, 50 connections + re-render of ${week.length} week topics: ${verdict(top.total, 450)}`);
  console.log(`  at the peak: server process ${mb(top.server).trim()}, render processes ${mb(top.render).trim()}`);
  console.log(`  during: ${busyBreakdown}`);
  console.log(`${settleSeconds} s after the work:                ${mb(after)} (idle was ${mb(idle).trim()})`);
  console.log(`  ${afterBreakdown}`);
  console.log(
    `bare Node serving the same JSON (${(Buffer.byteLength(body) / 1024).toFixed(1)} KB) after 50 connections: ${mb(bareRss)}`,
  );
} finally {
  await server.stop();
}
