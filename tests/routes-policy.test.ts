import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type TestContext } from './setup/test-context';
import { createUser, ensureFirstAdmin } from '../src/server/features/users';

/**
 * Every route the app registers, with its policy. A new route that is not listed here fails this test,
 * so nothing can slip in unprotected. `middleware` entries are `use()` layers and catch-alls.
 */
const policies: Record<string, 'public' | 'user' | 'admin' | 'middleware' | 'auth-handler'> = {
  'ALL /*': 'middleware',
  'ALL /api/*': 'middleware',
  'POST /api/auth/sign-in/email': 'auth-handler',
  'POST /api/auth/sign-out': 'auth-handler',
  'GET /api/auth/get-session': 'auth-handler',
  'GET /api/health': 'public',
  'GET /api/config/public': 'public',
  'GET /api/news': 'public',
  'GET /api/news/page': 'public',
  'GET /api/news/:id': 'public',
  'PATCH /api/news/:id/text': 'user',
  'PATCH /api/news/:id/sharepics': 'user',
  'PATCH /api/news/:id/backgrounds': 'user',
  'POST /api/news/:id/regenerate': 'user',
  'GET /api/news/:id/evidence': 'user',
  'POST /api/news/:id/caption/regenerate': 'user',
  'GET /api/photos/search': 'user',
  'POST /api/photos/uploads': 'user',
  'GET /api/events': 'public',
  'POST /api/news/:id/publish/preflight': 'user',
  'POST /api/news/:id/publish': 'user',
  'GET /api/news/:id/publications': 'user',
  'POST /api/news/:id/release': 'user',
  'DELETE /api/news/:id/release': 'user',
  'GET /api/news/:id/activity': 'user',
  'GET /api/activity': 'admin',
  'GET /api/activity.csv': 'admin',
  'GET /api/settings/release': 'admin',
  'PUT /api/settings/release': 'admin',
  'GET /api/settings/buffer': 'admin',
  'PUT /api/settings/buffer': 'admin',
  'POST /api/settings/buffer/test': 'admin',
  'GET /api/settings/buffer/channels': 'admin',
  'POST /api/settings/buffer/channels': 'admin',
  'GET /api/settings/voice': 'admin',
  'PUT /api/settings/voice': 'admin',
  'GET /api/settings/public-address': 'admin',
  'GET /api/settings/imprint': 'admin',
  'PUT /api/settings/imprint': 'admin',
  'DELETE /api/settings/imprint': 'admin',
  'GET /api/brand': 'public',
  'GET /api/settings/brand': 'admin',
  'PUT /api/settings/brand': 'admin',
  'POST /api/settings/brand/preview': 'admin',
  'POST /api/settings/brand/logo': 'admin',
  'DELETE /api/settings/brand/logo': 'admin',
  'GET /api/settings/buffer/all-channels': 'admin',
  'PUT /api/settings/buffer/allowed-channels': 'admin',
  'GET /api/plan': 'user',
  'POST /api/plan/sync': 'user',
  'POST /api/plan/:id/cancel': 'user',
  'POST /api/plan/:id/reschedule': 'user',
  'ALL /api/me/*': 'middleware',
  'GET /api/me/has-role': 'user',
  'POST /api/me/password': 'user',
  'ALL /api/users/*': 'middleware',
  'GET /api/users': 'user',
  'POST /api/users': 'admin',
  'PATCH /api/users/:id': 'admin',
  'DELETE /api/users/:id': 'admin',
  'ALL /api/pipeline/*': 'middleware',
  'GET /api/pipeline/runs': 'admin',
  'POST /api/pipeline/runs': 'admin',
  'GET /api/pipeline/runs/:id': 'admin',
  'GET /api/pipeline/sources': 'admin',
  'POST /api/pipeline/sources': 'admin',
  'PATCH /api/pipeline/sources/:id': 'admin',
  'DELETE /api/pipeline/sources/:id': 'admin',
  'GET /api/pipeline/regional-terms': 'admin',
  'PUT /api/pipeline/regional-terms': 'admin',
  'GET /media/*': 'public',
};

describe('route policies', () => {
  let t: TestContext;
  let editorCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    t = await createTestContext('pglite', { ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'geheim123' });
    await ensureFirstAdmin(t);
    await createUser(t, { email: 'editor@example.org', password: 'geheim123', role: 'editor' });
    adminCookie = await signIn(t, 'admin@example.org', 'geheim123');
    editorCookie = await signIn(t, 'editor@example.org', 'geheim123');
  });
  afterAll(() => t.close());

  const registered = () => {
    const seen = new Set<string>();
    for (const r of t.app.routes) seen.add(`${r.method} ${r.path.replace(/\/+$/, '') || '/'}`);
    return [...seen];
  };

  it('knows the policy of every registered route', () => {
    const unknown = registered().filter((key) => !(key in policies));
    expect(unknown, 'add these routes to the policy table').toEqual([]);
  });

  const call = (key: string, cookie?: string) => {
    const [method, path] = key.split(' ') as [string, string];
    const url = path.replace(/:id/g, '00000000-0000-4000-8000-000000000000').replace('/*', '/x');
    return t.app.request(url + (url.includes('has-role') ? '?role=admin' : ''), {
      method,
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
      body: method === 'GET' ? undefined : '{}',
    });
  };

  it('refuses anonymous callers on user and admin routes with 401 in the one error shape', async () => {
    for (const key of registered().filter((k) => policies[k] === 'user' || policies[k] === 'admin')) {
      const res = await call(key);
      expect(res.status, key).toBe(401);
      expect(await res.json(), key).toEqual({ error: { code: 'unauthorized', message: 'Bitte melde dich an.' } });
    }
  });

  it('refuses editors on admin routes with 403', async () => {
    for (const key of registered().filter((k) => policies[k] === 'admin')) {
      const res = await call(key, editorCookie);
      expect(res.status, key).toBe(403);
      expect((await res.json()).error.code, key).toBe('forbidden');
    }
  });

  it('lets editors through user routes and admins through admin routes', async () => {
    for (const key of registered().filter((k) => policies[k] === 'user')) {
      expect([401, 403], key).not.toContain((await call(key, editorCookie)).status);
    }
    for (const key of registered().filter((k) => policies[k] === 'admin')) {
      expect([401, 403], key).not.toContain((await call(key, adminCookie)).status);
    }
  });

  it('serves public routes to anonymous visitors', async () => {
    for (const key of registered().filter((k) => policies[k] === 'public' && k !== 'GET /api/events')) {
      expect([401, 403], key).not.toContain((await call(key)).status);
    }
  });
});
