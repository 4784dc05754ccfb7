/**
 * The figures a reader of sharepic 2 looks for („mehr als vier Milliarden Euro“, „0,25 Prozentpunkte“, „38 %“),
 * found per laid-out line so the renderer can draw them in the accent colour. A date („10. Juni“), a year
 * („seit 2019“) and a number inside a name („G7“) say when or who, not how much: they stay plain. A number word
 * counts only with its unit („vier Milliarden“, not „vier Terminals“).
 */
import { months } from '../pipeline/generate/caption/time-words';

const numberWord = 'zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|dreißig|fünfzig|hundert|tausend';
/** The words that make a number an amount (as regular-expression alternatives), shared with the line breaker. */
export const scale = 'Millionen|Million|Milliarden|Milliarde|Billionen|Mio\\.|Mrd\\.';
export const unit = 'Prozentpunkte[n]?|Prozent|%|Euro|US-Dollar|Dollar|Pfund|Franken|Kilometer|Tonnen';
export const month = months.join('|');
const hedge = '(?:mehr als|weniger als|bis zu|rund|über|knapp|fast|etwa|mindestens|gut) ';

const keyFigure = new RegExp(
  [
    // Digits, unless they are a date or a year standing alone; a day at a line's end („ab Donnerstag, 13.“) has
    // its month on the next line.
    `(?:${hedge})?(?<![\\p{L}\\d,.-])\\d+(?:[.,]\\d+)*(?!\\.?\\s(?:${month}))(?!\\.\\s*$)(?:\\s(?:${scale}))?(?:\\s?(?:${unit}))?(?![\\p{L}\\d])`,
    // Number words with their scale or unit.
    `(?:${hedge})?\\b(?:${numberWord})\\s(?:${scale}|${unit})(?:\\s(?:${unit}))?(?![\\p{L}])`,
  ].join('|'),
  'giu',
);
const year = /^(?:19|20)\d\d$/;

export interface LinePart {
  text: string;
  key: boolean;
}

/** A line cut into plain parts and key figures, in order; a line without figures is one plain part. */
export function keyFigureParts(line: string): LinePart[] {
  const parts: LinePart[] = [];
  let at = 0;
  for (const match of line.matchAll(keyFigure)) {
    const text = match[0];
    if (year.test(text)) continue;
    const start = match.index!;
    if (start > at) parts.push({ text: line.slice(at, start), key: false });
    parts.push({ text, key: true });
    at = start + text.length;
  }
  if (at < line.length || parts.length === 0) parts.push({ text: line.slice(at), key: false });
  return parts;
}
