/** A candidate topic as its caption will see it: its lead, and its European side from the reports of its news. */
import { europeanSideOf } from './eu-angle';
import { isLeadworthy } from './generate/caption/compose';
import { isOpinionOrFormat } from './generate/caption/facts';
import { currentLead, newsCore } from './generate/caption/news-core';
import { representativeArticle } from './generate/extractive';
import type { Article, RankedStory } from './types';

/** The report a candidate's caption would lead with: the current central report of its news. */
export function topicLead(pick: RankedStory): Article {
  return currentLead(representativeArticle(pick), pick.story.articles, isLeadworthy);
}

export function topicSide(pick: RankedStory): string | null {
  const lead = topicLead(pick);
  const core = newsCore(lead, pick.story.articles).filter((a) => !isOpinionOrFormat(a));
  return europeanSideOf(lead, core.length ? core : [lead])?.label ?? null;
}
