import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createTestContext,
  jsonRequest,
  signIn,
  type TestContext,
} from '../../../../tests/setup/test-context';
import { news } from '../../db/schema/news';
import { newsPublication } from '../../db/schema/publishing';
import type { RealtimeEvent } from '../../realtime/realtime';
import { runPipeline } from '../../engines/pipeline/run-pipeline';
import { fixtureDir } from '../../engines/pipeline/test-helpers';
import { snapshotDir } from '../demo';
import { replaceProposal, serverActor } from '../news';
import { createUser } from '../users';
import { createDbPorts, sourceFromArgument } from './db-ports';
import { storedSummary } from './pipeline.mapper';
import { runPipelineNow, waitForPipelineRuns } from './pipeline.service';

// Four outlets of one day: enough broad stories for a full week of seven (one-outlet stories need a higher score).
const sources = [
  path.join(fixtureDir, 'de_tagesschau_2024-12-21.xml'),
  path.join(fixtureDir, 'de_spiegel_2024-12-21.xml'),
  path.join(snapshotDir, 'de_ntv_2024-12-21.xml'),
  path.join(snapshotDir, 'de_deutschlandfunk-nachrichten_2024-12-21.xml'),
];
const asOf = new Date('2024-12-21T19:00:00Z');

/** Daily runs replace a weak untouched proposal by a clearly better story (docs/decisions/008-week-topic-replacement.md). */
describe.each(backends)('week topic replacement on %s', (backend) => {
  let t: TestContext;
  let editor: string;
  let admin: string;
  const events: RealtimeEvent[] = [];

  beforeAll(async () => {
    t = await createTestContext(backend);
    t.clock.set('2024-12-21T19:30:00Z');
    t.realtime.subscribe((e) => events.push(e));
    await createUser(t, { email: 'red@example.org', password: 'geheim123', role: 'editor' });
    editor = await signIn(t, 'red@example.org', 'geheim123');
    await createUser(t, { email: 'admin@example.org', password: 'geheim123', role: 'admin' });
    admin = await signIn(t, 'admin@example.org', 'geheim123');
    const first = await (await runPipelineNow(t, { trigger: 'cli', asOf, sources })).done;
    expect(first.written.filter((w) => w.kind === 'created')).toHaveLength(7);
  });
  afterAll(async () => {
    await waitForPipelineRuns(t);
    await t.close();
  });

  // „Diese Woche“ lists the whole week, today's topics included.
  const listed = async () =>
    (await (await t.app.request('/api/news?category=woche')).json()) as { id: string; title: string }[];
  const rows = () => t.db.select().from(news).where(eq(news.weekKey, '2024-W51'));
  /** An item whose story faded: its story is no longer ranked and the last run scored it low, with no European side. */
  const makeWeak = (id: string, title: string) =>
    t.db
      .update(news)
      .set({ title, storyKey: `story-weg-${id}`, recommendationSignals: { score: 0.02, europaeischer_bezug: '' } })
      .where(eq(news.id, id));
  const edit = async (id: string) => {
    const [row] = await t.db.select().from(news).where(eq(news.id, id));
    const res = await t.app.request(
      `/api/news/${id}/text`,
      jsonRequest(
        'PATCH',
        { title: 'Von der Redaktion', instagram_text: 'Handgeschrieben', version: row!.version },
        editor,
      ),
    );
    expect(res.status).toBe(200);
  };

  it('a second run replaces a weak proposal, leaves an edited weak item alone and keeps seven topics', async () => {
    const [weak, edited] = await rows();
    await makeWeak(weak!.id, 'Schwacher Lückenfüller ohne Nachfolger');
    await makeWeak(edited!.id, 'Auch schwach, aber bearbeitet');
    await edit(edited!.id);
    const [editedRow] = await t.db.select().from(news).where(eq(news.id, edited!.id));
    expect((await listed()).map((i) => i.id)).toContain(weak!.id); // the list is cached now

    const outcome = await (await runPipelineNow(t, { trigger: 'cli', asOf, sources })).done;
    expect(outcome.status).toBe('succeeded');

    const after = await rows();
    expect(after).toHaveLength(7);
    expect(after.find((r) => r.id === weak!.id)).toBeUndefined();
    expect(after.find((r) => r.id === edited!.id)).toEqual(editedRow);

    const replacements = outcome.written.filter((w) => w.kind === 'replaced');
    expect(replacements.length).toBeGreaterThanOrEqual(1);
    expect(replacements.length).toBeLessThanOrEqual(2);
    expect(replacements.map((w) => w.replacedId)).toContain(weak!.id);
    const fresh = after.find((r) => r.id === replacements.find((w) => w.replacedId === weak!.id)!.id)!;
    expect(fresh).toMatchObject({ status: 'vorschlag', date: '2024-12-21', weekKey: '2024-W51' });
    expect(fresh.sharepics).toHaveLength(3);

    // Open browsers learn about both the removed and the new item; the cached list no longer shows the removed one.
    const announced = events.flatMap((e) => (e.type === 'news-updated' ? [e.id] : []));
    expect(announced).toEqual(expect.arrayContaining([weak!.id, fresh.id]));
    const ids = (await listed()).map((i) => i.id);
    expect(ids).not.toContain(weak!.id);
    expect(ids).toContain(fresh.id);

    // The run history says what was replaced by what.
    const run = (
      await (await t.app.request(`/api/pipeline/runs/${outcome.runId}`, jsonRequest('GET', undefined, admin))).json()
    ).run;
    expect(run.counts.replaced).toBe(replacements.length);
    expect(run.summary.topics).toContainEqual(
      expect.objectContaining({
        action: 'replace',
        news_id: fresh.id,
        title: fresh.title,
        replaced_title: 'Schwacher Lückenfüller ohne Nachfolger',
      }),
    );
    expect(run.summary.topics.find((x: any) => x.news_id === edited!.id)).toMatchObject({ action: 'keep' });
  });

  it('an editor saving the weak proposal between plan and write wins: no replacement, no extra item', async () => {
    const [weak] = (await rows()).filter((r) => r.status === 'vorschlag');
    await makeWeak(weak!.id, 'Gleich bearbeitet');
    const { ports, written } = createDbPorts(t, {
      runDate: '2024-12-21',
      demo: false,
      sources: sources.map(sourceFromArgument),
    });
    const load = ports.loadWeekItems;
    ports.loadWeekItems = async (weekKey) => {
      const items = await load(weekKey);
      await edit(weak!.id); // after planning has read the week, before anything is written
      return items;
    };

    const summary = await runPipeline({ asOf }, ports);

    const plannedReplace = summary.topics.find((x) => x.action === 'replace' && x.itemId === weak!.id);
    expect(plannedReplace).toBeTruthy();
    expect(written).toContainEqual({ kind: 'skipped', id: weak!.id });
    const after = await rows();
    expect(after.length).toBeLessThanOrEqual(7);
    expect(after.find((r) => r.id === weak!.id)).toMatchObject({ status: 'bearbeitet', title: 'Von der Redaktion' });
    const topic = storedSummary(summary, written).topics.find((x) => x.news_id === weak!.id);
    expect(topic).toMatchObject({ action: 'keep', title: 'Gleich bearbeitet' });
  });

  it('removes a proposal only at the version the run planned with, and never one with publication records', async () => {
    const [proposal] = (await rows()).filter((r) => r.status === 'vorschlag');
    const { id, createdAt, updatedAt, ...copy } = proposal!;
    const pipeline = serverActor('pipeline');
    // Changed since planning (e.g. images regenerated): the version moved on.
    expect(
      await replaceProposal(t, { id, version: proposal!.version - 1 }, { ...copy, title: 'Neu' }, pipeline),
    ).toBeNull();
    // A failed publish attempt puts the status back to vorschlag; its record must survive.
    await t.db.insert(newsPublication).values({
      newsId: proposal!.id,
      status: 'failed',
      requestedByEmail: 'red@example.org',
      requestedAt: t.clock.now(),
      previousStatus: 'vorschlag',
      caption: 'x',
      images: [],
      contentHash: 'h',
      channelId: 'c',
    });
    expect(
      await replaceProposal(t, { id, version: proposal!.version }, { ...copy, title: 'Neu' }, pipeline),
    ).toBeNull();
    expect(await rows()).toHaveLength(7);
    expect(await t.db.select().from(newsPublication).where(eq(newsPublication.newsId, id))).toHaveLength(1);
  });
});
