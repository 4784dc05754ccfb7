import { outletDisplayName } from '../../../../shared/outlet-name';
import { articleTerms } from '../cluster';
import { pipelineMessages as m } from '../messages';
import { extractNumbers } from '../text/entities';
import type { Article, GeneratedTexts, RankedStory } from '../types';
import { extractiveDraft } from './caption/compose';
import { displayTitle } from './caption/headline';
import { joinGerman } from './caption/join';
import type { CaptionDraft, Stated } from './caption/draft';
import { isOpinionOrFormat } from './caption/facts';
import { finishCaption, type FinishedCaption } from './caption/finish';
import { newsCore } from './caption/news-core';
import { editSuggestions } from './caption/suggestions';
import { defaultCaptionContext, type CaptionContext } from './caption/types';
import { fitSharepicTexts, shortenAtClause, sharepicTitleBudget } from './shorten';
import { conceptLabelsDe } from './vocabulary';

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

/** The texts of a topic from a finished caption: title, sharepic texts, search term, suggestions. */
export function textsFrom(
  pick: RankedStory,
  lead: Article,
  caption: FinishedCaption,
  generator: GeneratedTexts['generator'],
  title = displayTitle(lead.title),
): GeneratedTexts {
  const facts = caption.sentences.filter((s) => s.role === 'fact').map((s) => s.text);
  const sharepic = fitSharepicTexts(title, facts.join(' ') || lead.description || title);
  return {
    title,
    instagramText: caption.text,
    sentences: caption.sentences,
    sharepicTitle: sharepic.sharepicTitle,
    sharepicContent: sharepic.sharepicContent,
    searchTerm: searchTerm(pick),
    sourceUrl: lead.url,
    generator,
    editSuggestions: [...editSuggestions(caption), ...sharepic.editSuggestions],
    thin: caption.thin,
    review: caption.review,
    date: caption.date,
    euAngle: caption.angle?.label ?? null,
  };
}

// A surname's particle belongs to the name: „von der Leyen“, „de Croo“, „van der Bellen“.
const particle = String.raw`(?:[Vv]on der|[Vv]an der|[Vv]on|[Vv]an|[Dd]e|[Dd]i|[Dd]a)`;
const nameInTitle = new RegExp(String.raw`${particle}\s+\p{Lu}\p{L}+|(?<=\s)\p{Lu}\p{L}+`, 'gu');

/**
 * The names of English headlines, most frequent first: a capitalised word not at the headline's start, with its
 * particle („for von der Leyen“, and „Von der Leyen aims …“ at the start), written as German writes it mid-sentence.
 */
export function namesIn(titles: string[]): string[] {
  const counts = new Map<string, number>();
  for (const title of titles)
    for (const match of title.match(nameInTitle) ?? []) {
      const name = match.replace(/^\p{Lu}(?=\p{Ll}+\s)/u, (c) => c.toLowerCase());
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  // „Leyen“ alone is the end of „von der Leyen“.
  for (const [name, n] of counts) {
    const full = [...counts.keys()].find((k) => k !== name && k.endsWith(` ${name}`));
    if (full) {
      counts.set(full, counts.get(full)! + n);
      counts.delete(name);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}

/** German framing around names, numbers and concepts from English articles; never English sentences. */
function englishOnlyDraft(pick: RankedStory, lead: Article): { draft: CaptionDraft; title: string } {
  const articles = newsCore(lead, pick.story.articles);
  const concepts = [...new Set(articles.flatMap((a) => [...articleTerms(a).shared.keys()]))]
    .filter((k) => k.startsWith('c:'))
    .map((k) => conceptLabelsDe[k.slice(2)])
    .filter((l): l is string => Boolean(l))
    .slice(0, 3);
  const names = namesIn(articles.map((a) => a.title)).slice(0, 3);
  const numbers = [...new Set(extractNumbers(`${lead.title} ${lead.description}`))].slice(0, 3);
  // The people the reports name, or else what they are about: „von der Leyen und Macron“, „Frankreich“.
  const topic = joinGerman(names.slice(0, 2)) || concepts[0] || 'Europa';
  const title = `${topic.charAt(0).toUpperCase()}${topic.slice(1)}: Internationale Medien berichten`;
  // One report of each outlet the hook names, so the sources line lists each.
  const byOutlet = [...new Map(articles.map((a) => [outletDisplayName(a.source), a])).entries()].slice(0, 3);
  const outlets = byOutlet.map(([name]) => name);
  const cite = (needles: string[]) =>
    articles
      .filter((a) => needles.some((n) => `${a.title} ${a.description}`.includes(n)))
      .slice(0, 2)
      .map((a) => ({ article: a, sentence: a.title }));
  const facts: Stated[] = [];
  if (names.length)
    facts.push({ text: `Beteiligt sind laut den Berichten: ${names.join(', ')}.`, role: 'fact', sources: cite(names) });
  if (numbers.length)
    facts.push({ text: `Genannt werden die Zahlen ${numbers.join(', ')}.`, role: 'fact', sources: cite(numbers) });
  return {
    title: shortenAtClause(title, sharepicTitleBudget).text,
    draft: {
      generator: 'extractive',
      lead,
      core: articles,
      hook: {
        // The outlets say it, not a parenthesis: no report wrote this sentence.
        text: `${joinGerman(outlets)} ${outlets.length > 1 ? 'berichten' : 'berichtet'} über ${topic}.`,
        role: 'hook',
        sources: byOutlet.map(([, article]) => ({ article, sentence: article.title })),
      },
      facts: facts.filter((f) => f.sources.length),
      opinion: null,
      notes: [],
    },
  };
}

/** The organisation's regional terms the story names, when the ranking found it regional. */
export const regionalTermsOf = (pick: RankedStory): string[] =>
  Number(pick.signals.regional_relevance ?? 0) > 0 ? ((pick.signals.regional_terms as string[] | undefined) ?? []) : [];

function searchTerm(pick: RankedStory): string {
  const concept = pick.story.topTerms.find((k) => k.startsWith('c:') && conceptLabelsDe[k.slice(2)]);
  const entity = pick.story.entities.find((e) => e.length > 2);
  return [entity, concept ? conceptLabelsDe[concept.slice(2)] : undefined].filter(Boolean).join(' ') || 'Europa';
}

/** Offline generator: uses only sentences and facts from the reports of the topic's one news. */
export function generateExtractive(pick: RankedStory, ctx: CaptionContext = defaultCaptionContext): GeneratedTexts {
  const hasGerman = pick.story.articles.some((a) => a.language === 'de');
  const lead = representativeArticle(pick);
  if (hasGerman) {
    const draft = extractiveDraft(lead, pick.story.articles, regionalTermsOf(pick));
    return textsFrom(pick, draft.lead, finishCaption(draft, ctx), 'extractive');
  }
  const english = englishOnlyDraft(pick, lead);
  const caption = finishCaption(english.draft, ctx);
  const texts = textsFrom(pick, lead, caption, 'extractive', english.title);
  return { ...texts, editSuggestions: [m.generate.englishOnly, ...texts.editSuggestions] };
}
