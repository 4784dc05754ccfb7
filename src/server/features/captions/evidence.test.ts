import { describe, expect, it } from 'vitest';
import type { StoredCaptionSentence } from '../../../shared/evidence';
import { captionEvidence } from './evidence';

const src = (outlet: string) => [{ outlet, url: `https://example.org/${outlet}`, sentence: `Satz bei ${outlet}.` }];
const sentences: StoredCaptionSentence[] = [
  { text: 'Die EU einigt sich auf ein Gesetz.', role: 'hook', sources: src('tagesschau') },
  { text: 'Es gilt ab 2026.', role: 'fact', sources: src('ZEIT') },
  { text: 'Kritik kommt aus Polen.', role: 'fact', sources: src('SPIEGEL') },
  { text: 'Was meinst du?', role: 'closing', sources: [] },
];
const caption = [
  'Die EU einigt sich auf ein Gesetz.',
  'Es gilt ab 2026. Kritik kommt aus Polen.',
  'Was meinst du?',
  '#EU #Gesetz',
  'Quellen: tagesschau, ZEIT, SPIEGEL',
].join('\n\n');

describe('the evidence of a caption', () => {
  it('gives every sentence of an untouched caption its role and sources, leaving out hashtags and sources line', () => {
    const entries = captionEvidence(caption, sentences);
    expect(entries.map((e) => [e.text, e.role, e.edited])).toEqual([
      ['Die EU einigt sich auf ein Gesetz.', 'hook', false],
      ['Es gilt ab 2026.', 'fact', false],
      ['Kritik kommt aus Polen.', 'fact', false],
      ['Was meinst du?', 'closing', false],
    ]);
    expect(entries[1]!.sources[0]!.outlet).toBe('ZEIT');
  });

  it('marks a changed sentence and an added line as edited, without a source, in reading order', () => {
    const changed = caption
      .replace('Es gilt ab 2026.', 'Es gilt erst ab 2027.')
      .replace('Was meinst du?', 'Unsere Meinung: gut so. Was meinst du?');
    const entries = captionEvidence(`${changed}\n\nEin Satz von uns`, sentences);
    expect(entries.map((e) => [e.text, e.role, e.edited, e.sources.length])).toEqual([
      ['Die EU einigt sich auf ein Gesetz.', 'hook', false, 1],
      ['Es gilt erst ab 2027.', null, true, 0],
      ['Kritik kommt aus Polen.', 'fact', false, 1],
      ['Unsere Meinung: gut so.', null, true, 0],
      ['Was meinst du?', 'closing', false, 0],
      ['Ein Satz von uns', null, true, 0],
    ]);
  });

  it('ignores re-wrapped whitespace, and shows every line as edited when no sentences were stored', () => {
    const rewrapped = caption.replace('Es gilt ab 2026. Kritik', 'Es  gilt ab\u00a02026.\nKritik');
    expect(captionEvidence(rewrapped, sentences).every((e) => !e.edited)).toBe(true);
    expect(captionEvidence('Handgeschrieben.\nZweite Zeile.', [])).toEqual([
      { text: 'Handgeschrieben.', role: null, sources: [], edited: true },
      { text: 'Zweite Zeile.', role: null, sources: [], edited: true },
    ]);
  });
});
