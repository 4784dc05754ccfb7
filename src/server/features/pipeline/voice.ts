import type { AppContext } from '../../context';
import type { Voice } from '../../../shared/voice';
import { getVoice } from '../voice';

/**
 * The organisation's current voice for captions (form of address, tone, fixed hashtags, closing line, emoji),
 * as admins set it on /admin/texte: the one place the daily run and „Text neu vorschlagen“ read it.
 */
export function currentVoice(ctx: AppContext): Promise<Voice> {
  return getVoice(ctx);
}
