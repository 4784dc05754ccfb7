import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  backends,
  createTestContext,
  jsonRequest,
  signIn,
  type TestContext,
} from '../../../../tests/setup/test-context';
import { seed, startFakeBuffer, type FakeBuffer } from '../../../../tests/fakes/buffer';
import { createApp } from '../../app';
import type { AppContext } from '../../context';
import { activityLog } from '../../db/schema/activity';
import { news } from '../../db/schema/news';
import { startJobs, type Jobs } from '../../jobs/jobs';
import { createLogger } from '../../lib/logger';
import type { Sharepic } from '../../../shared/news';
import { renderForNews, saveRegeneratedImages } from '../news';
import { saveAllowedChannels, saveBufferSettings } from '../buffer-account';
import { createUser } from '../users';
import { registerPublishingWorker } from './publish-job';

/**
 * „Freigeben“ and the four-eyes rule (docs/decisions/024-activity-log-and-release.md), through the HTTP API
 * with the real publishing job against the local fake Buffer.
 */
describe.each(backends)('release and the four-eyes rule on %s', (backend) => {
  let t: TestContext;
  let ctx: AppContext;
  let app: ReturnType<typeof createApp>;
  let jobs: Jobs;
  let buffer: FakeBuffer;
  let sharepics: Sharepic[];
  const ids: Record<'admin' | 'member' | 'author', string> = { admin: '', member: '', author: '' };
  const cookies: Record<'admin' | 'member' | 'author' | 'anonymous', string | undefined> = {
    admin: '',
    member: '',
    author: '',
    anonymous: undefined,
  };
  let counter = 0;

  beforeAll(async () => {
    // Buffer's clock is the test clock (read lazily: the context is created after the fake).
    buffer = await startFakeBuffer({ now: () => t.clock.now().getTime() });
    t = await createTestContext(backend, { BUFFER_API_URL: buffer.url });
    jobs = await startJobs(t.database, createLogger('silent'));
    ctx = { ...t, jobs };
    app = createApp(ctx);
    await registerPublishingWorker(ctx);
    for (const [who, role] of [
      ['admin', 'admin'],
      ['member', 'editor'],
      ['author', 'editor'],
    ] as const) {
      ids[who] = (await createUser(t, { email: `${who}@example.org`, password: 'geheim123', role })).id;
      cookies[who] = await signIn(t, `${who}@example.org`, 'geheim123');
    }
    await saveBufferSettings(t, { access_token: seed.apiKey, profile_id: seed.instagramChannelId });
    await saveAllowedChannels(t, [seed.instagramChannelId, seed.mastodonChannelId, seed.blueskyChannelId]);
    sharepics = (
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
    await buffer.close();
  });

  // Every publish asks Buffer for the channels; the matrix alone would reach Buffer's 100 requests per 15 minutes.
  beforeEach(() => buffer.resetRateLimits());

  async function topic(over: Partial<typeof news.$inferInsert> = {}) {
    counter += 1;
    const [row] = await t.db
      .insert(news)
      .values({
        title: `Europa wählt ${counter}`,
        date: '2026-11-18',
        status: 'bearbeitet',
        instagramText: `Europa wählt (${counter}). Was das für uns bedeutet. #Europa #EU`,
        sharepics,
        ...over,
      })
      .returning();
    return row!;
  }
  const setFourEyes = async (on: boolean) => {
    const res = await app.request('/api/settings/release', jsonRequest('PUT', { four_eyes: on }, cookies.admin));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ four_eyes: on });
  };
  const release = (id: string, version: number, cookie?: string, plan: Plan = {}) =>
    app.request(`/api/news/${id}/release`, jsonRequest('POST', { version, ...plan }, cookie));
  const withdraw = (id: string, cookie?: string, reason?: string) =>
    app.request(
      `/api/news/${id}/release${reason ? `?reason=${reason}` : ''}`,
      jsonRequest('DELETE', undefined, cookie),
    );
  const publish = (id: string, cookie?: string, plan: Plan = {}) =>
    app.request(`/api/news/${id}/publish`, jsonRequest('POST', plan, cookie));
  type Plan = { channels?: { id: string; text?: string }[]; scheduled_at?: string | null };
  const inHours = (h: number) => new Date(t.clock.now().getTime() + h * 3_600_000).toISOString();
  /** P: Instagram and Mastodon (with its own text), the day after tomorrow. */
  const planP = (): Plan => ({
    channels: [{ id: seed.instagramChannelId }, { id: seed.mastodonChannelId, text: 'Europa wählt. Mehr bei uns.' }],
    scheduled_at: inHours(48),
  });
  const item = async (id: string) =>
    (await app.request(`/api/news/${id}`, { headers: { cookie: cookies.member! } })).json();
  const errorOf = async (res: Response) => (await res.json()).error;

  type Who = 'admin' | 'member' | 'anonymous';
  const cases: { who: Who; author: 'self' | 'other'; fourEyes: boolean }[] = [];
  for (const who of ['admin', 'member', 'anonymous'] as const)
    for (const author of ['self', 'other'] as const)
      for (const fourEyes of [false, true]) cases.push({ who, author, fourEyes });

  /** What the rule says: anonymous never; team members always while the rule is off, else not their own change. */
  const expected = ({ who, author, fourEyes }: (typeof cases)[number]) => {
    if (who === 'anonymous') return { release: 401, publish: 401 };
    const releaseAllowed = !fourEyes || author === 'other';
    return { release: releaseAllowed ? 204 : 403, publish: releaseAllowed ? 200 : 409 };
  };

  it.each(cases)('$who, last change by $author, four-eyes $fourEyes', async (c) => {
    await setFourEyes(c.fourEyes);
    // The anonymous visitor made no change: "self" is then as good as anyone else.
    const authorId = c.author === 'self' && c.who !== 'anonymous' ? ids[c.who] : ids.author;
    const row = await topic({ lastContentBy: authorId });
    const want = expected(c);

    const released = await release(row.id, row.version, cookies[c.who]);
    expect(released.status).toBe(want.release);
    if (want.release === 403)
      expect((await errorOf(released)).message).toBe(
        'Freigeben muss eine zweite Person: Du hast die letzte Änderung an diesem Beitrag gemacht.',
      );

    const published = await publish(row.id, cookies[c.who]);
    expect(published.status).toBe(want.publish);
    if (want.publish === 409) {
      const error = await errorOf(published);
      expect(error.code).toBe('release_required');
      expect(error.message).toContain('Veröffentlichen erst nach Freigabe durch eine zweite Person');
    }
    const after = await item(row.id);
    expect(after.status).toBe(
      want.publish === 200 ? 'veröffentlicht' : want.release === 204 ? 'freigegeben' : 'bearbeitet',
    );
    if (want.release === 204) expect(after.release.released_by_email).toBe(`${c.who}@example.org`);
    else expect(after.release).toBeNull();
  });

  it('revokes a release on any change, says what changed, and then refuses publishing', async () => {
    await setFourEyes(true);
    const row = await topic({ lastContentBy: ids.author, machineText: 'ki' });
    expect((await item(row.id)).machine_text).toBe('ki');
    expect((await release(row.id, row.version, cookies.member)).status).toBe(204);
    const released = await item(row.id);
    expect(released).toMatchObject({ status: 'freigegeben', machine_text: null, release_revoked: null });
    expect(released.release).toMatchObject({ released_by_name: 'Member', released_by_email: 'member@example.org' });

    // The author edits the caption: the release is gone, the card says why.
    const edit = await app.request(
      `/api/news/${row.id}/text`,
      jsonRequest(
        'PATCH',
        { title: row.title, instagram_text: `${row.instagramText} Ergänzt.`, version: released.version },
        cookies.author,
      ),
    );
    expect(edit.status).toBe(200);
    const edited = await item(row.id);
    expect(edited).toMatchObject({ status: 'bearbeitet', release: null, release_revoked: 'text' });
    expect(edited.last_content_by).toBe(ids.author);
    expect((await errorOf(await publish(row.id, cookies.author))).code).toBe('release_required');

    // Released again, then a new title: „Titel geändert“.
    expect((await release(row.id, edited.version, cookies.member)).status).toBe(204);
    const again = await item(row.id);
    expect(again.release_revoked).toBeNull();
    await app.request(
      `/api/news/${row.id}/text`,
      jsonRequest(
        'PATCH',
        { title: 'Ein neuer Titel', instagram_text: again.instagram_text, version: again.version },
        cookies.author,
      ),
    );
    expect((await item(row.id)).release_revoked).toBe('titel');
  });

  it('revokes a release when new images arrive („Bild geändert“)', async () => {
    await setFourEyes(true);
    const row = await topic({ lastContentBy: ids.author });
    expect((await release(row.id, row.version, cookies.admin)).status).toBe(204);
    const released = await item(row.id);
    await saveRegeneratedImages(
      t,
      row.id,
      released.version,
      { sharepics: [...sharepics].reverse() },
      {
        id: ids.author,
        email: 'author@example.org',
      },
    );
    expect(await item(row.id)).toMatchObject({ status: 'bearbeitet', release: null, release_revoked: 'bild' });
  });

  it('refuses a release of a version the person did not see, and a second release', async () => {
    await setFourEyes(true);
    const row = await topic();
    expect((await release(row.id, row.version + 1, cookies.member)).status).toBe(409);
    expect((await release(row.id, row.version, cookies.member)).status).toBe(204);
    const second = await release(row.id, row.version + 1, cookies.admin);
    expect(second.status).toBe(409);
    expect((await errorOf(second)).message).toBe('Dieser Beitrag ist bereits freigegeben.');
  });

  it('refuses publishing when what would be posted differs from what was released (changed behind the app)', async () => {
    await setFourEyes(true);
    const row = await topic({ lastContentBy: ids.author });
    expect((await release(row.id, row.version, cookies.member)).status).toBe(204);
    // A write that bypasses the life cycle (another tool, a restored backup) keeps the release but not its content.
    await t.db
      .update(news)
      .set({ instagramText: `${row.instagramText} Nachtrag.` })
      .where(eq(news.id, row.id));
    const res = await publish(row.id, cookies.member);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toContain('Die Freigabe passt nicht mehr');
    await t.db.update(news).set({ instagramText: row.instagramText }).where(eq(news.id, row.id));
    expect((await publish(row.id, cookies.member)).status).toBe(200);
  });

  it('lets a release be withdrawn before publishing', async () => {
    await setFourEyes(true);
    const row = await topic({ lastContentBy: ids.author });
    expect((await release(row.id, row.version, cookies.member)).status).toBe(204);
    expect((await withdraw(row.id)).status).toBe(401);
    expect((await withdraw(row.id, cookies.author)).status).toBe(204);
    expect(await item(row.id)).toMatchObject({ status: 'bearbeitet', release: null });
    expect((await withdraw(row.id, cookies.author)).status).toBe(409);
    expect((await errorOf(await publish(row.id, cookies.member))).code).toBe('release_required');
  });

  it('logs the release and the publication with the hash of what was released and posted', async () => {
    await setFourEyes(true);
    const row = await topic({ lastContentBy: ids.author });
    expect((await release(row.id, row.version, cookies.admin)).status).toBe(204);
    expect((await publish(row.id, cookies.author)).status).toBe(200);
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.newsId, row.id));
    const byKind = Object.fromEntries(entries.map((e) => [e.kind, e]));
    expect(byKind['news.released']).toMatchObject({ actorId: ids.admin, actorEmail: 'admin@example.org' });
    expect(byKind['news.released']!.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(byKind['news.publish_started']).toMatchObject({ actorId: ids.author });
    expect(byKind['news.published']).toMatchObject({ actorId: null, actorName: 'System: Veröffentlichung' });
    expect(byKind['news.published']!.contentHash).toBe(byKind['news.publish_started']!.contentHash);
  });

  /** The same matrix for a plan: release for P, then P' (other channels, other time) and P itself. */
  const planCases = cases.filter((c) => c.who !== 'anonymous');
  it.each(planCases)('plan: $who, last change by $author, four-eyes $fourEyes', async (c) => {
    await setFourEyes(c.fourEyes);
    const row = await topic({ lastContentBy: c.author === 'self' ? ids[c.who as 'admin' | 'member'] : ids.author });
    const want = expected(c);
    const p = planP();
    expect((await release(row.id, row.version, cookies[c.who], p)).status).toBe(want.release);

    if (!c.fourEyes) {
      // Without the rule the release is optional and binds nothing: another plan goes out as asked.
      const other = await publish(row.id, cookies[c.who], { channels: [{ id: seed.blueskyChannelId }] });
      expect(other.status).toBe(200);
      expect(buffer.posts().filter((post) => post.text === row.instagramText)).toHaveLength(1);
      expect((await item(row.id)).status).toBe('veröffentlicht');
      return;
    }
    if (want.release !== 204) {
      expect((await errorOf(await publish(row.id, cookies[c.who], p))).code).toBe('release_required');
      return;
    }
    const otherChannels = await publish(row.id, cookies[c.who], { ...p, channels: [{ id: seed.instagramChannelId }] });
    expect(otherChannels.status).toBe(409);
    expect((await errorOf(otherChannels)).message).toContain('Die Freigabe gilt für andere Kanäle');
    const otherText = await publish(row.id, cookies[c.who], {
      ...p,
      channels: [{ id: seed.instagramChannelId }, { id: seed.mastodonChannelId, text: 'Anders.' }],
    });
    expect((await errorOf(otherText)).message).toContain('Die Freigabe gilt für andere Kanäle');
    const otherTime = await publish(row.id, cookies[c.who], { ...p, scheduled_at: inHours(72) });
    expect(otherTime.status).toBe(409);
    expect((await errorOf(otherTime)).message).toContain('Die Freigabe gilt für einen anderen Zeitpunkt');
    const now = await publish(row.id, cookies[c.who], { channels: p.channels });
    expect((await errorOf(now)).message).toContain('Die Freigabe gilt für einen anderen Zeitpunkt');
    expect(buffer.posts().filter((post) => post.text === row.instagramText)).toHaveLength(0);

    const same = await publish(row.id, cookies[c.who], p);
    expect(same.status).toBe(200);
    const { publications } = await same.json();
    expect(publications.map((x: { channel_id: string }) => x.channel_id).sort()).toEqual(
      [seed.instagramChannelId, seed.mastodonChannelId].sort(),
    );
    expect(buffer.posts().filter((post) => post.text === 'Europa wählt. Mehr bei uns.').length).toBeGreaterThan(0);
    const after = await item(row.id);
    expect(after.status).toBe('geplant');
    expect(after.release.plan).toMatchObject({
      scheduled_at: p.scheduled_at,
      channels: [
        { id: seed.instagramChannelId, network: 'Instagram', text: null },
        { id: seed.mastodonChannelId, network: 'Mastodon', text: 'Europa wählt. Mehr bei uns.' },
      ],
    });
  });

  it('checks the plan of a release like a publish request', async () => {
    await setFourEyes(true);
    const row = await topic({ lastContentBy: ids.author });
    const notAllowed = await release(row.id, row.version, cookies.member, {
      channels: [{ id: seed.linkedinChannelId }],
    });
    expect(notAllowed.status).toBe(422);
    expect((await errorOf(notAllowed)).message).toContain('ist für das Team nicht freigegeben');
    const tooLong = await release(row.id, row.version, cookies.member, {
      channels: [{ id: seed.blueskyChannelId, text: 'Europa '.repeat(60) }],
    });
    expect(tooLong.status).toBe(422);
    expect((await errorOf(tooLong)).message).toMatch(/^Bluesky: Der Text hat \d+ Zeichen, erlaubt sind 300\./);
    const soon = await release(row.id, row.version, cookies.member, { scheduled_at: inHours(0.1) });
    expect(soon.status).toBe(400);
    expect((await item(row.id)).release).toBeNull();
  });

  it('refuses a released time that has passed and asks for a new release', async () => {
    await setFourEyes(true);
    const start = t.clock.now().toISOString();
    const row = await topic({ lastContentBy: ids.author });
    const p = { channels: [{ id: seed.instagramChannelId }], scheduled_at: inHours(0.5) };
    expect((await release(row.id, row.version, cookies.member, p)).status).toBe(204);
    t.clock.set(new Date(t.clock.now().getTime() + 25 * 60_000).toISOString());
    try {
      const late = await publish(row.id, cookies.member, p);
      expect(late.status).toBe(409);
      expect((await errorOf(late)).message).toMatch(
        /^Der freigegebene Zeitpunkt \(18\.11\.2026, 11:30 Uhr\) ist vorbei .* für einen neuen Zeitpunkt freigeben\.$/,
      );
    } finally {
      t.clock.set(start);
    }
    expect(buffer.posts().filter((post) => post.text === row.instagramText)).toHaveLength(0);
  });

  it('„Plan ändern“ revokes the release with the reason on the card and in the log', async () => {
    await setFourEyes(true);
    const row = await topic({ lastContentBy: ids.author });
    expect((await release(row.id, row.version, cookies.member, planP())).status).toBe(204);
    expect((await withdraw(row.id, cookies.author, 'sonstwas')).status).toBe(400);
    expect((await withdraw(row.id, cookies.author, 'kanaele')).status).toBe(204);
    expect(await item(row.id)).toMatchObject({ status: 'bearbeitet', release: null, release_revoked: 'kanaele' });
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.newsId, row.id));
    expect(entries.find((e) => e.kind === 'news.release_withdrawn')!.after).toEqual({
      reason: 'kanaele',
      label: 'Freigabe aufgehoben: Kanäle geändert',
    });
    expect((await errorOf(await publish(row.id, cookies.author, planP()))).code).toBe('release_required');
    // Released again for another time, by the other person: the card no longer shows the revocation.
    const edited = await item(row.id);
    expect((await release(edited.id, edited.version, cookies.admin, { scheduled_at: inHours(30) })).status).toBe(204);
    expect((await withdraw(row.id, cookies.admin, 'zeitpunkt')).status).toBe(204);
    expect((await item(row.id)).release_revoked).toBe('zeitpunkt');
  });

  it('„Verschieben“ under the rule: a new release for the new time by the mover; the author is refused', async () => {
    await setFourEyes(true);
    const row = await topic({ lastContentBy: ids.author });
    const p = { channels: [{ id: seed.instagramChannelId }], scheduled_at: inHours(24) };
    expect((await release(row.id, row.version, cookies.member, p)).status).toBe(204);
    const scheduled = await publish(row.id, cookies.author, p);
    expect(scheduled.status).toBe(200);
    const [post] = (await scheduled.json()).publications;
    const move = (cookie: string | undefined, at: string) =>
      app.request(`/api/plan/${post.id}/reschedule`, jsonRequest('POST', { scheduled_at: at }, cookie));

    const refused = await move(cookies.author, inHours(48));
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(
      'Verschieben muss eine zweite Person: Der Zeitpunkt gehört zur Freigabe, und du hast die letzte Änderung an diesem Beitrag gemacht.',
    );
    expect((await item(row.id)).status).toBe('geplant');
    expect(buffer.posts().filter((x) => x.text === row.instagramText)).toHaveLength(1);

    const later = inHours(48);
    const moved = await move(cookies.admin, later);
    expect(moved.status).toBe(200);
    const after = await item(row.id);
    expect(after.status).toBe('geplant');
    expect(after.release).toMatchObject({ released_by_email: 'admin@example.org' });
    expect(after.release.plan).toMatchObject({ scheduled_at: later, channels: [{ id: seed.instagramChannelId }] });
    const releases = (await t.db.select().from(activityLog).where(eq(activityLog.newsId, row.id))).filter(
      (e) => e.kind === 'news.released',
    );
    expect(releases.map((e) => e.actorEmail)).toEqual(['member@example.org', 'admin@example.org']);
    expect(releases[1]!.after).toMatchObject({ moved: true });
  });
});
