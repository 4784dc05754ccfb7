import type { AppContext } from '../../context';
import type { PublicationRow } from '../../db/schema/publishing';
import { queues } from '../../jobs/jobs';
import type { BufferClient, BufferFailure, CarouselPostResult } from '../../engines/buffer/buffer-client';
import { bufferClientOf, loadBufferCredentials } from '../buffer-account';
import { publishingMessages } from './publishing.messages';
import {
  claimPublication,
  findActivePublications,
  findPublication,
  findUnknownOutcome,
  knownBufferPostIds,
  listActivePublications,
  listUnownedPublications,
  markSending,
} from './publishing.repo';
import { recordFailed, recordSent } from './publication-steps';

/** A worker owns an attempt this long (renewed before every createPost). */
export const leaseSeconds = 60;
/** createPost calls per attempt; each retry after an unknown outcome first looks for the post. */
export const maxTries = 3;
const retryDelayMs = (tries: number) => 500 * 2 ** (tries - 1);

export interface PublishJobData {
  newsId: string;
  /** The attempt (one channel); jobs queued before channels existed name only the topic. */
  publicationId?: string;
}

/** Publish jobs one instance runs at a time (different topics; one topic's attempt is held by its lease). */
export const publishConcurrency = 3;

/** How often every instance looks for attempts whose worker died (lease ran out) and queues them again. */
export const sweepEveryMs = 10_000;

/**
 * Queues the job for one attempt (one channel of a topic). The queue's `short` policy keeps it to one
 * *waiting* job per attempt and never lets a job that a killed process left active block the next one;
 * the lease keeps the workers apart.
 */
export async function enqueuePublish(
  ctx: AppContext,
  publication: Pick<PublicationRow, 'id' | 'newsId'>,
  startAfter?: Date,
): Promise<void> {
  await ctx.jobs?.send(
    queues.publishPost.name,
    { newsId: publication.newsId, publicationId: publication.id } satisfies PublishJobData,
    { singletonKey: publication.id, ...(startAfter ? { startAfter } : {}) },
  );
}

/**
 * Publishes the attempt (or, for an old job, every attempt of the topic) in flight. Safe to run twice or
 * after a crash: the lease keeps two workers apart, and a try whose outcome is unknown is followed by a
 * search, never a blind retry.
 */
export async function runPublishJob(ctx: AppContext, data: PublishJobData): Promise<void> {
  const rows = data.publicationId
    ? [await findPublication(ctx.db, data.publicationId)]
    : await findActivePublications(ctx.db, data.newsId);
  for (const row of rows) {
    if (row && (row.status === 'pending' || row.status === 'sending')) await runAttempt(ctx, row);
  }
}

async function runAttempt(ctx: AppContext, active: PublicationRow): Promise<void> {
  const newsId = active.newsId;
  const claimed = await claimPublication(ctx.db, active.id, leaseSeconds);
  if (!claimed) {
    // Someone else holds the lease; if that worker died, come back when the lease ends.
    if (active.lockedUntil) await enqueuePublish(ctx, active, new Date(active.lockedUntil.getTime() + 1000));
    return;
  }
  let current = claimed;
  try {
    await publishAttempt(ctx, claimed, (row) => (current = row));
  } catch (err) {
    ctx.log.error('publishing failed unexpectedly', { newsId, error: err instanceof Error ? err.stack : String(err) });
    await finishFailed(ctx, current, {
      kind: 'internal',
      message: publishingMessages.internal,
      outcomeUnknown: current.status === 'sending',
    });
  }
}

async function publishAttempt(
  ctx: AppContext,
  claimed: PublicationRow,
  track: (row: PublicationRow) => void,
): Promise<void> {
  let row = claimed;
  const credentials = await loadBufferCredentials(ctx);
  if (credentials.token.state !== 'ok') {
    return finishFailed(ctx, row, {
      kind: 'settings',
      message: publishingMessages.settingsMissing,
      outcomeUnknown: row.status === 'sending',
    });
  }
  const apiKey = credentials.token.token;
  const client = bufferClientOf(ctx);
  const earlier = await findUnknownOutcome(ctx.db, row.newsId, row.channelId, row.contentHash);
  let lookFirst = row.status === 'sending' || earlier !== undefined;
  let since = earliest(row.firstSentAt, earlier?.firstSentAt ?? earlier?.requestedAt, row.requestedAt);
  let lastFailure: BufferFailure | null = null;

  for (;;) {
    if (lookFirst) {
      const found = await lookForPost(ctx, client, apiKey, row, since);
      if (found.kind === 'found') return finishSent(ctx, row, found.post);
      if (found.kind === 'error') {
        return finishFailed(ctx, row, {
          kind: 'lookup_failed',
          message: publishingMessages.lookupFailed(found.message),
          outcomeUnknown: true,
        });
      }
    }
    if (row.tries >= maxTries && lastFailure) {
      const message = lastFailure.outcomeUnknown ? publishingMessages.unknownOutcome : lastFailure.message;
      return finishFailed(ctx, row, { kind: lastFailure.kind, message, outcomeUnknown: lastFailure.outcomeUnknown });
    }
    if (lastFailure) await sleep(retryDelayMs(row.tries));
    row = await markSending(ctx.db, row.id, leaseSeconds);
    track(row);
    since = earliest(since, row.firstSentAt);
    const result = await client.createChannelPost({
      apiKey,
      channelId: row.channelId,
      service: row.channelService,
      text: row.caption,
      imageUrls: row.images.map((img) => img.url),
      altTexts: row.images.map((img) => img.alt),
      dueAt: row.scheduledAt,
    });
    if (result.ok) return finishSent(ctx, row, result);
    lastFailure = result;
    ctx.log.warn('buffer createPost failed', {
      newsId: row.newsId,
      kind: result.kind,
      outcomeUnknown: result.outcomeUnknown,
      try: row.tries,
    });
    if (result.outcomeUnknown) lookFirst = true;
    // Never reached Buffer (connection refused): trying again cannot duplicate. Anything else is Buffer's answer.
    else if (result.kind !== 'network') {
      return finishFailed(ctx, row, { kind: result.kind, message: result.message, outcomeUnknown: false });
    }
  }
}

type Lookup =
  | { kind: 'found'; post: Extract<CarouselPostResult, { ok: true }> }
  | { kind: 'absent' }
  | { kind: 'error'; message: string };

/** Buffer has no idempotency key: find a post with our caption created since the first try. */
async function lookForPost(
  ctx: AppContext,
  client: BufferClient,
  apiKey: string,
  row: PublicationRow,
  since: Date,
): Promise<Lookup> {
  const res = await client.findRecentPostByText(apiKey, row.channelId, row.caption, since);
  if (!res.ok) return { kind: 'error', message: res.message };
  if (!res.value) return { kind: 'absent' };
  // A post an earlier attempt already recorded is not the one we lost.
  if ((await knownBufferPostIds(ctx.db, row.newsId)).has(res.value.id)) return { kind: 'absent' };
  ctx.log.info('adopted the Buffer post of an earlier try', { newsId: row.newsId, postId: res.value.id });
  const { id, status, schedulingType, dueAt } = res.value;
  return {
    kind: 'found',
    post: { ok: true, postId: id, status, schedulingType, dueAt, reminder: schedulingType === 'notification' },
  };
}

async function finishSent(ctx: AppContext, row: PublicationRow, post: Extract<CarouselPostResult, { ok: true }>) {
  await recordSent(ctx, row, {
    postId: post.postId,
    bufferStatus: post.status,
    reminder: post.reminder,
    finishedAt: ctx.clock.now(),
  });
}

async function finishFailed(
  ctx: AppContext,
  row: PublicationRow,
  failure: { kind: string; message: string; outcomeUnknown: boolean },
) {
  await recordFailed(ctx, row, { ...failure, finishedAt: ctx.clock.now() });
}

/** At start: attempts a crashed server left in flight get a job again (after their lease ends). */
export async function recoverPublications(ctx: AppContext): Promise<number> {
  const stranded = await listActivePublications(ctx.db);
  for (const p of stranded) await enqueuePublish(ctx, p, p.lockedUntil ?? undefined);
  return stranded.length;
}

/** Every few seconds, on every instance: attempts nobody holds get a job, so another instance adopts a dead one's. */
export async function queueUnownedPublications(ctx: AppContext): Promise<number> {
  const unowned = await listUnownedPublications(ctx.db);
  for (const p of unowned) await enqueuePublish(ctx, p);
  return unowned.length;
}

export async function registerPublishingWorker(ctx: AppContext) {
  if (!ctx.jobs) return;
  // Topics publish side by side: one slow Buffer answer does not hold up the others' posts.
  await ctx.jobs.work<PublishJobData>(queues.publishPost.name, (data) => runPublishJob(ctx, data), {
    concurrency: publishConcurrency,
  });
  ctx.jobs.every('publication sweep', sweepEveryMs, async () => {
    await queueUnownedPublications(ctx);
  });
}

function earliest(...dates: (Date | null | undefined)[]): Date {
  const times = dates.filter((d): d is Date => !!d).map((d) => d.getTime());
  return new Date(Math.min(...times));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
