import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seed, startFakeBuffer, type FakeBuffer } from '../../../../tests/fakes/buffer';
import { createBufferClient } from './buffer-client';

let buffer: FakeBuffer;
let client: ReturnType<typeof createBufferClient>;
beforeEach(async () => {
  buffer = await startFakeBuffer();
  client = createBufferClient({ baseUrl: buffer.url, timeoutMs: 2_000 });
});
afterEach(() => buffer.close());

const imageUrls = [1, 2, 3].map((n) => `https://news.example.org/media/sharepic-${n}.jpg`);
const post = (patch: Partial<Parameters<typeof client.createInstagramCarouselPost>[0]> = {}) =>
  client.createInstagramCarouselPost({
    apiKey: seed.apiKey,
    channelId: seed.instagramChannelId,
    text: 'Die EU beschließt den Klimaplan. #Europa',
    imageUrls,
    altTexts: ['Titelbild', 'Details', 'Info'],
    ...patch,
  });

describe('listChannels / testConnection', () => {
  it('lists the account channels with organization and reminder flag', async () => {
    const res = await client.listChannels(seed.apiKey);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const ig = res.value.find((c) => c.id === seed.instagramChannelId);
    expect(ig).toMatchObject({
      service: 'instagram',
      type: 'business',
      organizationName: 'Europa-Union Musterstadt',
      defaultToReminders: false,
    });
    expect(res.value.find((c) => c.id === seed.facebookChannelId)?.defaultToReminders).toBeNull();
  });

  it('confirms a working Instagram channel in German', async () => {
    const res = await client.testConnection(seed.apiKey, seed.instagramChannelId);
    expect(res).toMatchObject({
      ok: true,
      message: 'Verbindung erfolgreich: Instagram-Kanal „Europa-Union Musterstadt“ gefunden.',
      warnings: [],
    });
  });

  it.each([
    ['wrong-key', seed.instagramChannelId, 'unauthorized', /API-Schlüssel ist ungültig/],
    [seed.apiKey, '650000000000000000000fff', 'channel_not_found', /nicht gefunden/],
    [seed.apiKey, seed.facebookChannelId, 'not_instagram', /kein Instagram-Kanal \(sondern facebook\)/],
    [seed.apiKey, seed.disconnectedChannelId, 'channel_disconnected', /getrennt/],
    [seed.apiKey, seed.lockedChannelId, 'channel_locked', /gesperrt/],
  ])('reports key %s / channel %s as %s', async (key, channelId, kind, message) => {
    const res = await client.testConnection(key, channelId);
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.kind).toBe(kind);
    expect(res.message).toMatch(message);
  });

  it('warns that a personal profile only gets reminders', async () => {
    const res = await client.testConnection(seed.apiKey, seed.personalInstagramChannelId);
    expect(res.ok && res.warnings.join(' ')).toMatch(/persönliches Instagram-Profil/);
  });

  it('reports rate limiting with the wait time', async () => {
    buffer.setLimits({ '15m': 1 });
    const res = await client.testConnection(seed.apiKey, seed.instagramChannelId);
    expect(res).toMatchObject({ ok: false, kind: 'rate_limited' });
    if (res.ok) return;
    expect(res.retryAfterSeconds).toBeGreaterThan(800);
    expect(res.message).toMatch(/Bitte versuche es in 15 Minuten erneut/);
  });

  it('reports an unreachable Buffer', async () => {
    const dead = createServer();
    await new Promise<void>((r) => dead.listen(0, '127.0.0.1', r));
    const port = (dead.address() as AddressInfo).port;
    await new Promise((r) => dead.close(r));
    const offline = createBufferClient({ baseUrl: `http://127.0.0.1:${port}` });
    const res = await offline.testConnection(seed.apiKey, seed.instagramChannelId);
    expect(res).toMatchObject({ ok: false, kind: 'network' });
    if (!res.ok) expect(res.message).toMatch(/Buffer ist nicht erreichbar/);
  });
});

describe('createInstagramCarouselPost', () => {
  it('sends one shareNow carousel with the images in order, alt texts and Instagram metadata', async () => {
    const res = await post();
    expect(res).toMatchObject({ ok: true, status: 'sent', schedulingType: 'automatic', reminder: false });
    const [received] = buffer.posts();
    expect(res.ok && res.postId).toBe(received.id);
    expect(received.assets.map((a) => a.url)).toEqual(imageUrls);
    expect(received.assets.map((a) => a.altText)).toEqual(['Titelbild', 'Details', 'Info']);
    expect(received).toMatchObject({
      text: 'Die EU beschließt den Klimaplan. #Europa',
      shareMode: 'shareNow',
      assetsForm: 'array',
    });
    expect(received.input).toMatchObject({
      schedulingType: 'automatic',
      metadata: { instagram: { type: 'post', shouldShareToFeed: true } },
    });
  });

  it('flags a post that Buffer turned into a reminder', async () => {
    buffer.setOptions({ carouselsAsReminders: true });
    expect(await post()).toMatchObject({ ok: true, reminder: true, schedulingType: 'notification' });
  });

  it('returns typed errors from data with Buffer message in German context', async () => {
    buffer.setMode({ kind: 'typedError', typename: 'InvalidInputError', message: 'Text is required' });
    const res = await post();
    expect(res).toMatchObject({
      ok: false,
      kind: 'invalid_input',
      bufferMessage: 'Text is required',
      outcomeUnknown: false,
    });
    expect(!res.ok && res.message).toBe('Buffer hat den Post abgelehnt: Text is required');

    buffer.setMode({ kind: 'typedError', typename: 'LimitReachedError', message: 'You reached your plan limit' });
    expect(await post()).toMatchObject({ ok: false, kind: 'limit_reached' });
  });

  it('maps Buffer validation of the real channel rules', async () => {
    const res = await post({ imageUrls: [] });
    expect(res).toMatchObject({
      ok: false,
      kind: 'invalid_input',
      bufferMessage: 'Instagram posts require at least one image or video.',
    });
    const unknown = await post({ channelId: '650000000000000000000fff' });
    expect(unknown).toMatchObject({ ok: false, kind: 'not_found' });
  });

  it('maps 401, 429 and 500', async () => {
    expect(await post({ apiKey: 'revoked' })).toMatchObject({ ok: false, kind: 'unauthorized', outcomeUnknown: false });
    buffer.setMode({ kind: 'http500' });
    expect(await post()).toMatchObject({ ok: false, kind: 'server_error', outcomeUnknown: true });
    buffer.setLimits({ '15m': 0 });
    const limited = await post();
    expect(limited).toMatchObject({ ok: false, kind: 'rate_limited', outcomeUnknown: false });
    expect(!limited.ok && limited.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('times out, marks the outcome unknown, and the post can be found before retrying', async () => {
    const since = new Date();
    const quick = createBufferClient({ baseUrl: buffer.url, timeoutMs: 200 });
    buffer.setMode({ kind: 'delay', ms: 1_000 });
    const res = await quick.createInstagramCarouselPost({
      apiKey: seed.apiKey,
      channelId: seed.instagramChannelId,
      text: 'Zeitüberschreitung',
      imageUrls,
    });
    expect(res).toMatchObject({ ok: false, kind: 'timeout', outcomeUnknown: true });
    expect(!res.ok && res.message).toMatch(/nicht rechtzeitig geantwortet/);
    const found = await client.findRecentPostByText(
      seed.apiKey,
      seed.instagramChannelId,
      'Zeitüberschreitung\r\n',
      since,
    );
    expect(found.ok && found.value?.id).toBe(buffer.posts()[0].id);
    expect(found.ok && found.value?.imageUrls).toEqual(imageUrls);
  });

  it('a dropped connection after Buffer stored the post is a network failure with unknown outcome', async () => {
    const since = new Date();
    buffer.setMode({ kind: 'dropAfterCreate' });
    const res = await post({ text: 'Abgebrochen' });
    expect(res).toMatchObject({ ok: false, kind: 'network', outcomeUnknown: true });
    const found = await client.findRecentPostByText(seed.apiKey, seed.instagramChannelId, 'Abgebrochen', since);
    expect(found.ok && found.value?.text).toBe('Abgebrochen');
  });
});

describe('findRecentPostByText / getPost', () => {
  it('returns null when no post with that text exists since the given time', async () => {
    await post({ text: 'Anderer Text' });
    const res = await client.findRecentPostByText(
      seed.apiKey,
      seed.instagramChannelId,
      'Gesuchter Text',
      new Date(Date.now() - 60_000),
    );
    expect(res).toEqual({ ok: true, value: null });
  });

  it('ignores posts of other channels and finds older ones past the first page', async () => {
    const since = new Date();
    await post({ text: 'Gesucht' });
    for (let i = 0; i < 55; i++) await post({ text: `Füller ${i}` });
    await post({ channelId: seed.personalInstagramChannelId, text: 'Gesucht' });
    const res = await client.findRecentPostByText(seed.apiKey, seed.instagramChannelId, 'Gesucht', since);
    expect(res.ok && res.value?.id).toBe(buffer.posts()[0].id);
  });

  it('reports an unknown channel as not found', async () => {
    const res = await client.findRecentPostByText(seed.apiKey, '650000000000000000000fff', 'x', new Date());
    expect(res).toMatchObject({ ok: false, kind: 'not_found' });
  });

  it('reads a post including a publish error Buffer recorded later', async () => {
    buffer.updateChannel(seed.instagramChannelId, { isDisconnected: true });
    const created = await post();
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const res = await client.getPost(seed.apiKey, created.postId);
    expect(res.ok && res.value.status).toBe('error');
    expect(res.ok && res.value.error?.message).toMatch(/disconnected/);
  });
});

describe('createChannelPost / deletePost (several networks, scheduled)', () => {
  const images = ['https://media.example/1.jpg', 'https://media.example/2.jpg'];

  it('schedules a post for a time (customScheduled with dueAt) on a network without Instagram metadata', async () => {
    const dueAt = new Date(Date.now() + 3 * 3_600_000);
    const r = await client.createChannelPost({
      apiKey: seed.apiKey,
      channelId: seed.mastodonChannelId,
      service: 'mastodon',
      text: 'Europa wählt',
      imageUrls: images,
      dueAt,
    });
    expect(r).toMatchObject({ ok: true, status: 'scheduled', dueAt: dueAt.toISOString() });
    const received = buffer.posts().at(-1)!;
    expect(received).toMatchObject({ shareMode: 'customScheduled', isCustomScheduled: true, instagram: null });
  });

  it('reports what the network refuses in German', async () => {
    const r = await client.createChannelPost({
      apiKey: seed.apiKey,
      channelId: seed.blueskyChannelId,
      service: 'bluesky',
      text: 'x'.repeat(301),
      imageUrls: images,
    });
    expect(r).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Buffer hat den Post abgelehnt: .*too long/),
    });
  });

  it('deletes a scheduled post; one already deleted in Buffer counts as removed', async () => {
    const created = await client.createChannelPost({
      apiKey: seed.apiKey,
      channelId: seed.linkedinChannelId,
      service: 'linkedin',
      text: 'Europa wählt',
      imageUrls: images,
      dueAt: new Date(Date.now() + 3_600_000),
    });
    if (!created.ok) throw new Error(created.message);
    expect(await client.deletePost(seed.apiKey, created.postId)).toEqual({ ok: true, value: { deleted: true } });
    expect(buffer.posts().at(-1)!.deletedAt).not.toBeNull();
    expect(await client.deletePost(seed.apiKey, created.postId)).toEqual({ ok: true, value: { deleted: false } });
  });
});
