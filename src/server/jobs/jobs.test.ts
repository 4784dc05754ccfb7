import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../tests/setup/test-context';
import { createLogger } from '../lib/logger';
import { queues, startJobs, type Jobs } from './jobs';

describe.each(backends)('durable jobs on %s', (backend) => {
  let t: TestContext;
  let jobs: Jobs;
  beforeAll(async () => {
    t = await createTestContext(backend);
    jobs = await startJobs(t.database, createLogger('silent'));
  });
  afterAll(async () => {
    await jobs.stop();
    await t.close();
  });

  it('runs a sent job and queues one job per key at a time', async () => {
    const seen: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await jobs.work<{ id: string }>(queues.regenerateSharepics.name, async (data) => {
      seen.push(data.id);
      await gate;
    });
    const first = await jobs.send(queues.regenerateSharepics.name, { id: 'a' }, { singletonKey: 'a' });
    expect(first).toBeTruthy();
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(1);
    // While "a" runs, one more may wait; a third request for the same key is refused.
    expect(await jobs.send(queues.regenerateSharepics.name, { id: 'a' }, { singletonKey: 'a' })).toBeTruthy();
    expect(await jobs.send(queues.regenerateSharepics.name, { id: 'a' }, { singletonKey: 'a' })).toBeNull();
    release();
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(2);
  });

  it('runs a new publish job although a dead process left the same key active', async () => {
    const queue = queues.publishPost.name;
    expect(await jobs.send(queue, { newsId: 'p' }, { singletonKey: 'p' })).toBeTruthy();
    // A worker that took the job and was then killed: the job stays active until it expires.
    expect(await jobs.boss.fetch(queue)).toHaveLength(1);
    const seen: string[] = [];
    expect(await jobs.send(queue, { newsId: 'p' }, { singletonKey: 'p' })).toBeTruthy();
    // Only one job per key waits.
    expect(await jobs.send(queue, { newsId: 'p' }, { singletonKey: 'p' })).toBeNull();
    await jobs.work<{ newsId: string }>(queue, async (data) => {
      seen.push(data.newsId);
    });
    await expect.poll(() => seen, { timeout: 10_000 }).toEqual(['p']);
  });
});
