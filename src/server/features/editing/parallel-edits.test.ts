import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createTestContext,
  jsonRequest,
  signIn,
  type TestContext,
} from '../../../../tests/setup/test-context';
import { news } from '../../db/schema/news';
import { mediaAreaDir } from '../../lib/media-files';
import { createUser } from '../users';

/**
 * A burst of edits made from the same version renders once: the winner's images are rendered and saved, the
 * others are refused with 409 before they render (before the fix each rendered its images, and lost only at
 * the save). Rendered images are stored under content-hash names, so the new files on disk count the renders.
 */
describe.each(backends)('parallel edits of one topic on %s', (backend) => {
  let t: TestContext;
  let cookie: string;
  let id: string;

  beforeAll(async () => {
    t = await createTestContext(backend);
    await createUser(t, { email: 'red@example.org', password: 'geheim123', role: 'editor' });
    cookie = await signIn(t, 'red@example.org', 'geheim123');
    const [row] = await t.db
      .insert(news)
      .values({ title: 'Gipfel in Brüssel', date: '2026-11-18', instagramText: 'Alt' })
      .returning();
    id = row!.id;
  });
  afterAll(() => t.close());

  const current = async () => await (await t.app.request(`/api/news/${id}`)).json();
  const renderedImages = () => {
    const dir = mediaAreaDir(t.env.mediaDir, 'sharepics');
    return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.png')) : [];
  };
  const editTexts = (n: number, version: number) =>
    t.app.request(
      `/api/news/${id}/sharepics`,
      jsonRequest(
        'PATCH',
        {
          sharepics: [
            { titel: `Titel ${n}`, inhalt: '' },
            { titel: `Zweites Bild ${n}`, inhalt: `Text ${n}` },
          ],
          version,
        },
        cookie,
      ),
    );

  it('renders only the winner of eight edits from one version; the others get 409 without rendering', async () => {
    const { version } = await current();
    // The info image is rendered once per look; rendered here first, so the count below is of edits alone.
    expect((await editTexts(0, version)).status).toBe(200);
    const before = renderedImages();
    const from = version + 1;

    const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => editTexts(n, from)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = await answers.find((res) => res.status === 200)!.json();
    for (const refused of answers.filter((res) => res.status === 409)) {
      expect((await refused.json()).error.code).toBe('conflict');
    }

    // Sharepics 1 and 2 of the winner, and nothing else.
    const added = renderedImages().filter((f) => !before.includes(f));
    expect(added).toHaveLength(2);
    const saved = await current();
    expect(saved.version).toBe(from + 1);
    expect(saved.sharepics.map((s: { url: string }) => s.url)).toEqual(winner.item.sharepics.map((s: any) => s.url));
    for (const file of added) expect(saved.sharepics.some((s: { url: string }) => s.url.endsWith(file))).toBe(true);
  });

  it('lets the next edit render after a refused one: a failed edit does not hold the topic', async () => {
    const { version } = await current();
    // A background that cannot be used: refused with 422 before anything is rendered.
    const refused = await t.app.request(
      `/api/news/${id}/backgrounds`,
      jsonRequest(
        'PATCH',
        { backgrounds: [{ image_url: 'http://127.0.0.1:9/foto.jpg' }, { image_url: '' }], version },
        cookie,
      ),
    );
    expect(refused.status).toBe(422);
    const next = await editTexts(9, version);
    expect(next.status).toBe(200);
    expect((await next.json()).item.version).toBe(version + 1);
  });

  it('refuses a mix of text, sharepic and background edits from one version but one', async () => {
    const { version } = await current();
    const before = renderedImages();
    const answers = await Promise.all([
      // A new title that the sharepic titles follow: this edit renders too.
      t.app.request(
        `/api/news/${id}/text`,
        jsonRequest('PATCH', { title: 'Gipfel in Brüssel endet', instagram_text: 'Neu', version }, cookie),
      ),
      editTexts(10, version),
      t.app.request(
        `/api/news/${id}/backgrounds`,
        jsonRequest('PATCH', { backgrounds: [{ image_url: '' }, { image_url: '' }], version }, cookie),
      ),
    ]);
    expect(answers.map((res) => res.status).filter((s) => s === 200)).toHaveLength(1);
    expect(answers.map((res) => res.status).filter((s) => s === 409)).toHaveLength(2);
    expect(renderedImages().filter((f) => !before.includes(f)).length).toBeLessThanOrEqual(2);
    expect((await current()).version).toBe(version + 1);
  });
});
