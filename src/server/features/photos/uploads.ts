import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, ilike } from 'drizzle-orm';
import sharp, { type OutputInfo } from 'sharp';
import type { AppContext } from '../../context';
import { mediaUpload } from '../../db/schema/media';
import { AppError } from '../../lib/errors';
import { mediaAreaDir, mediaUrlOf } from '../../lib/media-files';
import type { PhotoResult } from '../../../shared/editing';

export const maxUploadBytes = 10 * 1024 * 1024;
const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const uploadMessages = {
  wrongType: 'Bitte lade ein JPEG-, PNG- oder WebP-Bild hoch.',
  tooLarge: 'Das Bild ist zu groß (höchstens 10 MB).',
  unreadable: 'Die Datei ließ sich nicht als Bild lesen.',
  missing: 'Bitte wähle eine Bilddatei aus.',
  broken: 'Die Übertragung der Datei war fehlerhaft. Bitte versuche es erneut.',
};

/**
 * Stores an uploaded photo: decoded and re-encoded as JPEG (which drops EXIF/GPS metadata), at most
 * 2160 px wide, under a content-hash name.
 */
export async function storeUpload(ctx: AppContext, file: File, userId: string): Promise<PhotoResult> {
  if (!acceptedTypes.has(file.type)) throw new AppError(422, 'validation_failed', uploadMessages.wrongType);
  if (file.size > maxUploadBytes) throw new AppError(413, 'payload_too_large', uploadMessages.tooLarge);
  let jpeg: Buffer;
  let info: OutputInfo;
  try {
    ({ data: jpeg, info } = await sharp(Buffer.from(await file.arrayBuffer()), { limitInputPixels: 80_000_000 })
      .rotate()
      .resize({ width: 2160, withoutEnlargement: true })
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer({ resolveWithObject: true }));
  } catch {
    throw new AppError(422, 'validation_failed', uploadMessages.unreadable);
  }
  const hash = createHash('sha256').update(jpeg).digest('hex').slice(0, 16);
  const dir = mediaAreaDir(ctx.env.mediaDir, 'uploads');
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, `${hash}.jpg`);
  await writeFile(`${target}.tmp`, jpeg);
  await rename(`${target}.tmp`, target);
  const url = mediaUrlOf('uploads', `${hash}.jpg`);
  await ctx.db
    .insert(mediaUpload)
    .values({ url, originalName: file.name.slice(0, 200), width: info.width, height: info.height, uploadedBy: userId })
    .onConflictDoNothing();
  return toPhotoResult({ url, originalName: file.name, id: hash });
}

function toPhotoResult(u: { url: string; originalName: string; id: string }): PhotoResult {
  return { id: u.id, alt: u.originalName, src: { medium: u.url, large: u.url }, provider: 'upload' };
}

/** Uploaded images whose file name contains the term; all recent uploads when none matches. */
export async function searchUploads(ctx: AppContext, term: string): Promise<PhotoResult[]> {
  const escaped = term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const matching = await ctx.db
    .select()
    .from(mediaUpload)
    .where(ilike(mediaUpload.originalName, `%${escaped}%`))
    .orderBy(desc(mediaUpload.createdAt))
    .limit(12);
  const rows =
    matching.length > 0
      ? matching
      : await ctx.db.select().from(mediaUpload).orderBy(desc(mediaUpload.createdAt)).limit(12);
  return rows.map((r) => toPhotoResult({ url: r.url, originalName: r.originalName, id: r.id }));
}
