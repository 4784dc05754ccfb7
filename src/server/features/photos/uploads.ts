import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq, ilike } from 'drizzle-orm';
import sharp, { type OutputInfo } from 'sharp';
import type { AppContext } from '../../context';
import { mediaUpload } from '../../db/schema/media';
import { AppError } from '../../lib/errors';
import { mediaAreaDir, mediaUrlOf } from '../../lib/media-files';
import type { PhotoResult } from '../../../shared/editing';
import type { PhotoCredit } from '../../../shared/news';

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
  const [stored] = await ctx.db.select().from(mediaUpload).where(eq(mediaUpload.url, url)).limit(1);
  return toPhotoResult({ ...(stored ?? { url, originalName: file.name }), id: hash });
}

type UploadRow = { url: string; originalName: string; id: string } & Partial<
  Pick<typeof mediaUpload.$inferSelect, 'creditAuthor' | 'creditLicence' | 'creditUrl'>
>;

/** An upload as a search result, with the credit the team entered for it last time. */
function toPhotoResult(u: UploadRow): PhotoResult {
  const credit: PhotoCredit | undefined = u.creditAuthor
    ? {
        photographer: u.creditAuthor,
        provider: '',
        ...(u.creditLicence ? { licence: u.creditLicence } : {}),
        ...(u.creditUrl ? { source_url: u.creditUrl } : {}),
        attribution_required: true,
      }
    : undefined;
  return {
    id: u.id,
    alt: u.originalName,
    src: { medium: u.url, large: u.url },
    provider: 'upload',
    ...(credit ? { credit } : {}),
  };
}

/** Keeps the credit the team entered for an uploaded photo, so choosing it again brings the credit along. */
export async function rememberUploadCredit(ctx: AppContext, url: string, credit: PhotoCredit | null): Promise<void> {
  if (!url.startsWith(mediaUrlOf('uploads', '')) || !credit?.photographer.trim()) return;
  await ctx.db
    .update(mediaUpload)
    .set({
      creditAuthor: credit.photographer,
      creditLicence: credit.licence ?? null,
      creditUrl: credit.source_url ?? null,
    })
    .where(eq(mediaUpload.url, url));
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
  return rows.map((r) => toPhotoResult(r));
}
