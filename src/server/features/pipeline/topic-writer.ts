import type { AppContext } from '../../context';
import type { TopicWrite } from '../../engines/pipeline/run-pipeline';
import type { TopicDraft } from '../../engines/pipeline/types';
import { isoWeekKey } from '../../../shared/dates';
import { canLeave } from '../../../shared/news-status';
import type { PhotoCredit } from '../../../shared/news';
import { draftSharepicLayers } from '../../engines/carousel/draft-layers';
import {
  createProposal,
  findNewsItemRow,
  renderForNews,
  replaceProposal,
  serverActor,
  sharepicQuality,
  updateProposal,
} from '../news';
import { proposePhoto } from '../photos';
import { withCaptionCredit } from '../../engines/photos/caption-credit';
import { photoProposalMessages } from '../../engines/photos/messages';
import { weekPhotos } from './topics.repo';

export interface WriteOptions {
  /** The run's Berlin calendar date: the date of items it creates. */
  runDate: string;
  demo: boolean;
  now: Date;
}

/** `replaced`: `id` is the new item and `replacedId` the removed proposal; a skipped replacement names the proposal it kept. */
export type WriteOutcome =
  | { kind: 'created' | 'updated'; id: string }
  | { kind: 'replaced'; id: string; replacedId: string }
  | { kind: 'skipped'; id: string };

/**
 * Keeps the photo an item already shows; otherwise proposes one from the configured sources (never a photo
 * another topic of the week shows, nor one an editor replaced on this item). Without one, `note` says why.
 */
async function photoFor(
  ctx: AppContext,
  draft: TopicDraft,
  current: { url: string; credit: PhotoCredit | null } | undefined,
  rejected: string[],
): Promise<{ url: string; credit: PhotoCredit | null; note?: undefined } | { url?: undefined; note?: string }> {
  if (current?.url) return current;
  const excluded = [...(await weekPhotos(ctx.db, draft.weekKey)), ...rejected];
  const proposal = await proposePhoto(ctx, draft.photo, excluded);
  if (!proposal.photo) return { note: proposal.note };
  return { url: proposal.photo.src.large, credit: proposal.photo.credit ?? null };
}

function columnsOf(draft: TopicDraft) {
  return {
    title: draft.title,
    instagramText: draft.instagramText,
    sourceUrl: draft.sourceUrl,
    searchTerm: draft.searchTerm,
    storyKey: draft.storyKey,
    recommendationPriority: draft.recommendationPriority,
    recommendationReasoning: draft.recommendationReasoning,
    recommendationEditSuggestions: draft.recommendationEditSuggestions,
    recommendationAlarmismusFlag: draft.recommendationAlarmismusFlag,
    recommendationSpekulationFlag: draft.recommendationSpekulationFlag,
    recommendationJuristischeRisikoFlag: draft.recommendationJuristischeRisikoFlag,
    recommendationFlagEvidence: draft.recommendationFlagEvidence,
    recommendationSignals: draft.recommendationSignals,
    captionSentences: draft.captionSentences,
    captionReview: draft.captionReview,
    storyArticleIds: draft.storyArticleIds,
    followsNewsId: draft.followsNewsId,
    weekRank: draft.weekRank,
    rankReason: draft.rankReason,
    // The marking on the card until a person edits or releases the texts (EU AI Act Art. 50).
    machineText: draft.recommendationSignals.generator === 'llm' ? ('ki' as const) : ('maschinell' as const),
  };
}

/**
 * Creates, updates or replaces a news item from a draft with its three rendered sharepics. An item that
 * is no longer a proposal (edited or released) is never written; an updated item keeps its date and
 * week. A replacement removes the proposal and creates the new item together, and does neither when
 * the proposal changed since the run planned it, so the week never grows past its seven.
 */
export async function writeTopic(
  ctx: AppContext,
  write: TopicWrite,
  draft: TopicDraft,
  o: WriteOptions,
): Promise<WriteOutcome> {
  const actor = serverActor(o.demo ? 'demo' : 'pipeline');
  const existing = write.kind === 'create' ? undefined : await findNewsItemRow(ctx, write.itemId);
  if (write.kind === 'update' && (!existing || !canLeave('propose', existing.status)))
    return { kind: 'skipped', id: write.itemId };
  // Checked again in the transaction; this early look only saves rendering for a replacement that cannot happen.
  if (
    write.kind === 'replace' &&
    (!existing || !canLeave('propose', existing.status) || existing.version !== write.version)
  ) {
    return { kind: 'skipped', id: write.itemId };
  }
  const keptPhoto = write.kind === 'update' ? existing : undefined;

  const currentPhoto = keptPhoto?.sharepics[0]?.layers.image_url
    ? { url: keptPhoto.sharepics[0].layers.image_url, credit: keptPhoto.sharepics[0].credit ?? null }
    : undefined;
  const photo = await photoFor(ctx, draft, currentPhoto, keptPhoto?.rejectedPhotos ?? []);
  const layers = draftSharepicLayers(draft, photo.url ?? '');
  const credit = photo.url ? photo.credit : null;
  const rendered = await renderForNews(ctx, layers, [credit, credit]);
  const columns = columnsOf(draft);
  const values = {
    ...columns,
    instagramText: withCaptionCredit(
      columns.instagramText,
      rendered.sharepics.map((s) => s.credit),
    ),
    recommendationEditSuggestions: photo.note
      ? [...columns.recommendationEditSuggestions, photoProposalMessages.suggestion(photo.note)]
      : columns.recommendationEditSuggestions,
    sharepics: rendered.sharepics,
    recommendationSharepicQuality: sharepicQuality(rendered.sharepics, { photoNote: photo.note }),
    updatedAt: o.now,
  };

  if (write.kind === 'update') {
    const saved = await updateProposal(ctx, write.itemId, values, actor);
    return { kind: saved ? 'updated' : 'skipped', id: write.itemId };
  }
  const row = {
    ...values,
    date: o.runDate,
    weekKey: draft.weekKey ?? isoWeekKey(o.runDate),
    isDemo: o.demo,
    createdAt: o.now,
  };
  if (write.kind === 'replace') {
    const id = await replaceProposal(ctx, { id: write.itemId, version: write.version! }, row, actor);
    return id ? { kind: 'replaced', id, replacedId: write.itemId } : { kind: 'skipped', id: write.itemId };
  }
  return { kind: 'created', id: await createProposal(ctx, row, actor) };
}
