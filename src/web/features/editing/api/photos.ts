import type { PhotoResult } from '../../../../shared/editing';
import { api } from '../../../lib/api-client';

export interface PhotoSearchAnswer {
  provider: 'pexels' | 'upload';
  photos: PhotoResult[];
}

export function searchPhotos(term: string): Promise<PhotoSearchAnswer> {
  return api.get<PhotoSearchAnswer>(`/api/photos/search?q=${encodeURIComponent(term)}`);
}

export function uploadPhoto(file: File): Promise<PhotoResult> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<PhotoResult>('/api/photos/uploads', form);
}
