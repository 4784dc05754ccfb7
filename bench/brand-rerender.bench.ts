/**
 * Re-render after a brand change: `npx tsx bench/brand-rerender.bench.ts`. Seven proposals (a week) with
 * photo backgrounds (uploaded files, so no network), a new brand version saved, then the job's work timed:
 * every proposal's three sharepics drawn again through the render threads and written back.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { busyPhoto } from '../tests/golden/fixtures';
import { createTestContext } from '../tests/setup/test-context';
import { news } from '../src/server/db/schema/news';
import { brandVersion } from '../src/server/db/schema/brand';
import { renderForNews } from '../src/server/features/news';
import { rerenderForCurrentBrand } from '../src/server/features/brand-rerender';
import { closeSharedRenderPool } from '../src/server/engines/sharepics/render-pool';
import { defaultBrand } from '../src/shared/brand';

const t = await createTestContext('pglite', { LOG_LEVEL: 'silent' });
try {
  const uploads = path.join(t.env.mediaDir, 'uploads');
  await mkdir(uploads, { recursive: true });
  await writeFile(path.join(uploads, 'bench.jpg'), await busyPhoto());
  const image_url = '/media/uploads/bench.jpg';
  for (let i = 1; i <= 7; i += 1) {
    const titel = `Thema ${i}: Europa entscheidet über neue Regeln für den Binnenmarkt`;
    const { sharepics } = await renderForNews(
      t,
      [
        { titel, inhalt: '', image_url },
        { titel, inhalt: 'Was sich ändert, wer profitiert und was die Region davon hat.', image_url },
      ],
      [null, null],
    );
    await t.db.insert(news).values({ title: titel, date: '2026-11-18', status: 'vorschlag', sharepics });
  }
  const runs: number[] = [];
  for (const primaryColor of ['#1A5E20', '#B01020', '#4A148C']) {
    await t.db.insert(brandVersion).values({
      version: runs.length + 1,
      brand: { ...defaultBrand('Europa-Union Musterstadt'), primaryColor },
    });
    const start = performance.now();
    await rerenderForCurrentBrand(t);
    runs.push(performance.now() - start);
  }
  const [row] = await t.db.select().from(brandVersion).orderBy(brandVersion.version).limit(1);
  console.log(
    `re-render of 7 proposals after a brand change: ${runs.map((ms) => (ms / 1000).toFixed(2)).join(' s, ')} s`,
  );
  console.log(`(the first version's job ended as "${row!.rerenderStatus}")`);
} finally {
  await closeSharedRenderPool();
  await t.close();
}
