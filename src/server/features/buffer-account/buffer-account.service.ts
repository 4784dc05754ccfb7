import type { AppContext } from '../../context';
import type { SessionUser } from '../../auth/auth';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import { messages } from '../../../shared/messages';
import type {
  AllowedChannelView,
  BufferChannelView,
  BufferConnectionTestInput,
  BufferConnectionTestView,
  BufferSettingsInput,
  BufferSettingsView,
} from '../../../shared/settings';
import type { BufferChannel, BufferFailure } from '../../engines/buffer/buffer-client';
import { bufferClientOf, loadBufferCredentials, openToken, sealToken, type StoredToken } from './buffer-credentials';
import { bufferAccountMessages } from './buffer-account.messages';
import { findSettings, updateAllowedChannels, upsertBufferSettings } from './buffer-account.repo';
import { personActor, recordActivity, systemActor } from '../activity';
import type { AllowedChannel } from '../../db/schema/settings';

const channelViews = (channels: AllowedChannel[]): AllowedChannelView[] =>
  channels.map(({ id, service, name }) => ({ id, service, name }));

function toView(
  organizationName: string,
  token: StoredToken,
  profileId: string | null,
  channels: AllowedChannel[],
): BufferSettingsView {
  return {
    organization_name: organizationName,
    profile_id: profileId,
    channels: channelViews(channels),
    token_set: token.state !== 'none',
    token_hint: token.state === 'ok' ? `…${token.token.slice(-4)}` : null,
    token_readable: token.state !== 'unreadable',
  };
}

export async function getBufferSettings(ctx: AppContext): Promise<BufferSettingsView> {
  const { token, profileId, channels } = await loadBufferCredentials(ctx);
  return toView(ctx.env.ORGANIZATION_NAME, token, profileId, channels);
}

/** Whether the form may leave the token empty (a usable token is stored) — decides which schema validates. */
export async function isTokenStored(ctx: AppContext): Promise<boolean> {
  return (await loadBufferCredentials(ctx)).token.state === 'ok';
}

/** Saves and logs the change in one transaction; the log names the profile id and whether the key changed, never the key. */
export async function saveBufferSettings(
  ctx: AppContext,
  input: BufferSettingsInput,
  by?: SessionUser,
): Promise<BufferSettingsView> {
  const token = input.access_token?.trim();
  const row = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = await findSettings(tx, ctx.env.ORGANIZATION_NAME);
    const saved = await upsertBufferSettings(tx, ctx.env.ORGANIZATION_NAME, {
      sealedToken: token ? sealToken(ctx, token) : undefined,
      profileId: input.profile_id.trim(),
    });
    await recordActivity(tx, by ? personActor(by) : systemActor('cli'), {
      kind: 'settings.buffer',
      before: { profile_id: before?.bufferProfileId ?? null, token_set: Boolean(before?.bufferAccessToken) },
      after: { profile_id: saved.bufferProfileId, token_changed: Boolean(token) },
    });
    return saved;
  });
  const { channels } = await loadBufferCredentials(ctx);
  return toView(ctx.env.ORGANIZATION_NAME, openToken(ctx, row.bufferAccessToken), row.bufferProfileId, channels);
}

/** A usable key: the one typed in, else the stored one; German 400 when there is none. */
async function keyFor(ctx: AppContext, typed: string | undefined): Promise<{ key: string; profileId: string | null }> {
  const stored = await loadBufferCredentials(ctx);
  if (typed?.trim()) return { key: typed.trim(), profileId: stored.profileId };
  if (stored.token.state === 'unreadable') throw badRequest(bufferAccountMessages.tokenUnreadable);
  if (stored.token.state === 'none') throw badRequest(messages.validation.bufferTokenRequired);
  return { key: stored.token.token, profileId: stored.profileId };
}

export async function testBufferConnection(
  ctx: AppContext,
  input: BufferConnectionTestInput,
): Promise<BufferConnectionTestView> {
  const { key, profileId: storedProfileId } = await keyFor(ctx, input.access_token);
  const profileId = input.profile_id?.trim() || storedProfileId;
  if (!profileId) throw badRequest(messages.validation.bufferProfileRequired);
  const result = await bufferClientOf(ctx).testConnection(key, profileId);
  if (result.ok)
    return { ok: true, message: result.message, warnings: result.warnings, channel: toChannelView(result.channel) };
  return { ok: false, kind: result.kind, message: result.message, warnings: [] };
}

/** The account's Instagram channels, for picking the profile id instead of typing it. */
export async function listInstagramChannels(ctx: AppContext, typedKey?: string): Promise<BufferChannelView[]> {
  const { key } = await keyFor(ctx, typedKey);
  const listed = await bufferClientOf(ctx).listChannels(key);
  if (!listed.ok) throw upstreamError(listed);
  return listed.value.filter((c) => c.service === 'instagram').map(toChannelView);
}

/** Every channel of the account (all networks), for choosing the ones the team may publish to. */
export async function listAllChannels(ctx: AppContext): Promise<BufferChannelView[]> {
  const { key } = await keyFor(ctx, undefined);
  const listed = await bufferClientOf(ctx).listChannels(key);
  if (!listed.ok) throw upstreamError(listed);
  return listed.value.map(toChannelView);
}

/**
 * Stores the channels the team may publish to, as Buffer describes them now (network, name, organization).
 * An id Buffer does not know is refused, so the team never sees a channel that cannot work.
 */
export async function saveAllowedChannels(ctx: AppContext, ids: string[]): Promise<BufferSettingsView> {
  const { key } = await keyFor(ctx, undefined);
  const listed = await bufferClientOf(ctx).listChannels(key);
  if (!listed.ok) throw upstreamError(listed);
  const chosen: AllowedChannel[] = [];
  for (const id of ids) {
    const channel = listed.value.find((c) => c.id === id);
    if (!channel) throw badRequest(bufferAccountMessages.unknownChannel(id));
    chosen.push({
      id: channel.id,
      service: channel.service,
      name: channel.displayName ?? channel.name,
      organizationId: channel.organizationId,
    });
  }
  const row = await updateAllowedChannels(ctx.db, ctx.env.ORGANIZATION_NAME, chosen);
  if (!row) throw badRequest(messages.validation.bufferTokenRequired);
  return getBufferSettings(ctx);
}

function toChannelView(c: BufferChannel): BufferChannelView {
  return {
    id: c.id,
    name: c.name,
    displayName: c.displayName,
    service: c.service,
    type: c.type,
    isDisconnected: c.isDisconnected,
    isLocked: c.isLocked,
    isQueuePaused: c.isQueuePaused,
    defaultToReminders: c.defaultToReminders,
    organizationName: c.organizationName,
  };
}

function upstreamError(f: BufferFailure): AppError {
  if (f.kind === 'rate_limited')
    return new AppError(429, 'rate_limited', f.message, { retryAfterSeconds: f.retryAfterSeconds });
  if (f.kind === 'unauthorized') return new AppError(400, 'validation_failed', f.message, { kind: f.kind });
  return new AppError(502, 'upstream_failed', f.message, { kind: f.kind });
}
