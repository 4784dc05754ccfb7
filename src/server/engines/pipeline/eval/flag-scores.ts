/**
 * Precision and recall of the editorial flags on hand-labelled sentences (tests/fixtures/flags/README.md),
 * for `npm run eval:pipeline` and the test that holds the tuning part to its target.
 */
import type { FlagEvidence } from '../../../../shared/news';
import { detectFlags } from '../flags/detect';
import type { FlagKind, JudgedSentence } from '../flags/types';

export const flagKinds: FlagKind[] = ['juristische_risiko', 'alarmismus', 'spekulation'];

/** A labelled sentence: as the flags judge it, and the flags an editor raised on it. */
export interface LabelledSentence extends JudgedSentence {
  from: string;
  expected: FlagKind[];
}

export interface FlagScore {
  flag: FlagKind;
  positives: number;
  negatives: number;
  truePositives: number;
  falsePositives: number;
  precision: number;
  recall: number;
}

export interface FlagMiss {
  flag: FlagKind;
  kind: 'übersehen' | 'zu Unrecht';
  sentence: LabelledSentence;
  evidence: FlagEvidence[];
}

export function scoreFlags(cases: readonly LabelledSentence[]): { scores: FlagScore[]; misses: FlagMiss[] } {
  const judged = cases.map((c) => ({ c, evidence: detectFlags([c]) }));
  const misses: FlagMiss[] = [];
  const scores = flagKinds.map((flag): FlagScore => {
    let truePositives = 0;
    let falsePositives = 0;
    let positives = 0;
    for (const { c, evidence } of judged) {
      const expected = c.expected.includes(flag);
      const raised = evidence.filter((e) => e.flag === flag);
      if (expected) positives++;
      if (expected && raised.length) truePositives++;
      if (!expected && raised.length) {
        falsePositives++;
        misses.push({ flag, kind: 'zu Unrecht', sentence: c, evidence: raised });
      }
      if (expected && !raised.length) misses.push({ flag, kind: 'übersehen', sentence: c, evidence: [] });
    }
    const flagged = truePositives + falsePositives;
    return {
      flag,
      positives,
      negatives: cases.length - positives,
      truePositives,
      falsePositives,
      precision: flagged ? truePositives / flagged : 1,
      recall: positives ? truePositives / positives : 1,
    };
  });
  return { scores, misses };
}
