import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ArticleRow, articleEmbeddings, articles } from '../../db/schema/pipeline';
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

/** Stored embeddings of these articles for one model, by article id. */
export async function loadEmbeddings(db: Db, ids: string[], model: string): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  for (let i = 0; i < ids.length; i += batchSize) {
    const rows = await db
      .select({ id: articleEmbeddings.articleId, vector: articleEmbeddings.vector })
      .from(articleEmbeddings)
      .where(
        and(eq(articleEmbeddings.model, model), inArray(articleEmbeddings.articleId, ids.slice(i, i + batchSize))),
      );
    for (const r of rows) out.set(r.id, r.vector);
  }
  return out;
}

/** Stores each article's embedding once; a vector already stored for the article and model stays. */
export async function saveEmbeddings(db: Db, vectors: Map<string, number[]>, model: string): Promise<void> {
  const rows = [...vectors].map(([articleId, vector]) => ({ articleId, model, vector }));
  for (let i = 0; i < rows.length; i += batchSize)
    await db
      .insert(articleEmbeddings)
      .values(rows.slice(i, i + batchSize))
      .onConflictDoNothing();
}
