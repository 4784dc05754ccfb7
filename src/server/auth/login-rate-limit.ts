import { randomUUID } from 'node:crypto';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailure } from '../db/schema/auth';

/** Failed attempts per 15 minutes for one e-mail from one IP … */
export const loginFailureLimit = 10;
/** … and for one IP across all e-mails (a looser cap, since a whole office may share one address). */
export const loginFailureLimitPerIp = 100;
export const loginWindowMinutes = 15;

/** Minutes until the next attempt is allowed, or 0 when sign-in may proceed. */
export async function loginBlockedForMinutes(db: Db, ip: string, email: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - loginWindowMinutes * 60_000);
  const buckets = [
    { where: and(eq(loginFailure.ip, ip), eq(loginFailure.email, email)), limit: loginFailureLimit },
    { where: eq(loginFailure.ip, ip), limit: loginFailureLimitPerIp },
  ];
  for (const { where, limit } of buckets) {
    const rows = await db
      .select({ failedAt: loginFailure.failedAt })
      .from(loginFailure)
      .where(and(where, gte(loginFailure.failedAt, since)))
      .orderBy(loginFailure.failedAt);
    if (rows.length >= limit) {
      // Blocked until the oldest failure that still counts leaves the window.
      const freeAt = rows[rows.length - limit]!.failedAt.getTime() + loginWindowMinutes * 60_000;
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
  await db.delete(loginFailure).where(and(eq(loginFailure.ip, ip), eq(loginFailure.email, email)));
}

export async function countLoginFailures(db: Db) {
  const [row] = await db.select({ n: count() }).from(loginFailure);
  return row?.n ?? 0;
}
