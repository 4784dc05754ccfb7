import { describe, expect, it } from 'vitest';
import { selectionSignals } from './signals';

describe('selection signals in the assessment box', () => {
  it('shows the pipeline signals with German labels and values, the reason as the summary', () => {
    const { summary, entries } = selectionSignals({
      recommendation_signals: {
        score: 0.8512,
        articles: 27,
        outlets: 6,
        languages: ['de', 'en'],
        eu_relevance: 0.6,
        regional_terms: ['Magdeburg'],
        low_relevance_penalty: 0,
        generator: 'extractive',
        warum: 'Warum ausgewählt: 6 Medien aus 5 Ländern.',
      },
    });
    expect(summary).toBe('Warum ausgewählt: 6 Medien aus 5 Ländern.');
    expect(entries).toEqual([
      { label: 'Punktzahl', value: '0,85' },
      { label: 'Artikel', value: '27' },
      { label: 'Medien', value: '6' },
      { label: 'Sprachen', value: 'Deutsch, Englisch' },
      { label: 'EU-Bezug', value: '0,6' },
      { label: 'Regionale Begriffe', value: 'Magdeburg' },
      { label: 'Abzug (Sport, Prominente, Kriminalität ohne EU-Bezug)', value: '0' },
      { label: 'Texte', value: 'aus Sätzen der Artikel (extraktiv)' },
    ]);
    expect(entries.map((e) => e.label).join(' ')).not.toMatch(/relevance|outlet|warum/i);
  });

  it('keeps the hand-written demo keys and hides empty lists', () => {
    const { summary, entries } = selectionSignals({
      recommendation_signals: { medien: 2, region: 1, regional_terms: [], zusammenfassung: 'Hoher regionaler Bezug.' },
    });
    expect(summary).toBe('Hoher regionaler Bezug.');
    expect(entries).toEqual([
      { label: 'Medien', value: '2' },
      { label: 'Regionaler Bezug', value: '1' },
    ]);
  });
});
