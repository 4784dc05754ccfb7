import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createTestContext,
  jsonRequest,
  signIn,
  type TestContext,
} from '../../../../tests/setup/test-context';
import { news } from '../../db/schema/news';
import { sharepicTitleFor } from '../../../shared/title-follow';
import { createUser } from '../users';

const long =
  'Möglicher Waffenstillstand in der Ukraine - Pistorius: Deutschland könnte nicht unbeteiligt an der Seite stehen';

/** Changing „Titel“: derived texts follow unless a person wrote them separately (src/shared/title-follow.ts). */
describe.each(backends)('a changed title on %s', (backend) => {
  let t: TestContext;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestContext(backend);
    await createUser(t, { email: 'red@example.org', password: 'geheim123', role: 'editor' });
    cookie = await signIn(t, 'red@example.org', 'geheim123');
  });
  afterAll(() => t.close());

  const item = async (id: string) => await (await t.app.request(`/api/news/${id}`)).json();
  /** An item as the generator leaves it: sharepic titles made from the title, a caption that opens with a hook. */
  async function generated(title: string, caption: string) {
    const [row] = await t.db.insert(news).values({ title, date: '2026-11-18', instagramText: caption }).returning();
    const id = row!.id;
    const res = await t.app.request(
      `/api/news/${id}/sharepics`,
      jsonRequest(
        'PATCH',
        {
          sharepics: [
            { titel: sharepicTitleFor(title), inhalt: '' },
            { titel: sharepicTitleFor(title), inhalt: 'Die Minister beraten in Brüssel.' },
          ],
          version: row!.version,
        },
        cookie,
      ),
    );
    expect(res.status).toBe(200);
    return item(id);
  }
  const saveText = (id: string, body: { title: string; instagram_text: string; version: number }) =>
    t.app.request(`/api/news/${id}/text`, jsonRequest('PATCH', body, cookie));

  it('re-renders the sharepic titles made from the old title, cut at a clause; a hook caption stays', async () => {
    const before = await generated('Gipfel in Brüssel', 'Worüber streiten die Minister?\n\nFakten.');
    const res = await saveText(before.id, {
      title: long,
      instagram_text: before.instagram_text,
      version: before.version,
    });
    expect(res.status).toBe(200);
    const after = await res.json();
    expect(after.version).toBe(before.version + 1);
    expect(after.instagram_text).toBe('Worüber streiten die Minister?\n\nFakten.');
    const titles = after.sharepics.slice(0, 2).map((s: any) => s.layers.titel);
    expect(titles).toEqual([
      'Pistorius: Deutschland könnte nicht unbeteiligt an der Seite stehen',
      'Pistorius: Deutschland könnte nicht unbeteiligt an der Seite stehen',
    ]);
    expect(after.sharepics[1].layers.inhalt).toBe('Die Minister beraten in Brüssel.');
    expect(after.sharepics[0].url).not.toBe(before.sharepics[0].url);
  });

  it('leaves a sharepic title a person wrote, and follows with a caption that opens with the title', async () => {
    const before = await generated('Gipfel in Brüssel', 'Gipfel in Brüssel\n\nFakten.');
    const own = await t.app.request(
      `/api/news/${before.id}/sharepics`,
      jsonRequest(
        'PATCH',
        {
          sharepics: [
            { titel: 'Von Hand', inhalt: '' },
            { titel: 'Gipfel in Brüssel', inhalt: 'Text' },
          ],
          version: before.version,
        },
        cookie,
      ),
    );
    const edited = (await own.json()).item;
    const res = await saveText(before.id, {
      title: 'Gipfel in Brüssel endet ohne Einigung',
      instagram_text: edited.instagram_text,
      version: edited.version,
    });
    const after = await res.json();
    expect(after.sharepics.slice(0, 2).map((s: any) => s.layers.titel)).toEqual([
      'Von Hand',
      'Gipfel in Brüssel endet ohne Einigung',
    ]);
    expect(after.instagram_text).toBe('Gipfel in Brüssel endet ohne Einigung\n\nFakten.');
  });

  it('refuses a stale save before rendering, keeping every text', async () => {
    const before = await generated('Rat in Luxemburg', 'Hook.');
    const res = await saveText(before.id, {
      title: 'Rat in Luxemburg tagt',
      instagram_text: 'Hook.',
      version: before.version - 1,
    });
    expect(res.status).toBe(409);
    const after = await item(before.id);
    expect(after.title).toBe('Rat in Luxemburg');
    expect(after.sharepics[0].layers.titel).toBe('Rat in Luxemburg');
  });
});
