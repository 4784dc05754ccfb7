import type { EvidenceEntry, StoredCaptionSentence } from '../../../shared/evidence';

/**
 * How the stored sentences are matched against the caption as it stands now:
 * - whitespace is collapsed on both sides (a person re-wrapping lines changes nothing else);
 * - a generated sentence counts as unchanged only where its whole text stands verbatim in one line of the
 *   caption; then it keeps its role and sources;
 * - every other text of a line is split into sentences, each shown as edited without a source: a sentence a
 *   person rewrote (even one word) or added, and so also a generated sentence that no longer stands verbatim;
 * - lines of only hashtags and the „Quellen:“ line are the caption's furniture, not statements, and are left out.
 * Entries come in reading order of the current caption.
 */
const normalise = (s: string) => s.replace(/\s+/g, ' ').trim();
const isFurniture = (line: string) => /^Quellen:/.test(line) || /^(#[\p{L}\p{N}_]+\s*)+$/u.test(line);
const hasWords = (s: string) => /[\p{L}\p{N}]/u.test(s);
const splitSentences = (s: string) =>
  s
    .split(/(?<=[.!?…“"])\s+(?=\S)/u)
    .map(normalise)
    .filter(hasWords);

export function captionEvidence(caption: string, stored: StoredCaptionSentence[]): EvidenceEntry[] {
  const sentences = stored.map((s) => ({ ...s, text: normalise(s.text) })).filter((s) => s.text.length > 0);
  const entries: EvidenceEntry[] = [];
  const edited = (text: string) => {
    for (const part of splitSentences(text)) entries.push({ text: part, role: null, sources: [], edited: true });
  };
  for (const raw of caption.split('\n')) {
    const line = normalise(raw);
    if (!line || isFurniture(line)) continue;
    // Non-overlapping verbatim occurrences, longest first where two would claim the same text.
    const found: { start: number; end: number; sentence: (typeof sentences)[number] }[] = [];
    for (const sentence of [...sentences].sort((a, b) => b.text.length - a.text.length)) {
      let from = 0;
      for (let at = line.indexOf(sentence.text, from); at >= 0; at = line.indexOf(sentence.text, from)) {
        const end = at + sentence.text.length;
        from = end;
        if (found.some((f) => at < f.end && end > f.start)) continue;
        found.push({ start: at, end, sentence });
        break;
      }
    }
    found.sort((a, b) => a.start - b.start);
    let cursor = 0;
    for (const f of found) {
      edited(line.slice(cursor, f.start));
      entries.push({ text: f.sentence.text, role: f.sentence.role, sources: f.sentence.sources, edited: false });
      cursor = f.end;
    }
    edited(line.slice(cursor));
  }
  return entries;
}
