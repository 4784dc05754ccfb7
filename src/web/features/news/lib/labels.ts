import type { FlagEvidence, NewsCategory, NewsItem, Priority } from '../../../../shared/news';

/** Tab order of the gallery. Kept here (not imported from shared/news) so zod stays out of the landing chunk. */
export const galleryTabs = ['heute', 'woche', 'vergangene'] as const satisfies readonly NewsCategory[];

export const categoryLabels: Record<NewsCategory, string> = {
  heute: 'Heute',
  woche: 'Diese Woche',
  vergangene: 'Vergangene',
};

export const emptyMessages: Record<NewsCategory, string> = {
  heute: 'Heute gibt es noch keine neuen News.',
  woche: 'Diese Woche gibt es noch keine News.',
  vergangene: 'Keine vergangenen News vorhanden.',
};

export const priorityLabels: Record<Priority, string> = {
  dringend: 'dringend',
  hoch: 'hoch',
  mittel: 'mittel',
  niedrig: 'niedrig',
};

export type FlagKey = FlagEvidence['flag'];

export const flagLabels: Record<FlagKey, string> = {
  alarmismus: 'Alarmismus',
  spekulation: 'Spekulation',
  juristische_risiko: 'Juristisches Risiko',
};

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
      label: flagLabels[flag],
      evidence: (item.recommendation_flag_evidence ?? []).filter((e) => e.flag === flag),
    }));
}
