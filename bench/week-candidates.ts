/**
 * npx tsx bench/week-candidates.ts [--data <dir>] --out <folder>
 * The news of each replayed week (the two June 2024 weeks, the demo day) as an editor would scan them: every
 * article of the week clustered at once and split into news, ordered by how many outlets report them — not by
 * the product's ranking — with their headlines, outlets and dates. An independent editor picks the seven a
 * pro-European chapter would choose from `candidates-<week>.md`; `candidates-<week>.json` maps each candidate to
 * its articles, so `npm run eval:pipeline` can compare the product's picks with the editor's.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { demoSources } from '../src/server/features/demo';
import { clusterArticles } from '../src/server/engines/pipeline/cluster';
import { createMemoryPorts } from '../src/server/engines/pipeline/memory-ports';
import { runPipeline } from '../src/server/engines/pipeline/run-pipeline';
import { splitAllNews } from '../src/server/engines/pipeline/split-news';
import type { Article } from '../src/server/engines/pipeline/types';
import { datasetDir, datasetFile } from './dataset-dir';

const out = process.argv[process.argv.indexOf('--out') + 1];
if (!process.argv.includes('--out') || !out) throw new Error('--out <folder> fehlt');
const maxCandidates = 45;

async function articlesOf(sources: Parameters<typeof createMemoryPorts>[0], asOf: string): Promise<Article[]> {
  const { ports, articles } = createMemoryPorts(sources);
  await runPipeline({ asOf: new Date(asOf), windowDays: 7 }, ports);
  return [...articles.values()];
}

const jsonl = datasetFile(datasetDir(), 'eu-election-weeks-2024/articles.jsonl');
const election = [{ name: 'eu-election-weeks-2024', url: jsonl, language: 'en' as const, country: '' }];
const weeks = [
  { key: '2024-W23', articles: await articlesOf(election, '2024-06-09T21:59:00Z') },
  {
    key: '2024-W24',
    articles: (await articlesOf(election, '2024-06-16T21:59:00Z')).filter(
      (a) => a.publishedAt >= '2024-06-09T22:00:00Z',
    ),
  },
  { key: 'demo-2024-12-21', articles: await articlesOf(demoSources, '2024-12-21T19:00:00Z') },
];

mkdirSync(out, { recursive: true });
for (const week of weeks) {
  const news = splitAllNews(clusterArticles(week.articles))
    .map((s) => ({ story: s, outlets: new Set(s.articles.map((a) => a.source)) }))
    .filter((n) => n.outlets.size >= 2 || n.story.articles.some((a) => a.language === 'de'))
    .sort((a, b) => b.outlets.size - a.outlets.size || b.story.articles.length - a.story.articles.length)
    .slice(0, maxCandidates);
  const lines = [`# Nachrichten der Woche ${week.key}: ${news.length} Kandidaten`, ''];
  const json: Record<string, string[]> = {};
  news.forEach((n, i) => {
    const id = `K${String(i + 1).padStart(2, '0')}`;
    json[id] = n.story.articles.map((a) => a.id);
    const sorted = [...n.story.articles].sort((a, b) => Number(b.language === 'de') - Number(a.language === 'de'));
    lines.push(
      `## ${id} · ${n.outlets.size} ${n.outlets.size === 1 ? 'Medium' : 'Medien'}, ${n.story.articles.length} Artikel, ${n.story.firstSeen.slice(0, 10)} bis ${n.story.lastSeen.slice(0, 10)}`,
      '',
      ...sorted.slice(0, 6).map((a) => `- ${a.source} (${a.publishedAt.slice(0, 10)}, ${a.language}): ${a.title}`),
      sorted[0].description ? `  > ${sorted[0].description.slice(0, 240)}` : '',
      '',
    );
  });
  writeFileSync(path.join(out, `candidates-${week.key}.md`), lines.join('\n'));
  writeFileSync(path.join(out, `candidates-${week.key}.json`), JSON.stringify(json, null, 1));
  console.log(`${week.key}: ${news.length} Kandidaten`);
}
