/**
 * Europe's countries as captions and the week's selection need them: which are EU members, candidates or
 * neighbours, how German and English reports name them, and which territories outside the continent belong to
 * the EU. Status as of 2024–2026 (27 members; candidates per the European Council's decisions).
 */
import { fold } from './text/stem';
import { tokenize } from './text/tokenize';

export type EuropeStatus = 'member' | 'candidate' | 'neighbour' | 'world';

export interface Country {
  /** ISO 3166-1 alpha-2, lower case. */
  code: string;
  /** German name without article (hashtag, nominative): „Niederlande“. */
  name: string;
  /** „in den Niederlanden“, „in der Schweiz“. */
  inPhrase: string;
  status: EuropeStatus;
  /** German and English words that name the country, as whole words (names) or word starts (adjectives). */
  names: string[];
  adjectives: string[];
}

const c = (
  code: string,
  name: string,
  status: EuropeStatus,
  names: string[],
  adjectives: string[],
  inPhrase = `in ${name}`,
): Country => ({ code, name, inPhrase, status, names: [name, ...names], adjectives });

export const countries: Country[] = [
  c('be', 'Belgien', 'member', ['Belgium'], ['belgisch', 'belgian']),
  c('bg', 'Bulgarien', 'member', ['Bulgaria'], ['bulgarisch', 'bulgarian']),
  c('dk', 'Dänemark', 'member', ['Denmark', 'Kopenhagen', 'Copenhagen'], ['dänisch', 'danish']),
  c('de', 'Deutschland', 'member', ['Germany', 'Bundesregierung'], ['deutsch', 'german']),
  c('ee', 'Estland', 'member', ['Estonia'], ['estnisch', 'estonian']),
  c('fi', 'Finnland', 'member', ['Finland'], ['finnisch', 'finnish']),
  c('fr', 'Frankreich', 'member', ['France', 'Paris', 'Élysée', 'Elysee'], ['französisch', 'french']),
  c('gr', 'Griechenland', 'member', ['Greece', 'Athen', 'Athens'], ['griechisch', 'greek']),
  c('ie', 'Irland', 'member', ['Ireland', 'Dublin'], ['irisch', 'irish']),
  c('it', 'Italien', 'member', ['Italy', 'Rom', 'Rome'], ['italienisch', 'italian']),
  c('hr', 'Kroatien', 'member', ['Croatia'], ['kroatisch', 'croatian']),
  c('lv', 'Lettland', 'member', ['Latvia'], ['lettisch', 'latvian']),
  c('lt', 'Litauen', 'member', ['Lithuania'], ['litauisch', 'lithuanian']),
  c('lu', 'Luxemburg', 'member', ['Luxembourg'], ['luxemburgisch']),
  c('mt', 'Malta', 'member', [], ['maltesisch', 'maltese']),
  c(
    'nl',
    'Niederlande',
    'member',
    ['Netherlands', 'Holland', 'Den Haag', 'Amsterdam'],
    ['niederländisch', 'dutch'],
    'in den Niederlanden',
  ),
  c('at', 'Österreich', 'member', ['Austria', 'Wien', 'Vienna'], ['österreichisch', 'austrian']),
  c('pl', 'Polen', 'member', ['Poland', 'Warschau', 'Warsaw'], ['polnisch', 'polish']),
  c('pt', 'Portugal', 'member', ['Lissabon', 'Lisbon'], ['portugiesisch', 'portuguese']),
  c('ro', 'Rumänien', 'member', ['Romania', 'Bukarest', 'Bucharest'], ['rumänisch', 'romanian']),
  c('se', 'Schweden', 'member', ['Sweden', 'Stockholm'], ['schwedisch', 'swedish']),
  c('sk', 'Slowakei', 'member', ['Slovakia'], ['slowakisch', 'slovak'], 'in der Slowakei'),
  c('si', 'Slowenien', 'member', ['Slovenia'], ['slowenisch', 'slovenian']),
  c('es', 'Spanien', 'member', ['Spain', 'Madrid'], ['spanisch', 'spanish']),
  c('cz', 'Tschechien', 'member', ['Czechia', 'Czech Republic', 'Prag', 'Prague'], ['tschechisch', 'czech']),
  c('hu', 'Ungarn', 'member', ['Hungary', 'Budapest'], ['ungarisch', 'hungarian']),
  c('cy', 'Zypern', 'member', ['Cyprus'], ['zyprisch', 'cypriot']),
  c('ua', 'Ukraine', 'candidate', ['Kiew', 'Kyiv', 'Kiev'], ['ukrainisch', 'ukrainian'], 'in der Ukraine'),
  c(
    'md',
    'Moldau',
    'candidate',
    ['Moldova', 'Moldawien', 'Republik Moldau'],
    ['moldauisch', 'moldawisch', 'moldovan'],
    'in der Republik Moldau',
  ),
  c('ge', 'Georgien', 'candidate', ['Georgia', 'Tiflis', 'Tbilisi'], ['georgisch', 'georgian']),
  c('al', 'Albanien', 'candidate', ['Albania'], ['albanisch', 'albanian']),
  c('mk', 'Nordmazedonien', 'candidate', ['North Macedonia'], ['nordmazedonisch']),
  c('me', 'Montenegro', 'candidate', [], ['montenegrinisch']),
  c('rs', 'Serbien', 'candidate', ['Serbia', 'Belgrad', 'Belgrade'], ['serbisch', 'serbian']),
  c('ba', 'Bosnien-Herzegowina', 'candidate', ['Bosnien', 'Bosnia'], ['bosnisch', 'bosnian']),
  c('tr', 'Türkei', 'candidate', ['Turkey', 'Türkiye', 'Ankara'], ['türkisch', 'turkish'], 'in der Türkei'),
  c('xk', 'Kosovo', 'candidate', [], ['kosovarisch'], 'im Kosovo'),
  c(
    'gb',
    'Großbritannien',
    'neighbour',
    ['Britain', 'UK', 'United Kingdom', 'Vereinigtes Königreich', 'London', 'England', 'Schottland', 'Scotland'],
    ['britisch', 'british', 'englisch'],
  ),
  c('ch', 'Schweiz', 'neighbour', ['Switzerland', 'Bern'], ['schweizer', 'swiss'], 'in der Schweiz'),
  c('no', 'Norwegen', 'neighbour', ['Norway', 'Oslo'], ['norwegisch', 'norwegian']),
  c('is', 'Island', 'neighbour', ['Iceland'], ['isländisch', 'icelandic']),
  c('ru', 'Russland', 'neighbour', ['Russia', 'Moskau', 'Moscow', 'Kreml', 'Kremlin'], ['russisch', 'russian']),
  c('by', 'Belarus', 'neighbour', ['Weißrussland', 'Minsk'], ['belarussisch', 'belarusian']),
  // Beyond Europe: named for hashtags and to keep member-state claims away from them.
  c(
    'us',
    'USA',
    'world',
    ['US', 'Vereinigte Staaten', 'United States', 'Washington', 'Weißes Haus', 'White House'],
    ['amerikanisch', 'american'],
    'in den USA',
  ),
  c('cn', 'China', 'world', ['Peking', 'Beijing'], ['chinesisch', 'chinese']),
  c('il', 'Israel', 'world', ['Jerusalem', 'Tel Aviv'], ['israelisch', 'israeli']),
  c(
    'ps',
    'Gaza',
    'world',
    ['Gazastreifen', 'Gaza Strip', 'Westjordanland', 'West Bank'],
    ['palästinensisch', 'palestinian'],
  ),
  c('ir', 'Iran', 'world', ['Teheran', 'Tehran'], ['iranisch', 'iranian'], 'im Iran'),
  c('sy', 'Syrien', 'world', ['Syria', 'Damaskus', 'Damascus'], ['syrisch', 'syrian']),
  c('af', 'Afghanistan', 'world', ['Kabul'], ['afghanisch', 'afghan']),
  c('iq', 'Irak', 'world', ['Iraq', 'Bagdad', 'Baghdad'], ['irakisch', 'iraqi'], 'im Irak'),
  c('lb', 'Libanon', 'world', ['Lebanon', 'Beirut'], ['libanesisch', 'lebanese'], 'im Libanon'),
  c('in', 'Indien', 'world', ['India', 'Neu-Delhi', 'New Delhi'], ['indisch', 'indian']),
  c('jp', 'Japan', 'world', ['Tokio', 'Tokyo'], ['japanisch', 'japanese']),
  c('kr', 'Südkorea', 'world', ['South Korea', 'Seoul'], ['südkoreanisch', 'south korean']),
  c('kp', 'Nordkorea', 'world', ['North Korea', 'Pjöngjang', 'Pyongyang'], ['nordkoreanisch', 'north korean']),
  c('tw', 'Taiwan', 'world', ['Taipeh', 'Taipei'], ['taiwanisch', 'taiwanese']),
  c('ca', 'Kanada', 'world', ['Canada', 'Ottawa'], ['kanadisch', 'canadian']),
  c('br', 'Brasilien', 'world', ['Brazil', 'Brasília'], ['brasilianisch', 'brazilian']),
  c('za', 'Südafrika', 'world', ['South Africa'], ['südafrikanisch', 'south african']),
];

/** Territories far from the continent that are part of the EU (its outermost regions), with their state. */
export const euTerritories: { name: string; names: string[]; state: string }[] = [
  { name: 'Mayotte', names: ['Mayotte'], state: 'fr' },
  { name: 'Réunion', names: ['Réunion', 'La Réunion', 'Reunion'], state: 'fr' },
  { name: 'Guadeloupe', names: ['Guadeloupe'], state: 'fr' },
  { name: 'Martinique', names: ['Martinique'], state: 'fr' },
  { name: 'Französisch-Guayana', names: ['Französisch-Guayana', 'French Guiana'], state: 'fr' },
  { name: 'Saint-Martin', names: ['Saint-Martin'], state: 'fr' },
  { name: 'die Azoren', names: ['Azoren', 'Azores'], state: 'pt' },
  { name: 'Madeira', names: ['Madeira'], state: 'pt' },
  { name: 'die Kanaren', names: ['Kanaren', 'Kanarische Inseln', 'Kanarischen Inseln', 'Canary Islands'], state: 'es' },
];

export const countryByCode = new Map(countries.map((x) => [x.code, x]));

interface Matcher {
  /** All-capital names (UK, USA, US) match only when written in capitals: „us“ is an English pronoun. */
  acronyms: Map<string, string>;
  words: Map<string, string>;
  phrases: { parts: string[]; code: string }[];
  prefixes: { prefix: string; code: string }[];
}

const matcher: Matcher = (() => {
  const acronyms = new Map<string, string>();
  const words = new Map<string, string>();
  const phrases: Matcher['phrases'] = [];
  const prefixes: Matcher['prefixes'] = [];
  const add = (form: string, code: string) => {
    if (/^[A-Z]{2,3}$/.test(form)) return void acronyms.set(form, code);
    const parts = tokenize(form).map((t) => fold(t.raw));
    if (parts.length === 1) words.set(parts[0], code);
    else phrases.push({ parts, code });
  };
  for (const country of countries) {
    for (const n of country.names) add(n, country.code);
    for (const a of country.adjectives) prefixes.push({ prefix: fold(a), code: country.code });
  }
  for (const t of euTerritories) for (const n of t.names) add(n, `territory:${t.name}`);
  return { acronyms, words, phrases, prefixes };
})();

/**
 * The countries (ISO codes) and EU territories („territory:Mayotte“) a text names, in order of first mention.
 * Names are whole words, also in the genitive („Frankreichs“); adjectives match as word starts
 * („französischen“). Names of people are not places: „Paris Hilton“ still reads as Paris (rare in news).
 */
export function countriesIn(text: string): string[] {
  const raw = tokenize(text).map((t) => t.raw);
  const tokens = raw.map(fold);
  const found: string[] = [];
  const push = (code: string) => found.includes(code) || found.push(code);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const acronym = matcher.acronyms.get(raw[i]);
    if (acronym) {
      push(acronym);
      continue;
    }
    const phrase = matcher.phrases.find((p) => p.parts.every((part, k) => tokens[i + k] === part));
    if (phrase) {
      push(phrase.code);
      continue;
    }
    const word = matcher.words.get(t) ?? (t.endsWith('s') ? matcher.words.get(t.slice(0, -1)) : undefined);
    if (word) {
      push(word);
      continue;
    }
    const adjective = matcher.prefixes.find((p) => t.startsWith(p.prefix) && t.length - p.prefix.length <= 3);
    if (adjective) push(adjective.code);
  }
  return found;
}

export const isMember = (code: string) => countryByCode.get(code)?.status === 'member';

/** „die Ukraine“ / „sie“, „Serbien“ / „es“: a country as the subject of a German sentence. */
export function asSubject(name: string): { nominative: string; pronoun: string } {
  const country = countries.find((x) => x.name === name);
  const inPhrase = country?.inPhrase ?? `in ${name}`;
  if (inPhrase.startsWith('in der ')) return { nominative: `die ${inPhrase.slice(7)}`, pronoun: 'sie' };
  if (inPhrase.startsWith('in den ')) return { nominative: `die ${name}`, pronoun: 'sie' };
  if (inPhrase.startsWith('im ')) return { nominative: `das ${name}`, pronoun: 'es' };
  return { nominative: name, pronoun: 'es' };
}

/** „in Frankreich“, „in den Niederlanden“. */
export const placePhrase = (name: string) => countries.find((x) => x.name === name)?.inPhrase ?? `in ${name}`;
