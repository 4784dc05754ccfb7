import { describe, expect, it } from 'vitest';
import { germanArticle } from '../../test-helpers';
import { findDefects, readinessOf, type ReviewInput } from './defects';

const lead = germanArticle(
  'm1',
  'tagesschau',
  'Anschlag in Magdeburg: Fünf Tote auf dem Weihnachtsmarkt',
  'Beim Anschlag in Magdeburg sind fünf Menschen getötet worden. Der mutmaßliche Täter wurde festgenommen.',
  '2024-12-21T10:00:00Z',
);
const other = germanArticle(
  'x1',
  'tagesschau',
  'Tarifeinigung bei VW',
  'Alle Standorte bleiben erhalten.',
  '2024-12-20T10:00:00Z',
);
const fact = (text: string, article = lead) => ({
  text,
  role: 'fact' as const,
  sources: [{ article, outlet: article.source, sentence: article.description.split('. ')[0] }],
});
const input = (patch: Partial<ReviewInput> = {}): ReviewInput => ({
  lead,
  core: [lead],
  sentences: [
    { text: 'Beim Anschlag in Magdeburg sind fünf Menschen getötet worden.', role: 'hook', sources: fact('').sources },
    fact('Der mutmaßliche Täter wurde festgenommen (tagesschau).'),
  ],
  closing: 'Unsere Gedanken sind bei den Opfern und ihren Angehörigen.',
  hashtags: ['#Magdeburg', '#Anschlag', '#Weihnachtsmarkt'],
  fixedHashtags: [],
  sourcesLine: ['tagesschau'],
  type: 'deaths',
  angle: null,
  isName: () => false,
  foreignFacts: [],
  ...patch,
});

describe('defects an editor would fix, found in a finished caption', () => {
  it('a clean caption is „bereit“', () => {
    expect(findDefects(input())).toEqual([]);
    expect(readinessOf([])).toBe('bereit');
  });

  it('finds each detectable class of the rubric', () => {
    const kinds = (patch: Partial<ReviewInput>) => findDefects(input(patch)).map((d) => d.kind);
    expect(kinds({ sentences: [input().sentences[0], fact('Der mutmaßliche Täter wurde festgenommen.')] })).toContain(
      'quelle-fehlt',
    );
    expect(
      kinds({ sentences: [input().sentences[0], fact('Gestern wurde der Täter festgenommen (tagesschau).')] }),
    ).toContain('zeitangabe');
    expect(
      kinds({ sentences: [input().sentences[0], fact('Dies gelang ihm über den Rettungsweg (tagesschau).')] }),
    ).toContain('nicht-eigenstaendig');
    expect(
      kinds({ sentences: [input().sentences[0], fact('Alle Standorte bleiben erhalten (tagesschau).', other)] }),
    ).toContain('andere-geschichte');
    expect(kinds({ closing: 'Teile den Beitrag mit deinen Freunden!' })).toContain('schluss');
    expect(kinds({ hashtags: ['#Magdeburg'] })).toContain('hashtags');
    expect(kinds({ hashtags: ['#Magdeburg', '#Anschlag', '#Europa'] })).toContain('hashtags');
    expect(kinds({ sourcesLine: ['tagesschau', 'DER SPIEGEL - Schlagzeilen'] })).toContain('quellenzeile');
    expect(
      kinds({ sentences: [input().sentences[0], fact('Der Täter - ein Arzt - wurde festgenommen (tagesschau).')] }),
    ).toEqual(expect.arrayContaining(['sprache', 'presserecht']));
    expect(
      kinds({
        sentences: [
          ...input().sentences,
          { text: 'Warum das zählt: Großbritannien sitzt im Rat der EU.', role: 'context', sources: [] },
        ],
      }),
    ).toContain('eu-bezug');
  });

  it('a harmful class is never „bereit“, and three light ones need a rewrite', () => {
    const harmful = findDefects(input({ closing: 'Teile den Beitrag!' }));
    expect(readinessOf(harmful)).toBe('überarbeiten');
    const light = findDefects(input({ hashtags: ['#Magdeburg'] }));
    expect(readinessOf(light)).toBe('leicht überarbeiten');
  });
});
