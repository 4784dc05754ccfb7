import type { AppContext } from '../../context';
import { defaultBranding } from '../../engines/sharepics/branding';
import { renderNewsSharepics } from '../../engines/sharepics/render-news-sharepics';
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

/** Renders all three sharepics of a topic with the organisation's branding. */
export async function renderForNews(
  ctx: AppContext,
  layers: [SharepicLayers, SharepicLayers],
  credits: [PhotoCredit | null, PhotoCredit | null],
): Promise<{ sharepics: Sharepic[]; overflow: SharepicOverflow[] }> {
  return renderNewsSharepics(
    { layers, credits },
    {
      mediaDir: ctx.env.mediaDir,
      branding: defaultBranding(ctx.env.ORGANIZATION_NAME),
      allowPrivateFetch: ctx.env.ALLOW_PRIVATE_FETCH,
    },
  );
}
