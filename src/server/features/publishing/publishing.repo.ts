import { and, desc, eq, inArray, isNotNull, lt, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news, type NewsRow } from '../../db/schema/news';
import { newsPublication, type NewPublicationRow, type PublicationRow } from '../../db/schema/publishing';
import type { NewsStatus } from '../../../shared/news';

const active = inArray(newsPublication.status, ['pending', 'sending']);

export async function findPublication(db: Db, id: string): Promise<PublicationRow | undefined> {
  const [row] = await db.select().from(newsPublication).where(eq(newsPublication.id, id));
  return row;
}

export async function findActivePublication(db: Db, newsId: string): Promise<PublicationRow | undefined> {
  const [row] = await db
    .select()
    .from(newsPublication)
    .where(and(eq(newsPublication.newsId, newsId), active));
  return row;
}

export async function listActivePublications(db: Db): Promise<PublicationRow[]> {
  return db.select().from(newsPublication).where(active);
}

export async function findSentPublication(
  db: Db,
  newsId: string,
  contentHash: string,
): Promise<PublicationRow | undefined> {
  const [row] = await db
    .select()
    .from(newsPublication)
    .where(
      and(
        eq(newsPublication.newsId, newsId),
        eq(newsPublication.contentHash, contentHash),
        eq(newsPublication.status, 'sent'),
      ),
    );
  return row;
}

/** Earlier attempts of the same content that ended without knowing whether Buffer created the post. */
export async function findUnknownOutcome(
  db: Db,
  newsId: string,
  contentHash: string,
): Promise<PublicationRow | undefined> {
  const [row] = await db
    .select()
    .from(newsPublication)
    .where(
      and(
        eq(newsPublication.newsId, newsId),
        eq(newsPublication.contentHash, contentHash),
        eq(newsPublication.outcomeUnknown, true),
        eq(newsPublication.status, 'failed'),
      ),
    )
    .orderBy(newsPublication.requestedAt)
    .limit(1);
  return row;
}

/** Buffer post ids we already recorded, so a search for a lost post never adopts an older one. */
export async function knownBufferPostIds(db: Db, newsId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: newsPublication.bufferPostId })
    .from(newsPublication)
    .where(and(eq(newsPublication.newsId, newsId), isNotNull(newsPublication.bufferPostId)));
  return new Set(rows.map((r) => r.id!));
}

export type StartResult =
  | { kind: 'started'; publication: PublicationRow; news: NewsRow }
  | { kind: 'active'; publication: PublicationRow }
  | { kind: 'already_sent'; publication: PublicationRow }
  | { kind: 'news_missing' };

/**
 * Records a new attempt and marks the topic `freigegeben`, unless an attempt is in flight (join it) or
 * this exact content was published already (return that). The topic row is locked for the decision, so
 * two requests at once are serialised; the unique indexes are the last line of defence.
 */
export async function startPublication(
  db: Db,
  newsId: string,
  attempt: Omit<NewPublicationRow, 'newsId' | 'previousStatus' | 'status'>,
): Promise<StartResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(news).where(eq(news.id, newsId)).for('update');
    if (!row) return { kind: 'news_missing' } as const;
    const [inFlight] = await tx
      .select()
      .from(newsPublication)
      .where(and(eq(newsPublication.newsId, newsId), active));
    if (inFlight) return { kind: 'active', publication: inFlight } as const;
    const [sent] = await tx
      .select()
      .from(newsPublication)
      .where(
        and(
          eq(newsPublication.newsId, newsId),
          eq(newsPublication.contentHash, attempt.contentHash),
          eq(newsPublication.status, 'sent'),
        ),
      );
    if (sent) return { kind: 'already_sent', publication: sent } as const;
    const [publication] = await tx
      .insert(newsPublication)
      .values({ ...attempt, newsId, previousStatus: row.status, status: 'pending' })
      .returning();
    const [updated] = await tx
      .update(news)
      .set({ status: 'freigegeben', version: sql`${news.version} + 1`, updatedAt: new Date() })
      .where(eq(news.id, newsId))
      .returning();
    return { kind: 'started', publication: publication!, news: updated! } as const;
  });
}

/**
 * Takes the attempt for this worker until the lease ends (database time). Returns the row as it was
 * (status `sending` = an earlier try's outcome is unknown), or undefined when it is finished or owned.
 */
export async function claimPublication(db: Db, id: string, leaseSeconds: number): Promise<PublicationRow | undefined> {
  const [row] = await db
    .update(newsPublication)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(
      and(
        eq(newsPublication.id, id),
        active,
        or(isNull(newsPublication.lockedUntil), lt(newsPublication.lockedUntil, sql`now()`)),
      ),
    )
    .returning();
  return row;
}

/** Written before every createPost: from here on, a crash leaves a row that says "look first". */
export async function markSending(db: Db, id: string, leaseSeconds: number): Promise<PublicationRow> {
  const [row] = await db
    .update(newsPublication)
    .set({
      status: 'sending',
      tries: sql`${newsPublication.tries} + 1`,
      firstSentAt: sql`coalesce(${newsPublication.firstSentAt}, now())`,
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(eq(newsPublication.id, id))
    .returning();
  return row!;
}

export async function markSent(
  db: Db,
  id: string,
  result: { postId: string; bufferStatus: string | null; reminder: boolean; finishedAt: Date },
): Promise<PublicationRow> {
  const [row] = await db
    .update(newsPublication)
    .set({
      status: 'sent',
      bufferPostId: result.postId,
      bufferStatus: result.bufferStatus,
      reminder: result.reminder,
      outcomeUnknown: false,
      errorKind: null,
      errorMessage: null,
      finishedAt: result.finishedAt,
      lockedUntil: null,
    })
    .where(eq(newsPublication.id, id))
    .returning();
  return row!;
}

/**
 * Ends the attempt as failed and gives the topic back its earlier status, if it still shows the
 * `freigegeben` this attempt set (an editor's later save wins).
 */
export async function markFailed(
  db: Db,
  publication: Pick<PublicationRow, 'id' | 'newsId' | 'previousStatus'>,
  failure: { kind: string; message: string; outcomeUnknown: boolean; finishedAt: Date },
): Promise<PublicationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsPublication)
      .set({
        status: 'failed',
        errorKind: failure.kind,
        errorMessage: failure.message,
        outcomeUnknown: failure.outcomeUnknown,
        finishedAt: failure.finishedAt,
        lockedUntil: null,
      })
      .where(eq(newsPublication.id, publication.id))
      .returning();
    if (publication.previousStatus !== 'freigegeben')
      await restoreStatus(tx as unknown as Db, publication.newsId, publication.previousStatus);
    return row!;
  });
}

async function restoreStatus(db: Db, newsId: string, status: NewsStatus) {
  await db
    .update(news)
    .set({ status, version: sql`${news.version} + 1`, updatedAt: new Date() })
    .where(and(eq(news.id, newsId), eq(news.status, 'freigegeben')));
}

export async function latestPublications(db: Db, newsId: string, limit = 20): Promise<PublicationRow[]> {
  return db
    .select()
    .from(newsPublication)
    .where(eq(newsPublication.newsId, newsId))
    .orderBy(desc(newsPublication.requestedAt))
    .limit(limit);
}
