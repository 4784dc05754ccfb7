import type { AppContext } from '../../context';
import type { NewsRow } from '../../db/schema/news';
import { assessTopic } from '../../engines/pipeline/assess';
import { storyOf } from '../../engines/pipeline/cluster';
import { rankStories } from '../../engines/pipeline/rank';
import { generateTexts } from '../../engines/pipeline/run-pipeline';
import type { CaptionReview } from '../../../shared/caption-review';
import type { StoredCaptionSentence } from '../../../shared/evidence';
import type { FlagEvidence } from '../../../shared/news';
import { loadArticlesByIds } from './articles.repo';
import { llmConfigOf } from './db-ports';
import { findRegionalTerms } from './regional-terms.repo';
import { weekCaptions } from './topics.repo';
import { currentVoice } from './voice';

/** A new caption for a stored topic, with its sentences and the editorial flags of the new text. */
export interface RewrittenCaption {
  instagramText: string;
  captionSentences: StoredCaptionSentence[];
  captionReview: CaptionReview | null;
  /** The card's marking until a person edits or releases the text (EU AI Act Art. 50). */
  machineText: 'ki' | 'maschinell';
  recommendationAlarmismusFlag: boolean;
  recommendationSpekulationFlag: boolean;
  recommendationJuristischeRisikoFlag: boolean;
  recommendationFlagEvidence: FlagEvidence[];
}

/**
 * Writes the topic's caption again from the articles its story was made of, with the organisation's current
 * voice. The week's other captions and the item's own current one count as used, so the closing question and
 * the reason differ from them. Null when the story's articles are not stored (hand-made or older topics).
 */
export async function rewriteCaption(ctx: AppContext, row: NewsRow): Promise<RewrittenCaption | null> {
  const articles = await loadArticlesByIds(ctx.db, row.storyArticleIds);
  if (articles.length === 0) return null;
  const [pick] = rankStories([storyOf(articles, row.storyKey ?? undefined)], {
    asOf: ctx.clock.now(),
    regionalTerms: await findRegionalTerms(ctx.db, ctx.env.ORGANIZATION_NAME),
  });
  const texts = await generateTexts(pick!, llmConfigOf(ctx), {
    voice: await currentVoice(ctx),
    // The item's own current caption counts as used too, so a new proposal does not end as the old one did.
    weekCaptions: [
      ...(row.weekKey ? await weekCaptions(ctx.db, row.weekKey, row.isDemo, row.id) : []),
      row.instagramText,
    ],
  });
  // The flags judge the text as it will stand: the stored title and sharepic texts with the new caption.
  const assessment = assessTopic(
    {
      ...texts,
      title: row.title,
      sharepicTitle: row.sharepics[0]?.layers.titel ?? '',
      sharepicContent: row.sharepics[1]?.layers.inhalt ?? '',
    },
    pick!.signals,
    pick!.why,
  );
  return {
    instagramText: texts.instagramText,
    captionSentences: texts.sentences ?? [],
    captionReview: texts.review ?? null,
    machineText: texts.generator === 'llm' ? 'ki' : 'maschinell',
    recommendationAlarmismusFlag: assessment.alarmismus,
    recommendationSpekulationFlag: assessment.spekulation,
    recommendationJuristischeRisikoFlag: assessment.juristischeRisiko,
    recommendationFlagEvidence: assessment.evidence,
  };
}
