import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandVersion, type BrandVersionRow } from '../../db/schema/brand';
import type { Brand, BrandRerenderState } from '../../../shared/brand';

export interface NewBrandVersion {
  brand: Brand;
  logo: { png: Buffer; width: number; height: number } | null;
  createdBy: string | null;
}

/** The newest version (the current look), or undefined while the default is in use. */
export async function latestBrandVersion(db: Db): Promise<BrandVersionRow | undefined> {
  const [row] = await db.select().from(brandVersion).orderBy(desc(brandVersion.version)).limit(1);
  return row;
}

/** Only the id and number of the newest version: cheap enough to ask before every render. */
export async function latestBrandVersionId(db: Db): Promise<{ id: string; version: number } | undefined> {
  const [row] = await db
    .select({ id: brandVersion.id, version: brandVersion.version })
    .from(brandVersion)
    .orderBy(desc(brandVersion.version))
    .limit(1);
  return row;
}

export async function findBrandVersion(db: Db, id: string): Promise<BrandVersionRow | undefined> {
  const [row] = await db.select().from(brandVersion).where(eq(brandVersion.id, id));
  return row;
}

/**
 * Inserts the next version number in one statement; two saves at the same moment collide on the unique
 * number and the later one tries again.
 */
export async function insertBrandVersion(db: Db, values: NewBrandVersion): Promise<BrandVersionRow> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [row] = await db
        .insert(brandVersion)
        .values({
          version: sql`(select coalesce(max(${brandVersion.version}), 0) + 1 from ${brandVersion})`,
          brand: values.brand,
          logoPng: values.logo?.png ?? null,
          logoWidth: values.logo?.width ?? null,
          logoHeight: values.logo?.height ?? null,
          createdBy: values.createdBy,
        })
        .returning();
      return row!;
    } catch (err) {
      if (attempt >= 2) throw err;
    }
  }
}

export async function updateRerender(
  db: Db,
  id: string,
  values: Partial<{ status: BrandRerenderState; total: number; done: number; pending: string[] | null }>,
): Promise<void> {
  await db
    .update(brandVersion)
    .set({
      ...(values.status ? { rerenderStatus: values.status } : {}),
      ...(values.total !== undefined ? { rerenderTotal: values.total } : {}),
      ...(values.done !== undefined ? { rerenderDone: values.done } : {}),
      ...(values.pending !== undefined ? { rerenderPending: values.pending } : {}),
    })
    .where(eq(brandVersion.id, id));
}

/** Older versions whose re-render has not finished: a newer look replaced them. */
export async function supersedeOlderRerenders(db: Db, version: number): Promise<void> {
  await db
    .update(brandVersion)
    .set({ rerenderStatus: 'superseded', rerenderPending: null })
    .where(sql`${brandVersion.version} < ${version} and ${brandVersion.rerenderStatus} in ('queued', 'running')`);
}
