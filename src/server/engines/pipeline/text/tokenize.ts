export interface Token {
  /** As written. */
  raw: string;
  lower: string;
  /** First word of a sentence (capitalisation says nothing there). */
  sentenceStart: boolean;
}

const wordPattern = /[\p{L}\p{N}]+(?:[.'’][\p{L}\p{N}]+)*|[.!?:;]/gu;

/** Words in order, hyphenated compounds split ("EU-Parlament" → "EU", "Parlament"). */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let start = true;
  for (const m of text.matchAll(wordPattern)) {
    const w = m[0];
    if (w.length === 1 && '.!?:;'.includes(w)) {
      start = true;
      continue;
    }
    for (const part of w.split(/['’]/)) {
      if (!part) continue;
      out.push({ raw: part, lower: part.toLowerCase(), sentenceStart: start });
      start = false;
    }
  }
  return out;
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[„"«(\p{Lu}\d])/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
