import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakePexels, type FakePexels } from '../../../../tests/fakes/pexels';
import { createPexelsClient, type PexelsClientConfig } from './pexels-client';

let pexels: FakePexels;
beforeEach(async () => {
  pexels = await startFakePexels();
});
afterEach(() => pexels.close());

const client = (patch: Partial<PexelsClientConfig> = {}) =>
  createPexelsClient({ baseUrl: pexels.url, apiKey: pexels.apiKey, timeoutMs: 1_000, ...patch });

describe('Pexels photo search', () => {
  it('asks for 12 landscape photos in German with the raw key and maps the result', async () => {
    const res = await client().search('  Europäisches   Parlament ');
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.photos).toHaveLength(12);
    expect(res.cached).toBe(false);
    const [req] = pexels.searches();
    expect(req.authorization).toBe(pexels.apiKey);
    expect(req.params).toMatchObject({
      query: 'Europäisches Parlament',
      per_page: '12',
      orientation: 'landscape',
      locale: 'de-DE',
    });
    const p = res.photos[0];
    expect(Object.keys(p).sort()).toEqual([
      'alt',
      'height',
      'id',
      'photographer',
      'photographer_url',
      'src',
      'url',
      'width',
    ]);
    expect(p.src.medium).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/photos\/\d+\/.*h=350/);
    expect(p.src.large).toMatch(/w=940/);
    expect(p.photographer_url).toMatch(/^https:\/\/www\.pexels\.com\/@/);
  });

  it('gives photos without alt text a German fallback', async () => {
    const res = await client().search('Brüssel');
    expect(res.ok && res.photos[4].alt).toMatch(/^Foto von /);
  });

  it('caches per query for 24 hours (case and spacing do not matter), then asks again', async () => {
    let t = Date.now();
    const c = client({ now: () => t });
    await c.search('Klima');
    const second = await c.search(' klima ');
    expect(second.ok && second.cached).toBe(true);
    expect(pexels.searches()).toHaveLength(1);
    t += 24 * 3_600_000 + 1;
    const third = await c.search('Klima');
    expect(third.ok && third.cached).toBe(false);
    expect(pexels.searches()).toHaveLength(2);
  });

  it('bounds the cache (least recently used is dropped)', async () => {
    const c = client({ cacheMaxEntries: 2 });
    await c.search('a');
    await c.search('b');
    await c.search('a'); // a is now most recent
    await c.search('c'); // evicts b
    await c.search('a');
    expect(pexels.searches().map((s) => s.query)).toEqual(['a', 'b', 'c']);
    await c.search('b');
    expect(pexels.searches()).toHaveLength(4);
  });

  it('shares one request between concurrent identical searches', async () => {
    const c = client();
    const [a, b] = await Promise.all([c.search('Rat'), c.search('Rat')]);
    expect(a.ok && b.ok).toBe(true);
    expect(pexels.searches()).toHaveLength(1);
  });

  it('returns an empty list for a query without results', async () => {
    expect(await client().search('nichts')).toMatchObject({ ok: true, photos: [], totalResults: 0 });
  });

  it('refuses an empty query and a missing key without calling Pexels', async () => {
    expect(await client().search('   ')).toMatchObject({
      ok: false,
      kind: 'empty_query',
      message: 'Bitte gib einen Suchbegriff ein',
    });
    expect(await client({ apiKey: undefined }).search('x')).toMatchObject({ ok: false, kind: 'no_key' });
    expect(pexels.searches()).toHaveLength(0);
  });

  it('explains a rejected key in German', async () => {
    const res = await client({ apiKey: 'falsch' }).search('x');
    expect(res).toMatchObject({ ok: false, kind: 'unauthorized' });
    expect(!res.ok && res.message).toMatch(/Pexels-API-Schlüssel wurde abgelehnt/);
  });

  it('handles 429 with a German message and then stays quiet instead of hammering Pexels', async () => {
    pexels.setLimits({ perHour: 1 });
    const c = client();
    await c.search('eins');
    const limited = await c.search('zwei');
    expect(limited).toMatchObject({ ok: false, kind: 'rate_limited', retryAfterSeconds: 60 });
    expect(!limited.ok && limited.message).toMatch(/Kontingent.*1 Minute erneut/);
    const again = await c.search('drei');
    expect(again).toMatchObject({ ok: false, kind: 'rate_limited' });
    expect(pexels.searches()).toHaveLength(2);
    expect((await c.search('eins')).ok).toBe(true); // cached answers still work
  });

  it('reports server errors, timeouts and an unreachable service as results', async () => {
    pexels.setMode({ kind: 'http500' });
    expect(await client().search('a')).toMatchObject({ ok: false, kind: 'server_error' });
    pexels.setMode({ kind: 'hang' });
    expect(await client({ timeoutMs: 200 }).search('b')).toMatchObject({ ok: false, kind: 'timeout' });
    const url = pexels.url;
    await pexels.close();
    const res = await createPexelsClient({ baseUrl: url, apiKey: 'k' }).search('c');
    expect(res).toMatchObject({ ok: false, kind: 'network' });
    pexels = await startFakePexels();
  });

  it('remembers the quota Pexels reports', async () => {
    const c = client();
    expect(c.rateLimit()).toBeNull();
    await c.search('a');
    expect(c.rateLimit()).toMatchObject({ limit: 20000, remaining: 19999 });
  });
});
