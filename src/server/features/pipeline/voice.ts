import type { AppContext } from '../../context';
import { defaultVoice, type Voice } from '../../../shared/voice';

/**
 * The organisation's current voice for captions (form of address, tone, fixed hashtags, closing line, emoji).
 * The one place that reads it, for the daily run and for „Text neu vorschlagen“: until the settings store a
 * voice (a `voice` column of organization_settings), every caption uses the default.
 */
export async function currentVoice(_ctx: AppContext): Promise<Voice> {
  return defaultVoice;
}
