import type { Publication, PublishRequest } from '../../../../shared/news';
import { api, ApiError, call } from '../../../lib/api-client';

const item = api.news[':id'];

export const runPreflight = (id: string) => call(item.publish.preflight.$post({ param: { id } }));

/**
 * 200 answers a finished publication, 202 one still running (status pending/sending); failures throw ApiError
 * (a refused preflight 422 and a failed post 502 carry their checks and publication in `details`). A topic
 * published before needs `republish: true` (the server answers 409 otherwise).
 */
export const startPublish = (id: string, request: PublishRequest = {}) =>
  call(item.publish.$post({ param: { id }, json: request }));

export const listPublications = (id: string) => call(item.publications.$get({ param: { id } }));

const finished = (p: Publication) => p.status === 'sent' || p.status === 'failed';

/** A poll that failed on the way (server restarting, network gone) is tried again; a refusal is not. */
const worthRetrying = (err: unknown) => err instanceof ApiError && (err.status === 0 || err.status >= 500);

/**
 * After a 202 the job finishes in the background; this polls the attempt until it is sent or failed, so the
 * person who clicked learns the result. Resolves null when it takes longer than `timeoutMs`.
 */
export async function waitForPublication(
  newsId: string,
  publicationId: string,
  opts: {
    intervalMs?: number;
    timeoutMs?: number;
    list?: typeof listPublications;
    sleep?: (ms: number) => Promise<void>;
  } = {},
): Promise<Publication | null> {
  const { intervalMs = 2000, timeoutMs = 120_000, list = listPublications } = opts;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  for (let waited = 0; waited < timeoutMs; waited += intervalMs) {
    await sleep(intervalMs);
    let attempts: Publication[];
    try {
      attempts = await list(newsId);
    } catch (err) {
      if (worthRetrying(err)) continue;
      throw err;
    }
    const attempt = attempts.find((p) => p.id === publicationId);
    if (attempt && finished(attempt)) return attempt;
  }
  return null;
}
