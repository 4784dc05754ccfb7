import type { Article } from './types';

function titleKey(title: string): string[] {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1);
}

function jaccard(a: string[], b: string[]): number {
  const sa = new Set(a);
  const sb = new Set(b);
  let inter = 0;
  for (const w of sa) if (sb.has(w)) inter++;
  return inter / (sa.size + sb.size - inter || 1);
}

export interface DedupeResult {
  articles: Article[];
  /** canonicalUrl of a dropped article → id of the article it was merged into. */
  merged: Map<string, string>;
}

/**
 * Store each article once: same canonical URL, or a near-identical title (Jaccard ≥ 0.8 of title words)
 * from the same outlet within three days. The earliest copy wins and keeps the longer description.
 */
export function dedupeArticles(articles: Article[], titleThreshold = 0.8): DedupeResult {
  const sorted = [...articles].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  const byUrl = new Map<string, Article>();
  const bySource = new Map<string, { article: Article; words: string[] }[]>();
  const merged = new Map<string, string>();
  const kept: Article[] = [];
  const windowMs = 3 * 86_400_000;
  for (const a of sorted) {
    const sameUrl = byUrl.get(a.canonicalUrl);
    if (sameUrl) {
      if (a.description.length > sameUrl.description.length) sameUrl.description = a.description;
      merged.set(a.canonicalUrl, sameUrl.id);
      continue;
    }
    const words = titleKey(a.title);
    const t = Date.parse(a.publishedAt);
    // Sorted by time, so peers older than the window can be dropped from the front.
    const peers = (bySource.get(a.source) ?? []).filter((p) => t - Date.parse(p.article.publishedAt) <= windowMs);
    const twin = peers.find(
      (p) => Math.abs(Date.parse(p.article.publishedAt) - t) <= windowMs && jaccard(p.words, words) >= titleThreshold,
    );
    if (twin) {
      if (a.description.length > twin.article.description.length) twin.article.description = a.description;
      merged.set(a.canonicalUrl, twin.article.id);
      continue;
    }
    const copy = { ...a };
    byUrl.set(a.canonicalUrl, copy);
    peers.push({ article: copy, words });
    bySource.set(a.source, peers);
    kept.push(copy);
  }
  return { articles: kept, merged };
}
