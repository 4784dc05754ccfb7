import type { PlanEntry, WeekItem } from './select-week-topics';
import { fold } from './text/stem';

type Change = Exclude<PlanEntry, { action: 'keep' }>;

const titleKey = (title: string) =>
  fold(title)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Clusters drift between runs, so two stories can come to be led by articles with the same headline.
 * A week never shows one title twice: a change whose new title another item of the week keeps (or an
 * earlier change of this run takes) is dropped, and an item it would have updated or replaced stays as it is.
 */
export function distinctTitles<T extends { entry: Change; texts: { title: string } }>(
  changes: T[],
  weekItems: WeekItem[],
): { kept: T[]; dropped: T[] } {
  const changing = new Set(changes.flatMap(({ entry }) => (entry.action === 'create' ? [] : [entry.itemId])));
  const taken = new Set(weekItems.filter((i) => i.title && !changing.has(i.id)).map((i) => titleKey(i.title!)));
  const kept: T[] = [];
  const dropped: T[] = [];
  for (const change of changes) {
    const key = titleKey(change.texts.title);
    if (!taken.has(key)) {
      taken.add(key);
      kept.push(change);
      continue;
    }
    dropped.push(change);
    const { entry } = change;
    const unchanged = entry.action === 'create' ? undefined : weekItems.find((i) => i.id === entry.itemId)?.title;
    if (unchanged) taken.add(titleKey(unchanged));
  }
  return { kept, dropped };
}
