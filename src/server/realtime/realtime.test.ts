import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../tests/setup/test-context';
import { startRealtime, type RealtimeEvent } from './realtime';

describe.each(backends)('realtime events on %s', (backend) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(backend);
  });
  afterAll(() => t.close());

  it('reaches another instance through NOTIFY, and the publishing one exactly once', async () => {
    const other = await startRealtime(t.database);
    const here: RealtimeEvent[] = [];
    const there: RealtimeEvent[] = [];
    t.realtime.subscribe((e) => here.push(e));
    other.subscribe((e) => there.push(e));
    await t.realtime.publish({ type: 'news-updated', id: 'a' });
    // Delivered locally before publish() resolved.
    expect(here).toEqual([{ type: 'news-updated', id: 'a' }]);
    await expect.poll(() => there).toEqual([{ type: 'news-updated', id: 'a' }]);
    await new Promise((r) => setTimeout(r, 200));
    expect(here).toHaveLength(1);
    await other.stop();
  });
});
