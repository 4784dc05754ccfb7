import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storeSharepic } from './store';

const png = (color: string) =>
  sharp({ create: { width: 1080, height: 1350, channels: 3, background: color } })
    .png()
    .toBuffer();

describe('storeSharepic', () => {
  it('names files by content: same PNG, same url; different PNG, different url', async () => {
    const mediaDir = await mkdtemp(path.join(tmpdir(), 'sharepics-store-'));
    const blue = await png('#003399');
    const first = await storeSharepic(blue, mediaDir);
    const again = await storeSharepic(Buffer.from(blue), mediaDir);
    const other = await storeSharepic(await png('#ffcc00'), mediaDir);
    expect(first.url).toMatch(/^\/media\/sharepics\/[0-9a-f]{16}\.png$/);
    expect(again.url).toBe(first.url);
    expect(other.url).not.toBe(first.url);
    expect(await readFile(path.join(mediaDir, 'sharepics', `${first.hash}.png`))).toEqual(blue);
    // No temp files left behind.
    expect((await readdir(path.join(mediaDir, 'sharepics'))).sort()).toEqual(
      [`${first.hash}.jpg`, `${first.hash}.png`, `${other.hash}.jpg`, `${other.hash}.png`].sort(),
    );
  });

  it('writes a 4:5 JPEG twin for Instagram', async () => {
    const mediaDir = await mkdtemp(path.join(tmpdir(), 'sharepics-store-'));
    const stored = await storeSharepic(await png('#003399'), mediaDir);
    expect(stored.jpegUrl).toBe(stored.url.replace(/\.png$/, '.jpg'));
    const meta = await sharp(path.join(mediaDir, 'sharepics', `${stored.hash}.jpg`)).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([1080, 1350]);
  });
});
