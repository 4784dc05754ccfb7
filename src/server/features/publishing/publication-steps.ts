import type { AppContext } from '../../context';
import type { SessionUser } from '../../auth/auth';
import type { PublicationRow } from '../../db/schema/publishing';
import { inItemTransaction, serverActor, teamActor } from '../news';
import { statusAfter, type NewsTransition } from '../../../shared/news-status';
import {
  applyBufferState,
  markFailed,
  markRemoved,
  markSent,
  planStateOf,
  recordAttempts,
  type NewAttempt,
  type StartResult,
} from './publishing.repo';

/**
 * The writes of an attempt that move the item too, each in one transaction with the news owner:
 * start (→ freigegeben), sent (→ veröffentlicht, or → geplant for a scheduled post), failed (→ the status
 * before, if still freigegeben and no other channel of the request is on its way), and the plan's changes
 * (a cancel or a post gone in Buffer → freigegeben, a queued post that went out → veröffentlicht).
 */

export type StartOutcome = { kind: 'started'; results: StartResult[] } | { kind: 'news_missing' };

/**
 * Records one attempt per channel and marks the item `freigegeben`, or joins/returns the attempts that make
 * them unnecessary; a topic published before is only sent again with `republish`.
 */
export async function startPublication(
  ctx: AppContext,
  user: SessionUser,
  newsId: string,
  attempts: NewAttempt[],
  republish = false,
  releaseHash?: string,
): Promise<StartOutcome> {
  const outcome = await inItemTransaction(ctx, newsId, 'startPublishing', teamActor(user), async (tx, item) => {
    const results = await recordAttempts(tx, newsId, item.status, attempts, republish);
    const started = attempts.filter((_, i) => results[i]?.kind === 'started');
    return {
      apply: started.length > 0,
      releaseHash,
      result: results,
      activity:
        started.length > 0
          ? {
              kind: 'news.publish_started',
              after: {
                channel_ids: started.map((a) => a.channelId),
                scheduled_at: started[0]!.scheduledAt?.toISOString() ?? null,
                republish,
              },
              contentHash: started[0]!.contentHash,
            }
          : null,
    };
  });
  return outcome.kind === 'missing' ? { kind: 'news_missing' } : { kind: 'started', results: outcome.result };
}

/** Buffer created the post (or a reminder): the attempt is sent; the item `veröffentlicht`, or `geplant` when scheduled. */
export async function recordSent(
  ctx: AppContext,
  publication: Pick<PublicationRow, 'id' | 'newsId' | 'scheduledAt' | 'channelId'> & { contentHash?: string },
  result: { postId: string; bufferStatus: string | null; reminder: boolean; finishedAt: Date },
): Promise<void> {
  const scheduled = publication.scheduledAt !== null;
  const transition: NewsTransition = scheduled ? 'markScheduled' : 'markPublished';
  await inItemTransaction(ctx, publication.newsId, transition, serverActor('publisher'), async (tx) => ({
    apply: true,
    result: await markSent(tx, publication.id, { ...result, scheduled }),
    activity: {
      kind: scheduled ? 'news.scheduled' : 'news.published',
      after: {
        channel_id: publication.channelId,
        buffer_post_id: result.postId,
        reminder: result.reminder,
        ...(scheduled ? { scheduled_at: publication.scheduledAt!.toISOString() } : {}),
      },
      contentHash: publication.contentHash ?? null,
    },
  }));
}

/**
 * The attempt failed; the item gets back the status it had before, unless an editor saved in the meantime
 * or another channel of the same topic is still on its way or already accepted (then that one decides).
 */
export async function recordFailed(
  ctx: AppContext,
  publication: Pick<PublicationRow, 'id' | 'newsId' | 'previousStatus'>,
  failure: { kind: string; message: string; outcomeUnknown: boolean; finishedAt: Date },
): Promise<void> {
  await inItemTransaction(ctx, publication.newsId, 'restoreAfterFailure', serverActor('publisher'), async (tx) => {
    const result = await markFailed(tx, publication.id, failure);
    const others = await planStateOf(tx, publication.newsId, publication.id);
    const othersDecide = others.active > 0 || others.queued > 0;
    return {
      // An attempt started from `freigegeben` has nothing to give back.
      apply: publication.previousStatus !== 'freigegeben' && !othersDecide,
      previous: publication.previousStatus,
      changed: true,
      result,
      activity: {
        kind: 'news.publish_failed',
        after: { error: failure.message, outcome_unknown: failure.outcomeUnknown },
      },
    };
  });
}

/**
 * The item after one of its posts left the plan: still `geplant` while another post waits; `veröffentlicht`
 * when one went out; otherwise released again (`freigegeben`).
 */
function afterLeavingPlan(others: { queued: number; published: number }): {
  apply: boolean;
  transition?: NewsTransition;
} {
  if (others.queued > 0) return { apply: false };
  if (others.published > 0) return { apply: true, transition: 'planSent' };
  return { apply: true, transition: 'cancelPlan' };
}

/**
 * „Stornieren“ (after Buffer deleted the post) or the sync finding it deleted in Buffer: the row leaves the
 * plan. Like a sent post, the item's move is the publisher's record of what Buffer did; the team's right to
 * cancel is checked by the route.
 */
export async function recordRemoved(
  ctx: AppContext,
  publication: Pick<PublicationRow, 'id' | 'newsId'>,
  change: { kind: 'cancelled' | 'deleted_in_buffer'; message: string; at: Date },
): Promise<PublicationRow | undefined> {
  const outcome = await inItemTransaction(
    ctx,
    publication.newsId,
    'cancelPlan',
    serverActor('publisher'),
    async (tx) => {
      const removed = await markRemoved(tx, publication.id, change);
      if (!removed) return { apply: false, changed: false, result: undefined };
      return {
        ...afterLeavingPlan(await planStateOf(tx, publication.newsId, publication.id)),
        changed: true,
        result: removed,
        activity: { kind: 'news.schedule_cancelled', after: { reason: change.kind, message: change.message } },
      };
    },
  );
  return outcome.kind === 'done' ? outcome.result : undefined;
}

/**
 * The sync learnt that a queued post went out, failed in Buffer, or got another time there; or that a post
 * sent at once failed in Buffer after all. A failure is logged („Laut Buffer fehlgeschlagen“); when no channel
 * of the topic went out or is still on its way or planned, the topic is `freigegeben` again, so it can be
 * published anew (the failed row no longer counts as accepted: the same content may go to the channel again).
 */
export async function recordBufferState(
  ctx: AppContext,
  publication: Pick<PublicationRow, 'id' | 'newsId' | 'postState'>,
  change: Parameters<typeof applyBufferState>[2],
): Promise<PublicationRow | undefined> {
  const actor = serverActor('publisher');
  const outcome = await inItemTransaction(ctx, publication.newsId, 'planSent', actor, async (tx, item) => {
    const row = await applyBufferState(tx, publication.id, change);
    if (!row) return { apply: false, changed: false, result: undefined };
    const wasQueued = publication.postState === 'queued';
    // Only a new time is news for open pages; a plain "still waiting" is bookkeeping.
    const changed = change.state !== 'queued' || change.scheduledAt !== null;
    if (change.state === 'queued' || (!wasQueued && change.state === 'sent')) {
      return { apply: false, changed, result: row };
    }
    if (change.state === 'sent') return { apply: true, transition: 'planSent' as const, result: row };
    const others = await planStateOf(tx, publication.newsId, publication.id);
    const move: { apply: boolean; transition?: NewsTransition } = wasQueued
      ? afterLeavingPlan(others)
      : { apply: others.active + others.queued + others.published === 0, transition: 'failedInBuffer' };
    const status = move.apply ? statusAfter(move.transition ?? 'planSent', item.status) : null;
    return {
      ...move,
      changed: true,
      result: row,
      activity: {
        kind: 'news.failed_in_buffer',
        before: { status: item.status },
        after: {
          status: status ?? item.status,
          channel_id: row.channelId,
          channel_name: row.channelName,
          buffer_post_id: row.bufferPostId,
          scheduled: wasQueued,
          error: change.message,
        },
        contentHash: row.contentHash,
      },
    };
  });
  return outcome.kind === 'done' ? outcome.result : undefined;
}
