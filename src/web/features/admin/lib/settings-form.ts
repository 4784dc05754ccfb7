import type { z } from 'zod';
import { bufferSettingsSchema, type BufferSettingsInput } from '../../../../shared/settings';

/**
 * Both fields trimmed, the first failing message wins. The token is required only while none is stored:
 * with one stored, an empty token field keeps it.
 */
export const settingsFormSchema = (tokenStored: boolean) => bufferSettingsSchema({ tokenStored });

/** The form's fields, named like the request. */
export type SettingsFormValues = z.input<ReturnType<typeof settingsFormSchema>>;

/** An empty token field is left out of the request (undefined drops out of the JSON), so the server keeps it. */
export function toSettingsRequest(parsed: BufferSettingsInput): BufferSettingsInput {
  return { access_token: parsed.access_token || undefined, profile_id: parsed.profile_id };
}

/** The connection test and channel list try what is typed; empty fields fall back to the stored values. */
export function typedOrStored(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
}
