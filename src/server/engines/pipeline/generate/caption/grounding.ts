import { extractNumbers } from '../../text/entities';
import { fold } from '../../text/stem';
import { isStopword } from '../../text/stopwords';
import { tokenize } from '../../text/tokenize';
import type { Article } from '../../types';
import { conceptLabelsDe, templateWords } from '../vocabulary';
import { captionTemplateWords } from './template-words';

const prefix = (w: string) => fold(w).slice(0, 6);
const squash = (s: string) => fold(s).replace(/[^\p{L}\p{N}]/gu, '');

export interface Grounding {
  ok: boolean;
  /** Names, numbers or dates of the sentence that its cited sentences do not contain. */
  unsupported: string[];
}

/**
 * A sentence is grounded when every name and number in it stands in the sentences it cites. Names are the
 * story's names (surnames, acronyms, places: see hashtags.ts); other capitalised words — German nouns — may come
 * from any of the story's articles or our own template words, so a paraphrase is allowed, an invention is not.
 */
export function groundSentence(text: string, cited: string[], articles: Article[], storyNames: string[]): Grounding {
  const citedText = cited.join(' \n ');
  const citedPrefixes = new Set(tokenize(citedText).map((t) => prefix(t.raw)));
  const storyPrefixes = new Set(
    [
      ...tokenize(articles.map((a) => `${a.title} ${a.description} ${a.source}`).join(' ')).map((t) => t.raw),
      ...templateWords,
      ...captionTemplateWords,
      ...Object.values(conceptLabelsDe).flatMap((l) => l.split(/[\s-]+/)),
    ].map(prefix),
  );
  const names = new Set(storyNames.map(prefix));
  const unsupported = new Set<string>();
  for (const t of tokenize(text)) {
    if (!/^\p{Lu}/u.test(t.raw) || isStopword(t.raw, 'de') || isStopword(t.raw, 'en')) continue;
    const p = prefix(t.raw);
    // A name of the story must be in the cited sentences; any other capitalised word at least in the story.
    if (names.has(p) ? !citedPrefixes.has(p) : !storyPrefixes.has(p) && !citedPrefixes.has(p)) unsupported.add(t.raw);
  }
  const citedNumbers = new Set(
    [...extractNumbers(citedText), ...(citedText.match(/\d+/g) ?? [])].map((n) => n.replace(/[.,]/g, '')),
  );
  for (const n of [...extractNumbers(text), ...(text.match(/\b\d+\b/g) ?? [])])
    if (!citedNumbers.has(n.replace(/[.,]/g, ''))) unsupported.add(n);
  return { ok: unsupported.size === 0, unsupported: [...unsupported] };
}

/** The cited sentence as it stands in the article (whitespace and quotes aside), or null when it does not. */
export function findInArticle(article: Article, sentence: string): string | null {
  const needle = squash(sentence);
  if (needle.length < 12) return null;
  return squash(`${article.title} ${article.description}`).includes(needle) ? sentence : null;
}
