import { describe, expect, it } from 'vitest';
import { clusterArticles } from './cluster';
import { dedupeArticles } from './dedupe';
import { rankStories } from './rank';
import { sameStoryThreshold, similarity, vectorize } from './similarity';
import { buildIdf, extractTerms } from './text/features';
import { extractEntities } from './text/entities';
import { fixtureArticles } from './test-helpers';
import type { Article } from './types';

const day = [
  ...fixtureArticles('de_tagesschau_2024-12-21.xml', 'tagesschau'),
  ...fixtureArticles('de_spiegel_2024-12-21.xml', 'DER SPIEGEL'),
];

describe('dedupe', () => {
  it('stores an article once per canonical URL and merges near-identical titles of one outlet', () => {
    const a = day[0];
    const copies: Article[] = [
      a,
      { ...a, id: 'x1', url: `${a.url}?utm_source=rss#top`, canonicalUrl: a.canonicalUrl },
      {
        ...a,
        id: 'x2',
        url: 'https://www.tagesschau.de/other-1.html',
        canonicalUrl: 'https://tagesschau.de/other-1.html',
        title: `${a.title}!`,
      },
      { ...a, id: 'x3', source: 'DER SPIEGEL', url: 'https://spiegel.de/x', canonicalUrl: 'https://spiegel.de/x' },
    ];
    const { articles, merged } = dedupeArticles(copies);
    expect(articles.map((x) => x.id).sort()).toEqual([a.id, 'x3'].sort());
    expect(merged.size).toBe(2);
  });
});

describe('text features', () => {
  it('finds entities and acronyms but not sentence starts', () => {
    const keys = extractEntities('Gestern sprach Emmanuel Macron mit der NATO. Danach reiste er ab.', 'de').map(
      (e) => e.text,
    );
    expect(keys).toContain('Emmanuel Macron');
    expect(keys).toContain('NATO');
    expect(keys).not.toContain('Danach');
  });
  it('lets German and English reports of one story meet through names and the alias table', () => {
    const docs = [
      {
        title: 'Europawahl: Von der Leyen will zweite Amtszeit an der Spitze der EU-Kommission',
        text: 'Ursula von der Leyen wirbt im Europaparlament um Stimmen für ihre Wiederwahl.',
        language: 'de',
      },
      {
        title: 'Von der Leyen seeks second term as European Commission president',
        text: 'Ursula von der Leyen courts the European Parliament after the election.',
        language: 'en',
      },
      {
        title: 'Bundesliga: Bayern gewinnt gegen Leipzig',
        text: 'Der FC Bayern setzte sich im Spitzenspiel durch.',
        language: 'de',
      },
    ].map(extractTerms);
    const idf = buildIdf(docs);
    const [de, en, sport] = docs.map((d) => vectorize(d, idf));
    expect(similarity(de, en)).toBeGreaterThan(sameStoryThreshold);
    expect(similarity(de, sport)).toBeLessThan(0.2);
  });
});

describe('cluster', () => {
  it('puts the Magdeburg reports of tagesschau and Spiegel (21 Dec 2024) into one leading story', () => {
    const stories = clusterArticles(day);
    const magdeburg = stories.filter((s) => s.articles.some((a) => /Magdeburg/.test(a.title)));
    const biggest = magdeburg.sort((a, b) => b.articles.length - a.articles.length)[0];
    const outlets = new Set(biggest.articles.map((a) => a.source));
    expect(outlets).toEqual(new Set(['tagesschau', 'DER SPIEGEL']));
    expect(biggest.articles.length).toBeGreaterThanOrEqual(6);
    expect(
      biggest.articles.filter(
        (a) => !/Magdeburg|Anschlag|Täter|Weihnachtsmarkt|Taleb|Todes|Opfer/i.test(`${a.title} ${a.description}`),
      ).length,
    ).toBeLessThanOrEqual(1);
    expect(stories.length).toBeGreaterThan(20);
  });

  it('ranks the Magdeburg story first among multi-outlet stories and in the top three, sports low', () => {
    const ranked = rankStories(clusterArticles(day), { asOf: new Date('2024-12-21T19:00:00Z') });
    const magdeburg = ranked.findIndex(
      (r) =>
        r.story.articles.length >= 5 &&
        r.story.articles.every((a) => /Magdeburg|Anschlag|Weihnachtsmarkt/.test(`${a.title} ${a.description}`)),
    );
    expect(magdeburg).toBeGreaterThanOrEqual(0);
    expect(magdeburg).toBeLessThan(3);
    expect(ranked.findIndex((r) => Number(r.signals.outlets) > 1)).toBe(magdeburg);
    expect(ranked[magdeburg].why).toMatch(/^Warum ausgewählt: 2 Medien aus 1 Land, \d+ Artikel/);
    const sport = ranked.findIndex((r) =>
      r.story.articles.every((a) => /Bundesliga|Fußball/.test(`${a.title} ${a.description}`)),
    );
    if (sport >= 0) expect(ranked[sport].signals.low_relevance_penalty).toBeGreaterThan(0);
  });

  it('scores regional terms when configured', () => {
    const stories = clusterArticles(day);
    const asOf = new Date('2024-12-21T19:00:00Z');
    const plain = rankStories(stories, { asOf });
    const regional = rankStories(stories, { asOf, regionalTerms: ['Magdeburg', 'Sachsen-Anhalt'] });
    const key = plain.find((r) => r.story.articles.length >= 5 && r.story.articles[0].title.includes('Magdeburg'))!
      .story.key;
    const story = regional.find((r) => r.story.key === key)!;
    expect(story.signals.regional_relevance).toBeGreaterThan(0);
    expect(story.signals.regional_terms).toContain('Magdeburg');
    expect(story.why).toMatch(/Bezug zur Region \(Magdeburg/);
  });

  it('counts inflected and adjective forms of a regional term, not other words that start with it', () => {
    const article = (id: string, text: string): Article => ({
      id,
      source: 'Volksstimme',
      country: 'DE',
      language: 'de',
      title: text,
      description: text,
      url: `https://example.org/${id}`,
      canonicalUrl: `https://example.org/${id}`,
      publishedAt: '2024-12-21T10:00:00Z',
    });
    const asOf = new Date('2024-12-21T19:00:00Z');
    const signalsOf = (text: string) =>
      rankStories(
        [
          {
            key: 's',
            articles: [article('a', text)],
            firstSeen: '',
            lastSeen: '2024-12-21T10:00:00Z',
            topTerms: [],
            entities: [],
          },
        ],
        { asOf, regionalTerms: ['Ulm'] },
      )[0].signals;
    expect(signalsOf('Der Ulmer Gemeinderat stimmt über EU-Fördergeld ab')).toMatchObject({ regional_terms: ['Ulm'] });
    expect(signalsOf('Fördergeld für Ulms Innenstadt')).toMatchObject({ regional_terms: ['Ulm'] });
    expect(signalsOf('Ulmen am Rheinufer werden gefällt')).toMatchObject({ regional_relevance: 0, regional_terms: [] });
  });
});
