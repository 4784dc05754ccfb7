import { GraphQLError } from 'graphql';
import {
  accountCanSee,
  serviceLimits,
  settleDuePosts,
  type FakeAsset,
  type FakeBufferState,
  type FakeChannel,
  type FakePost,
  type SchedulingType,
  type ShareMode,
} from './buffer-model';

export interface ResolverContext {
  state: FakeBufferState;
  apiKey: string;
  accountId: string;
  /** Set by a test's failure mode: the next createPost answers with this typed error. */
  forcedError?: { typename: string; message: string };
}

type TypedError = { __typename: string; message: string };
const invalid = (message: string): TypedError => ({ __typename: 'InvalidInputError', message });
const notFoundError = (message: string) => new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });

const iso = (ms: number) => new Date(ms).toISOString();
const SUPPORT_URL = 'https://support.buffer.com/article/559-instagram-publishing-troubleshooting';

export function channelView(c: FakeChannel) {
  return {
    ...c,
    avatar: `https://buffer.example/avatars/${c.id}.png`,
    createdAt: '2024-01-15T09:00:00.000Z',
    descriptor: `${c.service[0].toUpperCase()}${c.service.slice(1)} ${c.type[0].toUpperCase()}${c.type.slice(1)}`,
    serviceId: `svc-${c.id.slice(-6)}`,
    externalLink: c.service === 'instagram' ? `https://www.instagram.com/${c.name}` : null,
    metadata:
      c.service === 'instagram'
        ? { __typename: 'InstagramMetadata', defaultToReminders: c.defaultToReminders }
        : c.service === 'facebook'
          ? { __typename: 'FacebookMetadata', locationData: null }
          : null,
  };
}

function postView(state: FakeBufferState, p: FakePost) {
  const channel = state.channels.get(p.channelId)!;
  return {
    ...p,
    via: 'api',
    channelService: channel.service,
    channel: channelView(channel),
    externalLink:
      p.status === 'sent' && p.schedulingType === 'automatic' ? `https://www.instagram.com/p/${p.id}` : null,
    sharedNow: p.shareMode === 'shareNow',
    metadata: p.instagram ? { __typename: 'InstagramPostMetadata', link: null, ...p.instagram } : null,
    assets: p.assets
      .filter((a) => a.type === 'image' || a.type === 'video')
      .map((a, i) =>
        a.type === 'image'
          ? {
              __typename: 'ImageAsset',
              id: `${p.id}-${i}`,
              type: 'image',
              mimeType: 'image/jpeg',
              source: a.url,
              thumbnail: a.thumbnailUrl ?? a.url,
              image: { altText: a.altText ?? '', width: 1080, height: 1350, isAnimated: false },
            }
          : {
              __typename: 'VideoAsset',
              id: `${p.id}-${i}`,
              type: 'video',
              mimeType: 'video/mp4',
              source: a.url,
              thumbnail: a.thumbnailUrl ?? a.url,
              video: {
                durationMs: 0,
                width: 1080,
                height: 1920,
                isTranscodingRequired: false,
                isVideoProcessing: false,
              },
            },
      ),
  };
}

/** Array form `[{ image: { url, metadata: { altText } } }]`, or with the legacy switch `{ images: [{ url }] }`. */
function normalizeAssets(raw: unknown): { assets: FakeAsset[]; form: FakePost['assetsForm'] } | TypedError {
  if (raw === undefined || raw === null) return { assets: [], form: 'none' };
  if (Array.isArray(raw)) {
    const assets: FakeAsset[] = [];
    for (const entry of raw as Record<string, Record<string, unknown> | undefined>[]) {
      const kinds = (['image', 'video', 'document', 'link'] as const).filter((k) => entry?.[k] != null);
      if (kinds.length !== 1) return invalid('Each asset must have exactly one of image, video, document or link.');
      const v = entry[kinds[0]]!;
      if (typeof v.url !== 'string' || !v.url) return invalid('Asset url is required.');
      const meta = v.metadata as { altText?: string } | undefined;
      assets.push({
        type: kinds[0],
        url: v.url,
        thumbnailUrl: typeof v.thumbnailUrl === 'string' ? v.thumbnailUrl : undefined,
        altText: meta?.altText,
      });
    }
    return { assets: assets, form: raw.length ? 'array' : 'none' };
  }
  if (typeof raw === 'object') {
    const o = raw as {
      images?: { url: string; thumbnailUrl?: string; altText?: string }[];
      videos?: { url: string }[];
    };
    const images = (o.images ?? []).map((i) => ({
      type: 'image' as const,
      url: i.url,
      thumbnailUrl: i.thumbnailUrl,
      altText: i.altText,
    }));
    const videos = (o.videos ?? []).map((v) => ({ type: 'video' as const, url: v.url }));
    if ([...images, ...videos].some((a) => typeof a.url !== 'string' || !a.url))
      return invalid('Asset url is required.');
    return { assets: [...images, ...videos], form: 'legacy-object' };
  }
  return invalid('assets must be a list.');
}

interface CreatePostInput {
  channelId: string;
  text?: string | null;
  schedulingType: SchedulingType;
  mode: ShareMode;
  dueAt?: string | null;
  assets?: unknown;
  saveToDraft?: boolean | null;
  metadata?: { instagram?: { type: string; shouldShareToFeed: boolean; firstComment?: string | null } | null } | null;
}

function nextQueueSlot(state: FakeBufferState, channelId: string): number {
  const hour = 3_600_000;
  const queued = state.posts.filter((p) => p.channelId === channelId && p.status === 'scheduled' && !p.deletedAt);
  const start = Math.ceil((state.now() + 1) / hour) * hour;
  return start + queued.length * hour;
}

export function createPost(
  input: CreatePostInput,
  ctx: ResolverContext,
): TypedError | { __typename: 'PostActionSuccess'; post: unknown } {
  const { state } = ctx;
  if (ctx.forcedError) return { __typename: ctx.forcedError.typename, message: ctx.forcedError.message };
  const channel = state.channels.get(input.channelId);
  if (!channel || !accountCanSee(state, ctx.accountId, channel.organizationId)) {
    return { __typename: 'NotFoundError', message: 'Channel not found' };
  }
  if (channel.isLocked) {
    return { __typename: 'LimitReachedError', message: 'This channel is locked. Upgrade your plan to post to it.' };
  }
  const normalized = normalizeAssets(input.assets);
  if ('__typename' in normalized) return normalized;
  const { assets, form } = normalized;
  const text = input.text ?? '';
  if (!text.trim() && assets.length === 0) return invalid('Text is required');
  let dueAtMs: number | null = null;
  if (input.dueAt != null) {
    dueAtMs = Date.parse(input.dueAt);
    if (Number.isNaN(dueAtMs)) return invalid('dueAt must be an ISO-8601 date time.');
  }
  if (input.mode === 'customScheduled') {
    if (dueAtMs === null) return invalid('dueAt is required when mode is customScheduled.');
    if (dueAtMs < state.now()) return invalid('dueAt must be in the future.');
  }
  const media = assets.filter((a) => a.type === 'image' || a.type === 'video');
  const limits = serviceLimits[channel.service];
  if ([...text].length > limits.text)
    return invalid(`The text is too long for ${channel.service} (${[...text].length} of ${limits.text} characters).`);
  if (media.length > limits.images)
    return invalid(`${channel.service} posts can contain at most ${limits.images} images.`);
  if (limits.hashtags && (text.match(/#[\p{L}\p{N}_]+/gu) ?? []).length > limits.hashtags)
    return invalid(`${channel.service} posts can contain at most ${limits.hashtags} hashtags.`);
  if (channel.service === 'instagram') {
    if (media.length === 0) return invalid('Instagram posts require at least one image or video.');
    if (media.length > 10) return invalid('Instagram carousels can contain at most 10 images or videos.');
    const ig = input.metadata?.instagram;
    if (!ig || !ig.type || typeof ig.shouldShareToFeed !== 'boolean') {
      return invalid('Instagram posts require metadata.instagram.type and metadata.instagram.shouldShareToFeed.');
    }
  }

  const now = state.now();
  let schedulingType = input.schedulingType;
  if (channel.service === 'instagram') {
    // Personal profiles never auto-publish; the switch models Buffer sending carousels as reminders.
    if (channel.type === 'profile') schedulingType = 'notification';
    if (state.options.carouselsAsReminders && media.length > 1) schedulingType = 'notification';
  }
  const post: FakePost = {
    id: state.nextId(),
    apiKey: ctx.apiKey,
    accountId: ctx.accountId,
    organizationId: channel.organizationId,
    channelId: channel.id,
    text,
    status: 'scheduled',
    schedulingType,
    shareMode: input.mode,
    isCustomScheduled: input.mode === 'customScheduled',
    dueAt: null,
    sentAt: null,
    createdAt: iso(now),
    updatedAt: iso(now),
    assets,
    assetsForm: form,
    instagram: input.metadata?.instagram ?? null,
    notificationStatus: null,
    error: null,
    deletedAt: null,
    input: structuredClone(input),
  };
  if (input.saveToDraft) {
    post.status = 'draft';
  } else if (input.mode === 'shareNow') {
    post.dueAt = iso(now);
    if (schedulingType === 'notification') {
      post.notificationStatus = 'notified';
    } else if (channel.isDisconnected) {
      post.status = 'error';
      post.error = { message: 'The channel is disconnected. Please reconnect it in Buffer.', supportUrl: SUPPORT_URL };
    } else if (state.options.holdSending) {
      post.status = 'sending';
    } else if (state.options.fetchAssets) {
      post.status = 'sending';
      void publishLater(state, post);
    } else {
      post.status = 'sent';
      post.sentAt = iso(now);
    }
  } else {
    post.dueAt = iso(input.mode === 'customScheduled' ? dueAtMs! : nextQueueSlot(state, channel.id));
  }
  state.posts.push(post);
  return { __typename: 'PostActionSuccess', post: postView(state, post) };
}

/** Buffer fetches media at publish time; an unreachable URL fails the post silently (seen later on `post.error`). */
async function publishLater(state: FakeBufferState, post: FakePost) {
  for (const asset of post.assets) {
    try {
      const res = await fetch(asset.url, { signal: AbortSignal.timeout(10_000) });
      const type = res.headers.get('content-type') ?? '';
      await res.arrayBuffer();
      if (!res.ok || (asset.type === 'image' && !/^image\/jpe?g/.test(type))) {
        throw new Error(`HTTP ${res.status} ${type}`);
      }
    } catch {
      post.status = 'error';
      post.error = { message: `Media could not be downloaded: ${asset.url}`, supportUrl: SUPPORT_URL };
      post.updatedAt = iso(state.now());
      return;
    }
  }
  post.status = 'sent';
  post.sentAt = iso(state.now());
  post.updatedAt = post.sentAt;
}

interface PostsArgs {
  input: {
    organizationId: string;
    filter?: {
      channelIds?: string[] | null;
      status?: string[] | null;
      dueAt?: { start?: string | null; end?: string | null } | null;
      createdAt?: { start?: string | null; end?: string | null } | null;
    } | null;
    sort?: { field: 'dueAt' | 'createdAt'; direction: 'asc' | 'desc' }[] | null;
  };
  first?: number | null;
  after?: string | null;
}

const inRange = (value: string | null, range?: { start?: string | null; end?: string | null } | null) => {
  if (!range) return true;
  if (!value) return false;
  const v = Date.parse(value);
  return (!range.start || v >= Date.parse(range.start)) && (!range.end || v <= Date.parse(range.end));
};

export function createRoot(ctxState: FakeBufferState) {
  const visiblePosts = (ctx: ResolverContext) => {
    settleDuePosts(ctxState);
    return ctxState.posts.filter((p) => !p.deletedAt && accountCanSee(ctxState, ctx.accountId, p.organizationId));
  };
  return {
    account: (_: unknown, ctx: ResolverContext) => {
      const account = ctxState.accounts.get(ctx.accountId)!;
      return {
        id: account.id,
        email: account.email,
        name: account.name,
        avatar: `https://buffer.example/avatars/${account.id}.png`,
        timezone: 'Europe/Berlin',
        organizations: (args: { filter?: { organizationId: string } | null }) =>
          account.organizationIds
            .filter((id) => !args.filter || args.filter.organizationId === id)
            .map((id) => {
              const org = ctxState.organizations.get(id)!;
              const channelCount = [...ctxState.channels.values()].filter((c) => c.organizationId === id).length;
              return { ...org, ownerEmail: account.email, channelCount };
            }),
      };
    },
    channels: (
      args: { input: { organizationId: string; filter?: { isLocked?: boolean | null } | null } },
      ctx: ResolverContext,
    ) => {
      if (!accountCanSee(ctxState, ctx.accountId, args.input.organizationId))
        throw notFoundError('Organization not found');
      return [...ctxState.channels.values()]
        .filter((c) => c.organizationId === args.input.organizationId)
        .filter((c) => args.input.filter?.isLocked == null || c.isLocked === args.input.filter.isLocked)
        .map(channelView);
    },
    channel: (args: { input: { id: string } }, ctx: ResolverContext) => {
      const c = ctxState.channels.get(args.input.id);
      if (!c || !accountCanSee(ctxState, ctx.accountId, c.organizationId)) throw notFoundError('Channel not found');
      return channelView(c);
    },
    post: (args: { input: { id: string } }, ctx: ResolverContext) => {
      const p = visiblePosts(ctx).find((x) => x.id === args.input.id);
      if (!p) throw notFoundError('Post not found');
      return postView(ctxState, p);
    },
    posts: (args: PostsArgs, ctx: ResolverContext) => {
      const { input } = args;
      if (!accountCanSee(ctxState, ctx.accountId, input.organizationId)) throw notFoundError('Organization not found');
      const f = input.filter ?? {};
      const sort = input.sort?.length ? input.sort : [{ field: 'createdAt' as const, direction: 'desc' as const }];
      const matching = visiblePosts(ctx)
        .filter((p) => p.organizationId === input.organizationId)
        .filter((p) => !f.channelIds || f.channelIds.includes(p.channelId))
        .filter((p) => !f.status || f.status.includes(p.status))
        .filter((p) => inRange(p.dueAt, f.dueAt) && inRange(p.createdAt, f.createdAt))
        .map((p, index) => ({ p, index }))
        .sort((a, b) => {
          for (const s of sort) {
            const av = Date.parse(a.p[s.field] ?? '') || 0;
            const bv = Date.parse(b.p[s.field] ?? '') || 0;
            if (av !== bv) return s.direction === 'asc' ? av - bv : bv - av;
          }
          return sort[0].direction === 'asc' ? a.index - b.index : b.index - a.index;
        })
        .map((x) => x.p);
      const start = args.after ? matching.findIndex((p) => p.id === args.after) + 1 : 0;
      const first = Math.min(Math.max(args.first ?? 20, 1), 100);
      const page = matching.slice(start, start + first);
      return {
        edges: page.map((p) => ({ node: postView(ctxState, p), cursor: p.id })),
        pageInfo: {
          startCursor: page[0]?.id ?? null,
          endCursor: page.at(-1)?.id ?? null,
          hasPreviousPage: false,
          hasNextPage: start + first < matching.length,
        },
      };
    },
    createPost: (args: { input: CreatePostInput }, ctx: ResolverContext) => createPost(args.input, ctx),
    deletePost: (args: { input: { id: string } }, ctx: ResolverContext) => {
      const p = visiblePosts(ctx).find((x) => x.id === args.input.id);
      if (!p) return { __typename: 'VoidMutationError', message: 'Post not found' };
      p.deletedAt = iso(ctxState.now());
      return { __typename: 'DeletePostSuccess', id: p.id };
    },
  };
}
