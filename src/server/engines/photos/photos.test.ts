import { describe, expect, it } from 'vitest';
import { clusterArticles } from '../pipeline/cluster';
import { rankStories } from '../pipeline/rank';
import { fixtureArticles } from '../pipeline/test-helpers';
import { withCaptionCredit } from './caption-credit';
import { type PhotoCandidate, choosePhoto } from './choose';
import { buildPhotoQueries } from './queries';

// The shipped feeds of 21 December 2024 and the Europawahl excerpt of June 2024.
const december = rankStories(
  clusterArticles([
    ...fixtureArticles('de_tagesschau_2024-12-21.xml', 'tagesschau'),
    ...fixtureArticles('de_spiegel_2024-12-21.xml', 'DER SPIEGEL'),
  ]),
  { asOf: new Date('2024-12-21T19:00:00Z') },
);
const june = rankStories(clusterArticles(fixtureArticles('eu-election-excerpt.jsonl', 'x')), {
  asOf: new Date('2024-06-10T20:00:00Z'),
});
const story = (stories: typeof december, title: string) =>
  stories.find((r) => r.story.articles.some((a) => a.title.includes(title)))!.story;

describe('photo queries from a story', () => {
  it('gives 2–4 distinct queries for every top story of both shipped days', () => {
    for (const r of [...december.slice(0, 10), ...june.slice(0, 10)]) {
      const { queries } = buildPhotoQueries(r.story);
      expect(queries.length).toBeGreaterThanOrEqual(2);
      expect(queries.length).toBeLessThanOrEqual(4);
      expect(new Set(queries.map((q) => q.toLowerCase())).size).toBe(queries.length);
    }
  });

  it('searches the Magdeburg attack by place and policy term, in German and English, without a portrait', () => {
    const plan = buildPhotoQueries(story(december, 'Rechtsextreme Desinformation über Anschlag in Magdeburg'));
    expect(plan.queries).toEqual(['Magdeburg Anschlag', 'Magdeburg attack']);
    expect(plan.subject).toBeNull();
  });

  it('names the person a story is about, in full where an article gives the full name', () => {
    const strache = buildPhotoQueries(story(december, 'Heinz-Christian Strache'));
    expect(strache.subject).toBe('Heinz-Christian Strache');
    expect(strache.queries[0]).toBe('Heinz-Christian Strache');
    expect(strache.queries).toContain('Österreich');
  });

  it('keeps a person only quoted in a live blog from becoming its subject', () => {
    const liveblog = buildPhotoQueries(story(december, 'Haseloff: Kleinkind unter den Toten'));
    expect(liveblog.persons).toContain('Haseloff');
    expect(liveblog.subject).toBeNull();
    expect(liveblog.queries[0]).toBe('Magdeburg Anschlag');
  });

  it('shows an institution at its seat and a policy term at its place', () => {
    expect(buildPhotoQueries(story(june, 'Europe decides')).queries[0]).toBe('Europäisches Parlament Straßburg');
    expect(buildPhotoQueries(story(june, 'anti-subsidy probe')).queries).toEqual([
      'EU-Kommission Berlaymont Brüssel',
      'European Commission Berlaymont Brussels',
    ]);
    expect(buildPhotoQueries(story(december, 'Flamanville')).queries).toEqual([
      'Frankreich Kernkraftwerk',
      'France nuclear power plant',
    ]);
  });
});

const photo = (id: string, extra: Partial<PhotoCandidate> = {}): PhotoCandidate => ({
  id,
  url: `https://upload.example/${id}.jpg`,
  page: `https://commons.example/wiki/${id}`,
  width: 4000,
  height: 2667,
  text: id,
  licensed: true,
  ...extra,
});
const nobody = { subject: null, persons: [], excluded: [] };

describe('choosing a photo', () => {
  it('takes the first candidate that is free, wide, landscape and unrestricted', () => {
    const candidates = [
      photo('gesperrt', { restricted: true }),
      photo('unlizenziert', { licensed: false }),
      photo('klein', { width: 800, height: 533 }),
      photo('hochkant', { width: 2000, height: 3000 }),
      photo('quadrat', { width: 2000, height: 1900 }),
      photo('passt'),
    ];
    expect(choosePhoto(candidates, nobody)?.id).toBe('passt');
  });

  it('never proposes a photo used this week or replaced by an editor, by image or by file page', () => {
    const [a, b, c] = [photo('a'), photo('b'), photo('c')];
    expect(choosePhoto([a, b, c], { ...nobody, excluded: [a.url, b.page!] })?.id).toBe('c');
    expect(choosePhoto([a, b], { ...nobody, excluded: [a.url, b.url] })).toBeNull();
  });

  it('proposes a portrait only of the person the story is about', () => {
    const plan = buildPhotoQueries(story(december, 'Heinz-Christian Strache'));
    const portraitOfSubject = photo('File:Heinz-Christian_Strache_2019.jpg', { text: 'Heinz-Christian Strache 2019' });
    const otherPerson = photo('File:Olaf_Scholz_2021.jpg', { text: 'Olaf Scholz, Porträt' });
    const building = photo('File:Hofburg_Wien.jpg', { text: 'Hofburg in Wien' });
    const ctx = { subject: plan.subject, persons: plan.persons, excluded: [] };
    expect(choosePhoto([otherPerson, portraitOfSubject, building], ctx)?.id).toBe(portraitOfSubject.id);

    // A story without a subject gets no portrait at all, even of a person it names.
    const liveblog = buildPhotoQueries(story(december, 'Haseloff: Kleinkind unter den Toten'));
    const haseloff = photo('File:Reiner_Haseloff.jpg', { text: 'Reiner Haseloff' });
    const ctx2 = { subject: liveblog.subject, persons: liveblog.persons, excluded: [] };
    expect(choosePhoto([haseloff, otherPerson, building], ctx2)?.id).toBe(building.id);
  });
});

describe('the credit in the caption', () => {
  const bySa = {
    photographer: 'Ralf Roletschek',
    provider: 'Wikimedia Commons',
    licence: 'CC BY-SA 4.0',
    attribution_required: true,
  };
  const cc0 = {
    photographer: 'Jane Doe',
    provider: 'Wikimedia Commons',
    licence: 'CC0 1.0',
    attribution_required: false,
  };

  it('appends a required credit once, replaces it for a new photo and removes it when none is required', () => {
    const once = withCaptionCredit('Text.\n\n#EU', [bySa, bySa, null]);
    expect(once).toBe('Text.\n\n#EU\n\nFoto: Ralf Roletschek / CC BY-SA 4.0 / Wikimedia Commons');
    expect(withCaptionCredit(once, [bySa, bySa])).toBe(once);
    const other = { ...bySa, photographer: 'Epizentrum', licence: 'CC BY 3.0' };
    expect(withCaptionCredit(once, [other, other])).toBe(
      'Text.\n\n#EU\n\nFoto: Epizentrum / CC BY 3.0 / Wikimedia Commons',
    );
    expect(withCaptionCredit(once, [cc0, cc0])).toBe('Text.\n\n#EU');
    expect(withCaptionCredit('Unverändert.  ', [cc0])).toBe('Unverändert.  ');
  });
});
