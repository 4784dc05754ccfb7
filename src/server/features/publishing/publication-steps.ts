import type { AppContext } from '../../context';
import type { SessionUser } from '../../auth/auth';
import type { NewPublicationRow, PublicationRow } from '../../db/schema/publishing';
import { inItemTransaction, serverActor, teamActor } from '../news';
import { markFailed, markSent, recordAttempt, type StartResult } from './publishing.repo';

/**
 * The three writes of an attempt that move the item too, each in one transaction with the news owner:
 * start (→ freigegeben), sent (→ veröffentlicht), failed (→ the status before, if still freigegeben).
 */

export type StartOutcome = StartResult | { kind: 'news_missing' };

/**
 * Records a new attempt and marks the item `freigegeben`, or joins/returns the attempt that makes it
 * unnecessary; a topic published before is only sent again with `republish`.
 */
export async function startPublication(
  ctx: AppContext,
  user: SessionUser,
  newsId: string,
  attempt: Omit<NewPublicationRow, 'newsId' | 'previousStatus' | 'status'>,
  republish = false,
  releaseHash?: string,
): Promise<StartOutcome> {
  const outcome = await inItemTransaction(ctx, newsId, 'startPublishing', teamActor(user), async (tx, item) => {
    const result = await recordAttempt(tx, newsId, item.status, attempt, republish);
    const started = result.kind === 'started';
    return {
      apply: started,
      releaseHash,
      result,
      activity: started
        ? {
            kind: 'news.publish_started',
            after: { channel_id: attempt.channelId, republish },
            contentHash: attempt.contentHash,
          }
        : null,
    };
  });
  return outcome.kind === 'missing' ? { kind: 'news_missing' } : outcome.result;
}

/** Buffer created the post (or a reminder): the attempt is sent and the item `veröffentlicht`. */
export async function recordSent(
  ctx: AppContext,
  publication: Pick<PublicationRow, 'id' | 'newsId'> & { contentHash?: string },
  result: { postId: string; bufferStatus: string | null; reminder: boolean; finishedAt: Date },
): Promise<void> {
  await inItemTransaction(ctx, publication.newsId, 'markPublished', serverActor('publisher'), async (tx) => ({
    apply: true,
    result: await markSent(tx, publication.id, result),
    activity: {
      kind: 'news.published',
      after: { buffer_post_id: result.postId, reminder: result.reminder },
      contentHash: publication.contentHash ?? null,
    },
  }));
}

/** The attempt failed; the item gets back the status it had before, unless an editor saved in the meantime. */
export async function recordFailed(
  ctx: AppContext,
  publication: Pick<PublicationRow, 'id' | 'newsId' | 'previousStatus'>,
  failure: { kind: string; message: string; outcomeUnknown: boolean; finishedAt: Date },
): Promise<void> {
  await inItemTransaction(ctx, publication.newsId, 'restoreAfterFailure', serverActor('publisher'), async (tx) => ({
    // An attempt started from `freigegeben` has nothing to give back.
    apply: publication.previousStatus !== 'freigegeben',
    previous: publication.previousStatus,
    changed: true,
    result: await markFailed(tx, publication.id, failure),
    activity: {
      kind: 'news.publish_failed',
      after: { error: failure.message, outcome_unknown: failure.outcomeUnknown },
    },
  }));
}
