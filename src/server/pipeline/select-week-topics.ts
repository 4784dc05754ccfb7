import { weeklyTopicLimit } from '../../shared/news';
import type { RankedStory, Story } from './types';

/** A news item already stored for the ISO week. Locked = edited or released: a run never touches it. */
export interface WeekItem {
  id: string;
  storyKey: string | null;
  locked: boolean;
  title?: string;
}

export type PlanEntry =
  | { action: 'keep'; itemId: string; storyKey: string | null; reason: 'locked' | 'no_newer_story' }
  | { action: 'update'; itemId: string; pick: RankedStory }
  | { action: 'create'; pick: RankedStory };

export interface SelectOptions {
  limit?: number;
  /** Stories below this score are not worth a topic even when slots are free. */
  minScore?: number;
  /** Entity/term overlap above which two stories count as the same topic (diversity). */
  maxOverlap?: number;
}

/** A stored storyKey matches a story when it names the story or any of its articles (clusters drift between runs). */
export function storyMatchesKey(story: Story, key: string | null, title?: string): boolean {
  if (key && (story.key === key || story.articles.some((a) => `story-${a.id}` === key))) return true;
  // Extractive titles are article titles, so a story still holding that article is the same topic.
  return Boolean(title) && story.articles.some((a) => a.title === title);
}

const words = (t: string) => new Set(t.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 3));
function titleOverlap(a: Set<string>, b: Set<string>): number {
  let inter = 0;
  for (const w of a) if (b.has(w)) inter++;
  return inter >= 3 ? inter / Math.max(1, Math.min(a.size, b.size)) : 0;
}

function overlap(a: Story, b: Story): number {
  const sa = new Set(a.topTerms.slice(0, 8));
  const sb = b.topTerms.slice(0, 8);
  const inter = sb.filter((t) => sa.has(t)).length;
  return inter / Math.max(1, Math.min(sa.size, sb.length));
}

/**
 * Plan the week's topics: locked items stay as they are; unlocked items whose story is still ranked
 * are updated; free slots are filled from the top of the ranking, never twice with the same story.
 */
export function selectWeekTopics(existing: WeekItem[], ranked: RankedStory[], options: SelectOptions = {}): PlanEntry[] {
  const limit = options.limit ?? weeklyTopicLimit;
  const minScore = options.minScore ?? 0.15;
  const maxOverlap = options.maxOverlap ?? 0.5;
  const plan: PlanEntry[] = [];
  const used = new Set<RankedStory>();
  const taken: Story[] = [];
  const keptTitles: Set<string>[] = [];

  for (const item of existing) {
    if (item.locked) {
      plan.push({ action: 'keep', itemId: item.id, storyKey: item.storyKey, reason: 'locked' });
      if (item.title) keptTitles.push(words(item.title));
      const match = ranked.find((r) => storyMatchesKey(r.story, item.storyKey, item.title));
      if (match) {
        used.add(match);
        taken.push(match.story);
      }
    }
  }
  // Title matches first (the item still shows that article), then key matches: clusters merge and split between runs.
  const matches = new Map<string, RankedStory>();
  const unlocked = existing.filter((i) => !i.locked);
  for (const byTitle of [true, false]) {
    for (const item of unlocked) {
      if (matches.has(item.id)) continue;
      const match = ranked.find((r) => !used.has(r) && (byTitle ? storyMatchesKey(r.story, null, item.title) : storyMatchesKey(r.story, item.storyKey)));
      if (match) {
        used.add(match);
        matches.set(item.id, match);
      }
    }
  }
  for (const item of unlocked) {
    const match = matches.get(item.id);
    if (match) {
      taken.push(match.story);
      plan.push({ action: 'update', itemId: item.id, pick: match });
      keptTitles.push(...match.story.articles.slice(0, 20).map((a) => words(a.title)));
      if (item.title) keptTitles.push(words(item.title));
    } else {
      plan.push({ action: 'keep', itemId: item.id, storyKey: item.storyKey, reason: 'no_newer_story' });
      if (item.title) keptTitles.push(words(item.title));
    }
  }
  for (const candidate of ranked) {
    if (plan.length >= limit) break;
    if (used.has(candidate) || candidate.score < minScore) continue;
    if (taken.some((s) => overlap(s, candidate.story) >= maxOverlap)) continue;
    const titles = candidate.story.articles.slice(0, 20).map((a) => words(a.title));
    if (keptTitles.some((k) => titles.some((t) => titleOverlap(k, t) >= 0.5))) continue;
    used.add(candidate);
    taken.push(candidate.story);
    keptTitles.push(...titles);
    plan.push({ action: 'create', pick: candidate });
  }
  return plan;
}
