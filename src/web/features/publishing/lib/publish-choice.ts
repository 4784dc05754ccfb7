import { characterCount, checkNetworkLimits, isNetwork } from '../../../../shared/channel-limits';
import type { ChannelPreview, PublishRequest } from '../../../../shared/news';
import { planDifference, type PlanChangeReason, type ReleasedPlan } from '../../../../shared/release';
import { berlinLocalParts, berlinLocalToDate, scheduleProblem } from '../../../../shared/schedule';
import { planningText } from '../../../messages/planning';

/** What the confirmation dialog collects: the ticked channels with their texts, and now or a Berlin date and time. */
export interface PublishChoice {
  ticked: string[];
  texts: Record<string, string>;
  when: 'now' | 'later';
  date: string;
  time: string;
}

/** Every usable channel ticked, each with the text the server proposed; „Jetzt“; tomorrow 10:00 prefilled. */
export function initialChoice(channels: ChannelPreview[], now = new Date()): PublishChoice {
  const tomorrow = berlinLocalParts(new Date(now.getTime() + 86_400_000));
  return {
    ticked: channels.filter((c) => !c.unavailable).map((c) => c.id),
    texts: Object.fromEntries(channels.map((c) => [c.id, c.text])),
    when: 'now',
    date: tomorrow.date,
    time: '10:00',
  };
}

export const textOf = (choice: PublishChoice, channel: ChannelPreview, caption: string) =>
  channel.editable ? (choice.texts[channel.id] ?? channel.text) : caption;

/** German problems of one channel's text on its network (counted as the server counts). */
export function channelProblems(channel: ChannelPreview, text: string): string[] {
  return isNetwork(channel.service) ? checkNetworkLimits(channel.service, text, 3).map((p) => p.message) : [];
}

export const channelLength = characterCount;

/** What stops the choice, or null: no channel, a text over a limit, a time too soon or too far. */
export function choiceProblem(
  choice: PublishChoice,
  channels: ChannelPreview[],
  caption: string,
  now = new Date(),
): string | null {
  const ticked = channels.filter((c) => choice.ticked.includes(c.id));
  if (channels.length && ticked.length === 0) return planningText.noChannelChosen;
  for (const c of ticked) {
    const problem = channelProblems(c, textOf(choice, c, caption))[0];
    if (problem) return problem;
  }
  if (choice.when === 'later') {
    const at = berlinLocalToDate(choice.date, choice.time);
    return scheduleProblem(at ?? new Date(Number.NaN), now);
  }
  return null;
}

/** The request body: explicit channels (a changed text only where it differs from the caption) and the time. */
export function requestOf(
  choice: PublishChoice,
  channels: ChannelPreview[],
  caption: string,
  republish: boolean,
): PublishRequest {
  const request: PublishRequest = { republish };
  if (channels.length) {
    request.channels = channels
      .filter((c) => choice.ticked.includes(c.id))
      .map((c) => {
        const text = textOf(choice, c, caption);
        return c.editable && text !== caption ? { id: c.id, text } : { id: c.id };
      });
  }
  if (choice.when === 'later') request.scheduled_at = berlinLocalToDate(choice.date, choice.time)!.toISOString();
  return request;
}

/** The dialog's choice preset to a released plan (its channels, their texts, its time). */
export function choiceOfPlan(plan: ReleasedPlan, channels: ChannelPreview[], now = new Date()): PublishChoice {
  const base = initialChoice(channels, now);
  const at = plan.scheduled_at ? berlinLocalParts(new Date(plan.scheduled_at)) : null;
  return {
    ticked: plan.channels.map((c) => c.id),
    texts: {
      ...base.texts,
      ...Object.fromEntries(plan.channels.flatMap((c) => (c.text === null ? [] : [[c.id, c.text]]))),
    },
    when: at ? 'later' : 'now',
    date: at?.date ?? base.date,
    time: at?.time ?? base.time,
  };
}

/** The publish request of exactly the released plan. */
export const requestOfPlan = (plan: ReleasedPlan, republish: boolean): PublishRequest => ({
  republish,
  channels: plan.channels.map((c) => (c.text === null ? { id: c.id } : { id: c.id, text: c.text })),
  scheduled_at: plan.scheduled_at,
});

/** What a changed choice changes in the released plan (channels first); null while it is the same plan. */
export function planChange(
  plan: ReleasedPlan,
  choice: PublishChoice,
  channels: ChannelPreview[],
  caption: string,
): PlanChangeReason | null {
  const request = requestOf(choice, channels, caption, false);
  return planDifference(plan, {
    channels: (request.channels ?? []).map((c) => ({ id: c.id, text: c.text ?? null })),
    scheduled_at: request.scheduled_at ?? null,
  });
}
