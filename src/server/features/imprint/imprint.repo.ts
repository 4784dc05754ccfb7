import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizationSettings } from '../../db/schema/settings';
import type { Imprint } from '../../../shared/imprint';

/** The chapter's saved imprint as it is in the column; null or undefined when none is saved (or no row exists). */
export async function findImprint(db: Db, organizationName: string): Promise<unknown> {
  const [row] = await db
    .select({ imprint: organizationSettings.imprint })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationName, organizationName));
  return row?.imprint;
}

/** Saves (or, with null, forgets) the imprint; creates the chapter's settings row on first write. */
export async function upsertImprint(db: Db, organizationName: string, imprint: Imprint | null): Promise<void> {
  const set = { imprint, updatedAt: new Date() };
  await db
    .insert(organizationSettings)
    .values({ organizationName, ...set })
    .onConflictDoUpdate({ target: organizationSettings.organizationName, set });
}
