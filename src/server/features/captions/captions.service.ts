import type { AppContext } from '../../context';
import type { SessionUser } from '../../auth/auth';
import { conflict } from '../../lib/errors';
import type { CaptionEvidence, RegenerateCaptionInput } from '../../../shared/evidence';
import { messages } from '../../../shared/messages';
import type { NewsItem } from '../../../shared/news';
import { canLeave } from '../../../shared/news-status';
import { detailAfterCaptionChange } from '../../engines/carousel/detail-follow';
import {
  assertNotPlanned,
  editableCredits,
  editableLayers,
  getNewsItem,
  loadNewsRow,
  renderForNews,
  saveRegeneratedCaption,
  sharepicQuality,
  teamActor,
} from '../news';
import { rewriteCaption } from '../pipeline';
import { captionEvidence } from './evidence';

/** „Belege“ of one item: its current caption sentence by sentence, with the sources the generator recorded. */
export async function getEvidence(ctx: AppContext, id: string): Promise<CaptionEvidence> {
  const row = await loadNewsRow(ctx, id);
  return {
    news_id: row.id,
    version: row.version,
    generated: row.captionSentences.length > 0,
    entries: captionEvidence(row.instagramText, row.captionSentences),
  };
}

/**
 * „Text neu vorschlagen“: a new caption from the story's stored articles with the current voice, at the version
 * the team member saw. Only before the topic is released; the status stays (news-status.ts).
 */
export async function regenerateCaption(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  input: RegenerateCaptionInput,
): Promise<NewsItem> {
  const row = await loadNewsRow(ctx, id);
  // Checked before the (possibly slow) generation; the lifecycle checks both again in its guarded write.
  assertNotPlanned(row);
  if (!canLeave('regenerateCaption', row.status)) throw conflict(messages.caption.notAfterRelease);
  if (row.version !== input.version) throw conflict(messages.edit.conflict);
  const caption = await rewriteCaption(ctx, row);
  if (!caption) throw conflict(messages.caption.noArticles);
  // Sharepic 2 follows the new caption's facts unless the team wrote it (engines/carousel/detail-follow.ts).
  const detail = detailAfterCaptionChange(row, {
    caption: caption.instagramText,
    sentences: caption.captionSentences,
  });
  const images = detail
    ? await renderForNews(ctx, [editableLayers(row)[0], detail], editableCredits(row)).then(({ sharepics }) => ({
        sharepics,
        recommendationSharepicQuality: sharepicQuality(sharepics),
      }))
    : {};
  await saveRegeneratedCaption(ctx, id, input.version, { ...caption, ...images }, teamActor(user));
  return getNewsItem(ctx, id);
}
