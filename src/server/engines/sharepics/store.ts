import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { mediaAreaDir, mediaAreaUrl } from '../../lib/media-files';

export interface StoredSharepic {
  /** `/media/sharepics/<hash>.png` */
  url: string;
  /** `/media/sharepics/<hash>.jpg`, the 4:5 JPEG for Instagram (which accepts only JPEG). */
  jpegUrl: string;
  hash: string;
}

export const sharepicUrlPrefix = mediaAreaUrl('sharepics');

export function contentHash(png: Buffer): string {
  return createHash('sha256').update(png).digest('hex').slice(0, 16);
}

/** The JPEG twin of a stored sharepic PNG url. */
export function jpegUrlOf(pngUrl: string): string {
  return pngUrl.replace(/\.png$/, '.jpg');
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Readers never see a half-written file: write beside the target, then rename over it. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** The 4:5 JPEG Instagram takes, encoded from a rendered PNG. */
export function instagramJpeg(png: Buffer): Promise<Buffer> {
  return sharp(png).jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).toBuffer();
}

/**
 * Stores a rendered PNG and its JPEG under content-hash names; an existing file is immutable and kept. The
 * JPEG is encoded here unless the render process already did (`jpeg`).
 */
export async function storeSharepic(png: Buffer, mediaDir: string, jpeg?: Buffer): Promise<StoredSharepic> {
  const hash = contentHash(png);
  const dir = mediaAreaDir(mediaDir, 'sharepics');
  await mkdir(dir, { recursive: true });
  const pngFile = path.join(dir, `${hash}.png`);
  const jpegFile = path.join(dir, `${hash}.jpg`);
  await Promise.all([
    (async () => {
      if (!(await exists(pngFile))) await writeAtomically(pngFile, png);
    })(),
    (async () => {
      if (await exists(jpegFile)) return;
      await writeAtomically(jpegFile, jpeg ?? (await instagramJpeg(png)));
    })(),
  ]);
  return { url: `${sharepicUrlPrefix}${hash}.png`, jpegUrl: `${sharepicUrlPrefix}${hash}.jpg`, hash };
}
