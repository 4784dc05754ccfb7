import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../auth/auth';
import type { PublicationRow } from '../../db/schema/publishing';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { PreflightCheck } from '../../engines/buffer/preflight';
import { messages } from '../../../shared/messages';
import type {
  ChannelPreview,
  DefaultChannel,
  Publication,
  PublishChannelChoice,
  ReleaseRequest,
} from '../../../shared/news';
import { planDifference, releaseRevokedLabels, type PlanChangeReason } from '../../../shared/release';
import { formatBerlinDateTime, scheduleProblem } from '../../../shared/schedule';
import { inItemTransaction, loadNewsRow, releaseItem, teamActor } from '../news';
import { isFourEyesRequired } from '../settings';
import { enqueuePublish } from './publish-job';
import { buildPayload, contentHashOf, publishedImages, releaseHashOf, releaseSubjectOf } from './publish-payload';
import { channelsCheck, chosenTargets, plannedOf, preflightFor, type ChannelTarget } from './publish-preflight';
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
  user: SessionUser,
): Promise<{
  checks: PreflightCheck[];
  passed: boolean;
  channels: ChannelPreview[];
  default_channel: DefaultChannel | null;
  four_eyes: boolean;
}> {
  const { checks, passed, channels, defaultChannel } = await preflightFor(
    ctx,
    await loadNewsRow(ctx, id),
    undefined,
    undefined,
    {
      audience: audienceOf(user),
    },
  );
  // The dialog shows the released plan, to publish as it is, while the rule binds it.
  return {
    checks,
    passed,
    channels,
    default_channel: defaultChannel,
    four_eyes: await isFourEyesRequired(ctx, ctx.db),
  };
}

const audienceOf = (user: SessionUser) => (user.role === 'admin' ? 'admin' : 'team');

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
  const fourEyes = await isFourEyesRequired(ctx, ctx.db);
  // A released time that has come (or is less than 10 minutes away) cannot be kept: a new release is needed.
  const releasedAt = fourEyes && row.releasedAt ? row.releasePlan?.scheduled_at : null;
  if (releasedAt && scheduleProblem(new Date(releasedAt), ctx.clock.now())) {
    throw new AppError(409, 'release_required', messages.release.timePassed(formatBerlinDateTime(releasedAt)));
  }
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
  if (fourEyes && !row.releasedAt) {
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
    { audience: audienceOf(user) },
  );
  if (!preflight.passed || !preflight.credentials || !payload.contentHash) {
    const failed = preflight.checks.filter((c) => !c.ok).map((c) => c.label);
    return { kind: 'preflight_failed', message: publishingMessages.preflightFailed(failed), checks: preflight.checks };
  }
  const resolved = chosenTargets(preflight, opts.channels);
  if (!resolved.ok) {
    const check = channelsCheck(publishingMessages.channelsLabel, resolved.problems);
    return {
      kind: 'preflight_failed',
      message: publishingMessages.preflightFailed([check.label]),
      checks: [...preflight.checks, check],
    };
  }
  // Under the four-eyes rule the request must be the released plan; say what differs (the hash decides, below).
  if (fourEyes && row.releasePlan) {
    const differs = planDifference(row.releasePlan, plannedOf(resolved.targets, payload.caption, scheduledAt));
    if (differs) throw planRefusal(differs);
  }
  const releaseHash = releaseHashOf(releaseSubjectOf(row, payload, subjectChannels(resolved.targets), scheduledAt)!);

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
  return startAndWait(ctx, user, id, attempts, republish, waitMs, releaseHash);
}

const planRefusal = (differs: PlanChangeReason) =>
  new AppError(
    409,
    'release_required',
    differs === 'kanaele' ? messages.release.otherChannels : messages.release.otherTime,
  );

/** The channels of a release subject: each with the text it gets. */
export const subjectChannels = (targets: ChannelTarget[]) => targets.map((t) => ({ id: t.preview.id, text: t.text }));

/** Records the attempts, queues a job for each new one, and waits for all of them together. */
export async function startAndWait(
  ctx: AppContext,
  user: SessionUser,
  newsId: string,
  attempts: NewAttempt[],
  republish: boolean,
  waitMs: number,
  /** What the four-eyes rule compares with the item's release: the hash of exactly what these attempts post. */
  releaseHash: string | undefined,
): Promise<Extract<PublishOutcome, { publications: Publication[] }>> {
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
 * „Freigeben“ of a plan: the channels (absent = the Instagram channel) and the time (absent = now), checked
 * like a publish request (allowed channels, each network's limits, 10 minutes to 90 days ahead). The hash of
 * exactly what would be posted — title, caption, the three JPEGs, every channel with its text, the time — is
 * stored with the plan; the news life cycle applies the four-eyes rule (docs/decisions/024).
 */
export async function releaseNews(ctx: AppContext, id: string, user: SessionUser, request: ReleaseRequest) {
  const row = await loadNewsRow(ctx, id);
  const scheduledAt = checkedSchedule(ctx, request.scheduled_at);
  const payload = await buildPayload(ctx, row);
  if (!payload.contentHash) throw new AppError(422, 'validation_failed', messages.release.imagesMissing);
  const preflight = await preflightFor(
    ctx,
    row,
    payload,
    request.channels?.map((c) => c.id),
    { live: false },
  );
  const resolved = chosenTargets(preflight, request.channels);
  if (!resolved.ok) {
    throw new AppError(422, 'validation_failed', resolved.problems.join(' '), { field: 'channels' });
  }
  if (!resolved.targets.length) throw new AppError(422, 'validation_failed', messages.release.noChannel);
  const subject = releaseSubjectOf(row, payload, subjectChannels(resolved.targets), scheduledAt)!;
  await releaseItem(
    ctx,
    id,
    request.version,
    teamActor(user),
    releaseHashOf(subject),
    plannedOf(resolved.targets, payload.caption, scheduledAt),
  );
}

/** „Freigabe zurückziehen“: only a released item, and not while its publication is in flight. */
export async function withdrawRelease(ctx: AppContext, id: string, user: SessionUser, reason?: PlanChangeReason) {
  const outcome = await inItemTransaction(ctx, id, 'withdrawRelease', teamActor(user), async (tx, item) => {
    if (!item.releasedAt || item.status !== 'freigegeben') throw conflict(messages.release.notReleased);
    if ((await findActivePublications(tx, id)).length > 0) throw conflict(messages.release.inFlight);
    return {
      apply: true,
      // „Plan ändern“ says on the card why the release is gone („Freigabe aufgehoben: Kanäle geändert“).
      columns: {
        releasedBy: null,
        releasedByEmail: null,
        releasedAt: null,
        releaseHash: null,
        releasePlan: null,
        releaseRevoked: reason ?? null,
      },
      activity: {
        kind: 'news.release_withdrawn',
        before: {
          released_by_email: item.releasedByEmail,
          released_at: item.releasedAt.toISOString(),
          plan: item.releasePlan,
        },
        after: reason ? { reason, label: releaseRevokedLabels[reason] } : null,
        contentHash: item.releaseHash,
      },
      result: null,
    };
  });
  if (outcome.kind === 'missing') throw notFound(messages.api.newsNotFound);
}
