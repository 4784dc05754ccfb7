import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';

/**
 * Durable queues (docs/architecture.md#jobs). A job that a killed process left `active` stays so until pg-boss expires it, so no
 * queue may depend on an active job finishing:
 * - `short`: at most one *waiting* job per key, any number active. Used where a database row is the real
 *   lock (publishing: the attempt's lease; analysis: the one `running` row), so a job of a dead process
 *   blocks nothing and a new job for the same key runs at once.
 * - `stately`: one waiting and one active job per key; a dead process's job blocks its key until it
 *   expires, so its expiry is kept short.
 */
export const queues = {
  regenerateSharepics: { name: 'regenerate-sharepics', policy: 'stately', expireInSeconds: 180 },
  runPipeline: { name: 'pipeline-run', policy: 'short', expireInSeconds: 15 * 60 },
  publishPost: { name: 'publish-post', policy: 'short', expireInSeconds: 5 * 60 },
  /** Re-renders the proposals' images for a new look; the brand version row is the lock and the progress. */
  brandRerender: { name: 'brand-rerender', policy: 'short', expireInSeconds: 15 * 60 },
  /** The plan's sync with Buffer: one run at a time across instances; a dead process's run blocks 2 minutes at most. */
  syncPlan: { name: 'buffer-plan-sync', policy: 'stately', expireInSeconds: 120 },
} as const satisfies Record<string, { name: string; policy: PgBoss.QueuePolicy; expireInSeconds: number }>;

export type QueueName = (typeof queues)[keyof typeof queues]['name'];

/** How often one of the instances expires jobs of dead processes (pg-boss maintenance). */
const maintenanceIntervalSeconds = 30;

export interface Jobs {
  boss: PgBoss;
  /** Queues a job; returns its id, or null when an identical job (same singleton key) is already waiting. */
  send(queue: QueueName, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Handles the queue's jobs, `concurrency` at a time in this process (default one). */
  work<T extends object>(
    queue: QueueName,
    handler: (data: T, jobId: string) => Promise<void>,
    options?: { concurrency?: number },
  ): Promise<void>;
  /** Runs `task` every `ms` in this process until the jobs stop (sweeps; errors are logged). */
  every(name: string, ms: number, task: () => Promise<void>): void;
  stop(): Promise<void>;
}

export async function startJobs(database: Database, log: Logger): Promise<Jobs> {
  const boss = new PgBoss({
    db: database.sql as PgBoss.Db,
    schema: 'pgboss',
    // Jobs run right after they are sent (notifyWorker); polling only picks up other instances' jobs.
    schedule: true,
    maintenanceIntervalSeconds,
  });
  boss.on('error', (err) => log.error('job queue error', { error: err.message }));
  await boss.start();
  for (const q of Object.values(queues)) {
    const options = { name: q.name, policy: q.policy, retryLimit: 0, expireInSeconds: q.expireInSeconds };
    await boss.createQueue(q.name, options);
    // createQueue leaves an existing queue as it is; databases created before a policy change get it here.
    await boss.updateQueue(q.name, options);
  }
  const workers = new Map<string, string[]>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  return {
    boss,
    async send(queue, data, options = {}) {
      const id = await boss.send(queue, data, options);
      if (id) for (const worker of workers.get(queue) ?? []) boss.notifyWorker(worker);
      return id;
    },
    async work(queue, handler, { concurrency = 1 } = {}) {
      // Each pg-boss worker takes one job at a time; several workers on a queue work side by side.
      for (let i = 0; i < concurrency; i += 1) {
        const workerId = await boss.work<object>(queue, { pollingIntervalSeconds: 2, batchSize: 1 }, async ([job]) => {
          if (job) await handler(job.data as Parameters<typeof handler>[0], job.id);
        });
        workers.set(queue, [...(workers.get(queue) ?? []), workerId]);
      }
    },
    every(name, ms, task) {
      let running = false;
      const timer = setInterval(() => {
        if (running || stopped) return;
        running = true;
        task()
          .catch((err) => log.warn(`${name} failed`, { error: err instanceof Error ? err.message : String(err) }))
          .finally(() => (running = false));
      }, ms);
      timer.unref();
      timers.add(timer);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
