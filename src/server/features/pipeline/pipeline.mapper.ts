import { outletName } from '../../../shared/outlet-name';
import type { FeedSourceRow, PipelineRunRow, StoredRunSummary } from '../../db/schema/pipeline';
import type { RunSummary } from '../../engines/pipeline/run-pipeline';
import { sourceHealth } from '../../engines/pipeline/source-health';
import type { WriteOutcome } from './topic-writer';
import {
  type FeedSourceJson,
  type PipelineRunJson,
  type RunCountsJson,
  pipelineStageLabels,
  pipelineStages,
} from '../../../shared/pipeline';

export function toSourceJson(r: FeedSourceRow): FeedSourceJson {
  return {
    id: r.id,
    name: r.name,
    outlet: r.outlet || outletName(r.name),
    outlet_set: Boolean(r.outlet),
    url: r.url,
    language: r.language,
    country: r.country,
    enabled: r.enabled,
    created_at: r.createdAt.toISOString(),
    last_fetched_at: r.lastFetchedAt?.toISOString() ?? null,
    last_status: r.lastStatus ?? null,
    last_message: r.lastMessage ?? null,
    last_item_count: r.lastItemCount ?? null,
  };
}

export function toRunJson(r: PipelineRunRow): PipelineRunJson {
  const { counts = null, ...summary } = r.summary ?? {};
  return {
    id: r.id,
    trigger: r.trigger,
    status: r.status,
    is_demo: r.isDemo,
    as_of: r.asOf.toISOString(),
    started_at: r.startedAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
    started_by: r.startedBy ?? null,
    stages: pipelineStages.map((stage) => {
      const p = r.progress[stage];
      return {
        stage,
        label: pipelineStageLabels[stage],
        status: p?.status ?? 'pending',
        count: p?.count ?? null,
        duration_ms: p?.durationMs ?? null,
      };
    }),
    // Runs recorded before replacements existed have no `replaced` count.
    counts: counts ? { ...counts, replaced: counts.replaced ?? 0 } : null,
    summary: r.summary ? (summary as PipelineRunJson['summary']) : null,
    // Judged on read from the stored per-source results, so runs recorded before the judgement have it too.
    source_health: r.summary
      ? sourceHealth(
          r.summary.sources.map((s) => ({
            name: s.name,
            url: s.url,
            status: s.status,
            items: s.items,
            reason: s.reason ?? undefined,
            unreachable: s.unreachable,
          })),
        )
      : null,
    error: r.error ?? null,
  };
}

/** What the run row keeps of a finished run: counts for the list, sources and topics for the detail. */
export function storedSummary(summary: RunSummary, written: WriteOutcome[]): StoredRunSummary {
  const outcome = (id?: string) => written.find((w) => w.id === id);
  const replacement = (replacedId?: string) =>
    written.find((w) => (w.kind === 'replaced' ? w.replacedId : w.id) === replacedId);
  const counts: RunCountsJson = {
    sources_ok: summary.sources.filter((s) => s.status === 'ok').length,
    sources_not_modified: summary.sources.filter((s) => s.status === 'not_modified').length,
    sources_failed: summary.sources.filter((s) => s.status === 'failed' || s.status === 'parse_failed').length,
    articles: summary.counts.dedupe,
    stories: summary.counts.cluster,
    created: written.filter((w) => w.kind === 'created').length,
    updated: written.filter((w) => w.kind === 'updated').length,
    replaced: written.filter((w) => w.kind === 'replaced').length,
    kept: summary.topics.filter((t) => t.action === 'keep').length + written.filter((w) => w.kind === 'skipped').length,
  };
  let created = 0;
  const createdIds = written.filter((w) => w.kind === 'created').map((w) => w.id);
  return {
    week_key: summary.weekKey,
    embeddings: summary.embeddings ?? 'aus',
    counts,
    sources: summary.sources.map((s) => ({
      name: s.name,
      url: s.url,
      status: s.status,
      items: s.items,
      reason: s.reason ?? null,
      http_status: s.httpStatus ?? null,
      ...(s.unreachable ? { unreachable: true } : {}),
    })),
    topics: summary.topics.map((t) => {
      if (t.action === 'replace') {
        const w = replacement(t.itemId);
        // The proposal changed after planning: it stays, and nothing was created in its place.
        if (w?.kind !== 'replaced')
          return {
            action: 'keep',
            title: t.replacedTitle ?? null,
            news_id: t.itemId ?? null,
            generator: null,
            replaced_title: null,
          };
        return {
          action: 'replace',
          title: t.title ?? null,
          news_id: w.id,
          generator: t.generator ?? null,
          replaced_title: t.replacedTitle ?? null,
        };
      }
      // runPipeline reports creates in the order it wrote them, so the n-th create is the n-th created id.
      const id = t.action === 'create' ? createdIds[created++] : t.itemId;
      const skipped = t.action === 'update' && outcome(id)?.kind === 'skipped';
      return {
        action: skipped ? 'keep' : t.action,
        title: t.title ?? null,
        news_id: id ?? null,
        generator: t.generator ?? null,
        replaced_title: null,
      };
    }),
  };
}
