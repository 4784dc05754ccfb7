import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFeeds } from '../../../../tests/fakes/feeds';
import {
  backends,
  createTestContext,
  jsonRequest,
  signIn,
  type TestContext,
} from '../../../../tests/setup/test-context';
import { news } from '../../db/schema/news';
import { articles } from '../../db/schema/pipeline';
import { createUser } from '../users';
import { runPipelineNow, waitForPipelineRuns } from './pipeline.service';

/**
 * Feeds an admin adds cannot reach the server's own network, and links from feeds are http(s) only,
 * down to the database. ALLOW_PRIVATE_FETCH is off here, as in production.
 */
describe.each(backends)('feed safety on %s', (backend) => {
  let t: TestContext;
  let admin: string;
  /** The "internal" service on 127.0.0.1 that no fetch may reach. */
  let internal: Awaited<ReturnType<typeof startFakeFeeds>>;
  /** 127.0.0.2 stands in for a public feed host; only runs that pass the address policy below may use it. */
  let outside: Awaited<ReturnType<typeof startFakeFeeds>>;
  const outsideIsPublic = {
    sleep: async () => {},
    net: { isAllowedAddress: (address: string) => address === '127.0.0.2' },
  };

  beforeAll(async () => {
    internal = await startFakeFeeds();
    outside = await startFakeFeeds({ host: '127.0.0.2' });
    t = await createTestContext(backend);
    t.clock.set('2024-12-21T19:30:00Z');
    await createUser(t, { email: 'admin@example.org', password: 'geheim123', role: 'admin' });
    admin = await signIn(t, 'admin@example.org', 'geheim123');
  });
  afterAll(async () => {
    await waitForPipelineRuns(t);
    await t.close();
    await internal.close();
    await outside.close();
  });

  const api = async (method: string, path: string, body?: unknown) => {
    const res = await t.app.request(`/api/pipeline${path}`, jsonRequest(method, body, admin));
    return { status: res.status, body: res.status === 204 ? null : await res.json() };
  };
  const addSource = async (name: string, url: string) =>
    expect((await api('POST', '/sources', { name, url, language: 'de', country: 'DE' })).status).toBe(201);
  const setEnabled = async (enabled: (name: string) => boolean) => {
    for (const s of (await api('GET', '/sources')).body.sources)
      await api('PATCH', `/sources/${s.id}`, { enabled: enabled(s.name) });
  };
  const sourceByName = async (name: string) =>
    (await api('GET', '/sources')).body.sources.find((s: { name: string }) => s.name === name);

  it('an admin-added feed at an internal address yields „interne Adresse nicht erlaubt“ and is never fetched', async () => {
    const port = new URL(internal.url).port;
    const feed = '/feeds/de_tagesschau_2024-12-21.xml';
    const internalSources: [string, string][] = [
      ['intern 127.0.0.1', `http://127.0.0.1:${port}${feed}`],
      ['intern 127.1', `http://127.1:${port}${feed}`],
      ['intern mapped', `http://[::ffff:127.0.0.1]:${port}${feed}`],
      ['intern localhost', `http://localhost:${port}${feed}`],
      ['Metadaten', 'http://169.254.169.254/latest/meta-data/'],
    ];
    for (const [name, url] of internalSources) await addSource(name, url);

    // Started like the admin page does: no test hooks, the production address policy.
    const started = await api('POST', '/runs', {});
    expect(started.status).toBe(202);
    await waitForPipelineRuns(t);

    const { run } = (await api('GET', `/runs/${started.body.run_id}`)).body;
    // No source could be read: the run failed and says why (source health), per source below.
    expect(run).toMatchObject({
      status: 'failed',
      error: `Keine der ${internalSources.length} Quellen konnte abgerufen werden. Die Themen wurden nicht aktualisiert.`,
    });
    expect(run.counts).toMatchObject({ sources_ok: 0, sources_failed: internalSources.length });
    expect(run.summary.sources).toHaveLength(internalSources.length);
    for (const source of run.summary.sources)
      expect(source, source.name).toMatchObject({
        status: 'failed',
        reason: 'interne Adresse nicht erlaubt',
        http_status: null,
        items: 0,
      });
    for (const [name] of internalSources)
      expect(await sourceByName(name), name).toMatchObject({
        last_status: 'failed',
        last_message: 'interne Adresse nicht erlaubt',
        last_fetched_at: '2024-12-21T19:30:00.000Z',
      });
    expect(internal.requests).toEqual([]);
  });

  it('a feed that redirects to 127.0.0.1 or 169.254.169.254 is refused at the redirect', async () => {
    const internalFeed = `${internal.url}/feeds/de_tagesschau_2024-12-21.xml`;
    await addSource('Umleitung intern', `${outside.url}/redirect?to=${encodeURIComponent(internalFeed)}`);
    await addSource(
      'Umleitung Metadaten',
      `${outside.url}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`,
    );
    await setEnabled((name) => name.startsWith('Umleitung'));

    const outcome = await (await runPipelineNow(t, { trigger: 'manual', fetch: outsideIsPublic })).done;
    expect(outcome.summary!.sources.map((s) => [s.name, s.status, s.reason])).toEqual([
      ['Umleitung intern', 'failed', 'interne Adresse nicht erlaubt'],
      ['Umleitung Metadaten', 'failed', 'interne Adresse nicht erlaubt'],
    ]);
    expect(outside.requests.map((r) => r.path)).toEqual(['/redirect', '/redirect']);
    expect(internal.requests).toEqual([]);
  });

  it('drops articles whose link is javascript:, data:, relative …, says so per source and stores only http(s) links', async () => {
    await addSource('Unsichere Links', `${outside.url}/feeds/de_unsichere-links_2024-12-21.xml`);
    await setEnabled((name) => name === 'Unsichere Links');

    const outcome = await (await runPipelineNow(t, { trigger: 'manual', fetch: outsideIsPublic })).done;
    expect(outcome.status).toBe('succeeded');
    expect(outcome.summary!.sources).toEqual([
      expect.objectContaining({ status: 'ok', items: 3, reason: '7 Artikel mit ungültigem Link übersprungen' }),
    ]);
    expect(await sourceByName('Unsichere Links')).toMatchObject({
      last_status: 'ok',
      last_item_count: 3,
      last_message: '7 Artikel mit ungültigem Link übersprungen',
    });

    const stored = await t.db.select({ url: articles.url, canonical: articles.canonicalUrl }).from(articles);
    expect(stored.map((a) => a.url).sort()).toEqual([
      'http://example.org/eu/lieferketten',
      'https://example.org/eu/asylreform',
      'https://example.org/eu/haushalt-2025',
    ]);
    const items = await t.db.select({ sourceUrl: news.sourceUrl }).from(news);
    expect(items.length).toBeGreaterThan(0);
    for (const { sourceUrl } of items) expect(sourceUrl).toMatch(/^https?:\/\/example\.org\/eu\//);
  });

  it('the database refuses a source_url or article link with another scheme', async () => {
    const row = { title: 'Test', date: '2024-12-21' };
    for (const bad of ['javascript:alert(1)', 'javascript://example.org/%0aalert(1)', 'data:text/html,x', '/relativ'])
      await expect(t.db.insert(news).values({ ...row, sourceUrl: bad }), bad).rejects.toThrow();
    await t.db.insert(news).values([
      { ...row, sourceUrl: 'https://example.org/a' },
      { ...row, sourceUrl: null },
    ]);
    const article = {
      id: 'x1',
      canonicalUrl: 'https://example.org/x1',
      url: 'javascript://example.org/%0aalert(1)',
      source: 'x',
      language: 'de',
      title: 'x',
      publishedAt: new Date('2024-12-21T10:00:00Z'),
    };
    await expect(t.db.insert(articles).values(article)).rejects.toThrow();
    await expect(
      t.db.insert(articles).values({ ...article, url: 'https://example.org/x1', canonicalUrl: 'vbscript:x' }),
    ).rejects.toThrow();
    // Both drivers answer raw SQL with `rows`.
    const { rows } = (await t.db.execute(
      sql`select conname from pg_constraint where conname like '%http_check' order by conname`,
    )) as unknown as { rows: { conname: string }[] };
    expect(rows.map((r) => r.conname)).toEqual([
      'articles_canonical_url_http_check',
      'articles_url_http_check',
      'news_source_url_http_check',
    ]);
  });
});
