/**
 * npx tsx bench/pipeline.bench.ts [--data <dir>]   (data folder: see bench/dataset-dir.ts)
 * Time to cluster + rank 10,000 and 20,000 articles, replayed from the real EU-election weeks
 * (copies shifted by 3.5 days each, so stories overlap in time), and the 20k/10k ratio.
 */
import { readFileSync } from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';
import { clusterArticles } from '../src/server/engines/pipeline/cluster';
import { normaliseArticle } from '../src/server/engines/pipeline/normalise';
import { parseJsonl } from '../src/server/engines/pipeline/parse-feed';
import { rankStories } from '../src/server/engines/pipeline/rank';
import type { Article } from '../src/server/engines/pipeline/types';
import { datasetDir, datasetFile } from './dataset-dir';

const dataDir = datasetDir();

const parsed = parseJsonl(readFileSync(datasetFile(dataDir, 'eu-election-weeks-2024/articles.jsonl'), 'utf8'));
if (!parsed.ok) throw new Error('jsonl');
const base = parsed.items
  .map((i) => normaliseArticle(i, { fallbackDate: '2024-06-01T00:00:00Z' }))
  .filter((a): a is Article => a !== null);

function replay(n: number): Article[] {
  const out: Article[] = [];
  for (let k = 0; out.length < n; k++) {
    const shift = k * 3.5 * 86_400_000;
    for (const a of base) {
      if (out.length >= n) break;
      out.push({
        ...a,
        id: `${a.id}-${k}`,
        canonicalUrl: `${a.canonicalUrl}?copy=${k}`,
        publishedAt: new Date(Date.parse(a.publishedAt) + shift).toISOString(),
      });
    }
  }
  return out;
}

// Collect garbage between runs so one size does not pay for the previous one's heap (npm scripts lack --expose-gc).
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

function time(n: number): number {
  const articles = replay(n);
  const asOf = new Date(Math.max(...articles.map((a) => Date.parse(a.publishedAt))));
  const runs: number[] = [];
  let stories = 0;
  for (let i = 0; i < 5; i++) {
    gc();
    const t0 = performance.now();
    const s = clusterArticles(articles);
    rankStories(s, { asOf });
    runs.push(performance.now() - t0);
    stories = s.length;
  }
  const median = runs.sort((a, b) => a - b)[2];
  console.log(
    `${n.toLocaleString('de-DE')} Artikel: ${(median / 1000).toFixed(2)} s (Median aus 5), ${stories} Geschichten`,
  );
  return median;
}

time(2_000); // warm-up (JIT, stemmer cache)
const t10 = time(10_000);
const t20 = time(20_000);
if (process.env.BENCH_DEBUG) time(10_000);
const ratio = t20 / t10;
console.log(
  `Verhältnis 20k/10k: ${ratio.toFixed(2)} (Ziel ≤ 2,3); 10k-Ziel < 5 s: ${t10 < 5000 ? 'erfüllt' : 'verfehlt'}`,
);
