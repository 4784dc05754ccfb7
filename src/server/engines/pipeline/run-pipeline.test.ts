import { sharepicHeadlineBudget } from '../../../shared/headline';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFeeds } from '../../../../tests/fakes/feeds';
import { fetchSource } from './fetch-source';
import { createMemoryPorts } from './memory-ports';
import { type ProgressEvent, type SourceInput, runPipeline, stages } from './run-pipeline';
import { fixtureDir } from './test-helpers';

let feeds: Awaited<ReturnType<typeof startFakeFeeds>>;
beforeAll(async () => {
  feeds = await startFakeFeeds({ slowMs: 1_000 });
});
afterAll(() => feeds.close());

const asOf = new Date('2024-12-21T19:00:00Z');

describe('runPipeline with a local feed server', () => {
  it('runs all stages, survives broken sources and writes at most seven distinct topics', async () => {
    const sources: SourceInput[] = [
      { name: 'tagesschau', url: `${feeds.url}/feeds/de_tagesschau_2024-12-21.xml`, language: 'de', country: 'DE' },
      { name: 'DER SPIEGEL', url: `${feeds.url}/feeds/de_spiegel_2024-12-21.xml`, language: 'de', country: 'DE' },
      { name: 'langsam', url: `${feeds.url}/slow/de_spiegel_2024-12-21.xml`, language: 'de', country: 'DE' },
      { name: 'kaputt', url: `${feeds.url}/broken`, language: 'de', country: 'DE' },
      { name: 'kein XML', url: `${feeds.url}/not-xml`, language: 'de', country: 'DE' },
      { name: 'latin1', url: `${feeds.url}/wrong-charset`, language: 'de', country: 'DE' },
    ];
    const { ports, items, articles } = createMemoryPorts(sources, {
      fetchSource: (s) => fetchSource(s, { timeoutMs: 300, retries: 1, sleep: async () => {}, allowPrivate: true }),
    });
    const events: ProgressEvent[] = [];
    const summary = await runPipeline({ asOf }, ports, (e) => events.push(e));

    expect(events.filter((e) => e.status === 'done').map((e) => e.stage)).toEqual([...stages]);
    const byName = Object.fromEntries(summary.sources.map((s) => [s.name, s]));
    expect(byName.tagesschau).toMatchObject({ status: 'ok', items: 40 });
    expect(byName.langsam).toMatchObject({ status: 'failed', reason: expect.stringMatching(/Zeitüberschreitung/) });
    expect(byName.kaputt).toMatchObject({ status: 'failed', httpStatus: 500 });
    expect(byName['kein XML']).toMatchObject({ status: 'parse_failed' });
    expect([...articles.values()].some((a) => a.title === 'Bürgerdialog in Köln über Europa')).toBe(true);

    // Two outlets on one evening: every story they share gets a place, one-outlet stories only while a place is
    // free and never a second one of a topic the week already has (decision 026), so the week may stay below seven.
    const first = items.length;
    expect(first).toBeGreaterThanOrEqual(4);
    expect(first).toBeLessThanOrEqual(7);
    expect(new Set(items.map((i) => i.storyKey)).size).toBe(first);
    expect(items.filter((i) => /Magdeburg/.test(i.draft.title))).toHaveLength(1);
    expect(items.filter((i) => /Ukraine/.test(i.draft.title)).length).toBeLessThanOrEqual(1);
    for (const { draft } of items) {
      expect(draft.weekKey).toBe('2024-W51');
      expect(draft.recommendationSignals.warum).toMatch(/^Warum ausgewählt: /);
      expect(draft.sharepicTexts).toHaveLength(2);
      expect(draft.instagramText).toMatch(/Quellen: /);
    }
    expect(summary.topics.every((t) => t.factCheck?.length === 0)).toBe(true);

    // Second run of the day: 304s for unchanged feeds, items updated in place, locked items untouched.
    items[0].locked = true;
    const lockedDraft = items[0].draft;
    sources.forEach((s) => {
      const r = summary.sources.find((x) => x.url === s.url);
      s.etag = r?.etag;
      s.lastModified = r?.lastModified;
    });
    const again = await runPipeline({ asOf }, ports);
    expect(again.sources.find((s) => s.name === 'tagesschau')!.status).toBe('not_modified');
    expect(items.length).toBe(first);
    expect(items[0].draft).toBe(lockedDraft);
    expect(again.topics.filter((t) => t.action === 'update').length).toBeGreaterThan(0);
    expect(again.topics.filter((t) => t.action === 'create')).toHaveLength(0);
  });

  it('replays a .jsonl file with --as-of semantics (no articles from after asOf)', async () => {
    const { ports, articles } = createMemoryPorts([
      { name: 'excerpt', url: path.join(fixtureDir, 'eu-election-excerpt.jsonl'), language: 'en', country: '' },
    ]);
    const summary = await runPipeline({ asOf: new Date('2024-06-08T12:00:00Z') }, ports);
    expect(summary.weekKey).toBe('2024-W23');
    expect(articles.size).toBeGreaterThan(0);
    for (const a of articles.values()) expect(a.publishedAt <= '2024-06-08T12:00:00.000Z').toBe(true);
  });

  it('drops articles whose link is not http(s) and names them in the per-source result', async () => {
    const { ports, articles } = createMemoryPorts([
      {
        name: 'unsicher',
        url: path.join(fixtureDir, 'de_unsichere-links_2024-12-21.xml'),
        language: 'de',
        country: 'DE',
      },
    ]);
    const summary = await runPipeline({ asOf }, ports);
    expect(summary.sources).toEqual([
      expect.objectContaining({ status: 'ok', items: 3, reason: '7 Artikel mit ungültigem Link übersprungen' }),
    ]);
    expect([...articles.values()].map((a) => a.url).sort()).toEqual([
      'http://example.org/eu/lieferketten',
      'https://example.org/eu/asylreform',
      'https://example.org/eu/haushalt-2025',
    ]);
  });
});

describe('runPipeline when no source can be read', () => {
  it('stops after reading the sources, judges the run and leaves the week alone', async () => {
    const down = await startFakeFeeds({ failAll: true });
    try {
      const sources: SourceInput[] = [1, 2, 3].map((n) => ({
        name: `Ausfall ${n}`,
        url: `${down.url}/feed-${n}.xml`,
        language: 'de',
        country: 'DE',
      }));
      const { ports, items } = createMemoryPorts(sources, {
        fetchSource: (s) => fetchSource(s, { timeoutMs: 2_000, retries: 0, sleep: async () => {}, allowPrivate: true }),
      });
      const events: ProgressEvent[] = [];
      const summary = await runPipeline({ asOf }, ports, (e) => events.push(e));
      expect(summary.health).toMatchObject({
        verdict: 'none',
        failed: 3,
        total: 3,
        message: 'Keine der 3 Quellen konnte abgerufen werden. Die Themen wurden nicht aktualisiert.',
      });
      expect(summary.health.failures[0]).toEqual({ name: 'Ausfall 1', reason: 'Server antwortete mit HTTP 500' });
      expect(events.filter((e) => e.status === 'done').map((e) => e.stage)).toEqual(['fetch', 'parse']);
      expect(summary.topics).toEqual([]);
      expect(items).toEqual([]);
    } finally {
      await down.close();
    }
  });
});

describe('runPipeline writes what the engines decide', () => {
  it('cuts a long headline for the sharepic at a clause, and flags hearsay against a named person but not a „könnte“ its speaker said', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pipeline-texts-'));
    const file = path.join(dir, 'articles.jsonl');
    const headline =
      'Möglicher Waffenstillstand in der Ukraine - Pistorius: Deutschland könnte nicht unbeteiligt an der Seite stehen, wenn Europa über Garantien verhandelt';
    const lines = ['tagesschau', 'DER SPIEGEL', 'n-tv'].map((source, i) =>
      JSON.stringify({
        source_name: source,
        title: `${headline} (${source})`,
        description:
          i === 0
            ? 'Verteidigungsminister Pistorius sagte in Berlin, Deutschland könnte sich an einer Friedenstruppe in der Ukraine beteiligen.'
            : 'Rheinmetall-Chef Armin Papperger soll Beamte in Berlin bestochen haben. Die Bundesregierung will nach einem Waffenstillstand über Sicherheitsgarantien beraten.',
        link: `https://example.org/pistorius-${i}`,
        published: '2024-12-21T10:00:00Z',
        language: 'de',
        country: 'DE',
      }),
    );
    writeFileSync(file, lines.join('\n'));
    try {
      const { ports, items } = createMemoryPorts([{ name: 'Datei', url: file, language: 'de', country: 'DE' }]);
      await runPipeline({ asOf }, ports);
      // One story from three outlets, each headline long enough to need a cut for the sharepic.
      expect(items).toHaveLength(1);
      const { draft } = items[0]!;
      // The title keeps the headline, with the German dash.
      expect(draft.title.startsWith(headline.replace(' - ', ' – '))).toBe(true);
      const sharepicTitle = draft.sharepicTexts[0]!.titel;
      expect(sharepicTitle.length).toBeLessThanOrEqual(sharepicHeadlineBudget);
      // The feed's Dachzeile is no headline text: it stands in the kicker, without the place the map shows.
      expect(sharepicTitle).toBe('Pistorius: Deutschland könnte nicht unbeteiligt an der Seite stehen');
      expect(draft.sharepicTexts[0]!.kicker).toBe('Möglicher Waffenstillstand');
      expect(draft.sharepicTexts[0]!.countries).toContain('UA');
      expect(sharepicTitle).not.toMatch(/nicht…?$/);
      expect(sharepicTitle).not.toMatch(/…$/);
      // The caption carries both sentences, so the flags are the assessment's, not chance.
      expect(draft.instagramText).toContain('könnte sich an einer Friedenstruppe');
      expect(draft.instagramText).toContain('bestochen');
      const flagged = (flag: string) =>
        draft.recommendationFlagEvidence.filter((e) => e.flag === flag).map((e) => e.sentence ?? '');
      expect(flagged('spekulation').some((s) => s.includes('Pistorius sagte'))).toBe(false);
      expect(draft.recommendationJuristischeRisikoFlag).toBe(true);
      expect(flagged('juristische_risiko')).toEqual([expect.stringContaining('Armin Papperger soll')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
