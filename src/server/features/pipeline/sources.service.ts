import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import { defaultSources } from '../../engines/pipeline/sources/default-sources';
import type { CreateSourceInput, FeedSourceJson, UpdateSourceInput } from '../../../shared/pipeline';
import { toSourceJson } from './pipeline.mapper';
import { pipelineFeatureMessages as m } from './pipeline.messages';
import { deleteSource, insertSource, listSources, seedSourcesIfEmpty, updateSource } from './sources.repo';

/** First start: the default European-affairs feeds, only into an empty table. */
export function seedDefaultSources(ctx: AppContext): Promise<number> {
  return seedSourcesIfEmpty(ctx.db, defaultSources);
}

export async function listFeedSources(ctx: AppContext): Promise<FeedSourceJson[]> {
  return (await listSources(ctx.db)).map(toSourceJson);
}

export async function addFeedSource(ctx: AppContext, input: CreateSourceInput): Promise<FeedSourceJson> {
  const row = await insertSource(ctx.db, input);
  if (!row) throw conflict(m.duplicateSource);
  return toSourceJson(row);
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export async function changeFeedSource(ctx: AppContext, id: string, patch: UpdateSourceInput): Promise<FeedSourceJson> {
  // An empty outlet means „derive it from the name again“.
  const columns = { ...patch, ...(patch.outlet !== undefined ? { outlet: patch.outlet || null } : {}) };
  const row = isUuid(id) ? await updateSource(ctx.db, id, columns) : undefined;
  if (!row) throw notFound(m.sourceNotFound);
  return toSourceJson(row);
}

export async function removeFeedSource(ctx: AppContext, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteSource(ctx.db, id))) throw notFound(m.sourceNotFound);
}
