import type { AppContext } from '../../context';
import { addDays, berlinDate, isoWeekKey } from '../../../shared/dates';
import type { Sharepic } from '../../../shared/news';
import { createProposal, removeDemoItems, serverActor } from '../news';
import { demoTopics } from './demo-topics';

export type RenderSharepics = (layers: { titel: string; inhalt: string }) => Promise<Sharepic[]>;

/** Inserts the hand-written demo topics dated relative to today; returns how many were added. */
export async function seedDemoTopics(ctx: AppContext, render?: RenderSharepics): Promise<number> {
  const today = berlinDate(ctx.clock.now());
  const baseTime = ctx.clock.now().getTime();
  let index = 0;
  for (const { daysAgo, titel, inhalt, ...topic } of demoTopics) {
    const date = addDays(today, -daysAgo);
    const sharepics = render ? await render({ titel, inhalt }) : [];
    await createProposal(
      ctx,
      {
        ...topic,
        date,
        sharepics,
        weekKey: isoWeekKey(date),
        isDemo: true,
        // Keep the list order stable: newer demo topics were "created" later.
        createdAt: new Date(baseTime - daysAgo * 86_400_000 - index * 60_000),
      },
      serverActor('demo'),
    );
    index += 1;
  }
  return demoTopics.length;
}

export function removeDemoTopics(ctx: AppContext): Promise<number> {
  return removeDemoItems(ctx);
}
