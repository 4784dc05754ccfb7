import { z } from 'zod';
import { pipelineMessages as m } from '../messages';
import type { GeneratedTexts, RankedStory } from '../types';
import { generateExtractive, representativeArticle } from './extractive';
import { factCheck } from './fact-check';
import { fitSharepicTexts, sharepicContentBudget, sharepicTitleBudget } from './shorten';

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export const llmOutputSchema = z.object({
  title: z.string().min(5).max(140),
  instagram_text: z.string().min(50).max(2200),
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

export type LlmAttempt = { ok: true; output: LlmOutput } | { ok: false; reason: string };

function prompt(pick: RankedStory): { system: string; user: string } {
  const articles = pick.story.articles
    .slice(0, 12)
    .map(
      (a, i) =>
        `[${i + 1}] ${a.source} (${a.language}, ${a.publishedAt.slice(0, 10)})\nTitel: ${a.title}\n${a.description}`,
    );
  return {
    system:
      'Du schreibst für eine regionale Europa-NGO deutschsprachige Instagram-Beiträge. Verwende ausschließlich Fakten, Namen, Zahlen und Daten aus den gelieferten Artikeln. Erfinde nichts, keine Zitate. Antworte nur mit JSON: {"title","instagram_text","sharepic_titel","sharepic_inhalt","search_term"}. instagram_text: Aufhänger, Fakten in wenigen Sätzen, warum es für Europa und die Region wichtig ist, Aufruf zum Mitmachen, 3–5 Hashtags, Quellen nennen. sharepic_titel höchstens 90 Zeichen, sharepic_inhalt höchstens 320 Zeichen.',
    user: `Artikel zur Geschichte:\n\n${articles.join('\n\n')}`,
  };
}

/** One chat-completions call; any failure (HTTP, JSON, schema) is a value. */
export async function callLlm(pick: RankedStory, config: LlmConfig): Promise<LlmAttempt> {
  const { system, user } = prompt(pick);
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
        response_format: { type: 'json_object' },
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
}

/**
 * LLM texts validated by schema and fact check, retried once; on failure the extractive generator.
 * An output that names people, organisations, numbers or dates absent from the articles is rejected.
 */
export async function generateWithLlm(pick: RankedStory, config: LlmConfig): Promise<LlmGenerationResult> {
  let reason = '';
  for (let attempt = 1; attempt <= 2; attempt++) {
    const result = await callLlm(pick, config);
    if (!result.ok) {
      reason = result.reason;
      continue;
    }
    const o = result.output;
    const check = factCheck(
      [o.title, o.instagram_text, o.sharepic_titel, o.sharepic_inhalt].join('\n'),
      pick.story.articles,
    );
    if (!check.ok) {
      reason = `unbelegt: ${check.unsupported.slice(0, 5).join(', ')}`;
      continue;
    }
    const lead = representativeArticle(pick);
    const sharepic = fitSharepicTexts(o.sharepic_titel, o.sharepic_inhalt);
    return {
      attempts: attempt,
      texts: {
        title: o.title,
        instagramText: o.instagram_text,
        sharepicTitle: sharepic.sharepicTitle,
        sharepicContent: sharepic.sharepicContent,
        searchTerm: o.search_term,
        sourceUrl: lead.url,
        generator: 'llm',
        editSuggestions: sharepic.editSuggestions,
      },
    };
  }
  const fallback = generateExtractive(pick);
  return {
    attempts: 2,
    fallbackReason: reason,
    texts: { ...fallback, editSuggestions: [m.generate.llmFallback, ...fallback.editSuggestions] },
  };
}
