// npm run bench — throughput of the anonymous GET /api/news (PGlite), each time side by side with a baseline
// served by the same server in the same run:
// - 6 items (a day of the demo gallery) against GET / (the page, target: the API at least half as fast);
// - 50 items against a static JSON file of the same size;
// plus the gzipped JS that `/` loads. BENCH_CONNECTIONS (default 20) and BENCH_SECONDS (default 8) vary the load.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { createContext, closeContext } from '../src/server/boot';
import { loadEnv } from '../src/server/env';
import { news } from '../src/server/db/schema/news';
import { demoTopics } from '../src/server/features/demo';
import { startServer } from '../tests/e2e/support/server';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const duration = Number(process.env.BENCH_SECONDS ?? 8);

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

const rps = (n: number) => n.toFixed(0).padStart(6);
const kb = (body: string) => `${(Buffer.byteLength(body) / 1024).toFixed(1)} KB`;

const page = await withServer(6, async (url) => {
  const body = await (await fetch(`${url}/api/news`)).text();
  await fetch(`${url}/`);
  const apiRps = await measure(`${url}/api/news`);
  const pageRps = await measure(`${url}/`);
  return { body, apiRps, pageRps };
});

const staticFile = path.join(dist, 'bench-static.json');
const fifty = await withServer(50, async (url) => {
  const body = await (await fetch(`${url}/api/news`)).text();
  writeFileSync(staticFile, body);
  try {
    await fetch(`${url}/bench-static.json`);
    const apiRps = await measure(`${url}/api/news`);
    const staticRps = await measure(`${url}/bench-static.json`);
    return { body, apiRps, staticRps };
  } finally {
    rmSync(staticFile, { force: true });
  }
});

const js = entryJsGzipBytes();
console.log(`${connections} connections, ${duration} s per measurement`);
console.log(`GET /api/news (6 items, ${kb(page.body)}):   ${rps(page.apiRps)} req/s`);
console.log(`GET / (the page):                   ${rps(page.pageRps)} req/s`);
console.log(`ratio API / page: ${(page.apiRps / page.pageRps).toFixed(2)} (target >= 0.50)`);
console.log(`GET /api/news (50 items, ${kb(fifty.body)}): ${rps(fifty.apiRps)} req/s`);
console.log(`static JSON of the same size:       ${rps(fifty.staticRps)} req/s`);
console.log(`ratio API / static: ${(fifty.apiRps / fifty.staticRps).toFixed(2)}`);
console.log(
  `JS loaded by / (gzipped): ${(js.bytes / 1024).toFixed(1)} KB in ${js.files.length} files (target <= 150 KB)`,
);
