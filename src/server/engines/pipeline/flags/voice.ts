import { words } from './pattern';

/**
 * Whose voice a sentence speaks in. A claim attributed to someone (a source named in the sentence, reported
 * speech, a quotation) is that source's, not the organisation's; a question claims nothing.
 */

const quotePairs: [string, string][] = [
  ['„', '“'],
  ['"', '"'],
  ['»', '«'],
  ['«', '»'],
  ['“', '”'],
  ['‚', '‘'],
];

/** Character ranges inside quotation marks. */
function quotedRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const [open, close] of quotePairs) {
    let from = 0;
    for (;;) {
      const start = text.indexOf(open, from);
      if (start < 0) break;
      const end = text.indexOf(close, start + 1);
      if (end < 0) break;
      ranges.push([start, end + 1]);
      from = end + 1;
    }
  }
  return ranges;
}

export const insideQuotes = (text: string, index: number) =>
  quotedRanges(text).some(([start, end]) => index > start && index < end);

// Sources named in the sentence: „laut“, „zufolge“, „nach Angaben“, „nach SPIEGEL-Informationen“, „wie … mitteilte“.
const namedSource = words(
  String.raw`\b(?:[Ll]aut|[Dd]emnach|zufolge|[Nn]ach (?:eigenen |ersten |übereinstimmenden |offiziellen )?(?:Angaben|Informationen|Berichten|Schätzungen|Prognosen|Hochrechnungen|Umfragen|Einschätzung|Ansicht|Meinung|Auffassung|Aussagen)|[Nn]ach [\p{L}-]+-?(?:Informationen|[Aa]ngaben|Recherchen)|Ergebnis(?:se)? (?:einer|der|des) (?:\p{L}+ )?(?:Studie|Umfrage|Untersuchung|Analyse)|[Ww]ie (?:\S+ ){1,10}?(?:mitteilte|mitteilt|berichtete|berichtet|meldete|meldet|sagte|erklärte|bestätigte|verkündete|schrieb|schreibt|herausfand|nachweisen konnte|zeigte|ergab))\b`,
);

// A speaker and a verb of saying, thinking or warning („sagt Politologin Münch“, „Kritiker fürchten“).
const speakerVerb = words(
  String.raw`\b(?:sagt|sagte|sagten|sagen|erklärt|erklärte|erklärten|betont|betonte|warnt|warnte|warnen|warnten|fürchtet|fürchten|befürchtet|befürchten|befürchtete|glaubt|glauben|glaubte|meint|meinen|meinte|kritisiert|kritisieren|kritisierte|rechnet|rechnen|erwartet|erwarten|schätzt|schätzen|vermutet|vermuten|prognostiziert|prognostizieren|spricht|sprechen|sprach|teilte|teilt|bestätigt|bestätigte|räumt|räumte|zeigt|zeigte|sieht|sehen|verspricht|versprechen|mahnt|mahnte|verwarnt|verwarnte|hofft|hoffen|wirft|werfen|warf|unterstellt|unterstellen|schreibt|schrieb|schreiben|vertrat|vertritt|verkündete|verkündet|behauptet|behauptete|ergab|ergibt|(?:fand|fanden|findet|finden)\s+(?:\p{L}+\s+){0,4}heraus|ist überzeugt|sind überzeugt|sind sich einig|geben sich|gibt sich)\b`,
);

// „…, so Familienministerin Lisa Paus (Grüne).“
const soSpeaker = words(String.raw`,\s+so\s+(?:die|der|das|ein|eine)?\s*\p{Lu}`);

// A headline that opens with who speaks: „Polizei: Täter nutzte …“, „Verfassungsschutz: …“, „Ifo-Institut: …“.
const speakerHeadline = words(
  String.raw`(?:^|\s[-–]\s)[\p{L}-]*(?:Polizei|Staatsanwaltschaft|Ermittler|Behörden?|Regierung|Ministerium|Institut|Verfassungsschutz|Experten?|Expertin|Studie|Umfrage|Bericht|Sprecher|Sprecherin|Chef|Chefin|Politiker|Politikerin|besorgt)\s*:`,
);

// Reported speech in Konjunktiv I („der Täter habe …“, „Er sei AfD-Sympathisant“) is someone else's statement.
export const reportedSpeech = words(
  String.raw`\b(?:sei|seien|habe|werde|könne|müsse|solle|dürfe|wolle|gebe|stelle|liege|gehe|komme|stehe|bleibe|scheine|fehle|brauche|wisse|handle|überwiege)\b`,
  'i',
);

// „Der Expertenrat verwarnt die Bundesregierung: …“, „Bundesregierung besorgt: …“, „In der Linkspartei haben
// viele böse Vorahnungen: …“: a speaker's verb or attitude before a colon makes what follows their claim.
const speakerBeforeColon = words(
  String.raw`\b(?:Erkenntnis|Fazit|Ergebnis|Einschätzung|Prognose|besorgt|alarmiert|empört|skeptisch|optimistisch|zuversichtlich|überzeugt|Vorahnung\p{L}*|Sorge|Sorgen|Befürchtung\p{L}*|Hoffnung\p{L}*|Druck|drängt|drängen|appelliert|appellieren|fordert|fordern|verwarnt|warnt|warnen|mahnt|mahnen|kritisiert|kritisieren|sagt|sagen|meint|meinen|glaubt|glauben|fürchtet|fürchten|befürchtet|befürchten)\b`,
);

/** The words at this position follow „Sprecher + Verb:“ and are that speaker's claim. */
export function saidAfterColon(text: string, index: number): boolean {
  const colon = text.lastIndexOf(':', index);
  return colon > 0 && speakerBeforeColon.test(text.slice(0, colon));
}

/**
 * True when the sentence says whose claim it is: a named source, a speaker with a verb of saying, a speaker
 * headline, reported speech, or one of the sentence's own outlets named in it („(SPIEGEL)“, „berichtet n-tv“).
 */
export function isAttributed(text: string, outlets: readonly string[] = []): boolean {
  if (namedSource.test(text) || speakerVerb.test(text) || soSpeaker.test(text) || reportedSpeech.test(text))
    return true;
  if (speakerHeadline.test(text)) return true;
  return outlets.some((outlet) => outletNamed(text, outlet));
}

const isLetter = words(String.raw`^\p{L}$`);

/** „DER SPIEGEL“ is named as „SPIEGEL“, „tagesschau“ as „tagesschau“; feed suffixes do not count. */
function outletNamed(text: string, outlet: string): boolean {
  const core = outlet
    .replace(/\s+-\s+.*$/, '')
    .replace(/^(?:DER|DIE|DAS)\s+/i, '')
    .trim()
    .toLowerCase();
  if (core.length < 3) return false;
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(core); at >= 0; at = lower.indexOf(core, at + 1)) {
    const before = lower[at - 1] ?? ' ';
    const after = lower[at + core.length] ?? ' ';
    if (!isLetter.test(before) && !isLetter.test(after)) return true;
  }
  return false;
}

/** A question claims nothing: a sentence that ends with „?“ (before a closing quotation mark). */
export const isQuestion = (text: string) => /\?[“"«»”‘]?\s*$/u.test(text.trim());

const clauseBreak = /[,;:(]|\s[–—-]\s/gu;

/** The clause around a position (between commas, colons, semicolons and dashes) and the mark that opens it. */
export function clauseAt(text: string, index: number): { clause: string; opener: string } {
  let start = 0;
  let end = text.length;
  let opener = '';
  for (const m of text.matchAll(clauseBreak)) {
    const at = m.index ?? 0;
    if (at < index) {
      start = at + m[0].length;
      opener = m[0].trim();
    } else {
      end = at;
      break;
    }
  }
  return { clause: text.slice(start, end).trim(), opener };
}

// An indirect question: „wie teuer die Pläne sein könnten“, „Was der Deal verändern könnte“, „ob …“.
const interrogativeStart = words(
  String.raw`^(?:(?:und|oder|auch|doch|aber|erstmals auch)\s+)?(?:was|wer|wen|wem|wessen|wie|wo|woher|wohin|wozu|warum|weshalb|wieso|welche[rsmn]?|wann|ob|inwiefern)\b`,
  'i',
);
// A sentence or headline part that opens with a finite modal asks or wishes („Könnte Roger Federer doch ewig
// spielen“); after a comma the same order is the main clause of a condition („Wäre heute Wahl, würde …“).
const modalFirst = words(String.raw`^(?:könnte|könnten|dürfte|dürften|würde|würden|wäre|wären)\b`, 'i');

/** The words at this position are asked, not stated. */
export function isAsked(text: string, index: number): boolean {
  const { clause, opener } = clauseAt(text, index);
  return interrogativeStart.test(clause) || (opener !== ',' && modalFirst.test(clause));
}

const authority = String.raw`(?:Polizei\p{L}*|Staatsanwaltschaft|Generalstaatsanwaltschaft|Bundesanwaltschaft|Ermittler|Ermittlungsbehörden?|Behörden?|Gericht|Innenminister\p{L}*|Sicherheitsbehörden|Armee|Militär|Regierung|Ministerium)`;
// The authority speaks: „Polizei: …“, „laut Polizei“, „nach Angaben der Ermittler“, „Nach Polizeiangaben …“,
// „Die Polizei teilte mit, …“, „…, wie Armee und Sanitätsdienste mitteilten“.
const authoritySpeaks = words(
  String.raw`(?:\b${authority}\s*:|\b(?:laut|[Nn]ach (?:Angaben|Aussagen|Auskunft|Informationen) (?:der|des|von))\s+(?:\p{L}+\s+){0,2}?${authority}\b|\b[Nn]ach Polizeiangaben\b|\b${authority}\s+zufolge\b|\b${authority}\s+(?:\p{L}+\s+){0,3}?(?:teilte|teilt|teilten|sagte|sagt|erklärte|erklärt|bestätigte|bestätigt|berichtete|meldete|geht davon aus|gehen davon aus|mitteilten|mitteilte)\b)`,
);

/** The police, the prosecution, a court or an army is named as the source of the sentence („Polizei: Täter nutzte …“). */
export const authorityStates = (text: string) => authoritySpeaks.test(text);

// „die Gefahr, dass … könnten“, „Die Mitteilung, dass … könnten“: a clause that says what a fear, a claim or a
// message holds is that content, not the organisation's statement.
const contentOf = words(
  String.raw`\b(?:Gefahr|Sorge|Sorgen|Angst|Befürchtung\p{L}*|Warnung\p{L}*|Behauptung\p{L}*|Vorwurf|Mitteilung|Hinweis\p{L}*|Hoffnung|Gerücht\p{L}*|Annahme|Vermutung|Verdacht|heraufbeschworen|befürchtet|behauptet|gewarnt)\b[^.]*?,\s*dass\s*$`,
);

/** The words at this position stand in a „dass“ clause that gives the content of a fear, a claim or a message. */
export function isContentClause(text: string, index: number): boolean {
  const before = text.slice(0, index);
  const dass = before.lastIndexOf(', dass ');
  return dass >= 0 && !/[,;:]/.test(before.slice(dass + 7)) && contentOf.test(before.slice(0, dass + 7));
}
