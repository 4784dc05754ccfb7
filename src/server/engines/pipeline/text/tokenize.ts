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

// A period after an ordinal („am 30. Juni“, „die 2. Runde“) or an abbreviation („Dr.“, „z. B.“) ends no sentence.
const noSentenceEnd =
  /(?:^|\s)(?:\d{1,2}|Dr|Prof|St|Nr|Abs|Art|bzw|ca|vgl|ggf|usw|etc|z\.\s?B|u\.\s?a|d\.\s?h|v\.\s?a|Mio|Mrd|Jh|Jan|Feb|Aug|Sept|Okt|Nov|Dez)\.$/u;

export function splitSentences(text: string): string[] {
  const parts = text.split(/(?<=[.!?])\s+(?=[„"«(\p{Lu}\d])/u);
  const out: string[] = [];
  for (const part of parts) {
    const previous = out.at(-1);
    if (previous !== undefined && noSentenceEnd.test(previous)) out[out.length - 1] = `${previous} ${part}`;
    else out.push(part);
  }
  return out.map((s) => s.trim()).filter((s) => s.length > 0);
}
