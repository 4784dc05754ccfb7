import { describe, expect, it } from 'vitest';
import { selectWeekTopics } from './select-week-topics';
import type { Article, RankedStory } from './types';

const article = (id: string, title: string): Article => ({
  id, source: 's', country: 'DE', language: 'de', title, description: '', url: `https://e.org/${id}`, canonicalUrl: `https://e.org/${id}`, publishedAt: '2024-06-05T10:00:00Z',
});
const story = (id: string, score: number, terms: string[]): RankedStory => ({
  story: { key: `story-${id}`, articles: [article(id, `Titel ${id} ${terms.join(' ')}`)], firstSeen: '', lastSeen: '', topTerms: terms, entities: [] },
  score, signals: { score }, why: 'Warum ausgewählt: Test.',
});

describe('selectWeekTopics', () => {
  const ranked = Array.from({ length: 10 }, (_, i) => story(`a${i}`, 1 - i / 20, [`t${i}`, `u${i}`, `v${i}`]));

  it('fills an empty week with seven distinct stories', () => {
    const plan = selectWeekTopics([], ranked);
    expect(plan).toHaveLength(7);
    expect(plan.every((p) => p.action === 'create')).toBe(true);
  });

  it('keeps locked items untouched, updates unlocked items of the same story and fills the rest', () => {
    const existing = [
      { id: 'locked', storyKey: 'story-a0', locked: true },
      { id: 'open', storyKey: 'story-a1', locked: false },
      { id: 'gone', storyKey: 'story-old', locked: false },
    ];
    const plan = selectWeekTopics(existing, ranked);
    expect(plan).toHaveLength(7);
    expect(plan[0]).toMatchObject({ action: 'keep', itemId: 'locked', reason: 'locked' });
    expect(plan.find((p) => p.action === 'update')).toMatchObject({ itemId: 'open', pick: { story: { key: 'story-a1' } } });
    expect(plan.find((p) => 'itemId' in p && p.itemId === 'gone')).toMatchObject({ action: 'keep', reason: 'no_newer_story' });
    const created = plan.filter((p) => p.action === 'create').map((p) => (p.action === 'create' ? p.pick.story.key : ''));
    expect(created).not.toContain('story-a0');
    expect(created).toEqual(['story-a2', 'story-a3', 'story-a4', 'story-a5']);
  });

  it('never picks two stories about the same topic', () => {
    const twins = [story('x', 0.9, ['c:eu', 'e:macron', 'c:election']), story('y', 0.8, ['c:eu', 'e:macron', 'c:election']), story('z', 0.7, ['e:nato'])];
    const keys = selectWeekTopics([], twins).map((p) => (p.action === 'create' ? p.pick.story.key : ''));
    expect(keys).toEqual(['story-x', 'story-z']);
  });

  it('never exceeds seven even with many locked items', () => {
    const locked = Array.from({ length: 8 }, (_, i) => ({ id: `l${i}`, storyKey: null, locked: true }));
    expect(selectWeekTopics(locked, ranked).filter((p) => p.action !== 'keep')).toHaveLength(0);
  });
});
