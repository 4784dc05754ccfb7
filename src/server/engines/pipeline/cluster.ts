import { type DocVector, similarity, vectorize } from './similarity';
import { type DocTerms, buildIdf, extractTerms, topKeys } from './text/features';
import type { Article, Story } from './types';

export interface ClusterOptions {
  /** Minimum similarity between an article and a story's representatives to join it. */
  threshold?: number;
  /** Stories whose newest article is older than this (hours) are closed for new members. */
  openHours?: number;
  /** Candidate stories examined per article (blocking keeps the run linear). */
  maxCandidates?: number;
  /** Unit-length article embeddings by article id (optional provider): blended into the similarity. */
  embeddings?: Map<string, number[]>;
}

interface Working {
  articles: Article[];
  vectors: DocVector[];
  lastTime: number;
}

const blockingKeys = 8;
const postingCap = 40;
const representatives = 4;
const recentCandidates = 64;

export function articleTerms(a: Article): DocTerms {
  return extractTerms({ title: a.title, text: a.description, language: a.language, time: Date.parse(a.publishedAt) });
}

/**
 * Greedy single pass in time order: each article joins the best open story among candidates found
 * through an inverted index of top terms (entities, concepts, stems), else starts a new story.
 * Cost is linear in the number of articles: postings are capped and candidates bounded.
 */
export function clusterArticles(articles: Article[], options: ClusterOptions = {}): Story[] {
  const threshold = options.threshold ?? 0.42;
  const openMs = (options.openHours ?? 96) * 3_600_000;
  const maxCandidates = options.maxCandidates ?? 24;
  const sorted = [...articles].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.id.localeCompare(b.id));
  const terms = sorted.map(articleTerms);
  const idf = buildIdf(terms);
  const stories: Working[] = [];
  const postings = new Map<string, number[]>();

  sorted.forEach((article, i) => {
    const v = { ...vectorize(terms[i], idf), embedding: options.embeddings?.get(article.id) };
    const keys = [...topKeys(v.shared, blockingKeys), ...topKeys(v.stems, blockingKeys)];
    const hits = new Map<number, number>();
    for (const k of keys) for (const s of postings.get(k) ?? []) hits.set(s, (hits.get(s) ?? 0) + 1);
    // With embeddings, the most recent stories are candidates too: a report in other words shares no key.
    if (v.embedding)
      for (let s = Math.max(0, stories.length - recentCandidates); s < stories.length; s++)
        if (!hits.has(s)) hits.set(s, 0);
    const t = Date.parse(article.publishedAt);
    let best = -1;
    let bestScore = threshold;
    const candidates = [...hits.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, maxCandidates + (v.embedding ? recentCandidates : 0));
    for (const [s] of candidates) {
      const story = stories[s];
      if (t - story.lastTime > openMs) continue;
      let score = 0;
      for (const rep of story.vectors) score = Math.max(score, similarity(v, rep));
      if (score > bestScore) {
        bestScore = score;
        best = s;
      }
    }
    if (best < 0) {
      best = stories.length;
      stories.push({ articles: [], vectors: [], lastTime: t });
    }
    const story = stories[best];
    story.articles.push(article);
    story.lastTime = Math.max(story.lastTime, t);
    // Keep the first article (the story's origin) and the most recent ones as representatives.
    if (story.vectors.length < representatives) story.vectors.push(v);
    else story.vectors[1 + (story.articles.length % (representatives - 1))] = v;
    for (const k of keys) {
      const list = postings.get(k) ?? [];
      if (list[list.length - 1] !== best) list.push(best);
      if (list.length > postingCap) list.shift();
      postings.set(k, list);
    }
  });

  const index = new Map(sorted.map((a, i) => [a.id, i]));
  return stories.map((s) => toStory(s.articles, terms, index));
}

/**
 * The story made of exactly these articles (e.g. a stored pick, to write its caption again), in the same
 * time order and with the same top terms and entities as clustering gives it. `key` keeps the stored key.
 */
export function storyOf(articles: Article[], key?: string): Story {
  const sorted = [...articles].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.id.localeCompare(b.id));
  const terms = sorted.map(articleTerms);
  const story = toStory(sorted, terms, new Map(sorted.map((a, i) => [a.id, i])));
  return key ? { ...story, key } : story;
}

function toStory(articles: Article[], terms: DocTerms[], index: Map<string, number>): Story {
  const counts = new Map<string, number>();
  const entityCounts = new Map<string, number>();
  for (const a of articles) {
    const t = terms[index.get(a.id)!];
    for (const k of t.shared.keys()) counts.set(k, (counts.get(k) ?? 0) + 1);
    for (const e of t.entities) entityCounts.set(e, (entityCounts.get(e) ?? 0) + 1);
  }
  const rank = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k);
  return {
    key: `story-${articles[0].id}`,
    articles,
    firstSeen: articles[0].publishedAt,
    lastSeen: articles[articles.length - 1].publishedAt,
    topTerms: rank(counts).slice(0, 12),
    entities: rank(entityCounts).slice(0, 12),
  };
}
