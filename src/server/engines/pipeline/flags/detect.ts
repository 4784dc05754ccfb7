import type { FlagEvidence } from '../../../../shared/news';
import { alarmFindings } from './alarm';
import { legalFindings } from './legal';
import { speculationFindings } from './speculation';
import type { JudgedSentence } from './types';

/**
 * The editorial flags of a topic's sentences, each with the words that raised it, the rule and the sentence.
 * Pure: the sentences carry their role and their cited source sentences, so a word the sources use and a
 * word the text adds can be told apart (docs/decisions/033-flags-22.md). One entry per flag, span and sentence.
 */
export function detectFlags(sentences: readonly JudgedSentence[]): FlagEvidence[] {
  const out: FlagEvidence[] = [];
  const seen = new Set<string>();
  for (const s of sentences) {
    const text = s.text.trim();
    if (!text) continue;
    const sentence = { ...s, text };
    for (const f of [...legalFindings(sentence), ...alarmFindings(sentence), ...speculationFindings(sentence)]) {
      const key = `${f.flag}|${f.span}|${text}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ ...f, sentence: text });
    }
  }
  return out;
}
