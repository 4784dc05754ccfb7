import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizationSettings, type AllowedChannel } from '../../db/schema/settings';

export type SettingsRow = typeof organizationSettings.$inferSelect;

export async function findSettings(db: Db, organizationName: string): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationName, organizationName));
  return row;
}

/** Insert or update the chapter's row; `sealedToken` undefined keeps the stored token. */
export async function upsertBufferSettings(
  db: Db,
  organizationName: string,
  change: { sealedToken?: string; profileId: string },
): Promise<SettingsRow> {
  const set = {
    bufferProfileId: change.profileId,
    ...(change.sealedToken !== undefined ? { bufferAccessToken: change.sealedToken } : {}),
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(organizationSettings)
    .values({ organizationName, ...set })
    .onConflictDoUpdate({ target: organizationSettings.organizationName, set })
    .returning();
  return row!;
}

/** The channels the team may publish to (the row must exist: the Buffer key is saved first). */
export async function updateAllowedChannels(
  db: Db,
  organizationName: string,
  channels: AllowedChannel[],
): Promise<SettingsRow | undefined> {
  const [row] = await db
    .update(organizationSettings)
    .set({ bufferChannels: channels, updatedAt: new Date() })
    .where(eq(organizationSettings.organizationName, organizationName))
    .returning();
  return row;
}

/** The plan sync's bookkeeping: when it last compared everything, and until when Buffer asked it to pause. */
export async function updateSyncState(
  db: Db,
  organizationName: string,
  change: { syncedAt?: Date; pausedUntil?: Date | null },
): Promise<void> {
  await db
    .update(organizationSettings)
    .set({
      ...(change.syncedAt ? { bufferSyncedAt: change.syncedAt } : {}),
      ...(change.pausedUntil !== undefined ? { bufferSyncPausedUntil: change.pausedUntil } : {}),
    })
    .where(eq(organizationSettings.organizationName, organizationName));
}
