import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { draftSharepicLayers } from '../src/server/engines/carousel/draft-layers';
import { createMemoryPorts } from '../src/server/engines/pipeline/memory-ports';
import { runPipeline } from '../src/server/engines/pipeline/run-pipeline';
import { defaultBranding } from '../src/server/engines/sharepics/branding';
import { renderNewsSharepics } from '../src/server/engines/sharepics/render-news-sharepics';
import { renderSharepicJob } from '../src/server/engines/sharepics/render-job';
import { demoRunInstants, demoSources } from '../src/server/features/demo';
import { hammingDistance, perceptualHash } from './support/phash';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'carousel-week-'));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

/** More than 10 of 63 bits apart: no longer „similar“ by the usual reading of pHash distances. */
const visiblyDifferent = 11;

describe('the demo week without photos', () => {
  it('has seven title images that differ visibly from each other (perceptual hash)', { timeout: 120_000 }, async () => {
    const { ports, items } = createMemoryPorts(demoSources);
    for (const instant of demoRunInstants) await runPipeline({ asOf: new Date(instant) }, ports);
    const week = items.filter((i) => i.weekKey === '2024-W51');
    expect(week).toHaveLength(7);

    const hashes: { title: string; hash: boolean[] }[] = [];
    for (const { draft } of week) {
      const { sharepics } = await renderNewsSharepics(
        { layers: draftSharepicLayers(draft, '') },
        { mediaDir, branding: defaultBranding('Europa-Union Musterstadt'), renderer: { render: renderSharepicJob } },
      );
      const png = readFileSync(path.join(mediaDir, sharepics[0]!.url.replace(/^\/media\//, '')));
      hashes.push({ title: draft.title, hash: await perceptualHash(png) });
    }
    const closest = hashes
      .flatMap((a, i) =>
        hashes.slice(i + 1).map((b) => ({ a: a.title, b: b.title, bits: hammingDistance(a.hash, b.hash) })),
      )
      .sort((x, y) => x.bits - y.bits)[0]!;
    expect(closest.bits, `„${closest.a}“ and „${closest.b}“ look alike`).toBeGreaterThanOrEqual(visiblyDifferent);
  });
});
