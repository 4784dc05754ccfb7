import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  backends,
  createTestContext,
  jsonRequest,
  signIn,
  type TestContext,
} from '../../../../tests/setup/test-context';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { news } from '../../db/schema/news';
import { createUser } from '../users';

describe.each(backends)('news API on %s', (backend) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(backend);
    // Wednesday 18 Nov 2026, 11:00 in Berlin: Monday 16th starts the week.
    t.clock.set('2026-11-18T10:00:00Z');
    await t.db.insert(news).values([
      { title: 'Heute', date: '2026-11-18', createdAt: new Date('2026-11-18T06:00:00Z') },
      { title: 'Montag', date: '2026-11-16', createdAt: new Date('2026-11-16T06:00:00Z') },
      { title: 'Letzte Woche', date: '2026-11-15', createdAt: new Date('2026-11-15T06:00:00Z') },
    ]);
  });
  afterAll(() => t.close());

  it('lists newest first with snake_case fields and derived categories', async () => {
    const res = await t.app.request('/api/news');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.map((n: any) => [n.title, n.category])).toEqual([
      ['Heute', 'heute'],
      ['Montag', 'woche'],
      ['Letzte Woche', 'vergangene'],
    ]);
    expect(body[0]).toMatchObject({
      instagram_text: '',
      recommendation_priority: 'mittel',
      recommendation_reasoning: null,
      publication: null,
      sharepics: [],
    });
    // Anonymous: the public shape, without the team's workings (the team shape is tested in tests/public-privacy.test.ts).
    expect(body[0]).not.toHaveProperty('recommendation_signals');
    expect(body[0]).not.toHaveProperty('recommendation_edit_suggestions');
  });

  it('filters by category and follows the clock without any job', async () => {
    const titles = async (category: string) =>
      (await (await t.app.request(`/api/news?category=${category}`)).json()).map((n: any) => n.title);
    expect(await titles('heute')).toEqual(['Heute']);
    // „Diese Woche“ is the whole ISO week, today's topics included.
    expect(await titles('woche')).toEqual(['Heute', 'Montag']);
    expect(await titles('vergangene')).toEqual(['Letzte Woche']);
    // Monday after: everything of last week is past.
    t.clock.set('2026-11-23T08:00:00Z');
    expect(await titles('woche')).toEqual([]);
    expect(await titles('vergangene')).toEqual(['Heute', 'Montag', 'Letzte Woche']);
    t.clock.set('2026-11-18T10:00:00Z');
  });

  it('uses the Berlin calendar day, not UTC', async () => {
    // 23:30 UTC on the 17th is already the 18th in Berlin.
    t.clock.set('2026-11-17T23:30:00Z');
    const body = await (await t.app.request('/api/news?category=heute')).json();
    expect(body.map((n: any) => n.title)).toEqual(['Heute']);
    t.clock.set('2026-11-18T10:00:00Z');
  });

  it('rejects an unknown category with the one error shape', async () => {
    const res = await t.app.request('/api/news?category=morgen');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'validation_failed', message: expect.any(String) } });
  });

  it('returns one item, and 404 for unknown or malformed ids', async () => {
    const [first] = await (await t.app.request('/api/news')).json();
    const one = await t.app.request(`/api/news/${first.id}`);
    expect((await one.json()).title).toBe('Heute');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.app.request(`/api/news/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: { code: 'not_found', message: 'Dieser Beitrag wurde nicht gefunden.' },
      });
    }
  });

  it('serves the list from a cache that a news-updated event clears', async () => {
    const first = await (await t.app.request('/api/news')).json();
    await t.db.update(news).set({ title: 'Geändert' }).where(eq(news.id, first[0].id));
    // Written behind the server's back: still the cached answer …
    expect((await (await t.app.request('/api/news')).json())[0].title).toBe('Heute');
    // … until a write path announces the change.
    await t.realtime.publish({ type: 'news-updated', id: first[0].id });
    expect((await (await t.app.request('/api/news')).json())[0].title).toBe('Geändert');
    await t.db.update(news).set({ title: 'Heute' }).where(eq(news.id, first[0].id));
    await t.realtime.publish({ type: 'news-updated', id: first[0].id });
  });

  it('answers 304 Not Modified to a matching If-None-Match, and an edit changes the ETag', async () => {
    const first = await t.app.request('/api/news?category=heute');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const [item] = await first.json();

    const revalidate = (ifNoneMatch: string) =>
      t.app.request('/api/news?category=heute', { headers: { 'if-none-match': ifNoneMatch } });
    for (const header of [etag, `W/${etag}`, `"anders", ${etag}`, '*']) {
      const res = await revalidate(header);
      expect(res.status, header).toBe(304);
      expect(await res.text(), header).toBe('');
      expect(res.headers.get('etag')).toBe(etag);
    }
    expect((await revalidate('"anders"')).status).toBe(200);
    // Each category has its own body, so its own tag.
    expect((await t.app.request('/api/news?category=woche')).headers.get('etag')).not.toBe(etag);

    await createUser(t, { email: 'etag@example.org', password: 'geheim123', role: 'editor' });
    const cookie = await signIn(t, 'etag@example.org', 'geheim123');
    const saved = await t.app.request(
      `/api/news/${item.id}/text`,
      jsonRequest('PATCH', { title: 'Heute, neu', instagram_text: 'Neu', version: item.version }, cookie),
    );
    expect(saved.status).toBe(200);
    const changed = await revalidate(etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await changed.json())[0].title).toBe('Heute, neu');
  });

  it('pages a list with its total, and refuses a page size out of range', async () => {
    const first = await t.app.request('/api/news/page?category=woche&limit=1');
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toMatch(/^"[\w-]{20,}"$/);
    const one = await first.json();
    expect(one).toMatchObject({ total: 2, next_offset: 1 });
    // An earlier test renamed today's topic („Heute, neu“).
    expect(one.items.map((i: { title: string }) => i.title)).toEqual([expect.stringMatching(/^Heute/)]);
    const two = await (await t.app.request('/api/news/page?category=woche&limit=1&offset=1')).json();
    expect(two).toMatchObject({ total: 2, next_offset: null });
    expect(two.items.map((i: { title: string }) => i.title)).toEqual(['Montag']);
    // „Vergangene“ is the default; a visitor gets the public shape.
    const past = await (await t.app.request('/api/news/page')).json();
    expect(past).toMatchObject({ total: 1, next_offset: null });
    expect(past.items[0]).toMatchObject({ title: 'Letzte Woche', category: 'vergangene' });
    expect(past.items[0]).not.toHaveProperty('search_term');

    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'offset=zwei', 'category=morgen']) {
      const res = await t.app.request(`/api/news/page?${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()).error, query).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });

  it('sends the list compressed to clients that accept it, the same list and ETag as uncompressed', async () => {
    const plain = await t.app.request('/api/news');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const text = await plain.text();
    const cases = [
      ['gzip, deflate', 'gzip', gunzipSync],
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const;
    for (const [accept, encoding, decode] of cases) {
      const res = await t.app.request('/api/news', { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('etag'), accept).toBe(plain.headers.get('etag'));
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.length).toBeLessThan(Buffer.byteLength(text));
      expect(decode(bytes).toString('utf8'), accept).toBe(text);
    }
    const identityOnly = await t.app.request('/api/news', { headers: { 'accept-encoding': 'identity' } });
    expect(identityOnly.headers.get('content-encoding')).toBeNull();
    expect(await identityOnly.text()).toBe(text);
  });

  it('asks better-auth for a session only when the request carries a session cookie', async () => {
    await createUser(t, { email: 'cookie@example.org', password: 'geheim123', role: 'editor' });
    const cookie = await signIn(t, 'cookie@example.org', 'geheim123');
    const getSession = vi.spyOn(t.auth.api, 'getSession');
    try {
      expect((await t.app.request('/api/news')).status).toBe(200);
      expect((await t.app.request('/api/news', { headers: { cookie: 'theme=dunkel' } })).status).toBe(200);
      expect(getSession).not.toHaveBeenCalled();
      // Without a session cookie there is no user, and the guards refuse.
      const anonymous = await t.app.request('/api/activity', { headers: { cookie: 'theme=dunkel' } });
      expect(anonymous.status).toBe(401);

      const signedIn = await t.app.request('/api/activity', { headers: { cookie } });
      expect(getSession).toHaveBeenCalledTimes(1);
      expect(signedIn.status).toBe(403);
    } finally {
      getSession.mockRestore();
    }
  });

  it('reports the database as reachable', async () => {
    const res = await t.app.request('/api/health');
    expect(await res.json()).toMatchObject({ status: 'ok', database: { reachable: true, kind: backend } });
  });
});
