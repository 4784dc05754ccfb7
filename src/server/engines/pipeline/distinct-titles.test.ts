import { describe, expect, it } from 'vitest';
import { distinctTitles } from './distinct-titles';
import type { WeekItem } from './select-week-topics';
import type { RankedStory } from './types';

const pick = {
  story: { key: 'k', articles: [], firstSeen: '', lastSeen: '', topTerms: [], entities: [] },
  score: 1,
  signals: {},
  why: '',
} as RankedStory;
const week: WeekItem[] = [
  { id: 'locked', storyKey: 'story-1', locked: true, title: 'EU-Außenpolitiker spricht von »Massaker«' },
  { id: 'open', storyKey: 'story-2', locked: false, title: 'Polen plant Pufferzone zu Belarus' },
];

describe('distinctTitles', () => {
  it('drops a new topic and an update whose title another item of the week already shows', () => {
    const changes = [
      { entry: { action: 'create' as const, pick }, texts: { title: 'EU-Außenpolitiker spricht von „Massaker“' } },
      {
        entry: { action: 'update' as const, itemId: 'open', pick },
        texts: { title: 'EU-Außenpolitiker spricht von Massaker' },
      },
      { entry: { action: 'create' as const, pick }, texts: { title: 'EZB senkt die Zinsen' } },
    ];
    const { kept, dropped } = distinctTitles(changes, week);
    expect(kept.map((c) => c.texts.title)).toEqual(['EZB senkt die Zinsen']);
    expect(dropped).toHaveLength(2);
  });

  it('lets an item keep or change its own title, and never gives two changes of one run the same title', () => {
    const changes = [
      {
        entry: { action: 'update' as const, itemId: 'open', pick },
        texts: { title: 'Polen plant Pufferzone zu Belarus' },
      },
      { entry: { action: 'create' as const, pick }, texts: { title: 'EZB senkt die Zinsen' } },
      { entry: { action: 'create' as const, pick }, texts: { title: 'EZB senkt die Zinsen!' } },
    ];
    const { kept } = distinctTitles(changes, week);
    expect(kept.map((c) => c.texts.title)).toEqual(['Polen plant Pufferzone zu Belarus', 'EZB senkt die Zinsen']);
  });

  it('a replaced item frees its title; a dropped replacement keeps the old item and its title', () => {
    const replace = {
      entry: { action: 'replace' as const, itemId: 'open', replacedScore: 0.1, pick },
      texts: { title: 'EU-Außenpolitiker spricht von Massaker' },
    };
    const reuse = { entry: { action: 'create' as const, pick }, texts: { title: 'Polen plant Pufferzone zu Belarus' } };
    const { kept, dropped } = distinctTitles([replace, reuse], week);
    expect(dropped).toEqual([replace, reuse]);
    expect(kept).toEqual([]);
  });
});
