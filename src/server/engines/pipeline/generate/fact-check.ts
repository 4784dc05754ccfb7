import { articleTerms } from '../cluster';
import { countriesIn, countryByCode } from '../europe';
import { extractNumbers } from '../text/entities';
import { fold } from '../text/stem';
import { isStopword } from '../text/stopwords';
import { tokenize } from '../text/tokenize';
import type { Article } from '../types';
import { captionTemplateWords } from './caption/template-words';
import { months } from './caption/time-words';
import { conceptLabelsDe, templateWords as framingWords } from './vocabulary';

const templateWords = [...framingWords, ...captionTemplateWords];

export interface FactCheckResult {
  ok: boolean;
  /** Names, organisations, numbers or dates in the text that no source article contains. */
  unsupported: string[];
}

const prefix = (w: string) => fold(w).slice(0, 6);

/**
 * Every capitalised word (names, organisations, places) and every number in `text` must occur in the
 * source articles, in our own German framing vocabulary, or as the German label of a concept the
 * sources mention. Inflection is tolerated by comparing six-letter prefixes.
 */
export function factCheck(text: string, sources: Article[], allowedNumbers: number[] = []): FactCheckResult {
  const sourceText = sources.map((a) => `${a.title} ${a.description} ${a.source}`).join(' \n ');
  const known = new Set<string>();
  for (const t of tokenize(sourceText)) known.add(prefix(t.raw));
  for (const w of templateWords) known.add(prefix(w));
  const concepts = new Set<string>();
  for (const a of sources)
    for (const k of articleTerms(a).shared.keys()) if (k.startsWith('c:')) concepts.add(k.slice(2));
  for (const c of concepts) for (const w of (conceptLabelsDe[c] ?? '').split(/[\s-]+/)) if (w) known.add(prefix(w));
  const sourceNumbers = new Set([...extractNumbers(sourceText), ...(sourceText.match(/\d+/g) ?? [])]);
  for (const n of allowedNumbers) sourceNumbers.add(String(n));

  const unsupported = new Set<string>();
  // Hashtags join words ("#ExVizeMinister"); they must occur in the sources with spaces and hyphens removed.
  const squashed = fold(sourceText).replace(/[^\p{L}\p{N}]/gu, '');
  const templateSquashed = templateWords.map((w) => fold(w));
  // A country tag stands for the country named in any form („US-Haushalt“ for #USA, „russischen“ for #Russland).
  const namedCountries = new Set(countriesIn(sourceText).map((code) => fold(countryByCode.get(code)?.name ?? '')));
  for (const tag of text.match(/#[\p{L}\p{N}_]+/gu) ?? []) {
    const key = fold(tag.slice(1));
    if (!squashed.includes(key) && !templateSquashed.includes(key) && !namedCountries.has(key)) unsupported.add(tag);
  }
  for (const t of tokenize(text.replace(/#[\p{L}\p{N}_]+/gu, ' '))) {
    if (!/^\p{Lu}/u.test(t.raw) || isStopword(t.raw, 'de') || isStopword(t.raw, 'en')) continue;
    if (!known.has(prefix(t.raw))) unsupported.add(t.raw);
  }
  // Dates the caption writes for relative time words („am Samstag, 21. Dezember“) come from the reports' days.
  const undated = text.replace(new RegExp(`\\d{1,2}\\.\\s*(?:${months.join('|')})(?:\\s+\\d{4})?`, 'gu'), ' ');
  for (const n of [...extractNumbers(undated), ...(undated.match(/\b\d\b/g) ?? [])]) {
    if (!sourceNumbers.has(n) && !sourceNumbers.has(n.replace(/[.,]/g, ''))) unsupported.add(n);
  }
  return { ok: unsupported.size === 0, unsupported: [...unsupported] };
}
