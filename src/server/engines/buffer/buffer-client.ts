import {
  bufferRequest,
  failure,
  type BufferFailure,
  type BufferResult,
  type BufferTransportConfig,
} from './buffer-graphql';
import { publishMessages } from './messages';

export type { BufferFailure, BufferFailureKind, BufferResult } from './buffer-graphql';

/**
 * Buffer's GraphQL API with a personal API key (docs/external-services.md#buffer). Buffer has no
 * idempotency key: callers must look for an existing post (findRecentPostByText) before retrying a
 * createPost whose outcome is unknown.
 */
export interface BufferChannel {
  id: string;
  name: string;
  displayName: string | null;
  service: string;
  type: string;
  isDisconnected: boolean;
  isLocked: boolean;
  isQueuePaused: boolean;
  organizationId: string;
  organizationName: string;
  /** Instagram channels only; null for other services. */
  defaultToReminders: boolean | null;
}

export interface BufferPostSummary {
  id: string;
  text: string;
  status: string;
  schedulingType: 'automatic' | 'notification' | null;
  dueAt: string | null;
  sentAt: string | null;
  createdAt: string;
  channelId: string;
  imageUrls: string[];
  error: { message: string; supportUrl: string | null } | null;
}

export type ConnectionTestResult =
  | { ok: true; channel: BufferChannel; message: string; warnings: string[] }
  | {
      ok: false;
      kind: BufferFailure['kind'] | 'channel_not_found' | 'not_instagram' | 'channel_disconnected' | 'channel_locked';
      message: string;
      retryAfterSeconds?: number;
    };

export interface CarouselPostInput {
  apiKey: string;
  channelId: string;
  text: string;
  /** Public JPEG URLs in carousel order (sharepic 1, 2, 3). */
  imageUrls: string[];
  /** Alt text per image, same order; empty entries are left out. */
  altTexts?: (string | null | undefined)[];
}

/** One post on one channel of any network; `dueAt` schedules it (Buffer `customScheduled`), else it goes out now. */
export interface ChannelPostInput extends CarouselPostInput {
  service: string;
  dueAt?: Date | null;
}

export type CarouselPostResult =
  | {
      ok: true;
      postId: string;
      status: string;
      schedulingType: 'automatic' | 'notification' | null;
      dueAt: string | null;
      /** Buffer made it a reminder: nobody will publish it automatically. */
      reminder: boolean;
    }
  | BufferFailure;

/** `post` is what Buffer's CLI skill file names for a feed post; the enum also has `carousel` (unverified). */
const INSTAGRAM_POST_TYPE = 'post';
/** Tolerance for clock differences between our server and Buffer when searching recent posts. */
const CLOCK_SKEW_MS = 10 * 60_000;

const CHANNEL_FIELDS = `id name displayName service type isDisconnected isLocked isQueuePaused organizationId
  metadata { __typename ... on InstagramMetadata { defaultToReminders } }`;
const POST_FIELDS = `id text status schedulingType dueAt sentAt createdAt channelId
  assets { __typename source } error { message supportUrl }`;

const ACCOUNT_QUERY = `query AccountOrganizations { account { id email name organizations { id name } } }`;
const CHANNELS_QUERY = `query Channels($organizationId: OrganizationId!) {
  channels(input: { organizationId: $organizationId }) { ${CHANNEL_FIELDS} } }`;
const CHANNEL_QUERY = `query Channel($id: ChannelId!) { channel(input: { id: $id }) { id organizationId } }`;
const POSTS_QUERY = `query RecentPosts($input: PostsInput!, $first: Int, $after: String) {
  posts(input: $input, first: $first, after: $after) {
    edges { node { ${POST_FIELDS} } }
    pageInfo { hasNextPage endCursor } } }`;
const POST_QUERY = `query Post($id: PostId!) { post(input: { id: $id }) { ${POST_FIELDS} } }`;
const DELETE_POST_MUTATION = `mutation DeletePost($id: PostId!) {
  deletePost(input: { id: $id }) { __typename ... on DeletePostSuccess { id } ... on MutationError { message } } }`;
const CREATE_POST_MUTATION = `mutation CreatePost($input: CreatePostInput!) {
  createPost(input: $input) {
    __typename
    ... on PostActionSuccess { post { id status schedulingType dueAt } }
    ... on MutationError { message }
    ... on RestProxyError { code link }
  } }`;

interface RawChannel extends Omit<BufferChannel, 'organizationName' | 'defaultToReminders'> {
  metadata: { __typename: string; defaultToReminders?: boolean } | null;
}
interface RawPost extends Omit<BufferPostSummary, 'imageUrls'> {
  assets: { __typename: string; source: string }[];
}

/** Why a channel cannot take a post now (German), or null when it can. `name` names it for the team. */
export function channelProblem(channel: BufferChannel | undefined, name: string): string | null {
  if (!channel) return publishMessages.channelMissing(name);
  const shown = channel.displayName ?? channel.name;
  if (channel.isDisconnected) return publishMessages.channelDisconnectedNamed(shown);
  if (channel.isLocked) return publishMessages.channelLockedNamed(shown);
  return null;
}

export function createBufferClient(config: BufferTransportConfig) {
  const request = <T>(apiKey: string, query: string, variables?: Record<string, unknown>) =>
    bufferRequest<T>(config, apiKey, query, variables);

  async function listChannels(apiKey: string): Promise<BufferResult<BufferChannel[]>> {
    const account = await request<{ account: { organizations: { id: string; name: string }[] } }>(
      apiKey,
      ACCOUNT_QUERY,
    );
    if (!account.ok) return account;
    const channels: BufferChannel[] = [];
    for (const org of account.value.account.organizations) {
      const res = await request<{ channels: RawChannel[] }>(apiKey, CHANNELS_QUERY, { organizationId: org.id });
      if (!res.ok) return res;
      for (const { metadata, ...c } of res.value.channels) {
        channels.push({
          ...c,
          organizationName: org.name,
          defaultToReminders:
            metadata?.__typename === 'InstagramMetadata' ? (metadata.defaultToReminders ?? null) : null,
        });
      }
    }
    return { ok: true, value: channels };
  }

  async function testConnection(apiKey: string, channelId: string): Promise<ConnectionTestResult> {
    const listed = await listChannels(apiKey);
    if (!listed.ok)
      return { ok: false, kind: listed.kind, message: listed.message, retryAfterSeconds: listed.retryAfterSeconds };
    const channel = listed.value.find((c) => c.id === channelId.trim());
    if (!channel) return { ok: false, kind: 'channel_not_found', message: publishMessages.channelNotFound };
    if (channel.service !== 'instagram') {
      return { ok: false, kind: 'not_instagram', message: publishMessages.channelNotInstagram(channel.service) };
    }
    if (channel.isDisconnected)
      return { ok: false, kind: 'channel_disconnected', message: publishMessages.channelDisconnected };
    if (channel.isLocked) return { ok: false, kind: 'channel_locked', message: publishMessages.channelLocked };
    const warnings: string[] = [];
    if (channel.type === 'profile') warnings.push(publishMessages.personalProfileWarning);
    else if (channel.defaultToReminders) warnings.push(publishMessages.remindersWarning);
    if (channel.isQueuePaused) warnings.push(publishMessages.queuePausedWarning);
    return { ok: true, channel, message: publishMessages.connectionOk(channel.displayName ?? channel.name), warnings };
  }

  async function createChannelPost(input: ChannelPostInput): Promise<CarouselPostResult> {
    const assets = input.imageUrls.map((url, i) => {
      const altText = input.altTexts?.[i]?.trim();
      return { image: altText ? { url, metadata: { altText } } : { url } };
    });
    const res = await request<{ createPost: CreatePostPayload }>(input.apiKey, CREATE_POST_MUTATION, {
      input: {
        channelId: input.channelId,
        text: input.text,
        schedulingType: 'automatic',
        ...(input.dueAt ? { mode: 'customScheduled', dueAt: input.dueAt.toISOString() } : { mode: 'shareNow' }),
        assets,
        ...(input.service === 'instagram'
          ? { metadata: { instagram: { type: INSTAGRAM_POST_TYPE, shouldShareToFeed: true } } }
          : {}),
      },
    });
    if (!res.ok) return res;
    return fromPayload(res.value.createPost);
  }

  const createInstagramCarouselPost = (input: CarouselPostInput) =>
    createChannelPost({ ...input, service: 'instagram' });

  /** Removes a (scheduled) post from Buffer; a post Buffer no longer knows counts as removed. */
  async function deletePost(apiKey: string, postId: string): Promise<BufferResult<{ deleted: boolean }>> {
    const res = await request<{ deletePost: { __typename: string; id?: string; message?: string } }>(
      apiKey,
      DELETE_POST_MUTATION,
      { id: postId },
    );
    if (!res.ok) return res.kind === 'not_found' ? { ok: true, value: { deleted: false } } : res;
    const payload = res.value.deletePost;
    if (payload.__typename === 'DeletePostSuccess') return { ok: true, value: { deleted: true } };
    // Deleted in Buffer's own interface meanwhile: the goal is reached.
    if (/not found/i.test(payload.message ?? '')) return { ok: true, value: { deleted: false } };
    return failure('rejected', publishMessages.rejected(payload.message ?? payload.__typename));
  }

  async function findRecentPostByText(
    apiKey: string,
    channelId: string,
    text: string,
    since: Date,
  ): Promise<BufferResult<BufferPostSummary | null>> {
    const channel = await request<{ channel: { organizationId: string } }>(apiKey, CHANNEL_QUERY, { id: channelId });
    if (!channel.ok) return channel;
    const wanted = normalizeText(text);
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      const res: BufferResult<{
        posts: { edges: { node: RawPost }[] | null; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
      }> = await request(apiKey, POSTS_QUERY, {
        input: {
          organizationId: channel.value.channel.organizationId,
          filter: {
            channelIds: [channelId],
            createdAt: { start: new Date(since.getTime() - CLOCK_SKEW_MS).toISOString() },
          },
          sort: [{ field: 'createdAt', direction: 'desc' }],
        },
        first: 50,
        after,
      });
      if (!res.ok) return res;
      const match = (res.value.posts.edges ?? []).map((e) => e.node).find((p) => normalizeText(p.text) === wanted);
      if (match) return { ok: true, value: toSummary(match) };
      if (!res.value.posts.pageInfo.hasNextPage || !res.value.posts.pageInfo.endCursor) break;
      after = res.value.posts.pageInfo.endCursor;
    }
    return { ok: true, value: null };
  }

  /**
   * Posts of the organization's channels with `dueAt` in a window, newest due first, at most `maxPages`
   * pages of 100 (the sync's one listing request in most runs).
   */
  async function listPosts(
    apiKey: string,
    input: { organizationId: string; channelIds: string[]; dueFrom: Date; dueTo: Date },
    maxPages = 3,
  ): Promise<BufferResult<{ posts: BufferPostSummary[]; complete: boolean }>> {
    const posts: BufferPostSummary[] = [];
    let after: string | null = null;
    for (let page = 0; page < maxPages; page++) {
      const res: BufferResult<{
        posts: { edges: { node: RawPost }[] | null; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
      }> = await request(apiKey, POSTS_QUERY, {
        input: {
          organizationId: input.organizationId,
          filter: {
            channelIds: input.channelIds,
            dueAt: { start: input.dueFrom.toISOString(), end: input.dueTo.toISOString() },
          },
          sort: [{ field: 'dueAt', direction: 'desc' }],
        },
        first: 100,
        after,
      });
      if (!res.ok) return res;
      posts.push(...(res.value.posts.edges ?? []).map((e) => toSummary(e.node)));
      if (!res.value.posts.pageInfo.hasNextPage || !res.value.posts.pageInfo.endCursor)
        return { ok: true, value: { posts, complete: true } };
      after = res.value.posts.pageInfo.endCursor;
    }
    return { ok: true, value: { posts, complete: false } };
  }

  /** The organization a channel belongs to (the posts listing needs it). */
  async function channelOrganization(apiKey: string, channelId: string): Promise<BufferResult<string>> {
    const res = await request<{ channel: { organizationId: string } }>(apiKey, CHANNEL_QUERY, { id: channelId });
    return res.ok ? { ok: true, value: res.value.channel.organizationId } : res;
  }

  /** The post as Buffer sees it now (publish failures appear later on `error`). */
  async function getPost(apiKey: string, postId: string): Promise<BufferResult<BufferPostSummary>> {
    const res = await request<{ post: RawPost }>(apiKey, POST_QUERY, { id: postId });
    if (!res.ok) return res;
    return { ok: true, value: toSummary(res.value.post) };
  }

  return {
    listChannels,
    testConnection,
    createChannelPost,
    createInstagramCarouselPost,
    deletePost,
    findRecentPostByText,
    getPost,
    listPosts,
    channelOrganization,
  };
}

export type BufferClient = ReturnType<typeof createBufferClient>;

type CreatePostPayload =
  | {
      __typename: 'PostActionSuccess';
      post: { id: string; status: string; schedulingType: 'automatic' | 'notification' | null; dueAt: string | null };
    }
  | { __typename: string; message?: string; code?: number | null; link?: string | null };

function fromPayload(payload: CreatePostPayload): CarouselPostResult {
  if (payload.__typename === 'PostActionSuccess' && 'post' in payload) {
    const { post } = payload;
    return {
      ok: true,
      postId: post.id,
      status: post.status,
      schedulingType: post.schedulingType,
      dueAt: post.dueAt,
      reminder: post.schedulingType === 'notification',
    };
  }
  const bufferMessage = ('message' in payload && payload.message) || payload.__typename;
  switch (payload.__typename) {
    case 'InvalidInputError':
      return failure('invalid_input', publishMessages.rejected(bufferMessage), { bufferMessage });
    case 'NotFoundError':
      return failure('not_found', `${publishMessages.channelNotFound} (${bufferMessage})`, { bufferMessage });
    case 'UnauthorizedError':
      return failure('forbidden', publishMessages.forbidden(bufferMessage), { bufferMessage });
    case 'LimitReachedError':
      return failure('limit_reached', publishMessages.limitReached(bufferMessage), { bufferMessage });
    case 'UnexpectedError':
      return failure('server_error', publishMessages.serverError(bufferMessage), { bufferMessage });
    case 'RestProxyError':
      return failure('rejected', publishMessages.rejected(bufferMessage), { bufferMessage });
    default:
      return failure('unexpected', bufferMessage ? publishMessages.rejected(bufferMessage) : publishMessages.generic, {
        bufferMessage,
      });
  }
}

function toSummary({ assets, ...p }: RawPost): BufferPostSummary {
  return { ...p, imageUrls: assets.filter((a) => a.__typename === 'ImageAsset').map((a) => a.source) };
}

/** Buffer may normalise line endings and surrounding whitespace; compare what a reader would see. */
export function normalizeText(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim().normalize('NFC');
}
