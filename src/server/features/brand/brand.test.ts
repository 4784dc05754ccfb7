import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createTestContext,
  jsonRequest,
  signIn,
  type TestContext,
} from '../../../../tests/setup/test-context';
import { brandVersion } from '../../db/schema/brand';
import { news } from '../../db/schema/news';
import { mediaFileOf } from '../../lib/media-files';
import { brandSchema } from '../../../shared/brand';
import type { Sharepic } from '../../../shared/news';
import { renderForNews } from '../news';
import { createUser } from '../users';
import { rerenderForCurrentBrand, resumeBrandRerender } from '../brand-rerender';

const ruby = {
  organizationName: 'Europa-Union Ulm',
  claim: 'Europa beginnt vor Ort',
  primaryColor: '#b01020',
  accentColor: '#FFE08A',
  font: 'Inter',
  layout: 'photo-band',
  infoHeadline: 'Europa geht uns alle an',
  infoCallToAction: 'Mach mit: europa-union-ulm.de',
};

const svg = (inner: string, attrs = '') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" ${attrs}>${inner}</svg>`);
const goodSvg = svg('<rect width="200" height="100" fill="#003399"/><circle cx="50" cy="50" r="30" fill="#FFCC00"/>');

async function pngOf(width: number, height: number) {
  return sharp({ create: { width, height, channels: 4, background: '#123456' } })
    .png()
    .withMetadata({ exif: { IFD0: { Artist: 'Geheimer Name' } } })
    .toBuffer();
}

describe.each(backends)('brand settings („Erscheinungsbild“) on %s', (backend) => {
  let t: TestContext;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestContext(backend, { ORGANIZATION_NAME: 'Europa-Union Teststadt' });
    await createUser(t, { email: 'admin@example.org', password: 'geheim123', role: 'admin' });
    await createUser(t, { email: 'editor@example.org', password: 'geheim123', role: 'editor' });
    admin = await signIn(t, 'admin@example.org', 'geheim123');
    editor = await signIn(t, 'editor@example.org', 'geheim123');
  });
  afterAll(() => t.close());

  const get = (path: string, cookie?: string) => t.app.request(path, { headers: cookie ? { cookie } : {} });
  const send = (method: string, path: string, body: unknown, cookie = admin) =>
    t.app.request(path, jsonRequest(method, body, cookie));
  const upload = (bytes: Buffer, name: string, type: string, cookie = admin) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], name, { type }));
    return t.app.request('/api/settings/brand/logo', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', cookie },
      body: form,
    });
  };
  const versions = async () => (await t.db.select().from(brandVersion)).length;
  const settings = async () => (await get('/api/settings/brand', admin)).json();

  it('shows today’s look under ORGANIZATION_NAME to everyone before anything is saved', async () => {
    const res = await get('/api/brand');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      organizationName: 'Europa-Union Teststadt',
      claim: '',
      primaryColor: '#003399',
      accentColor: '#FFCC00',
      font: 'Inter',
      layout: 'photo-scrim',
    });
    expect(await settings()).toMatchObject({ version: null, logo: null, rerender: null });
  });

  it('lets only admins read, save, preview and upload', async () => {
    for (const cookie of [editor, undefined]) {
      const answers = [
        await get('/api/settings/brand', cookie),
        await t.app.request('/api/settings/brand', jsonRequest('PUT', ruby, cookie)),
        await t.app.request('/api/settings/brand/preview', jsonRequest('POST', ruby, cookie)),
        await upload(goodSvg, 'logo.svg', 'image/svg+xml', cookie ?? ''),
      ];
      for (const res of answers) {
        expect(res.status).toBe(cookie ? 403 : 401);
        expect((await res.json()).error.code).toBe(cookie ? 'forbidden' : 'unauthorized');
      }
    }
    expect(await versions()).toBe(0);
  });

  it('refuses unreadable colours with 422 naming the measured contrast, and saves nothing', async () => {
    const res = await send('PUT', '/api/settings/brand', { ...ruby, primaryColor: '#FFD700' });
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe(
      'Zu wenig Kontrast: Weiße Schrift auf der Hauptfarbe erreicht nur 1,40:1, nötig sind mindestens 4,50:1.',
    );
    const accent = await send('PUT', '/api/settings/brand', { ...ruby, accentColor: '#C01828' });
    expect(accent.status).toBe(422);
    expect((await accent.json()).error.message).toMatch(/^Zu wenig Kontrast: Die Hauptfarbe auf der Akzentfarbe/);
    const layout = await send('PUT', '/api/settings/brand', { ...ruby, layout: 'wild' });
    expect(layout.status).toBe(400);
    expect(await versions()).toBe(0);
  });

  it('refuses each text over its limit with 422 and a message naming that limit', async () => {
    const cases: [keyof typeof ruby, number, string][] = [
      ['organizationName', 80, 'Der Name darf höchstens 80 Zeichen lang sein.'],
      ['claim', 120, 'Der Claim darf höchstens 120 Zeichen lang sein.'],
      ['infoHeadline', 120, 'Die Überschrift des Info-Bilds darf höchstens 120 Zeichen lang sein.'],
      ['infoCallToAction', 200, 'Der Text des Info-Bilds darf höchstens 200 Zeichen lang sein.'],
    ];
    for (const [field, limit, message] of cases) {
      expect(brandSchema.safeParse({ ...ruby, [field]: 'x'.repeat(limit) }).success, field).toBe(true);
      const over = await send('PUT', '/api/settings/brand', { ...ruby, [field]: 'x'.repeat(limit + 1) });
      expect(over.status, field).toBe(422);
      expect((await over.json()).error).toMatchObject({ code: 'validation_failed', message });
    }
    expect(await versions()).toBe(0);
  });

  it('previews the three sharepics in a draft look without saving it', async () => {
    const res = await send('POST', '/api/settings/brand/preview', ruby);
    expect(res.status).toBe(200);
    const { images } = await res.json();
    expect(images).toHaveLength(3);
    for (const image of images) expect(image).toMatch(/^data:image\/jpeg;base64,/);
    const blue = (
      await (await send('POST', '/api/settings/brand/preview', { ...ruby, primaryColor: '#003399' })).json()
    ).images;
    expect(blue[2]).not.toBe(images[2]);
    // The info image stands on the primary colour: red in the draft, blue in the other one.
    const corner = async (dataUrl: string) => {
      const { data } = await sharp(Buffer.from(dataUrl.split(',')[1]!, 'base64'))
        .extract({ left: 4, top: 4, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data];
    };
    const [r1, , b1] = await corner(images[2]);
    const [r2, , b2] = await corner(blue[2]);
    expect(r1! > b1!).toBe(true);
    expect(b2! > r2!).toBe(true);
    expect(await versions()).toBe(0);
  });

  it('saves a version that the public header and every later render use', async () => {
    const res = await send('PUT', '/api/settings/brand', ruby);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      version: 1,
      brand: { ...ruby, primaryColor: '#B01020' },
      rerender: { status: 'queued', done: 0, total: 0 },
    });
    expect(await (await get('/api/brand')).json()).toMatchObject({
      organizationName: 'Europa-Union Ulm',
      primaryColor: '#B01020',
    });
  });

  it('re-encodes a PNG logo (no metadata) and rasterises a clean SVG, each as a new version', async () => {
    const png = await upload(await pngOf(400, 200), 'logo.png', 'image/png');
    expect(png.status).toBe(200);
    const view = await png.json();
    expect(view).toMatchObject({ version: 2, logo: { width: 400, height: 200 }, brand: { primaryColor: '#B01020' } });
    const stored = Buffer.from(view.logo.dataUrl.split(',')[1], 'base64');
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    const vector = await upload(goodSvg, 'logo.svg', 'image/svg+xml');
    expect(vector.status).toBe(200);
    expect(await vector.json()).toMatchObject({ version: 3, logo: { width: 800, height: 400 } });
  });

  it('draws the text of an SVG logo with the bundled fonts, whatever font family it names', async () => {
    // Text only, no shapes: without fonts the stored logo would be fully transparent.
    for (const family of ['Inter', 'Arial, Helvetica, sans-serif', 'serif']) {
      const res = await upload(
        svg(`<text x="10" y="75" font-family="${family}" font-weight="700" font-size="70" fill="#003399">EU</text>`),
        'logo.svg',
        'image/svg+xml',
      );
      expect(res.status, family).toBe(200);
      const { logo } = await res.json();
      expect(logo).toMatchObject({ width: 800, height: 400 });
      const png = Buffer.from(logo.dataUrl.split(',')[1], 'base64');
      const opaque = async (left: number, top: number, width: number, height: number) => {
        const { data } = await sharp(png)
          .extract({ left, top, width, height })
          .raw()
          .toBuffer({ resolveWithObject: true });
        let count = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 128) count += 1;
        return count / (width * height);
      };
      // Where „EU“ stands (x 10–110, y 20–75 in the 200×100 logo, four times as large stored) …
      expect(await opaque(40, 80, 400, 220), family).toBeGreaterThan(0.2);
      // … and nothing right of it.
      expect(await opaque(560, 0, 240, 400), family).toBe(0);
    }
  });

  it('still refuses an SVG logo with text that asks for an outside font or image', async () => {
    const before = await settings();
    for (const inner of [
      '<style>@font-face { font-family: Fremd; src: url(https://evil.example/fremd.woff); }</style><text font-family="Fremd" y="50">EU</text>',
      '<style>text { font-family: Fremd; src: url("//evil.example/f.ttf") }</style><text y="50">EU</text>',
      '<text y="50" style="font-family: Fremd; background: url(https://evil.example/x.png)">EU</text>',
      '<text y="50">EU</text><image href="https://evil.example/x.png" width="10" height="10"/>',
    ]) {
      const res = await upload(svg(inner), 'logo.svg', 'image/svg+xml');
      expect(res.status, inner).toBe(422);
      expect((await res.json()).error.message).toBe(
        'Das SVG-Logo verweist auf Inhalte außerhalb der Datei. Erlaubt sind nur Verweise innerhalb des Logos (#…).',
      );
    }
    expect(await settings()).toEqual(before);
  });

  it('refuses scripts, event attributes, outside references and oversize logos in German, keeping the brand', async () => {
    const before = await settings();
    const refused: [Buffer, number, string | RegExp][] = [
      [
        svg('<script>alert(1)</script>'),
        422,
        'Das SVG-Logo enthält ein Skript. Bitte ein Logo ohne Skripte hochladen.',
      ],
      [svg('<rect width="10" height="10"/>', 'onload="alert(1)"'), 422, /Ereignis-Attribut „onload“/],
      [
        svg('<image href="https://evil.example/x.png" width="10" height="10"/>'),
        422,
        'Das SVG-Logo verweist auf Inhalte außerhalb der Datei. Erlaubt sind nur Verweise innerhalb des Logos (#…).',
      ],
      [
        svg('<use xlink:href="file:///etc/passwd"/>', 'xmlns:xlink="http://www.w3.org/1999/xlink"'),
        422,
        /außerhalb der Datei/,
      ],
      [svg('<rect fill="url(http://evil.example/p.svg#a)" width="9" height="9"/>'), 422, /außerhalb der Datei/],
      [svg('<style>@import url("https://evil.example/a.css");</style>'), 422, /außerhalb der Datei/],
      [svg('<a href="&#106;avascript:alert(1)"><rect width="9" height="9"/></a>'), 422, /außerhalb der Datei/],
      [svg('<foreignObject><div/></foreignObject>'), 422, /Element „foreignObject“/],
      [
        Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>'),
        422,
        /DOCTYPE- oder ENTITY-Angabe/,
      ],
      [await pngOf(5000, 100), 422, /zwischen 32 und 4\.000 Pixel groß sein \(hochgeladen: 5\.000 × 100 Pixel\)/],
      [await pngOf(20, 20), 422, /hochgeladen: 20 × 20 Pixel/],
      [Buffer.from('GIF89a....'), 422, 'Bitte das Logo als PNG- oder SVG-Datei hochladen.'],
      [Buffer.alloc(1024 * 1024 + 10, 0x20), 413, 'Das Logo ist zu groß (höchstens 1 MB).'],
    ];
    for (const [bytes, status, message] of refused) {
      const res = await upload(bytes, 'logo.svg', 'image/svg+xml');
      expect(res.status, String(message)).toBe(status);
      const error = (await res.json()).error.message;
      if (typeof message === 'string') expect(error).toBe(message);
      else expect(error).toMatch(message);
    }
    expect(await settings()).toEqual(before);
  });

  describe('re-rendering after a change', () => {
    let rendered: Sharepic[];
    const item = async (status: 'vorschlag' | 'bearbeitet' | 'veröffentlicht', title: string) => {
      const [row] = await t.db
        .insert(news)
        .values({ title, date: '2026-11-18', status, sharepics: rendered })
        .returning();
      return row!;
    };
    const sharepicsOf = async (id: string) => (await t.db.select().from(news).where(eq(news.id, id)))[0]!.sharepics;

    beforeAll(async () => {
      rendered = (
        await renderForNews(
          t,
          [
            { titel: 'Europa wählt', inhalt: '', image_url: '' },
            { titel: 'Was jetzt zählt', inhalt: 'Drei Punkte zur Wahl', image_url: '' },
          ],
          [null, null],
        )
      ).sharepics;
    });

    it('renders only the proposals again; edited and published items keep their images', async () => {
      const proposals = [await item('vorschlag', 'Erster Vorschlag'), await item('vorschlag', 'Zweiter Vorschlag')];
      const edited = await item('bearbeitet', 'Bearbeitet');
      const published = await item('veröffentlicht', 'Veröffentlicht');

      expect((await send('PUT', '/api/settings/brand', { ...ruby, primaryColor: '#1A5E20' })).status).toBe(200);
      await rerenderForCurrentBrand(t);

      expect((await settings()).rerender).toEqual({ status: 'done', done: 2, total: 2 });
      for (const p of proposals) {
        const now = await sharepicsOf(p.id);
        expect(now.map((s) => s.url)).not.toEqual(rendered.map((s) => s.url));
        expect(now[0]!.layers).toEqual(rendered[0]!.layers);
        // The info image stands on the new primary colour (green).
        const file = mediaFileOf(t.env.mediaDir, now[2]!.url)!;
        const { data } = await sharp(file).extract({ left: 4, top: 4, width: 1, height: 1 }).raw().toBuffer({
          resolveWithObject: true,
        });
        expect(data[1]! > data[0]! && data[1]! > data[2]!).toBe(true);
        expect((await t.db.select().from(news).where(eq(news.id, p.id)))[0]!.status).toBe('vorschlag');
      }
      expect(await sharepicsOf(edited.id)).toEqual(rendered);
      expect(await sharepicsOf(published.id)).toEqual(rendered);
    });

    it('resumes an interrupted re-render with the proposals still pending', async () => {
      const first = await item('vorschlag', 'Dritter Vorschlag');
      const second = await item('vorschlag', 'Vierter Vorschlag');
      expect((await send('PUT', '/api/settings/brand', { ...ruby, primaryColor: '#4A148C' })).status).toBe(200);
      // As a process killed mid-way leaves it: running, one proposal done, one pending.
      const newest = (await t.db.select().from(brandVersion)).sort((a, b) => b.version - a.version)[0]!;
      await t.db
        .update(brandVersion)
        .set({ rerenderStatus: 'running', rerenderTotal: 2, rerenderDone: 1, rerenderPending: [second.id] })
        .where(eq(brandVersion.id, newest.id));

      expect(await resumeBrandRerender(t)).toBe(true);
      expect((await settings()).rerender).toEqual({ status: 'done', done: 2, total: 2 });
      expect(await sharepicsOf(first.id)).toEqual(rendered);
      expect(await sharepicsOf(second.id)).not.toEqual(rendered);
      expect(await resumeBrandRerender(t)).toBe(false);
    });
  });
});
