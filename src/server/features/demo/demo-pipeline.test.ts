import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../../tests/setup/test-context';
import { listRecentRuns } from '../pipeline';
import { buildDemoGalleryIfEmpty, demoDate } from './demo-pipeline';
import { removeDemoTopics } from './demo.service';

describe('re-dating the 2024 replay next to today', () => {
  it('keeps the snapshot week in this week and earlier weeks before it', () => {
    // Wednesday 2026-11-18: snapshot Saturday → today, snapshot Wednesday → Monday (clamped), week before → last week.
    expect(demoDate('2024-12-21', '2026-11-18')).toBe('2026-11-18');
    expect(demoDate('2024-12-20', '2026-11-18')).toBe('2026-11-17');
    expect(demoDate('2024-12-18', '2026-11-18')).toBe('2026-11-16');
    expect(demoDate('2024-12-14', '2026-11-18')).toBe('2026-11-11');
    // Sunday: the spacing of the days is kept.
    expect(demoDate('2024-12-18', '2026-11-22')).toBe('2026-11-19');
    expect(demoDate('2024-12-14', '2026-11-22')).toBe('2026-11-15');
    // Monday: nothing earlier this week exists yet, so snapshot-week topics show today.
    expect(demoDate('2024-12-18', '2026-11-16')).toBe('2026-11-16');
    expect(demoDate('2024-12-14', '2026-11-16')).toBe('2026-11-09');
  });
});

describe.each(backends)('the demo gallery on %s', (backend) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(backend);
    t.clock.set('2026-11-18T09:00:00Z');
  });
  afterAll(() => t.close());

  const gallery = async () => (await (await t.app.request('/api/news')).json()) as any[];

  it('is not built when DEMO=false', async () => {
    expect(await buildDemoGalleryIfEmpty({ ...t, env: { ...t.env, DEMO: false } })).toEqual({
      built: false,
      topics: 0,
    });
    expect(await gallery()).toEqual([]);
  });

  it('fills all three tabs with real topics from the shipped snapshots, marked as demo', async () => {
    const result = await buildDemoGalleryIfEmpty(t);
    expect(result.built).toBe(true);
    const items = await gallery();
    expect(items.length).toBe(result.topics);
    expect(items.every((n) => n.is_demo && n.status === 'vorschlag' && n.sharepics.length === 3)).toBe(true);
    const byTab = (c: string) => items.filter((n) => n.category === c);
    expect(byTab('heute').length).toBeGreaterThan(0);
    expect(byTab('woche').length).toBeGreaterThan(0);
    expect(byTab('vergangene').length).toBeGreaterThan(0);
    expect(byTab('heute').length + byTab('woche').length).toBe(7);
    // The „Diese Woche“ tab lists the whole week: all seven topics, today's included.
    const weekTab = (await (await t.app.request('/api/news?category=woche')).json()) as any[];
    expect(weekTab.length).toBe(7);
    for (const n of items) {
      expect(n.source_url).toMatch(/^https:\/\/(www\.)?(tagesschau|spiegel|n-tv|rnd|deutschlandfunk)\.de\//);
      expect(n.instagram_text).toMatch(/Quellen: /);
      // Dated next to today for the tabs, but the card can say when the news really is from.
      expect(n.demo_news_date).toMatch(/^2024-12-(1[4-9]|2[01])$/);
    }
    expect(items.find((n) => n.category === 'heute')?.demo_news_date).toBe('2024-12-21');
    const runs = await listRecentRuns(t, 10);
    expect(runs.map((r) => [r.trigger, r.is_demo, r.status])).toEqual(Array(3).fill(['startup', true, 'succeeded']));
  });

  it('is removed by the demo:remove command and not rebuilt on the next start', async () => {
    const count = (await gallery()).length;
    expect(await removeDemoTopics(t)).toBe(count);
    expect(await gallery()).toEqual([]);
    expect(await buildDemoGalleryIfEmpty(t)).toEqual({ built: false, topics: 0 });
  });
});
