import { conceptsOf } from './aliases';
import { entityKey, extractNumbers, isAcronym } from './entities';
import { fold, stem } from './stem';
import { isStopword } from './stopwords';
import { tokenize } from './tokenize';

export type SparseVector = Map<string, number>;

export interface TextDoc {
  title: string;
  text: string;
  language: string;
  /** ms since epoch; optional (the SemEval pairs carry no dates). */
  time?: number;
}

/** Raw term counts per family, before IDF weighting. */
export interface DocTerms {
  language: string;
  time?: number;
  /** Language-specific stems, prefixed with the language ("de:wahl"). */
  stems: Map<string, number>;
  /** Language-independent keys: entities "e:", concepts "c:", numbers "n:". */
  shared: Map<string, number>;
  entities: string[];
}

const add = (m: Map<string, number>, k: string, w: number) => m.set(k, (m.get(k) ?? 0) + w);

/** Tokenise, drop stop words, stem, and collect entities, concepts and numbers. Title words count twice. */
export function extractTerms(doc: TextDoc): DocTerms {
  const stems = new Map<string, number>();
  const shared = new Map<string, number>();
  const entities = new Set<string>();
  const lang = doc.language === 'de' ? 'de' : doc.language === 'fr' ? 'fr' : 'en';
  const parts: [string, number][] = [
    [doc.title, 2],
    [doc.text, 1],
  ];
  for (const [text, weight] of parts) {
    if (!text) continue;
    const tokens = tokenize(text);
    const stemSeq: string[] = [];
    for (const t of tokens) {
      const s = fold(stem(t.lower, lang));
      stemSeq.push(s);
      if (/^\d+$/.test(t.lower) || t.lower.length < 2 || isStopword(t.lower, lang)) continue;
      add(stems, `${lang}:${s}`, weight);
      const acr = isAcronym(t.raw);
      if (acr || (/^\p{Lu}/u.test(t.raw) && !t.sentenceStart && true)) {
        const k = entityKey(t.raw);
        add(shared, `e:${k}`, weight);
        if (acr || lang !== 'de') entities.add(t.raw);
      }
    }
    for (const c of conceptsOf(stemSeq, lang)) add(shared, `c:${c}`, weight);
    for (const n of extractNumbers(text)) add(shared, `n:${n}`, weight * 0.5);
  }
  return { language: lang, time: doc.time, stems, shared, entities: [...entities] };
}

export interface IdfTable {
  df: Map<string, number>;
  docs: number;
}

export function buildIdf(docs: DocTerms[]): IdfTable {
  const df = new Map<string, number>();
  for (const d of docs) {
    for (const k of d.stems.keys()) df.set(k, (df.get(k) ?? 0) + 1);
    for (const k of d.shared.keys()) df.set(k, (df.get(k) ?? 0) + 1);
  }
  return { df, docs: docs.length };
}

export function idf(table: IdfTable, key: string): number {
  return Math.log((table.docs + 1) / ((table.df.get(key) ?? 0) + 1)) + 1;
}

/** Sublinear TF × IDF, L2-normalised. */
export function weigh(counts: Map<string, number>, table: IdfTable): SparseVector {
  const v: SparseVector = new Map();
  let norm = 0;
  for (const [k, c] of counts) {
    const w = (1 + Math.log(c)) * idf(table, k);
    v.set(k, w);
    norm += w * w;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [k, w] of v) v.set(k, w / norm);
  return v;
}

export function dot(a: SparseVector, b: SparseVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let s = 0;
  for (const [k, w] of small) {
    const o = large.get(k);
    if (o !== undefined) s += w * o;
  }
  return s;
}

/** The highest-weighted keys of a vector, for candidate blocking and labels. */
export function topKeys(v: SparseVector, n: number): string[] {
  return [...v.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k]) => k);
}
