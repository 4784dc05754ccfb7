import { berlinDate, isoWeekKey, isoWeekStart } from '../../../shared/dates';
import { carouselTexts } from '../carousel/carousel-texts';
import { buildPhotoQueries } from '../photos/queries';
import { type EarlierItem, earlierWeekKeys, followUpFinder } from './follow-ups';
import { assessTopic } from './assess';
import { clusterArticles } from './cluster';
import { dedupeArticles } from './dedupe';
import { distinctTitles } from './distinct-titles';
import { defaultVoice, type Voice } from '../../../shared/voice';
import { nameVocabulary as nameVocabularyOf } from './generate/caption/grounding';
import type { CaptionContext } from './generate/caption/types';
import { generateExtractive } from './generate/extractive';
import { factCheck } from './generate/fact-check';
import { type LlmConfig, generateWithLlm } from './generate/llm';
import type { FetchResult } from './fetch-source';
import { pipelineMessages as m } from './messages';
import { normaliseArticle } from './normalise';
import { parseFeedBytes, parseJsonl } from './parse-feed';
import { rankStories } from './rank';
import { splitAllNews } from './split-news';
import { topicLead, topicSide } from './topic-side';
import { rankWeek } from './week-rank';
import { type SourceHealth, sourceHealth } from './source-health';
import { type PlanEntry, type WeekItem, selectWeekTopics } from './select-week-topics';
import type { Article, FeedSource, GeneratedTexts, RankedStory, RawArticle, TopicDraft } from './types';

export const stages = [
  'fetch',
  'parse',
  'normalise',
  'dedupe',
  'cluster',
  'rank',
  'select',
  'generate',
  'assess',
] as const;
export type Stage = (typeof stages)[number];

/** A source as stored: a feed URL, or a local .xml/.jsonl file for replays and the demo. */
export interface SourceInput extends FeedSource {
  id?: string;
  etag?: string | null;
  lastModified?: string | null;
}

/** `replace` removes the proposal `itemId` (only while still an unchanged proposal at `version`) and creates the draft in its place. */
export type TopicWrite =
  { kind: 'create' } | { kind: 'update'; itemId: string } | { kind: 'replace'; itemId: string; version?: number };

export interface PipelinePorts {
  loadSources(): Promise<SourceInput[]>;
  fetchSource(source: SourceInput): Promise<FetchResult>;
  saveArticles(articles: Article[]): Promise<void>;
  /** Articles published in [since, until]. */
  loadRecentArticles(since: Date, until: Date): Promise<Article[]>;
  loadWeekItems(weekKey: string): Promise<WeekItem[]>;
  /** Topics of these earlier ISO weeks (same kind: real or demo), which a new topic may continue; none when absent. */
  loadEarlierItems?(weekKeys: string[]): Promise<EarlierItem[]>;
  writeTopic(write: TopicWrite, draft: TopicDraft): Promise<void>;
  /** The week's places (1–7 and why) of items this run did not write; created and updated ones carry theirs. */
  placeInWeek?(places: { itemId: string; rank: number; reason: string }[]): Promise<void>;
  clock?: () => Date;
  llm?: LlmConfig | null;
  /** Terms that tie a story to the organisation's region (rank.ts); none when absent. */
  loadRegionalTerms?(): Promise<string[]>;
  /** The organisation's voice for captions (form of address, tone, fixed hashtags …); the default when absent. */
  loadVoice?(): Promise<Voice>;
  /**
   * Unit-length embeddings of the articles, when a provider is configured (each article embedded once).
   * A failing provider rejects: the run clusters lexically and says so in the stage detail.
   */
  embedArticles?(articles: Article[]): Promise<Map<string, number[]>>;
}

export interface PipelineInput {
  /** Behave as if the run happened at this instant (replays); defaults to the clock. */
  asOf?: Date;
  windowDays?: number;
}

export interface ProgressEvent {
  stage: Stage;
  status: 'start' | 'done';
  count?: number;
  detail?: string;
}

export interface SourceReport {
  name: string;
  url: string;
  status: FetchResult['status'] | 'parse_failed';
  items: number;
  reason?: string;
  /** No server answered (DNS, connection, timeout). */
  unreachable?: boolean;
  httpStatus?: number;
  etag?: string;
  lastModified?: string;
}

export interface RunSummary {
  asOf: string;
  weekKey: string;
  counts: Record<Stage, number>;
  durationsMs: Record<Stage, number>;
  sources: SourceReport[];
  /** For `replace`, itemId and replacedTitle name the removed proposal; title is the new topic's. */
  topics: {
    action: PlanEntry['action'];
    storyKey: string | null;
    title?: string;
    itemId?: string;
    replacedTitle?: string;
    generator?: string;
    factCheck?: string[];
    /** The earlier week's topic this one continues (follow-ups.ts). */
    followsTitle?: string;
  }[];
  /** Semantic similarity: not configured, used, or failed (then the run clustered lexically). */
  embeddings?: 'aus' | 'an' | `fehlgeschlagen: ${string}`;
  /** Whether enough sources were read; when every source failed the run stopped after reading them. */
  health: SourceHealth;
}

/** Every active source failed: nothing new was read, so the run stops before it touches the week's topics. */
export const readNothing = (health: SourceHealth) => health.verdict === 'none' && health.total > 0;

function isJsonl(url: string) {
  return /\.jsonl(\?|$)/i.test(url);
}

export function toDraft(
  pick: RankedStory,
  texts: GeneratedTexts,
  weekKey: string,
  date: string,
  assessment: ReturnType<typeof assessTopic>,
): TopicDraft {
  return {
    title: texts.title,
    date,
    instagramText: texts.instagramText,
    sourceUrl: texts.sourceUrl,
    searchTerm: texts.searchTerm,
    weekKey,
    storyKey: pick.story.key,
    recommendationPriority: assessment.priority,
    recommendationSharepicQuality: null,
    recommendationReasoning: assessment.reasoning,
    recommendationEditSuggestions: assessment.editSuggestions,
    recommendationAlarmismusFlag: assessment.alarmismus,
    recommendationSpekulationFlag: assessment.spekulation,
    recommendationJuristischeRisikoFlag: assessment.juristischeRisiko,
    recommendationFlagEvidence: assessment.evidence,
    recommendationSignals: { ...pick.signals, warum: pick.why, generator: texts.generator },
    sharepicTexts: carouselTexts(pick.story, texts),
    captionSentences: texts.sentences ?? [],
    captionReview: texts.review ?? null,
    storyArticleIds: pick.story.articles.map((a) => a.id),
    photo: buildPhotoQueries(pick.story),
    followsNewsId: null,
    weekRank: null,
    rankReason: null,
  };
}

/** The caption and texts of one story: by the LLM when one is configured, else extractive. */
export async function generateTexts(
  pick: RankedStory,
  llm: LlmConfig | null | undefined,
  caption: CaptionContext,
): Promise<GeneratedTexts> {
  return llm ? (await generateWithLlm(pick, llm, caption)).texts : generateExtractive(pick, caption);
}

function topicWrite(entry: Exclude<PlanEntry, { action: 'keep' }>): TopicWrite {
  if (entry.action === 'create') return { kind: 'create' };
  if (entry.action === 'update') return { kind: 'update', itemId: entry.itemId };
  return { kind: 'replace', itemId: entry.itemId, version: entry.version };
}

/** fetch → parse → normalise → dedupe → cluster → rank → select → generate → assess; I/O only through ports. */
export async function runPipeline(
  input: PipelineInput,
  ports: PipelinePorts,
  onProgress: (e: ProgressEvent) => void = () => {},
): Promise<RunSummary> {
  const asOf = input.asOf ?? ports.clock?.() ?? new Date();
  const today = berlinDate(asOf);
  const weekKey = isoWeekKey(today);
  const weekStart = isoWeekStart(today);
  const since = new Date(asOf.getTime() - (input.windowDays ?? 14) * 86_400_000);
  const counts = Object.fromEntries(stages.map((s) => [s, 0])) as Record<Stage, number>;
  const durationsMs = { ...counts };
  const timed = async <T>(stage: Stage, fn: () => Promise<T> | T, count: (t: T) => number): Promise<T> => {
    onProgress({ stage, status: 'start' });
    const t0 = performance.now();
    const out = await fn();
    durationsMs[stage] = Math.round(performance.now() - t0);
    counts[stage] = count(out);
    onProgress({ stage, status: 'done', count: counts[stage] });
    return out;
  };

  const sources = (await ports.loadSources()).filter((s) => s.enabled !== false);
  const reports: SourceReport[] = [];
  const fetched = await timed(
    'fetch',
    () =>
      Promise.all(
        sources.map(async (source) => {
          try {
            return { source, result: await ports.fetchSource(source) };
          } catch (err) {
            // A port that throws is a surprise, but one source must never stop the run.
            return {
              source,
              result: {
                status: 'failed',
                reason: `Unerwarteter Fehler: ${(err as Error).message}`,
                attempts: 1,
              } as FetchResult,
            };
          }
        }),
      ),
    (xs) => xs.filter((x) => x.result.status === 'ok').length,
  );

  const raw = await timed(
    'parse',
    () => {
      const out: { item: RawArticle; source: SourceInput }[] = [];
      for (const { source, result } of fetched) {
        const report: SourceReport = {
          name: source.name,
          url: source.url,
          status: result.status,
          items: 0,
          reason: result.reason,
          ...(result.unreachable ? { unreachable: true } : {}),
          httpStatus: result.httpStatus,
          etag: result.etag,
          lastModified: result.lastModified,
        };
        reports.push(report);
        if (result.status !== 'ok' || !result.body) continue;
        const parsed = isJsonl(source.url)
          ? parseJsonl(new TextDecoder().decode(result.body))
          : parseFeedBytes(result.body, source.name, result.contentType);
        if (!parsed.ok) {
          report.status = 'parse_failed';
          report.reason = parsed.reason;
          continue;
        }
        report.items = parsed.items.length;
        if (parsed.invalidLinks > 0) report.reason = m.parse.invalidLinks(parsed.invalidLinks);
        const language = parsed.ok && 'feedLanguage' in parsed ? parsed.feedLanguage : undefined;
        for (const item of parsed.items)
          out.push({
            item,
            source: { ...source, language: (language?.slice(0, 2) as 'de' | 'en') ?? source.language },
          });
      }
      return out;
    },
    (xs) => xs.length,
  );

  const health = sourceHealth(reports);
  if (readNothing(health))
    return { asOf: asOf.toISOString(), weekKey, counts, durationsMs, sources: reports, topics: [], health };

  const normalised = await timed(
    'normalise',
    () =>
      raw
        .map(({ item, source }) =>
          normaliseArticle(isJsonl(source.url) ? item : { ...item, source: source.outlet?.trim() || source.name }, {
            country: source.country,
            language: source.language,
            fallbackDate: asOf.toISOString(),
          }),
        )
        .filter(
          (a): a is Article =>
            a !== null && a.publishedAt <= asOf.toISOString() && a.publishedAt >= since.toISOString(),
        ),
    (xs) => xs.length,
  );

  const recent = await timed(
    'dedupe',
    async () => {
      const fresh = dedupeArticles(normalised).articles;
      await ports.saveArticles(fresh);
      const stored = await ports.loadRecentArticles(since, asOf);
      return dedupeArticles([...stored, ...fresh]).articles;
    },
    (xs) => xs.length,
  );

  let embeddingsState: RunSummary['embeddings'] = 'aus';
  const stories = await timed(
    'cluster',
    async () => {
      let embeddings: Map<string, number[]> | undefined;
      if (ports.embedArticles) {
        try {
          embeddings = await ports.embedArticles(recent);
          embeddingsState = 'an';
        } catch (err) {
          embeddingsState = `fehlgeschlagen: ${err instanceof Error ? err.message : String(err)}`;
        }
      }
      // One news per story: clusters that chained several events are split (split-news.ts).
      return splitAllNews(clusterArticles(recent, { embeddings }));
    },
    (xs) => xs.length,
  );
  const weekStartIso = new Date(`${weekStart}T00:00:00Z`).getTime() - 2 * 3_600_000;
  const regionalTerms = (await ports.loadRegionalTerms?.()) ?? [];
  const ranked = await timed(
    'rank',
    () =>
      rankStories(
        stories.filter((s) => Date.parse(s.lastSeen) >= weekStartIso),
        { asOf, regionalTerms },
      ),
    (xs) => xs.length,
  );
  const weekItems = await ports.loadWeekItems(weekKey);
  const voice = (await ports.loadVoice?.()) ?? defaultVoice;
  const earlier = (await ports.loadEarlierItems?.(earlierWeekKeys(weekStart, isoWeekKey))) ?? [];
  const followUp = followUpFinder(earlier, recent);
  const plan = await timed(
    'select',
    () =>
      selectWeekTopics(weekItems, ranked, {
        followUp,
        thin: (c) => generateExtractive(c).thin === true,
        side: topicSide,
        leadPublishedAt: (c) => topicLead(c).publishedAt,
        asOf,
      }),
    (xs) => xs.filter((p) => p.action !== 'keep').length,
  );

  const topics: RunSummary['topics'] = [];
  // Names the run's foreign reports use: the LLM check reads these words as names, not nouns.
  const nameVocabulary = nameVocabularyOf(recent);
  const generated = await timed(
    'generate',
    async () => {
      const out: { entry: Exclude<PlanEntry, { action: 'keep' }>; texts: GeneratedTexts; unsupported: string[] }[] = [];
      for (const entry of plan) {
        if (entry.action === 'keep') {
          topics.push({ action: 'keep', storyKey: entry.storyKey, itemId: entry.itemId });
          continue;
        }
        const replacedId = entry.action === 'create' ? null : entry.itemId;
        const caption: CaptionContext = {
          voice,
          today,
          nameVocabulary,
          weekCaptions: [
            ...weekItems.filter((i) => i.id !== replacedId).map((i) => i.instagramText ?? ''),
            ...out.map((o) => o.texts.instagramText),
          ],
        };
        const texts = await generateTexts(entry.pick, ports.llm, caption);
        const s = entry.pick.signals;
        const check = factCheck(
          [texts.title, texts.instagramText, texts.sharepicContent].join('\n'),
          entry.pick.story.articles,
          [Number(s.outlets), Number(s.countries), Number(s.articles)],
        );
        out.push({ entry, texts, unsupported: check.unsupported });
      }
      const { kept, dropped } = distinctTitles(out, weekItems);
      for (const { entry } of dropped) {
        if (entry.action !== 'create')
          topics.push({
            action: 'keep',
            storyKey: weekItems.find((i) => i.id === entry.itemId)?.storyKey ?? null,
            itemId: entry.itemId,
          });
      }
      return kept;
    },
    (xs) => xs.length,
  );

  // The week ranked 1–7: what this run writes, and the items it keeps (minus the proposals it replaces).
  const replaced = new Set(generated.flatMap(({ entry }) => (entry.action === 'replace' ? [entry.itemId] : [])));
  const writtenIds = new Set(generated.flatMap(({ entry }) => (entry.action === 'create' ? [] : [entry.itemId])));
  const sideOf = new Map(generated.map((g) => [g.entry, topicSide(g.entry.pick)]));
  const places = rankWeek([
    ...generated.map(({ entry }, i) => ({
      id: entry.action === 'update' ? entry.itemId : `new:${i}`,
      score: entry.pick.score,
      side: sideOf.get(entry),
      locked: false,
    })),
    ...weekItems
      .filter((item) => !replaced.has(item.id) && !writtenIds.has(item.id))
      .map((item) => ({
        id: item.id,
        score: item.score ?? 0,
        side: item.europeanSide,
        locked: item.locked,
        rank: item.rank,
      })),
  ]);
  await ports.placeInWeek?.(
    weekItems
      .filter((item) => places.has(item.id) && !writtenIds.has(item.id))
      .filter((item) => item.rank !== places.get(item.id)!.rank || !item.rank)
      .map((item) => ({ itemId: item.id, ...places.get(item.id)! })),
  );

  await timed(
    'assess',
    async () => {
      for (const [i, { entry, texts, unsupported }] of generated.entries()) {
        const side = sideOf.get(entry) ?? null;
        const assessment = assessTopic(texts, entry.pick.signals, entry.pick.why, {
          side,
          newest: entry.pick.story.lastSeen,
        });
        // The topic's day is that of the newest report its caption cites (the state of the news it tells).
        const newest = texts.date ?? berlinDate(new Date(Date.parse(entry.pick.story.lastSeen)));
        const date = newest > today ? today : newest;
        const draft = toDraft(entry.pick, texts, weekKey, date < weekStart ? today : date, assessment);
        const place = places.get(entry.action === 'update' ? entry.itemId : `new:${i}`)!;
        draft.weekRank = place.rank;
        draft.rankReason = place.reason;
        draft.recommendationSignals.europaeischer_bezug = side ?? '';
        // An updated item keeps its story key, so later runs still recognise it when clusters drift.
        const existingKey = entry.action === 'update' ? weekItems.find((i) => i.id === entry.itemId)?.storyKey : null;
        if (existingKey) draft.storyKey = existingKey;
        const follows = followUp(entry.pick.story);
        draft.followsNewsId = follows?.itemId ?? null;
        await ports.writeTopic(topicWrite(entry), draft);
        topics.push({
          action: entry.action,
          storyKey: draft.storyKey,
          title: draft.title,
          itemId: entry.action === 'create' ? undefined : entry.itemId,
          replacedTitle: entry.action === 'replace' ? entry.replacedTitle : undefined,
          generator: texts.generator,
          factCheck: unsupported,
          followsTitle: follows?.title,
        });
      }
      return generated.length;
    },
    (n) => n,
  );

  return {
    asOf: asOf.toISOString(),
    weekKey,
    counts,
    durationsMs,
    sources: reports,
    topics,
    embeddings: embeddingsState,
    health,
  };
}
