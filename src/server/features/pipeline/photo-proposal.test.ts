import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../tests/setup/test-context';
import { startFakeCommons } from '../../../../tests/fakes/commons';
import { news } from '../../db/schema/news';
import { fixtureDir } from '../../engines/pipeline/test-helpers';
import { snapshotDir } from '../demo';
import { runPipelineNow, waitForPipelineRuns } from './pipeline.service';

// Four outlets of one day: more topics than the fake's four free photos.
const sources = [
  path.join(fixtureDir, 'de_tagesschau_2024-12-21.xml'),
  path.join(fixtureDir, 'de_spiegel_2024-12-21.xml'),
  path.join(snapshotDir, 'de_ntv_2024-12-21.xml'),
  path.join(snapshotDir, 'de_deutschlandfunk-nachrichten_2024-12-21.xml'),
];
const asOf = new Date('2024-12-21T19:00:00Z');

/** A run proposes a licensed photo for each new topic (docs/decisions/023-licensed-photos.md). */
describe('photo proposals in a run', () => {
  let commons: Awaited<ReturnType<typeof startFakeCommons>>;
  let online: TestContext;
  let offline: TestContext;

  beforeAll(async () => {
    commons = await startFakeCommons();
    online = await createTestContext('pglite', { COMMONS_API_URL: commons.url, ALLOW_PRIVATE_FETCH: 'true' });
    // Port 9 (discard) on loopback: nothing listens, the connection is refused like an offline machine's.
    offline = await createTestContext('pglite', { COMMONS_API_URL: 'http://127.0.0.1:9/w/api.php' });
    for (const t of [online, offline]) t.clock.set('2024-12-21T19:30:00Z');
  });
  afterAll(async () => {
    for (const t of [online, offline]) {
      await waitForPipelineRuns(t);
      await t.close();
    }
    await commons.close();
  });

  it('gives new topics a Commons photo with its licence data, never the same photo twice in the week', async () => {
    const run = await (await runPipelineNow(online, { trigger: 'cli', asOf, sources })).done;
    expect(run.status).toBe('succeeded');
    const rows = await online.db.select().from(news);
    expect(rows.length).toBeGreaterThan(4);
    const withPhoto = rows.filter((r) => r.sharepics[0]?.layers.image_url);
    // The fake has four free, unrestricted bitmaps: four topics get one each, the others none.
    expect(withPhoto).toHaveLength(4);
    const images = withPhoto.map((r) => r.sharepics[0]!.layers.image_url);
    expect(new Set(images).size).toBe(4);
    expect(images.some((u) => u.includes('Politikerin_Portraet'))).toBe(false);
    for (const r of withPhoto) {
      expect(r.sharepics[1]!.layers.image_url).toBe(r.sharepics[0]!.layers.image_url);
      expect(r.sharepics[0]!.credit).toMatchObject({
        provider: 'Wikimedia Commons',
        photographer: expect.any(String),
        licence: expect.any(String),
        source_url: expect.stringMatching(/^https:\/\/commons\.wikimedia\.org\/wiki\/File:/),
        width: 4000,
      });
    }
    const parliament = withPhoto.find((r) => r.sharepics[0]!.layers.image_url.includes('Parlament'))!;
    expect(parliament.instagramText.endsWith('\n\nFoto: Ralf Roletschek / CC BY-SA 4.0 / Wikimedia Commons')).toBe(
      true,
    );
    expect(parliament.recommendationSharepicQuality).toMatch(/Lizenz erfasst, Bildnachweis im Bild/);
    const without = rows.find((r) => !r.sharepics[0]?.layers.image_url)!;
    expect(without.recommendationSharepicQuality).toBe(
      'Prüfen: Sharepic 1 und 2 zeigen den Markenhintergrund, kein Foto. Es wurde kein passendes, frei lizenziertes Foto gefunden.',
    );
  });

  it('offline: no photo, and the assessment says that no source was reachable', async () => {
    const run = await (await runPipelineNow(offline, { trigger: 'cli', asOf, sources })).done;
    expect(run.status).toBe('succeeded');
    const rows = await offline.db.select().from(news);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.sharepics[0]!.layers.image_url).toBe('');
      // Whole sentences: no nested brackets, no full stop inside them, no claim about a darkening without a photo.
      expect(r.recommendationSharepicQuality).toBe(
        'Prüfen: Sharepic 1 und 2 zeigen den Markenhintergrund, kein Foto. Keine Bildquelle war erreichbar. Wikimedia Commons ist gerade nicht erreichbar.',
      );
      expect(r.recommendationEditSuggestions.at(-1)).toBe(
        'Foto von Hand wählen: Keine Bildquelle war erreichbar. Wikimedia Commons ist gerade nicht erreichbar.',
      );
    }
  });
});
