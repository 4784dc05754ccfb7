import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFeeds } from '../../../../tests/fakes/feeds';
import { closedPort } from '../../../../tests/support/closed-port';
import {
  backends,
  createTestContext,
  jsonRequest,
  signIn,
  type TestContext,
} from '../../../../tests/setup/test-context';
import { createUser } from '../users';
import { runPipelineNow, waitForPipelineRuns } from './pipeline.service';

const fetchOptions = { timeoutMs: 5_000, retries: 0, sleep: async () => {} };

/** A run is judged by how many of its sources it could read (engines/pipeline/source-health.ts). */
describe.each(backends)('source health of a run on %s', (backend) => {
  let t: TestContext;
  let good: Awaited<ReturnType<typeof startFakeFeeds>>;
  let down: Awaited<ReturnType<typeof startFakeFeeds>>;
  let admin: string;

  beforeAll(async () => {
    good = await startFakeFeeds();
    down = await startFakeFeeds({ failAll: true });
    t = await createTestContext(backend, { ALLOW_PRIVATE_FETCH: 'true' });
    t.clock.set('2024-12-21T19:30:00Z');
    await createUser(t, { email: 'admin@example.org', password: 'geheim123', role: 'admin' });
    admin = await signIn(t, 'admin@example.org', 'geheim123');
    // Only the sources of this test are active.
    const { sources } = await (
      await t.app.request('/api/pipeline/sources', jsonRequest('GET', undefined, admin))
    ).json();
    for (const s of sources)
      await t.app.request(`/api/pipeline/sources/${s.id}`, jsonRequest('PATCH', { enabled: false }, admin));
  });
  afterAll(async () => {
    await waitForPipelineRuns(t);
    await t.close();
    await good.close();
    await down.close();
  });

  const addSource = async (name: string, url: string) => {
    const res = await t.app.request(
      '/api/pipeline/sources',
      jsonRequest('POST', { name, url, language: 'de', country: 'DE' }, admin),
    );
    expect(res.status).toBe(201);
    return (await res.json()).source.id as string;
  };
  const runNow = async () => {
    const { runId, done } = await runPipelineNow(t, { trigger: 'manual', fetch: fetchOptions });
    await done;
    const res = await t.app.request(`/api/pipeline/runs/${runId}`, jsonRequest('GET', undefined, admin));
    return (await res.json()).run;
  };
  const versions = async () =>
    Object.fromEntries(
      ((await (await t.app.request('/api/news')).json()) as { id: string; version: number }[]).map((n) => [
        n.id,
        n.version,
      ]),
    );

  it('most sources failed: the run succeeds with a German warning and the reason per source', async () => {
    const ok = await addSource('tagesschau', `${good.url}/feeds/de_tagesschau_2024-12-21.xml`);
    await addSource('Ausfall 1', `${down.url}/feed-1.xml`);
    await addSource('Ausfall 2', `${down.url}/feed-2.xml`);
    const run = await runNow();
    expect(run).toMatchObject({ status: 'succeeded', error: null });
    expect(run.source_health).toEqual({
      verdict: 'degraded',
      failed: 2,
      total: 3,
      message: '2 von 3 Quellen konnten nicht abgerufen werden. Die Auswahl beruht auf wenigen Medien.',
      offline: false,
      failures: [
        { name: 'Ausfall 1', reason: 'Server antwortete mit HTTP 500' },
        { name: 'Ausfall 2', reason: 'Server antwortete mit HTTP 500' },
      ],
    });
    expect(run.counts.created).toBeGreaterThan(0);
    await t.app.request(`/api/pipeline/sources/${ok}`, jsonRequest('PATCH', { enabled: false }, admin));
  });

  it('every source failed: the run is stored as failed, says why per source and leaves the topics alone', async () => {
    const before = await versions();
    expect(Object.keys(before).length).toBeGreaterThan(0);
    t.clock.set('2024-12-21T20:30:00Z');
    const run = await runNow();
    expect(run).toMatchObject({
      status: 'failed',
      error: 'Keine der 2 Quellen konnte abgerufen werden. Die Themen wurden nicht aktualisiert.',
    });
    expect(run.source_health).toMatchObject({ verdict: 'none', failed: 2, total: 2 });
    expect(run.summary.sources.map((s: any) => [s.name, s.status, s.reason])).toEqual([
      ['Ausfall 1', 'failed', 'Server antwortete mit HTTP 500'],
      ['Ausfall 2', 'failed', 'Server antwortete mit HTTP 500'],
    ]);
    // No green check: fetching failed and nothing after it ran, not even reading the feeds (there were none).
    expect(run.stages.map((s: any) => s.status)).toEqual(['failed', ...Array(8).fill('pending')]);
    expect(run.stages[1]).toMatchObject({ stage: 'parse', count: null });
    expect(run.counts).toMatchObject({ sources_ok: 0, sources_failed: 2, created: 0, updated: 0, replaced: 0 });
    expect(await versions()).toEqual(before);
    // The run history says the same.
    const { runs } = await (await t.app.request('/api/pipeline/runs', jsonRequest('GET', undefined, admin))).json();
    expect(runs.map((r: any) => r.status)).toEqual(['failed', 'succeeded']);
  });

  it('no server answered at all: the run says once that the machine is probably offline and what to check', async () => {
    const port = await closedPort();
    const { sources } = await (
      await t.app.request('/api/pipeline/sources', jsonRequest('GET', undefined, admin))
    ).json();
    for (const s of sources)
      await t.app.request(`/api/pipeline/sources/${s.id}`, jsonRequest('PATCH', { enabled: false }, admin));
    await addSource('Offline 1', `http://127.0.0.1:${port}/feed-1.xml`);
    await addSource('Offline 2', `http://127.0.0.1:${port}/feed-2.xml`);
    t.clock.set('2024-12-21T21:30:00Z');
    const run = await runNow();
    expect(run.status).toBe('failed');
    expect(run.source_health).toMatchObject({ verdict: 'none', offline: true, failed: 2, total: 2 });
    expect(run.error).toBe(run.source_health.message);
    expect(run.error).toMatch(/^Keine der 2 Quellen konnte abgerufen werden, weil kein einziger Server erreichbar war/);
    expect(run.error).toContain('keinen Zugang zum Internet');
    expect(run.summary.sources.every((s: any) => s.unreachable === true)).toBe(true);
  });
});
