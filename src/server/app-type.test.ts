import { hc } from 'hono/client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AppType } from './app';

// Checked by the type checker (npm run typecheck): the modules' routes keep their types when the
// composition root mounts them, so a typed client knows every route, its method and its parameters.
describe('the API type', () => {
  it('names every route group and types the routes of each feature module', () => {
    const client = hc<AppType>('http://localhost');
    expectTypeOf<keyof typeof client.api>().toEqualTypeOf<
      | 'auth'
      | 'events'
      | 'health'
      | 'config'
      | 'users'
      | 'me'
      | 'news'
      | 'settings'
      | 'photos'
      | 'pipeline'
      | 'brand'
      | 'activity'
      | 'activity.csv'
      | 'plan'
    >();
    const routes = [
      client.api.health.$get,
      client.api.news.$get,
      client.api.news[':id'].$get,
      client.api.news[':id'].text.$patch,
      client.api.news[':id'].regenerate.$post,
      client.api.news[':id'].publish.$post,
      client.api.settings.buffer.$put,
      client.api.settings.brand.$put,
      client.api.settings.brand.preview.$post,
      client.api.brand.$get,
      client.api.photos.search.$get,
      client.api.me['has-role'].$get,
      client.api.users[':id'].$delete,
      client.api.pipeline.runs.$get,
      client.api.plan.$get,
      client.api.plan[':id'].cancel.$post,
      client.api.events.$get,
      client.api.activity.$get,
      client.api.news[':id'].activity.$get,
      client.api.news[':id'].release.$post,
    ];
    expectTypeOf(client.api.news[':id'].text.$patch).parameter(0).toHaveProperty('param');
    expect(routes.every((r) => typeof r === 'function')).toBe(true);
  });
});
