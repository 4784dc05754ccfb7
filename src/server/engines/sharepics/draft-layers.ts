import type { SharepicLayers } from '../../../shared/news';
import type { Article, TopicDraft } from '../pipeline/types';

/** The layers of sharepics 1 and 2 of a pipeline draft, with the photo (or '' for none). */
export function draftSharepicLayers(
  draft: TopicDraft,
  _articles: Article[],
  imageUrl: string,
): [SharepicLayers, SharepicLayers] {
  const [first, second] = draft.sharepicTexts;
  return [
    { titel: first?.titel ?? draft.title, inhalt: '', image_url: imageUrl },
    { titel: second?.titel ?? draft.title, inhalt: second?.inhalt ?? '', image_url: imageUrl },
  ];
}
