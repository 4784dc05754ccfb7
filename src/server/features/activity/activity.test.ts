import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createTestContext,
  jsonRequest,
  signIn,
  type TestContext,
} from '../../../../tests/setup/test-context';
import { activityLog } from '../../db/schema/activity';
import { news } from '../../db/schema/news';
import { diffSide } from '../../../shared/text-diff';
import { createUser } from '../users';
import { csvCell, toCsv } from './activity.service';

/** The activity log („Protokoll“): recorded changes, append-only in the database, the admin's page and CSV. */
describe.each(backends)('activity log on %s', (backend) => {
  let t: TestContext;
  let admin: string;
  let editor: string;
  let editorId: string;
  let itemId: string;

  beforeAll(async () => {
    t = await createTestContext(backend);
    await createUser(t, { email: 'admin@example.org', password: 'geheim123', role: 'admin' });
    admin = await signIn(t, 'admin@example.org', 'geheim123');
    // Created by an admin through the API: the log names the admin.
    const created = await t.app.request(
      '/api/users',
      jsonRequest('POST', { email: 'anna@example.org', password: 'geheim123', role: 'editor' }, admin),
    );
    editorId = (await created.json()).user.id;
    editor = await signIn(t, 'anna@example.org', 'geheim123');
    const [row] = await t.db
      .insert(news)
      .values({
        title: 'Rat einigt sich; "Asyl" =Reform',
        date: '2026-11-18',
        instagramText: 'Der Rat hat sich geeinigt.\nMehr dazu im Text. #EU',
        machineText: 'maschinell',
      })
      .returning();
    itemId = row!.id;
  });
  afterAll(() => t.close());

  const get = (path: string, cookie?: string) => t.app.request(path, { headers: cookie ? { cookie } : {} });

  it('records a caption-only edit as a caption edit with a word diff, with the person; the machine marking ends', async () => {
    const res = await t.app.request(
      `/api/news/${itemId}/text`,
      jsonRequest(
        'PATCH',
        {
          title: 'Rat einigt sich; "Asyl" =Reform',
          instagram_text: 'Der Rat hat sich endlich geeinigt.\nMehr dazu im Text. #EU',
          version: 1,
        },
        editor,
      ),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).machine_text).toBeNull();
    const history = await (await get(`/api/news/${itemId}/activity`, editor)).json();
    const [entry] = history.entries;
    expect(entry).toMatchObject({
      kind: 'news.caption',
      kind_label: 'Instagram-Text bearbeitet',
      actor_id: editorId,
      actor_name: 'Anna',
      actor_email: 'anna@example.org',
      news_id: itemId,
      news_title: 'Rat einigt sich; "Asyl" =Reform',
    });
    const ops = entry.after.diff.instagram_text;
    expect(ops).toContainEqual(['+', 'endlich ']);
    expect(diffSide(ops, '-')).toBe('Der Rat hat sich geeinigt.\nMehr dazu im Text. #EU');
    expect(diffSide(ops, '+')).toBe('Der Rat hat sich endlich geeinigt.\nMehr dazu im Text. #EU');
    expect(entry.after.status).toBe('bearbeitet');
    expect(entry.after.diff.title).toBeUndefined();
  });

  it('names a title-only edit „Titel bearbeitet“, with the old and new title as a word diff', async () => {
    const [other] = await t.db
      .insert(news)
      .values({ title: 'Alter Titel', date: '2026-11-18', instagramText: 'Text bleibt.' })
      .returning();
    const res = await t.app.request(
      `/api/news/${other!.id}/text`,
      jsonRequest('PATCH', { title: 'Neuer Titel', instagram_text: 'Text bleibt.', version: 1 }, editor),
    );
    expect(res.status).toBe(200);
    const [entry] = (await (await get(`/api/news/${other!.id}/activity`, editor)).json()).entries;
    expect(entry).toMatchObject({ kind: 'news.title', kind_label: 'Titel bearbeitet' });
    expect(entry.after.diff.title).toEqual([
      ['-', 'Alter'],
      ['+', 'Neuer'],
      ['=', ' Titel'],
    ]);
    expect(entry.after.diff.instagram_text).toBeUndefined();
  });

  it('shows an item’s history to team members only', async () => {
    expect((await get(`/api/news/${itemId}/activity`)).status).toBe(401);
    expect((await get(`/api/news/${itemId}/activity`, admin)).status).toBe(200);
  });

  it('records settings and account changes, never a password or a key', async () => {
    await t.app.request('/api/pipeline/regional-terms', jsonRequest('PUT', { terms: ['Musterstadt'] }, admin));
    await t.app.request('/api/settings/release', jsonRequest('PUT', { four_eyes: true }, admin));
    await t.app.request(`/api/users/${editorId}`, jsonRequest('PATCH', { password: 'neues-geheimnis' }, admin));
    await t.app.request(`/api/users/${editorId}`, jsonRequest('PATCH', { role: 'admin' }, admin));
    const page = await (await get('/api/activity', admin)).json();
    const kinds = page.entries.map((e: any) => e.kind);
    for (const kind of [
      'settings.regional_terms',
      'settings.release_rule',
      'user.password',
      'user.role',
      'user.created',
    ])
      expect(kinds).toContain(kind);
    expect(page.entries.find((e: any) => e.kind === 'settings.regional_terms').after).toEqual({
      terms: ['Musterstadt'],
    });
    expect(page.entries.find((e: any) => e.kind === 'user.role')).toMatchObject({
      actor_email: 'admin@example.org',
      before: { role: 'editor' },
      after: { role: 'admin', email: 'anna@example.org' },
    });
    expect(JSON.stringify(page)).not.toContain('neues-geheimnis');
    expect(JSON.stringify(page)).not.toContain('geheim123');
  });

  it('filters by item, person, kind and period, and pages', async () => {
    const q = async (query: string) => (await get(`/api/activity?${query}`, admin)).json();
    expect((await q(`news_id=${itemId}`)).entries.every((e: any) => e.news_id === itemId)).toBe(true);
    expect((await q('actor=anna@example.org')).entries.map((e: any) => e.kind)).toEqual(['news.title', 'news.caption']);
    expect((await q(`actor=${editorId}`)).total).toBe(2);
    expect((await q('kind=user.role')).total).toBe(1);
    // The test clock does not drive the database's now(): the entries are from today, wherever today is.
    const today = new Date().toISOString().slice(0, 10);
    expect((await q(`from=2000-01-01&to=2000-01-02`)).total).toBe(0);
    const all = await q('');
    expect(all.total).toBeGreaterThanOrEqual(7);
    expect((await q(`from=2000-01-01&to=2100-01-01`)).total).toBe(all.total);
    expect(today).toMatch(/^\d{4}/);
    expect(all.actors.map((a: any) => a.email)).toEqual(
      expect.arrayContaining(['admin@example.org', 'anna@example.org']),
    );
    const second = await q('page=2');
    expect(second).toMatchObject({ page: 2, page_size: 50, entries: [] });
    const bad = await get('/api/activity?kind=erfunden', admin);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('Unbekannte Art.');
  });

  it('is for admins only', async () => {
    for (const path of ['/api/activity', '/api/activity.csv']) {
      expect((await get(path)).status).toBe(401);
    }
    const member = await createUser(t, { email: 'ben@example.org', password: 'geheim123', role: 'editor' });
    expect(member.role).toBe('editor');
    const ben = await signIn(t, 'ben@example.org', 'geheim123');
    for (const path of ['/api/activity', '/api/activity.csv']) expect((await get(path, ben)).status).toBe(403);
  });

  it('exports CSV for Excel: UTF-8 mark, semicolons, quoted cells, no formulas', async () => {
    const res = await get(`/api/activity.csv?news_id=${itemId}`, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('protokoll.csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header, first] = text.split('\r\n');
    expect(header).toBe('Zeitpunkt;Person;E-Mail;Art;Beitrag;Beitrags-ID;Inhalts-Hash;Vorher;Nachher');
    // The title holds a semicolon and quotes and starts harmlessly; the diff cell holds a line break.
    expect(first).toContain(';Anna;anna@example.org;Instagram-Text bearbeitet;"Rat einigt sich; ""Asyl"" =Reform";');
    // Before and after as readable text, the caption's line break kept inside the quoted cell, no JSON.
    expect(text).toContain(
      ';"Instagram-Text: Der Rat hat sich geeinigt.\nMehr dazu im Text. #EU\nStatus: vorschlag";' +
        '"Instagram-Text: Der Rat hat sich endlich geeinigt.\nMehr dazu im Text. #EU\nStatus: bearbeitet',
    );
    expect(text).not.toContain('{"');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(toCsv([]).startsWith('\uFEFFZeitpunkt;')).toBe(true);
  });

  it('refuses UPDATE and DELETE in the database, whoever asks', async () => {
    const before = (await t.db.select().from(activityLog)).length;
    const refused = (query: ReturnType<typeof sql>) =>
      t.db.execute(query).then(
        () => 'ok',
        (err) => String(err.cause?.message ?? err.message),
      );
    expect(await refused(sql`update activity_log set actor_name = 'Niemand'`)).toMatch(/append-only/);
    expect(await refused(sql`delete from activity_log`)).toMatch(/append-only/);
    expect(await refused(sql`truncate activity_log`)).toMatch(/append-only/);
    const after = await t.db.select().from(activityLog);
    expect(after.length).toBe(before);
    expect(after.some((e) => e.actorName === 'Niemand')).toBe(false);
  });

  it('keeps the entries of a deleted account and a deleted item', async () => {
    const ben = await createUser(t, { email: 'carla@example.org', password: 'geheim123', role: 'editor' });
    expect((await t.app.request(`/api/users/${ben.id}`, jsonRequest('DELETE', undefined, admin))).status).toBe(204);
    await t.db.delete(news).where(sql`${news.id} = ${itemId}`);
    const page = await (await get(`/api/activity?news_id=${itemId}`, admin)).json();
    expect(page.entries[0]).toMatchObject({ actor_name: 'Anna', news_title: 'Rat einigt sich; "Asyl" =Reform' });
    const deleted = await (await get('/api/activity?kind=user.deleted', admin)).json();
    expect(deleted.entries[0].before).toMatchObject({ email: 'carla@example.org' });
  });
});
