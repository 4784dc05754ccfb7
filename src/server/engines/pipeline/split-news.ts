/**
 * One news per story (issue 22): clustering chains reports over days, so a cluster can hold several events —
 * the Commission president's re-election and a boycott that names her, a hostage rescue and a minister's
 * resignation in the same war. Each cluster is split into its news: the most central report of what is left, and
 * the reports of the same news (caption/news-core.ts), again and again. A topic, its counts and its caption
 * then describe one news, never the loose cluster around it.
 */
import { storyOf } from './cluster';
import { isOpinionOrFormat } from './generate/caption/facts';
import { newsKeys, sameNews } from './generate/caption/news-core';
import type { Article, Story } from './types';

/** A cluster this small is one news already (splitting it only risks tearing one report from its twin)… */
const minSplitSize = 3;

/**
 * …unless its two reports share no name, place or number at all: one concept in common („law“ in a report on the
 * EU's AI Act and one on Georgia's anti-LGBT law) is a chance match of clustering, not one news.
 */
function sharesAnchor(a: Article, b: Article): boolean {
  const kb = newsKeys(b);
  return [...newsKeys(a).keys()].some((k) => !k.startsWith('c:') && kb.has(k));
}

/**
 * The report that shares most with the others: its keys weighted by how many of the reports name them. German
 * news reports first (the caption is German), opinion and formats last.
 */
function mostCentral(articles: Article[]): Article {
  const df = new Map<string, number>();
  for (const a of articles) for (const k of newsKeys(a).keys()) df.set(k, (df.get(k) ?? 0) + 1);
  const weight = (a: Article) => {
    let s = 0;
    for (const [k, w] of newsKeys(a)) s += w * ((df.get(k) ?? 1) - 1);
    return s + (a.language === 'de' ? 1 : 0) - (isOpinionOrFormat(a) ? 2 : 0);
  };
  return articles.reduce((best, a) => (weight(a) > weight(best) ? a : best), articles[0]);
}

/** The news a cluster holds, each as a story of its own (key: its earliest report, as clustering keys a story). */
export function splitNews(story: Story): Story[] {
  if (story.articles.length < minSplitSize) {
    const [a, b] = story.articles;
    return b && !sharesAnchor(a, b) ? ofCluster(story, [storyOf([a]), storyOf([b])]) : [story];
  }
  const out: Story[] = [];
  let rest = story.articles;
  while (rest.length) {
    const anchor = mostCentral(rest);
    const core = rest.filter((a) => a === anchor || sameNews(anchor, a));
    // A second ring: reports of the same news as one of the anchor's, told in other words or another language
    // (an English anchor shares only names, places, numbers and concepts with a German report).
    const news = rest.filter((a) => core.includes(a) || core.some((c) => c !== anchor && sameNews(c, a)));
    rest = rest.filter((a) => !news.includes(a));
    out.push(storyOf(news));
  }
  return ofCluster(story, out);
}

/** The news that keeps the cluster's first report keeps the cluster's key: stored items still find it. */
const ofCluster = (cluster: Story, news: Story[]): Story[] =>
  news.map((s) => ({
    ...s,
    cluster: cluster.key,
    key: s.articles.includes(cluster.articles[0]) ? cluster.key : s.key,
  }));

export const splitAllNews = (stories: Story[]): Story[] => stories.flatMap(splitNews);
