import { createHash } from 'node:crypto';
import { outletName } from '../../../shared/outlet-name';
import { parseHttpUrl } from '../net/http-url';
import { repairMojibake } from './encoding';
import type { Article, Language, RawArticle } from './types';

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  aacute: 'á',
  ccedil: 'ç',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  hellip: '…',
  euro: '€',
  shy: '',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  bull: '•',
  deg: '°',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  ocirc: 'ô',
  ecirc: 'ê',
  zwnj: '',
  zwj: '',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return namedEntities[body] ?? all;
  });
}

function stripTags(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|iframe|noscript|svg)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|br|div|li|ul|ol|h\d|tr|td|blockquote|figure|figcaption)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
}

/** HTML → plain text: tags and scripts removed, entities decoded, whitespace collapsed, NFC. */
export function htmlToText(html: string | undefined | null): string {
  if (!html) return '';
  let text = decodeEntities(stripTags(html));
  // Feeds often escape their HTML twice; a second pass removes tags that the first decode revealed.
  if (/&(#x?[0-9a-f]+|[a-z]+);/i.test(text)) text = decodeEntities(text);
  if (/<\/?[a-z][^>]*>/i.test(text)) text = decodeEntities(stripTags(text));
  return repairMojibake(text)
    .replace(/[\u00A0\s]+/g, ' ')
    .trim()
    .normalize('NFC');
}

const trackingParam = /^(utm_.*|fbclid|gclid|mc_cid|mc_eid|wt_mc|wt_zmc|ref|at_medium|at_campaign|xtor|cmpid|ocid)$/i;

/** Canonical form for storing an article once: https, lower-case host, no tracking params or fragment. */
export function canonicalUrl(url: string): string {
  try {
    const u = new URL(url.trim());
    u.hash = '';
    if (u.protocol === 'http:') u.protocol = 'https:';
    u.hostname = u.hostname.toLowerCase().replace(/^www\./, '');
    const kept = [...u.searchParams.entries()]
      .filter(([k]) => !trackingParam.test(k))
      .sort(([a], [b]) => a.localeCompare(b));
    u.search = new URLSearchParams(kept).toString();
    if (u.pathname.length > 1 && u.pathname.endsWith('/')) u.pathname = u.pathname.slice(0, -1);
    return u.toString();
  } catch {
    return url.trim();
  }
}

const deMarkers = new Set(
  'der die das und ist nicht mit den von zu im ein eine auch sich auf für dem des wird werden nach bei hat sind aus über wie noch vor'.split(
    ' ',
  ),
);
const enMarkers = new Set(
  'the and is are was were of to in for on with that this from by has have will be at as its their after over'.split(
    ' ',
  ),
);

/** Stop-word vote between German and English; used when a feed names no language. */
export function detectLanguage(text: string, fallback: Language = 'other'): Language {
  let de = 0;
  let en = 0;
  for (const w of text.toLowerCase().split(/[^a-zäöüß]+/)) {
    if (deMarkers.has(w)) de++;
    if (enMarkers.has(w)) en++;
  }
  if (de === 0 && en === 0) return /[äöüß]/i.test(text) ? 'de' : fallback;
  return de >= en ? 'de' : 'en';
}

function toLanguage(tag: string | undefined): Language | undefined {
  const t = tag?.toLowerCase().slice(0, 2);
  return t === 'de' || t === 'en' || t === 'fr' ? t : undefined;
}

const knownDomains: Record<string, string> = {
  'ft.com': 'GB',
  'bbc.co.uk': 'GB',
  'skynews.com': 'GB',
  'theguardian.com': 'GB',
  'reuters.com': 'GB',
  'elpais.com': 'ES',
  'politico.eu': 'BE',
  'euractiv.com': 'BE',
  'euobserver.com': 'BE',
  'themoscowtimes.com': 'NL',
  'dw.com': 'DE',
  'euronews.com': 'FR',
  'mirror.co.uk': 'GB',
};

/** Country of an outlet from its domain, for the breadth signal when a source names none. */
export function countryOfUrl(url: string): string {
  try {
    const host = new URL(url).hostname.toLowerCase().replace(/^www\./, '');
    for (const [domain, country] of Object.entries(knownDomains))
      if (host === domain || host.endsWith(`.${domain}`)) return country;
    if (host.endsWith('europa.eu')) return 'EU';
    const tld = host.split('.').pop() ?? '';
    if (tld === 'uk') return 'GB';
    return tld.length === 2 ? tld.toUpperCase() : '';
  } catch {
    return '';
  }
}

export interface NormaliseContext {
  country?: string;
  language?: string;
  /** Used when an item carries no usable date. */
  fallbackDate: string;
}

/** Returns null for items that cannot become an article (no title or no link). */
export function normaliseArticle(raw: RawArticle, ctx: NormaliseContext): Article | null {
  const title = htmlToText(raw.title);
  // The parsed protocol decides, so `javascript://host/…` can never become an article's URL.
  const parsedLink = raw.link ? parseHttpUrl(raw.link) : null;
  if (!title || !parsedLink) return null;
  const link = parsedLink.href;
  const description = htmlToText(raw.description);
  const date = raw.published ? new Date(raw.published) : null;
  const publishedAt =
    date && !Number.isNaN(date.getTime()) ? date.toISOString() : new Date(ctx.fallbackDate).toISOString();
  const canonical = canonicalUrl(link);
  const language =
    toLanguage(raw.language) ?? detectLanguage(`${title} ${description}`, toLanguage(ctx.language) ?? 'other');
  return {
    id: createHash('sha1').update(canonical).digest('hex').slice(0, 16),
    // Captions name outlets, not feeds: „DER SPIEGEL“ for „DER SPIEGEL - Schlagzeilen“ (shared/outlet-name.ts).
    source: outletName(raw.source),
    country: raw.country || ctx.country || countryOfUrl(link),
    language,
    title,
    description,
    url: link,
    canonicalUrl: canonical,
    publishedAt,
  };
}
