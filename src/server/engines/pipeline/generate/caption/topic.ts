/** What a title is about, and whether another article reports the same thing as the lead. */
import { entityKey } from '../../text/entities';
import { fold, stem } from '../../text/stem';
import { isStopword } from '../../text/stopwords';
import { tokenize } from '../../text/tokenize';
import type { Article } from '../../types';

const stemsOf = (tokens: { lower: string }[], language: string) =>
  new Set(
    tokens
      .filter((t) => t.lower.length > 2 && !/^\d+$/.test(t.lower) && !isStopword(t.lower, language))
      .map((t) => fold(stem(t.lower, language))),
  );

/** What a title is about: its names and nouns (capitalised words, acronyms), not its verbs. */
export function topicStems(title: string, language: string): Set<string> {
  const tokens = tokenize(title);
  const nouns = tokens.filter((t) => /^\p{Lu}/u.test(t.raw) || /\d/.test(t.raw));
  return stemsOf(language === 'de' && nouns.length ? nouns : tokens, language);
}

/** A sentence is about the topic when it shares a title word with it (compounds included: "Wahl" in "Neuwahl"). */
export function isAboutTopic(sentence: string, topic: Set<string>, language: string): boolean {
  for (const w of stemsOf(tokenize(sentence), language)) {
    if (topic.has(w)) return true;
    for (const t of topic) if (Math.min(w.length, t.length) >= 4 && (w.includes(t) || t.includes(w))) return true;
  }
  return false;
}

// Words every story of a European news dashboard shares: they make no two articles one topic.
const genericStems = new Set(['eu', 'europa', 'europ', 'europaisch', 'european', 'news', 'liveblog', 'live']);

/** Names (capitalised words, acronyms) of a title, language-independent, as the clustering keys them. */
function titleNames(title: string): Set<string> {
  return new Set(
    tokenize(title)
      .filter((t) => /^\p{Lu}/u.test(t.raw) && t.raw.length > 2)
      .map((t) => entityKey(t.raw))
      .filter((k) => !genericStems.has(k)),
  );
}

/**
 * Whether an article is about what the lead reports: its title shares a title word with the lead's (same
 * language), or a name (any language). Loose clusters carry side stories; their words must not decide.
 */
export function relatedToLead(lead: Article): (a: Article) => boolean {
  const topic = new Set([...topicStems(lead.title, lead.language)].filter((s) => !genericStems.has(s)));
  const names = titleNames(lead.title);
  return (a) => {
    if (a === lead) return true;
    if (a.language === lead.language && isAboutTopic(a.title, topic, a.language)) return true;
    for (const n of titleNames(a.title)) if (names.has(n)) return true;
    return false;
  };
}
