import hyphenDe from 'hyphen/de/index.js';
import { describe, expect, it, vi } from 'vitest';
import type { FontWeight } from './branding';
import type { TextMeasurer } from './measure';
import { breakLines, fitBlocks, type TextBlockSpec } from './text-layout';
import { maxHyphenatedLength, prepareText } from './text-prepare';

/** Monospace stand-in: every character is 0.6 em wide. */
const mono: TextMeasurer = { width: (t, size) => [...t].length * 0.6 * size, has: () => true };
const measurers = new Map<FontWeight, TextMeasurer>([
  [400, mono],
  [800, mono],
]);
const fitsWidth = (lines: string[], width: number, size: number) => lines.every((l) => mono.width(l, size) <= width);

describe('breakLines', () => {
  it('hyphenates a German compound wider than the line with a visible hyphen instead of cutting it', () => {
    const lines = breakLines('Donaudampfschifffahrtsgesellschaftskapitän', 600, 60, mono, false);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(0, -1).every((l) => l.endsWith('-'))).toBe(true);
    expect(lines.join('').replace(/-/g, '')).toBe('Donaudampfschifffahrtsgesellschaftskapitän');
    // Breaks fall on syllables, e.g. never "Donaudamp-fschiff".
    expect(lines[0]).toMatch(/^Do(nau(dampf(schiff)?)?)?-$/);
    expect(fitsWidth(lines, 600, 60)).toBe(true);
  });

  it('breaks a compound at the joint of its parts, not inside one: „Übergangs-haushalt“, „Beitritts-gespräche“', () => {
    // Mono at 40 px: 24 px a letter. „Senat für Übergangshaus-“ would fit 600 px; the joint comes first.
    expect(breakLines('Senat für Übergangshaushalt', 600, 40, mono, true)).toEqual([
      'Senat für Übergangs-',
      'haushalt',
    ]);
    expect(breakLines('grünes Licht für Beitrittsgespräche', 720, 40, mono, true)).toEqual([
      'grünes Licht für Beitritts-',
      'gespräche',
    ]);
    // Never a fragment of three letters or fewer („Ministerpräsiden-tin“): the word moves on whole.
    const lines = breakLines('Die dänische Ministerpräsidentin', 740, 40, mono, true);
    expect(lines.every((l) => !/-$/.test(l) || l.endsWith('Minister-'))).toBe(true);
  });

  it('keeps words whole when they fit and breaks existing hyphens without doubling them', () => {
    const lines = breakLines('Die EU-Kommission tagt in Brüssel', 560, 40, mono, false);
    expect(lines.join(' ')).toBe('Die EU-Kommission tagt in Brüssel');
    const narrow = breakLines('EU-Kommissionspräsidentin', 300, 40, mono, false);
    expect(narrow.length).toBeGreaterThan(1);
    expect(narrow.some((l) => l.includes('--'))).toBe(false);
    expect(narrow.join('').replace(/-/g, '')).toBe('EUKommissionspräsidentin');
  });

  it('keeps umlauts, ß and explicit paragraphs', () => {
    const lines = breakLines('Größe\nÜbermaß', 2000, 40, mono);
    expect(lines).toEqual(['Größe', 'Übermaß']);
  });
});

describe('fitBlocks', () => {
  const title = (text: string): TextBlockSpec => ({ text, weight: 800, maxSize: 100, minSize: 50, lineHeight: 1.1 });
  const box = { width: 900, height: 600, gap: 20 };

  it('uses the largest size for short text and shrinks for longer text', () => {
    const short = fitBlocks([title('Kurz')], box, measurers);
    const long = fitBlocks(
      [title('Ein deutlich längerer Titel mit vielen Wörtern über Europa und die Welt')],
      box,
      measurers,
    );
    expect(short.blocks[0].fontSize).toBe(100);
    expect(long.blocks[0].fontSize).toBeLessThan(100);
    expect(long.blocks[0].fontSize).toBeGreaterThanOrEqual(50);
    expect(long.overflow).toBe(false);
  });

  it('carries a word down to a last line of one short word when that needs no extra line', () => {
    // 16 characters a line at 100 px: greedy breaking leaves „alle“ alone on the last line.
    const wide = { ...box, width: 960 };
    expect(breakLines('Europa plant neue Regeln für alle', wide.width, 100, mono)).toEqual([
      'Europa plant',
      'neue Regeln für',
      'alle',
    ]);
    const [block] = fitBlocks([title('Europa plant neue Regeln für alle')], wide, measurers).blocks;
    expect(block!.fontSize).toBe(100);
    expect(block!.lines).toEqual(['Europa plant', 'neue Regeln', 'für alle']);
  });

  it('sets a title a little smaller rather than hyphenate a word („Zentralruss-land“)', () => {
    // Mono at 100 px: 60 px a letter, 15 letters a line; „Zentralrussland“ (15) only fits from 98 px down.
    const [block] = fitBlocks([title('Ukraine greift Ziel in Zentralrussland an')], box, measurers).blocks;
    expect(block!.lines.some((l) => l.endsWith('-'))).toBe(false);
    expect(block!.lines).toContain('Zentralrussland');
    expect(block!.fontSize).toBeGreaterThanOrEqual(76);
  });

  it('sets a title in at most its lines where a smaller size allows it', () => {
    const text = 'Nato baut ein neues Hauptquartier für die Hilfe an die Ukraine in Deutschland auf';
    const free = fitBlocks([title(text)], box, measurers).blocks[0]!;
    const limited = fitBlocks([{ ...title(text), maxLines: 4 }], box, measurers).blocks[0]!;
    expect(free.lines.length).toBeGreaterThan(4);
    expect(limited.lines.length).toBeLessThanOrEqual(4);
    expect(limited.fontSize).toBeLessThan(free.fontSize);
  });

  it('keeps a number with its unit or month on one line („38 Prozent“, „13. Juni“)', () => {
    // 15 letters a line at 100 px: „Die Zölle um 38“ and „Ab Freitag, 13.“ would fit, their units would not.
    expect(breakLines('Die Zölle um 38 Prozent', 960, 100, mono, false)).toEqual(['Die Zölle um', '38\u00A0Prozent']);
    expect(breakLines('Ab Freitag, 13. Juni', 960, 100, mono, false)).toEqual(['Ab Freitag,', '13.\u00A0Juni']);
  });

  it('keeps a first name with its surname („Emmanuel Macron“), the last two of a run, not an article and its noun', () => {
    // 15 letters a line: „Präsident Emmanuel“ would not fit, „Emmanuel“ alone would.
    expect(breakLines('Frankreichs Präsident Emmanuel Macron', 960, 100, mono, false)).toEqual([
      'Frankreichs',
      'Präsident',
      'Emmanuel\u00A0Macron',
    ]);
    expect(breakLines('Kevin Kühnert und Olaf Scholz', 960, 100, mono, false)).toEqual([
      'Kevin\u00A0Kühnert',
      'und Olaf\u00A0Scholz',
    ]);
    // „Die“ opens the sentence: it is no name, and the words stay free to break.
    expect(breakLines('Die Kommissionspräsidentin', 960, 100, mono, false)[0]).toBe('Die');
  });

  it('reports overflow for absurdly long text, still returns lines that fit the box, ending in an ellipsis', () => {
    const result = fitBlocks([title('Wort '.repeat(500))], box, measurers);
    expect(result.overflow).toBe(true);
    const block = result.blocks[0];
    expect(block.fontSize).toBe(50);
    expect(block.lines.length * 50 * 1.1).toBeLessThanOrEqual(600);
    expect(block.lines.at(-1)).toMatch(/…$/);
    expect(fitsWidth(block.lines, 900, 50)).toBe(true);
  });
});

describe('layout cost is linear in the text', () => {
  // Counts the characters the layout asks widths for: the work grows with the text, not with its square.
  const counting = () => {
    let measured = 0;
    const m: TextMeasurer = {
      width: (t, size) => {
        measured += t.length;
        return [...t].length * 0.6 * size;
      },
      has: () => true,
    };
    return { m, measured: () => measured };
  };
  const compound = 'Donaudampfschifffahrtsgesellschaftskapitän';

  it.each([10_000, 100_000])('breaks a %i-character word without spaces measuring each character a few times', (n) => {
    const { m, measured } = counting();
    const lines = breakLines('x'.repeat(n), 920, 56, m);
    expect(lines.join('')).toBe('x'.repeat(n));
    expect(fitsWidth(lines, 920, 56)).toBe(true);
    expect(measured()).toBeLessThan(4 * n);
  });

  it('breaks 100,000 characters of one long compound chain', () => {
    const { m, measured } = counting();
    const text = compound.repeat(2_400);
    const lines = breakLines(text, 920, 56, m);
    expect(lines.join('')).toBe(text);
    expect(measured()).toBeLessThan(4 * text.length);
  });

  it('breaks 100,000 characters of long compounds at their syllables', () => {
    const { m, measured } = counting();
    const text = `${compound} `.repeat(2_400);
    const lines = breakLines(text, 700, 56, m);
    expect(lines.length).toBeGreaterThan(2_400);
    expect(lines.slice(0, -1).every((l) => l.endsWith('-') || l.endsWith('kapitän'))).toBe(true);
    expect(measured()).toBeLessThan(4 * text.length);
  });

  it('hands the hyphenator only word-sized parts, each character once', () => {
    const spy = vi.spyOn(hyphenDe, 'hyphenateSync');
    try {
      const text = `${'x'.repeat(50_000)} ${compound.repeat(1_000)} ${`${compound} `.repeat(500)}`;
      prepareText(text);
      const lengths = spy.mock.calls.map(([part]) => part.length);
      expect(Math.max(...lengths)).toBeLessThanOrEqual(maxHyphenatedLength);
      expect(lengths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(text.length);
    } finally {
      spy.mockRestore();
    }
  });

  it('fits across all font sizes with work bounded by what the box can show', () => {
    const detailBody = (text: string): TextBlockSpec => ({
      text,
      weight: 400,
      maxSize: 42,
      minSize: 26,
      lineHeight: 1.38,
    });
    const box = { width: 936, height: 840, gap: 28 };
    const cost = (text: string) => {
      const { m, measured } = counting();
      const result = fitBlocks([detailBody(text)], box, new Map([[400, m]]));
      expect(result.overflow).toBe(true);
      expect(result.blocks[0].lines.at(-1)).toMatch(/…$/);
      return measured();
    };
    const words = (n: number) => `${compound} `.repeat(Math.ceil(n / (compound.length + 1))).slice(0, n);
    for (const make of [(n: number) => 'x'.repeat(n), words]) {
      // Below the box's capacity every size is tried: four times the text may cost at most about four times.
      const short = cost(make(2_000));
      const long = cost(make(8_000));
      expect(long).toBeLessThanOrEqual(4.5 * short);
      // Beyond what the box could ever show, the rest is dropped before any work is done on it.
      expect(cost(make(100_000))).toBeLessThanOrEqual(long);
      expect(cost(make(1_000_000))).toBeLessThanOrEqual(long);
    }
  });
});
