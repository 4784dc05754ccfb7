/** The European side of a candidate topic, as its caption will see it: from its lead and the reports of its news. */
import { europeanSideOf } from './eu-angle';
import { isLeadworthy } from './generate/caption/compose';
import { isOpinionOrFormat } from './generate/caption/facts';
import { currentLead, newsCore } from './generate/caption/news-core';
import { representativeArticle } from './generate/extractive';
import type { RankedStory } from './types';

export function topicSide(pick: RankedStory): string | null {
  const lead = currentLead(representativeArticle(pick), pick.story.articles, isLeadworthy);
  const core = newsCore(lead, pick.story.articles).filter((a) => !isOpinionOrFormat(a));
  return europeanSideOf(lead, core.length ? core : [lead])?.label ?? null;
}
