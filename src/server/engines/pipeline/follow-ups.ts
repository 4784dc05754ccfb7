import { articleTerms } from './cluster';
import { type DocTerms, buildIdf, dot, extractTerms, weigh, type SparseVector } from './text/features';
import type { Article, Story } from './types';

/** A topic of an earlier week, as stored: what it says (title and caption) is what a follow-up continues. */
export interface EarlierItem {
  id: string;
  title: string;
  /** The caption (or any text of the item); links are ignored. */
  text: string;
  weekKey: string;
  /** The day the earlier topic belongs to (YYYY-MM-DD). */
  date?: string;
}

export interface FollowUp {
  itemId: string;
  title: string;
  /** The earlier topic's day: a follow-up is a new development only with reports from after it. */
  date?: string;
  /** How close the story is to the earlier topic (see followUpScore), at least followUpThreshold. */
  score: number;
}

/** ISO weeks before the current one whose topics a new topic can continue. */
export const followUpWeeks = 3;

/**
 * A story continues an earlier topic when the cosine of their names, concepts and numbers plus the cosine of
 * their word stems reaches this value. Chosen on the replay of the 2024 election weeks
 * (docs/decisions/020-follow-up-stories.md): 12 of the 15 week-24 stories it marks continue a week-23 topic
 * (the French snap election, the Gaza hostages, Macron's Ukraine instructors, the election results); lower
 * values let in other stories of the Ukraine war, higher ones lose the instructors.
 */
export const followUpThreshold = 0.35;

/** Articles per story that make up its profile (the oldest ones start the story; enough to describe it). */
const profileArticles = 30;

const sum = (into: Map<string, number>, from: Map<string, number>) => {
  for (const [k, v] of from) into.set(k, (into.get(k) ?? 0) + v);
};

interface Profile {
  stems: SparseVector;
  shared: SparseVector;
}

/**
 * Finds, for a story of this week, the earlier topic it continues, if any: the earlier item's title and
 * caption against the story's articles, IDF-weighted over this run's articles, names/concepts/numbers and
 * stems alike. Captions are German; English articles meet them through names and bilingual concepts.
 */
export function followUpFinder(earlier: EarlierItem[], corpus: Article[]) {
  if (earlier.length === 0) return () => null;
  const itemTerms = earlier.map((i) =>
    extractTerms({ title: i.title, text: i.text.replace(/https?:\/\/\S+/g, ' '), language: 'de' }),
  );
  const idf = buildIdf([...corpus.map(articleTerms), ...itemTerms]);
  const items = itemTerms.map((t) => ({ stems: weigh(t.stems, idf), shared: weigh(t.shared, idf) }));
  const cache = new Map<Story, FollowUp | null>();

  const storyProfile = (story: Story): Profile => {
    const agg: DocTerms = { language: 'mixed', stems: new Map(), shared: new Map(), entities: [] };
    for (const a of story.articles.slice(0, profileArticles)) {
      const t = articleTerms(a);
      sum(agg.stems, t.stems);
      sum(agg.shared, t.shared);
    }
    return { stems: weigh(agg.stems, idf), shared: weigh(agg.shared, idf) };
  };

  return (story: Story): FollowUp | null => {
    if (cache.has(story)) return cache.get(story)!;
    const p = storyProfile(story);
    let best: FollowUp | null = null;
    items.forEach((item, i) => {
      const score = followUpScore(p, item);
      if (score >= followUpThreshold && score > (best?.score ?? 0))
        best = {
          itemId: earlier[i].id,
          title: earlier[i].title,
          date: earlier[i].date,
          score: Math.round(score * 100) / 100,
        };
    });
    cache.set(story, best);
    return best;
  };
}

/** Cosine of names, concepts and numbers plus cosine of stems, in [0, 2]. */
export function followUpScore(a: Profile, b: Profile): number {
  return dot(a.shared, b.shared) + dot(a.stems, b.stems);
}

/** The ISO week keys of the `followUpWeeks` weeks before `weekStart` (a Monday, YYYY-MM-DD). */
export function earlierWeekKeys(weekStart: string, isoWeekKey: (date: string) => string): string[] {
  const monday = Date.parse(`${weekStart}T12:00:00Z`);
  return Array.from({ length: followUpWeeks }, (_, i) =>
    isoWeekKey(new Date(monday - (i + 1) * 7 * 86_400_000).toISOString().slice(0, 10)),
  );
}
