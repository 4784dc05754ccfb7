/** SemEval-2022 Task 8 sample: CSV reading and the same-story figures of bench/eval-pipeline.ts. */
import { readFileSync } from 'node:fs';
import { repairMojibake } from '../encoding';
import { type SimilarityWeights, defaultWeights, similarity, vectorize } from '../similarity';
import { buildIdf, extractTerms } from '../text/features';

export interface Pair {
  lang: string;
  text1: string;
  text2: string;
  lang1: string;
  lang2: string;
  overall: number;
}

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

export function readPairs(file: string): Pair[] {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  const col = (name: string) => header.indexOf(name);
  const [iPair, iL1, iL2, iT1, iT2, iO] = ['pair_id', 'lang1', 'lang2', 'text1', 'text2', 'Overall'].map(col);
  return rows
    .filter((r) => /^\d+_\d+$/.test(r[iPair] ?? ''))
    .filter((r) => ['de', 'en'].includes(r[iL1]) && ['de', 'en'].includes(r[iL2]))
    .map((r) => {
      const [a, b] = [r[iL1], r[iL2]].sort();
      return {
        lang: `${a}-${b}`,
        lang1: r[iL1],
        lang2: r[iL2],
        text1: repairMojibake(r[iT1]),
        text2: repairMojibake(r[iT2]),
        overall: Number(r[iO]),
      };
    });
}

export function pearson(x: number[], y: number[]): number {
  const n = x.length;
  const mx = x.reduce((s, v) => s + v, 0) / n;
  const my = y.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** Title = first line (the HFL texts start with the headline), text = the rest. */
function asDoc(text: string, language: string) {
  const nl = text.indexOf('\n');
  return nl > 0 && nl < 300
    ? { title: text.slice(0, nl), text: text.slice(nl + 1), language }
    : { title: '', text, language };
}

/** Similarity of each pair; with `embeddings` (one vector per text, text1 then text2 per pair) blended in. */
export function scorePairs(
  pairs: Pair[],
  w: SimilarityWeights = defaultWeights,
  embeddings?: { text1: number[]; text2: number[] }[],
): number[] {
  const t1 = pairs.map((p) => extractTerms(asDoc(p.text1, p.lang1)));
  const t2 = pairs.map((p) => extractTerms(asDoc(p.text2, p.lang2)));
  const idf = buildIdf([...t1, ...t2]);
  return pairs.map((_, i) =>
    similarity(
      { ...vectorize(t1[i], idf), embedding: embeddings?.[i].text1 },
      { ...vectorize(t2[i], idf), embedding: embeddings?.[i].text2 },
      w,
    ),
  );
}

export interface PairReport {
  byLang: Record<string, { n: number; r: number }>;
  precision: number;
  recall: number;
  sameGold: number;
  differentGold: number;
}

/** r is Pearson of our similarity against −Overall (gold 1 = same story), so higher is better. */
export function report(pairs: Pair[], scores: number[], threshold: number): PairReport {
  const byLang: PairReport['byLang'] = {};
  for (const lang of ['de-de', 'en-en', 'de-en']) {
    const idx = pairs.map((p, i) => (p.lang === lang ? i : -1)).filter((i) => i >= 0);
    byLang[lang] = {
      n: idx.length,
      r: pearson(
        idx.map((i) => scores[i]),
        idx.map((i) => -pairs[i].overall),
      ),
    };
  }
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let sameGold = 0;
  let differentGold = 0;
  pairs.forEach((p, i) => {
    const same = p.overall <= 1.5;
    const different = p.overall >= 3.5;
    if (!same && !different) return;
    if (same) sameGold++;
    else differentGold++;
    const predicted = scores[i] >= threshold;
    if (predicted && same) tp++;
    if (predicted && different) fp++;
    if (!predicted && same) fn++;
  });
  return { byLang, precision: tp / (tp + fp || 1), recall: tp / (tp + fn || 1), sameGold, differentGold };
}

export function readSemeval(dir: string) {
  return {
    train: readPairs(`${dir}/semeval2022-task8-hfl-sample/training_set.csv`),
    test: readPairs(`${dir}/semeval2022-task8-hfl-sample/testing_set.csv`),
  };
}
