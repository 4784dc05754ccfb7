import { z } from 'zod';
import type { Voice } from '../../../../shared/voice';
import { pipelineMessages as m } from '../messages';
import { splitSentences } from '../text/tokenize';
import type { Article, GeneratedTexts, RankedStory } from '../types';
import { assembleCaption } from './caption/compose';
import { chooseClosing } from './caption/closings';
import { contextSentences } from './caption/context';
import { findInArticle, groundSentence } from './caption/grounding';
import { names, storyHashtags } from './caption/hashtags';
import { defaultCaptionContext, type CaptionContext, type CaptionSentence } from './caption/types';
import { generateExtractive, representativeArticle } from './extractive';
import { factCheck } from './fact-check';
import { fitSharepicTexts, sharepicContentBudget, sharepicTitleBudget } from './shorten';
import { storyConcepts } from '../policy-fields';
import { captionField } from './caption/field';

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const maxArticles = 12;
const sourceRef = z.strictObject({
  article: z.number().int().min(1).max(maxArticles),
  sentence: z.string().min(10).max(600),
});
const stated = z.strictObject({ text: z.string().min(10).max(400), sources: z.array(sourceRef).min(1).max(3) });

/** What the model must answer: every stating sentence with the article sentences it is drawn from. */
export const llmOutputSchema = z.strictObject({
  title: z.string().min(5).max(140),
  hook: stated,
  facts: z.array(stated).min(2).max(4),
  why: stated,
  closing: z.string().min(5).max(200),
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

function prompt(pick: RankedStory, voice: Voice): { system: string; user: string } {
  const articles = pick.story.articles
    .slice(0, maxArticles)
    .map(
      (a, i) =>
        `[${i + 1}] ${a.source} (${a.language}, ${a.publishedAt.slice(0, 10)})\nTitel: ${a.title}\n${a.description}`,
    );
  const address =
    voice.address === 'sie'
      ? 'Sprich die Leserinnen und Leser mit „Sie“ an.'
      : 'Sprich die Leserinnen und Leser mit „du“ an.';
  const tone =
    voice.tone === 'engagiert'
      ? 'Der Ton ist engagiert und lädt zum Mitmachen ein, bleibt aber bei den Fakten.'
      : 'Der Ton ist sachlich und ruhig, ohne Übertreibungen.';
  return {
    system: [
      'Du schreibst für eine regionale Europa-NGO deutschsprachige Instagram-Beiträge.',
      'Verwende ausschließlich Fakten, Namen, Zahlen und Daten aus den gelieferten Artikeln. Erfinde nichts, keine Zitate, keine Zahlen.',
      address,
      tone,
      'Antworte nur mit JSON nach dem Schema. hook: die Nachricht in einem Satz (höchstens 125 Zeichen), nicht der Titel. facts: 2 bis 4 Sätze, möglichst aus verschiedenen Medien; Meinungen nur als Meinung des Mediums kennzeichnen. why: ein Satz, warum das für Europa wichtig ist. closing: eine Frage oder ein Aufruf, der zum Thema passt. hashtags: 3 bis 6 Namen oder Themen in der Grundform, CamelCase bei mehreren Wörtern.',
      'Zu jedem Satz in hook, facts und why gibst du unter sources die Nummer des Artikels und den Satz aus diesem Artikel an, auf dem er beruht, wörtlich kopiert.',
      `sharepic_titel höchstens ${sharepicTitleBudget} Zeichen, sharepic_inhalt höchstens ${sharepicContentBudget} Zeichen, search_term: ein Suchbegriff für ein Foto.`,
    ].join(' '),
    user: `Artikel zur Geschichte:\n\n${articles.join('\n\n')}`,
  };
}

/** One chat-completions call with a JSON schema for the answer; any failure (HTTP, timeout, JSON, schema) is a value. */
export async function callLlm(pick: RankedStory, config: LlmConfig, voice: Voice): Promise<LlmAttempt> {
  const { system, user } = prompt(pick, voice);
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
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
      }),
    });
    if (!res.ok) return { ok: false, reason: `HTTP ${res.status}` };
    const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content ?? '';
    const json = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ''));
    const parsed = llmOutputSchema.safeParse(json);
    return parsed.success ? { ok: true, output: parsed.data } : { ok: false, reason: 'schema' };
  } catch (err) {
    return { ok: false, reason: (err as Error).name === 'AbortError' ? 'timeout' : 'invalid' };
  } finally {
    clearTimeout(timer);
  }
}

export interface LlmGenerationResult {
  texts: GeneratedTexts;
  attempts: number;
  /** Why the LLM output was not used, when it was not. */
  fallbackReason?: string;
  /** Sentences of the answer that were dropped because their sources did not carry them. */
  dropped: { text: string; unsupported: string[] }[];
}

/** Keeps a stated sentence only when its cited sentences stand in the cited articles and carry its names and numbers. */
function verify(
  sentence: z.infer<typeof stated>,
  role: CaptionSentence['role'],
  articles: Article[],
  storyNames: string[],
): { kept: CaptionSentence | null; unsupported: string[] } {
  const sources = sentence.sources.flatMap((ref) => {
    const article = articles[ref.article - 1];
    const found = article && findInArticle(article, ref.sentence);
    return found ? [{ outlet: article.source, url: article.url, sentence: found }] : [];
  });
  if (!sources.length) return { kept: null, unsupported: ['keine gültige Quelle'] };
  const grounding = groundSentence(
    sentence.text,
    sources.map((s) => s.sentence),
    articles,
    storyNames,
  );
  return grounding.ok
    ? { kept: { text: sentence.text.trim(), role, sources }, unsupported: [] }
    : { kept: null, unsupported: grounding.unsupported };
}

/**
 * LLM texts from a JSON-schema answer, every stating sentence checked against the article sentences it cites
 * (names, numbers, dates); an unattributable sentence is dropped. Without a hook and two facts that hold, the
 * call is retried once, then the extractive generator writes the text. The closing, the hashtags and the
 * organisation's fixed parts follow the voice as in the extractive caption.
 */
export async function generateWithLlm(
  pick: RankedStory,
  config: LlmConfig,
  ctx: CaptionContext = defaultCaptionContext,
): Promise<LlmGenerationResult> {
  const articles = pick.story.articles.slice(0, maxArticles);
  const storyNames = names(articles);
  let reason = '';
  const dropped: LlmGenerationResult['dropped'] = [];
  for (let attempt = 1; attempt <= 2; attempt++) {
    const result = await callLlm(pick, config, ctx.voice);
    if (!result.ok) {
      reason = result.reason;
      continue;
    }
    const o = result.output;
    const check = (s: z.infer<typeof stated>, role: CaptionSentence['role']) => {
      const v = verify(s, role, articles, storyNames);
      if (!v.kept) dropped.push({ text: s.text, unsupported: v.unsupported });
      return v.kept;
    };
    const hook = check(o.hook, 'hook');
    const facts = o.facts.map((f) => check(f, 'fact')).filter((f): f is CaptionSentence => f !== null);
    if (!hook || facts.length < 2) {
      reason = `unbelegt: ${dropped
        .flatMap((d) => d.unsupported)
        .slice(0, 5)
        .join(', ')}`;
      continue;
    }
    const concepts = storyConcepts(pick.story);
    const lead = representativeArticle(pick);
    const choice = captionField(lead, pick.story.articles);
    const { field } = choice;
    const why = check(o.why, 'context');
    const context = why ? [why] : contextSentences(pick, choice, ctx.weekCaptions);
    // The model's closing is used when it names nothing the story lacks; otherwise one of ours.
    const closingOk = groundSentence(o.closing, [], articles, []).ok && !storyNames.some((n) => o.closing.includes(n));
    const closing = closingOk ? o.closing.trim() : chooseClosing(field, ctx.voice, ctx.weekCaptions, pick.story.key);
    const squashed = articles
      .map((a) => `${a.title} ${a.description}`)
      .join(' ')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]/gu, '');
    const modelTags = o.hashtags.filter(
      (t) => /^#[\p{L}\p{N}_]{2,40}$/u.test(t) && squashed.includes(t.slice(1).toLowerCase()),
    );
    const ourTags = storyHashtags(articles, concepts, ctx.voice);
    const hashtags = [
      ...new Map([...ctx.voice.fixedHashtags, ...modelTags, ...ourTags].map((t) => [t.toLowerCase(), t])).values(),
    ].slice(0, 8);
    const caption = assembleCaption({
      hook,
      facts,
      opinion: null,
      context,
      closing,
      voice: ctx.voice,
      hashtags,
      articles,
      field,
    });
    const title = factCheck(o.title, articles).ok ? o.title : lead.title;
    const sharepic = fitSharepicTexts(o.sharepic_titel, o.sharepic_inhalt);
    const sharepicOk = factCheck(`${o.sharepic_titel}\n${o.sharepic_inhalt}`, articles).ok;
    const fallbackSharepic = fitSharepicTexts(title, facts.map((f) => f.text).join(' '));
    return {
      attempts: attempt,
      dropped,
      texts: {
        title,
        instagramText: caption.text,
        sentences: caption.sentences,
        sharepicTitle: sharepicOk ? sharepic.sharepicTitle : fallbackSharepic.sharepicTitle,
        sharepicContent: sharepicOk ? sharepic.sharepicContent : fallbackSharepic.sharepicContent,
        searchTerm: o.search_term,
        sourceUrl: lead.url,
        generator: 'llm',
        editSuggestions: sharepicOk ? sharepic.editSuggestions : fallbackSharepic.editSuggestions,
        thin: caption.thin,
      },
    };
  }
  const fallback = generateExtractive(pick, ctx);
  return {
    attempts: 2,
    dropped,
    fallbackReason: reason,
    texts: { ...fallback, editSuggestions: [m.generate.llmFallback, ...fallback.editSuggestions] },
  };
}

/** Sentences of an article, for tests and fakes that cite them. */
export const articleSentences = (a: Article) => splitSentences(`${a.title}. ${a.description}`);
