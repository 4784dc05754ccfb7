import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../tests/setup/test-context';
import { addressToOpen, loadEnv } from '../env';
import { createUser } from '../features/users/users.service';

const signInFrom = (t: TestContext, origin: string, host: string) =>
  t.app.request(`${origin.replace(/^https?:\/\/[^/]+/, `http://${host}`)}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, host },
    body: JSON.stringify({ email: 'team@example.org', password: 'geheim123' }),
  });

describe('sign-in at the address the server prints', () => {
  describe('without PUBLIC_URL', () => {
    let t: TestContext;
    beforeAll(async () => {
      t = await createTestContext('pglite', { PUBLIC_URL: '', PORT: '3000' });
      await createUser(t, { email: 'team@example.org', password: 'geheim123', role: 'editor' });
    });
    afterAll(() => t.close());

    it('accepts both loopback spellings with the port', async () => {
      for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
        const res = await signInFrom(t, origin, origin.slice('http://'.length));
        expect(res.status, origin).toBe(200);
        expect(res.headers.get('set-cookie'), origin).toMatch(/session_token=/);
      }
    });

    it('still refuses other origins, in German', async () => {
      const res = await signInFrom(t, 'http://evil.example:3000', '127.0.0.1:3000');
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe('Anfrage von einer fremden Herkunft abgelehnt.');
      const otherPort = await signInFrom(t, 'http://127.0.0.1:4000', '127.0.0.1:3000');
      expect(otherPort.status).toBe(403);
    });
  });

  describe('with PUBLIC_URL', () => {
    let t: TestContext;
    beforeAll(async () => {
      t = await createTestContext('pglite', { PUBLIC_URL: 'https://news.example.org', PORT: '3000' });
      await createUser(t, { email: 'team@example.org', password: 'geheim123', role: 'editor' });
    });
    afterAll(() => t.close());

    it('trusts that origin and no loopback one', async () => {
      expect(t.env.trustedOrigins).toEqual(['https://news.example.org']);
      const res = await signInFrom(t, 'http://localhost:3000', 'news.example.org');
      expect(res.status).toBe(403);
    });
  });

  it('prints an address that sign-in accepts', () => {
    const env = (vars: Record<string, string>) => loadEnv({ DATA_DIR: '/tmp/newsdash-env-test', ...vars });
    expect(addressToOpen(env({ HOST: '127.0.0.1' }), 3000)).toBe('http://localhost:3000');
    expect(addressToOpen(env({ HOST: '0.0.0.0' }), 8080)).toBe('http://localhost:8080');
    expect(addressToOpen(env({ HOST: '192.168.1.20', PORT: '3000' }), 3000)).toBe('http://192.168.1.20:3000');
    expect(env({ HOST: '192.168.1.20', PORT: '3000' }).trustedOrigins).toContain('http://192.168.1.20:3000');
    expect(addressToOpen(env({ PUBLIC_URL: 'https://news.example.org/' }), 3000)).toBe('https://news.example.org');
  });
});
