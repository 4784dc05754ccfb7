export type TextSegment = { text: string; marked: boolean };

/** Splits `text` so that every occurrence of one of `spans` becomes a marked segment (case-insensitive). */
export function highlightSpans(text: string, spans: string[]): TextSegment[] {
  const needles = [...new Set(spans.map((s) => s.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (needles.length === 0) return [{ text, marked: false }];
  const pattern = new RegExp(`(${needles.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, marked: needles.some((n) => n.toLowerCase() === part.toLowerCase()) }));
}
