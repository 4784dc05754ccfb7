import { describe, expect, it } from 'vitest';
import { highlightSpans } from './highlight';
import { sharepicFileName } from './sharepic-file-name';
import { sourceHost } from './source-host';

describe('sharepicFileName', () => {
  it('replaces spaces with underscores, then the 1-based index directly, then .png', () => {
    expect(sharepicFileName('Neue Förderrunde für Städtepartnerschaften', 1)).toBe(
      'Neue_Förderrunde_für_Städtepartnerschaften1.png',
    );
    expect(sharepicFileName('Rat einigt sich', 3)).toBe('Rat_einigt_sich3.png');
  });

  it('ignores spaces around the title', () => {
    expect(sharepicFileName('  EU Gipfel ', 2)).toBe('EU_Gipfel2.png');
  });
});

describe('sourceHost', () => {
  it('keeps only the host name', () => {
    expect(sourceHost('https://www.tagesschau.de/ausland/europa/x-100.html?a=1')).toBe('www.tagesschau.de');
  });
  it('returns null for something that is not a URL', () => {
    expect(sourceHost('keine url')).toBeNull();
  });
});

describe('highlightSpans', () => {
  it('marks every occurrence, case-insensitively, and keeps the rest of the text', () => {
    const segments = highlightSpans('Massiv mehr Geld, massiv mehr Streit', ['massiv']);
    expect(segments.filter((s) => s.marked).map((s) => s.text)).toEqual(['Massiv', 'massiv']);
    expect(segments.map((s) => s.text).join('')).toBe('Massiv mehr Geld, massiv mehr Streit');
  });
  it('treats regex characters in spans literally', () => {
    expect(
      highlightSpans('Kosten (geschätzt) steigen', ['(geschätzt)']).some((s) => s.marked && s.text === '(geschätzt)'),
    ).toBe(true);
  });
  it('returns the whole text unmarked when there is nothing to mark', () => {
    expect(highlightSpans('Text', [])).toEqual([{ text: 'Text', marked: false }]);
  });
});
