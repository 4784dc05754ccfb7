import {
  countryByCode,
  countryPatterns,
  euMembers,
  euroArea,
  placePatterns,
  places,
  wordsPattern as pattern,
} from '../../../shared/countries';

/** What a story's texts say about where it happens, for the map and the kicker. */
export interface StoryPlaces {
  /** Highlighted on the map: the countries the story names, or all member states (euro area) for EU-wide news. */
  countries: string[];
  /** The place for the kicker: the main country's German name, „EU“ or „Eurozone“; empty when none. */
  label: string;
  /** Places the headline or the caption's facts name (countries.ts `places`), marked on the map; at most three. */
  places: string[];
}

/** An article's headline and teaser. */
export interface PlaceText {
  title: string;
  description: string;
}

const euPattern = pattern([
  'EU',
  'EU-',
  'Europäische Union',
  'European Union',
  'Brüssel',
  'Brussels',
  'Kommission',
  'Commission',
  'Europaparlament',
  'Europäische Parlament',
  'European Parliament',
  'Europawahl',
  'European election',
  'EU election',
  'von der Leyen',
  'Von der Leyen',
  'Mitgliedstaaten',
  'member states',
]);
const euroPattern = pattern([
  'EZB',
  'ECB',
  'Europäische Zentralbank',
  'European Central Bank',
  'Eurozone',
  'eurozone',
  'Euroraum',
  'euro area',
  'Leitzins',
]);
const electionPattern = pattern(['Europawahl', 'European election', 'EU election', 'EU-Wahl']);

/** What a topic says, most telling first: its headline, the caption's stating sentences, its articles. */
export interface PlaceSources {
  headline: string;
  sentences: string[];
  articles: PlaceText[];
}

// Loose clusters carry side stories: the topic's own headline and caption outweigh a dozen articles around it.
const weights = { headline: 12, sentence: 3, articleTitle: 2, articleDescription: 1 };
const maxCountries = 5;

function score(sources: PlaceSources, re: RegExp): number {
  const count = (texts: string[]) => texts.filter((t) => re.test(t)).length;
  return (
    (re.test(sources.headline) ? weights.headline : 0) +
    count(sources.sentences) * weights.sentence +
    count(sources.articles.map((a) => a.title)) * weights.articleTitle +
    count(sources.articles.map((a) => a.description)) * weights.articleDescription
  );
}

const conjunction = /^\s+(?:und|sowie|and)\s+(?:(?:die|der|das|the)\s+)?$/;

/** True when the sentence names the country right beside one the headline names („die Ukraine und Moldau“). */
function besideHeadlineCountry(sentence: string, headline: string, re: RegExp): boolean {
  const own = re.exec(sentence);
  if (!own) return false;
  return countryPatterns.some(([, other]) => {
    const match = other !== re && other.test(headline) ? other.exec(sentence) : null;
    if (!match) return false;
    const [a, b] = match.index < own.index ? [match, own] : [own, match];
    return conjunction.test(sentence.slice(a.index + a[0].length, b.index));
  });
}

/**
 * The places of a topic: every country named in its headline, or a European one named at least 40 % as often
 * as the most named one (weighted as above; at most five), members and candidates before neighbours. A headline about the European election or the EU's institutions
 * that names no country shows the whole EU, one about the ECB the euro area.
 */
function countriesOf(sources: PlaceSources): Omit<StoryPlaces, 'places'> {
  const headlineNamesAny = countryPatterns.some(([, re]) => re.test(sources.headline));
  // The caption's first facts carry the news (the hook often repeats the headline, the next fact says „Die
  // Ukraine und Moldau können … beginnen“): a headline without a country leaves its subject to them, and a
  // country they name beside the headline's shares the headline's place.
  const first = sources.sentences.slice(0, 2);
  const subject = headlineNamesAny ? sources.headline : [sources.headline, ...first].join(' ');
  const at = (re: RegExp) => {
    const i = subject.search(re);
    return i < 0 && first.some((s) => besideHeadlineCountry(s, sources.headline, re)) ? subject.length : i;
  };
  const scored = countryPatterns
    .map(([country, re]) => ({
      country,
      // German outlets name Germany in passing everywhere („die deutsche Regierung“): it counts half.
      score: score(sources, re) * (country.code === 'DE' ? 0.5 : 1),
      at: at(re),
    }))
    .map((x) => ({ ...x, inHeadline: x.at >= 0 }))
    .filter((x) => x.score >= weights.sentence)
    // The headline's countries first, in the order it names them (its subject usually comes first).
    .sort((a, b) =>
      a.inHeadline && b.inHeadline ? a.at - b.at : Number(b.inHeadline) - Number(a.inHeadline) || b.score - a.score,
    );
  const top = Math.max(0, ...scored.map((x) => x.score));
  // A country far from Europe counts only when the headline names it: otherwise it is a side story's.
  const candidates = scored.filter((x) => x.inHeadline || (x.score >= top * 0.4 && x.country.relation !== 'world'));
  // The map is of Europe, from a European chapter's side: member states and candidates first („In Finnland …“
  // beside „Moskaus Expansionskurs“ is Finland's story); a neighbour only when no such country is named, a
  // country far from Europe never (its news with an EU side shows the EU).
  const european = candidates.filter((x) => x.country.relation === 'member' || x.country.relation === 'candidate');
  const named = (european.length ? european : candidates.filter((x) => x.country.relation === 'neighbour')).slice(
    0,
    maxCountries,
  );
  if (!headlineNamesAny || !named.some((x) => x.inHeadline)) {
    if (electionPattern.test(sources.headline)) return { countries: euMembers, label: 'EU' };
    if (euroPattern.test(sources.headline)) return { countries: euroArea, label: 'Eurozone' };
    // The EU's own news: a country only its reports name in passing (Macron backing von der Leyen) is not its place.
    if (euPattern.test(sources.headline) && !named.some((x) => x.inHeadline))
      return { countries: euMembers, label: 'EU' };
  }
  if (named.length === 0) {
    const eu = score(sources, euPattern);
    const euro = score(sources, euroPattern);
    if (euro >= weights.sentence && euro >= eu) return { countries: euroArea, label: 'Eurozone' };
    if (eu >= weights.sentence) return { countries: euMembers, label: 'EU' };
    return { countries: [], label: '' };
  }
  return { countries: named.map((x) => x.country.code), label: named[0]!.country.nameDe };
}

// A capital or a seat often stands for its government or an institution („Moskau droht“, „Brüssel
// genehmigt“): marked when the headline names it, not because a sentence further down does.
const standsForInstitution = ['Brüssel', 'Straßburg', 'Luxemburg', 'Den Haag', 'Frankfurt'];
const metonyms = new Set([
  ...standsForInstitution,
  ...places
    .filter((p) => countryPatterns.some(([, re]) => p.words.some((w) => re.exec(w)?.[0] === w)))
    .map((p) => p.id),
]);

// „bei einem Auftritt in Kopenhagen attackiert“ says where it happened, „Moskau droht“ who speaks: after a
// preposition of place a capital or seat is a place. Not „aus“ or „von“ („aus Berlin hieß es“).
const wherePreposition = /(?:^|[\s(])(?:in|im|bei|nahe|nach)\s+$/i;

/** True when a sentence names the place after a preposition of place. */
function namedAsPlace(sentences: string[], re: RegExp): boolean {
  const every = new RegExp(re.source, `${re.flags}g`);
  return sentences.some((s) => [...s.matchAll(every)].some((m) => wherePreposition.test(s.slice(0, m.index))));
}

// Where an EU institution the headline names takes its decisions: its seat, when nothing else says where.
const seats: [RegExp, string][] = [
  [pattern(['EU-Kommission', 'Europäische Kommission', 'Europäischen Kommission', 'European Commission']), 'Brüssel'],
  [
    pattern(['EZB', 'Europäische Zentralbank', 'Europäischen Zentralbank', 'ECB', 'European Central Bank']),
    'Frankfurt',
  ],
  [pattern(['EuGH', 'Europäische Gerichtshof', 'Europäischen Gerichtshof', 'European Court of Justice']), 'Luxemburg'],
];

/**
 * The topic's countries (above) and the places to mark: those its headline names, then places where the
 * caption's facts say something happens („Von Wiesbaden aus …“; a capital or seat only after a preposition of
 * place, „in Kopenhagen“), at most three; with none, the seat of the
 * EU institution the headline names (the ECB in Frankfurt), so the map says where the decision was taken.
 */
export function storyPlaces(sources: PlaceSources): StoryPlaces {
  const inHeadline = placePatterns.filter(([, re]) => re.test(sources.headline)).map(([p]) => p);
  const inFacts = placePatterns
    .filter(
      ([p, re]) =>
        !inHeadline.includes(p) &&
        (metonyms.has(p.id) ? namedAsPlace(sources.sentences, re) : sources.sentences.some((s) => re.test(s))),
    )
    .map(([p]) => p);
  const marked = [...inHeadline, ...inFacts].slice(0, 3);
  const seat = seats.find(([re]) => re.test(sources.headline))?.[1];
  const found = countriesOf(sources);
  // Where it happens is in a country too: a place that is no seat or capital standing for its government („Ziel in
  // Kasan“) lights up its country (Russia beside Ukraine), when that country is in Europe's neighbourhood.
  const theirs = marked
    .filter((p) => !metonyms.has(p.id))
    .map((p) => countryByCode.get(p.country))
    .filter((c): c is NonNullable<typeof c> => c !== undefined && c.relation !== 'world')
    .map((c) => c.code);
  return {
    ...found,
    countries: [...new Set([...found.countries, ...theirs])],
    places: marked.length === 0 && seat ? [seat] : marked.map((p) => p.id),
  };
}
