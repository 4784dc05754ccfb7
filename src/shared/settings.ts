import { z } from 'zod';
import { plainText } from './fields';
import { textLimits } from './limits';
import { messages } from './messages';

const v = messages.validation;
// The token travels in an HTTP header, which carries no character beyond Latin-1 (fetch refuses to send one,
// and that read as „Buffer ist nicht erreichbar“); Buffer's tokens are printable ASCII.
const tokenCharacters = /^[\x21-\x7e]*$/;
const accessToken = plainText({ label: 'Der Access Token', max: textLimits.bufferAccessToken, trim: true }).refine(
  (token) => token.length > textLimits.bufferAccessToken || tokenCharacters.test(token),
  v.bufferTokenCharacters,
);
const profileId = plainText({ label: 'Die Profile ID', max: textLimits.bufferProfileId, trim: true });

/**
 * The Buffer settings form: both fields trimmed; the profile id is always required, the
 * access token only while none is stored (an empty token field then keeps the stored one).
 */
export const bufferSettingsSchema = (opts: { tokenStored: boolean }) =>
  z.object({
    access_token: opts.tokenStored
      ? accessToken.optional()
      : z.string({ error: v.bufferTokenRequired }).pipe(accessToken.min(1, v.bufferTokenRequired)),
    profile_id: z.string({ error: v.bufferProfileRequired }).pipe(profileId.min(1, v.bufferProfileRequired)),
  });
export type BufferSettingsInput = z.infer<ReturnType<typeof bufferSettingsSchema>>;

/** The connection test and the channel list: unsaved values may be tried; empty fields use the stored ones. */
export const bufferConnectionTestSchema = z.object({
  access_token: accessToken.optional(),
  profile_id: profileId.optional(),
});
export type BufferConnectionTestInput = z.infer<typeof bufferConnectionTestSchema>;

export const bufferChannelsRequestSchema = z.object({
  access_token: accessToken.optional(),
});

/** „Kanäle für das Team“: the Buffer channels the team may publish to (ids; the server looks them up in Buffer). */
export const bufferAllowedChannelsSchema = z
  .object({
    channel_ids: z
      .array(profileId.pipe(z.string().min(1)))
      .max(20)
      .refine((ids) => new Set(ids).size === ids.length, 'Jeder Kanal darf nur einmal gewählt werden.'),
  })
  .strict();
export type BufferAllowedChannelsInput = z.infer<typeof bufferAllowedChannelsSchema>;

/** A channel the team may publish to. */
export interface AllowedChannelView {
  id: string;
  service: string;
  name: string;
}

/** GET /api/settings/buffer: the token itself never leaves the server. */
export interface BufferSettingsView {
  organization_name: string;
  profile_id: string | null;
  /** The channels the team may publish to; without a choice, the Instagram channel `profile_id`. */
  channels: AllowedChannelView[];
  token_set: boolean;
  /** `…` plus the token's last four characters, or null. */
  token_hint: string | null;
  /** False when a stored token cannot be decrypted (the server secret changed): enter it again. */
  token_readable: boolean;
}

export interface BufferConnectionTestView {
  ok: boolean;
  /** German. */
  message: string;
  warnings: string[];
  kind?: string;
  channel?: BufferChannelView;
}

export interface BufferChannelView {
  id: string;
  name: string;
  displayName: string | null;
  service: string;
  type: string;
  isDisconnected: boolean;
  isLocked: boolean;
  isQueuePaused: boolean;
  defaultToReminders: boolean | null;
  organizationName: string;
}

/** The release rule on /admin: „Veröffentlichen erst nach Freigabe durch eine zweite Person“. */
export const releaseRuleSchema = z.object({ four_eyes: z.boolean() }).strict();
export type ReleaseRuleInput = z.infer<typeof releaseRuleSchema>;
export interface ReleaseRuleView {
  four_eyes: boolean;
}
