import type { Story } from './types';
import { articleTerms } from './cluster';

/** Policy fields a story can belong to, in order of precedence, each recognised by the story's concepts. */
export const policyFields = [
  { id: 'money', concepts: ['ecb', 'interest_rates', 'inflation'] },
  { id: 'elections', concepts: ['election', 'far_right'] },
  { id: 'trade', concepts: ['tariffs', 'trade'] },
  { id: 'migration', concepts: ['migration', 'refugees'] },
  { id: 'security', concepts: ['war', 'military', 'weapons', 'missile', 'nato', 'ceasefire', 'sanctions'] },
  { id: 'climate', concepts: ['climate', 'energy', 'flood', 'heat', 'storm', 'nuclear'] },
  { id: 'law', concepts: ['court', 'corruption', 'law'] },
  {
    id: 'government',
    concepts: ['government', 'coalition', 'parliament', 'party', 'chancellor', 'prime_minister', 'president'],
  },
  { id: 'economy', concepts: ['economy', 'car', 'strike'] },
  // Accession and enlargement: named by the caption's own lexicon only (generate/caption/field.ts); no concept of
  // the clustering stands for it, so the selection's fields stay as they were.
  { id: 'enlargement', concepts: [] },
] as const;

export type PolicyField = (typeof policyFields)[number]['id'] | 'general';

/** Concept ids the story's articles mention, with how many articles mention each. */
export function storyConcepts(story: Story): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of story.articles) {
    const seen = new Set<string>();
    for (const k of articleTerms(a).shared.keys()) if (k.startsWith('c:')) seen.add(k.slice(2));
    for (const c of seen) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  return counts;
}

/** The field whose concepts the most articles mention (at least a third of them); ties go to the earlier field. */
export function policyFieldOf(concepts: Map<string, number>, articleCount: number): PolicyField {
  let best: PolicyField = 'general';
  let bestCount = Math.max(0, Math.ceil(articleCount / 3) - 1);
  for (const field of policyFields) {
    const count = Math.max(0, ...field.concepts.map((c) => concepts.get(c) ?? 0));
    if (count > bestCount) {
      best = field.id;
      bestCount = count;
    }
  }
  return best;
}

/** EU member states among the concepts, with their German names. */
export const memberStateNames: Record<string, string> = {
  germany: 'Deutschland',
  france: 'Frankreich',
  italy: 'Italien',
  spain: 'Spanien',
  poland: 'Polen',
  hungary: 'Ungarn',
  austria: 'Österreich',
  netherlands: 'den Niederlanden',
  belgium: 'Belgien',
  greece: 'Griechenland',
  sweden: 'Schweden',
  denmark: 'Dänemark',
  czechia: 'Tschechien',
  romania: 'Rumänien',
};

/** EU institutions among the concepts, in the nominative with article. */
export const institutionNames: Record<string, string> = {
  eu_commission: 'die EU-Kommission',
  eu_parliament: 'das Europaparlament',
  eu_council: 'der Europäische Rat',
  ecb: 'die EZB',
};
