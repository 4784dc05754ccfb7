import type { AppContext } from '../../context';
import type { PublicationRow } from '../../db/schema/publishing';
import { queues } from '../../jobs/jobs';
import type { BufferFailure, BufferPostSummary } from '../../engines/buffer/buffer-client';
import { publishMessages } from '../../engines/buffer/messages';
import { timeZone } from '../../../shared/dates';
import { bufferClientOf, loadBufferCredentials, updateSyncState } from '../buffer-account';
import { listToSync } from './publishing.repo';
import { recordBufferState, recordRemoved } from './publication-steps';

/**
 * Keeps the plan in step with Buffer (docs/decisions/025-scheduled-posts-and-channels.md): a scheduled
 * post that went out, failed, moved or was deleted in Buffer's own interface shows so here.
 *
 * Buffer allows 100 requests per 15 minutes per key, shared with publishing. The sync therefore asks
 * Buffer only when there is something to learn: right after a planned post's time has come, and otherwise
 * at most every `fullSyncEveryMs`; one run is one listing per Buffer organization (100 posts a page, at
 * most three pages) plus one look-up per post missing from it (at most `maxLookupsPerRun`). A 429 pauses
 * the sync for the time Buffer names. Idle, that is at most 6 requests an hour.
 */
export const fullSyncEveryMs = 10 * 60_000;
export const maxLookupsPerRun = 5;
/** The cron of the recurring job (pg-boss, once per minute across all instances). */
export const syncSchedule = '* * * * *';

export interface SyncResult {
  skipped?: 'no_settings' | 'paused' | 'nothing_due' | 'nothing_to_sync';
  requests: number;
  changed: number;
  rateLimited?: boolean;
}

export async function syncPlan(ctx: AppContext, opts: { force?: boolean } = {}): Promise<SyncResult> {
  const credentials = await loadBufferCredentials(ctx);
  const result: SyncResult = { requests: 0, changed: 0 };
  if (credentials.token.state !== 'ok') return { ...result, skipped: 'no_settings' };
  const now = ctx.clock.now();
  if (credentials.syncPausedUntil && credentials.syncPausedUntil > now) return { ...result, skipped: 'paused' };
  const rows = await listToSync(ctx.db, new Date(now.getTime() - 86_400_000));
  if (rows.length === 0) return { ...result, skipped: 'nothing_to_sync' };
  const due = rows.some(
    (r) => r.postState !== 'queued' || (r.scheduledAt! <= now && (!r.syncedAt || r.syncedAt < r.scheduledAt!)),
  );
  const stale = !credentials.syncedAt || now.getTime() - credentials.syncedAt.getTime() >= fullSyncEveryMs;
  if (!opts.force && !due && !stale) return { ...result, skipped: 'nothing_due' };

  const apiKey = credentials.token.token;
  const client = bufferClientOf(ctx);
  const organizations = new Map(credentials.channels.map((c) => [c.id, c.organizationId]));
  const stop = async (failure: BufferFailure) => {
    if (failure.kind === 'rate_limited') {
      const pausedUntil = new Date(now.getTime() + (failure.retryAfterSeconds ?? 60) * 1000);
      await updateSyncState(ctx.db, ctx.env.ORGANIZATION_NAME, { pausedUntil });
      ctx.log.warn('plan sync paused: Buffer rate limit', { until: pausedUntil.toISOString() });
      return { ...result, rateLimited: true };
    }
    ctx.log.warn('plan sync failed', { kind: failure.kind, message: failure.message });
    return result;
  };

  // Which organization each channel belongs to (stored with the allowed channels, else asked once).
  const byOrganization = new Map<string, PublicationRow[]>();
  for (const row of rows) {
    let organizationId = organizations.get(row.channelId) || '';
    if (!organizationId) {
      result.requests += 1;
      const asked = await client.channelOrganization(apiKey, row.channelId);
      if (!asked.ok) return stop(asked);
      organizationId = asked.value;
      organizations.set(row.channelId, organizationId);
    }
    byOrganization.set(organizationId, [...(byOrganization.get(organizationId) ?? []), row]);
  }

  let lookups = 0;
  for (const [organizationId, orgRows] of byOrganization) {
    const times = orgRows.map((r) => (r.scheduledAt ?? r.finishedAt ?? now).getTime());
    result.requests += 1;
    const listed = await client.listPosts(apiKey, {
      organizationId,
      channelIds: [...new Set(orgRows.map((r) => r.channelId))],
      dueFrom: new Date(Math.min(...times) - 86_400_000),
      dueTo: new Date(Math.max(...times, now.getTime()) + 86_400_000),
    });
    if (!listed.ok) return stop(listed);
    for (const row of orgRows) {
      let post: BufferPostSummary | null = listed.value.posts.find((p) => p.id === row.bufferPostId) ?? null;
      if (!post) {
        // Not in the window: deleted, or moved far in Buffer's own interface. Ask for the post itself.
        if (lookups >= maxLookupsPerRun) continue;
        lookups += 1;
        result.requests += 1;
        const single = await client.getPost(apiKey, row.bufferPostId!);
        if (!single.ok && single.kind !== 'not_found') return stop(single);
        post = single.ok ? single.value : null;
      }
      if (await apply(ctx, row, post, now)) result.changed += 1;
    }
  }
  await updateSyncState(ctx.db, ctx.env.ORGANIZATION_NAME, { syncedAt: now, pausedUntil: null });
  return result;
}

/** Records what Buffer says about one post; true when the plan changed. */
async function apply(ctx: AppContext, row: PublicationRow, post: BufferPostSummary | null, now: Date) {
  if (!post) {
    if (row.postState !== 'queued') return false;
    return !!(await recordRemoved(ctx, row, { kind: 'deleted_in_buffer', message: publishMessages.postGone, at: now }));
  }
  // A reminder is never sent by Buffer itself: once its time has come, the phone was notified.
  const reminderDue = row.reminder && post.status === 'scheduled' && post.dueAt && new Date(post.dueAt) <= now;
  if (post.status === 'sent' || reminderDue) {
    if (row.postState === 'sent' && row.bufferStatus === post.status) return false;
    const sentAt = new Date(post.sentAt ?? post.dueAt ?? now);
    return !!(await recordBufferState(ctx, row, { state: 'sent', sentAt, bufferStatus: post.status, at: now }));
  }
  if (post.status === 'error') {
    const message = publishMessages.postError(post.error?.message ?? post.status);
    return !!(await recordBufferState(ctx, row, { state: 'error', message, bufferStatus: 'error', at: now }));
  }
  // Still waiting (scheduled, sending, draft): perhaps moved in Buffer.
  const dueAt = post.dueAt ? new Date(post.dueAt) : null;
  const moved = row.postState === 'queued' && dueAt !== null && dueAt.getTime() !== row.scheduledAt?.getTime();
  await recordBufferState(ctx, row, {
    state: 'queued',
    scheduledAt: moved ? dueAt : null,
    bufferStatus: post.status,
    at: now,
  });
  return moved;
}

/** The recurring job: once a minute on one instance (pg-boss cron); each run decides whether to ask Buffer. */
export async function registerPlanSync(ctx: AppContext) {
  if (!ctx.jobs) return;
  await ctx.jobs.work(queues.syncPlan.name, async () => {
    const result = await syncPlan(ctx);
    if (result.changed) ctx.log.info('plan sync', { changed: result.changed, requests: result.requests });
  });
  await ctx.jobs.boss.schedule(queues.syncPlan.name, syncSchedule, {}, { tz: timeZone });
}
