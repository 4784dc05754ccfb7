import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../lib/errors';
import { messages } from '../../../shared/messages';
import type { NewsItem } from '../../../shared/news';
import type {
  SharepicOverflow,
  UpdateBackgroundsInput,
  UpdateSharepicTextsInput,
  UpdateTextInput,
} from '../../../shared/editing';
import { loadBackgroundPhoto } from '../../engines/sharepics/photo';
import { getNewsItem } from '../news/news.service';
import { findNewsRow, updateNewsAtVersion, type NewsChange } from './editing.repo';
import { editableCredits, editableLayers, renderForNews } from './render-for-news';
import { sharepicQuality } from './sharepic-quality';

async function loadForEdit(ctx: AppContext, id: string) {
  const row = await findNewsRow(ctx.db, id).catch(() => undefined);
  if (!row) throw notFound(messages.api.newsNotFound);
  return row;
}

/** Saves at the version the editor started from; a concurrent save in between is a 409, never lost. */
async function saveAtVersion(ctx: AppContext, id: string, version: number, change: NewsChange): Promise<NewsItem> {
  const updated = await updateNewsAtVersion(ctx.db, id, version, { ...change, status: 'bearbeitet' });
  if (!updated) {
    await loadForEdit(ctx, id);
    throw conflict(messages.edit.conflict);
  }
  await ctx.realtime.publish({ type: 'news-updated', id });
  return getNewsItem(ctx, id);
}

export async function updateText(ctx: AppContext, id: string, input: UpdateTextInput): Promise<NewsItem> {
  await loadForEdit(ctx, id);
  return saveAtVersion(ctx, id, input.version, { title: input.title, instagramText: input.instagram_text });
}

export async function updateSharepicTexts(
  ctx: AppContext,
  id: string,
  input: UpdateSharepicTextsInput,
): Promise<{ item: NewsItem; overflow: SharepicOverflow[] }> {
  const row = await loadForEdit(ctx, id);
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
  const item = await saveAtVersion(ctx, id, input.version, {
    sharepics: rendered.sharepics,
    recommendationSharepicQuality: sharepicQuality(rendered.sharepics),
  });
  return { item, overflow: rendered.overflow };
}

export async function updateBackgrounds(
  ctx: AppContext,
  id: string,
  input: UpdateBackgroundsInput,
): Promise<{ item: NewsItem; overflow: SharepicOverflow[] }> {
  const row = await loadForEdit(ctx, id);
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
  const item = await saveAtVersion(ctx, id, input.version, {
    sharepics: rendered.sharepics,
    recommendationSharepicQuality: sharepicQuality(rendered.sharepics),
  });
  return { item, overflow: rendered.overflow };
}
