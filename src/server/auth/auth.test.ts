import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestContext, jsonRequest, signIn, type TestContext } from '../../../tests/setup/test-context';
import { createUser, ensureFirstAdmin } from '../features/users/users.service';

describe.each(backends)('accounts and sessions on %s', (backend) => {
  let t: TestContext;
  let adminCookie: string;
  let adminId: string;

  beforeAll(async () => {
    t = await createTestContext(backend, { ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'geheim123' });
    const admin = await ensureFirstAdmin(t);
    adminId = admin!.id;
    adminCookie = await signIn(t, 'admin@example.org', 'geheim123');
  });
  afterAll(() => t.close());

  it('creates the first admin only while no user exists', async () => {
    expect(await ensureFirstAdmin(t)).toBeUndefined();
    const res = await t.app.request('/api/users', { headers: { cookie: adminCookie } });
    const { users } = await res.json();
    expect(users).toEqual([{ id: adminId, email: 'admin@example.org', role: 'admin', created_at: expect.any(String) }]);
  });

  it('sets an httpOnly, SameSite=Lax session cookie, not Secure on http', async () => {
    const res = await t.app.request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email: 'admin@example.org', password: 'geheim123' }),
    );
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(cookie).toMatch(/Max-Age=604800/);
  });

  it('keeps the session token in the HttpOnly cookie only: neither sign-in nor the session answer carries it', async () => {
    const res = await t.app.request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email: 'admin@example.org', password: 'geheim123' }),
    );
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    expect(token.length).toBeGreaterThanOrEqual(20);
    const signedIn = await res.text();
    expect(JSON.parse(signedIn)).toMatchObject({ user: { id: adminId, email: 'admin@example.org' } });
    expect(JSON.parse(signedIn)).not.toHaveProperty('token');
    expect(signedIn).not.toContain(token);

    const session = await t.app.request('/api/auth/get-session', { headers: { cookie } });
    expect(session.status).toBe(200);
    const text = await session.text();
    expect(JSON.parse(text)).toMatchObject({ user: { id: adminId }, session: { userId: adminId } });
    expect(JSON.parse(text).session).not.toHaveProperty('token');
    expect(text).not.toContain(token);
    // Nobody signed in: still the plain null better-auth's client expects.
    const none = await t.app.request('/api/auth/get-session');
    expect(await none.json()).toBeNull();
  });

  it('answers wrong credentials the same whether or not the e-mail exists', async () => {
    const known = await t.app.request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email: 'admin@example.org', password: 'falsch12' }),
    );
    const unknown = await t.app.request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email: 'niemand@example.org', password: 'falsch12' }),
    );
    expect(known.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await known.json()).code).toBe((await unknown.json()).code);
  });

  it('limits failed sign-ins per IP and e-mail with a German message saying when to retry', async () => {
    const attempt = (password: string) =>
      t.app.request('/api/auth/sign-in/email', jsonRequest('POST', { email: 'opfer@example.org', password }));
    for (let i = 0; i < 10; i += 1) expect((await attempt('falsch12')).status).toBe(401);
    const blocked = await attempt('falsch12');
    expect(blocked.status).toBe(429);
    const body = await blocked.json();
    expect(body.error.message).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in 15 Minuten erneut.',
    );
    expect(blocked.headers.get('retry-after')).toBe('900');
    // Other accounts from the same address can still sign in.
    await signIn(t, 'admin@example.org', 'geheim123');
    // 15 minutes later the window has passed.
    t.clock.set(new Date(t.clock.now().getTime() + 16 * 60_000).toISOString());
    expect((await attempt('falsch12')).status).toBe(401);
  });

  it('ends the session on the server when signing out', async () => {
    const cookie = await signIn(t, 'admin@example.org', 'geheim123');
    expect((await t.app.request('/api/me/has-role?role=admin', { headers: { cookie } })).status).toBe(200);
    const out = await t.app.request('/api/auth/sign-out', jsonRequest('POST', {}, cookie));
    expect(out.status).toBe(200);
    // The old cookie, replayed, no longer works.
    expect((await t.app.request('/api/me/has-role?role=admin', { headers: { cookie } })).status).toBe(401);
  });

  it('refuses state-changing requests from another origin', async () => {
    const res = await t.app.request('/api/users', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie: adminCookie },
      body: JSON.stringify({ email: 'x@example.org', password: 'geheim123', role: 'editor' }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe('Anfrage von einer fremden Herkunft abgelehnt.');
  });

  it('answers has_role for the signed-in user', async () => {
    await createUser(t, { email: 'redaktion@example.org', password: 'geheim123', role: 'editor' });
    const editorCookie = await signIn(t, 'redaktion@example.org', 'geheim123');
    const ask = async (cookie: string) =>
      (await (await t.app.request('/api/me/has-role?role=admin', { headers: { cookie } })).json()).has_role;
    expect(await ask(adminCookie)).toBe(true);
    expect(await ask(editorCookie)).toBe(false);
  });

  it('shows editors the team read-only: the list answers, every change to an account is refused', async () => {
    await createUser(t, { email: 'leserin@example.org', password: 'geheim123', role: 'editor' });
    const editorCookie = await signIn(t, 'leserin@example.org', 'geheim123');
    const list = await t.app.request('/api/users', { headers: { cookie: editorCookie } });
    expect(list.status).toBe(200);
    const { users } = (await list.json()) as { users: { email: string; role: string }[] };
    expect(users).toContainEqual(expect.objectContaining({ email: 'admin@example.org', role: 'admin' }));
    expect(users).toContainEqual(expect.objectContaining({ email: 'leserin@example.org', role: 'editor' }));

    const create = await t.app.request(
      '/api/users',
      jsonRequest('POST', { email: 'neu@example.org', password: 'geheim123', role: 'admin' }, editorCookie),
    );
    const promote = await t.app.request(
      `/api/users/${adminId}`,
      jsonRequest('PATCH', { role: 'editor' }, editorCookie),
    );
    const remove = await t.app.request(`/api/users/${adminId}`, jsonRequest('DELETE', undefined, editorCookie));
    for (const res of [create, promote, remove]) {
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('forbidden');
    }
    const after = (await (await t.app.request('/api/users', { headers: { cookie: adminCookie } })).json()) as {
      users: { email: string; role: string }[];
    };
    expect(after.users.map((u) => u.email)).not.toContain('neu@example.org');
    expect(after.users).toContainEqual(expect.objectContaining({ email: 'admin@example.org', role: 'admin' }));
  });

  it('validates new users with the shared German messages', async () => {
    const bad = await t.app.request(
      '/api/users',
      jsonRequest('POST', { email: 'kein-mail', password: '123' }, adminCookie),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('Ungültige E-Mail-Adresse');
    const short = await t.app.request(
      '/api/users',
      jsonRequest('POST', { email: 'a@example.org', password: '123' }, adminCookie),
    );
    expect((await short.json()).error.message).toBe('Passwort muss mindestens 6 Zeichen lang sein');
    const dup = await t.app.request(
      '/api/users',
      jsonRequest('POST', { email: 'redaktion@example.org', password: 'geheim123' }, adminCookie),
    );
    expect(dup.status).toBe(409);
    expect((await dup.json()).error.message).toBe('Diese E-Mail-Adresse ist bereits vergeben.');
  });

  it('refuses deleting oneself and removing the last admin', async () => {
    const self = await t.app.request(`/api/users/${adminId}`, jsonRequest('DELETE', undefined, adminCookie));
    expect(self.status).toBe(400);
    expect((await self.json()).error.message).toBe('Du kannst dein eigenes Konto nicht löschen.');
    const demote = await t.app.request(`/api/users/${adminId}`, jsonRequest('PATCH', { role: 'editor' }, adminCookie));
    expect(demote.status).toBe(400);
    expect((await demote.json()).error.message).toBe('Der letzte Admin kann nicht gelöscht oder herabgestuft werden.');
  });

  it('lets an admin create, re-password and delete an editor', async () => {
    const created = await t.app.request(
      '/api/users',
      jsonRequest('POST', { email: 'Neu@Example.org', password: 'geheim123', role: 'editor' }, adminCookie),
    );
    expect(created.status).toBe(201);
    const { user } = await created.json();
    expect(user).toMatchObject({ email: 'neu@example.org', role: 'editor' });
    const oldSession = await signIn(t, 'neu@example.org', 'geheim123');

    const reset = await t.app.request(
      `/api/users/${user.id}`,
      jsonRequest('PATCH', { password: 'anderes1' }, adminCookie),
    );
    expect(reset.status).toBe(200);
    expect((await t.app.request('/api/me/has-role?role=admin', { headers: { cookie: oldSession } })).status).toBe(401);
    await signIn(t, 'neu@example.org', 'anderes1');

    const del = await t.app.request(`/api/users/${user.id}`, jsonRequest('DELETE', undefined, adminCookie));
    expect(del.status).toBe(204);
    await expect(signIn(t, 'neu@example.org', 'anderes1')).rejects.toThrow(/401/);
  });

  it('changes the own password, keeping this session and ending the others', async () => {
    await createUser(t, { email: 'pw@example.org', password: 'geheim123', role: 'editor' });
    const cookie = await signIn(t, 'pw@example.org', 'geheim123');
    const otherDevice = await signIn(t, 'pw@example.org', 'geheim123');
    const wrong = await t.app.request(
      '/api/me/password',
      jsonRequest('POST', { currentPassword: 'falsch', newPassword: 'neues-pw' }, cookie),
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toBe('Das aktuelle Passwort ist falsch.');
    const ok = await t.app.request(
      '/api/me/password',
      jsonRequest('POST', { currentPassword: 'geheim123', newPassword: 'neues-pw' }, cookie),
    );
    expect(ok.status).toBe(204);
    const renewed = ok.headers.get('set-cookie');
    expect(renewed, 'a new session cookie').toMatch(/session_token=/);
    const next = renewed!.split(';')[0]!;
    // The person who changed it stays signed in (with the renewed cookie) …
    expect((await t.app.request('/api/me/has-role?role=editor', { headers: { cookie: next } })).status).toBe(200);
    // … every other session ends.
    expect((await t.app.request('/api/me/has-role?role=editor', { headers: { cookie: otherDevice } })).status).toBe(
      401,
    );
    await signIn(t, 'pw@example.org', 'neues-pw');
    await expect(signIn(t, 'pw@example.org', 'geheim123')).rejects.toThrow(/401/);
  });

  it('limits wrong current passwords like failed sign-ins, with a German 429', async () => {
    await createUser(t, { email: 'rate@example.org', password: 'geheim123', role: 'editor' });
    const cookie = await signIn(t, 'rate@example.org', 'geheim123');
    const attempt = (currentPassword: string) =>
      t.app.request('/api/me/password', jsonRequest('POST', { currentPassword, newPassword: 'neues-pw' }, cookie));
    for (let i = 0; i < 10; i += 1) expect((await attempt(`falsch-${i}`)).status).toBe(400);
    const blocked = await attempt('geheim123');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect((await blocked.json()).error).toEqual({
      code: 'rate_limited',
      message: 'Zu viele falsche Passwörter. Bitte versuche es in 15 Minuten erneut.',
    });
    // The same counter guards sign-in: guessing through either door counts against both.
    await expect(signIn(t, 'rate@example.org', 'geheim123')).rejects.toThrow(/429/);
    t.clock.set(new Date(t.clock.now().getTime() + 16 * 60_000).toISOString());
    expect((await attempt('geheim123')).status).toBe(204);
  });

  it('answers bad sign-in input in German without touching the database', async () => {
    const post = (body: string, type = 'application/json') =>
      t.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': type, origin: 'http://localhost:3000' },
        body,
      });
    const cases: [string, number, string][] = [
      ['null', 400, 'Ungültige Eingabe: erwartet wird ein Objekt.'],
      [JSON.stringify({ email: 'a\u0000@example.org', password: 'x' }), 400, 'Ungültige E-Mail-Adresse'],
      [
        JSON.stringify({ email: `${'a'.repeat(300)}@example.org`, password: 'x' }),
        422,
        'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.',
      ],
      [
        JSON.stringify({ email: 'admin@example.org', password: 'p'.repeat(129) }),
        422,
        'Das Passwort darf höchstens 128 Zeichen lang sein.',
      ],
      ['{"email":', 400, 'Der Inhalt ist kein gültiges JSON.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(body);
      expect(res.status, body.slice(0, 40)).toBe(status);
      const answer = await res.json();
      expect(answer.error.message, body.slice(0, 40)).toBe(message);
      // better-auth's browser client reads the top-level message.
      expect(answer.message).toBe(message);
    }
    const text = await post('{"email":"a@b.de","password":"x"}', 'text/plain');
    expect(text.status).toBe(415);
    const huge = await post(JSON.stringify({ email: `${'a'.repeat(1_000_000)}@example.org`, password: 'x' }));
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toEqual({
      code: 'payload_too_large',
      message: 'Die Anfrage ist zu groß (höchstens 256 KB).',
    });
  });

  it('words wrong credentials as the spec says, in the one error shape', async () => {
    const res = await t.app.request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email: 'niemand@example.org', password: 'falsch12' }),
    );
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body.error).toEqual({ code: 'unauthorized', message: 'E-Mail oder Passwort falsch' });
    expect(body.message).toBe('E-Mail oder Passwort falsch');
  });

  it('keeps the rest of better-auth closed: account changes go through our routes', async () => {
    for (const path of ['change-password', 'update-user', 'list-sessions', 'revoke-sessions', 'sign-up/email']) {
      const res = await t.app.request(`/api/auth/${path}`, jsonRequest('POST', {}, adminCookie));
      expect(res.status, path).toBe(404);
      expect((await res.json()).error.message).toBe('Diese Adresse gibt es nicht.');
    }
  });

  it('has no self-service sign-up', async () => {
    const res = await t.app.request(
      '/api/auth/sign-up/email',
      jsonRequest('POST', { email: 'selbst@example.org', password: 'geheim123', name: 'x' }),
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    await expect(signIn(t, 'selbst@example.org', 'geheim123')).rejects.toThrow();
  });
});
