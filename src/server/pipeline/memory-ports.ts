import { readFile } from 'node:fs/promises';
import type { FetchResult } from './fetch-source';
import type { PipelinePorts, SourceInput, TopicWrite } from './run-pipeline';
import type { WeekItem } from './select-week-topics';
import type { Article, TopicDraft } from './types';

/** In-memory ports for replays, the evaluation and tests; sources may be local files. */
export function createMemoryPorts(sources: SourceInput[], overrides: Partial<PipelinePorts> = {}) {
  const articles = new Map<string, Article>();
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
      [...articles.values()].filter((a) => a.publishedAt >= since.toISOString() && a.publishedAt <= until.toISOString()),
    loadWeekItems: async (weekKey) => items.filter((i) => i.weekKey === weekKey),
    writeTopic: async (write: TopicWrite, draft: TopicDraft) => {
      if (write.kind === 'create') items.push({ id: String(nextId++), storyKey: draft.storyKey, locked: false, title: draft.title, weekKey: draft.weekKey, draft });
      else {
        const item = items.find((i) => i.id === write.itemId);
        if (item) Object.assign(item, { draft, storyKey: draft.storyKey, title: draft.title });
      }
    },
    ...overrides,
  };
  return { ports, articles, items };
}
