import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharepicMessages } from './messages';
import { loadBackgroundPhoto } from './photo';

let server: Server;
let base: string;
let landscapePng: Buffer;
/** Requests the internal server (127.0.0.1) saw during the current test. */
const hits: string[] = [];
/** 127.0.0.2 on the same port stands in for a public host; only it passes the tests' address policy. */
let outside: Server;
let outsideBase: string;
const outsideIsPublic = { isAllowedAddress: (a: string) => a === '127.0.0.2' };

beforeAll(async () => {
  landscapePng = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/photo.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(landscapePng);
    if (req.url === '/text') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>kein Bild</html>');
    if (req.url === '/redirect') return res.writeHead(302, { location: '/photo.png' }).end();
    if (req.url === '/slow') return setTimeout(() => res.writeHead(200).end(landscapePng), 600);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  outside = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://outside');
    if (url.pathname === '/photo.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(landscapePng);
    if (url.pathname === '/redirect') return res.writeHead(302, { location: url.searchParams.get('to')! }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => outside.listen(port, '127.0.0.2', resolve));
  outsideBase = `http://127.0.0.2:${port}`;
});
beforeEach(() => void (hits.length = 0));
afterAll(async () => {
  for (const s of [server, outside]) await new Promise<void>((resolve) => s.close(() => resolve()));
});

const m = sharepicMessages.photo;

describe('loadBackgroundPhoto', () => {
  it('refuses internal addresses in every spelling unless private fetches are allowed (SSRF)', async () => {
    const { port } = new URL(base);
    for (const host of ['127.0.0.1', '127.1', '0x7f.1', '2130706433', '[::ffff:127.0.0.1]', '[::1]', 'localhost'])
      expect(await loadBackgroundPhoto(`http://${host}:${port}/photo.png`), host).toEqual({
        ok: false,
        reason: m.privateAddress,
      });
    expect(await loadBackgroundPhoto('http://169.254.169.254/latest/meta-data/')).toEqual({
      ok: false,
      reason: m.privateAddress,
    });
    expect(hits).toEqual([]);
  });

  it('refuses a redirect from an allowed host to 127.0.0.1 or 169.254.169.254', async () => {
    for (const target of [`${base}/photo.png`, 'http://169.254.169.254/latest/meta-data/']) {
      const url = `${outsideBase}/redirect?to=${encodeURIComponent(target)}`;
      expect(await loadBackgroundPhoto(url, { net: outsideIsPublic }), target).toEqual({
        ok: false,
        reason: m.privateAddress,
      });
    }
    expect(hits).toEqual([]);
    // The allowed host itself serves the photo.
    expect((await loadBackgroundPhoto(`${outsideBase}/photo.png`, { net: outsideIsPublic })).ok).toBe(true);
  });

  it('connects to the address it checked, so a rebinding DNS answer cannot reach the internal server', async () => {
    const { port } = new URL(base);
    const answers = ['127.0.0.2', '127.0.0.1'];
    const calls: string[] = [];
    const net = {
      ...outsideIsPublic,
      resolve: async (host: string) => {
        calls.push(host);
        return [{ address: answers[Math.min(calls.length - 1, 1)], family: 4 as const }];
      },
    };
    expect((await loadBackgroundPhoto(`http://bilder.example:${port}/photo.png`, { net })).ok).toBe(true);
    expect(await loadBackgroundPhoto(`http://bilder.example:${port}/photo.png`, { net })).toEqual({
      ok: false,
      reason: m.privateAddress,
    });
    expect(calls).toEqual(['bilder.example', 'bilder.example']);
    expect(hits).toEqual([]);
  });

  it('cover-crops a fetched photo to a 1080×1350 JPEG, following redirects', async () => {
    for (const url of [`${base}/photo.png`, `${base}/redirect`]) {
      const result = await loadBackgroundPhoto(url, { allowPrivate: true });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const meta = await sharp(result.jpeg).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1350]);
    }
  });

  it('answers with German reasons for bad input', async () => {
    const opts = { allowPrivate: true };
    expect(await loadBackgroundPhoto('ftp://example.org/a.jpg', opts)).toEqual({ ok: false, reason: m.protocol });
    expect(await loadBackgroundPhoto('file:///etc/passwd', opts)).toEqual({ ok: false, reason: m.protocol });
    expect(await loadBackgroundPhoto('kein url', opts)).toEqual({ ok: false, reason: m.invalidUrl });
    expect(await loadBackgroundPhoto('', opts)).toEqual({ ok: false, reason: m.missing });
    expect(await loadBackgroundPhoto(`${base}/text`, opts)).toEqual({ ok: false, reason: m.notAnImage });
    expect(await loadBackgroundPhoto(`${base}/missing`, opts)).toEqual({ ok: false, reason: m.httpError(404) });
    expect(await loadBackgroundPhoto(`${base}/photo.png`, { ...opts, maxBytes: 100 })).toEqual({
      ok: false,
      reason: m.tooLarge,
    });
    expect(await loadBackgroundPhoto(`${base}/slow`, { ...opts, timeoutMs: 200 })).toEqual({
      ok: false,
      reason: m.timeout,
    });
  });

  it('loads uploaded /media/ files and refuses paths outside the media folder', async () => {
    const mediaDir = await mkdtemp(path.join(tmpdir(), 'sharepics-media-'));
    await mkdir(path.join(mediaDir, 'uploads'));
    await writeFile(path.join(mediaDir, 'uploads', 'bild.png'), landscapePng);
    expect((await loadBackgroundPhoto('/media/uploads/bild.png', { mediaDir })).ok).toBe(true);
    expect(await loadBackgroundPhoto('/media/uploads/fehlt.png', { mediaDir })).toEqual({
      ok: false,
      reason: m.mediaNotFound,
    });
    expect((await loadBackgroundPhoto('/media/../../etc/passwd', { mediaDir })).ok).toBe(false);
    expect((await loadBackgroundPhoto('/media/%2e%2e/%2e%2e/etc/passwd', { mediaDir })).ok).toBe(false);
    expect(await loadBackgroundPhoto('/media/%E0%A4%A', { mediaDir })).toEqual({ ok: false, reason: m.invalidUrl });
  });
});
