import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news } from '../../db/schema/news';
import { newsPublication } from '../../db/schema/publishing';
import type { Sharepic } from '../../../shared/news';

export interface TopicImages {
  id: string;
  sharepics: Sharepic[];
  /** Older than the cut-off and never published: its images may go. */
  thinnable: boolean;
}

/**
 * Every topic's sharepics, each marked whether it may lose them: a proposal (not `veröffentlicht`, no post
 * that went out) dated before `before`. The kept ones are listed too, since two topics may share a file.
 */
export async function listTopicImages(db: Db, before: string): Promise<TopicImages[]> {
  return db
    .select({
      id: news.id,
      sharepics: news.sharepics,
      thinnable: sql<boolean>`(${news.date} < ${before} and ${news.status} <> 'veröffentlicht' and not exists (
        select 1 from ${newsPublication} p where p.news_id = ${news.id} and p.status = 'sent'))`,
    })
    .from(news);
}

/** The topic whose sharepics include `url`, to draw a thinned image again. */
export async function findTopicBySharepicUrl(
  db: Db,
  url: string,
): Promise<{ id: string; sharepics: Sharepic[] } | undefined> {
  const [row] = await db
    .select({ id: news.id, sharepics: news.sharepics })
    .from(news)
    .where(sql`${news.sharepics} @> ${JSON.stringify([{ url }])}::jsonb`)
    .limit(1);
  return row;
}
