import { describe, expect, it } from 'vitest';
import type { ChannelPreview } from '../../../../shared/news';
import type { ReleasedPlan } from '../../../../shared/release';
import { choiceOfPlan, choiceProblem, initialChoice, planChange, requestOf, requestOfPlan } from './publish-choice';

const caption = 'Europa plant. '.repeat(30).trim();
const channel = (patch: Partial<ChannelPreview>): ChannelPreview => ({
  id: 'ig',
  name: 'Europa-Union',
  service: 'instagram',
  network: 'Instagram',
  limits: { text: 2200, hashtags: 30, images: 10 },
  editable: false,
  text: caption,
  problems: [],
  unavailable: null,
  ...patch,
});
const channels = [
  channel({}),
  channel({ id: 'bs', service: 'bluesky', network: 'Bluesky', editable: true, text: 'Europa plant.' }),
  channel({ id: 'th', service: 'threads', network: 'Threads', editable: true, unavailable: 'getrennt' }),
];
const now = new Date('2026-11-18T10:00:00Z');

describe('the publish choice', () => {
  it('ticks every usable channel, keeps the proposed texts and prefills tomorrow 10:00 Berlin time', () => {
    const choice = initialChoice(channels, now);
    expect(choice).toMatchObject({ ticked: ['ig', 'bs'], when: 'now', date: '2026-11-19', time: '10:00' });
    expect(choice.texts.bs).toBe('Europa plant.');
  });

  it('sends the channels explicitly, a changed text only where it differs, and the time as an instant', () => {
    const choice = { ...initialChoice(channels, now), when: 'later' as const };
    expect(requestOf(choice, channels, caption, false)).toEqual({
      republish: false,
      channels: [{ id: 'ig' }, { id: 'bs', text: 'Europa plant.' }],
      scheduled_at: '2026-11-19T09:00:00.000Z',
    });
    expect(requestOf({ ...choice, when: 'now' }, [], caption, true)).toEqual({ republish: true });
  });

  it('names what stops it in German: no channel, a text over the limit, a time too soon', () => {
    const choice = initialChoice(channels, now);
    expect(choiceProblem(choice, channels, caption, now)).toBeNull();
    expect(choiceProblem({ ...choice, ticked: [] }, channels, caption, now)).toBe(
      'Bitte wähle mindestens einen Kanal.',
    );
    expect(choiceProblem({ ...choice, texts: { bs: caption } }, channels, caption, now)).toMatch(
      /^Bluesky: Der Text hat 419 Zeichen, erlaubt sind 300\.$/,
    );
    expect(choiceProblem({ ...choice, when: 'later', date: '2026-11-18', time: '11:05' }, channels, caption, now)).toBe(
      'Der geplante Zeitpunkt muss mindestens 10 Minuten in der Zukunft liegen.',
    );
  });

  describe('a released plan', () => {
    const plan: ReleasedPlan = {
      channels: [
        { id: 'ig', name: 'Europa-Union', service: 'instagram', network: 'Instagram', text: null },
        { id: 'bs', name: 'Europa-Union', service: 'bluesky', network: 'Bluesky', text: 'Europa plant.' },
      ],
      scheduled_at: '2026-11-28T17:00:00.000Z',
    };

    it('is published exactly as released', () => {
      expect(requestOfPlan(plan, false)).toEqual({
        republish: false,
        channels: [{ id: 'ig' }, { id: 'bs', text: 'Europa plant.' }],
        scheduled_at: '2026-11-28T17:00:00.000Z',
      });
    });

    it('presets the choice, and says whether a change concerns the channels or the time', () => {
      const choice = choiceOfPlan(plan, channels, now);
      expect(choice).toMatchObject({ ticked: ['ig', 'bs'], when: 'later', date: '2026-11-28', time: '18:00' });
      expect(planChange(plan, choice, channels, caption)).toBeNull();
      expect(planChange(plan, { ...choice, ticked: ['ig'] }, channels, caption)).toBe('kanaele');
      expect(planChange(plan, { ...choice, texts: { ...choice.texts, bs: 'Anders.' } }, channels, caption)).toBe(
        'kanaele',
      );
      expect(planChange(plan, { ...choice, time: '19:00' }, channels, caption)).toBe('zeitpunkt');
      expect(planChange(plan, { ...choice, when: 'now' }, channels, caption)).toBe('zeitpunkt');
    });
  });
});
