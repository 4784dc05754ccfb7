import { articleTerms } from '../cluster';
import { pipelineMessages as m } from '../messages';
import { extractEntities, extractNumbers } from '../text/entities';
import { fold, stem } from '../text/stem';
import { isStopword } from '../text/stopwords';
import { splitSentences, tokenize } from '../text/tokenize';
import type { Article, GeneratedTexts, RankedStory } from '../types';
import { fitSharepicTexts, shortenAtClause, sharepicTitleBudget } from './shorten';
import { conceptLabelsDe } from './vocabulary';

/** Opinion, live-blog and media formats make poor leads: their titles and teasers are not the news. */
const formatPattern =
  /\b(kolumne|kommentar|meinung|leitartikel|analyse|interview|liveblog|newsblog|ticker|podcast|video|die lage|opinion|comment|analysis|live)\b/i;

export function isOpinionOrFormat(a: Article): boolean {
  return formatPattern.test(a.title);
}

/** The article sharing most of the story's top terms; German news reports first, opinion and live formats last. */
export function representativeArticle(pick: RankedStory, preferLanguage = 'de'): Article {
  const top = new Set(pick.story.topTerms);
  const byLanguage = pick.story.articles.filter((a) => a.language === preferLanguage);
  const inLanguage = byLanguage.length ? byLanguage : pick.story.articles;
  const reports = inLanguage.filter((a) => !isOpinionOrFormat(a));
  const pool = reports.length ? reports : inLanguage;
  let best = pool[0];
  let bestScore = -1;
  for (const a of pool) {
    let s = 0;
    for (const k of articleTerms(a).shared.keys()) if (top.has(k)) s++;
    s += Math.min(1, a.description.length / 200);
    if (s > bestScore) {
      bestScore = s;
      best = a;
    }
  }
  return best;
}

function sourcesLine(articles: Article[]): string {
  const names = [...new Set(articles.map((a) => a.source))].slice(0, 5);
  return `Quellen: ${names.join(', ')}`;
}

/** Words that say how something is reported, not what: never a hashtag. */
const genericTagWords = new Set([
  'kolumne',
  'kommentar',
  'meinung',
  'analyse',
  'interview',
  'liveblog',
  'newsblog',
  'ticker',
  'podcast',
  'video',
  'videos',
  'bilder',
  'nachrichten',
  'news',
  'überblick',
  'update',
  'bericht',
  'berichte',
  'medien',
  'jahr',
  'jahre',
  'jahren',
  'woche',
  'tag',
  'tage',
  'prozent',
  'millionen',
  'milliarden',
  'menschen',
  'leute',
  'zeit',
  'ende',
  'anfang',
  'seite',
  'teil',
  'fall',
  'frage',
  'land',
]);

/**
 * #Europa and #EU, then the names and nouns most of the story's articles use (a tag never joins words
 * across punctuation, and every tag occurs in the sources, so the fact check can verify it).
 */
function hashtags(articles: Article[], max = 5): string[] {
  const tags = ['#Europa', '#EU'];
  const seen = new Set(tags.map((t) => t.slice(1).toLowerCase()));
  const articlesUsing = new Map<string, { word: string; count: number }>();
  const firstNames = new Set<string>();
  const alsoAlone = new Set<string>();
  for (const a of articles) {
    const words = new Set<string>();
    const tokens = tokenize(`${a.title}. ${a.description}`);
    tokens.forEach((t, i) => {
      const word = t.raw.replace(/[^\p{L}\p{N}]/gu, '');
      if (!/^\p{Lu}/u.test(word) || word.length < 3 || word.length > 22 || isStopword(t.lower, a.language)) return;
      if (genericTagWords.has(t.lower)) return;
      // "Emmanuel Macron": a word always followed by another name is a first name; tag the surname.
      const next = tokens[i + 1];
      if (next && !next.sentenceStart && /^\p{Lu}\p{Ll}/u.test(next.raw) && /^\p{Lu}\p{Ll}/u.test(word))
        firstNames.add(t.lower);
      else alsoAlone.add(t.lower);
      words.add(word);
    });
    for (const w of words) {
      const key = w.toLowerCase();
      const entry = articlesUsing.get(key) ?? { word: w, count: 0 };
      entry.count++;
      articlesUsing.set(key, entry);
    }
  }
  const ranked = [...articlesUsing.entries()].sort((x, y) => y[1].count - x[1].count || x[0].localeCompare(y[0]));
  for (const [key, { word, count }] of ranked) {
    if (tags.length >= max) break;
    if (seen.has(key) || (articles.length > 1 && count < 2) || (firstNames.has(key) && !alsoAlone.has(key))) continue;
    seen.add(key);
    tags.push(`#${word}`);
  }
  return tags;
}

function whyItMatters(pick: RankedStory): string {
  const s = pick.signals;
  const base = `Darüber berichten ${s.outlets} ${s.outlets === 1 ? 'Medium' : 'Medien'} aus ${s.countries} ${s.countries === 1 ? 'Land' : 'Ländern'}.`;
  const regional = (s.regional_relevance as number) > 0 ? ' Auch unsere Region ist betroffen.' : '';
  const eu =
    (s.eu_relevance as number) >= 0.3
      ? ' Wichtig für Europa: Entscheidungen wie diese prägen die Politik der EU und den Alltag der Menschen in unserer Region.'
      : ' Was bedeutet das für Europa und unsere Region?';
  return base + regional + eu;
}

const callToAction = 'Was meinst du? Schreib deine Meinung in die Kommentare.';

const stemsOf = (tokens: { lower: string }[], language: string) =>
  new Set(
    tokens
      .filter((t) => t.lower.length > 2 && !/^\d+$/.test(t.lower) && !isStopword(t.lower, language))
      .map((t) => fold(stem(t.lower, language))),
  );

/** What a title is about: its names and nouns (capitalised words, acronyms), not its verbs. */
function topicStems(title: string, language: string): Set<string> {
  const tokens = tokenize(title);
  const nouns = tokens.filter((t) => /^\p{Lu}/u.test(t.raw) || /\d/.test(t.raw));
  return stemsOf(language === 'de' && nouns.length ? nouns : tokens, language);
}

/** A sentence is about the topic when it shares a title word with it (compounds included: "Wahl" in "Neuwahl"). */
function isAboutTopic(sentence: string, topic: Set<string>, language: string): boolean {
  for (const w of stemsOf(tokenize(sentence), language)) {
    if (topic.has(w)) return true;
    for (const t of topic) if (Math.min(w.length, t.length) >= 4 && (w.includes(t) || t.includes(w))) return true;
  }
  return false;
}

/**
 * Distinct fact sentences about the lead's topic: the lead's teaser opens, then sentences from the other
 * articles that share a content word with the lead's title (big stories gather side stories), no near-duplicates.
 */
function factSentences(lead: Article, others: Article[], max: number): string[] {
  const topic = topicStems(lead.title, lead.language);
  const out: string[] = [];
  const seen: Set<string>[] = [];
  for (const a of [lead, ...others]) {
    splitSentences(a.description).forEach((sentence, index) => {
      if (out.length >= max) return;
      if (sentence.length < 40 || sentence.length > 260 || /\?$/.test(sentence)) return;
      if (!(a === lead && index === 0) && !isAboutTopic(sentence, topic, a.language)) return;
      const words = new Set(
        sentence
          .toLowerCase()
          .split(/\W+/u)
          .filter((w) => w.length > 3),
      );
      if (seen.some((s) => [...words].filter((w) => s.has(w)).length / Math.max(1, words.size) > 0.6)) return;
      out.push(sentence.endsWith('.') || sentence.endsWith('!') ? sentence : `${sentence}.`);
      seen.push(words);
    });
    if (out.length >= max) break;
  }
  return out;
}

function germanFromGerman(pick: RankedStory, lead: Article): Omit<GeneratedTexts, 'generator'> {
  const german = [lead, ...pick.story.articles.filter((a) => a.language === 'de' && a !== lead)];
  const facts = factSentences(lead, german.slice(1), 3);
  const title = lead.title;
  const tags = hashtags(german);
  const instagramText = [
    `${title}`,
    facts.join(' '),
    whyItMatters(pick),
    callToAction,
    tags.join(' '),
    sourcesLine(pick.story.articles),
  ]
    .filter(Boolean)
    .join('\n\n');
  const sharepic = fitSharepicTexts(title, facts.join(' ') || lead.description || title);
  return {
    title,
    instagramText,
    sharepicTitle: sharepic.sharepicTitle,
    sharepicContent: sharepic.sharepicContent,
    searchTerm: searchTerm(pick),
    sourceUrl: lead.url,
    editSuggestions: [m.generate.checkQuotes, ...sharepic.editSuggestions],
  };
}

/** German framing around names, numbers and concepts from English articles; never English sentences. */
function germanFromEnglish(pick: RankedStory, lead: Article): Omit<GeneratedTexts, 'generator'> {
  const articles = pick.story.articles;
  const names = [
    ...new Set(articles.flatMap((a) => extractEntities(`${a.title}. ${a.description}`, 'en').map((e) => e.text))),
  ]
    .filter((n) => n.length > 2)
    .slice(0, 4);
  const concepts = [...new Set(articles.flatMap((a) => [...articleTerms(a).shared.keys()]))]
    .filter((k) => k.startsWith('c:'))
    .map((k) => conceptLabelsDe[k.slice(2)])
    .filter((l): l is string => Boolean(l))
    .slice(0, 4);
  const numbers = [...new Set(extractNumbers(`${lead.title} ${lead.description}`))].slice(0, 3);
  const topic = [...names.slice(0, 2), ...concepts.slice(0, 1)].join(', ') || 'Europa';
  const title = shortenAtClause(`${topic}: Internationale Medien berichten`, sharepicTitleBudget).text;
  const facts = [
    names.length ? `Beteiligt sind laut den Berichten: ${names.join(', ')}.` : '',
    concepts.length ? `Stichworte: ${concepts.join(', ')}.` : '',
    numbers.length ? `Genannt werden die Zahlen ${numbers.join(', ')}.` : '',
  ].filter(Boolean);
  const tags = ['#Europa', '#EU', ...names.slice(0, 3).map((n) => `#${n.replace(/[^\p{L}\p{N}]/gu, '')}`)];
  const instagramText = [
    title,
    facts.join(' '),
    whyItMatters(pick),
    callToAction,
    tags.join(' '),
    sourcesLine(articles),
  ]
    .filter(Boolean)
    .join('\n\n');
  const sharepic = fitSharepicTexts(title, facts.join(' '));
  return {
    title,
    instagramText,
    sharepicTitle: sharepic.sharepicTitle,
    sharepicContent: sharepic.sharepicContent,
    searchTerm: searchTerm(pick),
    sourceUrl: lead.url,
    editSuggestions: [m.generate.englishOnly, ...sharepic.editSuggestions],
  };
}

function searchTerm(pick: RankedStory): string {
  const concept = pick.story.topTerms.find((k) => k.startsWith('c:') && conceptLabelsDe[k.slice(2)]);
  const entity = pick.story.entities.find((e) => e.length > 2);
  return [entity, concept ? conceptLabelsDe[concept.slice(2)] : undefined].filter(Boolean).join(' ') || 'Europa';
}

/** Offline generator: uses only sentences and facts from the story's own articles. */
export function generateExtractive(pick: RankedStory): GeneratedTexts {
  const hasGerman = pick.story.articles.some((a) => a.language === 'de');
  const lead = representativeArticle(pick);
  const texts = hasGerman ? germanFromGerman(pick, lead) : germanFromEnglish(pick, lead);
  return { ...texts, generator: 'extractive' };
}
