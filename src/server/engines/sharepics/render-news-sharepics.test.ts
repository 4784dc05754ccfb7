import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonsCredit, darkPhoto, logoPng } from '../../../../tests/golden/fixtures';
import { defaultBranding, type Branding } from './branding';
import { renderInfoSharepic, renderTitleSharepic } from './render';
import { sharepicMessages } from './messages';
import { prepareBackground } from './photo';
import { renderNewsSharepics } from './render-news-sharepics';
import { RenderPool } from './render-pool';

let server: Server;
let base: string;
const hits = new Map<string, number>();
const branding = defaultBranding('Europa-Union Musterstadt');
const credit = { photographer: 'Erika Muster', provider: 'pexels' };
// The real render process, as the server uses it.
const renderer = new RenderPool({ size: 1 });

beforeAll(async () => {
  const photo = await darkPhoto();
  server = createServer((req, res) => {
    hits.set(req.url ?? '', (hits.get(req.url ?? '') ?? 0) + 1);
    if (req.url === '/dark.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    if (req.url === '/broken.jpg')
      return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo.subarray(0, 200));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await renderer.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const newMediaDir = () => mkdtemp(path.join(tmpdir(), 'sharepics-news-'));

describe('renderNewsSharepics', () => {
  it('renders three stored PNGs with layers, German alt text and credits; one fetch per photo URL', async () => {
    const mediaDir = await newMediaDir();
    const url = `${base}/dark.jpg`;
    hits.clear();
    const result = await renderNewsSharepics(
      {
        layers: [
          { titel: 'Gipfel in Brüssel', inhalt: '', image_url: url },
          { titel: 'Gipfel in Brüssel', inhalt: 'Die Staats- und Regierungschefs einigen sich.', image_url: url },
        ],
        credits: [credit, credit],
      },
      { mediaDir, branding, renderer, allowPrivateFetch: true },
    );
    expect(hits.get('/dark.jpg')).toBe(1);
    expect(result.overflow).toEqual([]);
    expect(result.photoProblems).toEqual([]);
    const [one, two, three] = result.sharepics;
    expect(one.alt).toBe('Sharepic 1: Gipfel in Brüssel');
    expect(two.alt).toBe('Sharepic 2: Gipfel in Brüssel – Die Staats- und Regierungschefs einigen sich.');
    expect(one.layers.image_url).toBe(url);
    expect(one.credit).toEqual(credit);
    expect(three.layers).toEqual({
      titel: 'Europa-Union Musterstadt',
      inhalt: branding.info.callToAction,
      image_url: '',
    });
    expect(three.credit).toBeNull();
    for (const s of result.sharepics) {
      expect(s.url).toMatch(/^\/media\/sharepics\/[0-9a-f]{16}\.png$/);
      const meta = await sharp(await readFile(path.join(mediaDir, s.url.replace('/media/', '')))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1350]);
    }
  });

  it('gives the same urls for the same input (content-hash names)', async () => {
    const input = {
      layers: [
        { titel: 'Stabil', inhalt: '', image_url: '' },
        { titel: 'Stabil', inhalt: 'Gleicher Text, gleiches Bild.', image_url: '' },
      ] as [never, never],
    };
    const a = await renderNewsSharepics(input, { mediaDir: await newMediaDir(), branding, renderer });
    const b = await renderNewsSharepics(input, { mediaDir: await newMediaDir(), branding, renderer });
    expect(b.sharepics.map((s) => s.url)).toEqual(a.sharepics.map((s) => s.url));
    const changed = await renderNewsSharepics(
      { layers: [input.layers[0], { titel: 'Stabil', inhalt: 'Anderer Text.', image_url: '' }] },
      { mediaDir: await newMediaDir(), branding, renderer },
    );
    expect(changed.sharepics[0].url).toBe(a.sharepics[0].url);
    expect(changed.sharepics[1].url).not.toBe(a.sharepics[1].url);
  });

  it('falls back to the branded background for missing, broken and refused photos, and says why', async () => {
    const mediaDir = await newMediaDir();
    const result = await renderNewsSharepics(
      {
        layers: [
          { titel: 'Kaputtes Bild', inhalt: '', image_url: `${base}/broken.jpg` },
          { titel: 'Internes Netz', inhalt: 'Text', image_url: `${base}/dark.jpg` },
        ],
        credits: [credit, credit],
      },
      { mediaDir, branding, renderer, allowPrivateFetch: false },
    );
    expect(result.sharepics).toHaveLength(3);
    expect(result.photoProblems).toEqual([
      { index: 1, message: sharepicMessages.photo.privateAddress },
      { index: 2, message: sharepicMessages.photo.privateAddress },
    ]);
    expect(result.sharepics[0].credit).toBeNull();

    const broken = await renderNewsSharepics(
      {
        layers: [
          { titel: 'Kaputt', inhalt: '', image_url: `${base}/broken.jpg` },
          { titel: 'Fehlt', inhalt: '', image_url: `${base}/gibt-es-nicht.jpg` },
        ],
      },
      { mediaDir, branding, renderer, allowPrivateFetch: true },
    );
    expect(broken.photoProblems).toEqual([
      { index: 1, message: sharepicMessages.photo.notAnImage },
      { index: 2, message: sharepicMessages.photo.httpError(404) },
    ]);
    expect(broken.sharepics.every((s) => s.url.endsWith('.png'))).toBe(true);
  });

  it('reports overflow in German for absurdly long text and still renders', async () => {
    const result = await renderNewsSharepics(
      {
        layers: [
          { titel: 'Normal', inhalt: '', image_url: '' },
          { titel: 'Zu viel', inhalt: 'Europa braucht Zusammenhalt. '.repeat(120), image_url: '' },
        ],
      },
      { mediaDir: await newMediaDir(), branding, renderer },
    );
    expect(result.overflow).toEqual([{ index: 2, message: 'Text zu lang für Sharepic 2' }]);
    expect(result.sharepics.map((s) => s.overflow)).toEqual([false, true, false]);
  });

  it('draws the photo credit on sharepics 1 and 2 while the photo is shown, through the render processes', async () => {
    const mediaDir = await newMediaDir();
    const url = `${base}/dark.jpg`;
    const layers = [
      { titel: 'Gipfel in Brüssel', inhalt: '', image_url: url },
      { titel: 'Gipfel in Brüssel', inhalt: 'Die Staats- und Regierungschefs einigen sich.', image_url: url },
    ] as [never, never];
    const deps = { mediaDir, branding, renderer, allowPrivateFetch: true };
    const [none, stored, given, suppressed] = await Promise.all([
      renderNewsSharepics({ layers }, deps),
      renderNewsSharepics({ layers, credits: [credit, credit] }, deps),
      renderNewsSharepics({ layers, credits: [credit, credit], photoCredits: [commonsCredit, commonsCredit] }, deps),
      renderNewsSharepics({ layers, credits: [credit, credit], photoCredits: [null, null] }, deps),
    ]);
    const urls = (r: typeof none) => r.sharepics.map((s) => s.url);
    // The credit changes the pixels of 1 and 2, not of the info image; null draws none.
    expect(urls(stored)[0]).not.toBe(urls(none)[0]);
    expect(urls(stored)[1]).not.toBe(urls(none)[1]);
    expect(urls(stored)[2]).toBe(urls(none)[2]);
    expect(urls(given)[0]).not.toBe(urls(stored)[0]);
    expect(urls(suppressed)).toEqual(urls(none));
    // The stored credit is drawn as „Foto: <photographer> / <provider>“, as the web shows it.
    const prepared = await prepareBackground(await darkPhoto());
    if (!prepared.ok) throw new Error(prepared.reason);
    const direct = await renderTitleSharepic(
      { titel: 'Gipfel in Brüssel', photo: prepared.jpeg, photoCredit: 'Foto: Erika Muster / pexels' },
      branding,
    );
    const stored1 = await readFile(path.join(mediaDir, urls(stored)[0].replace('/media/', '')));
    expect(stored1.equals(direct.png)).toBe(true);
    // Eleven renders on one thread: generous for a machine shared with other work.
  }, 120_000);

  it('carries the logo across to the render process', async () => {
    const mediaDir = await newMediaDir();
    const withLogo: Branding = { ...branding, claim: 'Für Europa vor Ort', logo: await logoPng() };
    const result = await renderNewsSharepics(
      {
        layers: [
          { titel: 'Logo', inhalt: '', image_url: '' },
          { titel: 'Logo', inhalt: 'Text', image_url: '' },
        ],
      },
      { mediaDir, branding: withLogo, renderer },
    );
    const stored = await readFile(path.join(mediaDir, result.sharepics[2].url.replace('/media/', '')));
    const [direct, plain] = await Promise.all([renderInfoSharepic(withLogo), renderInfoSharepic(branding)]);
    expect(stored.equals(direct.png)).toBe(true);
    expect(direct.png.equals(plain.png)).toBe(false);
  });
});
