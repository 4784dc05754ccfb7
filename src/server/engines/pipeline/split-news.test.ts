import { describe, expect, it } from 'vitest';
import { storyOf } from './cluster';
import { splitNews } from './split-news';
import { germanArticle } from './test-helpers';
import type { Article } from './types';

const a = (id: string, title: string, description: string, at: string) =>
  germanArticle(id, id.startsWith('s') ? 'DER SPIEGEL' : 'tagesschau', title, description, at);

// One loose cluster of 18–19 July 2024 (shortened): the European Parliament re-elects the Commission president,
// and a smaller story names her too.
const cluster = storyOf([
  a(
    'v1',
    'Europaparlament wählt Ursula von der Leyen erneut zur Kommissionspräsidentin',
    'Das Parlament in Straßburg stimmte mit 401 Stimmen für die CDU-Politikerin.',
    '2024-07-18T12:00:00Z',
  ),
  a(
    's1',
    'Von der Leyen bleibt Kommissionspräsidentin: 401 Stimmen im Europaparlament',
    'Die Abgeordneten in Straßburg bestätigten sie für fünf weitere Jahre.',
    '2024-07-18T13:00:00Z',
  ),
  a(
    'v2',
    'Zweite Amtszeit: Von der Leyen verspricht Kommissar für Wohnungsbau',
    'In ihrer Rede in Straßburg kündigte sie einen EU-Kommissar für Wohnen an.',
    '2024-07-18T15:00:00Z',
  ),
  a(
    's2',
    'Ungarn boykottiert informelles Treffen mit von der Leyen',
    'Budapest schickt wegen Orbáns Moskau-Reise nur Beamte nach Brüssel.',
    '2024-07-19T08:00:00Z',
  ),
]);

describe('splitting a cluster into its news', () => {
  const news = splitNews(cluster);

  it('gives the re-election and the boycott a story each; a shared name does not make them one', () => {
    const titles = news.map((n) => n.articles.map((x) => x.id).sort());
    expect(titles).toContainEqual(expect.arrayContaining(['v1', 's1']));
    expect(titles.find((t) => t.includes('s2'))).toEqual(['s2']);
  });

  it('keeps the cluster’s key on the news with its first report, and remembers the cluster', () => {
    expect(news.find((n) => n.articles.some((x) => x.id === 'v1'))!.key).toBe(cluster.key);
    for (const n of news) expect(n.cluster).toBe(cluster.key);
  });

  it('leaves a small story whole', () => {
    const two = storyOf(cluster.articles.slice(0, 2));
    expect(splitNews(two)).toEqual([two]);
  });

  it('splits two reports that share no name, place or number: one concept in common is no news', () => {
    // Clustered together on 5 June 2024 through the concept „law“ alone; the topic then counted two outlets.
    const georgia = a(
      's3',
      'Georgien plant Anti-LGBT-Gesetz nach russischem Vorbild',
      'Nun folgt ein Dekret mit queerfeindlichem Anstrich. Kritiker fürchten um den EU-Beitritt des Landes.',
      '2024-06-05T09:05:00Z',
    );
    const ai: Article = {
      ...a(
        'f1',
        'How will AI be regulated?',
        'The new AI Act is the first to make companies liable for the effects of large AI systems.',
        '2024-06-05T13:23:00Z',
      ),
      source: 'Financial Times',
      language: 'en',
      country: 'GB',
    };
    const pair = storyOf([georgia, ai]);
    const news = splitNews(pair);
    expect(news.map((n) => n.articles.map((x) => x.id))).toEqual([['s3'], ['f1']]);
    expect(news[0].key).toBe(pair.key);
  });
});
