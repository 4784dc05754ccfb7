import { commonsMessages } from './messages';
import { type Licence, normaliseLicence, plainText } from './licences';

/**
 * Keyless photo search on Wikimedia Commons (MediaWiki Action API): files in the File namespace with their
 * licence facts; only free licences come back. Requests are sequential per client, with a descriptive
 * User-Agent as Wikimedia's policy asks.
 */
export interface CommonsPhoto {
  /** The file title, "File:…". */
  id: string;
  alt: string;
  src: { medium: string; large: string };
  width: number;
  height: number;
  author: string;
  licence: Licence;
  /** The file page (the link a credit gives). */
  filePage: string;
  /** "Foto: Name / CC BY-SA 4.0 / Wikimedia Commons" */
  credit: string;
  /** Personality or other rights restrictions: never proposed automatically. */
  restricted: boolean;
}

export type CommonsSearchResult =
  | { ok: true; photos: CommonsPhoto[] }
  | { ok: false; kind: 'network' | 'timeout' | 'server_error' | 'rate_limited'; message: string };

export interface CommonsClientConfig {
  /** COMMONS_API_URL, e.g. https://commons.wikimedia.org/w/api.php */
  apiUrl: string;
  userAgent: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  limit?: number;
  /** Width of the thumbnails asked for (the sharepics are 1080 px wide). */
  thumbWidth?: number;
}

interface ExtValue {
  value?: string;
}
interface CommonsPage {
  title: string;
  imageinfo?: {
    url: string;
    thumburl?: string;
    width: number;
    height: number;
    mime: string;
    descriptionurl: string;
    extmetadata?: Record<string, ExtValue | undefined>;
  }[];
}

const imageMimes = new Set(['image/jpeg', 'image/png', 'image/webp']);

export function createCommonsClient(config: CommonsClientConfig) {
  let queue: Promise<unknown> = Promise.resolve();
  const sequential = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    // The caller gets the failure through `run`; the queue only has to go on with the next task.
    queue = run.catch(() => undefined);
    return run;
  };

  async function search(rawQuery: string): Promise<CommonsSearchResult> {
    const query = rawQuery.trim().replace(/\s+/g, ' ');
    if (!query) return { ok: true, photos: [] };
    return sequential(() => fetchResults(query));
  }

  async function fetchResults(query: string): Promise<CommonsSearchResult> {
    const url = new URL(config.apiUrl);
    url.search = new URLSearchParams({
      action: 'query',
      format: 'json',
      formatversion: '2',
      generator: 'search',
      gsrnamespace: '6',
      gsrsearch: `${query} filetype:bitmap`,
      gsrlimit: String(config.limit ?? 20),
      prop: 'imageinfo',
      iiprop: 'url|size|mime|extmetadata',
      iiurlwidth: String(config.thumbWidth ?? 1080),
      origin: '*',
    }).toString();
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.timeoutMs ?? 10_000);
    let res: Response;
    let body: unknown;
    try {
      res = await (config.fetch ?? fetch)(url, {
        headers: { 'User-Agent': config.userAgent, 'Api-User-Agent': config.userAgent, Accept: 'application/json' },
        signal: controller.signal,
      });
      // An error page that is no JSON is judged by its status below.
      body = await res.json().catch(() => undefined);
    } catch {
      return timedOut
        ? { ok: false, kind: 'timeout', message: commonsMessages.timeout }
        : { ok: false, kind: 'network', message: commonsMessages.network };
    } finally {
      clearTimeout(timer);
    }
    if (res.status === 429) return { ok: false, kind: 'rate_limited', message: commonsMessages.rateLimited };
    const pages = (body as { query?: { pages?: CommonsPage[] } } | undefined)?.query?.pages;
    if (!res.ok || (body as { error?: unknown } | undefined)?.error)
      return { ok: false, kind: 'server_error', message: commonsMessages.serverError };
    return { ok: true, photos: (pages ?? []).flatMap(toPhoto) };
  }

  return { search };
}

export type CommonsClient = ReturnType<typeof createCommonsClient>;

/** A file with a free licence and an image type, as a photo; anything else is left out. */
export function toPhoto(page: CommonsPage): CommonsPhoto[] {
  const info = page.imageinfo?.[0];
  if (!info || !imageMimes.has(info.mime)) return [];
  // Links end up in credits and image loads: http(s) only.
  if (![info.url, info.thumburl ?? info.url, info.descriptionurl].every((u) => /^https?:\/\//i.test(u))) return [];
  const meta = info.extmetadata ?? {};
  const field = (name: string) => plainText(meta[name]?.value ?? '');
  const licence = normaliseLicence(field('LicenseShortName'), field('LicenseUrl') || null);
  if (!licence) return [];
  const author = field('Artist') || field('Credit') || commonsMessages.unknownAuthor;
  const description = field('ImageDescription') || page.title.replace(/^File:/, '').replace(/\.[a-z]+$/i, '');
  return [
    {
      id: page.title,
      alt: description.slice(0, 200),
      src: { medium: info.thumburl ?? info.url, large: info.thumburl ?? info.url },
      width: info.width,
      height: info.height,
      author,
      licence,
      filePage: info.descriptionurl,
      credit: commonsMessages.credit(author, licence.name),
      restricted: Boolean(field('Restrictions')),
    },
  ];
}
