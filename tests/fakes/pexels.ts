/**
 * A local fake of the Pexels photo search API (docs/external-services.md#pexels), as a real HTTP server.
 *
 *   const pexels = await startFakePexels();           // tests
 *   npx tsx tests/fakes/pexels.ts --port 4011         // offline development and e2e
 *
 * Photos are deterministic per query; their `src` URLs point at this server's own JPEG route, so other
 * fakes (and our server) can really download them. The query "nichts" has no results.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';

export const pexelsSeed = { apiKey: 'fake-pexels-key', emptyQuery: 'nichts' };

const ORIENTATIONS = ['landscape', 'portrait', 'square'];
const SIZES = ['large', 'medium', 'small'];
const LOCALES = [
  'en-US',
  'pt-BR',
  'es-ES',
  'ca-ES',
  'de-DE',
  'it-IT',
  'fr-FR',
  'sv-SE',
  'id-ID',
  'pl-PL',
  'ja-JP',
  'zh-TW',
  'zh-CN',
  'ko-KR',
  'th-TH',
  'nl-NL',
  'hu-HU',
  'vi-VN',
  'cs-CZ',
  'da-DK',
  'fi-FI',
  'uk-UA',
  'el-GR',
  'ro-RO',
  'nb-NO',
  'sk-SK',
  'tr-TR',
  'ru-RU',
];
const PHOTOGRAPHERS = ['Anna Becker', 'Jonas Weber', 'Marie Dubois', 'Luca Rossi', 'Zofia Nowak', 'Pieter de Vries'];
export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 800;

export type FakePexelsMode = { kind: 'http500' } | { kind: 'hang' } | { kind: 'delay'; ms: number };

export interface StartFakePexelsOptions {
  port?: number;
  host?: string;
  perHour?: number;
  perMonth?: number;
  now?: () => number;
}

export interface PexelsSearchRequest {
  query: string | null;
  params: Record<string, string>;
  authorization: string | null;
  status: number;
}

const hashOf = (s: string) => createHash('sha256').update(s).digest().readUInt32BE(0);

/** How many results a query has: 0 for "nichts", otherwise 20–99, stable per query. */
export function totalResultsFor(query: string): number {
  const q = query.trim().toLowerCase();
  return q === pexelsSeed.emptyQuery ? 0 : 20 + (hashOf(q) % 80);
}

function colourOf(id: number): [number, number, number] {
  const h = hashOf(String(id));
  return [h & 0xff, (h >> 8) & 0xff, (h >> 16) & 0xff];
}
const hex = (rgb: number[]) =>
  '#' +
  rgb
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();

function photo(base: string, query: string, index: number) {
  const id = 1_000_000 + (hashOf(query.trim().toLowerCase()) % 800_000) * 100 + index;
  const slug = `pexels-photo-${id}.jpeg`;
  const img = `${base}/photos/${id}/${slug}`;
  const photographerIndex = id % PHOTOGRAPHERS.length;
  const name = PHOTOGRAPHERS[photographerIndex];
  return {
    id,
    width: IMAGE_WIDTH,
    height: IMAGE_HEIGHT,
    url: `https://www.pexels.com/photo/${query.trim().toLowerCase().replace(/\s+/g, '-')}-${id}/`,
    photographer: name,
    photographer_url: `https://www.pexels.com/@${name.toLowerCase().replace(/\s+/g, '-')}`,
    photographer_id: 500 + photographerIndex,
    avg_color: index % 7 === 3 ? null : hex(colourOf(id)),
    src: {
      original: img,
      large2x: `${img}?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
      large: `${img}?auto=compress&cs=tinysrgb&h=650&w=940`,
      medium: `${img}?auto=compress&cs=tinysrgb&h=350`,
      small: `${img}?auto=compress&cs=tinysrgb&h=130`,
      portrait: `${img}?auto=compress&cs=tinysrgb&fit=crop&h=1200&w=800`,
      landscape: `${img}?auto=compress&cs=tinysrgb&fit=crop&h=627&w=1200`,
      tiny: `${img}?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280`,
    },
    liked: false,
    alt: index % 5 === 4 ? null : `${query.trim()} – Beispielfoto ${index + 1}`,
  };
}

export async function startFakePexels(opts: StartFakePexelsOptions = {}) {
  const now = opts.now ?? Date.now;
  const limits = { perHour: opts.perHour ?? 200, perMonth: opts.perMonth ?? 20_000 };
  const keys = new Set([pexelsSeed.apiKey]);
  const usage = new Map<string, number[]>();
  const searches: PexelsSearchRequest[] = [];
  const imageCache = new Map<string, Buffer>();
  const sockets = new Set<Socket>();
  let armed: { mode: FakePexelsMode; remaining: number } | null = null;
  let imageRequests = 0;

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) json(res, 500, { error: String(err) });
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://x');
    const image = /^\/photos\/(\d+)\/pexels-photo-\1\.jpeg$/.exec(url.pathname);
    if (image && req.method === 'GET') return serveImage(res, Number(image[1]), url.searchParams);
    if (url.pathname !== '/v1/search') return json(res, 404, { error: 'Not Found' });
    const params = Object.fromEntries(url.searchParams);
    const authorization = req.headers.authorization ?? null;
    const record = (status: number) => searches.push({ query: params.query ?? null, params, authorization, status });

    // Pexels takes the raw key; a "Bearer " prefix is our bug, so the fake rejects it.
    if (!authorization || !keys.has(authorization)) {
      record(401);
      return json(res, 401, { error: authorization ? 'Invalid API key' : 'Authorization field missing' });
    }
    const t = now();
    const stamps = (usage.get(authorization) ?? []).filter((s) => s > t - 30 * 24 * 3_600_000);
    usage.set(authorization, stamps);
    const lastHour = stamps.filter((s) => s > t - 3_600_000).length;
    if (lastHour >= limits.perHour || stamps.length >= limits.perMonth) {
      record(429);
      return json(res, 429, { error: 'Rate limit exceeded' }); // no X-Ratelimit-* headers on 429
    }
    stamps.push(t);

    const mode = armed?.mode;
    if (armed && --armed.remaining <= 0) armed = null;
    if (mode?.kind === 'http500') {
      record(500);
      return json(res, 500, { error: 'Internal Server Error' });
    }
    if (mode?.kind === 'hang') return record(0);
    if (mode?.kind === 'delay') await new Promise((r) => setTimeout(r, mode.ms));

    const query = params.query?.trim();
    if (!query) return bad('Missing query parameter');
    if (params.orientation && !ORIENTATIONS.includes(params.orientation)) return bad('Invalid orientation');
    if (params.size && !SIZES.includes(params.size)) return bad('Invalid size');
    if (params.locale && !LOCALES.includes(params.locale)) return bad('Invalid locale');
    const page = Math.max(1, Number.parseInt(params.page ?? '1', 10) || 1);
    const requested = Number.parseInt(params.per_page ?? '15', 10);
    const perPage = Math.min(80, Math.max(1, Number.isNaN(requested) ? 15 : requested));
    const total = totalResultsFor(query);
    const base = `http://${req.headers.host}`;
    const first = (page - 1) * perPage;
    const photos = [];
    for (let i = first; i < Math.min(total, first + perPage); i++) photos.push(photo(base, query, i));
    const pageUrl = (p: number) => {
      const u = new URL(`${base}/v1/search`);
      for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
      u.searchParams.set('page', String(p));
      u.searchParams.set('per_page', String(perPage));
      return u.toString();
    };
    const body: Record<string, unknown> = { page, per_page: perPage, photos, total_results: total };
    if (first + perPage < total) body.next_page = pageUrl(page + 1);
    if (page > 1) body.prev_page = pageUrl(page - 1);
    record(200);
    const remaining = limits.perMonth - stamps.length;
    const monthStart = stamps[0] ?? t;
    json(res, 200, body, {
      'X-Ratelimit-Limit': String(limits.perMonth),
      'X-Ratelimit-Remaining': String(remaining),
      'X-Ratelimit-Reset': String(Math.floor((monthStart + 30 * 24 * 3_600_000) / 1000)),
    });

    function bad(error: string) {
      record(400);
      json(res, 400, { error });
    }
  }

  async function serveImage(res: ServerResponse, id: number, params: URLSearchParams) {
    imageRequests += 1;
    const w = Number(params.get('w')) || 0;
    const h = Number(params.get('h')) || 0;
    const key = `${id}:${w}:${h}`;
    let jpeg = imageCache.get(key);
    if (!jpeg) {
      const [r, g, b] = colourOf(id);
      let img = sharp({ create: { width: IMAGE_WIDTH, height: IMAGE_HEIGHT, channels: 3, background: { r, g, b } } });
      if (w || h) img = sharp(await img.jpeg().toBuffer()).resize(w || null, h || null, { fit: 'cover' });
      jpeg = await img.jpeg({ quality: 80 }).toBuffer();
      imageCache.set(key, jpeg);
    }
    res.writeHead(200, {
      'Content-Type': 'image/jpeg',
      'Content-Length': jpeg.length,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    res.end(jpeg);
  }

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey: pexelsSeed.apiKey,
    /** Every /v1/search request with its status (0 = never answered). */
    searches: () => [...searches],
    imageRequests: () => imageRequests,
    setMode(mode: FakePexelsMode | null, o: { times?: number } = {}) {
      armed = mode ? { mode, remaining: o.times ?? 1 } : null;
    },
    setLimits(patch: { perHour?: number; perMonth?: number }) {
      Object.assign(limits, patch);
    },
    resetUsage: () => usage.clear(),
    addKey: (key: string) => keys.add(key),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export type FakePexels = Awaited<ReturnType<typeof startFakePexels>>;

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (n: string) => {
    const i = process.argv.indexOf(`--${n}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const fake = await startFakePexels({ port: Number(arg('port') ?? 4011), host: arg('host') ?? '127.0.0.1' });
  console.log(`Fake Pexels API: ${fake.url}`);
  console.log(`  PEXELS_API_URL=${fake.url}`);
  console.log(`  PEXELS_API_KEY=${fake.apiKey}`);
  console.log(`  Query "${pexelsSeed.emptyQuery}" returns no results.`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
