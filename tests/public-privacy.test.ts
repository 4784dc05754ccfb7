import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestContext, signIn, type TestContext } from './setup/test-context';
import { news } from '../src/server/db/schema/news';
import { newsPublication } from '../src/server/db/schema/publishing';
import { createUser, ensureFirstAdmin } from '../src/server/features/users';

/**
 * Anonymous visitors never see an e-mail address, and see the proposal without the team's workings
 * (docs/decisions/019-public-view.md). Every GET route the app registers is called without a session,
 * after a topic was published by a team member, and every answer is searched for an address.
 */
const emailPattern = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;
const publisherEmail = 'anna.publisher@verein.example';

const teamOnlyFields = [
  'search_term',
  'recommendation_sharepic_quality',
  'recommendation_edit_suggestions',
  'recommendation_alarmismus_flag',
  'recommendation_spekulation_flag',
  'recommendation_juristische_risiko_flag',
  'recommendation_flag_evidence',
  'recommendation_signals',
];

describe.each(backends)('the public view on %s', (backend) => {
  let t: TestContext;
  let newsId: string;
  let teamCookie: string;

  beforeAll(async () => {
    t = await createTestContext(backend, { ADMIN_EMAIL: 'admin@verein.example', ADMIN_PASSWORD: 'geheim123' });
    await ensureFirstAdmin(t);
    const publisher = await createUser(t, { email: publisherEmail, password: 'geheim123', role: 'editor' });
    teamCookie = await signIn(t, publisherEmail, 'geheim123');
    const [row] = await t.db
      .insert(news)
      .values({
        title: 'Gipfel in Brüssel',
        date: '2026-11-18',
        status: 'veröffentlicht',
        instagramText: 'Der Gipfel in Brüssel. #EU',
        recommendationReasoning: 'Hoch. Warum ausgewählt: 5 Medien aus 3 Ländern.',
        recommendationEditSuggestions: ['Quelle nennen'],
        recommendationSignals: { medien: 5, score: 0.83 },
      })
      .returning();
    newsId = row!.id;
    await t.db.insert(newsPublication).values({
      newsId,
      status: 'sent',
      requestedBy: publisher.id,
      requestedByEmail: publisherEmail,
      requestedAt: new Date('2026-11-18T13:00:00Z'),
      finishedAt: new Date('2026-11-18T13:03:00Z'),
      previousStatus: 'bearbeitet',
      caption: 'Der Gipfel in Brüssel. #EU',
      images: [],
      contentHash: 'h1',
      channelId: 'c1',
      bufferPostId: 'post-1',
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });

  it('no anonymous answer of any GET route contains an e-mail address', async () => {
    const paths = new Set<string>();
    for (const r of t.app.routes) {
      if (r.method !== 'GET') continue;
      paths.add(r.path.replace(/\/+$/, '').replace(/:id/g, newsId).replace('/*', '/x') || '/');
    }
    for (const c of ['heute', 'woche', 'vergangene']) paths.add(`/api/news?category=${c}`);
    expect(paths).toContain('/api/news');
    expect(paths).toContain(`/api/news/${newsId}`);

    const checked: string[] = [];
    for (const path of paths) {
      if (path === '/api/events') continue; // a stream; read below
      const res = await get(path);
      const body = await res.text();
      expect(body, path).not.toMatch(emailPattern);
      checked.push(`${path} ${res.status}`);
    }
    // The list and the item were answered (not refused), so the search had something to search.
    expect(checked).toContain('/api/news 200');
    expect(checked).toContain(`/api/news/${newsId} 200`);
  });

  it('the anonymous event stream carries no e-mail address either', async () => {
    const abort = new AbortController();
    const res = await t.app.request('/api/events', { signal: abort.signal });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let seen = decoder.decode((await reader.read()).value);
    await t.realtime.publish({ type: 'news-updated', id: newsId });
    while (!seen.includes('news-updated')) seen += decoder.decode((await reader.read()).value);
    abort.abort();
    await reader.cancel().catch(() => {});
    expect(seen).not.toMatch(emailPattern);
  });

  it('a visitor gets the proposal, priority, reasoning and the publication date; nothing of the team’s workings', async () => {
    const listed = ((await (await get('/api/news')).json()) as Record<string, unknown>[]).find((n) => n.id === newsId)!;
    const single = (await (await get(`/api/news/${newsId}`)).json()) as Record<string, unknown>;
    for (const item of [listed, single]) {
      expect(item).toMatchObject({
        title: 'Gipfel in Brüssel',
        recommendation_reasoning: 'Hoch. Warum ausgewählt: 5 Medien aus 3 Ländern.',
        publication: { published_at: '2026-11-18T13:03:00.000Z' },
      });
      expect(Object.keys(item.publication as object)).toEqual(['published_at']);
      for (const field of teamOnlyFields) expect(item, field).not.toHaveProperty(field);
    }
  });

  it('the team gets its own shape with the display name and the address, and its own cache entry and ETag', async () => {
    const visitor = await get('/api/news');
    const team = await get('/api/news', { cookie: teamCookie });
    const visitorAgain = await get('/api/news');
    expect(team.headers.get('etag')).not.toBe(visitor.headers.get('etag'));
    expect(visitorAgain.headers.get('etag')).toBe(visitor.headers.get('etag'));
    expect(visitor.headers.get('vary')).toContain('Cookie');
    expect(await visitorAgain.text()).not.toMatch(emailPattern);

    const item = ((await team.json()) as Record<string, any>[]).find((n) => n.id === newsId)!;
    expect(item.publication).toMatchObject({
      published_by_name: 'Anna.publisher',
      published_by_email: publisherEmail,
      buffer_post_id: 'post-1',
    });
    expect(item.recommendation_signals).toEqual({ medien: 5, score: 0.83 });
    expect(item.recommendation_edit_suggestions).toEqual(['Quelle nennen']);

    // A visitor's ETag never revalidates the team's body, and the other way round.
    const crossed = await get('/api/news', { 'if-none-match': visitor.headers.get('etag')!, cookie: teamCookie });
    expect(crossed.status).toBe(200);
  });
});
