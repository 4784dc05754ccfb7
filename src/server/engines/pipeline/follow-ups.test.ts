import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isoWeekKey } from '../../../shared/dates';
import { clusterArticles } from './cluster';
import { earlierWeekKeys, followUpFinder, followUpThreshold } from './follow-ups';
import { createMemoryPorts } from './memory-ports';
import { runPipeline } from './run-pipeline';
import { fixtureArticles, fixtureDir } from './test-helpers';

// 24 real feed items of June 2024: Macron dissolving parliament (Sunday evening) and the ECB rate cut in week 23,
// the French snap election campaign and the EU tariffs on Chinese electric cars in week 24.
const file = 'eu-election-follow-ups.jsonl';
const all = fixtureArticles(file, 'eu-election');
const week23 = all.filter((a) => a.publishedAt < '2024-06-10');

const storyWith = (stories: ReturnType<typeof clusterArticles>, title: RegExp) => {
  const story = stories.find((s) => s.articles.some((a) => title.test(a.title)));
  if (!story) throw new Error(`no story with ${title}`);
  return story;
};

describe('follow-up detection on real stories of June 2024', () => {
  // Week 23's topics as a run stored them: a title and a caption (here the lead article's teaser).
  const earlier = [
    {
      id: 'macron',
      title: 'Frankreich: Emmanuel Macron löst Parlament auf und kündigt Neuwahlen an',
      text: week23.find((a) => a.title.startsWith('Frankreich: Emmanuel Macron löst'))!.description,
      weekKey: '2024-W23',
    },
    {
      id: 'ezb',
      title: 'EZB senkt erstmals seit 2019 die Zinsen',
      text: week23.find((a) => a.title === 'EZB senkt erstmals seit 2019 die Zinsen')!.description,
      weekKey: '2024-W23',
    },
  ];
  // Clustered as a week-24 run does: the campaign joins the story of Sunday's dissolution, still open.
  const stories = clusterArticles(all).filter((s) => s.lastSeen >= '2024-06-10');
  const find = followUpFinder(earlier, all);

  it('marks the snap election campaign of week 24 as continuing the dissolution of week 23', () => {
    const campaign = find(storyWith(stories, /snap (election|poll)/i));
    expect(campaign).toMatchObject({ itemId: 'macron', title: earlier[0].title });
    expect(campaign!.score).toBeGreaterThanOrEqual(followUpThreshold);
  });

  it('does not link week 24 to an unrelated topic: the campaign continues Macron, not the ECB', () => {
    const onlyEcb = followUpFinder([earlier[1]], all);
    expect(onlyEcb(storyWith(stories, /snap (election|poll)/i))).toBeNull();
  });

  it('leaves a new story alone: the tariffs on Chinese electric cars continue no earlier topic', () => {
    expect(find(storyWith(stories, /Strafzöll|tariffs/i))).toBeNull();
  });

  it('finds nothing without earlier topics', () => {
    expect(followUpFinder([], all)(stories[0])).toBeNull();
  });

  it('looks back three ISO weeks, across a year boundary too', () => {
    expect(earlierWeekKeys('2024-06-10', isoWeekKey)).toEqual(['2024-W23', '2024-W22', '2024-W21']);
    expect(earlierWeekKeys('2025-01-06', isoWeekKey)).toEqual(['2025-W01', '2024-W52', '2024-W51']);
  });
});

describe('an earlier week’s event in a later week', () => {
  const source = { name: 'eu-election', url: path.join(fixtureDir, file), language: 'en' as const, country: '' };

  it('is not proposed again when it brings nothing new: the dissolution retold on Monday stays in week 23', async () => {
    const { ports, items } = createMemoryPorts([source]);
    await runPipeline({ asOf: new Date('2024-06-09T21:59:00Z') }, ports);
    const macron = items.find((i) => i.weekKey === '2024-W23' && /Macron/.test(i.title!));
    expect(macron).toBeDefined();
    expect(items.every((i) => i.draft.followsNewsId === null)).toBe(true);

    await runPipeline({ asOf: new Date('2024-06-10T21:59:00Z') }, ports);
    const later = items.filter((i) => i.weekKey === '2024-W24');
    expect(later.filter((i) => /Macron.*(Neuwahl|Parlament)/.test(i.title!))).toEqual([]);
    expect(later.find((i) => /Strafzöll|tariff/i.test(i.title!))?.draft.followsNewsId ?? null).toBeNull();
  });

  it('comes back with a new development, labelled as the earlier topic’s follow-up', async () => {
    // A German report of the campaign two days after the dissolution (written for the tests).
    const development = path.join(fixtureDir, 'eu-election-left-alliance-de.jsonl');
    const { ports, items } = createMemoryPorts([
      source,
      { name: 'Entwicklung', url: development, language: 'de', country: 'DE' },
    ]);
    await runPipeline({ asOf: new Date('2024-06-09T21:59:00Z') }, ports);
    const macron = items.find((i) => i.weekKey === '2024-W23' && /Macron/.test(i.title!))!;
    const summary = await runPipeline({ asOf: new Date('2024-06-11T21:59:00Z') }, ports);
    const followUps = items.filter((i) => i.weekKey === '2024-W24' && i.draft.followsNewsId !== null);
    expect(followUps.map((i) => i.title)).toEqual([
      'Frankreich vor der Neuwahl: Linke Parteien schließen Bündnis gegen Rassemblement National',
    ]);
    expect(followUps[0].draft.followsNewsId).toBe(macron.id);
    expect(summary.topics.find((t) => t.followsTitle)?.followsTitle).toBe(macron.title);
  });
});
