import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createTestContext,
  jsonRequest,
  signIn,
  type TestContext,
} from '../../../../tests/setup/test-context';
import { createUser } from '../users';

/** PUBLIC_URL as the admin page explains it (where the publish checklist sends an admin). */
describe.each(backends)('the public address on %s', (backend) => {
  let t: TestContext;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestContext(backend);
    await createUser(t, { email: 'admin@example.org', password: 'geheim123', role: 'admin' });
    await createUser(t, { email: 'editor@example.org', password: 'geheim123', role: 'editor' });
    admin = await signIn(t, 'admin@example.org', 'geheim123');
    editor = await signIn(t, 'editor@example.org', 'geheim123');
  });
  afterAll(() => t.close());

  const get = (cookie?: string) => t.app.request('/api/settings/public-address', jsonRequest('GET', undefined, cookie));

  it('tells an admin the address and that Buffer cannot reach it; refuses everyone else', async () => {
    const res = await get(admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      public_url: 'http://localhost:3000',
      configured: true,
      status: 'not-public',
    });
    expect((await get(editor)).status).toBe(403);
    expect((await get()).status).toBe(401);
  });
});
