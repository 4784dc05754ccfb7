import { extractEntities } from '../../text/entities';
import type { Article } from '../../types';
import { joinGerman } from './context';
import { isOpinionOrFormat } from './facts';
import { relatedToLead } from './topic';
import type { CaptionSentence } from './types';

/** The names (people, places, organisations) foreign reports of a story give, at most `limit`, in order. */
export function foreignNames(articles: Article[], limit = 4): string[] {
  const names = articles.flatMap((a) => extractEntities(`${a.title}. ${a.description}`, a.language).map((e) => e.text));
  return [...new Set(names)].filter((n) => n.length > 2).slice(0, limit);
}

/**
 * For a German caption too thin on its own: German framing of the story's foreign reports about the lead's news
 * (a loose cluster carries side stories: they are not named) — which outlets report. Never a translated
 * sentence, and no names: in a mixed cluster they often belong to another event.
 */
export function foreignReportSentences(lead: Article, foreign: Article[]): CaptionSentence[] {
  const related = relatedToLead(lead);
  const byOutlet = new Map<string, Article>();
  for (const a of foreign)
    if (!isOpinionOrFormat(a) && related(a) && !byOutlet.has(a.source)) byOutlet.set(a.source, a);
  const outlets = [...byOutlet.values()].slice(0, 3);
  if (!outlets.length) return [];
  return [
    {
      text: `Auch internationale Medien berichten darüber, darunter ${joinGerman(outlets.map((a) => a.source))}.`,
      role: 'fact',
      sources: outlets.map((a) => ({ outlet: a.source, url: a.url, sentence: a.title })),
    },
  ];
}
