import { describe, expect, it } from 'vitest';
import { storySignals } from './rank';
import { germanArticle } from './test-helpers';
import type { Article, Story } from './types';

const asOf = new Date('2024-12-21T12:00:00Z');
const report = (id: string, source: string, title: string, description = '') =>
  germanArticle(id, source, title, description, '2024-12-21T08:00:00Z');
const storyOf = (...articles: Article[]): Story => ({
  key: 'k',
  articles,
  firstSeen: articles[0].publishedAt,
  lastSeen: articles[0].publishedAt,
  topTerms: [],
  entities: [],
});

describe('storySignals', () => {
  it('keeps a weather report low although it names Germany in every article', () => {
    const weather = storyOf(
      report('a', 'rnd', 'Wetter an Weihnachten: Schnee nur in den Bergen', 'In Deutschland bleibt es mild.'),
      report('b', 'dlf', 'Das Wetter in Deutschland', 'Regen in Deutschland, Frankreich und Österreich.'),
    );
    const { signals } = storySignals(weather, { asOf });
    expect(signals.low_relevance_penalty).toBeGreaterThan(0);
  });

  it('lifts the penalty when EU institutions are part of the story', () => {
    const football = storyOf(
      report('a', 'rnd', 'Fußball: EU-Kommission prüft Regeln der Uefa', 'Die EU-Kommission und das EU-Parlament …'),
      report('b', 'dlf', 'EU-Kommission und Fußball', 'Die EU-Kommission will die Uefa prüfen.'),
    );
    expect(storySignals(football, { asOf }).signals.low_relevance_penalty).toBe(0);
  });
});
