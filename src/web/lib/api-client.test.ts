import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { NewsView, Publication } from '../../shared/news';
import type { PhotoResult } from '../../shared/editing';
import { fakeFetch, on } from '../test/fake-fetch';
import { api, ApiError, authGet, call, type Answer, type JsonBody } from './api-client';
import { commonText } from '../messages/common';
import { messages } from '../../shared/messages';

afterEach(() => vi.unstubAllGlobals());

const id = '6f1d2c3b-0000-4000-8000-000000000001';

describe('the typed API client', () => {
  it('takes answers and bodies from the routes (checked by the type checker)', () => {
    // Anonymous visitors get the public shape, the team the full one (chosen by the session on the server).
    expectTypeOf<Answer<typeof api.news.$get>>().toEqualTypeOf<NewsView[]>();
    expectTypeOf<Answer<(typeof api.news)[':id']['publications']['$get']>>().toEqualTypeOf<Publication[]>();
    // Only the success statuses: the 422 and 502 error bodies of a refused publish are not part of the answer.
    expectTypeOf<Answer<(typeof api.news)[':id']['publish']['$post']>>().toEqualTypeOf<{
      publication: Publication;
      publications: Publication[];
    }>();
    expectTypeOf<Answer<(typeof api.users)[':id']['$delete']>>().toEqualTypeOf<undefined>();
    expectTypeOf<Answer<typeof api.photos.uploads.$post>>().toEqualTypeOf<PhotoResult>();
    expectTypeOf<JsonBody<(typeof api.news)[':id']['text']['$patch']>>().toEqualTypeOf<{
      title: string;
      instagram_text: string;
      version: number;
    }>();
    // @ts-expect-error the id is a required path parameter
    void (() => api.news[':id'].text.$patch({ json: { title: 't', instagram_text: 'x', version: 1 } }));
  });

  it('fills path parameters, queries and JSON bodies', async () => {
    const net = fakeFetch(
      on('GET', '/api/news', () => ({ json: [] })),
      on('PATCH', `/api/news/${id}/text`, (c) => ({ json: { ...(c.body as object), id } })),
      on('GET', '/api/photos/search', () => ({ json: { provider: 'upload', photos: [] } })),
    );
    await call(api.news.$get({ query: { category: 'woche' } }));
    await call(api.news[':id'].text.$patch({ param: { id }, json: { title: 'T', instagram_text: 'X', version: 3 } }));
    await call(api.photos.search.$get({ query: { q: 'Brüssel & EU' } }));
    expect(net.calls).toEqual([
      { method: 'GET', path: '/api/news?category=woche', body: undefined },
      { method: 'PATCH', path: `/api/news/${id}/text`, body: { title: 'T', instagram_text: 'X', version: 3 } },
      { method: 'GET', path: '/api/photos/search?q=Br%C3%BCssel+%26+EU', body: undefined },
    ]);
  });

  it('resolves 204 to undefined and sends a form as it is', async () => {
    const net = fakeFetch(
      on('DELETE', '/api/users/u1', () => ({ status: 204 })),
      on('POST', '/api/photos/uploads', () => ({ status: 201, json: { id: 'p1' } })),
    );
    await expect(call(api.users[':id'].$delete({ param: { id: 'u1' } }))).resolves.toBeUndefined();
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/jpeg' }), 'a.jpg');
    await expect(call(api.photos.uploads.$post(undefined, { init: { body: form } }))).resolves.toEqual({ id: 'p1' });
    expect(net.to('POST', '/api/photos/uploads')[0]!.body).toBe(form);
  });

  it("turns a refusal into ApiError with the server's German message and details", async () => {
    fakeFetch(
      on('POST', `/api/news/${id}/publish`, () => ({
        status: 422,
        json: { error: { code: 'preflight_failed', message: 'Prüfung fehlgeschlagen', details: { checks: [] } } },
      })),
    );
    const failure = await call(api.news[':id'].publish.$post({ param: { id }, json: {} })).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 422,
      code: 'preflight_failed',
      message: 'Prüfung fehlgeschlagen',
      details: { checks: [] },
    });
  });

  it('answers a foreign error page with the internal message', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(call(api.users.$get())).rejects.toMatchObject({
      status: 502,
      code: 'internal',
      message: messages.api.internal,
    });
  });

  it('reports an unreachable server, and lets an abort pass through', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(call(api.users.$get())).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: commonText.serverUnreachable,
    });
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', async () => {
      throw abort;
    });
    await expect(call(api.users.$get())).rejects.toBe(abort);
  });

  it('reads better-auth endpoints through the same error path', async () => {
    fakeFetch(
      on('GET', '/api/auth/get-session', () => ({ status: 500, json: { error: { code: 'x', message: 'Fehler' } } })),
    );
    await expect(authGet('/api/auth/get-session')).rejects.toMatchObject({ status: 500, message: 'Fehler' });
  });
});
