import type { AppContext } from '../../context';
import type { SessionUser } from '../../auth/auth';
import { AppError, conflict } from '../../lib/errors';
import { messages } from '../../../shared/messages';
import type { NewsItem, SharepicLayers } from '../../../shared/news';
import { sharepicTitleFor, titleFollowers, withTitleAsFirstLine } from '../../../shared/title-follow';
import type {
  SharepicOverflow,
  UpdateBackgroundsInput,
  UpdateSharepicTextsInput,
  UpdateTextInput,
} from '../../../shared/editing';
import { detailAfterCaptionChange } from '../../engines/carousel/detail-follow';
import { loadBackgroundPhoto } from '../../engines/sharepics/photo';
import { rememberUploadCredit } from '../photos';
import { withCaptionCredit } from '../../engines/photos/caption-credit';
import {
  assertNotPlanned,
  editableCredits,
  editableLayers,
  getNewsItem,
  loadNewsRow,
  renderForNews,
  saveEdit,
  sharepicQuality,
  teamActor,
  type ContentChange,
  type EditColumns,
} from '../news';
import { oneEditAtATime } from './one-edit-at-a-time';

/**
 * Saves at the version the editor started from (status bearbeitet); a concurrent save in between is a 409, never
 * lost. A planned topic is refused (409 `planned`) before anything is rendered, and again by the guarded write.
 */
async function saveAtVersion(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  version: number,
  change: EditColumns,
  kind: ContentChange,
): Promise<NewsItem> {
  await saveEdit(ctx, id, version, change, teamActor(user), kind);
  return getNewsItem(ctx, id);
}

/**
 * Saves title and caption. Texts derived from the old title follow the new one unless a person wrote them
 * separately (src/shared/title-follow.ts): sharepic titles are re-rendered, the caption's first line replaced,
 * all in the same save at the editor's version.
 */
export function updateText(ctx: AppContext, user: SessionUser, id: string, input: UpdateTextInput): Promise<NewsItem> {
  return oneEditAtATime(id, () => saveText(ctx, user, id, input));
}

async function saveText(ctx: AppContext, user: SessionUser, id: string, input: UpdateTextInput): Promise<NewsItem> {
  const row = await loadNewsRow(ctx, id);
  assertNotPlanned(row);
  const change: EditColumns = { title: input.title, instagramText: input.instagram_text };
  // Items without rendered sharepics (hand-made, not yet rendered) have no sharepic title to follow.
  const sharepicTitles = row.sharepics.length >= 2 ? row.sharepics.slice(0, 2).map((s) => s.layers.titel) : [];
  const follow = titleFollowers({ title: row.title, sharepicTitles, caption: input.instagram_text }, input.title);
  if (follow.captionFirstLine) change.instagramText = withTitleAsFirstLine(input.instagram_text, input.title);
  // Sharepic 2 follows the caption's facts unless the team wrote it (engines/carousel/detail-follow.ts).
  const detail = detailAfterCaptionChange(row, {
    title: input.title,
    caption: change.instagramText ?? input.instagram_text,
  });
  if (follow.sharepics.length > 0 || detail) {
    // Rendering takes a while: a save that is already stale is refused before, not after it.
    if (row.version !== input.version) throw conflict(messages.edit.conflict);
    const titel = sharepicTitleFor(input.title);
    const layers = editableLayers(row)
      .map((l, i) => (i === 1 && detail ? detail : l))
      .map((l, i) => (follow.sharepics.includes(i) ? { ...l, titel } : l));
    const rendered = await renderForNews(ctx, layers as [SharepicLayers, SharepicLayers], editableCredits(row));
    change.sharepics = rendered.sharepics;
    change.recommendationSharepicQuality = sharepicQuality(rendered.sharepics);
  }
  return saveAtVersion(ctx, user, id, input.version, change, 'text');
}

export function updateSharepicTexts(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  input: UpdateSharepicTextsInput,
): Promise<{ item: NewsItem; overflow: SharepicOverflow[] }> {
  return oneEditAtATime(id, () => saveSharepicTexts(ctx, user, id, input));
}

async function saveSharepicTexts(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  input: UpdateSharepicTextsInput,
): Promise<{ item: NewsItem; overflow: SharepicOverflow[] }> {
  const row = await loadNewsRow(ctx, id);
  assertNotPlanned(row);
  if (row.version !== input.version) throw conflict(messages.edit.conflict);
  const [first, second] = editableLayers(row);
  const rendered = await renderForNews(
    ctx,
    [
      { ...first, titel: input.sharepics[0]!.titel, inhalt: input.sharepics[0]!.inhalt },
      { ...second, titel: input.sharepics[1]!.titel, inhalt: input.sharepics[1]!.inhalt },
    ],
    editableCredits(row),
  );
  const item = await saveAtVersion(
    ctx,
    user,
    id,
    input.version,
    { sharepics: rendered.sharepics, recommendationSharepicQuality: sharepicQuality(rendered.sharepics) },
    'sharepic_texts',
  );
  return { item, overflow: rendered.overflow };
}

export function updateBackgrounds(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  input: UpdateBackgroundsInput,
): Promise<{ item: NewsItem; overflow: SharepicOverflow[] }> {
  return oneEditAtATime(id, () => saveBackgrounds(ctx, user, id, input));
}

async function saveBackgrounds(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  input: UpdateBackgroundsInput,
): Promise<{ item: NewsItem; overflow: SharepicOverflow[] }> {
  const row = await loadNewsRow(ctx, id);
  assertNotPlanned(row);
  if (row.version !== input.version) throw conflict(messages.edit.conflict);
  // A background the editor chose must load; the branded fallback is only for pipeline renders.
  for (const [index, background] of input.backgrounds.entries()) {
    if (!background.image_url) continue;
    const photo = await loadBackgroundPhoto(background.image_url, {
      allowPrivate: ctx.env.ALLOW_PRIVATE_FETCH,
      mediaDir: ctx.env.mediaDir,
    });
    if (!photo.ok) throw new AppError(422, 'validation_failed', `Sharepic ${index + 1}: ${photo.reason}`);
  }
  const [first, second] = editableLayers(row);
  const [b1, b2] = input.backgrounds as [
    UpdateBackgroundsInput['backgrounds'][0],
    UpdateBackgroundsInput['backgrounds'][0],
  ];
  const rendered = await renderForNews(
    ctx,
    [
      { ...first, image_url: b1.image_url },
      { ...second, image_url: b2.image_url },
    ],
    [b1.image_url ? (b1.credit ?? null) : null, b2.image_url ? (b2.credit ?? null) : null],
  );
  // Photos the editor replaced are never proposed for this item again.
  const replaced = [first, second].flatMap((layer, i) => {
    const chosen = input.backgrounds[i]!.image_url;
    const before = layer.image_url;
    return before && before !== chosen
      ? [before, ...(row.sharepics[i]?.credit?.source_url ? [row.sharepics[i]!.credit!.source_url!] : [])]
      : [];
  });
  const item = await saveAtVersion(
    ctx,
    user,
    id,
    input.version,
    {
      sharepics: rendered.sharepics,
      recommendationSharepicQuality: sharepicQuality(rendered.sharepics),
      // The caption's credit follows the photos: replaced when a photo changes, removed when none needs one.
      instagramText: withCaptionCredit(
        row.instagramText,
        rendered.sharepics.map((s) => s.credit),
        row.sharepics.map((s) => s.credit),
      ),
      ...(replaced.length > 0 ? { rejectedPhotos: [...new Set([...row.rejectedPhotos, ...replaced])] } : {}),
    },
    'backgrounds',
  );
  // After the save: an upload's credit is offered again when the photo is chosen for another topic.
  for (const b of [b1, b2]) await rememberUploadCredit(ctx, b.image_url, b.credit ?? null);
  return { item, overflow: rendered.overflow };
}
