import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizationSettings } from '../../db/schema/settings';

/** Whether publishing needs a release by a second person; off while the chapter has no settings row. */
export async function findFourEyes(db: Db, organizationName: string): Promise<boolean> {
  const [row] = await db
    .select({ fourEyes: organizationSettings.fourEyesRelease })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationName, organizationName));
  return row?.fourEyes ?? false;
}

/** Creates the chapter's settings row on first write, like the Buffer settings do. */
export async function upsertFourEyes(db: Db, organizationName: string, fourEyes: boolean): Promise<boolean> {
  const set = { fourEyesRelease: fourEyes, updatedAt: new Date() };
  const [row] = await db
    .insert(organizationSettings)
    .values({ organizationName, ...set })
    .onConflictDoUpdate({ target: organizationSettings.organizationName, set })
    .returning({ fourEyes: organizationSettings.fourEyesRelease });
  return row!.fourEyes;
}
