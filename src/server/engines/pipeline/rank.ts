import { fold } from './text/stem';
import { countriesIn, isMember } from './europe';
import { crimeTerms, euInstitutionTerms, legislationTerms, lowRelevanceTerms, officeTerms } from './lexicon';
import type { Article, RankedStory, Story } from './types';

export interface RankOptions {
  asOf: Date;
  /** Terms that tie a story to the organisation's region (e.g. "Baden-Württemberg", "Stuttgart"). */
  regionalTerms?: string[];
}

const escape = (t: string) => fold(t).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(terms: string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${terms.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
}

const regionalPatterns = new Map<string, RegExp>();

/**
 * Place names also count in their German genitive and adjective forms ("Magdeburgs", "Magdeburger").
 * Each term is its own group, so the reasoning can name the terms that matched.
 */
function compileRegional(terms: string[]): RegExp {
  const key = terms.join('\n');
  const cached = regionalPatterns.get(key);
  if (cached) return cached;
  if (regionalPatterns.size > 20) regionalPatterns.clear();
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${terms.map((t) => `(${escape(t)})`).join('|')})(?:s|es|er|ern|ers|erin|erinnen)?(?![\\p{L}\\p{N}])`,
    'gu',
  );
  regionalPatterns.set(key, pattern);
  return pattern;
}

function regionalMatches(terms: string[], text: string): { hits: number; found: string[] } {
  if (!terms.length) return { hits: 0, found: [] };
  const found = new Set<string>();
  let hits = 0;
  for (const m of text.matchAll(compileRegional(terms))) {
    hits++;
    const index = m.slice(1).findIndex((g) => g !== undefined);
    if (index >= 0) found.add(terms[index]);
  }
  return { hits, found: [...found] };
}

const patterns = {
  eu: compile(euInstitutionTerms),
  legislation: compile(legislationTerms),
  low: compile(lowRelevanceTerms),
  crime: compile(crimeTerms),
  office: officePattern(),
};

/** An office word, inflected; one of six letters or more also ends a compound („Innenministerin“, not „Trump“). */
function officePattern(): RegExp {
  const long = officeTerms.filter((t) => t.length >= 6).map(escape);
  const short = officeTerms.filter((t) => t.length < 6).map(escape);
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:\\p{L}*(?:${long.join('|')})(?:en|n|s|nen)?|${short.join('|')})(?![\\p{L}\\p{N}])`,
    'u',
  );
}

const count = (re: RegExp, text: string) => text.match(re)?.length ?? 0;
const round = (n: number) => Math.round(n * 100) / 100;

/** Per-story ranking signals and a score; a pure function of the story, asOf and regional terms. */
export function storySignals(story: Story, options: RankOptions) {
  const asOf = options.asOf.getTime();
  const text = fold(story.articles.map((a) => `${a.title} ${a.description}`).join(' \n '));
  const outlets = new Set(story.articles.map((a) => a.source));
  const countries = new Set(story.articles.map((a) => a.country).filter(Boolean));
  const languages = new Set(story.articles.map((a) => a.language));
  const perArticle = (n: number) => n / story.articles.length;
  const day = 86_400_000;
  const last24 = story.articles.filter((a) => asOf - Date.parse(a.publishedAt) <= day).length;
  const prior48 = story.articles.filter((a) => {
    const age = asOf - Date.parse(a.publishedAt);
    return age > day && age <= 3 * day;
  }).length;
  const ageHours = Math.max(0, (asOf - Date.parse(story.lastSeen)) / 3_600_000);
  // EU relevance is the share of reports that name an EU institution or EU law, plus a little for reports that
  // name two or more member states (a cross-border story); a member state alone is national news, and the euro
  // as an amount or „Europa“ as a continent are no EU politics (lexicon.ts).
  const share = (has: (a: Article) => boolean) => story.articles.filter(has).length / story.articles.length;
  const folded = (a: Article) => fold(`${a.title} ${a.description}`);
  const institutions = share((a) => count(patterns.eu, folded(a)) > 0);
  const legislation = share((a) => count(patterns.legislation, folded(a)) > 0);
  const crossBorder = share((a) => countriesIn(`${a.title} ${a.description}`).filter(isMember).length >= 2);
  const euRelevance = Math.min(1, institutions * 0.8 + legislation * 0.4 + crossBorder * 0.3);
  const region = regionalMatches(options.regionalTerms ?? [], text);
  const regional = Math.min(1, perArticle(region.hits));
  // Crime news about a holder of public office (a head of government attacked, a minister on trial) is political
  // news: when a third of the story's titles name an office, its crime words do not count.
  const political = share((a) => patterns.office.test(fold(a.title))) >= 1 / 3;
  const lowHits = perArticle(count(patterns.low, text) + (political ? 0 : count(patterns.crime, text)));
  // Sport, celebrities, weather and crime stay low unless EU institutions or laws are part of the story:
  // a member state named in a football or weather report does not make it European affairs.
  const institutional = institutions * 0.6 + legislation * 0.3;
  const lowRelevance = institutional < 0.3 ? Math.min(1, lowHits) : 0;
  const breadth =
    Math.min(1, (outlets.size - 1) / 6) * 0.6 +
    Math.min(1, (countries.size - 1) / 3) * 0.25 +
    (languages.size > 1 ? 0.15 : 0);
  const growth = Math.max(-1, Math.min(1, (last24 - prior48 / 2) / Math.max(2, story.articles.length / 2)));
  const recency = Math.exp(-ageHours / 48);
  const volume = Math.min(1, Math.log2(story.articles.length) / 5);
  const score =
    0.32 * breadth +
    0.12 * volume +
    0.1 * growth +
    0.14 * recency +
    0.25 * euRelevance +
    0.12 * regional -
    0.4 * lowRelevance;
  const signals = {
    score: round(score),
    articles: story.articles.length,
    outlets: outlets.size,
    countries: countries.size,
    languages: [...languages].sort(),
    outlet_names: [...outlets].sort().slice(0, 10),
    country_codes: [...countries].sort(),
    breadth: round(breadth),
    growth: round(growth),
    recency: round(recency),
    eu_relevance: round(euRelevance),
    regional_relevance: round(regional),
    regional_terms: region.found.slice(0, 5),
    low_relevance_penalty: round(lowRelevance),
  };
  return { score, signals };
}

export function whyPicked(s: ReturnType<typeof storySignals>['signals']): string {
  const parts = [
    `${s.outlets} ${s.outlets === 1 ? 'Medium' : 'Medien'} aus ${s.countries} ${s.countries === 1 ? 'Land' : 'Ländern'}`,
    `${s.articles} Artikel`,
  ];
  if ((s.languages as string[]).length > 1) parts.push('Berichte auf Deutsch und Englisch');
  if ((s.eu_relevance as number) >= 0.5) parts.push('hohe EU-politische Relevanz');
  else if ((s.eu_relevance as number) >= 0.2) parts.push('EU-politischer Bezug');
  if ((s.regional_relevance as number) > 0) {
    const found = (s.regional_terms as string[] | undefined) ?? [];
    parts.push(found.length ? `Bezug zur Region (${found.join(', ')})` : 'Bezug zur Region');
  }
  if ((s.growth as number) > 0.3) parts.push('wachsende Berichterstattung');
  if ((s.recency as number) > 0.6) parts.push('aktuell');
  if ((s.low_relevance_penalty as number) > 0.3) parts.push('Abzug: Sport, Prominente oder Kriminalität ohne EU-Bezug');
  return `Warum ausgewählt: ${parts.join(', ')}.`;
}

/** Stories sorted by score; each story appears once, so picks never repeat a story. */
export function rankStories(stories: Story[], options: RankOptions): RankedStory[] {
  return stories
    .map((story) => {
      const { score, signals } = storySignals(story, options);
      return { story, score, signals, why: whyPicked(signals) };
    })
    .sort((a, b) => b.score - a.score || b.story.articles.length - a.story.articles.length);
}
