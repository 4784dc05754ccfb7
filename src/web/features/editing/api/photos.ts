import type { PhotoResult } from '../../../../shared/editing';
import { messages } from '../../../../shared/messages';
import { api, ApiError } from '../../../lib/api-client';

export interface PhotoSearchAnswer {
  provider: 'pexels' | 'upload';
  photos: PhotoResult[];
}

export function searchPhotos(term: string): Promise<PhotoSearchAnswer> {
  return api.get<PhotoSearchAnswer>(`/api/photos/search?q=${encodeURIComponent(term)}`);
}

/** Multipart, so it bypasses the JSON client; errors arrive in the same `{ error: { code, message } }` shape. */
export async function uploadPhoto(file: File): Promise<PhotoResult> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/photos/uploads', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'network', 'Der Server ist nicht erreichbar. Bitte versuche es erneut.');
  }
  const body = (await response.json().catch(() => undefined)) as
    PhotoResult | { error?: { code?: string; message?: string } } | undefined;
  if (!response.ok) {
    const error = body && 'error' in body ? body.error : undefined;
    throw new ApiError(response.status, error?.code ?? 'internal', error?.message ?? messages.api.internal);
  }
  return body as PhotoResult;
}
