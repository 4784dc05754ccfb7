import { and, asc, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ArticleRow, articles } from '../../db/schema/pipeline';
import type { Article, Language } from '../../engines/pipeline/types';

const batchSize = 200;

/** Stores each article once (by canonical URL); an article already stored keeps its first version. */
export async function saveArticles(db: Db, xs: Article[]): Promise<void> {
  for (let i = 0; i < xs.length; i += batchSize) {
    const batch = xs.slice(i, i + batchSize).map((a) => ({
      id: a.id,
      canonicalUrl: a.canonicalUrl,
      url: a.url,
      source: a.source,
      country: a.country,
      language: a.language,
      title: a.title,
      description: a.description,
      publishedAt: new Date(a.publishedAt),
    }));
    await db.insert(articles).values(batch).onConflictDoNothing();
  }
}

function toArticle(r: ArticleRow): Article {
  return {
    id: r.id,
    source: r.source,
    country: r.country,
    language: r.language as Language,
    title: r.title,
    description: r.description,
    url: r.url,
    canonicalUrl: r.canonicalUrl,
    publishedAt: r.publishedAt.toISOString(),
  };
}

export async function loadArticlesBetween(db: Db, since: Date, until: Date): Promise<Article[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(and(gte(articles.publishedAt, since), lte(articles.publishedAt, until)))
    .orderBy(asc(articles.publishedAt));
  return rows.map(toArticle);
}

/** The stored articles with these ids (a topic's story); ids no longer stored are left out. */
export async function loadArticlesByIds(db: Db, ids: string[]): Promise<Article[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(articles).where(inArray(articles.id, ids)).orderBy(asc(articles.publishedAt));
  return rows.map(toArticle);
}
