import { sharepicHeadline } from '../../../shared/headline';
import type { SharepicLayers } from '../../../shared/news';
import { regionalLine } from '../pipeline/generate/caption/finish';
import { whyLeadIns } from '../pipeline/generate/caption/why';
import { composeDetailSlide, type SlideFact } from './detail-slide';

/** A caption sentence as stored (news.captionSentences / TopicDraft.captionSentences). */
export interface StatingSentence {
  text: string;
  role: string;
  sources: { outlet: string }[];
}

/**
 * The facts sharepic 2 is made of: the caption's hook and facts that still stand in the caption (a sentence a
 * person deleted from the caption leaves the slide too), in caption order, with their outlets; and the caption's
 * line on why it matters for Europe, led in as the caption's own words.
 */
export function slideFacts(sentences: StatingSentence[], caption: string): SlideFact[] {
  return sentences
    .filter((s) => caption.includes(s.text))
    .flatMap((s): SlideFact[] => {
      if ((s.role === 'hook' || s.role === 'fact') && s.sources.length > 0)
        return [{ text: s.text, outlets: s.sources.map((x) => x.outlet) }];
      if (s.role !== 'context' || s.text.startsWith(regionalLine)) return [];
      const text = whyLeadIns.some((lead) => s.text.startsWith(lead)) ? s.text : `${whyLeadIns[0]} ${s.text}`;
      return [{ text, outlets: [], why: true }];
    });
}

export interface CaptionState {
  title: string;
  caption: string;
  sentences: StatingSentence[];
}

/** What sharepic 2 says for a title and caption: its kicker and body, or null when no fact is usable. */
export function detailSlideFor(state: CaptionState) {
  return composeDetailSlide(sharepicHeadline(state.title).text, slideFacts(state.sentences, state.caption));
}

/**
 * Sharepic 2 follows the caption as sharepic 1 follows the title (shared/title-follow.ts): when its text is
 * still what the caption before made of it, it becomes what the caption after makes of it. Null when the team
 * wrote it themselves, or when nothing changes.
 */
export function followingDetailLayers(
  layers: SharepicLayers,
  before: CaptionState,
  after: CaptionState,
): SharepicLayers | null {
  const was = detailSlideFor(before);
  if (!was || was.inhalt !== layers.inhalt.trim()) return null;
  const next = detailSlideFor(after);
  if (!next || (next.inhalt === was.inhalt && next.kicker === layers.kicker)) return null;
  return { ...layers, kicker: next.kicker, inhalt: next.inhalt };
}

/** A stored topic as far as sharepic 2's following needs it. */
export interface FollowingTopic {
  title: string;
  instagramText: string;
  captionSentences: StatingSentence[];
  sharepics: { layers: SharepicLayers }[];
}

/** Sharepic 2's new layers when a topic's caption (and title) change as given, or null (see above). */
export function detailAfterCaptionChange(
  topic: FollowingTopic,
  after: { title?: string; caption: string; sentences?: StatingSentence[] },
): SharepicLayers | null {
  const layers = topic.sharepics[1]?.layers;
  if (!layers || topic.sharepics.length < 2) return null;
  return followingDetailLayers(
    layers,
    { title: topic.title, caption: topic.instagramText, sentences: topic.captionSentences },
    {
      title: after.title ?? topic.title,
      caption: after.caption,
      sentences: after.sentences ?? topic.captionSentences,
    },
  );
}
