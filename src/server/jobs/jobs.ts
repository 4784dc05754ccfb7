import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';

/** Durable queues (docs/architecture.md#jobs). `stately`: at most one queued and one active job per key. */
export const queues = {
  regenerateSharepics: { name: 'regenerate-sharepics', policy: 'stately' },
  runPipeline: { name: 'pipeline-run', policy: 'singleton' },
  publishPost: { name: 'publish-post', policy: 'stately' },
} as const satisfies Record<string, { name: string; policy: PgBoss.QueuePolicy }>;

export type QueueName = (typeof queues)[keyof typeof queues]['name'];

export interface Jobs {
  boss: PgBoss;
  /** Queues a job; returns its id, or null when an identical job (same singleton key) is already waiting. */
  send(queue: QueueName, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  work<T extends object>(queue: QueueName, handler: (data: T, jobId: string) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export async function startJobs(database: Database, log: Logger): Promise<Jobs> {
  const boss = new PgBoss({
    db: database.sql as PgBoss.Db,
    schema: 'pgboss',
    // Jobs run right after they are sent (notifyWorker); polling only picks up other instances' jobs.
    schedule: true,
  });
  boss.on('error', (err) => log.error('job queue error', { error: err.message }));
  await boss.start();
  for (const q of Object.values(queues)) {
    await boss.createQueue(q.name, { name: q.name, policy: q.policy, retryLimit: 0, expireInMinutes: 15 });
  }
  const workers = new Map<string, string>();
  return {
    boss,
    async send(queue, data, options = {}) {
      const id = await boss.send(queue, data, options);
      const worker = workers.get(queue);
      if (id && worker) boss.notifyWorker(worker);
      return id;
    },
    async work(queue, handler) {
      const workerId = await boss.work<object>(queue, { pollingIntervalSeconds: 2, batchSize: 1 }, async ([job]) => {
        if (job) await handler(job.data as Parameters<typeof handler>[0], job.id);
      });
      workers.set(queue, workerId);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
