import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm } from '../../../../tests/fakes/llm';
import { demoSources } from './demo-pipeline';
import { createMemoryPorts } from '../../engines/pipeline/memory-ports';
import { runPipeline } from '../../engines/pipeline/run-pipeline';
import { namesOutlet } from '../../engines/pipeline/generate/caption/attribution';

// Answers a capable model gave to the product's own prompts for the shipped demo day (21 December 2024): facts
// only from the given articles, translated and reworded where it helps, each sentence citing its source word for
// word (tests/fixtures/llm-answers).
const recorded = new Map<string, Record<string, unknown>>(
  Object.entries(
    JSON.parse(
      readFileSync(
        path.resolve(import.meta.dirname, '../../../../tests/fixtures/llm-answers/demo-day-2024-12-21.json'),
        'utf8',
      ),
    ),
  ),
);

describe('the LLM path with a capable model’s recorded answers', () => {
  let fake: Awaited<ReturnType<typeof startFakeLlm>>;
  let items: ReturnType<typeof createMemoryPorts>['items'];
  beforeAll(async () => {
    fake = await startFakeLlm({ mode: 'recorded', recorded });
    const demo = createMemoryPorts(demoSources, { llm: { baseUrl: fake.url, model: 'recorded' } });
    await runPipeline({ asOf: new Date('2024-12-21T19:00:00Z') }, demo.ports);
    items = demo.items;
  }, 60_000);
  afterAll(() => fake.close());

  it('keeps every answer: no correct sentence is dropped by the check', () => {
    expect(items.length).toBeGreaterThanOrEqual(5);
    for (const { draft } of items) {
      expect(draft.recommendationSignals.generator, draft.title).toBe('llm');
      expect(draft.captionReview?.llm, draft.title).toEqual({ attempts: 1 });
      expect(draft.captionReview?.dropped, draft.title).toEqual([]);
    }
  });

  it('keeps the model’s sympathy line after deaths and its why where the sources name an EU actor', () => {
    const mayotte = items.find((i) => /Mayotte/.test(i.draft.title))!.draft;
    expect(mayotte.instagramText).toContain('Unsere Gedanken sind bei den Opfern');
    expect(mayotte.instagramText).not.toMatch(/\?/);
    const lng = items.find((i) => /LNG/.test(i.draft.title))!.draft;
    expect(lng.captionSentences.find((s) => s.role === 'context')?.text).toMatch(/EU-Kommission/);
    // Training at the rifle in Finland: a neighbourhood side for the week, but no EU actor for a why line.
    const finland = items.find((i) => /Finnland/.test(i.draft.title))!.draft;
    expect(finland.captionSentences.some((s) => s.role === 'context')).toBe(false);
    expect(finland.captionReview?.euAngle).toBeNull();
  });

  it('posts with outlets named, hashtags of the story and the outlets the text credits as sources', () => {
    for (const { draft } of items) {
      const facts = draft.captionSentences.filter((s) => s.role === 'fact');
      for (const f of facts) expect(f.text, draft.title).toMatch(/\(|laut|berichtet|meldet/i);
      const paragraphs = draft.instagramText.split('\n\n');
      const body = paragraphs.slice(0, -1).join(' ');
      const line = paragraphs.at(-1)!;
      const cited = new Set(
        draft.captionSentences.filter((s) => s.role !== 'context').flatMap((s) => s.sources.map((x) => x.outlet)),
      );
      expect(line).toMatch(/^Quellen: /);
      const listed = line.replace(/^Quellen: /, '').split(', ');
      // Every outlet listed supplied a sentence and is named in the text; every outlet the text names is listed.
      for (const o of listed) {
        expect(cited.has(o), `${draft.title}: ${o}`).toBe(true);
        expect(namesOutlet(body, o), `${draft.title}: ${o}`).toBe(true);
      }
      for (const o of cited) if (namesOutlet(body, o)) expect(listed, draft.title).toContain(o);
    }
  });
});
