import { api, call, type Answer } from '../../../lib/api-client';

const photos = api.photos;

export type PhotoSearchAnswer = Answer<typeof photos.search.$get>;

export function searchPhotos(term: string): Promise<PhotoSearchAnswer> {
  return call(photos.search.$get({ query: { q: term } }));
}

/**
 * The one multipart call. The upload route reads its form itself (its own size limit and German messages)
 * and declares no form validator, so hc cannot type the body: the form goes in as the request's body, while
 * the path and the answer (201, the stored photo) still come from the route.
 */
export function uploadPhoto(file: File) {
  const form = new FormData();
  form.append('file', file);
  return call(photos.uploads.$post(undefined, { init: { body: form } }));
}
