import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, ne, or, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsPublication, type NewPublicationRow, type PublicationRow } from '../../db/schema/publishing';
import type { NewsStatus } from '../../../shared/news-status';

const active = inArray(newsPublication.status, ['pending', 'sending']);
/** Out on the network (an immediate post counts once Buffer accepted it; no post state = an immediate post). */
const published = and(eq(newsPublication.status, 'sent'), sql`coalesce(${newsPublication.postState}, 'sent') = 'sent'`);
/** Accepted by Buffer for a later time. */
const queued = and(eq(newsPublication.status, 'sent'), eq(newsPublication.postState, 'queued'));

export async function findPublication(db: Db, id: string): Promise<PublicationRow | undefined> {
  const [row] = await db.select().from(newsPublication).where(eq(newsPublication.id, id));
  return row;
}

/** The topic's attempts in flight, one per channel at most. */
export async function findActivePublications(db: Db, newsId: string): Promise<PublicationRow[]> {
  return db
    .select()
    .from(newsPublication)
    .where(and(eq(newsPublication.newsId, newsId), active))
    .orderBy(asc(newsPublication.requestedAt), asc(newsPublication.channelId));
}

/** The topic's posts waiting in Buffer for their time. */
export async function findQueued(db: Db, newsId: string): Promise<PublicationRow[]> {
  return db
    .select()
    .from(newsPublication)
    .where(and(eq(newsPublication.newsId, newsId), queued))
    .orderBy(asc(newsPublication.scheduledAt));
}

/** The attempts of one publish request. */
export async function findBatch(db: Db, batchId: string): Promise<PublicationRow[]> {
  return db.select().from(newsPublication).where(eq(newsPublication.batchId, batchId));
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

/** This content on this channel, accepted by Buffer (queued or out). */
export async function findSentPublication(
  db: Db,
  newsId: string,
  channelId: string,
  contentHash: string,
): Promise<PublicationRow | undefined> {
  const [row] = await db
    .select()
    .from(newsPublication)
    .where(
      and(
        eq(newsPublication.newsId, newsId),
        eq(newsPublication.channelId, channelId),
        eq(newsPublication.contentHash, contentHash),
        eq(newsPublication.status, 'sent'),
      ),
    );
  return row;
}

/** The latest post of the topic that went out, whatever its content or channel: the topic counts as published. */
export async function findLatestSent(db: Db, newsId: string): Promise<PublicationRow | undefined> {
  const [row] = await db
    .select()
    .from(newsPublication)
    .where(and(eq(newsPublication.newsId, newsId), published))
    .orderBy(desc(newsPublication.finishedAt))
    .limit(1);
  return row;
}

/** Earlier attempts of the same content on the channel that ended without knowing whether Buffer created the post. */
export async function findUnknownOutcome(
  db: Db,
  newsId: string,
  channelId: string,
  contentHash: string,
): Promise<PublicationRow | undefined> {
  const [row] = await db
    .select()
    .from(newsPublication)
    .where(
      and(
        eq(newsPublication.newsId, newsId),
        eq(newsPublication.channelId, channelId),
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

export type NewAttempt = Omit<NewPublicationRow, 'newsId' | 'previousStatus' | 'status'>;

/**
 * Records one attempt per channel, unless the topic was published before and this is not an explicit
 * republish (refuse all), a channel has an attempt in flight (join it), or this exact content went to that
 * channel already (return that). Runs in the news owner's transaction with the item locked, so two
 * requests at once are serialised; the unique indexes per channel are the last line of defence.
 */
export async function recordAttempts(
  tx: Db,
  newsId: string,
  currentStatus: NewsStatus,
  attempts: NewAttempt[],
  republish = false,
): Promise<StartResult[]> {
  const inFlight = await findActivePublications(tx, newsId);
  const onlyJoins = attempts.every((a) => inFlight.some((p) => p.channelId === a.channelId));
  if (!republish && !onlyJoins) {
    const out = await findLatestSent(tx, newsId);
    if (out) return [{ kind: 'already_published', publication: out }];
  }
  const results: StartResult[] = [];
  for (const attempt of attempts) {
    const joined = inFlight.find((p) => p.channelId === attempt.channelId);
    if (joined) {
      results.push({ kind: 'active', publication: joined });
      continue;
    }
    const sent = await findSentPublication(tx, newsId, attempt.channelId, attempt.contentHash);
    if (sent) {
      results.push({ kind: 'already_sent', publication: sent });
      continue;
    }
    const [publication] = await tx
      .insert(newsPublication)
      .values({ ...attempt, newsId, previousStatus: currentStatus, status: 'pending' })
      .returning();
    results.push({ kind: 'started', publication: publication! });
  }
  return results;
}

/**
 * Takes the attempt for this worker until the lease ends (database time). Returns the row as it was
 * (status `sending` = an earlier try's outcome is unknown), or undefined when it is finished or owned.
 */
export function claimPublication(db: Db, id: string, leaseSeconds: number): Promise<PublicationRow | undefined> {
  return claimRow(db, id, active, leaseSeconds);
}

/** Sets the lease on row `id` while it matches `state` and no unexpired lease holds it. */
async function claimRow(db: Db, id: string, state: SQL | undefined, leaseSeconds: number) {
  const [row] = await db
    .update(newsPublication)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(
      and(
        eq(newsPublication.id, id),
        state,
        or(isNull(newsPublication.lockedUntil), lt(newsPublication.lockedUntil, sql`now()`)),
      ),
    )
    .returning();
  return row as PublicationRow | undefined;
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

/** Buffer accepted the post: out now, or queued for its time when it was scheduled. */
export async function markSent(
  db: Db,
  id: string,
  result: { postId: string; bufferStatus: string | null; reminder: boolean; finishedAt: Date; scheduled: boolean },
): Promise<PublicationRow> {
  const [row] = await db
    .update(newsPublication)
    .set({
      status: 'sent',
      bufferPostId: result.postId,
      bufferStatus: result.bufferStatus,
      reminder: result.reminder,
      postState: result.scheduled ? 'queued' : 'sent',
      sentAt: result.scheduled ? null : result.finishedAt,
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

/**
 * A scheduled post leaves the plan: cancelled here (`cancelled`) or deleted in Buffer (`deleted_in_buffer`).
 * Only from `queued`, so two cancels, or a cancel and the sync, write it once. Undefined when it was not queued.
 */
export async function markRemoved(
  db: Db,
  id: string,
  change: { kind: 'cancelled' | 'deleted_in_buffer'; message: string; at: Date },
): Promise<PublicationRow | undefined> {
  const [row] = await db
    .update(newsPublication)
    .set({
      status: 'cancelled',
      postState: 'deleted',
      errorKind: change.kind,
      errorMessage: change.message,
      syncedAt: change.at,
    })
    .where(and(eq(newsPublication.id, id), queued))
    .returning();
  return row;
}

/**
 * What the sync learnt from Buffer about an accepted post: it went out (`sent`), failed at the network
 * (`error`: the attempt counts as failed, so the same content may be scheduled again), or only its time
 * changed (rescheduled in Buffer's own interface). Undefined when the row was no longer accepted.
 */
export async function applyBufferState(
  db: Db,
  id: string,
  change:
    | { state: 'sent'; sentAt: Date; bufferStatus: string; at: Date }
    | { state: 'error'; message: string; bufferStatus: string; at: Date }
    | { state: 'queued'; scheduledAt: Date | null; bufferStatus: string; at: Date },
): Promise<PublicationRow | undefined> {
  const base = { bufferStatus: change.bufferStatus, syncedAt: change.at };
  const set =
    change.state === 'sent'
      ? { ...base, postState: 'sent' as const, sentAt: change.sentAt }
      : change.state === 'error'
        ? {
            ...base,
            status: 'failed' as const,
            postState: 'error' as const,
            errorKind: 'buffer_error',
            errorMessage: change.message,
          }
        : { ...base, ...(change.scheduledAt ? { scheduledAt: change.scheduledAt } : {}) };
  const [row] = await db
    .update(newsPublication)
    .set(set)
    .where(and(eq(newsPublication.id, id), eq(newsPublication.status, 'sent')))
    .returning();
  return row;
}

/** Accepted posts the sync compares with Buffer: queued ones, and immediate ones of the last day Buffer was still sending. */
export async function listToSync(db: Db, since: Date): Promise<PublicationRow[]> {
  return db
    .select()
    .from(newsPublication)
    .where(
      and(
        eq(newsPublication.status, 'sent'),
        isNotNull(newsPublication.bufferPostId),
        or(
          eq(newsPublication.postState, 'queued'),
          and(
            eq(newsPublication.postState, 'sent'),
            eq(newsPublication.reminder, false),
            gte(newsPublication.finishedAt, since),
            ne(sql`coalesce(${newsPublication.bufferStatus}, '')`, 'sent'),
          ),
        ),
      ),
    );
}

/**
 * The plan between `from` and `to`: every attempt that is or was on its way to a channel, at its time
 * (scheduled, sent, or requested), except those the team cancelled itself and those that never reached Buffer.
 */
export async function listPlanRows(db: Db, from: Date, to: Date): Promise<PublicationRow[]> {
  const at = sql`coalesce(${newsPublication.scheduledAt}, ${newsPublication.sentAt}, ${newsPublication.requestedAt})`;
  return db
    .select()
    .from(newsPublication)
    .where(
      and(
        gte(at, from),
        lte(at, to),
        or(
          inArray(newsPublication.status, ['pending', 'sending', 'sent']),
          and(eq(newsPublication.status, 'failed'), eq(newsPublication.postState, 'error')),
          and(eq(newsPublication.status, 'cancelled'), eq(newsPublication.errorKind, 'deleted_in_buffer')),
        ),
      ),
    )
    .orderBy(asc(at), asc(newsPublication.channelId));
}

/** Whether the topic still has a post in flight, queued, or out (the item's status follows from these). */
export async function planStateOf(
  db: Db,
  newsId: string,
  except?: string,
): Promise<{ active: number; queued: number; published: number }> {
  const rows = await db
    .select({ status: newsPublication.status, postState: newsPublication.postState })
    .from(newsPublication)
    .where(and(eq(newsPublication.newsId, newsId), except ? ne(newsPublication.id, except) : undefined));
  return {
    active: rows.filter((r) => r.status === 'pending' || r.status === 'sending').length,
    queued: rows.filter((r) => r.status === 'sent' && r.postState === 'queued').length,
    published: rows.filter((r) => r.status === 'sent' && (r.postState ?? 'sent') === 'sent').length,
  };
}

/**
 * Takes a queued post for a cancel or a move (a lease like a publishing attempt's, database time), so two
 * people acting on it at once do it once: the second finds it taken. Undefined when it is not queued or taken.
 */
export function claimQueued(db: Db, id: string, leaseSeconds: number): Promise<PublicationRow | undefined> {
  return claimRow(db, id, queued, leaseSeconds);
}

export async function releaseQueued(db: Db, id: string): Promise<void> {
  await db.update(newsPublication).set({ lockedUntil: null }).where(eq(newsPublication.id, id));
}
