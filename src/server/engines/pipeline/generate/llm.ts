import { z } from 'zod';
import { berlinDate } from '../../../../shared/dates';
import { pipelineMessages as m } from '../messages';
import { splitSentences } from '../text/tokenize';
import type { Article, GeneratedTexts, RankedStory } from '../types';
import type { CaptionDraft, CaptionNote, Stated } from './caption/draft';
import { finishCaption, storyNamePredicate } from './caption/finish';
import { findInArticle, groundSentence, nameVocabulary } from './caption/grounding';
import { currentLead, newsCore } from './caption/news-core';
import { isLeadworthy } from './caption/compose';
import { dayName } from './caption/time-words';
import { defaultCaptionContext, type CaptionContext } from './caption/types';
import { generateExtractive, regionalTermsOf, representativeArticle, textsFrom } from './extractive';
import { displayTitle } from './caption/headline';
import { fitSharepicTexts, sharepicContentBudget, sharepicTitleBudget } from './shorten';
import { llmPrompt, maxArticles, promptArticles } from './llm-prompt';

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const sourceRef = z.strictObject({
  article: z.number().int().min(1).max(maxArticles),
  sentence: z.string().min(10).max(600),
});
const stated = z.strictObject({ text: z.string().min(10).max(400), sources: z.array(sourceRef).min(1).max(3) });

/** What the model must answer: every stating sentence with the article sentences it is drawn from. */
export const llmOutputSchema = z.strictObject({
  title: z.string().min(5).max(140),
  hook: stated,
  facts: z.array(stated).max(4),
  /** Null when the articles name no EU actor or mechanism. */
  why: stated.nullable(),
  /** Empty after deaths or violence when nothing fits. */
  closing: z.string().max(200),
  hashtags: z.array(z.string().max(41)).max(8),
  sharepic_titel: z
    .string()
    .min(3)
    .max(sharepicTitleBudget + 20),
  sharepic_inhalt: z
    .string()
    .min(10)
    .max(sharepicContentBudget + 40),
  search_term: z.string().min(2).max(60),
});
export type LlmOutput = z.infer<typeof llmOutputSchema>;
const jsonSchema = z.toJSONSchema(llmOutputSchema);

export type LlmAttempt = { ok: true; output: LlmOutput } | { ok: false; reason: string };

/** One chat-completions call with a JSON schema for the answer; any failure (HTTP, timeout, JSON, schema) is a value. */
export async function callLlm(
  messages: { system: string; user: string },
  config: LlmConfig,
  feedback?: string,
): Promise<LlmAttempt> {
  const doFetch = config.fetch ?? globalThis.fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs ?? 60_000);
  try {
    const res = await doFetch(`${config.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      signal: controller.signal,
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        response_format: { type: 'json_schema', json_schema: { name: 'instagram_beitrag', schema: jsonSchema } },
        messages: [
          { role: 'system', content: messages.system },
          { role: 'user', content: messages.user },
          ...(feedback ? [{ role: 'user', content: feedback }] : []),
        ],
      }),
    });
    if (!res.ok) return { ok: false, reason: `HTTP ${res.status}` };
    const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content ?? '';
    const json = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ''));
    const parsed = llmOutputSchema.safeParse(json);
    return parsed.success ? { ok: true, output: parsed.data } : { ok: false, reason: 'Antwort passt nicht zum Schema' };
  } catch (err) {
    return {
      ok: false,
      reason: (err as Error).name === 'AbortError' ? 'Zeitüberschreitung' : 'keine gültige JSON-Antwort',
    };
  } finally {
    clearTimeout(timer);
  }
}

export interface LlmGenerationResult {
  texts: GeneratedTexts;
  attempts: number;
  /** Why the LLM output was not used, when it was not. */
  fallbackReason?: string;
  /** Sentences of the answers that were dropped, with the words their sources did not carry. */
  dropped: { text: string; unsupported: string[] }[];
}

interface Checked {
  hook: Stated | null;
  facts: Stated[];
  why: Stated | null | undefined;
  dropped: { text: string; unsupported: string[] }[];
}

/**
 * The Union's institutions and mechanisms: a why line explains in its own words what the EU has to do with the news
 * („Die Neuwahl entscheidet mit darüber, wer Frankreich im Rat der EU vertritt“), so their names need no citation.
 * Whether the claim holds (a non-member „im Rat der EU“) is the defects' check.
 */
const unionNames =
  'EU Europäische Union Europäischen Rat EU-Rat Rates Kommission EU-Kommission Parlament EU-Parlament Europaparlament Europäisches Parlaments EZB Zentralbank EuGH Gerichtshof Euro Euroraum Eurozone Euro-Länder Euroländer Euro-Staaten Mitgliedstaaten Mitgliedsstaaten EU-Staaten EU-Länder Binnenmarkt Schengen';

/** Each stating sentence of an answer against the sentences it cites; a failing sentence is dropped alone. */
function checkAnswer(o: LlmOutput, articles: Article[], story: Article[], isName: (w: string) => boolean): Checked {
  const dropped: Checked['dropped'] = [];
  // A name an earlier sentence of the answer introduced, against its own citation, is known to the sentences after
  // it: the model writes „Romanowski soll Gelder veruntreut haben“ for a cited „Er soll …“, as the prompt asks.
  const introduced: string[] = [];
  const check = (s: z.infer<typeof stated>, role: Stated['role']): Stated | null => {
    const sources = s.sources.flatMap((ref) => {
      const article = articles[ref.article - 1];
      const found = article && findInArticle(article, ref.sentence);
      return found ? [{ article, sentence: found }] : [];
    });
    if (!sources.length) {
      dropped.push({ text: s.text, unsupported: ['zitierter Satz steht nicht im Artikel'] });
      return null;
    }
    const subject = [articles[0]?.title ?? '', ...introduced, role === 'context' ? unionNames : ''].join(' ');
    const grounding = groundSentence(s.text, sources, story, isName, subject);
    if (!grounding.ok) {
      dropped.push({ text: s.text, unsupported: grounding.unsupported });
      return null;
    }
    introduced.push(s.text);
    return { text: s.text.trim(), role, sources };
  };
  return {
    hook: check(o.hook, 'hook'),
    facts: o.facts.map((f) => check(f, 'fact')).filter((f): f is Stated => f !== null),
    why: o.why === null ? null : (check(o.why, 'context') ?? undefined),
    dropped,
  };
}

/** Feedback for the second try: which sentences failed, and the words their sources did not carry. */
function retryFeedback(dropped: Checked['dropped'], reason: string): string {
  const lines = dropped.map((d) => `- „${d.text}“: nicht belegt: ${d.unsupported.join(', ')}`);
  return [
    `Deine Antwort war nicht verwendbar (${reason}).`,
    ...(lines.length
      ? ['Diese Sätze enthalten Namen, Zahlen oder Daten, die in den zitierten Sätzen nicht stehen:', ...lines]
      : []),
    'Schreibe die Antwort neu: Jeder Name, jede Zahl und jedes Datum muss in dem Satz stehen, den du unter sources wörtlich zitierst.',
  ].join('\n');
}

/**
 * LLM texts from a JSON-schema answer. Every stating sentence is checked against the article sentences it cites
 * (names, numbers, dates); a failing sentence is dropped alone, and an answer with a hook and two facts that
 * hold, or the one fact it gave, is used (a fact that holds may stand in for a failed hook). Otherwise the model is
 * asked once more, told which words failed; then the extractive generator writes the text, and the reason and
 * dropped sentences are kept for the team. The model's why and closing stay unless the rules of finish.ts reject
 * them.
 */
export async function generateWithLlm(
  pick: RankedStory,
  config: LlmConfig,
  ctx: CaptionContext = defaultCaptionContext,
): Promise<LlmGenerationResult> {
  // The same lead as the extractive caption: the current, central report of the story's news.
  const lead = currentLead(representativeArticle(pick), pick.story.articles, isLeadworthy);
  const articles = promptArticles(lead, pick.story.articles);
  const core = newsCore(lead, pick.story.articles);
  const vocabulary = new Set([...nameVocabulary(pick.story.articles), ...(ctx.nameVocabulary ?? [])]);
  const storyName = storyNamePredicate(pick.story.articles);
  const isName = (w: string) =>
    storyName(w) || vocabulary.has(w.toLowerCase().replace(/s$/, '')) || vocabulary.has(w.toLowerCase());
  const today =
    ctx.today ?? berlinDate(new Date(Math.max(...pick.story.articles.map((a) => Date.parse(a.publishedAt)))));
  const messages = llmPrompt(articles, ctx.voice, dayName(today, '', today.slice(0, 4)) + ` ${today.slice(0, 4)}`);
  const dropped: LlmGenerationResult['dropped'] = [];
  let reason = '';
  let feedback: string | undefined;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const result = await callLlm(messages, config, feedback);
    if (!result.ok) {
      reason = result.reason;
      feedback = retryFeedback([], result.reason);
      continue;
    }
    const o = result.output;
    const checked = checkAnswer(o, articles, pick.story.articles, isName);
    dropped.push(...checked.dropped);
    let { hook, facts } = checked;
    // Two facts that hold, or the one or none the model gave: a story whose reports carry nothing beyond the hook
    // is not padded with a repetition (the card says it is thin). An answer that lost a fact to the checks is asked
    // again.
    const needed = Math.min(2, o.facts.length);
    // The hook tells the news: one that failed is asked for again, with the words that failed. Only the last answer's
    // first fact may open the caption instead, so the model's other sentences are not lost to the extractive text.
    if (!hook && attempt === 2 && facts.length > needed)
      [hook, ...facts] = [{ ...facts[0], role: 'hook' }, ...facts.slice(1)];
    if (!hook || facts.length < needed) {
      reason = m.generate.llmUnsupported(
        checked.dropped
          .flatMap((d) => d.unsupported)
          .slice(0, 5)
          .join(', '),
      );
      feedback = retryFeedback(checked.dropped, reason);
      continue;
    }
    const storyCited = pick.story.articles.map((a) => ({ article: a, sentence: `${a.title}. ${a.description}` }));
    const closingOk = !o.closing || groundSentence(o.closing, storyCited, pick.story.articles, isName).ok;
    const notes: CaptionNote[] = checked.dropped.map((d) => ({
      sentence: d.text,
      reason: m.generate.llmDropped(d.unsupported.join(', ')),
    }));
    const draft: CaptionDraft = {
      generator: 'llm',
      lead,
      core: core.length ? core : [lead],
      story: pick.story.articles,
      hook,
      facts,
      opinion: null,
      why: checked.why,
      closing: closingOk ? o.closing.trim() || null : undefined,
      proposedHashtags: o.hashtags.filter((t) => /^#?[\p{L}\p{N}_]{2,40}$/u.test(t)).map((t) => t.replace(/^#?/, '#')),
      notes,
      regionalTerms: regionalTermsOf(pick),
    };
    const caption = finishCaption(draft, ctx);
    // The model's title tells the news as it stands (a court stopped the expulsion the lead's headline reports);
    // the card and sharepic 1 show it when its names and numbers are the story's.
    // Checked like its sentences: names and numbers, so German words for English reports pass („Zweite Amtszeit für
    // von der Leyen?“), and the card never shows the English headline instead.
    const grounded = (text: string) => groundSentence(text, storyCited, pick.story.articles, isName, lead.title).ok;
    const titleOk = grounded(o.title);
    const texts = textsFrom(pick, lead, caption, 'llm', titleOk ? displayTitle(o.title) : undefined);
    const sharepicOk = grounded(o.sharepic_titel) && grounded(o.sharepic_inhalt);
    const sharepic = sharepicOk ? fitSharepicTexts(o.sharepic_titel, o.sharepic_inhalt) : null;
    return {
      attempts: attempt,
      dropped,
      texts: {
        ...texts,
        sharepicTitle: sharepic?.sharepicTitle ?? texts.sharepicTitle,
        sharepicContent: sharepic?.sharepicContent ?? texts.sharepicContent,
        searchTerm: o.search_term,
        review: { ...caption.review, llm: { attempts: attempt } },
      },
    };
  }
  const fallback = generateExtractive(pick, ctx);
  return {
    attempts: 2,
    dropped,
    fallbackReason: reason,
    texts: {
      ...fallback,
      editSuggestions: [m.generate.llmFallback(reason), ...fallback.editSuggestions],
      review: fallback.review && {
        ...fallback.review,
        dropped: [
          ...dropped.map((d) => ({ sentence: d.text, reason: m.generate.llmDropped(d.unsupported.join(', ')) })),
          ...fallback.review.dropped,
        ],
        llm: { attempts: 2, fallbackReason: reason },
      },
    },
  };
}

/** Sentences of an article, for tests and fakes that cite them. */
export const articleSentences = (a: Article) => splitSentences(`${a.title}. ${a.description}`);
