/**
 * Sharepic render benchmark: `npm run bench:sharepics` (or `npx tsx bench/sharepics.bench.ts`).
 * Prints median and p95 per render for each template next to the floor, a plain sharp PNG encode of a
 * 1080×1350 photo (the same photo the templates use): rendered directly on this thread, and as the server
 * renders, through the worker pool (the round trip: queue, message to the render thread, PNG back).
 * Target: median render <= 150 ms per image.
 */
import sharp from 'sharp';
import { measureClickToLiveUpdate } from './live-update';
import { body400, busyPhoto, darkPhoto, longTitle } from '../tests/golden/fixtures';
import { defaultBranding } from '../src/server/engines/sharepics/branding';
import type { Branding } from '../src/server/engines/sharepics/branding';
import { renderSharepicJob, type SharepicJob } from '../src/server/engines/sharepics/render-job';
import { RenderPool, type SharepicRenderer } from '../src/server/engines/sharepics/render-pool';

const runs = Number(process.env.BENCH_RUNS ?? 30);
const warmup = 3;
const targetMedianMs = 150;

export interface Timing {
  name: string;
  median: number;
  p95: number;
}

export async function time(name: string, fn: (i: number) => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn(-1 - i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)];
  return { name, median: at(0.5), p95: at(0.95) };
}

/** Time from "Bilder neu generieren" to the live update (target < 2 s), on the real server. */
export async function clickToLiveUpdate(): Promise<Timing | null> {
  return measureClickToLiveUpdate(10);
}

interface Case {
  name: string;
  job: (i: number) => SharepicJob;
}

function cases(branding: Branding, dark: Buffer, busy: Buffer): { regular: Case[]; worst: Case } {
  // Titles vary per run so text measurement caches do not hide the cost of new words.
  return {
    regular: [
      {
        name: 'title image (long title, photo)',
        job: (i) => ({ kind: 'title', data: { titel: `${longTitle} ${i}`, photo: dark }, branding }),
      },
      {
        name: 'detail image (400 chars, photo)',
        job: (i) => ({
          kind: 'detail',
          data: { titel: `Agrarreform Nummer ${i}`, inhalt: body400, photo: dark },
          branding,
        }),
      },
      {
        name: 'title image (branded background)',
        job: (i) => ({ kind: 'title', data: { titel: `Ohne Foto ${i}`, photo: null }, branding }),
      },
      { name: 'info image', job: () => ({ kind: 'info', branding }) },
    ],
    // Pixel noise is the worst case for PNG compression (4 MB files); shown apart from the target.
    worst: {
      name: 'worst case: title on pixel-noise photo',
      job: (i) => ({ kind: 'title', data: { titel: `${longTitle} ${i}`, photo: busy }, branding }),
    },
  };
}

const direct: SharepicRenderer = { render: renderSharepicJob };

interface Row {
  name: string;
  direct: Timing;
  pool: Timing;
}

const cell = (ms: number) => ms.toFixed(1).padStart(9);

async function main() {
  const branding = defaultBranding(process.env.ORGANIZATION_NAME ?? 'Europa-Union Musterstadt');
  const [dark, busy] = await Promise.all([darkPhoto(), busyPhoto()]);
  const raw = await sharp(dark).raw().toBuffer();
  const pool = new RenderPool({ size: 1 });

  const floor = await time('floor: sharp PNG encode of the photo', () =>
    sharp(raw, { raw: { width: 1080, height: 1350, channels: 3 } })
      .png()
      .toBuffer(),
  );
  const { regular, worst } = cases(branding, dark, busy);
  const measure = async (c: Case): Promise<Row> => ({
    name: c.name,
    direct: await time(c.name, (i) => direct.render(c.job(i))),
    pool: await time(c.name, (i) => pool.render(c.job(i))),
  });
  const rows: Row[] = [];
  for (const c of regular) rows.push(await measure(c));
  const worstRow = await measure(worst);
  await pool.close();
  const live = await clickToLiveUpdate();

  console.log(`Sharepic rendering, ${runs} runs each after ${warmup} warm-up runs (ms)`);
  console.log('direct: on this thread; pool: through the render worker pool as the server renders\n');
  console.log(
    `${'case'.padEnd(40)}${'direct'.padStart(9)}${'p95'.padStart(9)}${'pool'.padStart(9)}${'p95'.padStart(9)}` +
      `${'× floor'.padStart(9)}`,
  );
  console.log(`${floor.name.padEnd(40)}${cell(floor.median)}${cell(floor.p95)}${''.padStart(18)}${'1.00'.padStart(9)}`);
  const print = (r: Row) =>
    console.log(
      `${r.name.padEnd(40)}${cell(r.direct.median)}${cell(r.direct.p95)}${cell(r.pool.median)}${cell(r.pool.p95)}` +
        `${(r.pool.median / floor.median).toFixed(2).padStart(9)}`,
    );
  rows.forEach(print);
  print(worstRow);
  if (live)
    console.log(`${live.name.padEnd(40)}${''.padStart(18)}${cell(live.median)}${cell(live.p95)}   (target < 2000 ms)`);

  const slowest = Math.max(...rows.map((r) => r.pool.median));
  console.log(
    `\nslowest template median through the pool ${slowest.toFixed(1)} ms, target <= ${targetMedianMs} ms: ${slowest <= targetMedianMs ? 'OK' : 'MISSED'}`,
  );
}

const invokedDirectly =
  process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop() ?? '');
if (invokedDirectly) await main();
