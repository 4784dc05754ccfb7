import type { AppContext } from '../../context';
import { renderNewsSharepics } from '../../engines/sharepics/render-news-sharepics';
import { SharepicRenderError, sharedRenderPool } from '../../engines/sharepics/render-pool';
import { AppError } from '../../lib/errors';
import { currentBranding } from '../brand';
import type { NewsRow } from '../../db/schema/news';
import type { PhotoCredit, Sharepic, SharepicLayers } from '../../../shared/news';
import type { SharepicOverflow } from '../../../shared/editing';

/** The editable layers (sharepics 1 and 2) of a row, falling back to its title when none were rendered. */
export function editableLayers(row: Pick<NewsRow, 'title' | 'sharepics'>): [SharepicLayers, SharepicLayers] {
  const at = (i: number): SharepicLayers => row.sharepics[i]?.layers ?? { titel: row.title, inhalt: '', image_url: '' };
  return [at(0), at(1)];
}

export function editableCredits(row: Pick<NewsRow, 'sharepics'>): [PhotoCredit | null, PhotoCredit | null] {
  return [row.sharepics[0]?.credit ?? null, row.sharepics[1]?.credit ?? null];
}

/**
 * Renders all three sharepics of a topic with the organisation's current look (the newest brand version), on the render processes. An image
 * that runs out of time, or finds no free thread, is an error in the one shape with the engine's German message.
 */
export async function renderForNews(
  ctx: AppContext,
  layers: [SharepicLayers, SharepicLayers],
  credits: [PhotoCredit | null, PhotoCredit | null],
): Promise<{ sharepics: Sharepic[]; overflow: SharepicOverflow[] }> {
  const branding = await currentBranding(ctx);
  const renderer = sharedRenderPool({
    size: ctx.env.RENDER_WORKERS,
    timeoutMs: ctx.env.RENDER_TIMEOUT_SECONDS * 1000,
  });
  try {
    return await renderNewsSharepics(
      { layers, credits },
      {
        mediaDir: ctx.env.mediaDir,
        branding,
        allowPrivateFetch: ctx.env.ALLOW_PRIVATE_FETCH,
        renderer,
      },
    );
  } catch (err) {
    if (err instanceof SharepicRenderError)
      throw new AppError(503, 'render_failed', err.message, { reason: err.reason });
    throw err;
  }
}
