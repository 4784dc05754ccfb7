import type { AppContext } from '../../context';
import type { SessionUser } from '../../auth/auth';
import { AppError, conflict } from '../../lib/errors';
import { messages } from '../../../shared/messages';
import { queues } from '../../jobs/jobs';
import { findNewPhoto } from '../photos';
import { withCaptionCredit } from '../../engines/photos/caption-credit';
import {
  assertNotPlanned,
  editableCredits,
  editableLayers,
  findNewsItemRow,
  loadNewsRow,
  renderForNews,
  saveRegeneratedImages,
  sharepicQuality,
  type OnBehalfOf,
} from '../news';
import { editingMessages } from './editing.messages';

/** What the toast says: measured render time is well under a second per image; a few seconds in all. */
export const expectedRegenerationSeconds = 5;

/** The job's data: the item, and who asked (the log names them, and they count as the item's last author). */
interface RegenerationJob {
  id: string;
  requestedBy?: OnBehalfOf;
}

/**
 * Queues a durable regeneration; a second request while one waits for the same item is not queued twice.
 * A planned topic keeps its images (409 `planned`).
 */
export async function requestRegeneration(ctx: AppContext, id: string, user?: SessionUser) {
  assertNotPlanned(await loadNewsRow(ctx, id));
  if (!ctx.jobs) throw new AppError(503, 'internal', messages.api.internal);
  const job: RegenerationJob = { id, ...(user ? { requestedBy: { id: user.id, email: user.email } } : {}) };
  const jobId = await ctx.jobs.send(queues.regenerateSharepics.name, job, { singletonKey: id });
  return { queued: jobId !== null, expected_seconds: expectedRegenerationSeconds };
}

/**
 * Re-renders an item's sharepics, with a new photo for its search term where a photo provider is
 * configured. Written at the version it read; if an editor saved in between, it starts over once.
 */
export async function regenerateSharepics(ctx: AppContext, id: string, requestedBy?: OnBehalfOf): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const row = await findNewsItemRow(ctx, id);
    // Deleted since it was queued (a run replaced the proposal, demo content removed): nothing to render.
    if (!row) return;
    // Planned since it was queued: the images in Buffer are the ones that go out (the browser hears why).
    assertNotPlanned(row);
    const layers = editableLayers(row);
    const credits = editableCredits(row);
    const current = [layers[0].image_url, credits[0]?.source_url ?? ''];
    // The photo being replaced joins the ones this item never gets again.
    const rejected = [...new Set([...row.rejectedPhotos, ...current.filter(Boolean)])];
    const photo = row.searchTerm ? await findNewPhoto(ctx, row.searchTerm, rejected) : null;
    if (photo) {
      layers[0] = { ...layers[0], image_url: photo.src.large };
      layers[1] = { ...layers[1], image_url: photo.src.large };
      credits[0] = photo.credit ?? null;
      credits[1] = photo.credit ?? null;
    }
    const rendered = await renderForNews(ctx, layers, credits);
    const saved = await saveRegeneratedImages(
      ctx,
      id,
      row.version,
      {
        sharepics: rendered.sharepics,
        recommendationSharepicQuality: sharepicQuality(rendered.sharepics),
        instagramText: withCaptionCredit(
          row.instagramText,
          rendered.sharepics.map((s) => s.credit),
          row.sharepics.map((s) => s.credit),
        ),
        ...(photo ? { rejectedPhotos: rejected } : {}),
      },
      requestedBy,
    );
    if (saved) return;
  }
  // Planned while it was rendering: the guarded write kept the images, and the browser hears why.
  const last = await findNewsItemRow(ctx, id);
  if (last) assertNotPlanned(last);
  throw conflict(editingMessages.keptChanging);
}

/** What the waiting browser reads: our own German message, never an internal error text. */
export function regenerationFailureMessage(err: unknown): string {
  return err instanceof AppError ? err.message : editingMessages.regenerationFailed;
}

export async function registerRegenerationWorker(ctx: AppContext) {
  await ctx.jobs?.work<RegenerationJob>(queues.regenerateSharepics.name, async ({ id, requestedBy }) => {
    try {
      await regenerateSharepics(ctx, id, requestedBy);
    } catch (err) {
      ctx.log.error('regeneration failed', { id, error: err instanceof Error ? err.stack : String(err) });
      await ctx.realtime.publish({ type: 'news-regenerate-failed', id, message: regenerationFailureMessage(err) });
    }
  });
}
