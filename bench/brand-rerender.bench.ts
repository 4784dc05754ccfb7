/**
 * Re-render after a brand change: `npx tsx bench/brand-rerender.bench.ts`. Seven proposals (a week), four with
 * photo backgrounds (uploaded files, so no network) and three with the map of their countries; an admin saves a new look through the route, as the
 * card does, and the real pg-boss queue and `brand-rerender` worker draw every proposal's three sharepics
 * again through the render processes. Timed from the save's answer until the version's progress reads done.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { busyPhoto } from '../tests/golden/fixtures';
import { createTestContext, jsonRequest, signIn } from '../tests/setup/test-context';
import { createApp } from '../src/server/app';
import { news } from '../src/server/db/schema/news';
import { startJobs } from '../src/server/jobs/jobs';
import { createLogger } from '../src/server/lib/logger';
import { renderForNews } from '../src/server/features/news';
import { brandRerenderModule } from '../src/server/features/brand-rerender';
import { latestBrandVersion } from '../src/server/features/brand';
import { createUser } from '../src/server/features/users';
import { closeSharedRenderPool } from '../src/server/engines/sharepics/render-pool';
import { defaultBrand } from '../src/shared/brand';

const t = await createTestContext('pglite', { LOG_LEVEL: 'silent' });
const jobs = await startJobs(t.database, createLogger('silent'));
try {
  const ctx = { ...t, jobs };
  const app = createApp(ctx);
  await brandRerenderModule.workers!(ctx);
  await createUser(t, { email: 'bench@example.org', password: 'geheim123', role: 'admin' });
  const admin = await signIn(t, 'bench@example.org', 'geheim123');

  const uploads = path.join(t.env.mediaDir, 'uploads');
  await mkdir(uploads, { recursive: true });
  await writeFile(path.join(uploads, 'bench.jpg'), await busyPhoto());
  const image_url = '/media/uploads/bench.jpg';
  // Four with a photo, three without: those show the map of their countries, which a new look draws anew.
  const mapCountries = [['FR'], ['DE', 'PL'], ['UA', 'RU']];
  for (let i = 1; i <= 7; i += 1) {
    const titel = `Thema ${i}: Europa entscheidet über neue Regeln für den Binnenmarkt`;
    const map = i > 4 ? { kicker: 'Wirtschaft · EU', countries: mapCountries[i - 5]! } : {};
    const background = i > 4 ? '' : image_url;
    const { sharepics } = await renderForNews(
      t,
      [
        { titel, inhalt: '', image_url: background, ...map },
        {
          titel: '',
          inhalt: 'Was sich ändert, wer profitiert und was die Region davon hat.\n— DER SPIEGEL',
          image_url: background,
          ...map,
          kicker: 'Das Wichtigste',
        },
      ],
      [null, null],
    );
    await t.db.insert(news).values({ title: titel, date: '2026-11-18', status: 'vorschlag', sharepics });
  }
  const runs: number[] = [];
  for (const [primaryColor, layout] of [
    ['#1A5E20', 'photo-scrim'],
    ['#8B0000', 'color-card'],
    ['#4A148C', 'photo-band'],
  ] as const) {
    const brand = { ...defaultBrand('Europa-Union Musterstadt'), primaryColor, layout };
    const res = await app.request('/api/settings/brand', jsonRequest('PUT', brand, admin));
    if (res.status !== 200) throw new Error(`save failed: ${res.status} ${await res.text()}`);
    const start = performance.now();
    for (;;) {
      const version = await latestBrandVersion(t.db);
      if (version?.rerenderStatus === 'done' && version.rerenderDone === 7) break;
      if (performance.now() - start > 300_000) throw new Error('re-render did not finish within 5 minutes');
      await new Promise((r) => setTimeout(r, 50));
    }
    runs.push(performance.now() - start);
  }
  console.log(
    `re-render of 7 proposals after a brand change (pg-boss worker, save → done): ${runs
      .map((ms) => (ms / 1000).toFixed(2))
      .join(' s, ')} s`,
  );
} finally {
  await jobs.stop();
  await closeSharedRenderPool();
  await t.close();
}
