import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seed, startFakeBuffer, type FakeBuffer } from './buffer';

let buffer: FakeBuffer;
beforeEach(async () => {
  buffer = await startFakeBuffer();
});
afterEach(() => buffer.close());

async function gql(query: string, variables?: unknown, key: string | null = seed.apiKey, path = '/') {
  const res = await fetch(buffer.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

const CREATE = `mutation C($input: CreatePostInput!) { createPost(input: $input) {
  __typename ... on PostActionSuccess { post { id status schedulingType dueAt text assets { source } } }
  ... on MutationError { message } } }`;

const carousel = (patch: Record<string, unknown> = {}) => ({
  input: {
    channelId: seed.instagramChannelId,
    text: 'Europa wählt #EU',
    schedulingType: 'automatic',
    mode: 'shareNow',
    assets: [1, 2, 3].map((n) => ({
      image: { url: `https://media.example/${n}.jpg`, metadata: { altText: `Bild ${n}` } },
    })),
    metadata: { instagram: { type: 'post', shouldShareToFeed: true } },
    ...patch,
  },
});

describe('fake Buffer: auth and reads', () => {
  it('answers 401 UNAUTHENTICATED without a key or with an unknown key', async () => {
    for (const key of [null, 'wrong']) {
      const r = await gql('{ account { id } }', undefined, key);
      expect(r.status).toBe(401);
      expect(r.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });

  it('serves account → organizations → channels on / and /graphql with only the requested fields', async () => {
    const acc = await gql('{ account { id organizations { id name } } }', undefined, seed.apiKey, '/graphql');
    expect(acc.status).toBe(200);
    expect(acc.body.data.account).toEqual({
      id: seed.accountId,
      organizations: [{ id: seed.organizationId, name: 'Europa-Union Musterstadt' }],
    });
    const ch = await gql(
      `query Q($org: OrganizationId!) { channels(input: { organizationId: $org }) { id service type isDisconnected
        metadata { __typename ... on InstagramMetadata { defaultToReminders } } } }`,
      { org: seed.organizationId },
    );
    const ig = ch.body.data.channels.find((c: any) => c.id === seed.instagramChannelId);
    expect(ig).toEqual({
      id: seed.instagramChannelId,
      service: 'instagram',
      type: 'business',
      isDisconnected: false,
      metadata: { __typename: 'InstagramMetadata', defaultToReminders: false },
    });
    expect(ch.body.data.channels.some((c: any) => c.service === 'facebook')).toBe(true);
  });

  it('rejects a query whose variable types differ from Buffer schema with HTTP 400', async () => {
    const r = await gql('query Q($org: String!) { channels(input: { organizationId: $org }) { id } }', {
      org: seed.organizationId,
    });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('fake Buffer: createPost', () => {
  it('stores a carousel with assets in order and returns the post', async () => {
    const r = await gql(CREATE, carousel());
    expect(r.status).toBe(200);
    expect(r.body.data.createPost.__typename).toBe('PostActionSuccess');
    expect(r.body.data.createPost.post.status).toBe('sent');
    const [stored] = buffer.posts();
    expect(stored.assets.map((a) => a.url)).toEqual([1, 2, 3].map((n) => `https://media.example/${n}.jpg`));
    expect(stored.assets.map((a) => a.altText)).toEqual(['Bild 1', 'Bild 2', 'Bild 3']);
    expect(stored).toMatchObject({
      text: 'Europa wählt #EU',
      schedulingType: 'automatic',
      shareMode: 'shareNow',
      assetsForm: 'array',
    });
  });

  it('has no idempotency: the same request twice makes two posts', async () => {
    await gql(CREATE, carousel());
    await gql(CREATE, carousel());
    const posts = buffer.posts();
    expect(posts).toHaveLength(2);
    expect(posts[0].id).not.toBe(posts[1].id);
  });

  it('answers Instagram rule violations as InvalidInputError with HTTP 200', async () => {
    const noImage = await gql(CREATE, carousel({ assets: [] }));
    expect(noImage.status).toBe(200);
    expect(noImage.body.data.createPost).toEqual({
      __typename: 'InvalidInputError',
      message: 'Instagram posts require at least one image or video.',
    });
    const noMeta = await gql(CREATE, carousel({ metadata: null }));
    expect(noMeta.body.data.createPost.__typename).toBe('InvalidInputError');
    const empty = await gql(CREATE, carousel({ channelId: seed.facebookChannelId, text: '', assets: [] }));
    expect(empty.body.data.createPost).toEqual({ __typename: 'InvalidInputError', message: 'Text is required' });
    const noDue = await gql(CREATE, carousel({ mode: 'customScheduled' }));
    expect(noDue.body.data.createPost.message).toMatch(/dueAt is required/);
    expect(buffer.posts()).toHaveLength(0);
  });

  it('requires schedulingType and mode (schema level, HTTP 400)', async () => {
    const { input } = carousel();
    const { schedulingType: _s, ...withoutScheduling } = input;
    const r = await gql(CREATE, { input: withoutScheduling });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('answers NotFoundError for an unknown channel', async () => {
    const r = await gql(CREATE, carousel({ channelId: '650000000000000000000fff' }));
    expect(r.body.data.createPost.__typename).toBe('NotFoundError');
  });

  it('rejects the old assets object unless the legacy switch is on', async () => {
    const legacy = carousel({ assets: { images: [{ url: 'https://media.example/1.jpg' }] } });
    const strict = await gql(CREATE, legacy);
    expect(strict.status).toBe(400);
    expect(buffer.posts()).toHaveLength(0);
    buffer.setOptions({ acceptLegacyAssets: true });
    const accepted = await gql(CREATE, legacy);
    expect(accepted.body.data.createPost.__typename).toBe('PostActionSuccess');
    expect(buffer.posts()[0].assetsForm).toBe('legacy-object');
  });

  it('turns carousels into reminders when switched, and personal profiles always', async () => {
    buffer.setOptions({ carouselsAsReminders: true });
    const r = await gql(CREATE, carousel());
    expect(r.body.data.createPost.post.schedulingType).toBe('notification');
    buffer.setOptions({ carouselsAsReminders: false });
    const personal = await gql(CREATE, carousel({ channelId: seed.personalInstagramChannelId }));
    expect(personal.body.data.createPost.post.schedulingType).toBe('notification');
  });

  it('queues addToQueue posts in a future slot', async () => {
    const r = await gql(CREATE, carousel({ mode: 'addToQueue' }));
    expect(r.body.data.createPost.post.status).toBe('scheduled');
    expect(Date.parse(r.body.data.createPost.post.dueAt)).toBeGreaterThan(Date.now());
  });
});

describe('fake Buffer: posts, deletePost', () => {
  it('lists posts by channel and creation time, newest first, and deletes', async () => {
    await gql(CREATE, carousel({ text: 'eins' }));
    await gql(CREATE, carousel({ text: 'zwei' }));
    const q = `query P($input: PostsInput!) { posts(input: $input, first: 10) { edges { node { id text } } pageInfo { hasNextPage } } }`;
    const list = await gql(q, {
      input: {
        organizationId: seed.organizationId,
        filter: { channelIds: [seed.instagramChannelId] },
        sort: [{ field: 'createdAt', direction: 'desc' }],
      },
    });
    expect(list.body.data.posts.edges.map((e: any) => e.node.text)).toEqual(['zwei', 'eins']);
    const id = list.body.data.posts.edges[0].node.id;
    const del = await gql(
      `mutation D($id: PostId!) { deletePost(input: { id: $id }) { __typename ... on DeletePostSuccess { id } } }`,
      { id },
    );
    expect(del.body.data.deletePost).toEqual({ __typename: 'DeletePostSuccess', id });
    const one = await gql(`query G($id: PostId!) { post(input: { id: $id }) { id } }`, { id });
    expect(one.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('fake Buffer: rate limits and failure modes', () => {
  it('sends RateLimit headers and answers 429 with Retry-After when over the limit', async () => {
    buffer.setLimits({ '15m': 2 });
    const first = await gql('{ account { id } }');
    expect(first.headers.get('ratelimit')).toContain('"2-in-15min";r=1');
    expect(first.headers.get('ratelimit-policy')).toContain('w=900');
    await gql('{ account { id } }');
    const limited = await gql('{ account { id } }');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(limited.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', window: '15m' });
  });

  it('can answer the next createPost with a typed error or HTTP 500, then recovers', async () => {
    buffer.setMode({ kind: 'typedError', typename: 'LimitReachedError', message: 'Daily limit reached' });
    const typed = await gql(CREATE, carousel());
    expect(typed.body.data.createPost).toEqual({ __typename: 'LimitReachedError', message: 'Daily limit reached' });
    buffer.setMode({ kind: 'http500' });
    expect((await gql(CREATE, carousel())).status).toBe(500);
    expect((await gql(CREATE, carousel())).status).toBe(200);
    expect(buffer.posts()).toHaveLength(1);
  });

  it('dropAfterCreate stores the post but the caller gets no answer', async () => {
    buffer.setMode({ kind: 'dropAfterCreate' });
    await expect(gql(CREATE, carousel())).rejects.toThrow();
    expect(buffer.posts()).toHaveLength(1);
  });

  it('notifies listeners when a post is stored', async () => {
    const seen: string[] = [];
    buffer.onPostCreated((p) => seen.push(p.text));
    await gql(CREATE, carousel({ text: 'hallo' }));
    expect(seen).toEqual(['hallo']);
  });
});

describe('fake Buffer: fetching media at publish time', () => {
  it('marks a post as error when an image URL cannot be downloaded, and sent when all can', async () => {
    const { startFakePexels } = await import('./pexels');
    const pexels = await startFakePexels();
    try {
      buffer.setOptions({ fetchAssets: true });
      const photo = (await (
        await fetch(`${pexels.url}/v1/search?query=eu`, { headers: { Authorization: pexels.apiKey } })
      ).json()) as any;
      const goodUrl = photo.photos[0].src.original;
      const ok = await gql(CREATE, carousel({ assets: [{ image: { url: goodUrl } }] }));
      expect(ok.body.data.createPost.post.status).toBe('sending');
      await gql(
        CREATE,
        carousel({ assets: [{ image: { url: goodUrl } }, { image: { url: `${pexels.url}/missing.jpg` } }] }),
      );
      await expect.poll(() => buffer.posts().map((p) => p.status), { timeout: 5_000 }).toEqual(['sent', 'error']);
      expect(buffer.posts()[1].error?.message).toMatch(/missing\.jpg/);
    } finally {
      await pexels.close();
    }
  });
});

describe('fake Buffer: several networks, scheduled posts and what happens in Buffer itself', () => {
  let clock = Date.parse('2026-11-23T09:00:00Z');
  beforeEach(async () => {
    await buffer.close();
    clock = Date.parse('2026-11-23T09:00:00Z');
    buffer = await startFakeBuffer({ now: () => clock });
  });

  const text = (n: number) => 'a'.repeat(n);
  const post = (channelId: string, patch: Record<string, unknown> = {}) =>
    gql(CREATE, {
      input: {
        channelId,
        text: 'Europa wählt',
        schedulingType: 'automatic',
        mode: 'shareNow',
        assets: [{ image: { url: 'https://media.example/1.jpg' } }],
        ...patch,
      },
    });

  it('offers LinkedIn, Mastodon, Bluesky and Threads channels beside Instagram and Facebook', async () => {
    const ch = await gql(`query Q($org: OrganizationId!) { channels(input: { organizationId: $org }) { service } }`, {
      org: seed.organizationId,
    });
    expect(new Set(ch.body.data.channels.map((c: any) => c.service))).toEqual(
      new Set(['instagram', 'facebook', 'linkedin', 'mastodon', 'bluesky', 'threads']),
    );
  });

  it("refuses what a network does not take: Bluesky's 300 characters, Mastodon's 500 and 4 images", async () => {
    expect((await post(seed.blueskyChannelId, { text: text(301) })).body.data.createPost).toMatchObject({
      __typename: 'InvalidInputError',
      message: expect.stringMatching(/too long for bluesky/),
    });
    expect((await post(seed.blueskyChannelId, { text: text(300) })).body.data.createPost.__typename).toBe(
      'PostActionSuccess',
    );
    expect((await post(seed.mastodonChannelId, { text: text(501) })).body.data.createPost.__typename).toBe(
      'InvalidInputError',
    );
    const five = [1, 2, 3, 4, 5].map((n) => ({ image: { url: `https://media.example/${n}.jpg` } }));
    expect((await post(seed.mastodonChannelId, { assets: five })).body.data.createPost.message).toMatch(/at most 4/);
  });

  it('sends a custom-scheduled post when its time has come, and shows failures and deletions made in Buffer', async () => {
    const dueAt = '2026-11-24T17:00:00.000Z';
    const created = await post(seed.linkedinChannelId, { mode: 'customScheduled', dueAt });
    const id = created.body.data.createPost.post.id;
    expect(created.body.data.createPost.post).toMatchObject({ status: 'scheduled', dueAt });
    const status = async (postId: string) =>
      (
        await gql(`query P($id: PostId!) { post(input: { id: $id }) { status sentAt error { message } } }`, {
          id: postId,
        })
      ).body;
    expect((await status(id)).data.post.status).toBe('scheduled');
    clock = Date.parse(dueAt) + 60_000;
    expect((await status(id)).data.post).toMatchObject({ status: 'sent', sentAt: dueAt });

    const second = (await post(seed.linkedinChannelId, { mode: 'customScheduled', dueAt: '2026-11-30T17:00:00.000Z' }))
      .body.data.createPost.post.id;
    buffer.failPost(second, 'LinkedIn rejected the image.');
    expect((await status(second)).data.post).toMatchObject({
      status: 'error',
      error: { message: 'LinkedIn rejected the image.' },
    });
    buffer.deleteInBuffer(second);
    expect((await status(second)).errors[0].message).toMatch(/not found/i);
  });

  it('lets a test move Buffer’s clock on, refuses a time in the past, and deletes a scheduled post once', async () => {
    const dueAt = '2026-11-23T12:00:00.000Z';
    expect(
      (await post(seed.mastodonChannelId, { mode: 'customScheduled', dueAt: '2026-11-23T08:00:00Z' })).body.data
        .createPost.message,
    ).toMatch(/in the future/);
    const id = (await post(seed.mastodonChannelId, { mode: 'customScheduled', dueAt })).body.data.createPost.post.id;
    const first = (await post(seed.blueskyChannelId, { mode: 'customScheduled', dueAt })).body.data.createPost.post.id;
    buffer.advanceClock(3 * 3_600_000 + 1000);
    expect(buffer.now()).toBe(Date.parse(dueAt) + 1000);
    const read = async (postId: string) =>
      (await gql(`query P($id: PostId!) { post(input: { id: $id }) { status } }`, { id: postId })).body;
    expect((await read(id)).data.post.status).toBe('sent');
    const DELETE = `mutation D($id: PostId!) { deletePost(input: { id: $id }) { __typename ... on MutationError { message } } }`;
    clock = Date.parse('2026-11-23T09:00:00Z');
    buffer.advanceClock(-3 * 3_600_000 - 1000);
    expect((await gql(DELETE, { id: first })).body.data.deletePost.__typename).toBe('DeletePostSuccess');
    expect((await gql(DELETE, { id: first })).body.data.deletePost).toEqual({
      __typename: 'VoidMutationError',
      message: 'Post not found',
    });
  });
});
