import { articleTerms } from '../cluster';
import { pipelineMessages as m } from '../messages';
import { extractNumbers } from '../text/entities';
import type { Article, GeneratedTexts, RankedStory } from '../types';
import { composeCaption, composeFraming } from './caption/compose';
import { foreignNames } from './caption/foreign-reports';
import { isOpinionOrFormat } from './caption/facts';
import { defaultCaptionContext, type CaptionContext, type CaptionSentence } from './caption/types';
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

function germanFromGerman(pick: RankedStory, lead: Article, ctx: CaptionContext): Omit<GeneratedTexts, 'generator'> {
  const german = [lead, ...pick.story.articles.filter((a) => a.language === 'de' && a !== lead)];
  const foreign = pick.story.articles.filter((a) => a.language !== 'de');
  const caption = composeCaption(pick, lead, german, ctx, foreign);
  const title = lead.title;
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
    editSuggestions: [
      m.generate.checkQuotes,
      ...(caption.thin ? [m.generate.captionThin] : []),
      ...sharepic.editSuggestions,
    ],
    thin: caption.thin,
  };
}

/** German framing around names, numbers and concepts from English articles; never English sentences. */
function germanFromEnglish(pick: RankedStory, lead: Article, ctx: CaptionContext): Omit<GeneratedTexts, 'generator'> {
  const articles = pick.story.articles;
  const names = foreignNames(articles);
  const concepts = [...new Set(articles.flatMap((a) => [...articleTerms(a).shared.keys()]))]
    .filter((k) => k.startsWith('c:'))
    .map((k) => conceptLabelsDe[k.slice(2)])
    .filter((l): l is string => Boolean(l))
    .slice(0, 4);
  const numbers = [...new Set(extractNumbers(`${lead.title} ${lead.description}`))].slice(0, 3);
  const topic = [...names.slice(0, 2), ...concepts.slice(0, 1)].join(', ') || 'Europa';
  const title = shortenAtClause(`${topic}: Internationale Medien berichten`, sharepicTitleBudget).text;
  const mentioning = (needles: string[]) =>
    articles
      .filter((a) => needles.some((n) => `${a.title} ${a.description}`.includes(n)))
      .slice(0, 2)
      .map((a) => ({ outlet: a.source, url: a.url, sentence: a.title }));
  const framing: CaptionSentence[] = [
    names.length
      ? { text: `Beteiligt sind laut den Berichten: ${names.join(', ')}.`, role: 'fact', sources: mentioning(names) }
      : null,
    concepts.length
      ? {
          text: `Stichworte: ${concepts.join(', ')}.`,
          role: 'fact',
          sources: articles.slice(0, 2).map((a) => ({ outlet: a.source, url: a.url, sentence: a.title })),
        }
      : null,
    numbers.length
      ? { text: `Genannt werden die Zahlen ${numbers.join(', ')}.`, role: 'fact', sources: mentioning(numbers) }
      : null,
  ].filter((s): s is CaptionSentence => s !== null);
  const hook: CaptionSentence = {
    text: `Internationale Medien berichten über ${topic}.`,
    role: 'hook',
    sources: [{ outlet: lead.source, url: lead.url, sentence: lead.title }],
  };
  const english = composeFraming(pick, lead, articles, hook, framing, ctx);
  const sharepic = fitSharepicTexts(title, framing.map((s) => s.text).join(' '));
  return {
    title,
    instagramText: english.text,
    sentences: english.sentences,
    sharepicTitle: sharepic.sharepicTitle,
    sharepicContent: sharepic.sharepicContent,
    searchTerm: searchTerm(pick),
    sourceUrl: lead.url,
    editSuggestions: [
      m.generate.englishOnly,
      ...(english.thin ? [m.generate.captionThin] : []),
      ...sharepic.editSuggestions,
    ],
    thin: english.thin,
  };
}

function searchTerm(pick: RankedStory): string {
  const concept = pick.story.topTerms.find((k) => k.startsWith('c:') && conceptLabelsDe[k.slice(2)]);
  const entity = pick.story.entities.find((e) => e.length > 2);
  return [entity, concept ? conceptLabelsDe[concept.slice(2)] : undefined].filter(Boolean).join(' ') || 'Europa';
}

/** Offline generator: uses only sentences and facts from the story's own articles. */
export function generateExtractive(pick: RankedStory, ctx: CaptionContext = defaultCaptionContext): GeneratedTexts {
  const hasGerman = pick.story.articles.some((a) => a.language === 'de');
  const lead = representativeArticle(pick);
  const texts = hasGerman ? germanFromGerman(pick, lead, ctx) : germanFromEnglish(pick, lead, ctx);
  return { ...texts, generator: 'extractive' };
}
