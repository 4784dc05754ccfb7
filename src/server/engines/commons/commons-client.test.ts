import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCommons } from '../../../../tests/fakes/commons';
import { createCommonsClient } from './commons-client';
import { normaliseLicence, plainText } from './licences';

describe('licences', () => {
  it.each([
    ['CC-BY-SA-3.0', 'cc-by-sa', 'CC BY-SA 3.0', true],
    ['CC BY-SA 4.0', 'cc-by-sa', 'CC BY-SA 4.0', true],
    ['cc-by-2.0-de', 'cc-by', 'CC BY 2.0', true],
    ['CC0', 'cc0', 'CC0 1.0', false],
    ['Public domain', 'public-domain', 'Public Domain', false],
  ])('%s is free: %s', (short, kind, name, attribution) => {
    expect(normaliseLicence(short, null)).toMatchObject({ kind, name, attributionRequired: attribution });
  });
  it.each(['CC BY-NC 2.0', 'CC BY-ND 4.0', 'CC BY-NC-SA 3.0', 'GFDL', 'Fair use', ''])('%s is not free', (short) => {
    expect(normaliseLicence(short, null)).toBeNull();
  });
  it('turns HTML credits into plain text', () => {
    expect(plainText('<a href="//x">Ralf&nbsp;Roletschek</a> &amp; <b>Team</b>')).toBe('Ralf Roletschek & Team');
  });
});

describe('Commons client against the local fake', () => {
  let fake: Awaited<ReturnType<typeof startFakeCommons>>;
  beforeAll(async () => {
    fake = await startFakeCommons();
  });
  afterAll(() => fake.close());
  const client = () =>
    createCommonsClient({ apiUrl: fake.url, userAgent: 'EuropaNewsDashboard/1.0 (test@example.org)' });

  it('asks with the documented parameters and a descriptive User-Agent', async () => {
    await client().search('Europäisches Parlament Straßburg');
    const { query, userAgent } = fake.requests.at(-1)!;
    expect(query).toMatchObject({
      action: 'query',
      generator: 'search',
      gsrnamespace: '6',
      prop: 'imageinfo',
      iiprop: 'url|size|mime|extmetadata',
      iiurlwidth: '1080',
    });
    expect(userAgent).toMatch(/EuropaNewsDashboard/);
  });

  it('returns only free, bitmap files with author, licence, licence link, file page and credit', async () => {
    const result = await client().search('Europa');
    if (!result.ok) throw new Error(result.message);
    const ids = result.photos.map((p) => p.id);
    expect(ids).not.toContain('File:Unfrei_Nichtkommerziell.jpg');
    expect(ids).not.toContain('File:Karte_Europa.svg');
    const parliament = result.photos.find((p) => p.id === 'File:Europäisches_Parlament_Straßburg.jpg')!;
    expect(parliament).toMatchObject({
      author: 'Ralf Roletschek',
      licence: {
        kind: 'cc-by-sa',
        name: 'CC BY-SA 4.0',
        url: 'https://creativecommons.org/licenses/by-sa/4.0',
        attributionRequired: true,
      },
      credit: 'Foto: Ralf Roletschek / CC BY-SA 4.0 / Wikimedia Commons',
      restricted: false,
    });
    expect(parliament.filePage).toMatch(/^https:\/\/commons\.wikimedia\.org\/wiki\/File:/);
    expect(result.photos.find((p) => p.id === 'File:Politikerin_Portraet.jpg')!.restricted).toBe(true);
    const thumb = await fetch(parliament.src.large);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers a clear German failure when Commons is down, and nothing for a search without results', async () => {
    expect(await client().search('nichts')).toEqual({ ok: true, photos: [] });
    fake.setDown(true);
    const down = await client().search('Europa');
    fake.setDown(false);
    expect(down).toEqual({
      ok: false,
      kind: 'server_error',
      message: 'Bei der Suche in Wikimedia Commons ist ein Fehler aufgetreten.',
    });
  });
});
