import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { news } from '../../db/schema/news';
import { pipelineRuns } from '../../db/schema/pipeline';
import type { SourceInput } from '../../engines/pipeline/run-pipeline';
import { addDays, berlinDate, isoWeekKey, isoWeekStart } from '../../../shared/dates';
import { placeDemoItem } from '../news';
import { runPipelineNow } from '../pipeline';
import { repoRoot } from '../../lib/repo-root';

/** The shipped feed snapshots; read from the source tree, also when the server runs bundled. */
export const snapshotDir = path.join(repoRoot, 'src/server/features/demo/snapshots');

/** The day the shipped feed snapshots were taken. */
export const snapshotDay = '2024-12-21';

const snapshot = (file: string, name: string): SourceInput => ({
  name,
  url: path.join(snapshotDir, file),
  language: 'de',
  country: 'DE',
});

export const demoSources: SourceInput[] = [
  snapshot('de_tagesschau_2024-12-21.xml', 'tagesschau'),
  snapshot('de_spiegel_2024-12-21.xml', 'DER SPIEGEL'),
  snapshot('de_ntv_2024-12-21.xml', 'n-tv'),
  snapshot('de_rnd_2024-12-21.xml', 'RND'),
  snapshot('de_deutschlandfunk-nachrichten_2024-12-21.xml', 'Deutschlandfunk Nachrichten'),
  snapshot('de_deutschlandfunk-politik_2024-12-21.xml', 'Deutschlandfunk Politik'),
  snapshot('de_deutschlandfunk-europa_2024-12-21.xml', 'Deutschlandfunk Europa'),
];

/**
 * Replays of the snapshot weeks, as daily runs would have seen them: Saturday of the week before
 * (→ Vergangene), Wednesday of the snapshot week (→ earlier this week) and the snapshot evening
 * (→ today; it also updates Wednesday's topics, which keep their date, as in production).
 */
export const demoRunInstants = ['2024-12-14T19:00:00Z', '2024-12-18T19:00:00Z', '2024-12-21T18:49:14Z'];

const dayDiff = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Moves a date of the 2024 replay next to today: the snapshot day becomes today and the spacing between
 * days is kept, but topics of the snapshot week stay within this week and earlier ones before it.
 * (On a Monday "earlier this week" does not exist yet; those topics then show under Heute.)
 */
export function demoDate(original: string, today: string): string {
  const shifted = addDays(original, dayDiff(snapshotDay, today));
  const weekStart = isoWeekStart(today);
  if (isoWeekStart(original) === isoWeekStart(snapshotDay))
    return shifted < weekStart ? weekStart : shifted > today ? today : shifted;
  const lastWeekEnd = addDays(weekStart, -1);
  return shifted > lastWeekEnd ? lastWeekEnd : shifted;
}

async function demoAlreadyBuilt(ctx: AppContext): Promise<boolean> {
  const [run] = await ctx.db
    .select({ id: pipelineRuns.id })
    .from(pipelineRuns)
    .where(eq(pipelineRuns.isDemo, true))
    .limit(1);
  return Boolean(run);
}

/**
 * Builds the demo gallery with the real pipeline over the shipped snapshots, then re-dates the topics
 * relative to the server clock and marks them is_demo. Returns the number of demo topics.
 */
export async function buildDemoGallery(ctx: AppContext): Promise<number> {
  const ids = new Set<string>();
  for (const instant of demoRunInstants) {
    const { done } = await runPipelineNow(ctx, {
      trigger: 'startup',
      asOf: new Date(instant),
      demo: true,
      sourceInputs: demoSources,
    });
    const outcome = await done;
    if (outcome.status === 'failed') throw new Error(outcome.error);
    for (const w of outcome.written) if (w.kind === 'created' || w.kind === 'replaced') ids.add(w.id);
  }
  if (ids.size === 0) return 0;
  const today = berlinDate(ctx.clock.now());
  const now = ctx.clock.now().getTime();
  const rows = await ctx.db
    .select({ id: news.id, date: news.date })
    .from(news)
    .where(and(eq(news.isDemo, true), inArray(news.id, [...ids])));
  rows.sort((a, b) => a.date.localeCompare(b.date));
  for (const [index, row] of rows.entries()) {
    const date = demoDate(row.date, today);
    await placeDemoItem(ctx, row.id, {
      date,
      weekKey: isoWeekKey(date),
      createdAt: new Date(now - dayDiff(date, today) * 86_400_000 - (rows.length - index) * 60_000),
      // The card says when the news really happened, so a 2024 story is not read as today's.
      demoNewsDate: row.date,
    });
  }
  return rows.length;
}

/** First start: DEMO=true, no news at all and no demo built before (so `demo:remove` is not undone by a restart). */
export async function buildDemoGalleryIfEmpty(ctx: AppContext): Promise<{ built: boolean; topics: number }> {
  if (!ctx.env.DEMO) return { built: false, topics: 0 };
  const [anyNews] = await ctx.db.select({ id: news.id }).from(news).limit(1);
  if (anyNews || (await demoAlreadyBuilt(ctx))) return { built: false, topics: 0 };
  return { built: true, topics: await buildDemoGallery(ctx) };
}
