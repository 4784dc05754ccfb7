import type { AppContext } from '../../context';
import { createPexelsClient, type PhotoSearchItem } from '../../engines/pexels/pexels-client';
import { type CommonsPhoto, createCommonsClient } from '../../engines/commons/commons-client';
import { type ChoiceContext, type PhotoCandidate, choosePhoto } from '../../engines/photos/choose';
import { photoProposalMessages } from '../../engines/photos/messages';
import type { PhotoResult, PhotoSearchAnswer, PhotoSourceAnswer } from '../../../shared/editing';
import { isHttpUrl } from '../../../shared/fields';
import { messages } from '../../../shared/messages';
import type { PhotoCredit } from '../../../shared/news';
import { searchUploads } from './uploads';

type PexelsClient = ReturnType<typeof createPexelsClient>;
type CommonsClient = ReturnType<typeof createCommonsClient>;
const pexelsClients = new WeakMap<AppContext['env'], PexelsClient>();
const commonsClients = new WeakMap<AppContext['env'], CommonsClient>();

/** One client per server (Pexels holds the 24-hour result cache and the rate-limit state). */
function pexelsFor(ctx: AppContext): PexelsClient | null {
  if (!ctx.env.PEXELS_API_KEY) return null;
  let client = pexelsClients.get(ctx.env);
  if (!client) {
    client = createPexelsClient({ baseUrl: ctx.env.PEXELS_API_URL, apiKey: ctx.env.PEXELS_API_KEY });
    pexelsClients.set(ctx.env, client);
  }
  return client;
}

/** Commons needs no key: on unless COMMONS_API_URL is `off`. One client per server keeps requests sequential. */
function commonsFor(ctx: AppContext): CommonsClient | null {
  if (ctx.env.COMMONS_API_URL === 'off') return null;
  let client = commonsClients.get(ctx.env);
  if (!client) {
    const contact = ctx.env.IMPRESSUM_EMAIL ?? ctx.env.publicUrl;
    client = createCommonsClient({
      apiUrl: ctx.env.COMMONS_API_URL,
      userAgent: `EuropaNewsDashboard/1.0 (${ctx.env.ORGANIZATION_NAME}; ${contact})`,
    });
    commonsClients.set(ctx.env, client);
  }
  return client;
}

const httpOnly = (url: string | undefined) => (url && isHttpUrl(url) ? url : undefined);

/** Pexels has its own licence (free use, credit asked for, not required). */
const pexelsLicence = { name: 'Pexels-Lizenz', url: 'https://www.pexels.com/license/' };

/**
 * A Pexels result as the web and the sharepics use it. Its links end up stored as credits and shown as
 * links, so anything but http(s) is dropped (a photo without an http(s) image is left out altogether).
 */
export function fromPexels(p: PhotoSearchItem): PhotoResult | null {
  if (!isHttpUrl(p.src.medium) || !isHttpUrl(p.src.large2x)) return null;
  const photographer_url = httpOnly(p.photographer_url);
  const url = httpOnly(p.url);
  const credit: PhotoCredit = {
    photographer: p.photographer,
    photographer_url,
    source_url: url,
    provider: 'Pexels',
    licence: pexelsLicence.name,
    licence_url: pexelsLicence.url,
    attribution_required: false,
    width: p.width,
    height: p.height,
  };
  return {
    id: String(p.id),
    alt: p.alt,
    // large2x (1880 px) covers the 1080 px sharepic; large (940 px) would be upscaled.
    src: { medium: p.src.medium, large: p.src.large2x },
    photographer: p.photographer,
    photographer_url,
    url,
    provider: 'pexels',
    width: p.width,
    height: p.height,
    credit,
  };
}

/** A Commons file as a result: author, licence, licence link and file page go with it into the credit. */
export function fromCommons(p: CommonsPhoto): PhotoResult {
  const credit: PhotoCredit = {
    photographer: p.author,
    source_url: p.filePage,
    provider: messages.photos.sourceNames.commons,
    licence: p.licence.name,
    licence_url: p.licence.url && isHttpUrl(p.licence.url) ? p.licence.url : undefined,
    attribution_required: p.licence.attributionRequired,
    width: p.width,
    height: p.height,
  };
  return {
    id: p.id,
    alt: p.alt,
    src: p.src,
    photographer: p.author,
    url: p.filePage,
    provider: 'commons',
    width: p.width,
    height: p.height,
    credit,
  };
}

const fromPexelsAll = (photos: PhotoSearchItem[]) => photos.flatMap((p) => fromPexels(p) ?? []);

interface SourceSearch {
  source: 'commons' | 'pexels';
  search(
    term: string,
  ): Promise<
    { ok: true; photos: PhotoResult[]; restricted: Set<string> } | { ok: false; message: string; down: boolean }
  >;
}

/** The external sources that are configured, Commons first (it has the institutions and places). */
function sources(ctx: AppContext): SourceSearch[] {
  const out: SourceSearch[] = [];
  const commons = commonsFor(ctx);
  if (commons)
    out.push({
      source: 'commons',
      async search(term) {
        const r = await commons.search(term);
        if (!r.ok) return { ok: false, message: r.message, down: r.kind === 'network' || r.kind === 'timeout' };
        return {
          ok: true,
          photos: r.photos.map(fromCommons),
          restricted: new Set(r.photos.filter((p) => p.restricted).map((p) => p.id)),
        };
      },
    });
  const pexels = pexelsFor(ctx);
  if (pexels)
    out.push({
      source: 'pexels',
      async search(term) {
        const r = await pexels.search(term);
        if (!r.ok) return { ok: false, message: r.message, down: r.kind === 'network' || r.kind === 'timeout' };
        return { ok: true, photos: fromPexelsAll(r.photos), restricted: new Set() };
      },
    });
  return out;
}

/**
 * The photo dialog's search: every configured source at once, and the organisation's own uploads. A source
 * that fails answers with its German message; the others still deliver their results.
 */
export async function searchPhotos(ctx: AppContext, term: string): Promise<PhotoSearchAnswer> {
  const configured = sources(ctx);
  const external = await Promise.all(
    configured.map(async (s): Promise<PhotoSourceAnswer> => {
      const r = await s.search(term);
      if (r.ok) return { source: s.source, photos: r.photos };
      return { source: s.source, photos: [], message: r.message, ...(r.down ? { unreachable: true } : {}) };
    }),
  );
  // The sources that were not asked, so the dialog can say which were tried and what an admin can set up.
  const unavailable: PhotoSearchAnswer['unavailable'] = [];
  if (!configured.some((s) => s.source === 'commons'))
    unavailable.push({ source: 'commons', message: messages.photos.commonsOff });
  if (!configured.some((s) => s.source === 'pexels'))
    unavailable.push({ source: 'pexels', message: messages.photos.noPexelsKey });
  return { sources: [...external, { source: 'upload', photos: await searchUploads(ctx, term) }], unavailable };
}

/** A photo for the term that differs from the ones excluded; null without a provider or on failure. */
export async function findNewPhoto(ctx: AppContext, term: string, excluded: string[]): Promise<PhotoResult | null> {
  const skip = new Set(excluded.filter(Boolean));
  const all: PhotoResult[] = [];
  for (const s of sources(ctx)) {
    const r = await s.search(term);
    if (!r.ok) {
      ctx.log.warn('photo search for regeneration failed', { term, source: s.source, reason: r.message });
      continue;
    }
    all.push(...r.photos.filter((p) => !r.restricted.has(p.id)));
  }
  const candidates = all.filter((p) => !skip.has(p.src.large) && !(p.url && skip.has(p.url)));
  return candidates[0] ?? null;
}

export interface PhotoProposal {
  photo: PhotoResult | null;
  /** German: why there is no photo (no source configured or reachable, nothing suitable). */
  note?: string;
}

// After a network failure or a timeout a source is left alone for a minute: a run offline asks once, not per topic.
const downUntil = new WeakMap<AppContext['env'], Map<string, { until: number; message: string }>>();

/**
 * The photo a new topic gets: the sources searched with the story's queries in order, and the first found
 * photo that may be proposed (engines/photos/choose.ts). Never throws: a failing source only has no results.
 */
export async function proposePhoto(
  ctx: AppContext,
  plan: { queries: string[]; subject: string | null; persons: string[] },
  excluded: string[],
): Promise<PhotoProposal> {
  const configured = sources(ctx);
  if (configured.length === 0) return { photo: null, note: photoProposalMessages.noSource };
  const down = downUntil.get(ctx.env) ?? new Map<string, { until: number; message: string }>();
  downUntil.set(ctx.env, down);
  const now = Date.now();
  const failures = new Map<string, string>();
  const choice: ChoiceContext = { subject: plan.subject, persons: plan.persons, excluded };
  let answered = false;
  for (const query of plan.queries) {
    for (const s of configured) {
      if (failures.has(s.source)) continue;
      const known = down.get(s.source);
      if (known && known.until > now) {
        failures.set(s.source, known.message);
        continue;
      }
      const r = await s.search(query);
      if (!r.ok) {
        failures.set(s.source, r.message);
        if (r.down) down.set(s.source, { until: now + 60_000, message: r.message });
        ctx.log.warn('photo proposal: source failed', { source: s.source, query, reason: r.message });
        continue;
      }
      answered = true;
      const candidates = r.photos.map((p) => ({ ...toCandidate(p), restricted: r.restricted.has(p.id), photo: p }));
      const chosen = choosePhoto(candidates, choice);
      if (chosen) return { photo: chosen.photo };
    }
  }
  if (!answered) return { photo: null, note: photoProposalMessages.unreachable([...failures.values()]) };
  return { photo: null, note: photoProposalMessages.nothingSuitable };
}

function toCandidate(p: PhotoResult): PhotoCandidate {
  return {
    id: p.id,
    url: p.src.large,
    page: p.url,
    width: p.width,
    height: p.height,
    text: `${p.id} ${p.alt}`,
    licensed: Boolean(p.credit?.licence && (!p.credit.attribution_required || p.credit.photographer)),
  };
}
