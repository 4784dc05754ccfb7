import type { AppContext } from '../../context';
import type { PhotoResult } from '../../../shared/editing';
import { searchUploads } from './uploads';

/** Pexels when a key is configured, otherwise the organisation's own uploads. */
export async function searchPhotos(ctx: AppContext, term: string): Promise<{ provider: 'pexels' | 'upload'; photos: PhotoResult[] }> {
  return { provider: 'upload', photos: await searchUploads(ctx, term) };
}

/** A photo for the term that differs from the current one, or null without a photo provider. */
export async function findNewPhoto(_ctx: AppContext, _term: string, _excludeUrl: string): Promise<PhotoResult | null> {
  return null;
}
