import { hc, type InferRequestType, type InferResponseType } from 'hono/client';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { AppType } from '../src/server/app';
import { news } from '../src/server/db/schema/news';
import { createUser } from '../src/server/features/users';
import type { NewsItem, NewsView } from '../src/shared/news';
import { createTestContext, signIn, type TestContext } from './setup/test-context';

/**
 * `AppType` carries each route's request and response types, so `hc<AppType>` can call the API without
 * hand-written types. The type assertions are checked by `tsc` (this file is part of the typecheck); the
 * calls run against the real app.
 */
describe('the typed client', () => {
  let t: TestContext;
  let cookie: string;
  let id: string;
  beforeAll(async () => {
    t = await createTestContext('pglite');
    await createUser(t, { email: 'hc@example.org', password: 'geheim123', role: 'editor' });
    cookie = await signIn(t, 'hc@example.org', 'geheim123');
    const [row] = await t.db.insert(news).values({ title: 'Gipfel', date: '2026-11-18' }).returning();
    id = row!.id;
  });
  afterAll(() => t.close());

  const client = () =>
    hc<AppType>('http://localhost:3000', {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => t.app.request(input, init),
      headers: { origin: 'http://localhost:3000', cookie },
    });

  it('infers the input of a PATCH route from the shared schema', async () => {
    const patchText = client().api.news[':id'].text.$patch;
    type PatchTextInput = InferRequestType<typeof patchText>;
    expectTypeOf<PatchTextInput['json']>().toEqualTypeOf<{ title: string; instagram_text: string; version: number }>();
    expectTypeOf<PatchTextInput['param']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<InferResponseType<typeof patchText, 200>>().toExtend<NewsItem>();

    // @ts-expect-error the version is required by the schema
    void (() => patchText({ param: { id }, json: { title: 'x', instagram_text: 'y' } }));

    const res = await patchText({
      param: { id },
      json: { title: 'Gipfel in Brüssel', instagram_text: 'Neu', version: 1 },
    });
    expect(res.status).toBe(200);
    if (res.status === 200) expect((await res.json()).title).toBe('Gipfel in Brüssel');
  });

  it('types query inputs and the cached news list', async () => {
    const list = client().api.news.$get;
    expectTypeOf<InferRequestType<typeof list>>().toEqualTypeOf<{
      query: { category?: 'heute' | 'woche' | 'vergangene' | undefined };
    }>();
    expectTypeOf<InferResponseType<typeof list, 200>>().toExtend<NewsView[]>();
    const res = await list({ query: { category: 'heute' } });
    expect(res.status).toBe(200);
  });
});
