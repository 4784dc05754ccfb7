import path from 'node:path';
import type { AppContext } from '../../context';
import { type FetchOptions, type FetchResult, fetchSource } from '../../engines/pipeline/fetch-source';
import type { LlmConfig } from '../../engines/pipeline/generate/llm';
import { createMemoryPorts } from '../../engines/pipeline/memory-ports';
import type { PipelinePorts, RunSummary, SourceInput } from '../../engines/pipeline/run-pipeline';
import { currentVoice } from './voice';
import { loadArticlesBetween, loadEmbeddings, saveArticles, saveEmbeddings } from './articles.repo';
import { type EmbeddingsConfig, embedTexts, embeddingText } from '../../engines/pipeline/embeddings';
import { findRegionalTerms } from './regional-terms.repo';
import { listSources, recordSourceResult } from './sources.repo';
import { type WriteOutcome, writeTopic } from './topic-writer';
import { loadEarlierItems, loadWeekItems } from './topics.repo';
import { placeInWeek } from '../news';

export interface DbPortsOptions {
  runDate: string;
  demo: boolean;
  /** Replaces the stored sources (CLI `--source`, the demo snapshots); such sources keep no fetch state. */
  sources?: SourceInput[];
  fetch?: FetchOptions;
  /** Overrides the EMBEDDINGS_* configuration (tests). */
  embeddings?: EmbeddingsConfig | null;
}

const isFileSource = (url: string) => !/^https?:\/\//i.test(url);

/** A source given as a URL or a local path: named after its file or host, language guessed from a `de_`/`en_` prefix. */
export function sourceFromArgument(arg: string): SourceInput {
  if (isFileSource(arg)) {
    const file = path.basename(arg);
    const [, lang, country] = /^(de|en)(?:-([a-z]{2}))?[_-]/i.exec(file) ?? [];
    return {
      name: file.replace(/\.(xml|jsonl|atom|rss)$/i, ''),
      url: path.resolve(arg),
      language: lang?.toLowerCase() === 'en' ? 'en' : 'de',
      country: country ? country.toUpperCase() : lang?.toLowerCase() === 'de' ? 'DE' : '',
    };
  }
  const host = new URL(arg).hostname.replace(/^www\./, '');
  return { name: host, url: arg, language: 'de', country: '' };
}

/** The configured language model for captions, or null (the extractive generator writes them). */
export function llmConfigOf(ctx: AppContext): LlmConfig | null {
  return ctx.env.LLM_BASE_URL && ctx.env.LLM_MODEL
    ? { baseUrl: ctx.env.LLM_BASE_URL, apiKey: ctx.env.LLM_API_KEY, model: ctx.env.LLM_MODEL }
    : null;
}

/** The pipeline's ports over the database, the feed sources and the sharepic renderer. */
export function createDbPorts(ctx: AppContext, o: DbPortsOptions) {
  const written: WriteOutcome[] = [];
  let loaded: SourceInput[] = [];
  // Local .xml/.jsonl files (replays, demo snapshots) are read from disk like the in-memory ports do.
  const fileFetcher = createMemoryPorts([]).ports.fetchSource;
  const llm = llmConfigOf(ctx);
  const embeddings =
    o.embeddings !== undefined
      ? o.embeddings
      : ctx.env.EMBEDDINGS_BASE_URL && ctx.env.EMBEDDINGS_MODEL
        ? { baseUrl: ctx.env.EMBEDDINGS_BASE_URL, apiKey: ctx.env.EMBEDDINGS_API_KEY, model: ctx.env.EMBEDDINGS_MODEL }
        : null;

  const ports: PipelinePorts = {
    clock: () => ctx.clock.now(),
    llm,
    loadRegionalTerms: () => findRegionalTerms(ctx.db, ctx.env.ORGANIZATION_NAME),
    loadVoice: () => currentVoice(ctx),
    loadSources: async () => {
      loaded =
        o.sources ??
        (await listSources(ctx.db)).map((s) => ({
          id: s.id,
          name: s.name,
          outlet: s.outlet,
          url: s.url,
          language: s.language,
          country: s.country,
          enabled: s.enabled,
          etag: s.etag,
          lastModified: s.lastModified,
        }));
      return loaded;
    },
    fetchSource: async (source): Promise<FetchResult> => {
      const result = isFileSource(source.url)
        ? await fileFetcher(source)
        : await fetchSource(
            { url: source.url, etag: source.etag, lastModified: source.lastModified },
            { ...o.fetch, allowPrivate: o.fetch?.allowPrivate ?? ctx.env.ALLOW_PRIVATE_FETCH },
          );
      if (source.id) {
        await recordSourceResult(ctx.db, source.id, {
          fetchedAt: ctx.clock.now(),
          status: result.status,
          message: result.reason ?? null,
        });
      }
      return result;
    },
    saveArticles: (xs) => saveArticles(ctx.db, xs),
    loadRecentArticles: (since, until) => loadArticlesBetween(ctx.db, since, until),
    loadWeekItems: (weekKey) => loadWeekItems(ctx.db, weekKey, o.demo),
    loadEarlierItems: (weekKeys) => loadEarlierItems(ctx.db, weekKeys, o.demo),
    // Each article is embedded once per model; later runs read the stored vector.
    embedArticles: embeddings
      ? async (xs) => {
          const stored = await loadEmbeddings(
            ctx.db,
            xs.map((a) => a.id),
            embeddings.model,
          );
          const missing = xs.filter((a) => !stored.has(a.id));
          const vectors = await embedTexts(missing.map(embeddingText), embeddings);
          const fresh = new Map(missing.map((a, i) => [a.id, vectors[i]]));
          await saveEmbeddings(ctx.db, fresh, embeddings.model);
          return new Map([...stored, ...fresh]);
        }
      : undefined,
    placeInWeek: (places) =>
      placeInWeek(
        ctx,
        places.map((p) => ({ id: p.itemId, rank: p.rank, reason: p.reason })),
      ),
    writeTopic: async (write, draft) => {
      written.push(await writeTopic(ctx, write, draft, { runDate: o.runDate, demo: o.demo, now: ctx.clock.now() }));
    },
  };

  /** After a successful run: item counts, parse results and the validators for the next conditional GET. */
  async function recordSourceReports(summary: RunSummary) {
    for (const report of summary.sources) {
      const source = loaded.find((s) => s.url === report.url);
      if (!source?.id) continue;
      const fresh = report.status === 'ok' || report.status === 'not_modified';
      await recordSourceResult(ctx.db, source.id, {
        fetchedAt: ctx.clock.now(),
        status: report.status,
        message: report.reason ?? null,
        itemCount: report.status === 'ok' ? report.items : report.status === 'not_modified' ? undefined : 0,
        ...(fresh ? { etag: report.etag ?? null, lastModified: report.lastModified ?? null } : {}),
      });
    }
  }

  return { ports, written, recordSourceReports };
}
