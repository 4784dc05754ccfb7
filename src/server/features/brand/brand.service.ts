import sharp from 'sharp';
import type { AppContext } from '../../context';
import type { BrandVersionRow } from '../../db/schema/brand';
import { brandingFromBrand, type Branding } from '../../engines/sharepics/branding';
import { SharepicRenderError, sharedRenderPool } from '../../engines/sharepics/render-pool';
import { queues } from '../../jobs/jobs';
import { AppError } from '../../lib/errors';
import {
  defaultBrand,
  type Brand,
  type BrandPreviewView,
  type BrandSettingsView,
  type PublicBrandView,
} from '../../../shared/brand';
import { brandMessages } from './brand.messages';
import { insertBrandVersion, latestBrandVersion, latestBrandVersionId, supersedeOlderRerenders } from './brand.repo';
import { processLogo, type ProcessedLogo } from './logo';
import { samplePhoto } from './sample-photo';
import { personActor, recordActivity } from '../activity';

/** The admin who saves: recorded with the version and in the activity log. */
type Admin = { id: string; email: string; name?: string | null };

const logoOf = (row: BrandVersionRow | undefined) =>
  row?.logoPng && row.logoWidth && row.logoHeight
    ? { png: row.logoPng, width: row.logoWidth, height: row.logoHeight }
    : undefined;

/** The current look: the newest saved version, or today's look under ORGANIZATION_NAME. */
export async function currentBrand(ctx: AppContext): Promise<{ brand: Brand; row: BrandVersionRow | undefined }> {
  const row = await latestBrandVersion(ctx.db);
  return { brand: row?.brand ?? defaultBrand(ctx.env.ORGANIZATION_NAME), row };
}

/** Brandings by version id (logo bytes included), so a render asks the database only for the newest id. */
const brandingCache = new Map<string, Branding>();

/** The renderer's branding for the current look; every sharepic the server draws uses it. */
export async function currentBranding(ctx: AppContext): Promise<Branding> {
  const latest = await latestBrandVersionId(ctx.db);
  if (!latest) return brandingFromBrand(defaultBrand(ctx.env.ORGANIZATION_NAME));
  const cached = brandingCache.get(latest.id);
  if (cached) return cached;
  const row = await latestBrandVersion(ctx.db);
  if (!row) return brandingFromBrand(defaultBrand(ctx.env.ORGANIZATION_NAME));
  const branding = brandingFromBrand(row.brand, logoOf(row));
  if (brandingCache.size >= 8) brandingCache.clear();
  brandingCache.set(row.id, branding);
  return branding;
}

export async function getPublicBrand(ctx: AppContext): Promise<PublicBrandView> {
  const { brand } = await currentBrand(ctx);
  const { organizationName, claim, primaryColor, accentColor, font, layout } = brand;
  return { organizationName, claim, primaryColor, accentColor, font, layout };
}

function settingsView(brand: Brand, row: BrandVersionRow | undefined): BrandSettingsView {
  const logo = logoOf(row);
  return {
    brand,
    version: row?.version ?? null,
    logo: logo
      ? { width: logo.width, height: logo.height, dataUrl: `data:image/png;base64,${logo.png.toString('base64')}` }
      : null,
    rerender: row ? { status: row.rerenderStatus, done: row.rerenderDone, total: row.rerenderTotal } : null,
  };
}

export async function getBrandSettings(ctx: AppContext): Promise<BrandSettingsView> {
  const { brand, row } = await currentBrand(ctx);
  return settingsView(brand, row);
}

/**
 * Stores a new version and queues the durable job that re-renders the proposals' images with it (any
 * unfinished re-render of an older version is superseded: the job always works for the newest version).
 */
async function saveVersion(
  ctx: AppContext,
  brand: Brand,
  logo: ProcessedLogo | undefined,
  by: Admin,
): Promise<BrandSettingsView> {
  const row = await insertBrandVersion(ctx.db, { brand, logo: logo ?? null, createdBy: by.id });
  // Its own statement: the version number is retried on a clash, which a surrounding transaction would not survive.
  await recordActivity(ctx.db, personActor(by), {
    kind: 'settings.brand',
    after: { version: row.version, brand, logo: logo ? `${logo.width}×${logo.height}` : null },
  });
  await supersedeOlderRerenders(ctx.db, row.version);
  await ctx.jobs?.send(queues.brandRerender.name, {}, { singletonKey: 'brand' });
  return settingsView(brand, row);
}

/** A new version with the given look and the current logo. */
export async function saveBrand(ctx: AppContext, brand: Brand, by: Admin): Promise<BrandSettingsView> {
  const { row } = await currentBrand(ctx);
  return saveVersion(ctx, brand, logoOf(row), by);
}

/** A new version with the current look and a new logo; a refused logo leaves everything as it was. */
export async function saveLogo(ctx: AppContext, bytes: Buffer, by: Admin): Promise<BrandSettingsView> {
  const logo = await processLogo(bytes);
  const { brand } = await currentBrand(ctx);
  return saveVersion(ctx, brand, logo, by);
}

/** A new version with the current look and no logo. */
export async function removeLogo(ctx: AppContext, by: Admin): Promise<BrandSettingsView> {
  const { brand, row } = await currentBrand(ctx);
  if (!logoOf(row)) return settingsView(brand, row);
  return saveVersion(ctx, brand, undefined, by);
}

/** The sample topic the preview shows. */
export const previewSample = {
  title: 'EU-Parlament beschließt neue Regeln für saubere Luft in den Städten',
  body: 'Ab 2030 gelten strengere Grenzwerte für Feinstaub und Stickstoffdioxid. Städte und Gemeinden müssen Pläne vorlegen, wie sie die Luft verbessern.',
} as const;

/** Preview images are shown at half size; JPEG keeps the answer small. */
const previewWidth = 540;

/** The three sharepics of a sample topic in a draft look, drawn by the real renderer; nothing is stored. */
export async function previewBrand(ctx: AppContext, brand: Brand): Promise<BrandPreviewView> {
  const { row } = await currentBrand(ctx);
  const branding = brandingFromBrand(brand, logoOf(row));
  const renderer = sharedRenderPool({
    size: ctx.env.RENDER_WORKERS,
    timeoutMs: ctx.env.RENDER_TIMEOUT_SECONDS * 1000,
  });
  const photo = await samplePhoto();
  try {
    const rendered = await Promise.all([
      renderer.render({ kind: 'title', data: { titel: previewSample.title, photo }, branding }),
      renderer.render({
        kind: 'detail',
        data: { titel: previewSample.title, inhalt: previewSample.body, photo },
        branding,
      }),
      renderer.render({ kind: 'info', branding }),
    ]);
    const images = await Promise.all(
      rendered.map(async ({ png }) => {
        const jpeg = await sharp(png).resize({ width: previewWidth }).jpeg({ quality: 80 }).toBuffer();
        return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
      }),
    );
    return { images: images as [string, string, string] };
  } catch (err) {
    if (err instanceof SharepicRenderError)
      throw new AppError(503, 'render_failed', err.message, { reason: err.reason });
    throw new AppError(503, 'render_failed', brandMessages.previewFailed);
  }
}
