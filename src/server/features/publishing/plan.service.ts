import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../auth/auth';
import type { PublicationRow } from '../../db/schema/publishing';
import { news } from '../../db/schema/news';
import { user as userTable } from '../../db/schema/auth';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { messages } from '../../../shared/messages';
import type { ReleasedPlan } from '../../../shared/release';
import { addDays, berlinDate, categoryOf, isoWeekStart } from '../../../shared/dates';
import { displayNameOf } from '../../../shared/news-view';
import type { PlanEntry, Publication } from '../../../shared/news';
import { berlinLocalToDate } from '../../../shared/schedule';
import { bufferClientOf, loadBufferCredentials } from '../buffer-account';
import { findNewsItemRow, isOwnChangeUnderFourEyes, loadNewsRow, releaseMovedPost, teamActor } from '../news';
import { releaseHashOf } from './publish-payload';
import { limitsOf } from './publish-preflight';
import { toPublication } from './publication.mapper';
import { publishingMessages } from './publishing.messages';
import { claimQueued, findPublication, listPlanRows, releaseQueued } from './publishing.repo';
import { recordBufferState, recordRemoved } from './publication-steps';
import { checkedSchedule, publishWaitMs, startAndWait, type PublishOutcome } from './publishing.service';

export interface PlanView {
  from: string;
  /** The last day shown. */
  to: string;
  entries: PlanEntry[];
}

/** „Planung“: every post on its way, queued or out per channel, from Monday `from` for `weeks` weeks (Berlin days). */
export async function listPlan(ctx: AppContext, query: { from?: string; weeks?: number }): Promise<PlanView> {
  const today = berlinDate(ctx.clock.now());
  const from = isoWeekStart(query.from ?? today);
  const end = addDays(from, 7 * (query.weeks ?? 2));
  const rows = await listPlanRows(ctx.db, berlinLocalToDate(from, '00:00')!, berlinLocalToDate(end, '00:00')!);
  const newsIds = [...new Set(rows.map((r) => r.newsId))];
  const userIds = [...new Set(rows.map((r) => r.requestedBy).filter((u): u is string => !!u))];
  const items = newsIds.length
    ? await ctx.db
        .select({ id: news.id, title: news.title, date: news.date })
        .from(news)
        .where(inArray(news.id, newsIds))
    : [];
  const users = userIds.length
    ? await ctx.db
        .select({ id: userTable.id, name: userTable.name })
        .from(userTable)
        .where(inArray(userTable.id, userIds))
    : [];
  const entries = rows.flatMap((r): PlanEntry[] => {
    const item = items.find((i) => i.id === r.newsId);
    if (!item) return [];
    const name = users.find((u) => u.id === r.requestedBy)?.name ?? null;
    return [
      {
        publication_id: r.id,
        news_id: r.newsId,
        news_title: item.title,
        news_category: categoryOf(item.date, today),
        channel_id: r.channelId,
        channel_name: r.channelName,
        service: r.channelService,
        at: (r.scheduledAt ?? r.sentAt ?? r.requestedAt).toISOString(),
        state: stateOf(r),
        message: r.status === 'failed' || r.status === 'cancelled' ? r.errorMessage : null,
        requested_by_name: displayNameOf(name, r.requestedByEmail),
      },
    ];
  });
  return { from, to: addDays(end, -1), entries };
}

function stateOf(r: PublicationRow): PlanEntry['state'] {
  if (r.status === 'pending' || r.status === 'sending') return 'pending';
  if (r.postState) return r.postState;
  return 'failed';
}

/** A cancel or move holds the post this long (Buffer answers within 15 s per request, two requests). */
const planLeaseSeconds = 60;

/** The queued post, taken for this cancel or move; 409 when it is no longer queued or someone else is at it. */
async function claimForChange(ctx: AppContext, id: string): Promise<PublicationRow> {
  const row = await findPublication(ctx.db, id);
  if (!row) throw notFound(publishingMessages.publicationNotFound);
  const claimed = row.bufferPostId ? await claimQueued(ctx.db, id, planLeaseSeconds) : undefined;
  if (!claimed) {
    throw new AppError(409, 'not_scheduled', publishingMessages.notScheduled, { publication: toPublication(row) });
  }
  return claimed;
}

/** Runs the change on the claimed post; on failure the post is free again for the next try. */
async function withClaim<T>(ctx: AppContext, id: string, change: (row: PublicationRow) => Promise<T>): Promise<T> {
  const row = await claimForChange(ctx, id);
  try {
    return await change(row);
  } catch (err) {
    await releaseQueued(ctx.db, row.id);
    throw err;
  }
}

/**
 * Deletes the scheduled post in Buffer and takes it off the plan. Asks Buffer first: a post that went out
 * meanwhile is recorded as sent and not deleted (409); one already gone in Buffer is simply recorded.
 */
async function removeFromBuffer(ctx: AppContext, row: PublicationRow, by: SessionUser): Promise<PublicationRow> {
  const credentials = await loadBufferCredentials(ctx);
  if (credentials.token.state !== 'ok') throw new AppError(422, 'preflight_failed', publishingMessages.settingsMissing);
  const client = bufferClientOf(ctx);
  const apiKey = credentials.token.token;
  const now = ctx.clock.now();
  const current = await client.getPost(apiKey, row.bufferPostId!);
  if (current.ok && (current.value.status === 'sent' || current.value.status === 'sending')) {
    await recordBufferState(ctx, row, {
      state: 'sent',
      sentAt: new Date(current.value.sentAt ?? current.value.dueAt ?? now),
      bufferStatus: current.value.status,
      at: now,
    });
    throw new AppError(409, 'already_out', publishingMessages.alreadyOut);
  }
  if (!current.ok && current.kind !== 'not_found') {
    throw new AppError(502, 'upstream_failed', publishingMessages.cancelFailed(current.message));
  }
  if (current.ok) {
    const deleted = await client.deletePost(apiKey, row.bufferPostId!);
    if (!deleted.ok) throw new AppError(502, 'upstream_failed', publishingMessages.cancelFailed(deleted.message));
  }
  const name = displayNameOf(null, by.email);
  const removed = await recordRemoved(ctx, row, {
    kind: 'cancelled',
    message: publishingMessages.cancelled(name),
    at: now,
  });
  // Someone else cancelled it a moment earlier: the goal is reached all the same.
  return removed ?? (await findPublication(ctx.db, row.id))!;
}

/** „Stornieren“: the post is deleted in Buffer; with no other post planned the item is `freigegeben` again. */
export async function cancelPublication(ctx: AppContext, id: string, by: SessionUser): Promise<Publication> {
  return toPublication(await withClaim(ctx, id, (row) => removeFromBuffer(ctx, row, by)));
}

/**
 * „Verschieben“: Buffer has no way to move a post through the API that we use, so the old post is deleted
 * and the same text and images are scheduled anew on the same channel (one new attempt, exactly once like
 * any other). Two people moving the same post at once: the second finds it no longer planned (409).
 * Under the four-eyes rule the time is part of the release: the person who moves releases the moved post for
 * its new time (logged as a release); the person behind the last content change is refused (403).
 */
export async function reschedulePublication(
  ctx: AppContext,
  id: string,
  by: SessionUser,
  scheduledAtIso: string,
  waitMs = publishWaitMs,
): Promise<Extract<PublishOutcome, { publications: Publication[] }>> {
  const scheduledAt = checkedSchedule(ctx, scheduledAtIso)!;
  // Refused before anything changes in Buffer; checked again under the item's lock when the release is recorded.
  const planned = await findPublication(ctx.db, id);
  const before = planned ? await findNewsItemRow(ctx, planned.newsId) : undefined;
  if (before && (await isOwnChangeUnderFourEyes(ctx, before, by.id))) throw forbidden(messages.release.moveOwnChange);
  const row = await withClaim(ctx, id, async (claimed) => {
    await removeFromBuffer(ctx, claimed, by);
    return claimed;
  });
  const item = await loadNewsRow(ctx, row.newsId);
  // Exactly the moved post: its channel, its text and images as scheduled before, and the new time.
  const releaseHash = releaseHashOf({
    title: item.title,
    caption: row.caption,
    imageHashes: row.images.map((i) => i.sha256),
    channels: [{ id: row.channelId, text: row.caption }],
    scheduledAt: scheduledAt.toISOString(),
  });
  const plan: ReleasedPlan = {
    channels: [
      {
        id: row.channelId,
        name: row.channelName ?? row.channelId,
        service: row.channelService,
        network: limitsOf(row.channelService).label,
        text: row.channelService === 'instagram' || row.caption === item.instagramText ? null : row.caption,
      },
    ],
    scheduled_at: scheduledAt.toISOString(),
  };
  await releaseMovedPost(ctx, row.newsId, teamActor(by), releaseHash, plan);
  return startAndWait(
    ctx,
    by,
    row.newsId,
    [
      {
        requestedBy: by.id,
        requestedByEmail: by.email,
        requestedAt: ctx.clock.now(),
        caption: row.caption,
        images: row.images,
        contentHash: row.contentHash,
        channelId: row.channelId,
        channelService: row.channelService,
        channelName: row.channelName,
        batchId: randomUUID(),
        scheduledAt,
      },
    ],
    // The same post, moved: not a second publication of the topic.
    true,
    waitMs,
    releaseHash,
  );
}
