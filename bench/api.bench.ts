// npm run bench — throughput of GET /api/news (50 items, PGlite) side by side with a static JSON file of
// the same size served by the same server in the same run, plus the gzipped JS that `/` loads.
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

async function seedFifty(dataDir: string) {
  const ctx = await createContext(loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  const rows = Array.from({ length: 50 }, (_, i) => {
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
  const result = await autocannon({ url, connections: 10, duration: 8, pipelining: 1 });
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

const dataDir = mkdtempSync(path.join(tmpdir(), 'newsdash-bench-'));
await seedFifty(dataDir);
const staticFile = path.join(dist, 'bench-static.json');
const server = await startServer({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', CLOCK_NOW: '' } });
try {
  const body = await (await fetch(`${server.url}/api/news`)).text();
  writeFileSync(staticFile, body);
  // Warm both paths once.
  await fetch(`${server.url}/bench-static.json`);
  const apiRps = await measure(`${server.url}/api/news`);
  const staticRps = await measure(`${server.url}/bench-static.json`);
  const js = entryJsGzipBytes();
  console.log(`GET /api/news (50 items, ${(body.length / 1024).toFixed(1)} KB): ${apiRps.toFixed(0)} req/s`);
  console.log(`static JSON of the same size:            ${staticRps.toFixed(0)} req/s`);
  console.log(`ratio API / static: ${(apiRps / staticRps).toFixed(2)} (target >= 0.50)`);
  console.log(
    `JS loaded by / (gzipped): ${(js.bytes / 1024).toFixed(1)} KB in ${js.files.length} files (target <= 150 KB)`,
  );
} finally {
  rmSync(staticFile, { force: true });
  await server.stop();
}
