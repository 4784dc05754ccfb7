/**
 * Outlets named where an editor names them (editorial rubric, class 1): a fact says whose report it is
 * („… (SPIEGEL).“), so numbers, quotes, evaluations and reported speech never read as the organisation's own
 * statement. The hook names its outlet too when it carries a number, a quote or a judgement.
 */
import { outletInText } from '../../../../../shared/outlet-name';
import { joinGerman } from './join';
import { speakerMarker } from './sentence-rules';

// Judgements and hedges: an outlet's view, not a fact we state.
const evaluative =
  /(?<!\p{L})(?:riskant\p{L}*|gewagt\p{L}*|überraschend\p{L}*|spektakulär\p{L}*|dramatisch\p{L}*|historisch\p{L}*|krachend\p{L}*|hitzig\p{L}*|heftig\p{L}*|düpiert\p{L}*|Dilemma|Debakel|Desaster|Schlappe|Klatsche|Triumph\p{L}*|Coup|peinlich\p{L}*|umstritten\p{L}*|fragwürdig\p{L}*|hervorragend\p{L}*|Manöver|Paukenschlag|Befreiungsschlag|ersehnt\p{L}*|verzweifelt\p{L}*|katastrophal\p{L}*|verheerend\p{L}*|offenbar|angeblich|wohl|vermutlich|mutmaßlich\p{L}*|scharf\p{L}*|massiv\p{L}*|Skandal\p{L}*|Chaos|chaotisch\p{L}*|emotionalst\p{L}*)(?!\p{L})/u;
/**
 * Stronger than the words above: a judgement on what someone did („ein riskantes Manöver“, „das hervorragende
 * Ergebnis“). In parentheses after it, the reader still takes it for a fact or for ours; such a sentence says in
 * words who writes it, unless it names who judges.
 */
const judgement =
  /(?<!\p{L})(?:riskant\p{L}*|hervorragend\p{L}*|Manöver|Schachzug|Coup|Spieler|peinlich\p{L}*|blamabel\p{L}*|geschickt\p{L}*|mutig\p{L}*|feige\p{L}*|naiv\p{L}*|dreist\p{L}*|skandalös\p{L}*|Armutszeugnis|Farce|Posse|zu Recht|zu Unrecht)(?!\p{L})/u;
/** Whether a text carries a judgement on what someone did. */
export const isJudgement = (text: string) => judgement.test(text);

/** A judgement whose speaker the sentence does not name. */
export const isOutletsView = (text: string) => judgement.test(text) && !speakerMarker.test(text);

/** „der SPIEGEL“, „tagesschau“: an outlet as the subject of „schreibt“. */
const asSubject = (outlet: string) =>
  /^(DER|DIE|DAS) /.test(outlet) ? outlet.replace(/^(\S+)/, (a) => a.toLowerCase()) : outletInText(outlet);

const quoted = /[„"»«“][^„"»«“]{3,}[“"«»”]/u;
// A figure in digits or in words („vier Milliarden Euro“).
const numbered = /\d|(?<!\p{L})(?:Million\p{L}*|Milliard\p{L}*|Prozent\p{L}*)(?!\p{L})/u;
const konjunktivI = /(?<!\p{L})(?:sei|seien|habe|werde|könne|müsse|solle|wolle|dürfe|gebe)(?!\p{L})/u;

/** Whether the sentence names a source already („laut tagesschau“, „(SPIEGEL)“, „berichtet der SPIEGEL“). */
export function hasAttribution(text: string, outlets: string[]): boolean {
  if (/\((?!Stand:)[^)]{2,40}\)[.!?“”"«»]*\s*$/u.test(text)) return true;
  const names = outlets.flatMap((o) => [o, outletInText(o)]);
  return names.some((n) =>
    new RegExp(
      `(?:laut|berichtet(?:e)?|schreibt|schrieb|meldet(?:e)?|titelt(?:e)?|zufolge|nach Angaben)\\s+(?:der |des |dem |die )?${escape(n)}|${escape(n)}\\s+(?:berichte[tn]|schreib(?:t|en)|melde[tn]|zufolge)`,
      'iu',
    ).test(text),
  );
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the text names the outlet anywhere („laut POLITICO“, „(SPIEGEL)“), by its name or its name in text. */
export const namesOutlet = (text: string, outlet: string) =>
  [outlet, outletInText(outlet)].some((name) => new RegExp(`(?<!\\p{L})${escape(name)}(?!\\p{L})`, 'u').test(text));

/** Whether a hook needs its outlet named: a number, a quotation, reported speech or a judgement. */
export function hookNeedsOutlet(text: string): boolean {
  return numbered.test(text) || quoted.test(text) || konjunktivI.test(text) || evaluative.test(text);
}

/** „… gesenkt (SPIEGEL).“: the outlets in parentheses before the sentence's final punctuation. */
export function withOutlets(text: string, outlets: string[]): string {
  const names = [...new Set(outlets.map(outletInText))];
  if (!names.length || hasAttribution(text, outlets)) return text;
  // „… (Stand: 7. Juni).“ becomes „… (SPIEGEL, Stand: 7. Juni).“
  const stand = /^(.*?)\s*\((Stand: [^)]+)\)([.!?]?)\s*$/su.exec(text.trim());
  if (stand) return `${stand[1]} (${names.join(', ')}, ${stand[2]})${stand[3] || '.'}`;
  const m = /^(.*?)([.!?]?)(["“”«»]?)\s*$/su.exec(text.trim())!;
  const [, body, stop, quote] = m;
  if (isOutletsView(text)) {
    const subjects = [...new Set(outlets.map(asSubject))];
    return `${body}${quote}, ${subjects.length > 1 ? 'schreiben' : 'schreibt'} ${joinGerman(subjects)}${stop || '.'}`;
  }
  return `${body}${quote} (${names.join(', ')})${stop || '.'}`;
}
