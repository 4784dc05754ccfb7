import { isStopword } from './stopwords';
import { fold } from './stem';
import { tokenize } from './tokenize';

const acronym = /^[A-ZÄÖÜ][A-ZÄÖÜ0-9]{1,5}$/;
const capitalised = /^\p{Lu}[\p{Ll}\p{Lu}'’.]*$/u;

/** "EU", "EZB", "NATO", "G7" */
export function isAcronym(word: string): boolean {
  return acronym.test(word) && /[A-ZÄÖÜ].*[A-ZÄÖÜ0-9]/.test(word);
}

export interface EntityMention {
  text: string;
  key: string;
}

/**
 * Named-entity-like spans: acronyms anywhere, and runs of capitalised words not at a sentence start
 * (in German every noun is capitalised, so single German nouns come through too; they simply
 * never meet across languages, while names do).
 */
export function extractEntities(text: string, language: string): EntityMention[] {
  const tokens = tokenize(text);
  const out: EntityMention[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length) out.push({ text: run.join(' '), key: run.map(entityKey).join(' ') });
    run = [];
  };
  for (const t of tokens) {
    // A name never runs across a sentence end or a colon ("Ukraine-Krieg: USA" is two mentions).
    if (t.sentenceStart) flush();
    const isAcr = isAcronym(t.raw);
    const isCap = capitalised.test(t.raw) && !t.sentenceStart && !isStopword(t.raw, language);
    if (isAcr || isCap) run.push(t.raw);
    else flush();
  }
  flush();
  return out;
}

/** Folded key; a trailing genitive "s" is dropped so "Macrons" and "Macron" meet. */
export function entityKey(word: string): string {
  const f = fold(word).replace(/[’'.]/g, '');
  return f.length > 4 && f.endsWith('s') && !f.endsWith('ss') ? f.slice(0, -1) : f;
}

/**
 * Numbers worth matching: years, counts, amounts (two or more digits). Thousands separators go, a decimal comma
 * becomes a point: „38,1“ in a German report and „38.1“ in an English one are one number.
 */
export function extractNumbers(text: string): string[] {
  return [...text.matchAll(/\d[\d.,]*\d|\d{2,}/g)]
    .map((m) => m[0].replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.'))
    .filter((n) => n.length >= 2);
}
