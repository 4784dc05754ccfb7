import type { AppContext } from '../../context';
import { defaultVoice, voiceSchema, type Voice } from '../../../shared/voice';
import type { Db } from '../../db/client';
import { personActor, recordActivity } from '../activity';
import { findVoice, upsertVoice } from './voice.repo';

/**
 * A stored value read through the shared schema: fields a later version added take their default, and a
 * value the schema no longer accepts falls back to the default voice rather than stopping a run.
 */
function readVoice(stored: unknown): Voice {
  if (!stored || typeof stored !== 'object') return defaultVoice;
  const parsed = voiceSchema.safeParse({ ...defaultVoice, ...stored });
  return parsed.success ? parsed.data : defaultVoice;
}

/** The organisation's voice for captions (the default until an admin saves one). */
export async function getVoice(ctx: AppContext): Promise<Voice> {
  return readVoice(await findVoice(ctx.db, ctx.env.ORGANIZATION_NAME));
}

/**
 * Replaces the voice; the schema has already normalised it. Applies to the next analysis and to new
 * suggestions only: no stored topic is touched.
 */
export async function saveVoice(
  ctx: AppContext,
  input: Voice,
  by: { id: string; email: string; name?: string | null },
): Promise<Voice> {
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = readVoice(await findVoice(tx, ctx.env.ORGANIZATION_NAME));
    const after = readVoice(await upsertVoice(tx, ctx.env.ORGANIZATION_NAME, input));
    if (JSON.stringify(before) !== JSON.stringify(after))
      await recordActivity(tx, personActor(by), { kind: 'settings.voice', before, after });
    return after;
  });
}
