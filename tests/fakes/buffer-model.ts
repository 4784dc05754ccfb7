/** The fake Buffer's data: accounts, keys, organizations, channels and every post it received. */

export type Service = 'instagram' | 'facebook' | 'twitter' | 'linkedin' | 'threads' | 'bluesky' | 'mastodon';
export type ChannelType = 'page' | 'profile' | 'business' | 'group' | 'account' | 'channel';
export type PostStatus = 'draft' | 'needs_approval' | 'scheduled' | 'sending' | 'sent' | 'error';
export type SchedulingType = 'automatic' | 'notification';
export type ShareMode = 'addToQueue' | 'shareNow' | 'shareNext' | 'customScheduled';

export interface FakeAccount {
  id: string;
  email: string;
  name: string;
  organizationIds: string[];
}

export interface FakeOrganization {
  id: string;
  name: string;
}

export interface FakeChannel {
  id: string;
  organizationId: string;
  name: string;
  displayName: string | null;
  service: Service;
  type: ChannelType;
  isDisconnected: boolean;
  isLocked: boolean;
  isQueuePaused: boolean;
  /** Instagram/TikTok/YouTube channel setting `metadata.defaultToReminders`. */
  defaultToReminders: boolean;
  timezone: string;
}

export interface FakeAsset {
  type: 'image' | 'video' | 'document' | 'link';
  url: string;
  thumbnailUrl?: string;
  altText?: string;
}

export interface FakePost {
  id: string;
  apiKey: string;
  accountId: string;
  organizationId: string;
  channelId: string;
  text: string;
  status: PostStatus;
  schedulingType: SchedulingType;
  shareMode: ShareMode;
  isCustomScheduled: boolean;
  dueAt: string | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** In the order received. */
  assets: FakeAsset[];
  /** Which shape the request used for `assets`. */
  assetsForm: 'array' | 'legacy-object' | 'none';
  instagram: { type: string; shouldShareToFeed: boolean; firstComment?: string | null } | null;
  notificationStatus: 'notified' | null;
  error: { message: string; supportUrl: string | null } | null;
  deletedAt: string | null;
  /** The raw `input` object as received. */
  input: unknown;
}

export interface FakeBufferOptions {
  /** Also accept the pre-2026-05-25 `assets: { images: [...] }` object (default false). */
  acceptLegacyAssets: boolean;
  /** Instagram posts with more than one image become reminder (`notification`) posts (default false). */
  carouselsAsReminders: boolean;
  /** At "publish" time, download every asset URL and mark the post `error` when one fails (default false). */
  fetchAssets: boolean;
  /** A post shared now stays `sending` until the test sends or fails it (`sendPost`, `failPost`; default false). */
  holdSending: boolean;
}

export interface FakeBufferState {
  accounts: Map<string, FakeAccount>;
  /** API key → account id. */
  keys: Map<string, string>;
  organizations: Map<string, FakeOrganization>;
  channels: Map<string, FakeChannel>;
  posts: FakePost[];
  options: FakeBufferOptions;
  now: () => number;
  nextId: () => string;
}

/** Buffer ids are MongoDB ObjectIds: 24 hex digits, the first 8 a unix timestamp. */
export function objectIdFactory(now: () => number) {
  let counter = 0;
  return () =>
    Math.floor(now() / 1000)
      .toString(16)
      .padStart(8, '0') + (++counter).toString(16).padStart(16, '0');
}

export const seed = {
  apiKey: 'fake-buffer-key',
  accountId: '650000000000000000000001',
  organizationId: '650000000000000000000a01',
  /** An Instagram business channel that auto-publishes. */
  instagramChannelId: '650000000000000000000c01',
  /** A personal Instagram profile: Buffer only sends reminders. */
  personalInstagramChannelId: '650000000000000000000c02',
  facebookChannelId: '650000000000000000000c03',
  disconnectedChannelId: '650000000000000000000c04',
  lockedChannelId: '650000000000000000000c05',
  linkedinChannelId: '650000000000000000000c06',
  mastodonChannelId: '650000000000000000000c07',
  blueskyChannelId: '650000000000000000000c08',
  threadsChannelId: '650000000000000000000c09',
};

/**
 * What each network accepts, as Buffer enforces it on createPost: characters of text and number of images.
 * (Bluesky 300 graphemes, Mastodon 500 on most instances, Threads 500, LinkedIn 3,000, Instagram 2,200 and
 * 30 hashtags, X 280.) Our own preflight has its own table; this one plays the other side.
 */
export const serviceLimits: Record<Service, { text: number; images: number; hashtags?: number }> = {
  instagram: { text: 2200, images: 10, hashtags: 30 },
  facebook: { text: 63206, images: 10 },
  twitter: { text: 280, images: 4 },
  linkedin: { text: 3000, images: 9 },
  threads: { text: 500, images: 10 },
  bluesky: { text: 300, images: 4 },
  mastodon: { text: 500, images: 4 },
};

export function createSeededState(now: () => number, options: Partial<FakeBufferOptions> = {}): FakeBufferState {
  const state: FakeBufferState = {
    accounts: new Map(),
    keys: new Map(),
    organizations: new Map(),
    channels: new Map(),
    posts: [],
    options: {
      acceptLegacyAssets: false,
      carouselsAsReminders: false,
      fetchAssets: false,
      holdSending: false,
      ...options,
    },
    now,
    nextId: objectIdFactory(now),
  };
  state.organizations.set(seed.organizationId, { id: seed.organizationId, name: 'Europa-Union Musterstadt' });
  state.accounts.set(seed.accountId, {
    id: seed.accountId,
    email: 'social@example.org',
    name: 'Social Media Team',
    organizationIds: [seed.organizationId],
  });
  state.keys.set(seed.apiKey, seed.accountId);
  const channel = (id: string, patch: Partial<FakeChannel>): FakeChannel => ({
    id,
    organizationId: seed.organizationId,
    name: 'europaunion_musterstadt',
    displayName: 'Europa-Union Musterstadt',
    service: 'instagram',
    type: 'business',
    isDisconnected: false,
    isLocked: false,
    isQueuePaused: false,
    defaultToReminders: false,
    timezone: 'Europe/Berlin',
    ...patch,
  });
  for (const c of [
    channel(seed.instagramChannelId, {}),
    channel(seed.personalInstagramChannelId, {
      name: 'eu_privat',
      displayName: 'Privates Profil',
      type: 'profile',
      defaultToReminders: true,
    }),
    channel(seed.facebookChannelId, { service: 'facebook', type: 'page', name: 'Europa-Union Musterstadt' }),
    channel(seed.disconnectedChannelId, { name: 'eu_alt', displayName: 'Altes Profil', isDisconnected: true }),
    channel(seed.lockedChannelId, { name: 'eu_gesperrt', displayName: 'Gesperrtes Profil', isLocked: true }),
    channel(seed.linkedinChannelId, { service: 'linkedin', type: 'page', name: 'Europa-Union Musterstadt e. V.' }),
    channel(seed.mastodonChannelId, { service: 'mastodon', type: 'profile', name: 'europaunion@social.example' }),
    channel(seed.blueskyChannelId, { service: 'bluesky', type: 'profile', name: 'europaunion.bsky.social' }),
    channel(seed.threadsChannelId, { service: 'threads', type: 'profile', name: 'europaunion_musterstadt' }),
  ]) {
    state.channels.set(c.id, c);
  }
  return state;
}

/** Channels and organizations the key's account may see. */
export function accountCanSee(state: FakeBufferState, accountId: string, organizationId: string) {
  return state.accounts.get(accountId)?.organizationIds.includes(organizationId) ?? false;
}

/**
 * Time passes in Buffer: a scheduled automatic post whose time has come is sent (or fails on a disconnected
 * channel); a reminder is sent to the phone. Evaluated whenever posts are read, against the fake's clock.
 */
export function settleDuePosts(state: FakeBufferState) {
  const now = state.now();
  for (const p of state.posts) {
    if (p.deletedAt || p.status !== 'scheduled' || !p.dueAt || Date.parse(p.dueAt) > now) continue;
    const channel = state.channels.get(p.channelId);
    p.updatedAt = p.dueAt;
    if (p.schedulingType === 'notification') {
      p.notificationStatus = 'notified';
      continue;
    }
    if (!channel || channel.isDisconnected) {
      p.status = 'error';
      p.error = { message: 'The channel is disconnected. Please reconnect it in Buffer.', supportUrl: null };
    } else {
      p.status = 'sent';
      p.sentAt = p.dueAt;
    }
  }
}
