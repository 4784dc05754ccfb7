/**
 * Sharepic render benchmark: `npm run bench:sharepics` (or `npx tsx bench/sharepics.bench.ts`).
 * Prints median and p95 per render for each template next to the floor, a plain sharp PNG encode of a
 * 1080×1350 photo (the same photo the templates use). Target: median render <= 150 ms per image.
 */
import sharp from 'sharp';
import { measureClickToLiveUpdate } from './live-update';
import { body400, busyPhoto, darkPhoto, longTitle } from '../tests/golden/fixtures';
import { defaultBranding } from '../src/server/engines/sharepics/branding';
import { renderDetailSharepic, renderInfoSharepic, renderTitleSharepic } from '../src/server/engines/sharepics/render';

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

async function main() {
  const branding = defaultBranding(process.env.ORGANIZATION_NAME ?? 'Europa-Union Musterstadt');
  const [dark, busy] = await Promise.all([darkPhoto(), busyPhoto()]);
  const raw = await sharp(dark).raw().toBuffer();

  // Titles vary per run so text measurement caches do not hide the cost of new words.
  const timings: Timing[] = [
    await time('floor: sharp PNG encode of the photo', () =>
      sharp(raw, { raw: { width: 1080, height: 1350, channels: 3 } })
        .png()
        .toBuffer(),
    ),
    await time('title image (long title, photo)', (i) =>
      renderTitleSharepic({ titel: `${longTitle} ${i}`, photo: dark }, branding),
    ),
    await time('detail image (400 chars, photo)', (i) =>
      renderDetailSharepic({ titel: `Agrarreform Nummer ${i}`, inhalt: body400, photo: dark }, branding),
    ),
    await time('title image (branded background)', (i) =>
      renderTitleSharepic({ titel: `Ohne Foto ${i}`, photo: null }, branding),
    ),
    await time('info image', () => renderInfoSharepic(branding)),
  ];
  // Pixel noise is the worst case for PNG compression (4 MB files); shown apart from the target.
  const worstCase = await time('worst case: title on pixel-noise photo', (i) =>
    renderTitleSharepic({ titel: `${longTitle} ${i}`, photo: busy }, branding),
  );
  const live = await clickToLiveUpdate();

  const floor = timings[0].median;
  console.log(`Sharepic rendering, ${runs} runs each after ${warmup} warm-up runs (ms)\n`);
  console.log(`${'case'.padEnd(40)}${'median'.padStart(9)}${'p95'.padStart(9)}${'× floor'.padStart(9)}`);
  for (const t of timings) {
    console.log(
      `${t.name.padEnd(40)}${t.median.toFixed(1).padStart(9)}${t.p95.toFixed(1).padStart(9)}${(t.median / floor).toFixed(2).padStart(9)}`,
    );
  }
  console.log(
    `${worstCase.name.padEnd(40)}${worstCase.median.toFixed(1).padStart(9)}${worstCase.p95.toFixed(1).padStart(9)}${(worstCase.median / floor).toFixed(2).padStart(9)}`,
  );
  if (live)
    console.log(
      `${live.name.padEnd(40)}${live.median.toFixed(1).padStart(9)}${live.p95.toFixed(1).padStart(9)}   (target < 2000 ms)`,
    );

  const worst = Math.max(...timings.slice(1).map((t) => t.median));
  console.log(
    `\nslowest template median ${worst.toFixed(1)} ms, target <= ${targetMedianMs} ms: ${worst <= targetMedianMs ? 'OK' : 'MISSED'}`,
  );
}

const invokedDirectly =
  process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop() ?? '');
if (invokedDirectly) await main();
