import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestContext, signIn, type TestContext } from '../../tests/setup/test-context';
import type { AppContext } from './context';
import { news } from './db/schema/news';
import { newsPublication } from './db/schema/publishing';
import { feedSources, pipelineRuns } from './db/schema/pipeline';
import { queues, startJobs, type Jobs } from './jobs/jobs';
import { createLogger } from './lib/logger';
import { serverModules, startModules } from './modules';

describe.each(backends)('starting the server modules on %s', (backend) => {
  let t: TestContext;
  let jobs: Jobs;
  let ctx: AppContext;
  let strandedId: string;

  beforeAll(async () => {
    t = await createTestContext(backend, {
      ADMIN_EMAIL: 'admin@example.org',
      ADMIN_PASSWORD: 'geheim123',
      DEMO: 'false',
      BUFFER_API_URL: 'http://127.0.0.1:9',
    });
    // A publication a crashed server left in flight, its lease long over.
    const [item] = await t.db.insert(news).values({ title: 'Liegengeblieben', date: '2026-11-18' }).returning();
    const [stranded] = await t.db
      .insert(newsPublication)
      .values({
        newsId: item!.id,
        status: 'pending',
        requestedByEmail: 'red@example.org',
        requestedAt: new Date(),
        previousStatus: 'bearbeitet',
        caption: 'Text',
        images: [],
        contentHash: 'h',
        channelId: 'c',
        lockedUntil: new Date(Date.now() - 60_000),
      })
      .returning();
    strandedId = stranded!.id;
    jobs = await startJobs(t.database, createLogger('silent'));
    ctx = { ...t, jobs };
  });
  afterAll(async () => {
    await jobs.stop();
    await t.close();
  });

  it('lists each feature once, the demo before the analysis it must not race', () => {
    const names = serverModules.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.indexOf('demo')).toBeLessThan(names.indexOf('pipeline'));
  });

  it('creates the first admin, seeds the sources, schedules the analysis, and re-queues a stranded publication', async () => {
    const { background } = await startModules(ctx, { backgroundDelayMs: 0 });
    await background;

    expect(await signIn(t, 'admin@example.org', 'geheim123')).toMatch(/=/);
    expect((await t.db.select().from(feedSources)).length).toBeGreaterThan(0);
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map((s) => s.name)).toContain(queues.runPipeline.name);
    // The publishing worker took the re-queued attempt: without Buffer settings it fails with the German reason.
    await expect
      .poll(
        async () =>
          (await t.db.select().from(newsPublication).where(eq(newsPublication.id, strandedId)))[0]?.errorMessage,
        { timeout: 20_000 },
      )
      .toMatch(/keine Buffer-Einstellungen/);
    // A fresh install with DEMO=false has no demo to build and no missed run to catch up.
    expect(await t.db.select().from(pipelineRuns)).toEqual([]);
  });
});
