import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createTestContext,
  jsonRequest,
  signIn,
  type TestContext,
} from '../../../../tests/setup/test-context';
import { seed, startFakeBuffer, type FakeBuffer } from '../../../../tests/fakes/buffer';
import { organizationSettings } from '../../db/schema/settings';
import { createSecretBox } from '../../lib/secret-box';
import { createUser } from '../users';
import { tokenContext } from '../buffer-account';

describe.each(backends)('Buffer settings on %s', (backend) => {
  let t: TestContext;
  let buffer: FakeBuffer;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    buffer = await startFakeBuffer();
    t = await createTestContext(backend, { BUFFER_API_URL: buffer.url, ORGANIZATION_NAME: 'Europa-Union Teststadt' });
    await createUser(t, { email: 'admin@example.org', password: 'geheim123', role: 'admin' });
    await createUser(t, { email: 'editor@example.org', password: 'geheim123', role: 'editor' });
    admin = await signIn(t, 'admin@example.org', 'geheim123');
    editor = await signIn(t, 'editor@example.org', 'geheim123');
  });
  afterAll(async () => {
    await t.close();
    await buffer.close();
  });

  const get = (path: string, cookie = admin) => t.app.request(`/api/settings/buffer${path}`, { headers: { cookie } });
  const send = (method: string, path: string, body: unknown, cookie = admin) =>
    t.app.request(`/api/settings/buffer${path}`, jsonRequest(method, body, cookie));
  const storedRow = async () => (await t.db.select().from(organizationSettings))[0];

  it('shows empty settings before anything is saved', async () => {
    const res = await get('');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      organization_name: 'Europa-Union Teststadt',
      profile_id: null,
      token_set: false,
      token_hint: null,
      token_readable: true,
      channels: [],
    });
  });

  it('validates after trimming, with the German messages of the spec', async () => {
    const blankToken = await send('PUT', '', { access_token: '   ', profile_id: 'abc' });
    expect(blankToken.status).toBe(400);
    expect((await blankToken.json()).error.message).toBe('Buffer Access Token wird benötigt');
    const blankProfile = await send('PUT', '', { access_token: 'key', profile_id: ' \t ' });
    expect((await blankProfile.json()).error.message).toBe('Buffer Profile ID wird benötigt');
    const missingProfile = await send('PUT', '', { access_token: 'key' });
    expect((await missingProfile.json()).error.message).toBe('Buffer Profile ID wird benötigt');
    expect(await storedRow()).toBeUndefined();
  });

  it('refuses a token with characters no Buffer token has, on save, connection test and channel list', async () => {
    const message =
      'Der Access Token enthält Zeichen, die in keinem Buffer-Token vorkommen (etwa Umlaute, Leerzeichen oder Emojis). Bitte kopiere ihn noch einmal aus Buffer.';
    // Beyond Latin-1 (no HTTP header can carry them), an umlaut, an emoji, a space inside.
    for (const token of [`${seed.apiKey}€`, 'schlüssel-1234', `${seed.apiKey}🇪🇺`, 'zwei teile']) {
      for (const [method, path, body] of [
        ['PUT', '', { access_token: token, profile_id: seed.instagramChannelId }],
        ['POST', '/test', { access_token: token, profile_id: seed.instagramChannelId }],
        ['POST', '/channels', { access_token: token }],
      ] as const) {
        const res = await send(method, path, body);
        expect(res.status, `${method} ${path} ${token}`).toBe(400);
        expect((await res.json()).error).toEqual({
          code: 'validation_failed',
          message,
          details: { issues: [{ path: 'access_token', message }] },
        });
      }
    }
    expect(await storedRow()).toBeUndefined();
  });

  it('stores the token encrypted, trimmed, keyed by ORGANIZATION_NAME, and never returns it', async () => {
    const res = await send('PUT', '', {
      access_token: `  ${seed.apiKey}  `,
      profile_id: ` ${seed.instagramChannelId} `,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      organization_name: 'Europa-Union Teststadt',
      profile_id: seed.instagramChannelId,
      token_set: true,
      token_hint: `…${seed.apiKey.slice(-4)}`,
      token_readable: true,
      // Until admins choose channels, the team may publish to the Instagram channel alone.
      channels: [{ id: seed.instagramChannelId, service: 'instagram', name: '' }],
    });
    expect(JSON.stringify(body)).not.toContain(seed.apiKey);
    const row = await storedRow();
    expect(row!.organizationName).toBe('Europa-Union Teststadt');
    expect(row!.bufferProfileId).toBe(seed.instagramChannelId);
    expect(row!.bufferAccessToken).not.toContain(seed.apiKey);
    expect(createSecretBox(t.env.authSecret).decrypt(row!.bufferAccessToken!, tokenContext)).toBe(seed.apiKey);
    expect(JSON.stringify(await (await get('')).json())).not.toContain(seed.apiKey);
  });

  it('keeps the stored token when the field is left empty, and replaces it when given', async () => {
    const before = (await storedRow())!.bufferAccessToken;
    const keep = await send('PUT', '', { access_token: '', profile_id: seed.personalInstagramChannelId });
    expect(keep.status).toBe(200);
    expect((await storedRow())!.bufferAccessToken).toBe(before);
    expect((await storedRow())!.bufferProfileId).toBe(seed.personalInstagramChannelId);
    buffer.addKey('zweiter-schluessel-9876');
    const replace = await send('PUT', '', {
      access_token: 'zweiter-schluessel-9876',
      profile_id: seed.instagramChannelId,
    });
    expect((await replace.json()).token_hint).toBe('…9876');
    const again = await send('PUT', '', { access_token: seed.apiKey, profile_id: seed.instagramChannelId });
    expect(again.status).toBe(200);
  });

  it('tests the connection with the stored values, or with values typed in', async () => {
    const stored = await (await send('POST', '/test', {})).json();
    expect(stored).toMatchObject({
      ok: true,
      message: 'Verbindung erfolgreich: Instagram-Kanal „Europa-Union Musterstadt“ gefunden.',
    });
    const facebook = await (await send('POST', '/test', { profile_id: seed.facebookChannelId })).json();
    expect(facebook).toMatchObject({ ok: false, kind: 'not_instagram' });
    expect(facebook.message).toContain('kein Instagram-Kanal');
    const badKey = await (await send('POST', '/test', { access_token: 'falscher-schluessel' })).json();
    expect(badKey).toMatchObject({ ok: false, kind: 'unauthorized' });
    expect(badKey.message).toContain('Buffer-API-Schlüssel ist ungültig');
    const unknown = await (await send('POST', '/test', { profile_id: '650000000000000000000fff' })).json();
    expect(unknown).toMatchObject({ ok: false, kind: 'channel_not_found' });
  });

  it('lists only the Instagram channels for the picker', async () => {
    const res = await get('/channels');
    expect(res.status).toBe(200);
    const channels = await res.json();
    expect(channels.map((c: any) => c.id).sort()).toEqual(
      [
        seed.instagramChannelId,
        seed.personalInstagramChannelId,
        seed.disconnectedChannelId,
        seed.lockedChannelId,
      ].sort(),
    );
    expect(channels.every((c: any) => c.service === 'instagram')).toBe(true);
    expect(channels.find((c: any) => c.id === seed.disconnectedChannelId).isDisconnected).toBe(true);
    const typed = await send('POST', '/channels', { access_token: 'falscher-schluessel' });
    expect(typed.status).toBe(400);
    expect((await typed.json()).error.message).toContain('Buffer-API-Schlüssel ist ungültig');
  });

  it('refuses editors on every settings route with 403', async () => {
    for (const res of [
      await get('', editor),
      await send('PUT', '', { access_token: 'x', profile_id: 'y' }, editor),
      await send('POST', '/test', {}, editor),
      await get('/channels', editor),
    ]) {
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('forbidden');
    }
    expect(createSecretBox(t.env.authSecret).decrypt((await storedRow())!.bufferAccessToken!, tokenContext)).toBe(
      seed.apiKey,
    );
  });

  it('reports a stored token that the server secret can no longer open, and then requires a new one', async () => {
    const sealedElsewhere = createSecretBox('ein-ganz-anderes-geheimnis-ein-ganz-anderes').encrypt('x', tokenContext);
    await t.db.update(organizationSettings).set({ bufferAccessToken: sealedElsewhere });
    expect(await (await get('')).json()).toMatchObject({ token_set: true, token_readable: false, token_hint: null });
    const res = await send('PUT', '', { profile_id: seed.instagramChannelId });
    expect((await res.json()).error.message).toBe('Buffer Access Token wird benötigt');
  });
});

describe('Buffer settings without a stored token', () => {
  let t: TestContext;
  let admin: string;
  beforeAll(async () => {
    t = await createTestContext('pglite', { BUFFER_API_URL: 'http://127.0.0.1:9' });
    await createUser(t, { email: 'admin@example.org', password: 'geheim123', role: 'admin' });
    admin = await signIn(t, 'admin@example.org', 'geheim123');
  });
  afterAll(() => t.close());

  it('answers the channel list and the connection test with a German 400', async () => {
    const channels = await t.app.request('/api/settings/buffer/channels', { headers: { cookie: admin } });
    expect(channels.status).toBe(400);
    expect((await channels.json()).error.message).toBe('Buffer Access Token wird benötigt');
    const test = await t.app.request('/api/settings/buffer/test', jsonRequest('POST', { access_token: 'k' }, admin));
    expect(test.status).toBe(400);
    expect((await test.json()).error.message).toBe('Buffer Profile ID wird benötigt');
  });
});
