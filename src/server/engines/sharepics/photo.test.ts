import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharepicMessages } from './messages';
import { isPrivateAddress, loadBackgroundPhoto } from './photo';

let server: Server;
let base: string;
let landscapePng: Buffer;

beforeAll(async () => {
  landscapePng = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    if (req.url === '/photo.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(landscapePng);
    if (req.url === '/text') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>kein Bild</html>');
    if (req.url === '/redirect') return res.writeHead(302, { location: '/photo.png' }).end();
    if (req.url === '/slow') return setTimeout(() => res.writeHead(200).end(landscapePng), 600);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const m = sharepicMessages.photo;

describe('loadBackgroundPhoto', () => {
  it('refuses loopback addresses unless private fetches are allowed (SSRF)', async () => {
    expect(await loadBackgroundPhoto(`${base}/photo.png`)).toEqual({ ok: false, reason: m.privateAddress });
    expect(await loadBackgroundPhoto('http://localhost:1/photo.png')).toEqual({ ok: false, reason: m.privateAddress });
    expect(await loadBackgroundPhoto('http://[::1]:1/photo.png')).toEqual({ ok: false, reason: m.privateAddress });
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
  });
});

describe('isPrivateAddress', () => {
  it('knows private, loopback, link-local and mapped addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']) expect(isPrivateAddress(a), a).toBe(false);
  });
});
