import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, jsonRequest, signIn, type TestContext } from '../../../../tests/setup/test-context';
import { startFakeCommons } from '../../../../tests/fakes/commons';
import { startFakePexels } from '../../../../tests/fakes/pexels';
import { createUser } from '../users';
import { news } from '../../db/schema/news';
import { regenerateSharepics } from '../editing';

describe('photo search over Wikimedia Commons and Pexels', () => {
  let commons: Awaited<ReturnType<typeof startFakeCommons>>;
  let pexels: Awaited<ReturnType<typeof startFakePexels>>;
  let t: TestContext;
  let cookie: string;

  beforeAll(async () => {
    commons = await startFakeCommons();
    pexels = await startFakePexels();
    t = await createTestContext('pglite', {
      COMMONS_API_URL: commons.url,
      PEXELS_API_KEY: pexels.apiKey,
      PEXELS_API_URL: pexels.url,
      ALLOW_PRIVATE_FETCH: 'true',
    });
    await createUser(t, { email: 'red@example.org', password: 'geheim123', role: 'editor' });
    cookie = await signIn(t, 'red@example.org', 'geheim123');
  });
  afterAll(async () => {
    await t.close();
    await commons.close();
    await pexels.close();
  });

  const search = async (q: string) =>
    (await t.app.request(`/api/photos/search?q=${encodeURIComponent(q)}`, { headers: { cookie } })).json();

  it('answers both sources, Commons results with author, licence, licence link and file page', async () => {
    const body = await search('Europäisches Parlament');
    expect(body.sources.map((s: { source: string }) => s.source)).toEqual(['commons', 'pexels', 'upload']);
    const [fromCommons, fromPexels] = body.sources;
    expect(fromPexels.photos).toHaveLength(12);
    const parliament = fromCommons.photos.find(
      (p: { id: string }) => p.id === 'File:Europäisches_Parlament_Straßburg.jpg',
    );
    expect(parliament).toMatchObject({
      provider: 'commons',
      credit: {
        provider: 'Wikimedia Commons',
        photographer: 'Ralf Roletschek',
        licence: 'CC BY-SA 4.0',
        licence_url: 'https://creativecommons.org/licenses/by-sa/4.0',
        attribution_required: true,
        source_url: expect.stringMatching(/^https:\/\/commons\.wikimedia\.org\/wiki\/File:/),
      },
    });
    // Non-free licences and SVGs never appear.
    expect(fromCommons.photos.map((p: { id: string }) => p.id)).not.toContain('File:Unfrei_Nichtkommerziell.jpg');
  });

  it('with Commons down, returns the Pexels results plus the German Commons message', async () => {
    commons.setDown(true);
    try {
      const res = await t.app.request('/api/photos/search?q=Europa', { headers: { cookie } });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.sources[0]).toEqual({
        source: 'commons',
        photos: [],
        message: 'Bei der Suche in Wikimedia Commons ist ein Fehler aufgetreten.',
      });
      expect(body.sources[1].photos).toHaveLength(12);
      // Both external sources are set up: none is reported as missing.
      expect(body.unavailable).toEqual([]);
    } finally {
      commons.setDown(false);
    }
  });

  it('a chosen CC BY-SA photo puts its credit into the caption once, and a new photo replaces it', async () => {
    const [row] = await t.db
      .insert(news)
      .values({ title: 'Thema', date: '2026-11-18', instagramText: 'Text.\n\n#EU', searchTerm: 'Parlament' })
      .returning();
    const item = await (await t.app.request(`/api/news/${row!.id}`, { headers: { cookie } })).json();
    const [parliament] = (await search('Parlament')).sources[0].photos;
    const save = (version: number, background: unknown) =>
      t.app.request(
        `/api/news/${row!.id}/backgrounds`,
        jsonRequest('PATCH', { backgrounds: [background, background], version }, cookie),
      );
    const first = await save(item.version, { image_url: parliament.src.large, credit: parliament.credit });
    expect(first.status).toBe(200);
    const saved = (await first.json()).item;
    const line = 'Foto: Ralf Roletschek / CC BY-SA 4.0 / Wikimedia Commons';
    expect(saved.instagram_text).toBe(`Text.\n\n#EU\n\n${line}`);
    expect(saved.sharepics[0].credit).toMatchObject({ licence: 'CC BY-SA 4.0', attribution_required: true });
    expect(saved.recommendation_sharepic_quality).toMatch(/^Gut: .*Lizenz erfasst, Bildnachweis im Bild\.$/);

    const ecb = (await search('EZB')).sources[0].photos.find((p: { id: string }) => p.id === 'File:EZB_Frankfurt.jpg');
    const second = (await (await save(saved.version, { image_url: ecb.src.large, credit: ecb.credit })).json()).item;
    expect(second.instagram_text).toBe('Text.\n\n#EU\n\nFoto: Epizentrum / CC BY 3.0 / Wikimedia Commons');

    // A CC0 photo needs no credit: the line goes.
    const cc0 = (await search('Brüssel')).sources[0].photos.find(
      (p: { id: string }) => p.id === 'File:Berlaymont_Bruessel.jpg',
    );
    const third = (await (await save(second.version, { image_url: cc0.src.large, credit: cc0.credit })).json()).item;
    expect(third.instagram_text).toBe('Text.\n\n#EU');
  });

  it('regeneration never brings back a photo an editor replaced on the item', async () => {
    const [row] = await t.db
      .insert(news)
      .values({ title: 'Thema', date: '2026-11-18', searchTerm: 'Europa' })
      .returning();
    const seen: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await regenerateSharepics(t, row!.id);
      const item = await (await t.app.request(`/api/news/${row!.id}`, { headers: { cookie } })).json();
      seen.push(item.sharepics[0].layers.image_url);
    }
    expect(new Set(seen).size).toBe(4);
    // Personality-rights files are never chosen without an editor.
    expect(seen.some((u) => u.includes('Politikerin_Portraet'))).toBe(false);
  });
});
