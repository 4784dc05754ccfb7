// npm run bench:seed-year — a year of daily runs (7 topics a day, about 2,550 topics with three images each),
// written through the product's own paths: `renderForNews` draws the sharepics, `createProposal` writes each
// topic with its activity entry. To keep it to a minute or two, each hand-written demo topic is drawn once and
// its files are copied under a fresh name per topic (the names are then no longer content hashes of the
// image; the sizes are real). One topic a week is marked published (a direct status update: publishing
// needs Buffer). Then the built server runs on that folder, and the bench prints (issue 25, decision 041):
// - p99 of `GET /api/news?category=woche` and of the first page of „Vergangene“ (target < 50 ms), from the
//   cache for one client and uncached (the list queries themselves, in process);
// - the first paint of the public page (HTML, its JS, the week's list) beside the size of the archive;
// - the data folder's size for the year, and what `npm run media:thin` would free.
// BENCH_DATA_DIR keeps the folder (default: a temporary one, removed afterwards); BENCH_DAYS (default 365).
import { copyFile, mkdir } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import autocannon from 'autocannon';
import { closeContext, createContext } from '../src/server/boot';
import { loadEnv } from '../src/server/env';
import { news } from '../src/server/db/schema/news';
import { demoTopics } from '../src/server/features/demo';
import { createProposal, listNewsItems, loadNewsPage, renderForNews, serverActor } from '../src/server/features/news';
import { thinOldImages } from '../src/server/features/archive-media';
import { closeSharedRenderPool } from '../src/server/engines/sharepics/render-pool';
import { jpegUrlOf, sharepicUrlPrefix } from '../src/server/engines/sharepics/store';
import { mediaFileOf } from '../src/server/lib/media-files';
import { addDays, berlinDate, isoWeekKey } from '../src/shared/dates';
import { newsPageSize, type Sharepic } from '../src/shared/news';
import { startServer } from '../tests/e2e/support/server';

const days = Number(process.env.BENCH_DAYS ?? 365);
const perDay = 7;
const keep = Boolean(process.env.BENCH_DATA_DIR);
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'newsdash-year-'));
const target = 50;

async function seedYear() {
  const ctx = await createContext(loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO: 'false' }));
  const started = performance.now();
  // Each demo topic drawn once through the render processes.
  const drawn: Sharepic[][] = [];
  for (const { titel, inhalt } of demoTopics) {
    const layers = [
      { titel, inhalt: '', image_url: '' },
      { titel, inhalt, image_url: '' },
    ] as const;
    drawn.push((await renderForNews(ctx, [...layers], [null, null])).sharepics);
  }
  await closeSharedRenderPool();
  const mediaDir = path.dirname(mediaFileOf(ctx.env.mediaDir, `${sharepicUrlPrefix}x.png`)!);
  await mkdir(mediaDir, { recursive: true });
  const copyAs = async (url: string, seed: string) => {
    const name = createHash('sha256').update(seed).digest('hex').slice(0, 16);
    const copy = `${sharepicUrlPrefix}${name}.png`;
    await copyFile(mediaFileOf(ctx.env.mediaDir, url)!, mediaFileOf(ctx.env.mediaDir, copy)!);
    await copyFile(mediaFileOf(ctx.env.mediaDir, jpegUrlOf(url))!, mediaFileOf(ctx.env.mediaDir, jpegUrlOf(copy))!);
    return copy;
  };

  const today = berlinDate(ctx.clock.now());
  let count = 0;
  for (let day = days - 1; day >= 0; day -= 1) {
    const date = addDays(today, -day);
    for (let n = 0; n < perDay; n += 1) {
      const template = demoTopics[(day * perDay + n) % demoTopics.length]!;
      const images = drawn[(day * perDay + n) % demoTopics.length]!;
      // The third image is the same fixed info image for every topic: shared, as the renderer stores it.
      const sharepics = await Promise.all(
        images.map(async (s, i) => (i < 2 ? { ...s, url: await copyAs(s.url, `${date}/${n}/${i}`) } : s)),
      );
      const { daysAgo: _daysAgo, titel: _titel, inhalt: _inhalt, ...topic } = template;
      const id = await createProposal(
        ctx,
        {
          ...topic,
          title: `${topic.title} (${date}, ${n + 1})`,
          date,
          weekKey: isoWeekKey(date),
          sharepics,
          createdAt: new Date(`${date}T06:0${n}:00Z`),
        },
        serverActor('pipeline'),
      );
      if (n === 0 && day % 7 === 0) await ctx.db.update(news).set({ status: 'veröffentlicht' }).where(eq(news.id, id));
      count += 1;
    }
  }
  const seconds = (performance.now() - started) / 1000;

  // The list queries without the cache: what a request costs after every write.
  const uncached = async (run: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    const measured = times.slice(10);
    return { p50: percentile(measured, 50), p99: percentile(measured, 99) };
  };
  const week = await uncached(() => listNewsItems(ctx, 'woche'));
  const firstPage = await uncached(() => loadNewsPage(ctx, 'public', 'vergangene', { offset: 0, limit: newsPageSize }));
  const thinnable = await thinOldImages(ctx, { dryRun: true });
  await closeContext(ctx);
  return { count, seconds, uncached: { week, firstPage }, thinnable };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** p99 of one visitor's requests, one after another (queueing under many connections is `npm run bench`'s part). */
async function p99(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 1, duration: 5 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.latency.p99;
}

const duBytes = (dir: string) => Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ms: number) =>
  `${ms.toFixed(1).padStart(6)} ms (target < ${target} ms: ${ms < target ? 'met' : 'NOT met'})`;

const seeded = await seedYear();
const dataBytes = duBytes(dataDir);
const mediaBytes = duBytes(path.join(dataDir, 'media'));
const server = await startServer({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', CLOCK_NOW: '', DEMO: 'false' } });
try {
  const weekUrl = `${server.url}/api/news?category=woche`;
  const pageUrl = `${server.url}/api/news/page?category=vergangene`;
  const gz = { headers: { 'accept-encoding': 'gzip' } };
  const firstWeek = performance.now();
  const weekBody = await (await fetch(weekUrl)).text();
  const firstWeekMs = performance.now() - firstWeek;
  const firstPageAt = performance.now();
  const page = JSON.parse(await (await fetch(pageUrl)).text()) as { items: unknown[]; total: number };
  const firstPageMs = performance.now() - firstPageAt;
  const weekP99 = await p99(weekUrl);
  const pageP99 = await p99(pageUrl);
  // fetch decompresses the body; the length on the wire is the header's.
  const weekGzip = Number((await fetch(weekUrl, gz)).headers.get('content-length'));
  // What a visitor's first paint loads: the page, the JS it names, and the default tab („Diese Woche“).
  const html = await (await fetch(`${server.url}/`)).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const jsGzip = scripts.reduce(
    (sum, f) => sum + gzipSync(readFileSync(path.join(import.meta.dirname, '..', 'dist', f))).length,
    0,
  );

  console.log(
    `seeded ${seeded.count} topics (${days} days × ${perDay}) in ${seeded.seconds.toFixed(0)} s into ${dataDir}`,
  );
  console.log(`„Vergangene“ holds ${page.total} topics; its first page ${page.items.length}`);
  console.log(`GET /api/news?category=woche, p99 (cached, one client):   ${verdict(weekP99)}`);
  console.log(`GET /api/news/page „Vergangene“, p99 (cached, one client): ${verdict(pageP99)}`);
  console.log(
    `week list uncached (query + mapping), p99:                  ${verdict(seeded.uncached.week.p99)}, p50 ${seeded.uncached.week.p50.toFixed(1)} ms`,
  );
  console.log(
    `first page of „Vergangene“ uncached (query + count), p99:     ${verdict(seeded.uncached.firstPage.p99)}, p50 ${seeded.uncached.firstPage.p50.toFixed(1)} ms`,
  );
  console.log(`first request after start: week ${firstWeekMs.toFixed(0)} ms, first page ${firstPageMs.toFixed(0)} ms`);
  console.log(
    `first paint (public): HTML ${kb(Buffer.byteLength(html))} + JS ${kb(jsGzip)} gzipped (target ≤ 150 KB) + week list ${kb(Buffer.byteLength(weekBody))} (${kb(weekGzip)} gzipped); no archive in it`,
  );
  console.log(
    `data folder for the year: ${mb(dataBytes)} (images ${mb(mediaBytes)}, database and rest ${mb(dataBytes - mediaBytes)})`,
  );
  console.log(
    `npm run media:thin (90 days) would remove ${seeded.thinnable.files} files of ${seeded.thinnable.topics} proposals: ${mb(seeded.thinnable.bytes)}`,
  );
} finally {
  await server.stop();
  if (keep) console.log(`kept ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}
