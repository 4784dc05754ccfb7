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

  it('lowers crime news, but not an attack on a head of government or a minister on trial: that is politics', () => {
    const crime = storyOf(
      report('a', 'rnd', 'Mann nach Messerangriff in Köln festgenommen', 'Der Verdächtige wurde festgenommen.'),
      report('b', 'dlf', 'Messerangriff: Polizei nimmt Verdächtigen fest', 'Ein Mann wurde festgenommen.'),
    );
    expect(storySignals(crime, { asOf }).signals.low_relevance_penalty).toBeGreaterThan(0.3);
    const attack = storyOf(
      report(
        'a',
        'spiegel',
        'Dänemark: Ministerpräsidentin Mette Frederiksen angegriffen',
        'Ein Mann wurde festgenommen.',
      ),
      report('b', 'politico', 'Danish PM Frederiksen cancels events after attack', 'A man has been arrested.'),
      report(
        'c',
        'ntv',
        'Prozess: Gericht spricht Vize-Ministerpräsidenten Salvini frei',
        'Der Prozess dauerte drei Jahre.',
      ),
    );
    expect(storySignals(attack, { asOf }).signals.low_relevance_penalty).toBe(0);
    // A word that merely ends like an office is none.
    const trump = storyOf(report('a', 'rnd', 'Trump-Fan wegen Mord festgenommen', 'Der Mann wurde festgenommen.'));
    expect(storySignals(trump, { asOf }).signals.low_relevance_penalty).toBeGreaterThan(0.3);
  });

  it('counts EU institutions and laws, not the euro as an amount or Europe as a continent', () => {
    const lottery = storyOf(
      report(
        'a',
        'ntv',
        'Spanische Lotterie schüttet über 2,7 Milliarden Euro aus',
        'Hunderte neue Millionäre in Europa.',
      ),
    );
    expect(storySignals(lottery, { asOf }).signals.eu_relevance).toBe(0);
    const aid = storyOf(
      report('a', 'dlf', 'Brüssel genehmigt Staatshilfe für LNG-Terminals', 'Die EU-Kommission stimmt zu.'),
      report('b', 'tagesschau', 'LNG-Terminals: EU erlaubt Staatshilfe', 'Deutschland darf die Betreiber stützen.'),
    );
    expect(storySignals(aid, { asOf }).signals.eu_relevance).toBeGreaterThanOrEqual(0.8);
  });

  it('a report naming two member states is a cross-border story; one naming one is national news', () => {
    const asylum = storyOf(
      report(
        'a',
        'tagesschau',
        'Flüchtiger polnischer Ex-Minister bekommt Asyl in Ungarn',
        'Polen fordert die Auslieferung.',
      ),
    );
    const national = storyOf(
      report('a', 'tagesschau', 'Tarifeinigung bei VW in Deutschland', 'Die IG Metall stimmt zu.'),
    );
    expect(storySignals(asylum, { asOf }).signals.eu_relevance).toBeGreaterThan(0);
    expect(storySignals(national, { asOf }).signals.eu_relevance).toBe(0);
  });
});
