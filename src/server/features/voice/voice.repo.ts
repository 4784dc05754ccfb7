import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizationSettings } from '../../db/schema/settings';
import type { Voice } from '../../../shared/voice';

/** The chapter's stored voice as it is in the column; undefined while its settings row does not exist yet. */
export async function findVoice(db: Db, organizationName: string): Promise<unknown> {
  const [row] = await db
    .select({ voice: organizationSettings.voice })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationName, organizationName));
  return row?.voice;
}

/** Creates the chapter's settings row on first write, like the Buffer settings do; other columns stay as they are. */
export async function upsertVoice(db: Db, organizationName: string, voice: Voice): Promise<unknown> {
  const set = { voice, updatedAt: new Date() };
  const [row] = await db
    .insert(organizationSettings)
    .values({ organizationName, ...set })
    .onConflictDoUpdate({ target: organizationSettings.organizationName, set })
    .returning({ voice: organizationSettings.voice });
  return row!.voice;
}
