import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { createPexelsClient, type PhotoSearchItem } from '../../engines/pexels/pexels-client';
import type { PhotoResult } from '../../../shared/editing';
import { isHttpUrl } from '../../../shared/fields';
import { searchUploads } from './uploads';

type PexelsClient = ReturnType<typeof createPexelsClient>;
const clients = new WeakMap<AppContext, PexelsClient>();

/** One client per server (it holds the 24-hour result cache and the rate-limit state). */
function pexelsFor(ctx: AppContext): PexelsClient | null {
  if (!ctx.env.PEXELS_API_KEY) return null;
  let client = clients.get(ctx);
  if (!client) {
    client = createPexelsClient({ baseUrl: ctx.env.PEXELS_API_URL, apiKey: ctx.env.PEXELS_API_KEY });
    clients.set(ctx, client);
  }
  return client;
}

const httpOnly = (url: string | undefined) => (url && isHttpUrl(url) ? url : undefined);

/**
 * A Pexels result as the web and the sharepics use it. Its links end up stored as credits and shown as
 * links, so anything but http(s) is dropped (a photo without an http(s) image is left out altogether).
 */
export function fromPexels(p: PhotoSearchItem): PhotoResult | null {
  if (!isHttpUrl(p.src.medium) || !isHttpUrl(p.src.large2x)) return null;
  return {
    id: String(p.id),
    alt: p.alt,
    // large2x (1880 px) covers the 1080 px sharepic; large (940 px) would be upscaled.
    src: { medium: p.src.medium, large: p.src.large2x },
    photographer: p.photographer,
    photographer_url: httpOnly(p.photographer_url),
    url: httpOnly(p.url),
    provider: 'pexels',
  };
}

const fromPexelsAll = (photos: PhotoSearchItem[]) => photos.flatMap((p) => fromPexels(p) ?? []);

/** Pexels when a key is configured, otherwise the organisation's own uploads. */
export async function searchPhotos(
  ctx: AppContext,
  term: string,
): Promise<{ provider: 'pexels' | 'upload'; photos: PhotoResult[] }> {
  const pexels = pexelsFor(ctx);
  if (!pexels) return { provider: 'upload', photos: await searchUploads(ctx, term) };
  const result = await pexels.search(term);
  if (!result.ok) {
    const status = result.kind === 'rate_limited' ? 429 : 502;
    throw new AppError(status, result.kind === 'rate_limited' ? 'rate_limited' : 'upstream_failed', result.message);
  }
  return { provider: 'pexels', photos: fromPexelsAll(result.photos) };
}

/** A photo for the term that differs from the current one; null without a provider or on failure. */
export async function findNewPhoto(ctx: AppContext, term: string, excludeUrl: string): Promise<PhotoResult | null> {
  const pexels = pexelsFor(ctx);
  if (!pexels) return null;
  const result = await pexels.search(term);
  if (!result.ok) {
    ctx.log.warn('photo search for regeneration failed', { term, reason: result.message });
    return null;
  }
  const candidates = fromPexelsAll(result.photos).filter((p) => p.src.large !== excludeUrl);
  if (candidates.length === 0) return null;
  // Rotate through the results, so each regeneration shows a different photo.
  const current = result.photos.findIndex((p) => p.src.large2x === excludeUrl);
  return candidates[(current + 1) % candidates.length] ?? candidates[0]!;
}
