import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizationSettings } from '../../db/schema/settings';

/** The chapter's regional terms; none while its settings row does not exist yet. */
export async function findRegionalTerms(db: Db, organizationName: string): Promise<string[]> {
  const [row] = await db
    .select({ terms: organizationSettings.regionalTerms })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationName, organizationName));
  return row?.terms ?? [];
}

/** Creates the chapter's settings row on first write, like the Buffer settings do; other columns stay as they are. */
export async function upsertRegionalTerms(db: Db, organizationName: string, terms: string[]): Promise<string[]> {
  const set = { regionalTerms: terms, updatedAt: new Date() };
  const [row] = await db
    .insert(organizationSettings)
    .values({ organizationName, ...set })
    .onConflictDoUpdate({ target: organizationSettings.organizationName, set })
    .returning({ terms: organizationSettings.regionalTerms });
  return row!.terms;
}
