import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeEmbeddings } from '../../../../tests/fakes/embeddings';
import { backends, createTestContext, type TestContext } from '../../../../tests/setup/test-context';
import { news } from '../../db/schema/news';
import { articleEmbeddings, articles } from '../../db/schema/pipeline';
import { runPipeline } from '../../engines/pipeline/run-pipeline';
import { fixtureDir } from '../../engines/pipeline/test-helpers';
import { createDbPorts, sourceFromArgument } from './db-ports';
import { runPipelineNow, waitForPipelineRuns } from './pipeline.service';

// Real feed items of June 2024: Macron dissolves parliament on Sunday 9 June (week 23); the snap election
// campaign and the EU tariffs on Chinese electric cars follow in week 24.
const source = path.join(fixtureDir, 'eu-election-follow-ups.jsonl');
// The week-24 fixture tells the campaign's new development (the left's pact) only in English; a German report of
// it (written for the tests) is what a German caption can lead with. A follow-up leads with its new report.
const development = path.join(fixtureDir, 'eu-election-left-alliance-de.jsonl');

describe.each(backends)('follow-up topics on %s', (backend) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(backend);
    t.clock.set('2024-06-11T22:00:00Z');
  });
  afterAll(async () => {
    await waitForPipelineRuns(t);
    await t.close();
  });

  it('marks a later week’s topic as a follow-up, shows „Fortsetzung von“ data to visitors, and unlinks on delete', async () => {
    await (
      await runPipelineNow(t, { trigger: 'cli', asOf: new Date('2024-06-09T21:59:00Z'), sources: [source] })
    ).done;
    const [earlier] = await t.db.select().from(news).where(eq(news.weekKey, '2024-W23'));
    expect(earlier.title).toMatch(/Macron/);
    expect(earlier.followsNewsId).toBeNull();

    await (
      await runPipelineNow(t, {
        trigger: 'cli',
        asOf: new Date('2024-06-11T21:59:00Z'),
        sources: [source, development],
      })
    ).done;
    const later = await t.db.select().from(news).where(eq(news.weekKey, '2024-W24'));
    const followUp = later.find((r) => r.followsNewsId !== null);
    expect(followUp?.title).toMatch(/Neuwahl|snap/i);
    expect(followUp?.followsNewsId).toBe(earlier.id);
    expect(later.filter((r) => r.followsNewsId !== null)).toHaveLength(1);

    // Anonymous visitors get the link: the earlier title and the tab that lists it.
    const item = await (await t.app.request(`/api/news/${followUp!.id}`)).json();
    expect(item.follows).toEqual({ id: earlier.id, title: earlier.title, category: 'vergangene' });
    const list = (await (await t.app.request('/api/news')).json()) as { id: string; follows: unknown }[];
    expect(list.find((n) => n.id === followUp!.id)?.follows).toEqual(item.follows);

    await t.db.delete(news).where(eq(news.id, earlier.id));
    const [after] = await t.db.select().from(news).where(eq(news.id, followUp!.id));
    expect(after.followsNewsId).toBeNull();
  });

  it('stores each article’s embedding once; an unreachable provider leaves a lexical run that succeeds', async () => {
    const fake = await startFakeEmbeddings();
    try {
      const embeddings = { baseUrl: fake.url, model: 'fake-multilingual', batchSize: 8 };
      const run = () => {
        const { ports } = createDbPorts(t, {
          runDate: '2024-06-11',
          demo: true,
          sources: [sourceFromArgument(source)],
          embeddings,
        });
        return runPipeline({ asOf: new Date('2024-06-11T21:59:00Z') }, ports);
      };
      const first = await run();
      expect(first.embeddings).toBe('an');
      const embedded = fake.requests.flatMap((r) => r.input).length;
      const known = (await t.db.select().from(articles)).length;
      expect(embedded).toBe(known);
      const stored = await t.db.select().from(articleEmbeddings);
      expect(stored).toHaveLength(known);
      expect(stored.every((r) => r.model === 'fake-multilingual')).toBe(true);

      // Known articles: no request at all.
      const second = await run();
      expect(second.embeddings).toBe('an');
      expect(fake.requests.flatMap((r) => r.input)).toHaveLength(embedded);

      // A new model is a new vector; the provider is down: the run still succeeds, lexically, and says so.
      fake.setFailing(true);
      const { ports } = createDbPorts(t, {
        runDate: '2024-06-11',
        demo: true,
        sources: [sourceFromArgument(source)],
        embeddings: { ...embeddings, model: 'other-model' },
      });
      const degraded = await runPipeline({ asOf: new Date('2024-06-11T21:59:00Z') }, ports);
      expect(degraded.embeddings).toBe('fehlgeschlagen: HTTP 503');
      expect(degraded.counts.cluster).toBeGreaterThan(0);
    } finally {
      await fake.close();
    }
  });
});
