import { createServer, type Server } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createTestContext,
  jsonRequest,
  signIn,
  type TestContext,
} from '../../../../tests/setup/test-context';
import { news } from '../../db/schema/news';
import { createUser } from '../users';
import { regenerateSharepics, regenerationFailureMessage } from './regenerate';
import { conflict } from '../../lib/errors';

async function servePhoto(): Promise<{ url: string; server: Server }> {
  const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#c0d0e0' } })
    .jpeg()
    .toBuffer();
  const server = createServer((req, res) => {
    if (req.url === '/photo.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>kein Bild</html>');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server };
}

describe.each(backends)('editing a topic on %s', (backend) => {
  let t: TestContext;
  let cookie: string;
  let id: string;
  let photo: { url: string; server: Server };

  beforeAll(async () => {
    t = await createTestContext(backend, { ALLOW_PRIVATE_FETCH: 'true' });
    photo = await servePhoto();
    await createUser(t, { email: 'red@example.org', password: 'geheim123', role: 'editor' });
    cookie = await signIn(t, 'red@example.org', 'geheim123');
    const [row] = await t.db
      .insert(news)
      .values({ title: 'Gipfel in Brüssel', date: '2026-11-18', instagramText: 'Alt' })
      .returning();
    id = row!.id;
  });
  afterAll(async () => {
    photo.server.close();
    await t.close();
  });

  const current = async () => await (await t.app.request(`/api/news/${id}`)).json();

  it('requires a session to edit', async () => {
    const res = await t.app.request(
      `/api/news/${id}/text`,
      jsonRequest('PATCH', { title: 'x', instagram_text: 'y', version: 1 }),
    );
    expect(res.status).toBe(401);
  });

  it('saves title and Instagram text, sets status bearbeitet and bumps the version', async () => {
    const before = await current();
    const res = await t.app.request(
      `/api/news/${id}/text`,
      jsonRequest(
        'PATCH',
        { title: 'Gipfel in Brüssel endet', instagram_text: 'Neu\nmit Zeilenumbruch', version: before.version },
        cookie,
      ),
    );
    expect(res.status).toBe(200);
    const item = await res.json();
    expect(item).toMatchObject({
      title: 'Gipfel in Brüssel endet',
      instagram_text: 'Neu\nmit Zeilenumbruch',
      status: 'bearbeitet',
      version: before.version + 1,
    });
  });

  it('refuses a save based on an outdated version with a German conflict message, keeping the earlier save', async () => {
    const stale = (await current()).version - 1;
    const res = await t.app.request(
      `/api/news/${id}/text`,
      jsonRequest('PATCH', { title: 'Überschrieben?', instagram_text: 'x', version: stale }, cookie),
    );
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toMatch(/Jemand anderes hat diesen Beitrag inzwischen geändert/);
    expect((await current()).title).toBe('Gipfel in Brüssel endet');
  });

  it('re-renders sharepics 1 and 2 from new texts and keeps every input in the layers', async () => {
    const { version } = await current();
    const res = await t.app.request(
      `/api/news/${id}/sharepics`,
      jsonRequest(
        'PATCH',
        {
          sharepics: [
            { titel: 'Titel Eins', inhalt: '' },
            { titel: 'Titel Zwei', inhalt: 'Größere Straßen für Europa' },
          ],
          version,
        },
        cookie,
      ),
    );
    expect(res.status).toBe(200);
    const { item, overflow } = await res.json();
    expect(overflow).toEqual([]);
    expect(item.sharepics).toHaveLength(3);
    expect(item.sharepics[1].layers).toEqual({
      titel: 'Titel Zwei',
      inhalt: 'Größere Straßen für Europa',
      image_url: '',
    });
    expect(item.sharepics[1].alt).toContain('Titel Zwei');
    const png = await t.app.request(item.sharepics[1].url);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1350]);
  });

  it('refuses editing the fixed info image (three sharepics sent)', async () => {
    const { version } = await current();
    const three = [
      { titel: 'a', inhalt: '' },
      { titel: 'b', inhalt: '' },
      { titel: 'c', inhalt: '' },
    ];
    const res = await t.app.request(
      `/api/news/${id}/sharepics`,
      jsonRequest('PATCH', { sharepics: three, version }, cookie),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(
      'Sharepic 3 ist das feste Info-Bild und kann nicht bearbeitet werden.',
    );
  });

  it('reports text within the budgets that still cannot fit, and still renders', async () => {
    const { version } = await current();
    // Both at their budgets: the body has room for this much only next to a short title.
    const title = 'Sehr langer Titel über europäische Gesetzgebung. '.repeat(7).slice(0, 320);
    const long = 'Sehr langer Text über europäische Gesetzgebung. '.repeat(29).slice(0, 1400);
    const res = await t.app.request(
      `/api/news/${id}/sharepics`,
      jsonRequest(
        'PATCH',
        {
          sharepics: [
            { titel: 'Kurz', inhalt: '' },
            { titel: title, inhalt: long },
          ],
          version,
        },
        cookie,
      ),
    );
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    const { item, overflow } = body;
    expect(overflow).toEqual([{ index: 2, message: 'Text zu lang für Sharepic 2' }]);
    expect(item.sharepics[1].overflow).toBe(true);
    expect(item.recommendation_sharepic_quality).toContain('Der Text ist zu lang für Sharepic 2.');
  });

  it('refuses sharepic texts over the budgets with a 422 naming the limit, and keeps the item unchanged', async () => {
    const before = await current();
    const send = (sharepics: { titel: string; inhalt: string }[]) =>
      t.app.request(`/api/news/${id}/sharepics`, jsonRequest('PATCH', { sharepics, version: before.version }, cookie));
    const cases: [{ titel: string; inhalt: string }[], string][] = [
      [
        [
          { titel: 'x'.repeat(100_000), inhalt: '' },
          { titel: 'Kurz', inhalt: '' },
        ],
        'Der Titel von Sharepic 1 ist zu lang für das Bild: höchstens 320 Zeichen, eingegeben wurden 100.000.',
      ],
      [
        [
          { titel: 'Kurz', inhalt: '' },
          { titel: 'Kurz', inhalt: 'Wort '.repeat(300) },
        ],
        'Der Text von Sharepic 2 ist zu lang für das Bild: höchstens 1.400 Zeichen, eingegeben wurden 1.499.',
      ],
    ];
    for (const [sharepics, message] of cases) {
      const res = await send(sharepics);
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ error: { code: 'validation_failed', message } });
    }
    const after = await current();
    expect(after.version).toBe(before.version);
    expect(after.sharepics).toEqual(before.sharepics);
  });

  it('sets backgrounds from a URL and explains a URL that is not an image', async () => {
    const { version } = await current();
    const ok = await t.app.request(
      `/api/news/${id}/backgrounds`,
      jsonRequest(
        'PATCH',
        { backgrounds: [{ image_url: `${photo.url}/photo.jpg` }, { image_url: '' }], version },
        cookie,
      ),
    );
    expect(ok.status).toBe(200);
    const { item } = await ok.json();
    expect(item.sharepics[0].layers.image_url).toBe(`${photo.url}/photo.jpg`);
    expect(item.status).toBe('bearbeitet');

    const bad = await t.app.request(
      `/api/news/${id}/backgrounds`,
      jsonRequest(
        'PATCH',
        { backgrounds: [{ image_url: `${photo.url}/seite.html` }, { image_url: '' }], version: item.version },
        cookie,
      ),
    );
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.message).toMatch(/^Sharepic 1: /);
  });

  it('refuses texts above their limits and control characters in German, storing nothing', async () => {
    const before = await current();
    const send = (path: string, body: unknown) =>
      t.app.request(`/api/news/${id}/${path}`, jsonRequest('PATCH', body, cookie));
    const expectRefused = async (res: Response, message: string, status = 400) => {
      expect(res.status).toBe(status);
      expect((await res.json()).error).toMatchObject({ code: 'validation_failed', message });
    };
    await expectRefused(
      await send('text', { title: 'Titel', instagram_text: 'x'.repeat(10_001), version: before.version }),
      'Der Instagram-Text darf höchstens 10.000 Zeichen lang sein.',
      422,
    );
    await expectRefused(
      await send('text', { title: 'Gipfel\u0000', instagram_text: 'x', version: before.version }),
      'Der Text darf keine Steuerzeichen enthalten.',
    );
    await expectRefused(
      await send('text', { title: 'Titel', instagram_text: 'x', version: 2 ** 31 }),
      'Die Versionsnummer ist ungültig. Bitte lade die Seite neu.',
    );
    const texts = (titel: string, inhalt: string) => ({
      sharepics: [
        { titel, inhalt: '' },
        { titel: 'Kurz', inhalt },
      ],
      version: before.version,
    });
    await expectRefused(
      await send('sharepics', texts('t'.repeat(321), '')),
      'Der Titel von Sharepic 1 ist zu lang für das Bild: höchstens 320 Zeichen, eingegeben wurden 321.',
      422,
    );
    await expectRefused(
      await send('sharepics', texts('Titel', 'b'.repeat(1401))),
      'Der Text von Sharepic 2 ist zu lang für das Bild: höchstens 1.400 Zeichen, eingegeben wurden 1.401.',
      422,
    );
    // A line break in a caption or sharepic text is fine; a tab too.
    const ok = await send('text', {
      title: before.title,
      instagram_text: 'Zeile 1\n\tZeile 2',
      version: before.version,
    });
    expect(ok.status).toBe(200);
    expect((await current()).version).toBe(before.version + 1);
  });

  it('stores only http(s) links as photo credits and backgrounds', async () => {
    const { version } = await current();
    const credit = (link: string) => ({ photographer: 'Foto', photographer_url: link, provider: 'Pexels' });
    for (const link of [
      'javascript://example.org/%0aalert(1)',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://x.org',
    ]) {
      const res = await t.app.request(
        `/api/news/${id}/backgrounds`,
        jsonRequest(
          'PATCH',
          { backgrounds: [{ image_url: '', credit: credit(link) }, { image_url: '' }], version },
          cookie,
        ),
      );
      expect(res.status, link).toBe(400);
      expect((await res.json()).error.message, link).toBe('Bitte gib eine gültige http(s)-Adresse ein');
    }
    for (const image of ['javascript://example.org/%0aalert(1)', '/media/../../etc/passwd', 'file:///etc/passwd']) {
      const res = await t.app.request(
        `/api/news/${id}/backgrounds`,
        jsonRequest('PATCH', { backgrounds: [{ image_url: image }, { image_url: '' }], version }, cookie),
      );
      expect(res.status, image).toBe(400);
      expect((await res.json()).error.message, image).toBe(
        'Bitte gib eine http(s)-Adresse oder ein hochgeladenes Bild an.',
      );
    }
    expect((await current()).version).toBe(version);
  });

  it('answers a malformed id like an unknown one', async () => {
    for (const bad of ['%00', 'nicht-da', '00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.request(
        `/api/news/${bad}/text`,
        jsonRequest('PATCH', { title: 'x', instagram_text: 'y', version: 1 }, cookie),
      );
      expect(res.status, bad).toBe(404);
      expect((await res.json()).error.message).toBe('Dieser Beitrag wurde nicht gefunden.');
    }
  });

  it('regenerates images keeping the editor texts and announces the change', async () => {
    const events: unknown[] = [];
    const unsubscribe = t.realtime.subscribe((e) => events.push(e));
    const before = await current();
    await regenerateSharepics(t, id);
    const after = await current();
    expect(after.version).toBe(before.version + 1);
    expect(after.sharepics[1].layers.titel).toBe(before.sharepics[1].layers.titel);
    await expect.poll(() => events).toContainEqual({ type: 'news-updated', id });
    await expect.poll(() => events).toContainEqual({ type: 'news-images-regenerated', id });
    unsubscribe();
  });

  it('announces a regeneration whose images come out identical, too', async () => {
    await regenerateSharepics(t, id);
    const urls = (item: { sharepics: { url: string }[] }) => item.sharepics.map((s) => s.url);
    const before = await current();
    const events: unknown[] = [];
    const unsubscribe = t.realtime.subscribe((e) => events.push(e));
    await regenerateSharepics(t, id);
    const after = await current();
    expect(urls(after)).toEqual(urls(before));
    expect(after.version).toBe(before.version + 1);
    await expect.poll(() => events).toContainEqual({ type: 'news-images-regenerated', id });
    unsubscribe();
  });

  it('streams news-images-regenerated to browsers after every regeneration, also when the images are identical', async () => {
    const abort = new AbortController();
    const res = await t.app.request('/api/events', { signal: abort.signal });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const regenerated = () =>
      received.split('\n\n').filter((block) => block.includes('event: news-images-regenerated') && block.includes(id));
    const pump = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        received += decoder.decode(value);
      }
    })();
    await expect.poll(() => received).toContain('event: ready');
    const before = (await current()).sharepics.map((s: { url: string }) => s.url);
    await regenerateSharepics(t, id);
    await regenerateSharepics(t, id);
    // Same texts, no photo provider: the same images, so only the dedicated event tells the browser.
    expect((await current()).sharepics.map((s: { url: string }) => s.url)).toEqual(before);
    await expect.poll(() => regenerated().length).toBe(2);
    expect(JSON.parse(regenerated()[0]!.split('data: ')[1]!)).toEqual({ type: 'news-images-regenerated', id });
    abort.abort();
    await reader.cancel().catch(() => undefined);
    await pump.catch(() => undefined);
  });

  it('tells the waiting browser a German reason for a failed regeneration, never an internal error text', () => {
    expect(regenerationFailureMessage(new Error('connection terminated unexpectedly'))).toBe(
      'Die Bilder konnten nicht neu erzeugt werden. Bitte versuche es erneut.',
    );
    expect(regenerationFailureMessage(conflict('Der Beitrag wurde geändert.'))).toBe('Der Beitrag wurde geändert.');
  });
});
