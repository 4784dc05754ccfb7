import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createTestContext,
  jsonRequest,
  signIn,
  type TestContext,
} from '../../../../tests/setup/test-context';
import { createApp } from '../../app';
import type { AppContext } from '../../context';
import { news } from '../../db/schema/news';
import { startJobs, type Jobs } from '../../jobs/jobs';
import { createLogger } from '../../lib/logger';
import { mediaFileOf } from '../../lib/media-files';
import type { Sharepic } from '../../../shared/news';
import type { NewsStatus } from '../../../shared/news-status';
import { renderForNews } from '../news';
import { createUser } from '../users';
import { brandRerenderModule } from './brand-rerender.module';

const darkRed = {
  organizationName: 'Europa-Union Ulm',
  claim: 'Europa beginnt vor Ort',
  primaryColor: '#8B0000',
  accentColor: '#FFE08A',
  font: 'Inter',
  layout: 'color-card',
  infoHeadline: 'Europa geht uns alle an',
  infoCallToAction: 'Mach mit: europa-union-ulm.de',
};

/** The colour of a 6×6 patch near the top left corner (plain primary colour on a colour card). */
async function cornerColour(file: string): Promise<[number, number, number]> {
  const { data } = await sharp(file)
    .extract({ left: 4, top: 4, width: 6, height: 6 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mean = [0, 1, 2].map((c) => {
    let sum = 0;
    for (let i = c; i < data.length; i += 3) sum += data[i]!;
    return Math.round(sum / (data.length / 3));
  });
  return mean as [number, number, number];
}

const near = (rgb: number[], hex: string, tolerance = 12) => {
  const want = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return rgb.every((c, i) => Math.abs(c - want[i]!) <= tolerance);
};

const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

/**
 * The re-render as it runs in the server: the admin saves through the route, the route queues the
 * `brand-rerender` job on the real pg-boss queue, and the module's worker (started as the server starts it)
 * draws the proposals with the new look.
 */
describe.each(backends)('brand re-render through the pg-boss worker on %s', (backend) => {
  let t: TestContext;
  let ctx: AppContext;
  let app: ReturnType<typeof createApp>;
  let jobs: Jobs;
  let admin: string;
  let rendered: Sharepic[];

  beforeAll(async () => {
    t = await createTestContext(backend, { ORGANIZATION_NAME: 'Europa-Union Teststadt' });
    jobs = await startJobs(t.database, createLogger('silent'));
    ctx = { ...t, jobs };
    app = createApp(ctx);
    await brandRerenderModule.workers!(ctx);
    await createUser(t, { email: 'admin@example.org', password: 'geheim123', role: 'admin' });
    admin = await signIn(t, 'admin@example.org', 'geheim123');
    // Today's look (EU blue), drawn before any brand is saved.
    rendered = (
      await renderForNews(
        t,
        [
          { titel: 'Europa wählt', inhalt: '', image_url: '' },
          { titel: 'Was jetzt zählt', inhalt: 'Drei Punkte zur Wahl', image_url: '' },
        ],
        [null, null],
      )
    ).sharepics;
  }, 120_000);
  afterAll(async () => {
    await jobs.stop();
    await t.close();
  });

  const insertItem = async (status: NewsStatus, title: string) => {
    const [row] = await t.db
      .insert(news)
      .values({ title, date: '2026-11-18', status, sharepics: rendered })
      .returning();
    return row!;
  };
  const rowOf = async (id: string) => (await t.db.select().from(news).where(eq(news.id, id)))[0]!;
  const fileOf = (s: Sharepic) => mediaFileOf(t.env.mediaDir, s.url)!;
  const progress = async () =>
    (await (await app.request('/api/settings/brand', { headers: { cookie: admin } })).json()).rerender;

  it('re-renders the proposals in the new colour, keeps released and published files byte for byte, reports done', async () => {
    const proposals = [
      await insertItem('vorschlag', 'Erster Vorschlag'),
      await insertItem('vorschlag', 'Zweiter Vorschlag'),
      await insertItem('vorschlag', 'Dritter Vorschlag'),
    ];
    const kept = [await insertItem('freigegeben', 'Freigegeben'), await insertItem('veröffentlicht', 'Veröffentlicht')];
    const hashesBefore = await Promise.all(rendered.map((s) => sha256(fileOf(s))));
    expect(near(await cornerColour(fileOf(rendered[0]!)), '#003399')).toBe(true);

    const save = await app.request('/api/settings/brand', jsonRequest('PUT', darkRed, admin));
    expect(save.status).toBe(200);
    expect((await save.json()).rerender).toEqual({ status: 'queued', done: 0, total: 0 });

    // What the card shows while it polls: the count only grows, and it ends at done.
    const seen: { status: string; done: number; total: number }[] = [];
    await expect
      .poll(
        async () => {
          const state = await progress();
          seen.push(state);
          return state;
        },
        { timeout: 90_000, interval: 100 },
      )
      .toEqual({ status: 'done', done: 3, total: 3 });
    for (let i = 1; i < seen.length; i += 1) expect(seen[i]!.done).toBeGreaterThanOrEqual(seen[i - 1]!.done);

    for (const p of proposals) {
      const row = await rowOf(p.id);
      expect(row.status).toBe('vorschlag');
      expect(row.version).toBe(p.version + 1);
      // The topic's texts stay; the info image takes the new name and call to action.
      expect(row.sharepics.slice(0, 2).map((s) => s.layers)).toEqual(rendered.slice(0, 2).map((s) => s.layers));
      expect(row.sharepics[2]!.layers).toMatchObject({ titel: 'Europa-Union Ulm', inhalt: darkRed.infoCallToAction });
      for (const [i, s] of row.sharepics.entries()) {
        expect(s.url).not.toBe(rendered[i]!.url);
        expect(await sha256(fileOf(s))).not.toBe(hashesBefore[i]);
      }
      // Title (colour card, no photo) and info image stand on the new dark red.
      expect(await cornerColour(fileOf(row.sharepics[0]!))).toSatisfy((rgb: number[]) => near(rgb, '#8B0000'));
      expect(await cornerColour(fileOf(row.sharepics[2]!))).toSatisfy((rgb: number[]) => near(rgb, '#8B0000'));
    }
    for (const k of kept) {
      const row = await rowOf(k.id);
      expect(row.version).toBe(k.version);
      expect(row.sharepics).toEqual(rendered);
      expect(await Promise.all(row.sharepics.map((s) => sha256(fileOf(s))))).toEqual(hashesBefore);
      expect(await cornerColour(fileOf(row.sharepics[0]!))).toSatisfy((rgb: number[]) => near(rgb, '#003399'));
    }
  }, 120_000);

  it('two saves in a row end with every proposal in the newest look', async () => {
    const proposal = await insertItem('vorschlag', 'Vierter Vorschlag');
    for (const primaryColor of ['#1A5E20', '#4A148C']) {
      expect(
        (await app.request('/api/settings/brand', jsonRequest('PUT', { ...darkRed, primaryColor }, admin))).status,
      ).toBe(200);
    }
    await expect.poll(progress, { timeout: 90_000, interval: 200 }).toMatchObject({ status: 'done' });
    const row = await rowOf(proposal.id);
    expect(await cornerColour(fileOf(row.sharepics[2]!))).toSatisfy((rgb: number[]) => near(rgb, '#4A148C'));
  }, 120_000);
});
