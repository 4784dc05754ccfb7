import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PipelineRunRow, type RunProgress, type StoredRunSummary, pipelineRuns } from '../../db/schema/pipeline';
import type { PipelineTrigger } from '../../../shared/pipeline';

export interface NewRun {
  trigger: PipelineTrigger;
  asOf: Date;
  startedAt: Date;
  startedBy: string | null;
  isDemo: boolean;
  progress: RunProgress;
}

/**
 * Claims the one `running` slot. The partial unique index makes the insert a no-op while another
 * run is running, on every instance that shares the database; null means "busy". The heartbeat is
 * database time (not the app clock, which CLOCK_NOW may shift), like the lease it is compared with.
 */
export async function claimRun(db: Db, run: NewRun): Promise<PipelineRunRow | null> {
  const [row] = await db
    .insert(pipelineRuns)
    .values({ ...run, status: 'running', heartbeatAt: sql`now()` })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Marks `running` rows without a heartbeat for `leaseSeconds` (database time) as failed, freeing the slot. */
export async function failAbandonedRuns(db: Db, leaseSeconds: number, now: Date, message: string): Promise<string[]> {
  const rows = await db
    .update(pipelineRuns)
    .set({ status: 'failed', finishedAt: now, error: message })
    .where(
      and(
        eq(pipelineRuns.status, 'running'),
        lt(pipelineRuns.heartbeatAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
      ),
    )
    .returning({ id: pipelineRuns.id });
  return rows.map((r) => r.id);
}

export async function findRunningRun(db: Db): Promise<PipelineRunRow | undefined> {
  const [row] = await db.select().from(pipelineRuns).where(eq(pipelineRuns.status, 'running'));
  return row;
}

export async function saveProgress(db: Db, id: string, progress: RunProgress): Promise<void> {
  await db
    .update(pipelineRuns)
    .set({ progress, heartbeatAt: sql`now()` })
    .where(and(eq(pipelineRuns.id, id), eq(pipelineRuns.status, 'running')));
}

/** Renews the run's lease; false when the row is no longer `running` (another process declared it dead). */
export async function heartbeat(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(pipelineRuns)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(pipelineRuns.id, id), eq(pipelineRuns.status, 'running')))
    .returning({ id: pipelineRuns.id });
  return rows.length > 0;
}

export async function finishRun(
  db: Db,
  id: string,
  result: {
    status: 'succeeded' | 'failed';
    finishedAt: Date;
    progress: RunProgress;
    summary?: StoredRunSummary;
    error?: string;
  },
): Promise<void> {
  await db
    .update(pipelineRuns)
    .set({
      status: result.status,
      finishedAt: result.finishedAt,
      progress: result.progress,
      summary: result.summary ?? null,
      error: result.error ?? null,
    })
    .where(eq(pipelineRuns.id, id));
}

export async function listRuns(db: Db, limit: number): Promise<PipelineRunRow[]> {
  return db.select().from(pipelineRuns).orderBy(desc(pipelineRuns.startedAt)).limit(limit);
}

export async function findRun(db: Db, id: string): Promise<PipelineRunRow | undefined> {
  const [row] = await db.select().from(pipelineRuns).where(eq(pipelineRuns.id, id));
  return row;
}

/** Whether any real (non-demo) run was ever recorded: a fresh install has missed nothing yet. */
export async function hasRealRun(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: pipelineRuns.id })
    .from(pipelineRuns)
    .where(eq(pipelineRuns.isDemo, false))
    .limit(1);
  return Boolean(row);
}

/** A real run that succeeded and analysed the news as of `since` or later (replays of old days do not count). */
export async function hasSucceededRunSince(db: Db, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: pipelineRuns.id })
    .from(pipelineRuns)
    .where(and(eq(pipelineRuns.isDemo, false), eq(pipelineRuns.status, 'succeeded'), gte(pipelineRuns.asOf, since)))
    .limit(1);
  return Boolean(row);
}
