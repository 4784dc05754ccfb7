import { parseFeed } from 'feedsmith';
import { decodeFeedBytes } from './encoding';
import { parseHttpUrl } from '../net/http-url';
import { pipelineMessages as m } from './messages';
import type { RawArticle } from './types';

export type FeedFormat = 'rss' | 'rdf' | 'atom' | 'json' | 'jsonl';
export type ParseResult =
  | {
      ok: true;
      format: FeedFormat;
      items: RawArticle[];
      feedLanguage?: string;
      /** Entries without a title or a link. */
      skipped: number;
      /** Entries whose link is no absolute http(s) URL (javascript:, data:, relative …): dropped, and the source says so. */
      invalidLinks: number;
    }
  | { ok: false; reason: string };

type Text = string | { value?: string } | undefined | null;
const text = (t: Text): string => (typeof t === 'string' ? t : (t?.value ?? ''));
const first = <T>(xs: T[] | undefined): T | undefined => (xs && xs.length ? xs[0] : undefined);

// feedsmith's item types differ per format; we read the few fields we need defensively.
/* eslint-disable @typescript-eslint/no-explicit-any */
function fromRss(item: any, source: string): RawArticle {
  const description = item.description || item.content?.encoded || '';
  return {
    source,
    title: text(item.title),
    description,
    link: item.link || (item.guid?.isPermaLink !== false ? text(item.guid) : '') || '',
    published: item.pubDate || first(item.dc?.dates) || null,
  };
}

function fromAtom(entry: any, source: string): RawArticle {
  const links: { href?: string; rel?: string }[] = entry.links ?? [];
  const link = links.find((l) => !l.rel || l.rel === 'alternate')?.href ?? links[0]?.href ?? '';
  return {
    source,
    title: text(entry.title),
    description: text(entry.summary) || text(entry.content),
    link,
    published: entry.published || entry.updated || null,
  };
}

function fromJsonFeed(item: any, source: string): RawArticle {
  return {
    source,
    title: item.title ?? '',
    description: item.summary || item.content_text || item.content_html || '',
    link: item.url || item.external_url || '',
    published: item.date_published || item.date_modified || null,
    language: item.language,
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Feed text (already decoded) → raw items. A non-feed answer is a value, not an exception. */
export function parseFeedText(body: string, source: string): ParseResult {
  let parsed: ReturnType<typeof parseFeed>;
  try {
    parsed = parseFeed(body);
  } catch {
    return { ok: false, reason: m.parse.notAFeed };
  }
  const feed = parsed.feed as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  let items: RawArticle[];
  let feedLanguage: string | undefined;
  switch (parsed.format) {
    case 'rss':
      items = (feed.items ?? []).map((i: unknown) => fromRss(i, source));
      feedLanguage = feed.language ?? first(feed.dc?.languages);
      break;
    case 'rdf':
      items = (feed.items ?? []).map((i: unknown) => fromRss(i, source));
      feedLanguage = first(feed.dc?.languages);
      break;
    case 'atom':
      items = (feed.entries ?? []).map((e: unknown) => fromAtom(e, source));
      break;
    case 'json':
      items = (feed.items ?? []).map((i: unknown) => fromJsonFeed(i, source));
      feedLanguage = feed.language;
      break;
    default:
      return { ok: false, reason: m.parse.notAFeed };
  }
  const complete = items.filter((i) => i.title && i.link);
  const { valid, invalidLinks } = keepHttpLinks(complete);
  return {
    ok: true,
    format: parsed.format,
    items: valid,
    feedLanguage,
    skipped: items.length - complete.length,
    invalidLinks,
  };
}

/** Only articles whose link parses as an absolute http(s) URL stay; their link is the parsed URL's text. */
function keepHttpLinks(items: RawArticle[]): { valid: RawArticle[]; invalidLinks: number } {
  const valid: RawArticle[] = [];
  for (const item of items) {
    const url = parseHttpUrl(item.link);
    if (url) valid.push({ ...item, link: url.href });
  }
  return { valid, invalidLinks: items.length - valid.length };
}

/** Feed bytes → raw items, decoding per BOM / XML declaration / Content-Type and repairing mojibake. */
export function parseFeedBytes(bytes: Uint8Array, source: string, contentType?: string): ParseResult {
  return parseFeedText(decodeFeedBytes(bytes, contentType), source);
}

/** One article per line: source, title, description, link, published (ISO 8601), language. */
export function parseJsonl(body: string): ParseResult {
  const items: RawArticle[] = [];
  let skipped = 0;
  for (const line of body.split(/\r?\n/)) {
    if (!line.trim()) continue;
    try {
      const o = JSON.parse(line) as Record<string, unknown>;
      if (typeof o.title !== 'string' || typeof o.link !== 'string') {
        skipped++;
        continue;
      }
      items.push({
        source: String(o.source_name ?? o.source ?? ''),
        title: o.title,
        description: typeof o.description === 'string' ? o.description : '',
        link: o.link,
        published: typeof o.published === 'string' ? o.published : null,
        language: typeof o.language === 'string' ? o.language : undefined,
        country: typeof o.country === 'string' ? o.country : undefined,
      });
    } catch {
      skipped++;
    }
  }
  const { valid, invalidLinks } = keepHttpLinks(items);
  return { ok: true, format: 'jsonl', items: valid, skipped, invalidLinks };
}
