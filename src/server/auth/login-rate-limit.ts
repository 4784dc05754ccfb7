import { randomUUID } from 'node:crypto';
import { and, count, eq, gte, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailure } from '../db/schema/auth';

export const loginFailureLimit = 10;
export const loginWindowMinutes = 15;

/** Minutes until the next attempt is allowed, or 0 when sign-in may proceed. */
export async function loginBlockedForMinutes(db: Db, ip: string, email: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - loginWindowMinutes * 60_000);
  for (const where of [eq(loginFailure.ip, ip), eq(loginFailure.email, email)]) {
    const rows = await db
      .select({ failedAt: loginFailure.failedAt })
      .from(loginFailure)
      .where(and(where, gte(loginFailure.failedAt, since)))
      .orderBy(loginFailure.failedAt);
    if (rows.length >= loginFailureLimit) {
      // Blocked until the oldest failure that still counts leaves the window.
      const freeAt = rows[rows.length - loginFailureLimit]!.failedAt.getTime() + loginWindowMinutes * 60_000;
      return Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
    }
  }
  return 0;
}

export async function recordLoginFailure(db: Db, ip: string, email: string, now: Date) {
  await db.insert(loginFailure).values({ id: randomUUID(), ip, email, failedAt: now });
  // Keep the table small: failures older than the window no longer count.
  await db.delete(loginFailure).where(lt(loginFailure.failedAt, new Date(now.getTime() - loginWindowMinutes * 60_000)));
}

export async function clearLoginFailures(db: Db, ip: string, email: string) {
  await db.delete(loginFailure).where(or(and(eq(loginFailure.ip, ip), eq(loginFailure.email, email)), eq(loginFailure.email, email)));
}

export async function countLoginFailures(db: Db) {
  const [row] = await db.select({ n: count() }).from(loginFailure);
  return row?.n ?? 0;
}
