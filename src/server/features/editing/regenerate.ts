import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { messages } from '../../../shared/messages';
import { queues } from '../../jobs/jobs';
import { findNewPhoto } from '../photos/photos.service';
import { findNewsRow, updateNewsAtVersion } from './editing.repo';
import { editableCredits, editableLayers, renderForNews } from './render-for-news';
import { sharepicQuality } from './sharepic-quality';

/** What the toast says: measured render time is well under a second per image; a few seconds in all. */
export const expectedRegenerationSeconds = 5;

/** Queues a durable regeneration; a second request while one waits for the same item is not queued twice. */
export async function requestRegeneration(ctx: AppContext, id: string) {
  const row = await findNewsRow(ctx.db, id).catch(() => undefined);
  if (!row) throw notFound(messages.api.newsNotFound);
  if (!ctx.jobs) throw new AppError(503, 'internal', messages.api.internal);
  const jobId = await ctx.jobs.send(queues.regenerateSharepics.name, { id }, { singletonKey: id });
  return { queued: jobId !== null, expected_seconds: expectedRegenerationSeconds };
}

/**
 * Re-renders an item's sharepics, with a new photo for its search term where a photo provider is
 * configured. Written at the version it read; if an editor saved in between, it starts over once.
 */
export async function regenerateSharepics(ctx: AppContext, id: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const row = await findNewsRow(ctx.db, id);
    if (!row) return;
    const layers = editableLayers(row);
    const credits = editableCredits(row);
    const photo = row.searchTerm ? await findNewPhoto(ctx, row.searchTerm, layers[0].image_url) : null;
    if (photo) {
      layers[0] = { ...layers[0], image_url: photo.src.large };
      layers[1] = { ...layers[1], image_url: photo.src.large };
      const credit = photo.photographer
        ? {
            photographer: photo.photographer,
            photographer_url: photo.photographer_url,
            source_url: photo.url,
            provider: 'Pexels',
          }
        : null;
      credits[0] = credit;
      credits[1] = credit;
    }
    const rendered = await renderForNews(ctx, layers, credits);
    const saved = await updateNewsAtVersion(ctx.db, id, row.version, {
      sharepics: rendered.sharepics,
      recommendationSharepicQuality: sharepicQuality(rendered.sharepics),
    });
    if (saved) {
      await ctx.realtime.publish({ type: 'news-updated', id });
      return;
    }
  }
  throw new Error('the item kept changing while its images were regenerated');
}

export async function registerRegenerationWorker(ctx: AppContext) {
  await ctx.jobs?.work<{ id: string }>(queues.regenerateSharepics.name, async ({ id }) => {
    try {
      await regenerateSharepics(ctx, id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      ctx.log.error('regeneration failed', { id, error: message });
      await ctx.realtime.publish({ type: 'news-regenerate-failed', id, message });
    }
  });
}
