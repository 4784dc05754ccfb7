import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizationSettings } from '../../db/schema/settings';

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
