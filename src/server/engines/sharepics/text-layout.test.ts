import { describe, expect, it } from 'vitest';
import type { FontWeight } from './branding';
import type { TextMeasurer } from './measure';
import { breakLines, fitBlocks, type TextBlockSpec } from './text-layout';

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
