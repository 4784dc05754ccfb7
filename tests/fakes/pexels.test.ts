import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_HEIGHT, IMAGE_WIDTH, pexelsSeed, startFakePexels, totalResultsFor, type FakePexels } from './pexels';

let pexels: FakePexels;
beforeEach(async () => {
  pexels = await startFakePexels();
});
afterEach(() => pexels.close());

const search = async (params: Record<string, string>, auth: string | null = pexelsSeed.apiKey) => {
  const res = await fetch(`${pexels.url}/v1/search?${new URLSearchParams(params)}`, {
    headers: auth ? { Authorization: auth } : {},
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
};

describe('fake Pexels', () => {
  it('requires the raw key: missing, unknown or "Bearer" prefixed → 401 {error}', async () => {
    for (const auth of [null, 'wrong', `Bearer ${pexelsSeed.apiKey}`]) {
      const r = await search({ query: 'europa' }, auth);
      expect(r.status).toBe(401);
      expect(typeof r.body.error).toBe('string');
    }
  });

  it('returns deterministic photos with every documented field and rate headers', async () => {
    const r = await search({ query: 'Europa', per_page: '12', orientation: 'landscape', locale: 'de-DE' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ page: 1, per_page: 12, total_results: totalResultsFor('Europa') });
    expect(r.body.photos).toHaveLength(12);
    const p = r.body.photos[0];
    for (const k of [
      'id',
      'width',
      'height',
      'url',
      'photographer',
      'photographer_url',
      'photographer_id',
      'avg_color',
      'src',
      'liked',
      'alt',
    ]) {
      expect(p).toHaveProperty(k);
    }
    expect(Object.keys(p.src).sort()).toEqual([
      'landscape',
      'large',
      'large2x',
      'medium',
      'original',
      'portrait',
      'small',
      'tiny',
    ]);
    expect(r.body.next_page).toContain('page=2');
    expect(r.body).not.toHaveProperty('prev_page');
    expect(r.headers.get('x-ratelimit-limit')).toBe('20000');
    expect(r.headers.get('x-ratelimit-remaining')).toBe('19999');
    expect(Number(r.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    const again = await search({ query: 'Europa', per_page: '12' });
    expect(again.body.photos.map((x: any) => x.id)).toEqual(r.body.photos.map((x: any) => x.id));
  });

  it('serves a real JPEG at the src URLs', async () => {
    const r = await search({ query: 'Brüssel' });
    const res = await fetch(r.body.photos[0].src.original);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: IMAGE_WIDTH, height: IMAGE_HEIGHT });
    const resized = await sharp(Buffer.from(await (await fetch(r.body.photos[0].src.large)).arrayBuffer())).metadata();
    expect(resized).toMatchObject({ width: 940, height: 650 });
  });

  it('clamps per_page to 1–80 and has prev_page only after page 1, no next_page on the last page', async () => {
    expect((await search({ query: 'a', per_page: '500' })).body.per_page).toBe(80);
    expect((await search({ query: 'a', per_page: '0' })).body.per_page).toBe(1);
    const total = totalResultsFor('a');
    const last = await search({ query: 'a', per_page: '10', page: String(Math.ceil(total / 10)) });
    expect(last.body).toHaveProperty('prev_page');
    expect(last.body).not.toHaveProperty('next_page');
  });

  it('rejects invalid orientation, size and locale', async () => {
    expect((await search({ query: 'a', orientation: 'diagonal' })).status).toBe(400);
    expect((await search({ query: 'a', size: 'huge' })).status).toBe(400);
    expect((await search({ query: 'a', locale: 'de-XX' })).status).toBe(400);
  });

  it('has a query with no results', async () => {
    const r = await search({ query: 'nichts' });
    expect(r.body).toMatchObject({ total_results: 0, photos: [] });
    expect(r.body).not.toHaveProperty('next_page');
  });

  it('answers 429 without rate headers when the hourly quota is used up', async () => {
    pexels.setLimits({ perHour: 1 });
    expect((await search({ query: 'a' })).status).toBe(200);
    const r = await search({ query: 'a' });
    expect(r.status).toBe(429);
    expect(r.headers.get('x-ratelimit-remaining')).toBeNull();
  });

  it('can fail once with 500', async () => {
    pexels.setMode({ kind: 'http500' });
    expect((await search({ query: 'a' })).status).toBe(500);
    expect((await search({ query: 'a' })).status).toBe(200);
  });
});
