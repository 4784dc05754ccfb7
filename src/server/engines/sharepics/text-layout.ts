import type { FontWeight } from './branding';
import type { TextMeasurer } from './measure';
import { blockCapacity, ellipsis, hyphen, prepareText, type PreparedText, type Word } from './text-prepare';

/** One text block (a title or a body) and the bounds its font size may move in. */
export interface TextBlockSpec {
  text: string;
  weight: FontWeight;
  maxSize: number;
  minSize: number;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
  /** Space above this block when a block above it has text; the box's gap when not given. */
  gapBefore?: number;
  /**
   * At most this many lines where the text allows (a title of six lines reads as a paragraph and loses its end in
   * the profile grid): smaller sizes are tried first, and only text that cannot fit so is set in more.
   */
  maxLines?: number;
}

export interface LaidOutBlock {
  lines: string[];
  fontSize: number;
  lineHeight: number;
  weight: FontWeight;
  gapBefore?: number;
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

/** Measured widths are rounded by satori; keep a margin so a line never grazes the edge. */
const safety = 0.98;
const fontSizeStep = 2;
/** A line before the last narrower than this share of the box is ragged (see `fitBlocks`). */
const minInnerLine = 0.4;

/** Width as the sum of single characters (no kerning): for strings that were never measured whole. */
function charsWidth(m: TextMeasurer, text: string, size: number): number {
  const space = m.width('x x', size) - 2 * m.width('x', size);
  let sum = 0;
  for (const ch of text) sum += ch === ' ' ? space : m.width(ch, size);
  return sum;
}

/**
 * Greedy line breaking, linear in the length of the text: every piece of a word is measured once, and the width
 * of what is left of a word comes from sums kept beside it. Words wider than a whole line are hyphenated at their
 * syllables (and only cut by characters when a single syllable is still too wide); with `eager`, any word at a
 * line end may be hyphenated. Stops once more than `maxLines` lines are made: the rest could not be shown.
 */
function breakWords(
  paragraphs: Word[][],
  maxWidth: number,
  size: number,
  m: TextMeasurer,
  eager: boolean,
  maxLines = Infinity,
  /** Counts the words this layout breaks where no hyphen stands in the text. */
  stats?: { broken: number },
): string[] {
  const w = (s: string) => m.width(s, size);
  const space = w('x x') - 2 * w('x');
  const limit = maxWidth * safety;
  const hyphenWidth = w(hyphen);
  // Strings too long to be measured whole, and remainders of a cut syllable, are summed from their characters.
  const pw = (s: string) => (m.has(s) ? w(s) : charsWidth(m, s, size));
  const lines: string[] = [];
  const full = () => lines.length > maxLines;

  for (const paragraph of paragraphs) {
    let line = '';
    let lineWidth = 0;
    const push = () => {
      if (line !== '') lines.push(line);
      line = '';
      lineWidth = 0;
    };
    for (const word of paragraph) {
      if (full()) break;
      const texts = word.pieces.map((p) => p.text);
      const widths = texts.map(pw);
      // after[i]: width of the pieces behind piece i, so the width of what is left never needs a new sum.
      const after = new Array<number>(texts.length + 1).fill(0);
      for (let i = texts.length - 2; i >= 0; i--) after[i] = after[i + 1] + widths[i + 1];
      let start = 0;
      // The whole word is measured with its kerning; its pieces only when it has to be broken.
      let restWidth = m.has(word.text) ? w(word.text) : widths[0] + after[0];
      const rest = () => texts.slice(start).join('');
      while (start < texts.length && !full()) {
        const lead = line === '' ? 0 : lineWidth + space;
        if (lead + restWidth <= limit) {
          line = line === '' ? rest() : `${line} ${rest()}`;
          lineWidth = lead + restWidth;
          break;
        }
        if (!eager && line !== '') {
          push();
          continue;
        }
        // The best break that still fits on this line: at a joint of the compound rather than inside a part
        // (word-parts.ts), then the longest run of syllables. A poor break is taken only by a word alone on
        // its line; otherwise the word moves to the next line.
        let fit = start;
        let fitWidth = 0;
        let fitQuality = -1;
        let acc = 0;
        for (let i = start; i < texts.length - 1; i++) {
          acc += widths[i];
          const withHyphen = acc + (word.pieces[i].addHyphen ? hyphenWidth : 0);
          if (lead + withHyphen > limit) break;
          if (word.pieces[i].quality >= fitQuality) {
            fit = i + 1;
            fitWidth = withHyphen;
            fitQuality = word.pieces[i].quality;
          }
        }
        if (fitQuality === 0 && line !== '') {
          push();
          continue;
        }
        if (fit > start) {
          if (stats && word.pieces[fit - 1].addHyphen) stats.broken++;
          const head = texts.slice(start, fit).join('') + (word.pieces[fit - 1].addHyphen ? hyphen : '');
          line = line === '' ? head : `${line} ${head}`;
          lineWidth = lead + fitWidth;
          push();
          start = fit;
          restWidth = widths[start] + after[start];
          continue;
        }
        if (line !== '') {
          push();
          continue;
        }
        // A single syllable wider than the whole line: cut it by characters into as many lines as it needs, in
        // one pass; what is left stays the first piece of the rest.
        if (stats) stats.broken++;
        const chars = [...texts[start]];
        let from = 0;
        let width = 0;
        for (let i = 0; i < chars.length && !full(); i++) {
          const cw = w(chars[i]);
          if (width + cw > limit && i > from) {
            lines.push(chars.slice(from, i).join(''));
            from = i;
            width = 0;
          }
          width += cw;
        }
        texts[start] = chars.slice(from).join('');
        widths[start] = width;
        restWidth = widths[start] + after[start];
      }
    }
    push();
    if (full()) break;
  }
  return lines;
}

export function breakLines(text: string, maxWidth: number, size: number, m: TextMeasurer, eager = true): string[] {
  return breakWords(prepareText(text).paragraphs, maxWidth, size, m, eager);
}

/** Each block's text prepared once for fitting: clipped to what its box could ever hold, then hyphenated. */
export function prepareBlocks(specs: TextBlockSpec[], box: TextBox): PreparedText[] {
  return specs.map((s) => prepareText(s.text, blockCapacity(box, s.minSize, s.lineHeight)));
}

const blockHeight = (b: LaidOutBlock) => b.lines.length * b.fontSize * b.lineHeight;

/** Height of laid-out blocks stacked with their gaps (`gap` where a block names none) between the non-empty ones. */
export function stackHeight(blocks: LaidOutBlock[], gap: number): number {
  const filled = blocks.filter((b) => b.lines.length > 0);
  return filled.reduce((sum, b, i) => sum + blockHeight(b) + (i > 0 ? (b.gapBefore ?? gap) : 0), 0);
}
const totalHeight = stackHeight;

/**
 * Picks the largest font sizes (all blocks shrink together, each between its bounds) at which the text fits
 * the box. If nothing fits at the smallest sizes, the last block is cut with an ellipsis and overflow is set.
 * The work per size is bounded by what the box can show, so fitting stays linear in the text.
 */
export function fitBlocks(
  specs: TextBlockSpec[],
  box: TextBox,
  measurers: Map<FontWeight, TextMeasurer>,
  prepared: PreparedText[] = prepareBlocks(specs, box),
): FitResult {
  const measurerFor = (weight: FontWeight) => {
    const m = measurers.get(weight);
    if (!m) throw new Error(`no measurer for weight ${weight}`);
    return m;
  };
  const layoutAt = (t: number, eager: boolean, stats?: { broken: number }): LaidOutBlock[] =>
    specs.map((s, i) => {
      const fontSize = Math.round(s.minSize + (s.maxSize - s.minSize) * t);
      // One line more than the box holds is enough to know that it does not fit.
      const maxLines = Math.floor(box.height / (fontSize * s.lineHeight)) + 1;
      const m = measurerFor(s.weight);
      const lines = breakWords(prepared[i].paragraphs, box.width, fontSize, m, eager, maxLines, stats);
      return {
        lines,
        fontSize,
        lineHeight: s.lineHeight,
        weight: s.weight,
        ...(s.gapBefore !== undefined ? { gapBefore: s.gapBefore } : {}),
      };
    });

  const clipped = prepared.some((p) => p.clipped);
  const widestRange = Math.max(1, ...specs.map((s) => s.maxSize - s.minSize));
  const steps = Math.ceil(widestRange / fontSizeStep);
  const withinLines = (blocks: LaidOutBlock[]) =>
    blocks.every((b, n) => b.lines.length <= (specs[n]!.maxLines ?? Infinity));
  // A line of the middle much shorter than the box („auf“ above „Beitrittsgespräche“), or a last line of one short
  // word („an“), breaks the shape of a title.
  const ragged = (blocks: LaidOutBlock[]) =>
    blocks.some((b, n) => {
      const m = measurerFor(specs[n]!.weight);
      const last = b.lines.at(-1)?.trim() ?? '';
      if (b.lines.length > 1 && !last.includes(' ') && last.length <= 4) return true;
      return b.lines.slice(0, -1).some((line) => charsWidth(m, line, b.fontSize) < box.width * minInnerLine);
    });
  // In order of preference, each from the largest size down: a size that breaks no word (a smaller title reads
  // better than „Zentralruss-land“) and leaves no ragged line, tried down to the middle of the range; one that
  // breaks no word; one that hyphenates only words wider than a line; one that hyphenates any line end; all within
  // each block's lines, then the last two without them.
  const passes = [
    { eager: false, whole: true, limit: true, even: true },
    { eager: false, whole: true, limit: true },
    { eager: false, whole: false, limit: true },
    { eager: true, whole: false, limit: true },
    { eager: false, whole: false, limit: false },
    { eager: true, whole: false, limit: false },
  ];
  for (const pass of clipped ? [] : passes) {
    for (let i = steps; i >= (pass.even ? steps / 2 : 0); i--) {
      const stats = { broken: 0 };
      const blocks = layoutAt(i / steps, pass.eager, stats);
      if (pass.whole && stats.broken > 0) continue;
      if (pass.limit && !withinLines(blocks)) continue;
      if (totalHeight(blocks, box.gap) > box.height) continue;
      const balanced = blocks.map((b, n) =>
        withoutShortLastLine(b, prepared[n]!, box.width, measurerFor(specs[n]!.weight), pass.eager, pass.whole),
      );
      if (pass.even && ragged(balanced)) continue;
      return { blocks: balanced, overflow: false };
    }
  }
  return { blocks: truncateToBox(layoutAt(0, true), box, measurerFor, clipped), overflow: true };
}

/**
 * A last line of one short word („auf“) reads as a leftover: slightly narrower lines carry a word down to it,
 * as long as that needs no extra line (so the block keeps its height and still fits).
 */
function withoutShortLastLine(
  block: LaidOutBlock,
  prepared: PreparedText,
  width: number,
  m: TextMeasurer,
  eager: boolean,
  /** Keep every word whole, as the layout being balanced does. */
  whole = false,
): LaidOutBlock {
  const last = block.lines.at(-1) ?? '';
  if (block.lines.length < 2 || /\s/.test(last.trim()) || last.trim().length > 4) return block;
  for (const narrower of [0.95, 0.9, 0.85, 0.8]) {
    const stats = { broken: 0 };
    const lines = breakWords(
      prepared.paragraphs,
      width * narrower,
      block.fontSize,
      m,
      eager,
      block.lines.length + 1,
      stats,
    );
    if (whole && stats.broken > 0) continue;
    if (lines.length === block.lines.length && /\s/.test(lines.at(-1)!.trim())) return { ...block, lines };
  }
  return block;
}

/** Drops lines from the last block up until the box is not overfull; the last line kept ends in an ellipsis. */
function truncateToBox(
  blocks: LaidOutBlock[],
  box: TextBox,
  measurerFor: (w: FontWeight) => TextMeasurer,
  clipped: boolean,
): LaidOutBlock[] {
  const out = blocks.map((b) => ({ ...b, lines: [...b.lines] }));
  let cutBlock: LaidOutBlock | undefined;
  for (let i = out.length - 1; i >= 0 && totalHeight(out, box.gap) > box.height; i--) {
    while (out[i].lines.length > 0 && totalHeight(out, box.gap) > box.height) {
      out[i].lines.pop();
      cutBlock = out[i];
    }
  }
  // Clipped text that happens to fit (characters without width) still lost its end: mark it like a cut.
  if (!cutBlock && clipped) cutBlock = out.findLast((b) => b.lines.length > 0);
  if (cutBlock && cutBlock.lines.length > 0) {
    const m = measurerFor(cutBlock.weight);
    const w = (s: string) => charsWidth(m, s, cutBlock.fontSize);
    let last = cutBlock.lines[cutBlock.lines.length - 1].replace(/-$/, '');
    while (last !== '' && w(last + ellipsis) > box.width * safety) last = last.slice(0, -1);
    cutBlock.lines[cutBlock.lines.length - 1] = last.trimEnd() + ellipsis;
  }
  return out;
}
