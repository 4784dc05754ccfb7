import hyphenDe from 'hyphen/de';
import type { FontWeight } from './branding';
import type { TextMeasurer } from './measure';

/** One text block (a title or a body) and the bounds its font size may move in. */
export interface TextBlockSpec {
  text: string;
  weight: FontWeight;
  maxSize: number;
  minSize: number;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
}

export interface LaidOutBlock {
  lines: string[];
  fontSize: number;
  lineHeight: number;
  weight: FontWeight;
}

export interface TextBox {
  width: number;
  height: number;
  /** Vertical space between blocks. */
  gap: number;
}

export interface FitResult {
  blocks: LaidOutBlock[];
  overflow: boolean;
}

/** A word as break opportunities: pieces that may end a line, and whether a visible hyphen is then added. */
interface Word {
  text: string;
  pieces: { text: string; addHyphen: boolean }[];
}

const softHyphen = '\u00AD';
const hyphen = '-';
const ellipsis = '…';
/** Measured widths are rounded by satori; keep a margin so a line never grazes the edge. */
const safety = 0.98;
const fontSizeStep = 2;

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
    .map((p) => p.split(' '));
}

function splitWord(word: string): Word {
  const pieces: Word['pieces'] = [];
  // Existing hyphens ("EU-Kommission") are break points that need no extra hyphen.
  const parts = word.split(/(?<=-)/);
  for (const part of parts) {
    const syllables = hyphenDe.hyphenateSync(part).split(softHyphen);
    syllables.forEach((s, i) => pieces.push({ text: s, addHyphen: i < syllables.length - 1 }));
  }
  return { text: word, pieces: pieces.filter((p) => p.text !== '') };
}

export function toWords(text: string): Word[][] {
  return normalizeText(text).map((paragraph) => paragraph.map(splitWord));
}

/** Every string whose width the layout may ask for, so they can be measured in one batch. */
export function stringsToMeasure(text: string): string[] {
  const out = new Set<string>([hyphen, ellipsis, 'x', 'x x']);
  for (const paragraph of toWords(text)) {
    for (const word of paragraph) {
      out.add(word.text);
      for (const piece of word.pieces) {
        out.add(piece.text);
        for (const ch of piece.text) out.add(ch);
      }
    }
  }
  return [...out];
}

/**
 * Greedy line breaking. Words wider than a whole line are hyphenated at their syllables (and only cut by
 * characters when a single syllable is still too wide); with `eager`, any word at a line end may be hyphenated.
 */
export function breakLines(text: string, maxWidth: number, size: number, m: TextMeasurer, eager = true): string[] {
  const w = (s: string) => m.width(s, size);
  const space = w('x x') - 2 * w('x');
  const limit = maxWidth * safety;
  // Remainders of a cut syllable were never measured whole; their characters were.
  const pw = (s: string) => (m.has(s) ? w(s) : charsWidth(m, s, size));
  const lines: string[] = [];

  for (const paragraph of toWords(text)) {
    let line = '';
    let lineWidth = 0;
    const push = () => {
      if (line !== '') lines.push(line);
      line = '';
      lineWidth = 0;
    };
    for (const word of paragraph) {
      let pieces = word.pieces;
      let piecesWidth = w(word.text);
      while (pieces.length > 0) {
        const lead = line === '' ? 0 : lineWidth + space;
        if (lead + piecesWidth <= limit) {
          line = line === '' ? pieces.map((p) => p.text).join('') : `${line} ${pieces.map((p) => p.text).join('')}`;
          lineWidth = lead + piecesWidth;
          break;
        }
        if (!eager && line !== '') {
          push();
          continue;
        }
        // Longest run of syllables (plus hyphen) that still fits on this line.
        let fit = 0;
        let fitWidth = 0;
        let acc = 0;
        for (let i = 0; i < pieces.length - 1; i++) {
          acc += pw(pieces[i].text);
          const withHyphen = acc + (pieces[i].addHyphen ? w(hyphen) : 0);
          if (lead + withHyphen > limit) break;
          fit = i + 1;
          fitWidth = withHyphen;
        }
        if (fit > 0) {
          const head =
            pieces
              .slice(0, fit)
              .map((p) => p.text)
              .join('') + (pieces[fit - 1].addHyphen ? hyphen : '');
          line = line === '' ? head : `${line} ${head}`;
          lineWidth = lead + fitWidth;
          push();
          pieces = pieces.slice(fit);
          piecesWidth = pieces.reduce((sum, p) => sum + pw(p.text), 0);
          continue;
        }
        if (line !== '') {
          push();
          continue;
        }
        // A single syllable wider than the whole line: cut it by characters, as a last resort.
        const first = pieces[0].text;
        let cut = 0;
        let cutWidth = 0;
        for (const ch of first) {
          if (cutWidth + w(ch) > limit && cut > 0) break;
          cutWidth += w(ch);
          cut += ch.length;
        }
        line = first.slice(0, cut);
        push();
        const rest = first.slice(cut);
        pieces = rest === '' ? pieces.slice(1) : [{ ...pieces[0], text: rest }, ...pieces.slice(1)];
        piecesWidth = pieces.reduce((sum, p) => sum + pw(p.text), 0);
      }
    }
    push();
  }
  return lines;
}

/** Width as the sum of single characters (no kerning): for strings that were never measured whole. */
function charsWidth(m: TextMeasurer, text: string, size: number): number {
  const space = m.width('x x', size) - 2 * m.width('x', size);
  return [...text].reduce((sum, ch) => sum + (ch === ' ' ? space : m.width(ch, size)), 0);
}

const blockHeight = (b: LaidOutBlock) => b.lines.length * b.fontSize * b.lineHeight;

function totalHeight(blocks: LaidOutBlock[], gap: number): number {
  const filled = blocks.filter((b) => b.lines.length > 0);
  return filled.reduce((sum, b) => sum + blockHeight(b), 0) + gap * Math.max(0, filled.length - 1);
}

/**
 * Picks the largest font sizes (all blocks shrink together, each between its bounds) at which the text fits
 * the box. If nothing fits at the smallest sizes, the last block is cut with an ellipsis and overflow is set.
 */
export function fitBlocks(specs: TextBlockSpec[], box: TextBox, measurers: Map<FontWeight, TextMeasurer>): FitResult {
  const measurerFor = (weight: FontWeight) => {
    const m = measurers.get(weight);
    if (!m) throw new Error(`no measurer for weight ${weight}`);
    return m;
  };
  const layoutAt = (t: number, eager: boolean): LaidOutBlock[] =>
    specs.map((s) => {
      const fontSize = Math.round(s.minSize + (s.maxSize - s.minSize) * t);
      const lines = breakLines(s.text, box.width, fontSize, measurerFor(s.weight), eager);
      return { lines, fontSize, lineHeight: s.lineHeight, weight: s.weight };
    });

  const widestRange = Math.max(1, ...specs.map((s) => s.maxSize - s.minSize));
  const steps = Math.ceil(widestRange / fontSizeStep);
  // First look for a size that needs no optional hyphens; hyphenating every line end only when that fails.
  for (const eager of [false, true]) {
    for (let i = steps; i >= 0; i--) {
      const blocks = layoutAt(i / steps, eager);
      if (totalHeight(blocks, box.gap) <= box.height) return { blocks, overflow: false };
    }
  }
  return { blocks: truncateToBox(layoutAt(0, true), box, measurerFor), overflow: true };
}

function truncateToBox(
  blocks: LaidOutBlock[],
  box: TextBox,
  measurerFor: (w: FontWeight) => TextMeasurer,
): LaidOutBlock[] {
  const out = blocks.map((b) => ({ ...b, lines: [...b.lines] }));
  let cutBlock: LaidOutBlock | undefined;
  for (let i = out.length - 1; i >= 0 && totalHeight(out, box.gap) > box.height; i--) {
    while (out[i].lines.length > 0 && totalHeight(out, box.gap) > box.height) {
      out[i].lines.pop();
      cutBlock = out[i];
    }
  }
  if (cutBlock && cutBlock.lines.length > 0) {
    const m = measurerFor(cutBlock.weight);
    const w = (s: string) => charsWidth(m, s, cutBlock.fontSize);
    let last = cutBlock.lines[cutBlock.lines.length - 1].replace(/-$/, '');
    while (last !== '' && w(last + ellipsis) > box.width * safety) last = last.slice(0, -1);
    cutBlock.lines[cutBlock.lines.length - 1] = last.trimEnd() + ellipsis;
  }
  return out;
}
