import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../auth/auth';
import type { PublicationRow } from '../../db/schema/publishing';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { PreflightCheck } from '../../engines/buffer/preflight';
import { messages } from '../../../shared/messages';
import type { ChannelPreview, Publication, PublishChannelChoice } from '../../../shared/news';
import { scheduleProblem } from '../../../shared/schedule';
import { inItemTransaction, loadNewsRow, releaseItem, teamActor } from '../news';
import { isFourEyesRequired } from '../settings';
import { enqueuePublish } from './publish-job';
import { buildPayload, contentHashOf, publishedImages, releaseHashOf, releaseSubjectOf } from './publish-payload';
import { preflightFor, resolveChoices } from './publish-preflight';
import { toPublication } from './publication.mapper';
import { publishingMessages } from './publishing.messages';
import {
  findActivePublications,
  findLatestSent,
  findPublication,
  findQueued,
  latestPublications,
  type NewAttempt,
} from './publishing.repo';
import { startPublication } from './publication-steps';

/** How long the publish request waits for Buffer's answer before it answers 202 and lets the job go on. */
export const publishWaitMs = 25_000;

export type PublishOutcome =
  | {
      kind: 'sent' | 'failed' | 'pending';
      /** The first channel's attempt (Instagram's, when it is among them). */
      publication: Publication;
      /** One attempt per chosen channel. */
      publications: Publication[];
    }
  | { kind: 'preflight_failed'; message: string; checks: PreflightCheck[] };

export async function preflightNews(
  ctx: AppContext,
  id: string,
): Promise<{ checks: PreflightCheck[]; passed: boolean; channels: ChannelPreview[] }> {
  const { checks, passed, channels } = await preflightFor(ctx, await loadNewsRow(ctx, id));
  return { checks, passed, channels };
}

/** The refusal of a publish of a topic that was published before, without `republish: true`. */
const alreadyPublished = (publication: PublicationRow) =>
  new AppError(409, 'already_published', messages.publish.republishNeedsConfirmation, {
    publication: toPublication(publication),
  });

/** A scheduled time, checked against the server's clock: 10 minutes to 90 days ahead (German 400 otherwise). */
export function checkedSchedule(ctx: AppContext, iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const at = new Date(iso);
  const problem = scheduleProblem(at, ctx.clock.now());
  if (problem) throw badRequest(problem, { field: 'scheduled_at' });
  return at;
}

export interface PublishOptions {
  waitMs?: number;
  republish?: boolean;
  /** The ticked channels; absent = the Instagram channel of the settings. */
  channels?: PublishChannelChoice[];
  /** ISO time for Buffer's `customScheduled`; absent or null = now. */
  scheduledAt?: string | null;
}

/**
 * "Veröffentlichen": preflight, then one attempt per ticked channel, each published by the durable job,
 * now or at the scheduled time. A second request while attempts are in flight joins them; a topic
 * published before is refused (409) unless the request says `republish` ("Erneut veröffentlichen"); a
 * planned topic is refused until its plan is cancelled; the same content is never sent to a channel twice.
 */
export async function publishNews(
  ctx: AppContext,
  id: string,
  user: SessionUser,
  opts: PublishOptions = {},
): Promise<PublishOutcome> {
  const republish = opts.republish ?? false;
  const waitMs = opts.waitMs ?? publishWaitMs;
  const row = await loadNewsRow(ctx, id);
  if (!ctx.jobs) throw new AppError(503, 'internal', publishingMessages.jobsUnavailable);
  const scheduledAt = checkedSchedule(ctx, opts.scheduledAt);

  const inFlight = await findActivePublications(ctx.db, id);
  const joins = (opts.channels ?? []).every((c) => inFlight.some((p) => p.channelId === c.id));
  if (inFlight.length && joins)
    return follow(
      ctx,
      opts.channels ? inFlight.filter((p) => opts.channels!.some((c) => c.id === p.channelId)) : inFlight,
      waitMs,
    );
  // Said before the preflight, so the team reads the reason first; enforced again under the item's lock.
  if ((await isFourEyesRequired(ctx, ctx.db)) && !row.releasedAt) {
    throw new AppError(409, 'release_required', messages.release.required);
  }
  if (!republish) {
    const published = await findLatestSent(ctx.db, id);
    if (published) throw alreadyPublished(published);
  }
  const queuedRows = await findQueued(ctx.db, id);
  // The same plan asked for again (a double click that arrives after the first one finished): the same answer.
  const samePlan =
    scheduledAt &&
    opts.channels?.every((c) =>
      queuedRows.some((q) => q.channelId === c.id && q.scheduledAt?.getTime() === scheduledAt.getTime()),
    );
  if (samePlan) return outcomeOf(queuedRows.filter((q) => opts.channels!.some((c) => c.id === q.channelId)));
  const [queued] = queuedRows;
  if (queued) {
    throw new AppError(409, 'already_scheduled', publishingMessages.alreadyScheduled, {
      publication: toPublication(queued),
    });
  }

  const payload = await buildPayload(ctx, row);
  const preflight = await preflightFor(
    ctx,
    row,
    payload,
    opts.channels?.map((c) => c.id),
  );
  if (!preflight.passed || !preflight.credentials || !payload.contentHash) {
    const failed = preflight.checks.filter((c) => !c.ok).map((c) => c.label);
    return { kind: 'preflight_failed', message: publishingMessages.preflightFailed(failed), checks: preflight.checks };
  }
  const choices = opts.channels ?? defaultChoice(preflight.channels, preflight.credentials.channelId);
  const resolved = resolveChoices(preflight, payload.caption, choices);
  if (!resolved.ok) {
    const check: PreflightCheck = {
      id: 'channels',
      label: publishingMessages.channelsLabel,
      ok: false,
      message: resolved.problems.join(' '),
    };
    return {
      kind: 'preflight_failed',
      message: publishingMessages.preflightFailed([check.label]),
      checks: [...preflight.checks, check],
    };
  }

  const images = publishedImages(payload);
  const batchId = randomUUID();
  const requestedAt = ctx.clock.now();
  const attempts: NewAttempt[] = resolved.targets.map(({ preview, text }) => ({
    requestedBy: user.id,
    requestedByEmail: user.email,
    requestedAt,
    caption: text,
    images,
    contentHash:
      text === payload.caption
        ? payload.contentHash!
        : contentHashOf(
            text,
            images.map((i) => i.sha256),
          ),
    channelId: preview.id,
    channelService: preview.service,
    channelName: preview.name,
    batchId,
    scheduledAt,
  }));
  return startAndWait(ctx, user, id, attempts, republish, waitMs);
}

/** Without a choice: the Instagram channel of the settings when the team may use it, else the first allowed channel. */
function defaultChoice(channels: ChannelPreview[], profileId: string): PublishChannelChoice[] {
  const chosen = channels.find((c) => c.id === profileId) ?? channels[0];
  return chosen ? [{ id: chosen.id }] : [{ id: profileId }];
}

/** Records the attempts, queues a job for each new one, and waits for all of them together. */
export async function startAndWait(
  ctx: AppContext,
  user: SessionUser,
  newsId: string,
  attempts: NewAttempt[],
  republish: boolean,
  waitMs: number,
): Promise<Extract<PublishOutcome, { publications: Publication[] }>> {
  // What the four-eyes rule compares with the item's release: the topic as it stands now.
  const row = await loadNewsRow(ctx, newsId);
  const subject = releaseSubjectOf(row, await buildPayload(ctx, row), null);
  const releaseHash = subject ? releaseHashOf(subject) : undefined;
  const started = await startPublication(ctx, user, newsId, attempts, republish, releaseHash);
  if (started.kind === 'news_missing') throw notFound(messages.api.newsNotFound);
  const refused = started.results.find((r) => r.kind === 'already_published');
  if (refused) throw alreadyPublished(refused.publication);
  for (const r of started.results) {
    // A joined attempt gets a job again in case the one that owned it is gone.
    if (r.kind === 'started' || r.kind === 'active') await enqueuePublish(ctx, r.publication);
  }
  return outcomeOf(
    await waitForAll(
      ctx,
      started.results.map((r) => r.publication),
      waitMs,
    ),
  );
}

/** Joins attempts in flight; asks for their jobs again in case the ones that owned them are gone. */
async function follow(ctx: AppContext, publications: PublicationRow[], waitMs: number): Promise<PublishOutcome> {
  for (const p of publications) await enqueuePublish(ctx, p);
  return outcomeOf(await waitForAll(ctx, publications, waitMs));
}

/** All failed: failed (502); any still running: pending (202); otherwise sent (each channel's result is listed). */
function outcomeOf(rows: PublicationRow[]): Extract<PublishOutcome, { publications: Publication[] }> {
  const publications = rows.map(toPublication);
  const kind = rows.every((r) => r.status === 'failed')
    ? 'failed'
    : rows.some((r) => !terminal(r))
      ? 'pending'
      : 'sent';
  const first = rows.find((r) => r.channelService === 'instagram') ?? rows[0]!;
  return { kind, publication: toPublication(first), publications };
}

const terminal = (row: PublicationRow) => row.status !== 'pending' && row.status !== 'sending';

async function waitForAll(ctx: AppContext, rows: PublicationRow[], waitMs: number): Promise<PublicationRow[]> {
  const deadline = Date.now() + waitMs;
  return Promise.all(rows.map((r) => waitForOutcome(ctx, r, Math.max(0, deadline - Date.now()))));
}

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
 * „Freigeben“: the hash of exactly what would be posted (title, caption, the three JPEGs) is stored with the
 * release; the news life cycle applies the four-eyes rule. Channels and time are chosen when publishing and
 * are not part of the hash yet (docs/decisions/024-activity-log-and-release.md).
 */
export async function releaseNews(ctx: AppContext, id: string, user: SessionUser, version: number) {
  const row = await loadNewsRow(ctx, id);
  const subject = releaseSubjectOf(row, await buildPayload(ctx, row), null);
  if (!subject) throw new AppError(422, 'validation_failed', messages.release.imagesMissing);
  await releaseItem(ctx, id, version, teamActor(user), releaseHashOf(subject));
}

/** „Freigabe zurückziehen“: only a released item, and not while its publication is in flight. */
export async function withdrawRelease(ctx: AppContext, id: string, user: SessionUser) {
  const outcome = await inItemTransaction(ctx, id, 'withdrawRelease', teamActor(user), async (tx, item) => {
    if (!item.releasedAt || item.status !== 'freigegeben') throw conflict(messages.release.notReleased);
    if ((await findActivePublications(tx, id)).length > 0) throw conflict(messages.release.inFlight);
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
