import hyphenDe from 'hyphen/de/index.js';
import { month, scale, unit } from './key-figures';
import { breakQuality, type BreakQuality } from './word-parts';

/** A piece of a word that may end a line, whether a visible hyphen is then added, and how good a break after it is. */
export interface Piece {
  text: string;
  addHyphen: boolean;
  quality: BreakQuality;
}

/** A word as break opportunities. */
export interface Word {
  text: string;
  pieces: Piece[];
}

/** A block's text, normalised and hyphenated once, so fitting it at many sizes repeats none of that work. */
export interface PreparedText {
  paragraphs: Word[][];
  /** True when the text had more characters than its block could ever show and the rest was dropped. */
  clipped: boolean;
}

/**
 * The hyphenation library slices its input once per character, so its work grows with the square of a word's
 * length (a 40,000-character word took 4.7 s). No German word comes near this length (the longest in use have
 * about 60 letters); longer runs of letters are not words and are cut by characters instead.
 */
export const maxHyphenatedLength = 80;

/**
 * Strings longer than this are not measured whole by satori (whose work grows with the length); their width is
 * the sum of their characters, which ignores kerning only where the text is no word anyway.
 */
export const maxMeasuredLength = maxHyphenatedLength;

/**
 * No glyph that carries text is narrower than this fraction of the font size (Inter's narrowest, „.“ and „i“,
 * take about a quarter). It bounds how many characters a block could show, so text beyond that bound can be
 * dropped before it is hyphenated and measured: such a block overflows anyway.
 */
const narrowestGlyphEm = 0.1;

const softHyphen = '\u00AD';
export const hyphen = '-';
export const ellipsis = '…';

export function normalizeText(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n+/)
    .map((p) =>
      p
        .replace(/[\s\u00A0]+/g, ' ')
        .trim()
        .replace(/\u00AD/g, ''),
    )
    .filter((p) => p !== '')
    .map((p) => bindNames(bindFigures(p.split(' '))));
}

// A number and its unit, scale or month are read as one: „38 / Prozent“ or „13. / Juni“ across lines is not.
const figureToken =
  /^(?:[(„]?\d+(?:[.,]\d+)*\.?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|hundert)$/i;
const unitToken = new RegExp(`^(?:${unit}|${scale}|${month})[.,;:!?)“]*$`);
const nbsp = '\u00A0';

function bindFigures(words: string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    const before = out.at(-1);
    if (before !== undefined && unitToken.test(word) && figureToken.test(before.split(nbsp).at(-1)!)) {
      out[out.length - 1] = `${before}${nbsp}${word}`;
    } else out.push(word);
  }
  return out;
}

// A name is read as one: „Emmanuel / Macron“ across lines is not. Of two or more capitalised words in a row the
// last two are bound („Parteichef Éric Ciotti“, „Kevin Kühnert und Olaf Scholz“), when short enough for any line.
// Articles, prepositions and pronouns that open a sentence („Die Zölle“, „In Finnland“) are capitalised only there.
const opener =
  /^(?:Der|Die|Das|Den|Dem|Des|Ein|Eine|Einen|Einem|Einer|Eines|Ab|Im|In|Am|An|Auf|Zwischen|Neben|Während|Wegen|Aus|Bei|Mit|Nach|Von|Vom|Vor|Zu|Zum|Zur|Für|Über|Unter|Seit|Gegen|Ohne|Um|Durch|Bis|Wie|Was|Wer|Wo|Wann|Warum|Es|Er|Sie|Wir|Ich|Ihr|Man|Auch|Aber|Und|Oder|Doch|So|Dass|Ob|Wenn|Als|Weil|Noch|Nur|Schon|Jetzt|Dann|Dies|Diese|Dieser|Dieses|Kein|Keine|Jeder|Jede|Alle|Mehr|Viele|Laut|Trotz|Nun|Heute|Neue|Neuer|Neues)$/;
const nameStart = /^\p{Lu}[\p{L}’']*$/u;
const nameEnd = /^\p{Lu}[\p{L}’']*[.,;:!?)“”]?$/u;
const maxBoundName = 22;

function bindNames(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const [word, next, after] = [words[i]!, words[i + 1], words[i + 2]];
    const pair = next !== undefined && nameStart.test(word) && !opener.test(word) && nameEnd.test(next);
    const runGoesOn = pair && nameStart.test(next) && after !== undefined && nameEnd.test(after);
    if (pair && !runGoesOn && word.length + next.length < maxBoundName) {
      out.push(`${word}${nbsp}${next}`);
      i++;
    } else out.push(word);
  }
  return out;
}

function syllables(part: string): string[] {
  if (part.length > maxHyphenatedLength) return [part];
  return hyphenDe.hyphenateSync(part).split(softHyphen);
}

function splitWord(word: string): Word {
  const pieces: Piece[] = [];
  // Existing hyphens ("EU-Kommission") are break points that need no extra hyphen, and the best ones.
  for (const part of word.split(/(?<=-)/)) {
    const parts = syllables(part).filter((s) => s !== '');
    const letters = part.replace(/-$/, '');
    let before = '';
    parts.forEach((s, i) => {
      before += s;
      const last = i === parts.length - 1;
      const quality = last ? 2 : breakQuality(before, letters.slice(before.length));
      pieces.push({ text: s, addHyphen: !last, quality });
    });
  }
  return { text: word, pieces };
}

/** The first `n` UTF-16 units of `s`, without splitting a surrogate pair. */
function head(s: string, n: number): string {
  const code = s.charCodeAt(n - 1);
  return s.slice(0, code >= 0xd800 && code <= 0xdbff ? n - 1 : n);
}

/**
 * Normalises whitespace, keeps at most `maxChars` characters (the rest could never be shown) and splits the
 * words into syllables. Linear in the length of the text.
 */
export function prepareText(text: string, maxChars = Infinity): PreparedText {
  const paragraphs: Word[][] = [];
  let used = 0;
  for (const paragraph of normalizeText(text)) {
    const words: Word[] = [];
    for (const word of paragraph) {
      const room = maxChars - used;
      if (word.length > room) {
        const kept = room > 0 ? head(word, room) : '';
        if (kept !== '') words.push(splitWord(kept));
        if (words.length > 0) paragraphs.push(words);
        return { paragraphs, clipped: true };
      }
      used += word.length + 1;
      words.push(splitWord(word));
    }
    paragraphs.push(words);
  }
  return { paragraphs, clipped: false };
}

/** At most how many characters a block could show in a box at its smallest size: a generous upper bound. */
export function blockCapacity(box: { width: number; height: number }, minSize: number, lineHeight: number): number {
  const lines = Math.max(1, Math.floor(box.height / (minSize * lineHeight)));
  return lines * Math.ceil(box.width / (narrowestGlyphEm * minSize));
}

/** Every string whose width the layout may ask for, so they can be measured in one batch. */
export function stringsToMeasure(prepared: PreparedText): string[] {
  const out = new Set<string>([hyphen, ellipsis, 'x', 'x x']);
  for (const paragraph of prepared.paragraphs) {
    for (const word of paragraph) {
      if (word.text.length <= maxMeasuredLength) out.add(word.text);
      for (const piece of word.pieces) {
        if (piece.text.length <= maxMeasuredLength) out.add(piece.text);
        for (const ch of piece.text) out.add(ch);
      }
    }
  }
  return [...out];
}
