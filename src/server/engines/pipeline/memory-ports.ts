import { readFile } from 'node:fs/promises';
import { type EmbeddingsConfig, embedTexts, embeddingText } from './embeddings';
import type { FetchResult } from './fetch-source';
import type { PipelinePorts, SourceInput, TopicWrite } from './run-pipeline';
import type { WeekItem } from './select-week-topics';
import type { Article, TopicDraft } from './types';

/** In-memory ports for replays, the evaluation and tests; sources may be local files. */
export function createMemoryPorts(
  sources: SourceInput[],
  overrides: Partial<PipelinePorts> = {},
  options: { embeddings?: EmbeddingsConfig } = {},
) {
  const articles = new Map<string, Article>();
  const vectors = new Map<string, number[]>();
  const items: (WeekItem & { weekKey: string; draft: TopicDraft })[] = [];
  let nextId = 1;
  const ports: PipelinePorts = {
    loadSources: async () => sources,
    fetchSource: async (source): Promise<FetchResult> => {
      if (/^https?:/.test(source.url)) return { status: 'failed', reason: 'kein Netz in Speicher-Ports', attempts: 0 };
      try {
        return { status: 'ok', body: new Uint8Array(await readFile(source.url)), attempts: 1 };
      } catch (err) {
        return { status: 'failed', reason: `Datei nicht lesbar: ${(err as Error).message}`, attempts: 1 };
      }
    },
    saveArticles: async (xs) => {
      for (const a of xs) if (!articles.has(a.canonicalUrl)) articles.set(a.canonicalUrl, a);
    },
    loadRecentArticles: async (since, until) =>
      [...articles.values()].filter(
        (a) => a.publishedAt >= since.toISOString() && a.publishedAt <= until.toISOString(),
      ),
    // Copies: a test that locks an item after loading plays an editor saving between plan and write.
    loadWeekItems: async (weekKey) =>
      items
        .filter((i) => i.weekKey === weekKey)
        .map((i) => ({
          ...i,
          instagramText: i.draft.instagramText,
          rank: i.draft.weekRank,
          europeanSide:
            typeof i.draft.recommendationSignals.europaeischer_bezug === 'string'
              ? i.draft.recommendationSignals.europaeischer_bezug || null
              : undefined,
        })),
    placeInWeek: async (places) => {
      for (const p of places) {
        const item = items.find((i) => i.id === p.itemId);
        // A place is no content: the draft stays the same object, as a locked item's must.
        if (item) Object.assign(item.draft, { weekRank: p.rank, rankReason: p.reason });
      }
    },
    loadEarlierItems: async (weekKeys) =>
      items
        .filter((i) => weekKeys.includes(i.weekKey))
        .map((i) => ({
          id: i.id,
          title: i.draft.title,
          text: i.draft.instagramText,
          weekKey: i.weekKey,
          date: i.draft.date,
        })),
    writeTopic: async (write: TopicWrite, draft: TopicDraft) => {
      const score =
        typeof draft.recommendationSignals.score === 'number' ? draft.recommendationSignals.score : undefined;
      const created = () => ({
        id: String(nextId++),
        storyKey: draft.storyKey,
        locked: false,
        title: draft.title,
        score,
        version: 1,
        weekKey: draft.weekKey,
        draft,
      });
      if (write.kind === 'create') {
        items.push(created());
        return;
      }
      const index = items.findIndex((i) => i.id === write.itemId);
      const item = items[index];
      // Like the database writer: only an unchanged proposal is updated or replaced.
      if (!item || item.locked) return;
      if (write.kind === 'update')
        Object.assign(item, {
          draft,
          storyKey: draft.storyKey,
          title: draft.title,
          score,
          version: (item.version ?? 1) + 1,
        });
      else if (!item.publishAttempted && item.version === write.version) items.splice(index, 1, created());
    },
    // Each article is embedded once; later runs reuse its vector.
    embedArticles: options.embeddings
      ? async (xs) => {
          const missing = xs.filter((a) => !vectors.has(a.id));
          const embedded = await embedTexts(missing.map(embeddingText), options.embeddings!);
          missing.forEach((a, i) => vectors.set(a.id, embedded[i]));
          return new Map(xs.map((a) => [a.id, vectors.get(a.id)!]));
        }
      : undefined,
    ...overrides,
  };
  return { ports, articles, items };
}
