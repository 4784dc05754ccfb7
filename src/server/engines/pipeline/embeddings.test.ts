import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeEmbeddings } from '../../../../tests/fakes/embeddings';
import { clusterArticles } from './cluster';
import { EmbeddingsError, embedTexts, embeddingText } from './embeddings';
import { createMemoryPorts } from './memory-ports';
import { runPipeline } from './run-pipeline';
import { fixtureDir } from './test-helpers';
import type { Article } from './types';
import path from 'node:path';

const article = (id: string, language: 'de' | 'en', source: string, title: string, description: string): Article => ({
  id,
  source,
  country: language === 'de' ? 'DE' : 'GB',
  language,
  title,
  description,
  url: `https://example.org/${id}`,
  canonicalUrl: `https://example.org/${id}`,
  publishedAt: `2024-06-06T1${id.length}:00:00Z`,
});

describe('optional embeddings (OpenAI-compatible /v1/embeddings, local fake)', () => {
  let fake: Awaited<ReturnType<typeof startFakeEmbeddings>>;
  beforeAll(async () => {
    fake = await startFakeEmbeddings();
  });
  afterAll(() => fake.close());
  const config = () => ({ baseUrl: fake.url, apiKey: 'k', model: 'multilingual-e5', batchSize: 2 });

  it('returns unit-length vectors in input order, in batches', async () => {
    const before = fake.requests.length;
    const vectors = await embedTexts(['EZB senkt Leitzins', 'ECB cuts interest rate', 'Wetter'], config());
    expect(fake.requests.length - before).toBe(2);
    expect(fake.requests.at(-1)!.model).toBe('multilingual-e5');
    for (const v of vectors) expect(Math.hypot(...v)).toBeCloseTo(1, 6);
    const dot = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i], 0);
    expect(dot(vectors[0], vectors[1])).toBeGreaterThan(0.9);
    expect(dot(vectors[0], vectors[2])).toBeLessThan(0.2);
  });

  it('fails with a typed error when the provider is down', async () => {
    fake.setFailing(true);
    await expect(embedTexts(['x y z'], config())).rejects.toBeInstanceOf(EmbeddingsError);
    fake.setFailing(false);
  });

  it('joins a German and an English report that share no word into one story', async () => {
    const de = article('a', 'de', 'tagesschau', 'Verbot für Pestizide', 'Bienen schützen: Gift verbietet.');
    const en = article('bb', 'en', 'Reuters', 'Pesticides banned', 'To protect bees, toxic pesticides banned.');
    expect(clusterArticles([de, en])).toHaveLength(2);
    const vectors = await embedTexts([de, en].map(embeddingText), config());
    const embeddings = new Map([
      [de.id, vectors[0]],
      [en.id, vectors[1]],
    ]);
    expect(clusterArticles([de, en], { embeddings })).toHaveLength(1);
  });

  it('a run embeds each article once, and clusters lexically when the provider fails', async () => {
    const sources = [
      {
        name: 'tagesschau',
        url: path.join(fixtureDir, 'de_tagesschau_2024-12-21.xml'),
        language: 'de' as const,
        country: 'DE',
      },
    ];
    const { ports } = createMemoryPorts(sources, {}, { embeddings: config() });
    const asOf = new Date('2024-12-21T19:00:00Z');
    const before = fake.requests.length;
    const first = await runPipeline({ asOf }, ports);
    const embeddedFirst = fake.requests.slice(before).flatMap((r) => r.input).length;
    expect(first.embeddings).toBe('an');
    expect(embeddedFirst).toBeGreaterThan(10);
    const second = await runPipeline({ asOf }, ports);
    expect(second.embeddings).toBe('an');
    expect(fake.requests.slice(before).flatMap((r) => r.input).length).toBe(embeddedFirst);

    fake.setFailing(true);
    const fresh = createMemoryPorts(sources, {}, { embeddings: config() });
    const degraded = await runPipeline({ asOf }, fresh.ports);
    fake.setFailing(false);
    expect(degraded.embeddings).toBe('fehlgeschlagen: HTTP 503');
    expect(degraded.topics.length).toBeGreaterThan(0);
  });
});
