import { and, desc, eq, inArray, isNotNull, lt, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsPublication, type NewPublicationRow, type PublicationRow } from '../../db/schema/publishing';
import type { NewsStatus } from '../../../shared/news-status';

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

/** Attempts in flight that no worker holds: never claimed yet, or the lease of the worker ran out (it died). */
export async function listUnownedPublications(db: Db): Promise<PublicationRow[]> {
  return db
    .select()
    .from(newsPublication)
    .where(and(active, or(isNull(newsPublication.lockedUntil), lt(newsPublication.lockedUntil, sql`now()`))));
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

/** The latest successful publication of the topic, whatever its content: the topic counts as published. */
export async function findLatestSent(db: Db, newsId: string): Promise<PublicationRow | undefined> {
  const [row] = await db
    .select()
    .from(newsPublication)
    .where(and(eq(newsPublication.newsId, newsId), eq(newsPublication.status, 'sent')))
    .orderBy(desc(newsPublication.finishedAt))
    .limit(1);
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
  | { kind: 'started'; publication: PublicationRow }
  | { kind: 'active'; publication: PublicationRow }
  | { kind: 'already_sent'; publication: PublicationRow }
  | { kind: 'already_published'; publication: PublicationRow };

/**
 * Records a new attempt, unless one is in flight (join it), the topic was published before and this is not
 * an explicit republish (refuse), or this exact content was published already (return that). Runs in the
 * news owner's transaction with the item locked, so two requests at once are serialised; the unique
 * indexes are the last line of defence.
 */
export async function recordAttempt(
  tx: Db,
  newsId: string,
  currentStatus: NewsStatus,
  attempt: Omit<NewPublicationRow, 'newsId' | 'previousStatus' | 'status'>,
  republish = false,
): Promise<StartResult> {
  const [inFlight] = await tx
    .select()
    .from(newsPublication)
    .where(and(eq(newsPublication.newsId, newsId), active));
  if (inFlight) return { kind: 'active', publication: inFlight };
  if (!republish) {
    const published = await findLatestSent(tx, newsId);
    if (published) return { kind: 'already_published', publication: published };
  }
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
  if (sent) return { kind: 'already_sent', publication: sent };
  const [publication] = await tx
    .insert(newsPublication)
    .values({ ...attempt, newsId, previousStatus: currentStatus, status: 'pending' })
    .returning();
  return { kind: 'started', publication: publication! };
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

/** Ends the attempt as failed; the news owner gives the item back its earlier status in the same transaction. */
export async function markFailed(
  db: Db,
  id: string,
  failure: { kind: string; message: string; outcomeUnknown: boolean; finishedAt: Date },
): Promise<PublicationRow> {
  const [row] = await db
    .update(newsPublication)
    .set({
      status: 'failed',
      errorKind: failure.kind,
      errorMessage: failure.message,
      outcomeUnknown: failure.outcomeUnknown,
      finishedAt: failure.finishedAt,
      lockedUntil: null,
    })
    .where(eq(newsPublication.id, id))
    .returning();
  return row!;
}

export async function latestPublications(db: Db, newsId: string, limit = 20): Promise<PublicationRow[]> {
  return db
    .select()
    .from(newsPublication)
    .where(eq(newsPublication.newsId, newsId))
    .orderBy(desc(newsPublication.requestedAt))
    .limit(limit);
}
