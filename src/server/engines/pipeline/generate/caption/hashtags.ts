import type { Voice } from '../../../../../shared/voice';
import { isAcronym } from '../../text/entities';
import { fold } from '../../text/stem';
import { isStopword } from '../../text/stopwords';
import { tokenize } from '../../text/tokenize';
import type { Article } from '../../types';

/** Hashtags for the story's concepts, in the base form people follow. */
const conceptTags: Record<string, string> = {
  ecb: 'EZB',
  interest_rates: 'Zinsen',
  inflation: 'Inflation',
  tariffs: 'Zölle',
  trade: 'Handel',
  migration: 'Migration',
  sanctions: 'Sanktionen',
  ceasefire: 'Waffenruhe',
  nato: 'NATO',
  climate: 'Klimaschutz',
  energy: 'Energie',
  corruption: 'Korruption',
  eu_parliament: 'Europaparlament',
  eu_commission: 'EUKommission',
  un: 'UN',
  germany: 'Deutschland',
  france: 'Frankreich',
  italy: 'Italien',
  spain: 'Spanien',
  poland: 'Polen',
  hungary: 'Ungarn',
  austria: 'Österreich',
  netherlands: 'Niederlande',
  belgium: 'Belgien',
  greece: 'Griechenland',
  russia: 'Russland',
  ukraine: 'Ukraine',
  turkey: 'Türkei',
  syria: 'Syrien',
  china: 'China',
  israel: 'Israel',
  usa: 'USA',
};

/** Compound topic words worth following when the sources use them as written. */
const topicWords = [
  'Europawahl',
  'Asylpolitik',
  'Asylreform',
  'Klimaschutz',
  'Energiewende',
  'Leitzins',
  'Strafzölle',
  'Elektroautos',
  'Rechtsstaatlichkeit',
  'Pressefreiheit',
  'Lieferkettengesetz',
  'Mindestlohn',
  'Wehrpflicht',
  'Waffenstillstand',
];

const determiners = new Set(
  'der die das den dem des ein eine einen einem einer eines dieser diese dieses diesem diesen jeder jede jedes kein keine keinen keinem seiner seine ihre ihren ihrem unsere neue neuen neuer alle viele mehr'.split(
    ' ',
  ),
);

// Words that say how something is reported or when, and nouns that often stand without an article
// („in Betrieb“, „unter Schock“): never a hashtag.
const generic = new Set(
  'kolumne kommentar meinung analyse interview liveblog newsblog ticker podcast video bilder nachrichten news überblick update bericht berichte medien jahr jahre jahren woche tag tage seite teil fall frage land leute menschen angaben ende anfang zeit montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar märz april mai juni juli august september oktober november dezember prozent millionen milliarden euro uhr betrieb kraft haft gefahr sicherheit zukunft folge angst sorge schock kritik ordnung ruhe not hilfe druck kontrolle macht recht streit sachen gelder geld'.split(
    ' ',
  ),
);
const nounSuffix = /(?:ung|heit|keit|schaft|tion|ismus|ität|nis|tum|ment|ende|enden|ungen|ern|hilfen?)$/;

/** An author line at the end of a teaser: „… Von Martin Adam.“ */
export const bylinePattern = /(?:^|(?<=[.!?]\s*))Von \p{Lu}\p{L}+(?: (?:und )?\p{Lu}\p{L}+)+\.?\s*$/gu;

// "Marcin Romanowski", "Kanzler Scholz": a capitalised word after another one and a single space, not followed by
// a third name ("Justizminister Adam Bodnar" yields Bodnar, not Adam) nor joined by a hyphen ("Interpol-Haftbefehl").
const surnamePattern = /(?<![\p{L}-])\p{Lu}\p{L}+ (?=(\p{Lu}\p{Ll}+)(?![\p{L}-]| \p{Lu}))/gu;

/**
 * Names the articles use: surnames, acronyms (AfD, EuGH) and places (after „in“, „aus“, „nach“), each never
 * with an article, never written lower-case, in at least two articles (or the only one), genitive "s" dropped
 * when the base form occurs too ("Macrons" → "Macron").
 */
export function names(articles: Article[], minArticles = articles.length > 1 ? 2 : 1): string[] {
  const hits = new Map<string, { word: string; articles: Set<number> }>();
  const excluded = new Set<string>();
  const hit = (word: string, index: number) => {
    const key = word.toLowerCase();
    const entry = hits.get(key) ?? { word, articles: new Set<number>() };
    entry.articles.add(index);
    hits.set(key, entry);
  };
  articles.forEach((a, index) => {
    // An author line („Von Martin Adam“) names the writer, not the story.
    const text = `${a.title}. ${a.description}`.replace(bylinePattern, '');
    const tokens = tokenize(text);
    tokens.forEach((t, i) => {
      const prev = tokens[i - 1];
      if (/^\p{Ll}/u.test(t.raw) || (prev && !t.sentenceStart && determiners.has(prev.lower))) excluded.add(t.lower);
      if (isAcronym(t.raw) || /^\p{Lu}\p{Ll}?\p{Lu}\p{L}?$/u.test(t.raw)) hit(t.raw, index);
      else if (
        prev &&
        !t.sentenceStart &&
        ['in', 'aus', 'nach', 'auf'].includes(prev.lower) &&
        /^\p{Lu}\p{Ll}/u.test(t.raw)
      )
        hit(t.raw, index);
    });
    for (const m of text.matchAll(surnamePattern)) {
      // "Moskaus Expansionskurs", "Putins Krieg": a genitive name owns a noun; it does not introduce a surname.
      const first = m[0].trim();
      if (first.endsWith('s') && text.includes(first.slice(0, -1))) continue;
      hit(m[1], index);
    }
  });
  const found: { word: string; articles: number }[] = [];
  for (const [key, h] of hits) {
    if (h.articles.size < minArticles || excluded.has(key) || generic.has(key) || /\d/.test(key)) continue;
    if (key.length < 2 || key.length > 20 || isStopword(key, 'de') || isStopword(key, 'en')) continue;
    if (!isAcronym(h.word) && nounSuffix.test(key)) continue;
    const base =
      key.length > 4 && key.endsWith('s') && hits.has(key.slice(0, -1)) ? hits.get(key.slice(0, -1))!.word : h.word;
    if (found.some((o) => o.word.toLowerCase() === base.toLowerCase())) continue;
    found.push({ word: base, articles: h.articles.size });
  }
  return found.sort((x, y) => y.articles - x.articles || x.word.localeCompare(y.word)).map((f) => f.word);
}

/** 3–8 hashtags: the organisation's fixed ones, the story's topics and names in base form, never generic words. */
export function storyHashtags(articles: Article[], concepts: Map<string, number>, voice: Voice): string[] {
  const sourceText = articles.map((a) => `${a.title} ${a.description}`).join(' ');
  const squashed = fold(sourceText).replace(/[^\p{L}\p{N}]/gu, '');
  const inSources = (tag: string) => squashed.includes(fold(tag));
  const tags = [...voice.fixedHashtags];
  const seen = new Set(tags.map((t) => t.slice(1).toLowerCase()));
  const add = (word: string) => {
    const key = word.toLowerCase();
    if (tags.length >= 8 || seen.has(key)) return;
    seen.add(key);
    tags.push(`#${word}`);
  };
  topicWords
    .filter((word) => new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'u').test(sourceText))
    .slice(0, 2)
    .forEach(add);
  [...concepts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([concept]) => conceptTags[concept])
    .filter((tag) => tag && inSources(tag))
    .slice(0, 3)
    .forEach(add);
  names(articles).slice(0, 3).forEach(add);
  // A thin story: names a single article uses, then Europe itself, so every caption has at least three.
  if (tags.length < 3) names(articles, 1).forEach((name) => tags.length < 3 && add(name));
  for (const fallback of ['Europa', 'EU', 'EuropäischeUnion']) if (tags.length < 3) add(fallback);
  return tags.slice(0, 8);
}
