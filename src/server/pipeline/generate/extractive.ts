import { articleTerms } from '../cluster';
import { pipelineMessages as m } from '../messages';
import { extractEntities, extractNumbers } from '../text/entities';
import { splitSentences } from '../text/tokenize';
import type { Article, GeneratedTexts, RankedStory } from '../types';
import { conceptLabelsDe } from './vocabulary';

export const sharepicTitleBudget = 90;
export const sharepicContentBudget = 320;

export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const at = cut.lastIndexOf(' ');
  return `${(at > max * 0.5 ? cut.slice(0, at) : cut).replace(/[\s,;:–-]+$/, '')}…`;
}

/** The article sharing most of the story's top terms; German articles first when there are any. */
export function representativeArticle(pick: RankedStory, preferLanguage = 'de'): Article {
  const top = new Set(pick.story.topTerms);
  const pool = pick.story.articles.some((a) => a.language === preferLanguage)
    ? pick.story.articles.filter((a) => a.language === preferLanguage)
    : pick.story.articles;
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

function hashtags(pick: RankedStory, articles: Article[]): string[] {
  const tags = ['#Europa', '#EU'];
  const seen = new Set(tags.map((t) => t.toLowerCase()));
  for (const e of articles.flatMap((a) => extractEntities(a.title, a.language))) {
    const tag = `#${e.text.replace(/[^\p{L}\p{N}]/gu, '')}`;
    if (tag.length < 4 || tag.length > 25 || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
    if (tags.length >= 5) break;
  }
  void pick;
  return tags;
}

function whyItMatters(pick: RankedStory): string {
  const s = pick.signals;
  const base = `Darüber berichten ${s.outlets} ${s.outlets === 1 ? 'Medium' : 'Medien'} aus ${s.countries} ${s.countries === 1 ? 'Land' : 'Ländern'}.`;
  const eu = (s.eu_relevance as number) >= 0.3 ? ' Wichtig für Europa: Entscheidungen wie diese prägen die Politik der EU und den Alltag der Menschen in unserer Region.' : ' Was bedeutet das für Europa und unsere Region?';
  return base + eu;
}

const callToAction = 'Was meinst du? Schreib deine Meinung in die Kommentare.';

/** Distinct fact sentences from the story's articles, most representative first, no near-duplicates. */
function factSentences(articles: Article[], max: number): string[] {
  const out: string[] = [];
  const seen: Set<string>[] = [];
  for (const a of articles) {
    for (const sentence of splitSentences(a.description)) {
      if (sentence.length < 40 || sentence.length > 260 || /\?$/.test(sentence)) continue;
      const words = new Set(sentence.toLowerCase().split(/\W+/u).filter((w) => w.length > 3));
      if (seen.some((s) => [...words].filter((w) => s.has(w)).length / Math.max(1, words.size) > 0.6)) continue;
      out.push(sentence.endsWith('.') || sentence.endsWith('!') ? sentence : `${sentence}.`);
      seen.push(words);
      if (out.length >= max) return out;
    }
  }
  return out;
}

function germanFromGerman(pick: RankedStory, lead: Article): Omit<GeneratedTexts, 'generator'> {
  const german = [lead, ...pick.story.articles.filter((a) => a.language === 'de' && a !== lead)];
  const facts = factSentences(german, 3);
  const title = lead.title;
  const tags = hashtags(pick, german);
  const instagramText = [
    `${title}`,
    facts.join(' '),
    whyItMatters(pick),
    callToAction,
    tags.join(' '),
    sourcesLine(pick.story.articles),
  ].filter(Boolean).join('\n\n');
  return {
    title,
    instagramText,
    sharepicTitle: truncateAtWord(title, sharepicTitleBudget),
    sharepicContent: truncateAtWord(facts.join(' ') || lead.description || title, sharepicContentBudget),
    searchTerm: searchTerm(pick),
    sourceUrl: lead.url,
    editSuggestions: [m.generate.checkQuotes],
  };
}

/** German framing around names, numbers and concepts from English articles; never English sentences. */
function germanFromEnglish(pick: RankedStory, lead: Article): Omit<GeneratedTexts, 'generator'> {
  const articles = pick.story.articles;
  const names = [...new Set(articles.flatMap((a) => extractEntities(`${a.title}. ${a.description}`, 'en').map((e) => e.text)))]
    .filter((n) => n.length > 2)
    .slice(0, 4);
  const concepts = [...new Set(articles.flatMap((a) => [...articleTerms(a).shared.keys()]))]
    .filter((k) => k.startsWith('c:'))
    .map((k) => conceptLabelsDe[k.slice(2)])
    .filter((l): l is string => Boolean(l))
    .slice(0, 4);
  const numbers = [...new Set(extractNumbers(`${lead.title} ${lead.description}`))].slice(0, 3);
  const topic = [...names.slice(0, 2), ...concepts.slice(0, 1)].join(', ') || 'Europa';
  const title = truncateAtWord(`${topic}: Internationale Medien berichten`, sharepicTitleBudget);
  const facts = [
    names.length ? `Beteiligt sind laut den Berichten: ${names.join(', ')}.` : '',
    concepts.length ? `Stichworte: ${concepts.join(', ')}.` : '',
    numbers.length ? `Genannt werden die Zahlen ${numbers.join(', ')}.` : '',
  ].filter(Boolean);
  const tags = ['#Europa', '#EU', ...names.slice(0, 3).map((n) => `#${n.replace(/[^\p{L}\p{N}]/gu, '')}`)];
  const instagramText = [title, facts.join(' '), whyItMatters(pick), callToAction, tags.join(' '), sourcesLine(articles)]
    .filter(Boolean)
    .join('\n\n');
  return {
    title,
    instagramText,
    sharepicTitle: title,
    sharepicContent: truncateAtWord(facts.join(' '), sharepicContentBudget),
    searchTerm: searchTerm(pick),
    sourceUrl: lead.url,
    editSuggestions: [m.generate.englishOnly],
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
