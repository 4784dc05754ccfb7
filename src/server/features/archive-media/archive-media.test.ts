import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../tests/setup/test-context';
import { news } from '../../db/schema/news';
import { jpegUrlOf } from '../../engines/sharepics/store';
import { mediaFileOf } from '../../lib/media-files';
import type { Sharepic } from '../../../shared/news';
import { createProposal, renderForNews, serverActor } from '../news';
import { thinOldImages } from './archive-media';

// One database is enough: the rule is in the service, the query is plain SQL.
describe('thinning old proposals’ images (npm run media:thin)', () => {
  let t: TestContext;
  const topics: Record<'oldProposal' | 'oldPublished' | 'recentProposal', { id: string; sharepics: Sharepic[] }> =
    {} as never;
  const filesOf = (sharepics: Sharepic[]) =>
    sharepics.flatMap((s) => [s.url, jpegUrlOf(s.url)]).map((url) => mediaFileOf(t.env.mediaDir, url)!);

  beforeAll(async () => {
    t = await createTestContext('pglite');
    t.clock.set('2026-11-18T10:00:00Z');
    const dates = { oldProposal: '2026-07-01', oldPublished: '2026-07-02', recentProposal: '2026-10-01' };
    for (const [name, date] of Object.entries(dates) as [keyof typeof dates, string][]) {
      const { sharepics } = await renderForNews(
        t,
        [
          { titel: `Titel ${name}`, inhalt: '', image_url: '' },
          { titel: `Detail ${name}`, inhalt: 'Drei Punkte zur Wahl', image_url: '' },
        ],
        [null, null],
      );
      const id = await createProposal(t, { title: name, date, sharepics }, serverActor('pipeline'));
      topics[name] = { id, sharepics };
    }
    await t.db.update(news).set({ status: 'veröffentlicht' }).where(eq(news.id, topics.oldPublished.id));
  }, 120_000);
  afterAll(() => t.close());

  it('removes only the images of proposals older than 90 days; published and recent topics keep theirs', async () => {
    const all = Object.values(topics).flatMap((topic) => filesOf(topic.sharepics));
    expect(all.every((file) => existsSync(file))).toBe(true);

    const dry = await thinOldImages(t, { dryRun: true });
    expect(dry.files).toBeGreaterThan(0);
    expect(all.every((file) => existsSync(file))).toBe(true);

    const result = await thinOldImages(t);
    // The fixed third image (the same file for every topic) stays while kept topics use it.
    const shared = new Set(topics.recentProposal.sharepics.map((s) => s.url));
    const ownFiles = filesOf(topics.oldProposal.sharepics.filter((s) => !shared.has(s.url)));
    expect(result).toMatchObject({ topics: 1, files: ownFiles.length });
    expect(ownFiles.every((file) => !existsSync(file))).toBe(true);
    expect(filesOf(topics.oldPublished.sharepics).every((file) => existsSync(file))).toBe(true);
    expect(filesOf(topics.recentProposal.sharepics).every((file) => existsSync(file))).toBe(true);
    // The topic itself and its links are untouched.
    const [row] = await t.db.select().from(news).where(eq(news.id, topics.oldProposal.id));
    expect(row!.sharepics.map((s) => s.url)).toEqual(topics.oldProposal.sharepics.map((s) => s.url));
  });

  it('draws a thinned image again when it is asked for, under the link the topic has', async () => {
    const [title] = topics.oldProposal.sharepics;
    const res = await t.app.request(title!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(filesOf(topics.oldProposal.sharepics).every((file) => existsSync(file))).toBe(true);
    const jpeg = await t.app.request(jpegUrlOf(topics.oldProposal.sharepics[1]!.url));
    expect(jpeg.status).toBe(200);

    // A name no topic links stays a 404.
    expect((await t.app.request('/media/sharepics/0123456789abcdef.png')).status).toBe(404);
  });
});
