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
import { createUser } from '../users/users.service';
import { regenerateSharepics } from './regenerate';

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

  it('reports text that cannot fit, and still renders', async () => {
    const { version } = await current();
    const long = 'Sehr langer Text über europäische Gesetzgebung. '.repeat(40);
    const res = await t.app.request(
      `/api/news/${id}/sharepics`,
      jsonRequest(
        'PATCH',
        {
          sharepics: [
            { titel: 'Kurz', inhalt: '' },
            { titel: 'Kurz', inhalt: long },
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
    expect(item.recommendation_sharepic_quality).toContain('Text zu lang für Sharepic 2');
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

  it('regenerates images keeping the editor texts and announces the change', async () => {
    const events: unknown[] = [];
    const unsubscribe = t.realtime.subscribe((e) => events.push(e));
    const before = await current();
    await regenerateSharepics(t, id);
    const after = await current();
    expect(after.version).toBe(before.version + 1);
    expect(after.sharepics[1].layers.titel).toBe(before.sharepics[1].layers.titel);
    await expect.poll(() => events).toContainEqual({ type: 'news-updated', id });
    unsubscribe();
  });
});
