/**
 * Measures of a generated Instagram caption, for `npm run eval:texts`: structure (hook, facts, outlets),
 * defects an editor would have to fix, hashtags, length and readability (Amstad's German Flesch index).
 */
import { isAcronym } from '../text/entities';
import { splitSentences } from '../text/tokenize';
import type { Article } from '../types';

export interface CaptionParts {
  hook: string;
  body: string[];
  hashtags: string[];
  sourcesLine: string | null;
}

/** Paragraphs of a caption: the hook first, the hashtags line and the sources line recognised by their form. */
export function captionParts(caption: string): CaptionParts {
  const paragraphs = caption
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const hashtagLine = (p: string) => p.split(/\s+/).every((w) => w.startsWith('#'));
  const sourcesLine = paragraphs.find((p) => /^(Quellen?|Quelle):/.test(p)) ?? null;
  const hashtags = paragraphs.filter(hashtagLine).flatMap((p) => p.split(/\s+/));
  const rest = paragraphs.filter((p) => !hashtagLine(p) && p !== sourcesLine);
  return { hook: rest[0] ?? '', body: rest.slice(1), hashtags, sourcesLine };
}

const vowelGroups = /[aeiouyäöü]+/gi;
// Diphthongs and long vowels written with two letters are one syllable; "ie" too ("Wiese"), "ei" ("Wein").
export function germanSyllables(word: string): number {
  const groups = word.toLowerCase().match(vowelGroups) ?? [];
  let count = 0;
  for (const g of groups)
    count += g.length >= 3 ? g.length - 1 : g.length === 2 && !/^(ei|ie|au|eu|äu|ai|aa|ee|oo)$/.test(g) ? 2 : 1;
  return Math.max(1, count);
}

/** Amstad (1978): 180 − average sentence length (words) − 58.5 × average syllables per word. */
export function amstad(text: string): number {
  const sentences = splitSentences(text).filter((s) => /\p{L}/u.test(s));
  const words = text.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu) ?? [];
  if (!sentences.length || !words.length) return 0;
  const syllables = words.reduce((n, w) => n + germanSyllables(w), 0);
  return 180 - words.length / sentences.length - 58.5 * (syllables / words.length);
}

const englishMarkers = new Set([
  'the',
  'and',
  'of',
  'to',
  'is',
  'was',
  'are',
  'were',
  'has',
  'have',
  'with',
  'for',
  'that',
  'this',
  'on',
  'said',
  'will',
  'from',
  'by',
  'its',
  'it',
]);
const germanMarkers = new Set([
  'der',
  'die',
  'das',
  'und',
  'ist',
  'nicht',
  'mit',
  'von',
  'für',
  'auf',
  'den',
  'dem',
  'ein',
  'eine',
  'sich',
  'des',
  'im',
  'zu',
  'hat',
  'wird',
  'bei',
  'auch',
]);

/** A sentence with more English than German function words (and at least three English ones). */
export function isEnglishSentence(sentence: string): boolean {
  const words = sentence.toLowerCase().match(/\p{L}+/gu) ?? [];
  const en = words.filter((w) => englishMarkers.has(w)).length;
  const de = words.filter((w) => germanMarkers.has(w)).length;
  return en >= 3 && en > de;
}

export type Defect = 'agreement' | 'cut' | 'repeated' | 'english' | 'hook-is-title' | 'length';

/** Defects an editor would have to fix before posting. */
export function captionDefects(caption: string, title: string): { defect: Defect; text: string }[] {
  const out: { defect: Defect; text: string }[] = [];
  const parts = captionParts(caption);
  const prose = [parts.hook, ...parts.body];
  // "1 Medien", "1 Ländern", "2 Medium", "berichten 1 Medium": a count that disagrees with its noun or verb.
  for (const m of caption.matchAll(/\b(\d+)\s+(Medium|Medien|Land|Ländern|Länder|Quelle|Quellen|Artikel)\b/g)) {
    const singular = ['Medium', 'Land', 'Quelle'].includes(m[2]);
    if ((m[1] === '1') !== singular && m[2] !== 'Artikel') out.push({ defect: 'agreement', text: m[0] });
  }
  for (const m of caption.matchAll(/\bberichten\s+1\s+\w+|\b1\s+\w+\s+berichten\b/g))
    out.push({ defect: 'agreement', text: m[0] });
  const sentences = prose.flatMap((p) => splitSentences(p));
  const hookSentences = new Set(splitSentences(parts.hook));
  const seen = new Set<string>();
  for (const s of sentences) {
    // A hook may be a headline without a full stop; everything else ends like a sentence, never with „…“.
    const unfinished = !hookSentences.has(s) && !/[.!?»«"“”)]$/.test(s.trim());
    if (/…$|\.\.\.$/.test(s.trim()) || unfinished) out.push({ defect: 'cut', text: s });
    const key = s.toLowerCase().replace(/\W+/gu, ' ').trim();
    if (seen.has(key)) out.push({ defect: 'repeated', text: s });
    seen.add(key);
    if (isEnglishSentence(s)) out.push({ defect: 'english', text: s });
  }
  const norm = (t: string) => t.toLowerCase().replace(/\W+/gu, ' ').trim();
  if (norm(parts.hook) === norm(title) || norm(parts.hook).startsWith(norm(title)))
    out.push({ defect: 'hook-is-title', text: parts.hook });
  if (caption.length < 400 || caption.length > 1500) out.push({ defect: 'length', text: String(caption.length) });
  return out;
}

/** The articles whose text contains the sentence (extractive sentences are copied, so this finds their outlet). */
export function outletsOf(sentence: string, articles: Article[]): string[] {
  const needle = sentence
    .replace(/[.!?]+$/, '')
    .trim()
    .slice(0, 80);
  if (needle.length < 20) return [];
  return [...new Set(articles.filter((a) => `${a.title}. ${a.description}`.includes(needle)).map((a) => a.source))];
}

/**
 * A hashtag people follow: an acronym (#EZB), a topic word from the policy vocabulary, or a name — a word that
 * the sources also write capitalised in English (names keep their capital across languages; German nouns do not).
 */
export function isEntityOrTopicTag(tag: string, topicWords: Set<string>, englishCapitalised: Set<string>): boolean {
  const word = tag.replace(/^#/, '');
  if (isAcronym(word)) return true;
  const lower = word.toLowerCase();
  if (topicWords.has(lower)) return true;
  // CamelCase tags (#EuropäischeUnion) are judged by their parts.
  const parts = word.split(/(?<=\p{Ll})(?=\p{Lu})/u);
  if (parts.length > 1)
    return parts.every((p) => isEntityOrTopicTag(p, topicWords, englishCapitalised) || topicWords.has(p.toLowerCase()));
  return englishCapitalised.has(lower);
}

/** Jaccard overlap of two sets. */
export function overlap<T>(a: Set<T>, b: Set<T>): number {
  if (!a.size && !b.size) return 0;
  let common = 0;
  for (const x of a) if (b.has(x)) common++;
  return common / (a.size + b.size - common);
}
