/**
 * The replays every caption evaluation reads: both weeks of the 2024 European election collection, day by day
 * (one store, one run per day, as deployed), and the shipped demo day (21 Dec 2024, German reports from several
 * outlets). `llm` runs the same replays through the LLM path (e.g. a fake that replays recorded answers).
 */
import { demoSources } from '../src/server/features/demo';
import { createMemoryPorts } from '../src/server/engines/pipeline/memory-ports';
import { runPipeline } from '../src/server/engines/pipeline/run-pipeline';
import type { LlmConfig } from '../src/server/engines/pipeline/generate/llm';
import type { Article } from '../src/server/engines/pipeline/types';
import { datasetFile } from './dataset-dir';

export type ReplayItem = ReturnType<typeof createMemoryPorts>['items'][number];
export interface ReplayWeek {
  label: string;
  items: ReplayItem[];
  /** When the week's last run happened: the day its captions would be posted. */
  asOf: string;
}

export async function replayWeeks(
  dataDir: string,
  options: { llm?: LlmConfig | null } = {},
): Promise<{ weeks: ReplayWeek[]; articles: Article[] }> {
  const jsonl = datasetFile(dataDir, 'eu-election-weeks-2024/articles.jsonl');
  const election = createMemoryPorts([{ name: 'eu-election-weeks-2024', url: jsonl, language: 'en', country: '' }], {
    llm: options.llm ?? null,
  });
  const days = Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2024, 5, 3 + i)).toISOString().slice(0, 10));
  for (const day of days) await runPipeline({ asOf: new Date(`${day}T21:59:00Z`) }, election.ports);

  const demo = createMemoryPorts(demoSources, { llm: options.llm ?? null });
  const demoAsOf = '2024-12-21T19:00:00Z';
  await runPipeline({ asOf: new Date(demoAsOf) }, demo.ports);

  return {
    weeks: [
      {
        label: 'Europawahl-Wochen, 2024-W23',
        items: election.items.filter((i) => i.weekKey === '2024-W23'),
        asOf: '2024-06-09T21:59:00Z',
      },
      {
        label: 'Europawahl-Wochen, 2024-W24',
        items: election.items.filter((i) => i.weekKey === '2024-W24'),
        asOf: '2024-06-16T21:59:00Z',
      },
      { label: 'Demo-Tag 21.12.2024 (mehrere deutschsprachige Medien)', items: demo.items, asOf: demoAsOf },
    ],
    articles: [...election.articles.values(), ...demo.articles.values()],
  };
}
