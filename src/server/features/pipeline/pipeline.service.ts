import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import type { RunProgress } from '../../db/schema/pipeline';
import type { FetchOptions } from '../../engines/pipeline/fetch-source';
import {
  type ProgressEvent,
  type RunSummary,
  type SourceInput,
  readNothing,
  runPipeline,
} from '../../engines/pipeline/run-pipeline';
import { berlinDate } from '../../../shared/dates';
import type { PipelineRunJson, PipelineTrigger } from '../../../shared/pipeline';
import { createDbPorts, sourceFromArgument } from './db-ports';
import { storedSummary, toRunJson } from './pipeline.mapper';
import { pipelineFeatureMessages as m } from './pipeline.messages';
import { claimRun, failAbandonedRuns, finishRun, findRun, heartbeat, listRuns, saveProgress } from './runs.repo';
import type { WriteOutcome } from './topic-writer';
import { listWeekTopics } from './topics.repo';

/**
 * The run row is a lease: a run renews its heartbeat every 10 s (a timer, so also during long stages);
 * a `running` row without one for this long belongs to a process that died, and the next start frees it.
 */
export const runLeaseSeconds = 45;
const heartbeatEveryMs = 10_000;

export interface RunRequest {
  trigger: PipelineTrigger;
  asOf?: Date;
  /** CLI `--source` arguments (URLs or local .xml/.jsonl files) instead of the stored sources. */
  sources?: string[];
  /** Already-built sources (the demo snapshots). */
  sourceInputs?: SourceInput[];
  userId?: string | null;
  demo?: boolean;
  /** Fetch tuning (tests use short timeouts). */
  fetch?: FetchOptions;
  onProgress?: (e: ProgressEvent) => void;
}

export interface RunOutcome {
  runId: string;
  status: 'succeeded' | 'failed';
  summary?: RunSummary;
  written: WriteOutcome[];
  error?: string;
}

export interface StartedRun {
  runId: string;
  /** Settles when the run has finished; never rejects (failures are recorded in the run row). */
  done: Promise<RunOutcome>;
}

// Keyed by the database handle: copies of a context (tests spread it) share it.
const inFlight = new WeakMap<object, Set<Promise<RunOutcome>>>();

/** Resolves when every run this process started has finished (shutdown, tests). */
export async function waitForPipelineRuns(ctx: AppContext): Promise<void> {
  await Promise.all([...(inFlight.get(ctx.db) ?? [])]);
}

/**
 * Starts a run now. Only one run exists at a time across all server instances: the run row claims
 * the single `running` slot (docs/decisions/006-pipeline-runs.md). Throws 409 while another run is running.
 */
export async function runPipelineNow(ctx: AppContext, request: RunRequest): Promise<StartedRun> {
  const now = ctx.clock.now();
  await freeAbandonedRuns(ctx);
  const asOf = request.asOf ?? now;
  const row = await claimRun(ctx.db, {
    trigger: request.trigger,
    asOf,
    startedAt: now,
    startedBy: request.userId ?? null,
    isDemo: request.demo ?? false,
    progress: {},
  });
  if (!row) throw new AppError(409, 'conflict', m.alreadyRunning);
  const done = execute(ctx, row.id, asOf, request);
  const set = inFlight.get(ctx.db) ?? new Set();
  inFlight.set(ctx.db, set);
  set.add(done);
  void done.finally(() => set.delete(done));
  return { runId: row.id, done };
}

async function execute(ctx: AppContext, runId: string, asOf: Date, request: RunRequest): Promise<RunOutcome> {
  const progress: RunProgress = {};
  const { ports, written, recordSourceReports } = createDbPorts(ctx, {
    runDate: berlinDate(asOf),
    demo: request.demo ?? false,
    sources: request.sourceInputs ?? request.sources?.map(sourceFromArgument),
    fetch: request.fetch,
  });
  // Progress writes are queued so they land in order, without holding up the stages.
  let writes = Promise.resolve();
  const onProgress = (e: ProgressEvent) => {
    request.onProgress?.(e);
    progress[e.stage] = { status: e.status === 'start' ? 'running' : 'done', count: e.count ?? null, durationMs: null };
    const snapshot = structuredClone(progress);
    writes = writes
      .then(() => saveProgress(ctx.db, runId, snapshot))
      .then(() => ctx.realtime.publish({ type: 'pipeline-progress', runId }))
      .catch((err) => ctx.log.warn('[pipeline] progress not saved', { runId, error: String(err) }));
  };
  // A missed heartbeat is harmless (the next one follows), but it is logged: several in a row free the slot.
  const beat = setInterval(
    () =>
      void heartbeat(ctx.db, runId)
        .then((owned) => {
          if (!owned) ctx.log.error('[pipeline] run lost its lease (no heartbeat for too long)', { runId });
        })
        .catch((err) => ctx.log.warn('[pipeline] heartbeat not saved', { runId, error: String(err) })),
    heartbeatEveryMs,
  );
  beat.unref();
  try {
    const summary = await runPipeline({ asOf }, ports, onProgress);
    if (summary.embeddings?.startsWith('fehlgeschlagen'))
      ctx.log.warn('[pipeline] embeddings provider failed, clustered lexically', {
        runId,
        embeddings: summary.embeddings,
      });
    await writes;
    for (const [stage, ms] of Object.entries(summary.durationsMs)) {
      const p = progress[stage as keyof RunProgress];
      if (p) p.durationMs = ms;
    }
    await recordSourceReports(summary);
    // A run that could read none of its sources failed, even though no stage threw: it stopped after
    // reading them, and the admin sees why per source.
    const failed = readNothing(summary.health);
    if (failed) {
      if (progress.fetch) progress.fetch.status = 'failed';
      // Nothing was fetched, so no feed was read: the stage did not run, rather than ran and found 0.
      delete progress.parse;
    }
    const status = failed ? 'failed' : 'succeeded';
    const error = failed ? (summary.health.message ?? undefined) : undefined;
    await finishRun(ctx.db, runId, {
      status,
      finishedAt: ctx.clock.now(),
      progress,
      summary: storedSummary(summary, written),
      error,
    });
    const count = (kind: WriteOutcome['kind']) => written.filter((w) => w.kind === kind).length;
    ctx.log[failed ? 'warn' : 'info'](failed ? '[pipeline] run read no source' : '[pipeline] run finished', {
      runId,
      created: count('created'),
      updated: count('updated'),
      replaced: count('replaced'),
      sourcesFailed: summary.health.failed,
      sources: summary.health.total,
    });
    await announce(ctx, runId);
    return { runId, status, summary, written, error };
  } catch (err) {
    await writes;
    const detail = err instanceof Error ? err.message : String(err);
    for (const p of Object.values(progress)) if (p.status === 'running') p.status = 'failed';
    ctx.log.error('[pipeline] run failed', { runId, error: err instanceof Error ? err.stack : detail });
    // `done` never rejects; when even recording the failure fails (the database is gone), the row is
    // freed as abandoned once its heartbeat is old, and the log says why.
    await finishRun(ctx.db, runId, {
      status: 'failed',
      finishedAt: ctx.clock.now(),
      progress,
      error: m.runFailed(detail),
    }).catch((e) => ctx.log.error('[pipeline] failed run not recorded', { runId, error: String(e) }));
    await announce(ctx, runId).catch((e) =>
      ctx.log.warn('[pipeline] end of run not announced', { runId, error: String(e) }),
    );
    return { runId, status: 'failed', written, error: m.runFailed(detail) };
  } finally {
    clearInterval(beat);
  }
}

/** Marks runs whose process died (lease ran out) as failed („abgebrochen“), freeing the slot. */
export async function freeAbandonedRuns(ctx: AppContext): Promise<string[]> {
  return failAbandonedRuns(ctx.db, runLeaseSeconds, ctx.clock.now(), m.runAbandoned);
}

/** The run's final state for the admin page; the news owner announced every written item when it was written. */
async function announce(ctx: AppContext, runId: string) {
  await ctx.realtime.publish({ type: 'pipeline-progress', runId });
}

export async function listRecentRuns(ctx: AppContext, limit = 20): Promise<PipelineRunJson[]> {
  return (await listRuns(ctx.db, limit)).map(toRunJson);
}

export async function getRun(ctx: AppContext, id: string): Promise<PipelineRunJson> {
  // A malformed id names no run; only a well-formed one is looked up, so a database error stays a 500.
  const row = z.uuid().safeParse(id).success ? await findRun(ctx.db, id) : undefined;
  if (!row) throw notFound(m.runNotFound);
  return toRunJson(row);
}

/** The week's topics as stored (CLI summary). */
export function weekTopics(ctx: AppContext, weekKey: string, demo = false) {
  return listWeekTopics(ctx.db, weekKey, demo);
}
