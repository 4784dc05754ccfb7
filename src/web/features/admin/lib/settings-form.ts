import { bufferSettingsSchema, type BufferSettingsInput } from '../../../../shared/settings';

export interface SettingsFormValues {
  accessToken: string;
  profileId: string;
}

export type SettingsValidation = { ok: true; input: BufferSettingsInput } | { ok: false; message: string };

/**
 * SPEC.md §5: both fields trimmed, first failing message wins. With a token stored, an empty token field
 * keeps it, so the field is left out of the request instead of being sent empty.
 */
export function validateSettingsForm(values: SettingsFormValues, tokenStored: boolean): SettingsValidation {
  const parsed = bufferSettingsSchema({ tokenStored }).safeParse({
    access_token: values.accessToken,
    profile_id: values.profileId,
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
  const { access_token, profile_id } = parsed.data;
  // undefined drops out of the JSON body, so the server keeps the stored token.
  return { ok: true, input: { access_token: access_token || undefined, profile_id } };
}

/** The connection test and channel list try what is typed; empty fields fall back to the stored values. */
export function typedOrStored(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
}
