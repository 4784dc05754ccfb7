import { readFile, stat } from 'node:fs/promises';
import sharp from 'sharp';
import { mediaFileOf, mediaUrlPrefix } from '../../lib/media-files';
import { type NetworkHooks, type SafeFetchFailure, safeFetch } from '../net/safe-fetch';
import { sharepicMessages } from './messages';
import { canvas } from './template-parts';

export interface LoadPhotoOptions {
  /** Folder that `/media/...` paths are resolved against (DATA_DIR/media). */
  mediaDir?: string;
  /** Allow loopback, private and link-local addresses (ALLOW_PRIVATE_FETCH: tests and offline development only). */
  allowPrivate?: boolean;
  /** Test seams of the network layer (a DNS stub, a stand-in for a public host). */
  net?: NetworkHooks;
  timeoutMs?: number;
  maxBytes?: number;
}

export type PhotoResult = { ok: true; jpeg: Buffer } | { ok: false; reason: string };

const defaultTimeoutMs = 10_000;
const defaultMaxBytes = 10 * 1024 * 1024;
const text = sharepicMessages.photo;

/** Cover-crops any decodable image to the sharepic canvas as JPEG; EXIF orientation is applied, metadata dropped. */
export async function prepareBackground(input: Buffer): Promise<PhotoResult> {
  try {
    const jpeg = await sharp(input, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize(canvas.width, canvas.height, { fit: 'cover', position: 'centre' })
      .jpeg({ quality: 88 })
      .toBuffer();
    return { ok: true, jpeg };
  } catch {
    return { ok: false, reason: text.notAnImage };
  }
}

async function loadMediaFile(url: string, mediaDir: string | undefined, maxBytes: number): Promise<PhotoResult> {
  if (!mediaDir) return { ok: false, reason: text.mediaNotFound };
  const file = mediaFileOf(mediaDir, url);
  if (!file) return { ok: false, reason: text.invalidUrl };
  try {
    const info = await stat(file);
    if (!info.isFile()) return { ok: false, reason: text.mediaNotFound };
    if (info.size > maxBytes) return { ok: false, reason: text.tooLarge };
    return prepareBackground(await readFile(file));
  } catch {
    return { ok: false, reason: text.mediaNotFound };
  }
}

const failureText: Record<SafeFetchFailure, string> = {
  invalid_url: text.invalidUrl,
  protocol: text.protocol,
  private_address: text.privateAddress,
  dns_failed: text.dnsFailed,
  too_many_redirects: text.tooManyRedirects,
  timeout: text.timeout,
  too_large: text.tooLarge,
  network: text.fetchFailed,
};

/**
 * Loads a background photo from an http(s) URL (typed by an editor, or a Pexels/Commons result) or an
 * uploaded `/media/...` file. Remote photos come through safeFetch: internal addresses are refused, also
 * after a redirect or a DNS answer that changes between check and connect.
 */
export async function loadBackgroundPhoto(url: string, opts: LoadPhotoOptions = {}): Promise<PhotoResult> {
  const maxBytes = opts.maxBytes ?? defaultMaxBytes;
  const trimmed = url.trim();
  if (trimmed === '') return { ok: false, reason: text.missing };
  if (trimmed.startsWith(mediaUrlPrefix)) return loadMediaFile(trimmed, opts.mediaDir, maxBytes);

  const res = await safeFetch(trimmed, {
    headers: { accept: 'image/*' },
    timeoutMs: opts.timeoutMs ?? defaultTimeoutMs,
    maxBytes,
    allowPrivate: opts.allowPrivate,
    ...opts.net,
  });
  if (!res.ok) return { ok: false, reason: failureText[res.reason] };
  if (res.status < 200 || res.status > 299) return { ok: false, reason: text.httpError(res.status) };
  return prepareBackground(Buffer.from(res.body.buffer, res.body.byteOffset, res.body.byteLength));
}
