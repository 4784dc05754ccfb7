import { cosine } from './embeddings';
import { type DocTerms, type IdfTable, type SparseVector, dot, weigh } from './text/features';

/** What similarity() compares: IDF-weighted, normalised vectors of one article or document. */
export interface DocVector {
  language: string;
  time?: number;
  stems: SparseVector;
  shared: SparseVector;
  /** Unit-length semantic vector, when an embeddings provider is configured. */
  embedding?: number[];
}

export interface SimilarityWeights {
  /** Share of the stem cosine for same-language pairs; the rest comes from entities/concepts/numbers. */
  stemShare: number;
  /** Cross-language pairs only have the shared family; scale it onto the same-language range. */
  crossScale: number;
  /** Articles further apart than a day lose similarity with this time constant (hours). */
  decayHours: number;
  /** With embeddings on both sides: their cosine's share of the similarity (the lexical part keeps the rest). */
  embeddingShare: number;
}

/** Tuned on the SemEval-2022 Task 8 training sample (bench/eval-pipeline.ts). */
export const defaultWeights: SimilarityWeights = {
  stemShare: 0.6,
  crossScale: 2.2,
  decayHours: 72,
  embeddingShare: 0.5,
};

/** Pairs at or above this similarity count as the same story (precision ≥ 0.9 on the SemEval training sample). */
export const sameStoryThreshold = 0.5;

export function vectorize(terms: DocTerms, idf: IdfTable): DocVector {
  return {
    language: terms.language,
    time: terms.time,
    stems: weigh(terms.stems, idf),
    shared: weigh(terms.shared, idf),
  };
}

export function timeDecay(a?: number, b?: number, decayHours = defaultWeights.decayHours): number {
  if (a === undefined || b === undefined) return 1;
  const hours = Math.abs(a - b) / 3_600_000;
  return Math.exp(-Math.max(0, hours - 24) / decayHours);
}

/** Same-story similarity in [0, 1]: stem TF-IDF cosine + shared entity/concept cosine, with time decay. */
export function similarity(a: DocVector, b: DocVector, w: SimilarityWeights = defaultWeights): number {
  const shared = dot(a.shared, b.shared);
  const lexical =
    a.language === b.language
      ? // The square root makes the cosine roughly linear in the human 1–4 scale (Pearson r +0.07 on training).
        Math.sqrt(w.stemShare * dot(a.stems, b.stems) + (1 - w.stemShare) * shared)
      : Math.min(1, w.crossScale * shared);
  const base =
    a.embedding && b.embedding
      ? (1 - w.embeddingShare) * lexical + w.embeddingShare * Math.max(0, cosine(a.embedding, b.embedding))
      : lexical;
  return base * timeDecay(a.time, b.time, w.decayHours);
}
