import { and, count, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLog, type ActivityRow, type NewActivityRow } from '../../db/schema/activity';
import type { ActivityQuery } from '../../../shared/activity';

/**
 * The log's SQL: insert and read, nothing else. There is deliberately no update or delete here (and the
 * database trigger refuses them anyway).
 */

export async function insertActivity(db: Db, entry: NewActivityRow): Promise<void> {
  await db.insert(activityLog).values(entry);
}

/** Berlin calendar days, both included (the admin thinks in local days). */
function filters(q: Omit<ActivityQuery, 'page'>): SQL | undefined {
  return and(
    q.news_id ? eq(activityLog.newsId, q.news_id) : undefined,
    q.actor
      ? or(eq(activityLog.actorId, q.actor), eq(activityLog.actorEmail, q.actor), eq(activityLog.actorName, q.actor))
      : undefined,
    q.kind ? eq(activityLog.kind, q.kind) : undefined,
    q.from ? sql`${activityLog.at} >= (${q.from}::date::timestamp at time zone 'Europe/Berlin')` : undefined,
    q.to ? sql`${activityLog.at} < ((${q.to}::date + 1)::timestamp at time zone 'Europe/Berlin')` : undefined,
  );
}

export async function findActivity(
  db: Db,
  q: Omit<ActivityQuery, 'page'>,
  page: { limit: number; offset: number },
): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activityLog)
    .where(filters(q))
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countActivity(db: Db, q: Omit<ActivityQuery, 'page'>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(activityLog).where(filters(q));
  return row?.n ?? 0;
}

/** Everyone who appears in the log, newest name first (for the „Person“ filter). */
export async function distinctActors(db: Db): Promise<{ id: string | null; name: string; email: string | null }[]> {
  return db
    .selectDistinctOn([activityLog.actorId, activityLog.actorName], {
      id: activityLog.actorId,
      name: activityLog.actorName,
      email: activityLog.actorEmail,
    })
    .from(activityLog)
    .orderBy(activityLog.actorId, activityLog.actorName);
}

/** Every topic that appears in the log with its latest title (for the „Beitrag“ filter). */
export async function distinctNews(db: Db): Promise<{ id: string; title: string | null }[]> {
  const rows = await db
    .selectDistinctOn([activityLog.newsId], { id: activityLog.newsId, title: activityLog.newsTitle })
    .from(activityLog)
    .where(isNotNull(activityLog.newsId))
    .orderBy(activityLog.newsId, desc(activityLog.at));
  return rows.map((r) => ({ id: r.id!, title: r.title }));
}
