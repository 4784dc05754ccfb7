import cronParser from 'cron-parser';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { queues } from '../../jobs/jobs';
import { timeZone } from '../../../shared/dates';
import type { PipelineTrigger } from '../../../shared/pipeline';
import { freeAbandonedRuns, runPipelineNow } from './pipeline.service';
import { hasRealRun, hasSucceededRunSince } from './runs.repo';

/** The latest instant at or before `now` at which the daily schedule fires (Europe/Berlin). */
export function previousScheduledTime(cron: string, now: Date): Date {
  return cronParser
    .parseExpression(cron, { currentDate: new Date(now.getTime() + 1000), tz: timeZone })
    .prev()
    .toDate();
}

export function isValidSchedule(cron: string): boolean {
  try {
    cronParser.parseExpression(cron, { tz: timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Fresh installs have missed nothing; otherwise a run is due when no real run covers the last scheduled time. */
export async function isRunMissed(ctx: AppContext): Promise<boolean> {
  if (!(await hasRealRun(ctx.db))) return false;
  const scheduled = previousScheduledTime(ctx.env.PIPELINE_SCHEDULE, ctx.clock.now());
  return !(await hasSucceededRunSince(ctx.db, scheduled));
}

interface RunJobData {
  trigger?: PipelineTrigger;
}

/** Runs one queued analysis; a run already running (manual, other instance) makes this one unnecessary. */
async function handleRunJob(ctx: AppContext, data: RunJobData) {
  const trigger = data.trigger ?? 'schedule';
  // Several instances may each queue a catch-up at start; the first one to run makes the rest moot.
  if (trigger === 'startup' && !(await isRunMissed(ctx))) return;
  try {
    const { done } = await runPipelineNow(ctx, { trigger });
    const outcome = await done;
    if (outcome.status === 'failed')
      ctx.log.warn('[pipeline] scheduled run failed', { runId: outcome.runId, error: outcome.error });
  } catch (err) {
    if (err instanceof AppError && err.status === 409) {
      ctx.log.info('[pipeline] skipped: another run is already running', { trigger });
      return;
    }
    throw err;
  }
}

/** How often every instance looks for runs whose process died, so the admin page shows them ended. */
const abandonedSweepMs = 15_000;

/** The durable daily job (pg-boss cron in Europe/Berlin), its worker, and the sweep for dead runs. */
export async function registerPipelineWorker(ctx: AppContext) {
  if (!ctx.jobs) return;
  if (!isValidSchedule(ctx.env.PIPELINE_SCHEDULE)) {
    throw new Error(`PIPELINE_SCHEDULE is not a valid cron expression: "${ctx.env.PIPELINE_SCHEDULE}"`);
  }
  await ctx.jobs.work<RunJobData>(queues.runPipeline.name, (data) => handleRunJob(ctx, data));
  await ctx.jobs.boss.schedule(
    queues.runPipeline.name,
    ctx.env.PIPELINE_SCHEDULE,
    { trigger: 'schedule' },
    { tz: timeZone },
  );
  ctx.jobs.every('[pipeline] abandoned-run sweep', abandonedSweepMs, async () => {
    for (const runId of await freeAbandonedRuns(ctx)) {
      ctx.log.warn('[pipeline] a run whose process stopped was marked as aborted', { runId });
      await ctx.realtime.publish({ type: 'pipeline-progress', runId });
    }
  });
}

/** At start: queue one run when the last scheduled run was missed during downtime. */
export async function catchUpMissedRun(ctx: AppContext): Promise<boolean> {
  if (!(await isRunMissed(ctx))) return false;
  ctx.log.info('[pipeline] the last scheduled run was missed; running it now');
  if (ctx.jobs) await ctx.jobs.send(queues.runPipeline.name, { trigger: 'startup' });
  else await handleRunJob(ctx, { trigger: 'startup' });
  return true;
}
