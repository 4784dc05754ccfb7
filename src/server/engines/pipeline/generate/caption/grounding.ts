/**
 * What the LLM path promises: every name, number and date of a sentence stands in the article sentences it
 * cites. German words that translate or reword the sources („Chef“, „Einsatz“, „Toten“) are free; names are
 * checked in their German and English forms (Russland = Russia = Kreml), numbers in any notation („0,25“ =
 * „0.25“ = „a quarter“), dates against the cited sentence or the day its report appeared.
 */
import { addDays, berlinDate } from '../../../../../shared/dates';
import { outletInText } from '../../../../../shared/outlet-name';
import { countriesIn } from '../../europe';
import { officeTerms } from '../../lexicon';
import { conceptsOf } from '../../text/aliases';
import { entityKey, isAcronym } from '../../text/entities';
import { fold, stem } from '../../text/stem';
import { isStopword } from '../../text/stopwords';
import { tokenize } from '../../text/tokenize';
import type { Article } from '../../types';
import { englishCounts, germanCounts } from './number-words';
import { absoluteDates, months, weekdays } from './time-words';

export interface Grounding {
  ok: boolean;
  /** Names, numbers or dates of the sentence that its cited sentences do not contain. */
  unsupported: string[];
}

export interface CitedSentence {
  article: Article;
  sentence: string;
}

/** Names known from reports in any language: English and French capitalise names only, not nouns. */
export function nameVocabulary(articles: Article[]): Set<string> {
  const out = new Set<string>();
  for (const a of articles) {
    if (a.language === 'de') continue;
    // Headlines in Title Case („Macron Calls Snap Election“) capitalise every word: only sentence-case text counts.
    const words = a.title.split(/\s+/).filter((w) => /^\p{L}{4,}/u.test(w));
    const titleCase = words.filter((w) => /^\p{Lu}/u.test(w)).length > words.length / 2;
    for (const t of tokenize(titleCase ? a.description : `${a.title}. ${a.description}`))
      if (!t.sentenceStart && /^\p{Lu}/u.test(t.raw) && t.raw.length > 2) out.add(entityKey(t.raw));
  }
  return out;
}

const numberWords: Record<string, number> = {
  ...germanCounts,
  ...englishCounts,
  elf: 11,
  zwölf: 12,
  zwanzig: 20,
  dreißig: 30,
  hundert: 100,
  tausend: 1000,
  dutzend: 12,
  hälfte: 0.5,
  viertel: 0.25,
  eleven: 11,
  twelve: 12,
  twenty: 20,
  thirty: 30,
  hundred: 100,
  thousand: 1000,
  dozen: 12,
  half: 0.5,
  quarter: 0.25,
  one: 1,
  eins: 1,
  einem: 1,
};

/** The numbers a text states, as values: „1.400“ and „1,400“ = 1400, „0,25“ = „0.25“, number words too. */
export function numbersIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/\d+(?:[.,]\d+)*/g)) {
    let s = m[0];
    if (/^\d{1,3}([.,]\d{3})+$/.test(s)) s = s.replace(/[.,]/g, '');
    else s = s.replace(',', '.');
    const n = Number(s);
    if (Number.isFinite(n)) out.push(n);
  }
  for (const t of tokenize(text)) {
    if (numberWords[t.lower] !== undefined) out.push(numberWords[t.lower]);
    else if (ordinal(t.lower)) out.push(ordinal(t.lower)!);
  }
  return out;
}

/** Second and third places („second place“, „Platz zwei“, „Zweite“, „zweitstärkste“) as their numbers. */
function ordinal(word: string): number | undefined {
  if (word === 'second' || /^zweit/.test(word)) return 2;
  if (word === 'third' || (/^dritt/.test(word) && !/^drittel/.test(word))) return 3;
  return undefined;
}

const monthPattern = months.join('|');
const englishMonths = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const germanDate = new RegExp(`(\\d{1,2})\\.\\s*(${monthPattern})(?:\\s+(\\d{4}))?`, 'gu');

/** „6. Juni“, „June 6“, „6 June“ → month-day keys („06-06“). */
function datesIn(text: string): Set<string> {
  const out = new Set<string>();
  const key = (month: number, day: number) => `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  for (const m of text.matchAll(germanDate)) out.add(key(months.indexOf(m[2]) + 1, Number(m[1])));
  for (const m of text
    .toLowerCase()
    .matchAll(
      new RegExp(`(${englishMonths.join('|')})\\s+(\\d{1,2})\\b|\\b(\\d{1,2})\\s+(${englishMonths.join('|')})`, 'g'),
    )) {
    const month = englishMonths.indexOf(m[1] ?? m[4]) + 1;
    out.add(key(month, Number(m[2] ?? m[3])));
  }
  return out;
}

/** English and French words that name a day of the report's week without its date. */
const relativeDay =
  /(?<!\p{L})(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|tomorrow|weekend|last night|overnight|(?:a|one|the) day (?:after|before|earlier|later)|the (?:previous|next|following) day|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|hier|demain|la veille|le lendemain)(?!\p{L})/iu;

/** The dates a cited sentence may stand for: those it writes, its report's day, and its relative words resolved. */
function allowedDates(cited: CitedSentence[]): Set<string> {
  const out = new Set<string>();
  for (const c of cited) {
    for (const d of datesIn(c.sentence)) out.add(d);
    const day = berlinDate(new Date(c.article.publishedAt));
    out.add(day.slice(5));
    for (const d of datesIn(absoluteDates(c.sentence, c.article.publishedAt).text)) out.add(d);
    // English and French weekdays, „yesterday“ and „a day after“ are resolved within the report's week.
    if (relativeDay.test(c.sentence)) for (let k = -7; k <= 7; k++) out.add(addDays(day, k).slice(5));
  }
  return out;
}

/**
 * Institutions a model names in German where the cited sentence names them otherwise: „EU“ for „a Commission
 * spokesperson“, „EZB“ for „the ECB“, „EuGH“ for „the Court of Justice“.
 */
const institutionForms: [RegExp, RegExp][] = [
  [
    /^EU$/,
    /(?<!\p{L})(?:EU|European|Europäisch\p{L}*|Europa\p{L}*|Europe|Commission|Kommission|Brussels|Brüssel|Council|Parliament|Parlament|member states|Mitgliedstaat\p{L}*|Mitgliedsländer\p{L}*|Eurozone|ECB|EZB|EuGH|ECJ|CJEU)(?!\p{L})/iu,
  ],
  [/^EZB$/, /(?<!\p{L})(?:EZB|ECB|European Central Bank|Europäische Zentralbank|Zentralbank|central bank)(?!\p{L})/iu],
  [/^EuGH$/, /(?<!\p{L})(?:EuGH|ECJ|CJEU|Court of Justice|Gerichtshof)(?!\p{L})/iu],
  [/^(?:NATO|Nato)$/, /(?<!\p{L})(?:NATO|Nato|Atlantic alliance)(?!\p{L})/iu],
];
const namedAsInstitution = (word: string, citedText: string) =>
  institutionForms.some(([name, forms]) => name.test(word) && forms.test(citedText));

/** „Ministerpräsidentin“, „Innenminister“: an office is a German noun for the English role, never a name. */
const germanOffices = officeTerms.filter((o) => o.length >= 6 && !o.includes(' '));
const isOffice = (word: string) => germanOffices.some((o) => word.toLowerCase().endsWith(o));

/**
 * The acronyms a text's multi-word names form: the initials of two to five capitalised words in a row („RN“ for
 * „Rassemblement National“, „FDP“ for „Freie Demokratische Partei“), linking words („of“, „de“) skipped.
 */
export function initialsIn(text: string): Set<string> {
  const out = new Set<string>();
  const words = text.split(/[^\p{L}]+/u).filter(Boolean);
  const capital = (w: string | undefined) => w !== undefined && /^\p{Lu}/u.test(w);
  for (let i = 0; i < words.length; i++) {
    let initials = '';
    for (let j = i; j < words.length && initials.length < 5; j++) {
      if (capital(words[j])) {
        initials += words[j].charAt(0);
        if (initials.length >= 2) out.add(initials);
      } else if (!(initials && linkingWords.has(words[j]) && capital(words[j + 1]))) break;
    }
  }
  return out;
}
const linkingWords = new Set(['für', 'der', 'des', 'de', 'du', 'la', 'le', 'of', 'the', 'and', 'und']);

const nameKey = (w: string) => fold(entityKey(w));
const prefix = (w: string) => fold(w).slice(0, 5);

/**
 * Checks one sentence against the sentences it cites. `isName` says which capitalised words are names (the
 * story's and the week's name vocabulary, acronyms, places); other capitalised German words are nouns and free.
 * A multi-word name needs its last word in the cited sentences, the others anywhere in the story.
 */
export function groundSentence(
  text: string,
  cited: CitedSentence[],
  story: Article[],
  isName: (word: string) => boolean,
  /** The lead's headline: who and what the story is about, so its names are known to every sentence. */
  subject = '',
): Grounding {
  const unsupported = new Set<string>();
  const citedText = cited.map((c) => c.sentence).join(' \n ');
  // „Slovak PM blames … on opposition“ cited for „Fico machte … die Opposition verantwortlich“: the headline
  // „Robert Fico »vergibt« Angreifer“ already says who the Slovak PM of this story is.
  const subjectKeys = new Set(tokenize(subject).map((t) => nameKey(t.raw)));
  const citedTokens = tokenize(citedText);
  const citedKeys = new Set(citedTokens.map((t) => nameKey(t.raw)));
  const citedPrefixes = new Set(citedTokens.map((t) => prefix(t.raw)));
  const citedPlaces = new Set(countriesIn(citedText));
  // A German-language report that names no country tells news of its outlet's country: SPIEGEL's „AfD laut
  // Hochrechnungen zweitstärkste Kraft“ is Germany's result, though no report of the story writes „Deutschland“.
  const homePlaces = new Set(
    cited
      .filter((c) => c.article.language === 'de' && !countriesIn(`${c.article.title} ${c.article.description}`).length)
      .map((c) => c.article.country.toLowerCase()),
  );
  // A country is the story's setting: named in any of its reports, in any language, it needs no citation. The
  // reports are read only for a country the cited sentences do not name.
  let storyPlaces: Set<string> | undefined;
  const placeOfStory = (place: string) =>
    (storyPlaces ??= new Set(story.flatMap((a) => countriesIn(`${a.title} ${a.description}`)))).has(place);
  const citedConcepts = new Set([
    ...conceptsOf(
      citedTokens.map((t) => fold(stem(t.lower, 'de'))),
      'de',
    ),
    ...conceptsOf(
      citedTokens.map((t) => fold(stem(t.lower, 'en'))),
      'en',
    ),
  ]);
  const storyKeys = new Set(
    tokenize(story.map((a) => `${a.title} ${a.description}`).join(' ')).map((t) => nameKey(t.raw)),
  );
  // Naming an outlet („laut RND“, „(Deutschlandfunk)“) is attribution, not a claim: the story's outlets are free.
  const outletKeys = new Set(
    story.flatMap((a) => tokenize(`${a.source} ${outletInText(a.source)}`).map((t) => nameKey(t.raw))),
  );

  // Dates first, so their day numbers are not read as numbers.
  const dates = allowedDates(cited);
  let rest = text;
  for (const m of text.matchAll(germanDate)) {
    const k = `${String(months.indexOf(m[2]) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`;
    if (!dates.has(k)) unsupported.add(m[0]);
    rest = rest.replace(m[0], ' ');
  }

  const tokens = tokenize(rest);
  let initials: Set<string> | undefined;
  tokens.forEach((t, i) => {
    if (!/^\p{Lu}/u.test(t.raw) || weekdays.includes(t.raw) || months.includes(t.raw)) return;
    if (outletKeys.has(nameKey(t.raw))) return;
    if (isStopword(t.raw, 'de') || isStopword(t.raw, 'en')) return;
    const place = countriesIn(t.raw)[0];
    if (place) {
      if (
        !citedPlaces.has(place) &&
        !homePlaces.has(place) &&
        !citedPrefixes.has(prefix(t.raw)) &&
        !placeOfStory(place)
      )
        unsupported.add(t.raw);
      return;
    }
    if (!(isAcronym(t.raw) || isName(t.raw)) || isOffice(t.raw)) return;
    if (citedKeys.has(nameKey(t.raw)) || citedPrefixes.has(prefix(t.raw)) || subjectKeys.has(nameKey(t.raw))) return;
    if (isAcronym(t.raw) && (initials ??= initialsIn(`${citedText} ${subject}`)).has(t.raw)) return;
    // The German genitive of a short name („Marine Le Pens“ for „Marine Le Pen's“) is that name.
    if (/s$/.test(t.raw) && citedKeys.has(nameKey(t.raw.slice(0, -1)))) return;
    if (namedAsInstitution(t.raw, citedText)) return;
    const concepts = conceptsOf([fold(stem(t.lower, 'de'))], 'de');
    if (concepts.some((c) => citedConcepts.has(c))) return;
    // A first name before a cited surname may come from another report of the story.
    const next = tokens[i + 1];
    if (next && /^\p{Lu}/u.test(next.raw) && citedKeys.has(nameKey(next.raw)) && storyKeys.has(nameKey(t.raw))) return;
    unsupported.add(t.raw);
  });

  // The year of a cited report („für 2024“ where it says „this year“) is its date, not a new number.
  const citedNumbers = [
    ...numbersIn(citedText),
    ...cited.map((c) => Number(berlinDate(new Date(c.article.publishedAt)).slice(0, 4))),
  ];
  for (const n of numbersIn(rest)) {
    if (n === 1) continue;
    if (!citedNumbers.some((c) => Math.abs(c - n) < 1e-9)) unsupported.add(String(n).replace('.', ','));
  }
  return { ok: unsupported.size === 0, unsupported: [...unsupported] };
}

const squash = (s: string) => fold(s).replace(/[^\p{L}\p{N}]/gu, '');

/** The cited sentence as it stands in the article (whitespace and quotes aside), or null when it does not. */
export function findInArticle(article: Article, sentence: string): string | null {
  const needle = squash(sentence);
  if (needle.length < 12) return null;
  return squash(`${article.title} ${article.description}`).includes(needle) ? sentence : null;
}
