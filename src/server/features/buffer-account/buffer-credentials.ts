import type { AppContext } from '../../context';
import { createSecretBox, isSealed, SecretBoxError } from '../../lib/secret-box';
import { createBufferClient, type BufferClient } from '../../engines/buffer/buffer-client';
import type { AllowedChannel } from '../../db/schema/settings';
import { findSettings } from './buffer-account.repo';

/** AAD for the sealed token: a value copied into another column does not decrypt. */
export const tokenContext = 'organization_settings.buffer_access_token';

export const secretBoxOf = (ctx: AppContext) => createSecretBox(ctx.env.authSecret);

export const sealToken = (ctx: AppContext, token: string) => secretBoxOf(ctx).encrypt(token, tokenContext);

export type StoredToken = { state: 'none' } | { state: 'unreadable' } | { state: 'ok'; token: string };

/** A legacy plaintext value (imported from the original app) is accepted as is and sealed on the next save. */
export function openToken(ctx: AppContext, stored: string | null | undefined): StoredToken {
  if (!stored) return { state: 'none' };
  if (!isSealed(stored)) return { state: 'ok', token: stored };
  try {
    return { state: 'ok', token: secretBoxOf(ctx).decrypt(stored, tokenContext) };
  } catch (err) {
    if (err instanceof SecretBoxError) return { state: 'unreadable' };
    throw err;
  }
}

export interface BufferCredentials {
  token: StoredToken;
  profileId: string | null;
  /**
   * The channels the team may publish to. Until an admin chooses, the Instagram channel `profileId` alone
   * (its name and organization are then unknown here: empty strings).
   */
  channels: AllowedChannel[];
  syncedAt: Date | null;
  syncPausedUntil: Date | null;
}

/** The chapter's Buffer key (decrypted), channel id and the channels the team may use. */
export async function loadBufferCredentials(ctx: AppContext): Promise<BufferCredentials> {
  const row = await findSettings(ctx.db, ctx.env.ORGANIZATION_NAME);
  const profileId = row?.bufferProfileId?.trim() || null;
  const chosen = row?.bufferChannels ?? [];
  return {
    token: openToken(ctx, row?.bufferAccessToken),
    profileId,
    channels: chosen.length
      ? chosen
      : profileId
        ? [{ id: profileId, service: 'instagram', name: '', organizationId: '' }]
        : [],
    syncedAt: row?.bufferSyncedAt ?? null,
    syncPausedUntil: row?.bufferSyncPausedUntil ?? null,
  };
}

export const bufferClientOf = (ctx: AppContext): BufferClient =>
  createBufferClient({ baseUrl: ctx.env.BUFFER_API_URL });
