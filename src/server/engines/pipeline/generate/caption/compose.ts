import type { Voice } from '../../../../../shared/voice';
import type { Article, RankedStory } from '../../types';
import { chooseClosing } from './closings';
import { contextSentences } from './context';
import { hookAndFacts } from './facts';
import { foreignReportSentences } from './foreign-reports';
import { storyHashtags } from './hashtags';
import { storyConcepts, type PolicyField } from '../../policy-fields';
import { captionField } from './field';
import type { CaptionContext, CaptionSentence } from './types';

export const captionLength = { min: 400, max: 1500 } as const;
/** Fact sentences a caption holds at most. */
const maxFacts = 4;

const fieldEmoji: Record<PolicyField, string> = {
  money: '💶',
  elections: '🗳️',
  trade: '🚢',
  migration: '🧭',
  security: '🛡️',
  climate: '🌍',
  law: '⚖️',
  government: '🏛️',
  economy: '🏭',
  enlargement: '🤝',
  general: '🇪🇺',
};

export interface Caption {
  text: string;
  sentences: CaptionSentence[];
  hashtags: string[];
  field: PolicyField;
  /**
   * The story's German material does not reach the minimum length: flagged for the selection and the editor,
   * even when German framing of its foreign reports makes the caption long enough.
   */
  thin: boolean;
}

function sourcesLine(cited: CaptionSentence[], articles: Article[]): string {
  const names = [
    ...new Set([...cited.flatMap((s) => s.sources.map((x) => x.outlet)), ...articles.map((a) => a.source)]),
  ];
  return `Quellen: ${names.slice(0, 5).join(', ')}`;
}

/**
 * A German caption from the story's own sentences: hook (not the title), two to four facts from several
 * outlets, at most one attributed commentary, why it matters for Europa (from the story's signals), a closing
 * that fits the topic and the organisation's voice, hashtags and the sources line. Every stating sentence
 * carries its sources; no counts, so no agreement to get wrong.
 */
export function composeCaption(
  pick: RankedStory,
  lead: Article,
  articles: Article[],
  ctx: CaptionContext,
  foreign: Article[] = [],
): Caption {
  const { hook, facts, opinion } = hookAndFacts(lead, articles);
  const caption = composeFraming(pick, lead, articles, hook, facts, ctx, opinion);
  if (!caption.thin) return caption;
  // Too short: every statement of the lead's teaser joins the facts (still reports first, none twice).
  const more = hookAndFacts(lead, articles, 4, true);
  const longer = composeFraming(pick, lead, articles, more.hook, more.facts, ctx, more.opinion);
  const best = longer.text.length > caption.text.length ? longer : caption;
  const framing = foreignReportSentences(lead, foreign);
  if (!best.thin || !framing.length) return best;
  // Still too short: German framing of the story's foreign reports can reach the length, but the story's German
  // material stays thin (the selection prefers stories with German substance).
  const framedFacts = [...more.facts.slice(0, maxFacts - framing.length), ...framing];
  const framed = composeFraming(pick, lead, articles, more.hook, framedFacts, ctx, more.opinion);
  return { ...framed, thin: true };
}

/** The caption around a given hook and facts (also the German framing of English-only stories). */
export function composeFraming(
  pick: RankedStory,
  lead: Article,
  articles: Article[],
  hook: CaptionSentence,
  facts: CaptionSentence[],
  ctx: CaptionContext,
  opinion: CaptionSentence | null = null,
): Caption {
  const concepts = storyConcepts(pick.story);
  const choice = captionField(lead, pick.story.articles);
  return assembleCaption({
    hook,
    facts,
    opinion,
    context: contextSentences(pick, choice, ctx.weekCaptions),
    closing: chooseClosing(choice.field, ctx.voice, ctx.weekCaptions, pick.story.key),
    voice: ctx.voice,
    hashtags: storyHashtags(articles, concepts, ctx.voice),
    articles,
    field: choice.field,
  });
}

export interface CaptionParts {
  hook: CaptionSentence;
  facts: CaptionSentence[];
  opinion: CaptionSentence | null;
  context: CaptionSentence[];
  closing: string;
  voice: Voice;
  hashtags: string[];
  articles: Article[];
  field: PolicyField;
}

/**
 * Lays the parts out: hook, facts (and the opinion), why it matters, closing and the organisation's own line,
 * hashtags, sources. As many facts as fit within 1,500 characters, never fewer than two.
 */
export function assembleCaption(parts: CaptionParts): Caption {
  const { hook, facts, opinion, context, voice, hashtags, articles, field } = parts;
  const closing: CaptionSentence = { text: parts.closing, role: 'closing', sources: [] };
  const ownLine: CaptionSentence[] = voice.closingLine
    ? [{ text: voice.closingLine, role: 'closing', sources: [] }]
    : [];
  const hookText = voice.emoji ? `${fieldEmoji[field]} ${hook.text}` : hook.text;

  const build = (factCount: number, withOpinion: boolean) => {
    const body = [...facts.slice(0, factCount), ...(withOpinion && opinion ? [opinion] : [])];
    const sentences = [{ ...hook, text: hookText }, ...body, ...context, closing, ...ownLine];
    const text = [
      hookText,
      body.map((s) => s.text).join(' '),
      context.map((s) => s.text).join(' '),
      [closing, ...ownLine].map((s) => s.text).join(' '),
      hashtags.join(' '),
      sourcesLine([hook, ...body], articles),
    ]
      .filter(Boolean)
      .join('\n\n');
    return { text, sentences };
  };
  let factCount = Math.min(facts.length, maxFacts);
  let withOpinion = opinion !== null;
  let caption = build(factCount, withOpinion);
  while (caption.text.length > captionLength.max && (withOpinion || factCount > 2)) {
    if (withOpinion) withOpinion = false;
    else factCount--;
    caption = build(factCount, withOpinion);
  }
  return { ...caption, hashtags, field, thin: caption.text.length < captionLength.min };
}
