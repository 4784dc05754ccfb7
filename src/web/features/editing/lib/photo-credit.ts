import type { PhotoResult } from '../../../../shared/editing';
import type { PhotoCredit } from '../../../../shared/news';

/** The credit the server attached to a result (source, author, licence, links); own uploads have none. */
export function creditOf(photo: PhotoResult): PhotoCredit | null {
  if (photo.credit) return photo.credit;
  if (photo.provider !== 'pexels' || !photo.photographer) return null;
  return {
    photographer: photo.photographer,
    photographer_url: photo.photographer_url,
    source_url: photo.url,
    provider: 'Pexels',
  };
}
