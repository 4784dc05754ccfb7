import { lookup } from 'node:dns/promises';
import { readFile, stat } from 'node:fs/promises';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { sharepicMessages } from './messages';
import { canvas } from './template-parts';

export interface LoadPhotoOptions {
  /** Folder that `/media/...` paths are resolved against (DATA_DIR/media). */
  mediaDir?: string;
  /** Allow loopback, private and link-local addresses (tests and offline development only). */
  allowPrivate?: boolean;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
}

export type PhotoResult = { ok: true; jpeg: Buffer } | { ok: false; reason: string };

const defaultTimeoutMs = 10_000;
const defaultMaxBytes = 10 * 1024 * 1024;
const maxRedirects = 3;
const text = sharepicMessages.photo;

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

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
  const root = path.resolve(mediaDir);
  const file = path.resolve(root, decodeURIComponent(url.slice('/media/'.length)));
  if (!file.startsWith(root + path.sep)) return { ok: false, reason: text.invalidUrl };
  try {
    const info = await stat(file);
    if (!info.isFile()) return { ok: false, reason: text.mediaNotFound };
    if (info.size > maxBytes) return { ok: false, reason: text.tooLarge };
    return prepareBackground(await readFile(file));
  } catch {
    return { ok: false, reason: text.mediaNotFound };
  }
}

async function checkHost(hostname: string, allowPrivate: boolean): Promise<string | null> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true })).map((a) => a.address);
    } catch {
      return text.dnsFailed;
    }
  }
  if (addresses.length === 0) return text.dnsFailed;
  if (!allowPrivate && addresses.some(isPrivateAddress)) return text.privateAddress;
  return null;
}

async function readLimited(res: Response, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!res.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Loads a background photo from an http(s) URL or an uploaded `/media/...` file. Every address of every
 * redirect hop is checked after DNS resolution. (The check and fetch's own lookup are separate, so a DNS
 * answer that changes in between is not caught; pinning the address needs a custom undici dispatcher.)
 */
export async function loadBackgroundPhoto(url: string, opts: LoadPhotoOptions = {}): Promise<PhotoResult> {
  const maxBytes = opts.maxBytes ?? defaultMaxBytes;
  const trimmed = url.trim();
  if (trimmed === '') return { ok: false, reason: text.missing };
  if (trimmed.startsWith('/media/')) return loadMediaFile(trimmed, opts.mediaDir, maxBytes);

  const fetchImpl = opts.fetchImpl ?? fetch;
  const signal = AbortSignal.timeout(opts.timeoutMs ?? defaultTimeoutMs);
  let current: URL;
  try {
    current = new URL(trimmed);
  } catch {
    return { ok: false, reason: text.invalidUrl };
  }
  try {
    for (let hop = 0; hop <= maxRedirects; hop++) {
      if (current.protocol !== 'http:' && current.protocol !== 'https:') return { ok: false, reason: text.protocol };
      const refused = await checkHost(current.hostname, opts.allowPrivate ?? false);
      if (refused) return { ok: false, reason: refused };
      const res = await fetchImpl(current, { redirect: 'manual', signal, headers: { accept: 'image/*' } });
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel();
        current = new URL(location, current);
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        return { ok: false, reason: text.httpError(res.status) };
      }
      const body = await readLimited(res, maxBytes);
      if (!body) return { ok: false, reason: text.tooLarge };
      return prepareBackground(body);
    }
    return { ok: false, reason: text.tooManyRedirects };
  } catch (error) {
    if (signal.aborted) return { ok: false, reason: text.timeout };
    if (error instanceof TypeError && /Invalid URL/i.test(error.message)) return { ok: false, reason: text.invalidUrl };
    return { ok: false, reason: text.fetchFailed };
  }
}
