import type { PhotoResult } from '../../../../shared/editing';
import type { PhotoCredit } from '../../../../shared/news';

/** Pexels asks for the photographer and a link wherever its photos are shown; own uploads need none. */
export function creditOf(photo: PhotoResult): PhotoCredit | null {
  if (photo.provider !== 'pexels' || !photo.photographer) return null;
  return {
    photographer: photo.photographer,
    photographer_url: photo.photographer_url,
    source_url: photo.url,
    provider: 'Pexels',
  };
}
