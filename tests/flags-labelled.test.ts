import { describe, expect, it } from 'vitest';
import { loadTuningCases } from '../bench/flag-cases';
import { flagKinds, scoreFlags } from '../src/server/engines/pipeline/eval/flag-scores';

/**
 * The editorial flags on the hand-labelled sentences of the shipped feeds (tests/fixtures/flags/README.md).
 * The held-out parts need the data folder and are measured by `npm run eval:pipeline`.
 */
describe('editorial flags on the labelled tuning sentences', () => {
  const cases = loadTuningCases();
  const { scores } = scoreFlags(cases);

  it('has real positives and negatives for every flag', () => {
    for (const s of scores) {
      expect(s.positives, s.flag).toBeGreaterThanOrEqual(19);
      expect(s.negatives, s.flag).toBeGreaterThanOrEqual(300);
    }
  });

  it.each(flagKinds)('%s keeps precision and recall at 0.8 or more', (flag) => {
    const score = scores.find((s) => s.flag === flag)!;
    expect(score.precision).toBeGreaterThanOrEqual(0.8);
    expect(score.recall).toBeGreaterThanOrEqual(0.8);
  });
});
