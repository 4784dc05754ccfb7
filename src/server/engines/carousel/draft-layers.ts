import type { SharepicLayers } from '../../../shared/news';
import type { TopicDraft } from '../pipeline/types';

/** The layers of sharepics 1 and 2 of a pipeline draft, over the photo `imageUrl` (empty: the map, no photo). */
export function draftSharepicLayers(draft: TopicDraft, imageUrl: string): [SharepicLayers, SharepicLayers] {
  const [first, second] = draft.sharepicTexts;
  const extras = (text: TopicDraft['sharepicTexts'][number] | undefined) => ({
    ...(text?.kicker ? { kicker: text.kicker } : {}),
    ...(text?.countries ? { countries: text.countries } : {}),
    ...(text?.places?.length ? { places: text.places } : {}),
  });
  return [
    { titel: first?.titel ?? draft.title, inhalt: '', image_url: imageUrl, ...extras(first) },
    { titel: second?.titel ?? draft.title, inhalt: second?.inhalt ?? '', image_url: imageUrl, ...extras(second) },
  ];
}
