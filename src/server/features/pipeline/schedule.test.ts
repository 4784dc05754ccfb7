import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../../tests/setup/test-context';
import { runPipelineNow } from './pipeline.service';
import { listRuns } from './runs.repo';
import { catchUpMissedRun, isValidSchedule, previousScheduledTime } from './schedule';

describe('the daily schedule', () => {
  it('finds the last 06:00 Europe/Berlin in winter and in summer time', () => {
    expect(previousScheduledTime('0 6 * * *', new Date('2026-11-18T10:00:00Z')).toISOString()).toBe(
      '2026-11-18T05:00:00.000Z',
    );
    expect(previousScheduledTime('0 6 * * *', new Date('2026-11-18T04:59:00Z')).toISOString()).toBe(
      '2026-11-17T05:00:00.000Z',
    );
    expect(previousScheduledTime('0 6 * * *', new Date('2026-07-01T05:00:00Z')).toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    );
    expect(previousScheduledTime('0 6 * * *', new Date('2026-11-18T05:00:00Z')).toISOString()).toBe(
      '2026-11-18T05:00:00.000Z',
    );
  });

  it('rejects a malformed cron expression', () => {
    expect(isValidSchedule('0 6 * * *')).toBe(true);
    expect(isValidSchedule('täglich um sechs')).toBe(false);
  });
});

describe.each(backends)('catching up a missed run on %s', (backend) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(backend);
  });
  afterAll(() => t.close());

  it('does nothing on a fresh install, catches up after downtime, and only once', async () => {
    t.clock.set('2026-11-18T10:00:00Z');
    expect(await catchUpMissedRun(t)).toBe(false);

    // The last real run was yesterday morning; the server was down at today's 06:00.
    t.clock.set('2026-11-17T05:00:30Z');
    await (
      await runPipelineNow(t, { trigger: 'schedule' })
    ).done;
    t.clock.set('2026-11-18T10:00:00Z');
    expect(await catchUpMissedRun(t)).toBe(true);
    const [latest] = await listRuns(t.db, 1);
    expect(latest).toMatchObject({ trigger: 'startup', status: 'succeeded', isDemo: false });

    expect(await catchUpMissedRun(t)).toBe(false);
    // A replay of an old day (CLI --as-of) does not count as today's run.
    t.clock.set('2026-11-19T10:00:00Z');
    await (
      await runPipelineNow(t, { trigger: 'cli', asOf: new Date('2024-06-05T21:59:00Z') })
    ).done;
    expect(await catchUpMissedRun(t)).toBe(true);
  });
});
