import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';

export function listUsers(db: Db) {
  return db
    .select({ id: user.id, email: user.email, role: user.role, createdAt: user.createdAt })
    .from(user)
    .orderBy(asc(user.createdAt));
}

export async function findUser(db: Db, id: string) {
  const [found] = await db.select().from(user).where(eq(user.id, id));
  return found;
}

export async function findUserByEmail(db: Db, email: string) {
  const [found] = await db.select().from(user).where(eq(user.email, email));
  return found;
}

export async function countUsers(db: Db) {
  const [row] = await db.select({ n: count() }).from(user);
  return row?.n ?? 0;
}

/** Admins other than `exceptId`. */
export async function countOtherAdmins(db: Db, exceptId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(user)
    .where(and(eq(user.role, 'admin'), ne(user.id, exceptId)));
  return row?.n ?? 0;
}

export async function setRole(db: Db, id: string, role: 'admin' | 'editor') {
  await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, id));
}
