import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { news } from '../../db/schema/news';
import { queues } from '../../jobs/jobs';
import { latestBrandVersion, updateRerender } from '../brand';
import {
  editableCredits,
  editableLayers,
  findNewsItemRow,
  renderForNews,
  saveRebrandedImages,
  sharepicQuality,
} from '../news';

/** The untouched proposals: the only items whose images follow a new look. */
async function proposalIds(ctx: AppContext): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: news.id })
    .from(news)
    .where(eq(news.status, 'vorschlag'))
    .orderBy(asc(news.createdAt));
  return rows.map((r) => r.id);
}

/**
 * Re-renders one proposal with the current look. Written only while it is still an untouched proposal at the
 * version read; when the daily run rewrote it in between, it is read again once (an edit ends the matter).
 */
async function rerenderProposal(ctx: AppContext, id: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const row = await findNewsItemRow(ctx, id);
    if (!row || row.status !== 'vorschlag') return;
    const rendered = await renderForNews(ctx, editableLayers(row), editableCredits(row));
    const saved = await saveRebrandedImages(ctx, id, row.version, {
      sharepics: rendered.sharepics,
      recommendationSharepicQuality: sharepicQuality(rendered.sharepics),
    });
    if (saved) return;
  }
}

/**
 * The re-render the newest brand version asked for. The list of proposals is fixed when it starts and kept
 * in the version's row with the progress, so a job that a restart interrupted resumes where it stopped. A
 * newer version supersedes it (the newer version's job continues with all proposals).
 */
export async function rerenderForCurrentBrand(ctx: AppContext): Promise<void> {
  const version = await latestBrandVersion(ctx.db);
  if (!version || (version.rerenderStatus !== 'queued' && version.rerenderStatus !== 'running')) return;
  let pending = version.rerenderPending;
  let done = version.rerenderDone;
  if (pending === null) {
    pending = await proposalIds(ctx);
    done = 0;
    await updateRerender(ctx.db, version.id, { status: 'running', pending, total: pending.length, done });
  }
  for (const id of [...pending]) {
    const latest = await latestBrandVersion(ctx.db);
    if (latest?.id !== version.id) return;
    try {
      await rerenderProposal(ctx, id);
    } catch (err) {
      // One image that cannot be drawn (time limit, broken photo) keeps its old look; the others go on.
      ctx.log.warn('[brand] re-render of a proposal failed', {
        id,
        error: err instanceof Error ? err.message : String(err),
      });
    }
    pending = pending.filter((p) => p !== id);
    done += 1;
    await updateRerender(ctx.db, version.id, { pending, done });
  }
  await updateRerender(ctx.db, version.id, { status: 'done', pending: [] });
}

export async function registerBrandRerenderWorker(ctx: AppContext) {
  await ctx.jobs?.work(queues.brandRerender.name, async () => {
    try {
      await rerenderForCurrentBrand(ctx);
    } catch (err) {
      ctx.log.error('[brand] re-render failed', { error: err instanceof Error ? err.stack : String(err) });
      const version = await latestBrandVersion(ctx.db);
      if (version?.rerenderStatus === 'running') await updateRerender(ctx.db, version.id, { status: 'failed' });
    }
  });
}

/** After a restart: a re-render that was queued or under way when the process stopped is queued again. */
export async function resumeBrandRerender(ctx: AppContext): Promise<boolean> {
  const version = await latestBrandVersion(ctx.db);
  if (!version || (version.rerenderStatus !== 'queued' && version.rerenderStatus !== 'running')) return false;
  if (ctx.jobs) await ctx.jobs.send(queues.brandRerender.name, {}, { singletonKey: 'brand' });
  else await rerenderForCurrentBrand(ctx);
  return true;
}
