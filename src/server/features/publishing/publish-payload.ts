import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { mediaFileOf } from '../../lib/media-files';
import type { NewsRow } from '../../db/schema/news';
import type { PublishedImage } from '../../db/schema/publishing';
import { jpegUrlOf, sharepicUrlPrefix } from '../../engines/sharepics/store';
import { REQUIRED_SHAREPICS, type PreflightSharepic } from '../../engines/buffer/preflight';

/** One sharepic as Buffer will fetch it: the JPEG twin of the rendered PNG, under PUBLIC_URL. */
export interface PayloadImage extends PreflightSharepic {
  sha256: string | null;
  alt: string | null;
}

export interface PublishPayload {
  caption: string;
  images: PayloadImage[];
  /** Set when all three JPEGs exist; the identity of "the same content". */
  contentHash: string | null;
}

/** Reads the three JPEGs from DATA_DIR/media: existence, format, size and content hash. */
export async function buildPayload(
  ctx: AppContext,
  row: Pick<NewsRow, 'instagramText' | 'sharepics'>,
): Promise<PublishPayload> {
  const images: PayloadImage[] = [];
  for (let i = 0; i < REQUIRED_SHAREPICS; i++) {
    images.push(await inspectSharepic(ctx, row.sharepics[i]?.url, row.sharepics[i]?.alt ?? null));
  }
  const complete = images.every((img) => img.url && img.jpeg && img.sha256);
  return {
    caption: row.instagramText,
    images,
    contentHash: complete
      ? contentHashOf(
          row.instagramText,
          images.map((img) => img.sha256!),
        )
      : null,
  };
}

export function contentHashOf(caption: string, imageHashes: string[]): string {
  const h = createHash('sha256');
  h.update(caption.normalize('NFC'));
  for (const image of imageHashes) h.update(`\n${image}`);
  return h.digest('hex');
}

/**
 * Exactly what a post will be: the release stores this hash, and with the four-eyes rule an attempt only
 * starts while the item's release hash equals the hash of what the attempt sends. One function on
 * purpose: the content, every channel with the text it gets, and the time (docs/decisions/024).
 */
export interface ReleaseSubject {
  title: string;
  caption: string;
  /** SHA-256 of the three JPEG files, in order. */
  imageHashes: string[];
  /** Each channel with the text it gets (the caption, or the channel's own text). */
  channels: { id: string; text: string }[];
  /** ISO time of a scheduled post; null for „now“. */
  scheduledAt: string | null;
}

export function releaseHashOf(subject: ReleaseSubject): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        'release-v2',
        subject.title.normalize('NFC'),
        subject.caption.normalize('NFC'),
        subject.imageHashes,
        [...subject.channels]
          .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .map((c) => [c.id, c.text.normalize('NFC')]),
        subject.scheduledAt ? new Date(subject.scheduledAt).toISOString() : null,
      ]),
    )
    .digest('hex');
}

/** The release subject of the item's content sent to `channels` at `scheduledAt`; null while an image is missing. */
export function releaseSubjectOf(
  row: Pick<NewsRow, 'title'>,
  payload: PublishPayload,
  channels: { id: string; text: string }[],
  scheduledAt: Date | null,
): ReleaseSubject | null {
  if (!payload.contentHash) return null;
  return {
    title: row.title,
    caption: payload.caption,
    imageHashes: payload.images.map((img) => img.sha256!),
    channels,
    scheduledAt: scheduledAt?.toISOString() ?? null,
  };
}

export const publishedImages = (payload: PublishPayload): PublishedImage[] =>
  payload.images.map((img) => ({ url: img.url!, sha256: img.sha256!, alt: img.alt }));

async function inspectSharepic(ctx: AppContext, pngUrl: string | undefined, alt: string | null): Promise<PayloadImage> {
  if (!pngUrl?.trim()) return { url: null, jpeg: false, sha256: null, alt };
  const jpegPath = jpegUrlOf(pngUrl);
  const url = `${ctx.env.publicUrl}${jpegPath}`;
  const file = sharepicFileOf(ctx, jpegPath);
  if (!file) return { url, jpeg: false, sha256: null, alt };
  try {
    const bytes = await readFile(file);
    const meta = await sharp(bytes).metadata();
    return {
      url,
      jpeg: meta.format === 'jpeg',
      width: meta.width,
      height: meta.height,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      alt,
    };
  } catch {
    // Missing or unreadable file: Buffer could not fetch it either.
    return { url, jpeg: false, sha256: null, alt };
  }
}

/** Only our own rendered sharepics qualify; anything else (or a path escaping the folder) is refused. */
function sharepicFileOf(ctx: AppContext, urlPath: string): string | null {
  if (!urlPath.startsWith(sharepicUrlPrefix) || !urlPath.endsWith('.jpg')) return null;
  return mediaFileOf(ctx.env.mediaDir, urlPath);
}
