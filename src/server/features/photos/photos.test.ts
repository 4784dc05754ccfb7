import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestContext, signIn, type TestContext } from '../../../../tests/setup/test-context';
import { startFakePexels } from '../../../../tests/fakes/pexels';
import { closedPort } from '../../../../tests/support/closed-port';
import { createUser } from '../users';
import { news } from '../../db/schema/news';
import { regenerateSharepics } from '../editing';
import { fromPexels } from './photos.service';

describe('photo search and uploads', () => {
  let pexels: Awaited<ReturnType<typeof startFakePexels>>;
  let withKey: TestContext;
  let withoutKey: TestContext;
  let cookieWith: string;
  let cookieWithout: string;

  beforeAll(async () => {
    pexels = await startFakePexels();
    withKey = await createTestContext('pglite', {
      PEXELS_API_KEY: pexels.apiKey,
      PEXELS_API_URL: pexels.url,
      ALLOW_PRIVATE_FETCH: 'true',
    });
    withoutKey = await createTestContext('pglite');
    for (const t of [withKey, withoutKey])
      await createUser(t, { email: 'red@example.org', password: 'geheim123', role: 'editor' });
    cookieWith = await signIn(withKey, 'red@example.org', 'geheim123');
    cookieWithout = await signIn(withoutKey, 'red@example.org', 'geheim123');
  });
  afterAll(async () => {
    await withKey.close();
    await withoutKey.close();
    await pexels.close();
  });

  it('searches Pexels on the server with the raw key, 12 landscape results in German', async () => {
    const res = await withKey.app.request('/api/photos/search?q=Europa', { headers: { cookie: cookieWith } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.sources.map((s: { source: string }) => s.source)).toEqual(['pexels', 'upload']);
    const photos = body.sources[0].photos;
    expect(photos).toHaveLength(12);
    expect(photos[0]).toMatchObject({
      id: expect.any(String),
      alt: expect.any(String),
      src: { medium: expect.any(String), large: expect.any(String) },
      photographer: expect.any(String),
      credit: { provider: 'Pexels', licence: 'Pexels-Lizenz', attribution_required: false, width: 1200 },
    });
    const [search] = pexels.searches();
    expect(search).toMatchObject({
      query: 'Europa',
      authorization: pexels.apiKey,
      params: { per_page: '12', orientation: 'landscape', locale: 'de-DE' },
    });
  });

  it('rejects an empty search term with the German message', async () => {
    const res = await withKey.app.request('/api/photos/search?q=%20%20', { headers: { cookie: cookieWith } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Bitte gib einen Suchbegriff ein');
  });

  it('is for logged-in users only', async () => {
    expect((await withKey.app.request('/api/photos/search?q=Europa')).status).toBe(401);
  });

  it('regenerates with a new photo for the search term and credits the photographer', async () => {
    const [row] = await withKey.db
      .insert(news)
      .values({ title: 'Thema', date: '2026-11-18', searchTerm: 'Parlament' })
      .returning();
    await regenerateSharepics(withKey, row!.id);
    const item = await (await withKey.app.request(`/api/news/${row!.id}`)).json();
    expect(item.sharepics[0].layers.image_url).toContain(pexels.url);
    expect(item.sharepics[0].credit).toMatchObject({ provider: 'Pexels', photographer: expect.any(String) });
  });

  it('without a Pexels key, uploads become searchable; metadata is stripped on upload', async () => {
    const withExif = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#224488' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Geheim GmbH' } } })
      .toBuffer();
    const form = new FormData();
    form.append('file', new File([withExif], 'rathaus-europa.jpg', { type: 'image/jpeg' }));
    const up = await withoutKey.app.request('/api/photos/uploads', {
      method: 'POST',
      body: form,
      headers: { cookie: cookieWithout, origin: 'http://localhost:3000' },
    });
    expect(up.status).toBe(201);
    const uploaded = await up.json();
    expect(uploaded.src.large).toMatch(/^\/media\/uploads\/[0-9a-f]{16}\.jpg$/);
    const stored = await withoutKey.app.request(uploaded.src.large);
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();

    const found = await (
      await withoutKey.app.request('/api/photos/search?q=rathaus', { headers: { cookie: cookieWithout } })
    ).json();
    expect(found).toMatchObject({
      sources: [{ source: 'upload', photos: [{ alt: 'rathaus-europa.jpg', provider: 'upload' }] }],
      // Neither external source was asked, and the answer says why, naming what to set.
      unavailable: [
        { source: 'commons', message: 'Wikimedia Commons ist abgeschaltet (COMMONS_API_URL=off).' },
        { source: 'pexels', message: 'Pexels ist nicht eingerichtet (PEXELS_API_KEY fehlt).' },
      ],
    });
  });

  it('refuses files that are not JPEG, PNG or WebP', async () => {
    const form = new FormData();
    form.append('file', new File(['hallo'], 'text.txt', { type: 'text/plain' }));
    const res = await withoutKey.app.request('/api/photos/uploads', {
      method: 'POST',
      body: form,
      headers: { cookie: cookieWithout, origin: 'http://localhost:3000' },
    });
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe('Bitte lade ein JPEG-, PNG- oder WebP-Bild hoch.');
  });

  it('keeps only http(s) links of a provider result, so no other scheme is stored as a credit', () => {
    const item = {
      id: 7,
      alt: 'Brüssel',
      src: {
        medium: 'https://images.pexels.com/7-m.jpg',
        large: 'https://images.pexels.com/7-l.jpg',
        large2x: 'https://images.pexels.com/7.jpg',
      },
      photographer: 'Foto',
      photographer_url: 'javascript://www.pexels.com/%0aalert(1)',
      url: 'data:text/html,x',
    };
    expect(fromPexels(item)).toMatchObject({
      photographer_url: undefined,
      url: undefined,
      src: { large: 'https://images.pexels.com/7.jpg' },
    });
    expect(fromPexels({ ...item, src: { ...item.src, large2x: 'javascript:alert(1)' } })).toBeNull();
    expect(fromPexels({ ...item, photographer_url: 'https://www.pexels.com/@foto' })?.photographer_url).toBe(
      'https://www.pexels.com/@foto',
    );
  });
});

describe('photo search on a server without internet', () => {
  let t: TestContext;
  let cookie: string;

  beforeAll(async () => {
    // A port nobody listens on stands in for Wikimedia Commons out of reach.
    const port = await closedPort();
    t = await createTestContext('pglite', {
      COMMONS_API_URL: `http://127.0.0.1:${port}/w/api.php`,
      ALLOW_PRIVATE_FETCH: 'true',
    });
    await createUser(t, { email: 'red@example.org', password: 'geheim123', role: 'editor' });
    cookie = await signIn(t, 'red@example.org', 'geheim123');
  });
  afterAll(() => t.close());

  it('names the source that could not be reached, and the one that is not set up', async () => {
    const body = await (await t.app.request('/api/photos/search?q=Europa', { headers: { cookie } })).json();
    expect(body.sources[0]).toEqual({
      source: 'commons',
      photos: [],
      message: 'Wikimedia Commons ist gerade nicht erreichbar.',
      unreachable: true,
    });
    expect(body.unavailable).toEqual([
      { source: 'pexels', message: 'Pexels ist nicht eingerichtet (PEXELS_API_KEY fehlt).' },
    ]);
  });
});
