import type { AppContext } from '../../context';
import type { SessionUser } from '../../auth/auth';
import type { PublicationRow } from '../../db/schema/publishing';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { PreflightCheck } from '../../engines/buffer/preflight';
import { messages } from '../../../shared/messages';
import type { Publication } from '../../../shared/news';
import { inItemTransaction, loadNewsRow, releaseItem, teamActor } from '../news';
import { loadBufferCredentials } from '../buffer-account';
import { isFourEyesRequired } from '../settings';
import { enqueuePublish } from './publish-job';
import { buildPayload, publishedImages, releaseHashOf, releaseSubjectOf } from './publish-payload';
import { preflightFor } from './publish-preflight';
import { toPublication } from './publication.mapper';
import { publishingMessages } from './publishing.messages';
import {
  findActivePublication,
  findLatestSent,
  findPublication,
  findSentPublication,
  latestPublications,
} from './publishing.repo';
import { startPublication } from './publication-steps';

/** How long the publish request waits for Buffer's answer before it answers 202 and lets the job go on. */
export const publishWaitMs = 25_000;

export type PublishOutcome =
  | { kind: 'sent' | 'failed' | 'pending'; publication: Publication }
  | { kind: 'preflight_failed'; message: string; checks: PreflightCheck[] };

export async function preflightNews(
  ctx: AppContext,
  id: string,
): Promise<{ checks: PreflightCheck[]; passed: boolean }> {
  const { checks, passed } = await preflightFor(ctx, await loadNewsRow(ctx, id));
  return { checks, passed };
}

/** The refusal of a publish of a topic that was published before, without `republish: true`. */
const alreadyPublished = (publication: PublicationRow) =>
  new AppError(409, 'already_published', messages.publish.republishNeedsConfirmation, {
    publication: toPublication(publication),
  });

/**
 * "Veröffentlichen": preflight, then one attempt per topic at a time, published by the durable job.
 * A second request while one is in flight joins it; a topic published before is refused (409) unless the
 * request says `republish` ("Erneut veröffentlichen"); the same content published before is never sent again.
 */
export async function publishNews(
  ctx: AppContext,
  id: string,
  user: SessionUser,
  opts: { waitMs?: number; republish?: boolean } = {},
): Promise<PublishOutcome> {
  const republish = opts.republish ?? false;
  const waitMs = opts.waitMs ?? publishWaitMs;
  const row = await loadNewsRow(ctx, id);
  if (!ctx.jobs) throw new AppError(503, 'internal', publishingMessages.jobsUnavailable);

  const inFlight = await findActivePublication(ctx.db, id);
  if (inFlight) return follow(ctx, inFlight, waitMs);
  // Said before the preflight, so the team reads the reason first; enforced again under the item's lock.
  if ((await isFourEyesRequired(ctx, ctx.db)) && !row.releasedAt) {
    throw new AppError(409, 'release_required', messages.release.required);
  }
  if (!republish) {
    const published = await findLatestSent(ctx.db, id);
    if (published) throw alreadyPublished(published);
  }

  const payload = await buildPayload(ctx, row);
  if (payload.contentHash) {
    const sent = await findSentPublication(ctx.db, id, payload.contentHash);
    if (sent) return outcomeOf(sent);
  }
  const preflight = await preflightFor(ctx, row, payload);
  if (!preflight.passed || !preflight.credentials || !payload.contentHash) {
    const failed = preflight.checks.filter((c) => !c.ok).map((c) => c.label);
    return { kind: 'preflight_failed', message: publishingMessages.preflightFailed(failed), checks: preflight.checks };
  }

  const started = await startPublication(
    ctx,
    user,
    id,
    {
      requestedBy: user.id,
      requestedByEmail: user.email,
      requestedAt: ctx.clock.now(),
      caption: payload.caption,
      images: publishedImages(payload),
      contentHash: payload.contentHash,
      channelId: preflight.credentials.channelId,
    },
    republish,
    releaseHashOf(releaseSubjectOf(row, payload, preflight.credentials.channelId)!),
  );
  switch (started.kind) {
    case 'news_missing':
      throw notFound(messages.api.newsNotFound);
    case 'already_sent':
      return outcomeOf(started.publication);
    case 'already_published':
      throw alreadyPublished(started.publication);
    case 'active':
      return follow(ctx, started.publication, waitMs);
    case 'started':
      await enqueuePublish(ctx, id);
      return outcomeOf(await waitForOutcome(ctx, started.publication, waitMs));
  }
}

/** Joins an attempt in flight; asks for a job again in case the one that owned it is gone. */
async function follow(ctx: AppContext, publication: PublicationRow, waitMs: number): Promise<PublishOutcome> {
  await enqueuePublish(ctx, publication.newsId);
  return outcomeOf(await waitForOutcome(ctx, publication, waitMs));
}

function outcomeOf(row: PublicationRow): PublishOutcome {
  const kind = row.status === 'sent' ? 'sent' : row.status === 'failed' ? 'failed' : 'pending';
  return { kind, publication: toPublication(row) };
}

const terminal = (row: PublicationRow) => row.status === 'sent' || row.status === 'failed';

/** Waits for the job's `news-updated` event (any instance, via NOTIFY), re-reading the row at least every second. */
export async function waitForOutcome(
  ctx: AppContext,
  publication: PublicationRow,
  waitMs: number,
): Promise<PublicationRow> {
  const deadline = Date.now() + waitMs;
  let wake = () => {};
  const unsubscribe = ctx.realtime.subscribe((event) => {
    if (event.type === 'news-updated' && event.id === publication.newsId) wake();
  });
  try {
    let row = publication;
    for (;;) {
      row = (await findPublication(ctx.db, publication.id)) ?? row;
      const left = deadline - Date.now();
      if (terminal(row) || left <= 0) return row;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 1000));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  } finally {
    unsubscribe();
  }
}

export async function listPublications(ctx: AppContext, id: string): Promise<Publication[]> {
  await loadNewsRow(ctx, id);
  return (await latestPublications(ctx.db, id)).map(toPublication);
}

/**
 * „Freigeben“: the hash of exactly what would be posted now (title, caption, the three JPEGs, the channel,
 * „now“) is stored with the release; the news life cycle applies the four-eyes rule.
 */
export async function releaseNews(ctx: AppContext, id: string, user: SessionUser, version: number) {
  const row = await loadNewsRow(ctx, id);
  const [payload, stored] = await Promise.all([buildPayload(ctx, row), loadBufferCredentials(ctx)]);
  const subject = releaseSubjectOf(row, payload, stored.profileId);
  if (!subject) throw new AppError(422, 'validation_failed', messages.release.imagesMissing);
  await releaseItem(ctx, id, version, teamActor(user), releaseHashOf(subject));
}

/** „Freigabe zurückziehen“: only a released item, and not while its publication is in flight. */
export async function withdrawRelease(ctx: AppContext, id: string, user: SessionUser) {
  const outcome = await inItemTransaction(ctx, id, 'withdrawRelease', teamActor(user), async (tx, item) => {
    if (!item.releasedAt || item.status !== 'freigegeben') throw conflict(messages.release.notReleased);
    if (await findActivePublication(tx, id)) throw conflict(messages.release.inFlight);
    return {
      apply: true,
      columns: { releasedBy: null, releasedByEmail: null, releasedAt: null, releaseHash: null, releaseRevoked: null },
      activity: {
        kind: 'news.release_withdrawn',
        before: { released_by_email: item.releasedByEmail, released_at: item.releasedAt.toISOString() },
        contentHash: item.releaseHash,
      },
      result: null,
    };
  });
  if (outcome.kind === 'missing') throw notFound(messages.api.newsNotFound);
}
