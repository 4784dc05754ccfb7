// npm run bench — throughput of the anonymous GET /api/news (PGlite), each time side by side with a baseline
// served by the same server in the same run (issue 25, decision 041; targets: at least 0.8 of each):
// - 6 items (a day of the demo gallery) against GET / (the page) and a static JSON file of the same size;
// - 50 items against a static JSON file of the same size;
// plus a check that ETags (304) and compression (gzip, br) are in place, and the gzipped JS that `/` loads.
// The measurements of a pair alternate (API, baseline, API, baseline …, BENCH_ROUNDS, default 2) so that
// other work on a shared machine hits both alike. BENCH_CONNECTIONS (default 20) and BENCH_SECONDS
// (default 5) vary the load.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { createContext, closeContext } from '../src/server/boot';
import { loadEnv } from '../src/server/env';
import { news } from '../src/server/db/schema/news';
import { demoTopics } from '../src/server/features/demo';
import { startServer } from '../tests/e2e/support/server';
import { tmpdir } from 'node:os';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const target = 0.8;

async function seed(dataDir: string, count: number) {
  const ctx = await createContext(loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  const rows = Array.from({ length: count }, (_, i) => {
    const { daysAgo, titel, inhalt, ...topic } = demoTopics[i % demoTopics.length]!;
    const sharepic = (n: number) => ({
      url: `/media/sharepics/${'ab'.repeat(8)}${n}.png`,
      layers: { titel, inhalt, image_url: '' },
      alt: `Sharepic ${n}: ${titel}`,
    });
    return {
      ...topic,
      title: `${topic.title} (${i + 1})`,
      date: '2026-11-18',
      sharepics: [sharepic(1), sharepic(2), sharepic(3)],
    };
  });
  await ctx.db.insert(news).values(rows);
  await closeContext(ctx);
}

async function measure(url: string) {
  const result = await autocannon({ url, connections, duration, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

function entryJsGzipBytes(): { files: string[]; bytes: number } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
  return { files, bytes };
}

/** A server on a fresh data folder with `count` news items; stopped (and its folder removed) after `use`. */
async function withServer<T>(count: number, use: (url: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsdash-bench-'));
  await seed(dataDir, count);
  const server = await startServer({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', CLOCK_NOW: '' } });
  try {
    return await use(server.url);
  } finally {
    await server.stop();
  }
}

/** Mean requests per second of `api` and `baseline`, measured alternately. */
async function sideBySide(api: string, baseline: string): Promise<{ api: number; baseline: number }> {
  const sums = { api: 0, baseline: 0 };
  for (let round = 0; round < rounds; round += 1) {
    sums.api += await measure(api);
    sums.baseline += await measure(baseline);
  }
  return { api: sums.api / rounds, baseline: sums.baseline / rounds };
}

/** The list's ETag answers 304, and gzip and brotli carry the same list as the uncompressed body. */
async function checkEtagAndCompression(url: string, body: string): Promise<string> {
  const plain = await fetch(`${url}/api/news`);
  const etag = plain.headers.get('etag');
  const revalidated = await fetch(`${url}/api/news`, { headers: { 'if-none-match': etag ?? '' } });
  const found = [`ETag ${revalidated.status === 304 ? '304' : `answered ${revalidated.status}`}`];
  for (const encoding of ['gzip', 'br'] as const) {
    // undici decompresses what it is sent; the header says whether it was.
    const res = await fetch(`${url}/api/news`, { headers: { 'accept-encoding': encoding } });
    const same = res.headers.get('content-encoding') === encoding && (await res.text()) === body;
    found.push(`${encoding} ${same ? 'ok' : 'MISSING'}`);
  }
  return found.join(', ');
}

/** Serves `body` as a static file from dist/ for the time of `use`. */
async function withStaticCopy<T>(body: string, use: (staticPath: string) => Promise<T>): Promise<T> {
  const staticFile = path.join(dist, 'bench-static.json');
  writeFileSync(staticFile, body);
  try {
    return await use('/bench-static.json');
  } finally {
    rmSync(staticFile, { force: true });
  }
}

const six = await withServer(6, async (url) => {
  const body = await (await fetch(`${url}/api/news`)).text();
  const checks = await checkEtagAndCompression(url, body);
  await fetch(`${url}/`);
  const page = await sideBySide(`${url}/api/news`, `${url}/`);
  const file = await withStaticCopy(body, (p) => sideBySide(`${url}/api/news`, `${url}${p}`));
  return { body, checks, page, file };
});

const fifty = await withServer(50, async (url) => {
  const body = await (await fetch(`${url}/api/news`)).text();
  const file = await withStaticCopy(body, (p) => sideBySide(`${url}/api/news`, `${url}${p}`));
  return { body, file };
});

const js = entryJsGzipBytes();
const rps = (n: number) => n.toFixed(0).padStart(6);
const kb = (body: string) => `${(Buffer.byteLength(body) / 1024).toFixed(1)} KB`;
const ratio = (pair: { api: number; baseline: number }) => {
  const value = pair.api / pair.baseline;
  return `${value.toFixed(2)} (target >= ${target}: ${value >= target ? 'met' : 'NOT met'})`;
};
console.log(`${connections} connections, ${duration} s per measurement, ${rounds} rounds alternating`);
console.log(`6 items (${kb(six.body)}): ${six.checks}`);
console.log(`GET /api/news (6 items):           ${rps(six.page.api)} req/s`);
console.log(`GET / (the page):                  ${rps(six.page.baseline)} req/s`);
console.log(`  ratio API / page:   ${ratio(six.page)}`);
console.log(`GET /api/news (6 items):           ${rps(six.file.api)} req/s`);
console.log(`static JSON of the same size:      ${rps(six.file.baseline)} req/s`);
console.log(`  ratio API / static: ${ratio(six.file)}`);
console.log(`GET /api/news (50 items, ${kb(fifty.body)}): ${rps(fifty.file.api)} req/s`);
console.log(`static JSON of the same size:      ${rps(fifty.file.baseline)} req/s`);
console.log(`  ratio API / static: ${ratio(fifty.file)}`);
console.log(
  `JS loaded by / (gzipped): ${(js.bytes / 1024).toFixed(1)} KB in ${js.files.length} files (target <= 150 KB)`,
);
