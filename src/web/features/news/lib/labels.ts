import type { FlagEvidence, NewsCategory, NewsItem } from '../../../../shared/news';
import { newsText } from '../../../messages/news';

/** Tab order of the gallery. Kept here (not imported from shared/news) so zod stays out of the landing chunk. */
export const galleryTabs = ['heute', 'woche', 'vergangene'] as const satisfies readonly NewsCategory[];

export type FlagKey = FlagEvidence['flag'];

/** The raised flags of an item, in a fixed order, each with the text spans that raised it. */
export function raisedFlags(item: NewsItem): { flag: FlagKey; label: string; evidence: FlagEvidence[] }[] {
  const raised: [FlagKey, boolean][] = [
    ['alarmismus', item.recommendation_alarmismus_flag],
    ['spekulation', item.recommendation_spekulation_flag],
    ['juristische_risiko', item.recommendation_juristische_risiko_flag],
  ];
  return raised
    .filter(([, on]) => on)
    .map(([flag]) => ({
      flag,
      label: newsText.flagLabels[flag],
      evidence: (item.recommendation_flag_evidence ?? []).filter((e) => e.flag === flag),
    }));
}
