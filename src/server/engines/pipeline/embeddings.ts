/**
 * Optional semantic similarity: an OpenAI-compatible `/embeddings` endpoint (a multilingual model served by
 * Ollama, vLLM or a hosted provider). Vectors are normalised to unit length, so their dot product is the cosine.
 */
export interface EmbeddingsConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  /** Texts per request. */
  batchSize?: number;
  fetch?: typeof globalThis.fetch;
}

export class EmbeddingsError extends Error {}

/** EMBEDDINGS_BASE_URL, EMBEDDINGS_API_KEY and EMBEDDINGS_MODEL; null when the provider is not configured. */
export function embeddingsConfigFromEnv(env: Record<string, string | undefined>): EmbeddingsConfig | null {
  const baseUrl = env.EMBEDDINGS_BASE_URL?.trim();
  const model = env.EMBEDDINGS_MODEL?.trim();
  if (!baseUrl || !model) return null;
  return { baseUrl, model, apiKey: env.EMBEDDINGS_API_KEY?.trim() || undefined };
}

const normalise = (v: number[]) => {
  const length = Math.hypot(...v) || 1;
  return v.map((x) => x / length);
};

export async function embedTexts(texts: string[], config: EmbeddingsConfig): Promise<number[][]> {
  const doFetch = config.fetch ?? globalThis.fetch;
  const out: number[][] = [];
  const batch = config.batchSize ?? 32;
  for (let i = 0; i < texts.length; i += batch) {
    const input = texts.slice(i, i + batch);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), config.timeoutMs ?? 30_000);
    try {
      const res = await doFetch(`${config.baseUrl.replace(/\/$/, '')}/embeddings`, {
        method: 'POST',
        signal: controller.signal,
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: config.model, input }),
      });
      if (!res.ok) throw new EmbeddingsError(`HTTP ${res.status}`);
      const body = (await res.json()) as { data?: { index: number; embedding: number[] }[] };
      const data = [...(body.data ?? [])].sort((a, b) => a.index - b.index);
      if (data.length !== input.length || data.some((d) => !Array.isArray(d.embedding)))
        throw new EmbeddingsError('unerwartete Antwort');
      out.push(...data.map((d) => normalise(d.embedding)));
    } catch (err) {
      if (err instanceof EmbeddingsError) throw err;
      throw new EmbeddingsError((err as Error).name === 'AbortError' ? 'Zeitüberschreitung' : (err as Error).message);
    } finally {
      clearTimeout(timer);
    }
  }
  return out;
}

/** The text an article is embedded by: its title and teaser. */
export const embeddingText = (a: { title: string; description: string }) =>
  `${a.title}\n${a.description}`.slice(0, 2000);

export function cosine(a: number[], b: number[]): number {
  let s = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) s += a[i] * b[i];
  return s;
}
