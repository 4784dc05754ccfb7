import { endsComplete, leadingClause, leadingSentences, tidy, type Shortened } from './clause-cut';
import { countryPatterns, isCountryName } from './countries';

/**
 * Sharepic 1's headline from a topic's title, as a newsroom would set it: typographic dashes and German quotes,
 * the feed's labels moved out of the headline, and a cut (only for very long titles) that keeps who and where.
 *
 * Feeds put labels into titles: Deutschlandfunk opens with a „Dachzeile“ („Sachsen - Chemnitz will …“,
 * „Anschlag in Magdeburg - Zahl der Todesopfer …“), SPIEGEL ends with a format („… - SPIEGEL TV“, „… -
 * Livestream“), SPIEGEL puts one before a colon („Ukraine: EU-Kommission gibt …“). A Dachzeile is a noun
 * phrase before a spaced dash or a colon, followed by a headline that starts with a capital; it becomes the
 * slide's kicker. A spaced dash inside a sentence („… befragt - und gibt …“) is a dash and stays.
 */
export interface Headline extends Shortened {
  /** The Dachzeile the feed put before the headline, for the kicker; empty when there was none. */
  dachzeile: string;
}

/** Headlines up to this length are set whole; the title image shows them at 70 px or more. */
export const sharepicHeadlineBudget = 110;

/** Straight and foreign quotes as German quotes, hyphens between words as dashes, three dots as an ellipsis. */
export function typographic(text: string): string {
  return (
    text
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/(^|[\s(])"([^"]+)"/g, '$1„$2“')
      .replace(/»([^«]+)«/g, '„$1“')
      .replace(/“([^”„]+)”/g, '„$1“')
      .replace(/\s+(?:-{1,2}|—)\s+/g, ' – ')
      .replace(/\.\.\./g, '…')
      // An accent or a straight quote typed for an apostrophe („bröckelt´s“, „geht's“).
      .replace(/(?<=\p{L})[´`'](?=\p{L})/gu, '’')
  );
}

// A format label a feed appends: not part of the news.
const formatSuffix =
  /\s+–\s+(?:SPIEGEL TV|SPIEGEL Update|Livestream|Live-Ticker|Liveblog|Live|Video|Podcast|Best of .+|Kommentar|Analyse|Interview)$/i;
// Words a Dachzeile may hold besides capitalised ones: it is a noun phrase, never a clause.
const dachzeileWords =
  /^(?:in|im|am|an|auf|aus|bei|beim|für|gegen|mit|nach|nahe|über|um|unter|vor|vom|von|zum|zur|zu|der|die|das|den|dem|des|ein|eine|einer|und|oder|&|–|\d[\d.,]*|\p{Lu}.*|„.*|".*)$/u;

function splitDachzeile(text: string, colons: boolean): { dachzeile: string; rest: string } {
  const match = (colons ? /^(.{2,48}?)(?: – |: )(.+)$/ : /^(.{2,48}?) – (.+)$/).exec(text);
  if (!match) return { dachzeile: '', rest: text };
  const [, head, rest] = match as unknown as [string, string, string];
  const nounPhrase = head.split(' ').every((w) => dachzeileWords.test(w)) && !/[.!?:]$/.test(head);
  const headline = /^[\p{Lu}„"0-9]/u.test(rest) && rest.split(' ').length >= 3;
  // SPIEGEL's „Ukraine: …“, „Russland-Ukraine-Krieg: …“. A single word before a colon may be a speaker
  // („Pistorius: Deutschland könnte …“), so it moves out only when it is a country or a compound; and a quote
  // after a colon belongs to who or what is named before it („Windpark Buckau: „Mit Ignoranz …““).
  const colon = text.charAt(head.length) === ':';
  const label = !colon || ((head.includes(' ') || isCountryName(head) || /[-\d]/.test(head)) && !/^[„"]/.test(rest));
  return nounPhrase && headline && label ? { dachzeile: head, rest } : { dachzeile: '', rest: text };
}

/** Names of places and actors in a text: countries, their capitals and leaders (countries.ts), acronyms („USA“, „VW“). */
function namesIn(full: string): string[] {
  // An aside in brackets names no actor of the headline („(DER SPIEGEL)“).
  const text = full.replace(/\([^)]*\)/g, ' ');
  const names = countryPatterns.filter(([, re]) => re.test(text)).map(([country]) => country.code);
  const acronyms = text.match(/(?<![\p{L}])\p{Lu}{2,}(?![\p{Ll}])/gu) ?? [];
  return [...names, ...acronyms];
}

const keeps = (candidate: string, names: string[]) => names.filter((n) => namesIn(candidate).includes(n)).length;

/** The headline cut at a boundary where it stays complete, keeping as many of its names as any such cut. */
function shorten(text: string, max: number): Shortened {
  if (text.length <= max) return { text, cut: 'none' };
  const names = namesIn(text);
  const parts = text.split(' – ');
  const candidates = [
    ...parts.filter((p) => p.length >= 15),
    ...parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join(' – ')),
    leadingSentences(text, max),
    leadingClause(text, max),
  ].filter((c): c is string => Boolean(c) && c!.length <= max);
  const best = candidates.sort((a, b) => keeps(b, names) - keeps(a, names) || b.length - a.length)[0];
  if (best && keeps(best, names) === names.length) return { text: best, cut: 'clause' };
  // A word cut from the start keeps the subject; the caller asks an editor to check it.
  const words = text.slice(0, max - 1).split(' ');
  if (!/\s/.test(text[max - 1] ?? ' ')) words.pop();
  while (words.length > 1 && !endsComplete(tidy(words.join(' ')))) words.pop();
  return { text: `${tidy(words.join(' '))}…`, cut: 'word' };
}

/** `colons: false` is the rule before colon Dachzeilen (November 2026), for titles drawn under it. */
export function sharepicHeadline(
  title: string,
  max = sharepicHeadlineBudget,
  { colons = true }: { colons?: boolean } = {},
): Headline {
  const clean = typographic(title).replace(formatSuffix, '');
  const { dachzeile, rest } = splitDachzeile(clean, colons);
  return { ...shorten(rest, max), dachzeile };
}
