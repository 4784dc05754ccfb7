import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { newsPublication } from '../../db/schema/publishing';
import { startJobs, type Jobs } from '../../jobs/jobs';
import { createLogger } from '../../lib/logger';
import { messages } from '../../../shared/messages';
import type { Sharepic } from '../../../shared/news';
import { renderForNews, saveRebrandedImages, saveRegeneratedImages } from '../news';
import { regenerateSharepics } from '../editing';
import { saveAllowedChannels, saveBufferSettings } from '../buffer-account';
import { createUser } from '../users';
import { registerPublishingWorker } from './publish-job';
import { syncPlan } from './plan-sync';

/**
 * Scheduled posts on several channels (docs/decisions/025-scheduled-posts-and-channels.md) against the
 * fake Buffer, whose clock runs with the test clock: one post per channel exactly once, the schedule's
 * limits, cancel and reschedule, and the sync that sees what happened in Buffer.
 */
describe.each(backends)('scheduled posts on several channels on %s', (backend) => {
  let t: TestContext;
  let ctx: AppContext;
  let app: ReturnType<typeof createApp>;
  let jobs: Jobs;
  let buffer: FakeBuffer;
  let editor: string;
  let admin: string;
  let sharepics: Sharepic[];
  let counter = 0;

  beforeAll(async () => {
    // Buffer's clock is the test clock (read lazily: the context is created after the fake).
    buffer = await startFakeBuffer({ now: () => t.clock.now().getTime() });
    t = await createTestContext(backend, { BUFFER_API_URL: buffer.url });
    jobs = await startJobs(t.database, createLogger('silent'));
    ctx = { ...t, jobs };
    app = createApp(ctx);
    await registerPublishingWorker(ctx);
    await createUser(t, { email: 'redaktion@example.org', password: 'geheim123', role: 'editor' });
    await createUser(t, { email: 'chefin@example.org', password: 'geheim123', role: 'admin' });
    editor = await signIn(t, 'redaktion@example.org', 'geheim123');
    admin = await signIn(t, 'chefin@example.org', 'geheim123');
    sharepics = (
      await renderForNews(
        t,
        [
          { titel: 'Europa plant', inhalt: '', image_url: '' },
          { titel: 'Was jetzt zählt', inhalt: 'Drei Punkte', image_url: '' },
        ],
        [null, null],
      )
    ).sharepics;
    await saveBufferSettings(t, { access_token: seed.apiKey, profile_id: seed.instagramChannelId });
  }, 120_000);
  afterAll(async () => {
    await jobs?.stop();
    await t?.close();
    await buffer?.close();
  });

  const allow = (ids: string[]) => saveAllowedChannels(t, ids);
  async function topic(over: Partial<typeof news.$inferInsert> = {}) {
    counter += 1;
    const [row] = await t.db
      .insert(news)
      .values({
        title: `Europa plant (${counter})`,
        date: '2026-11-18',
        status: 'bearbeitet',
        instagramText: `Europa plant (${counter}). Was das für uns bedeutet. #Europa #EU`,
        sharepics,
        ...over,
      })
      .returning();
    return row!;
  }
  const publish = (id: string, body: Record<string, unknown>, cookie = editor) =>
    app.request(`/api/news/${id}/publish`, jsonRequest('POST', body, cookie));
  const item = async (id: string) => (await app.request(`/api/news/${id}`, { headers: { cookie: editor } })).json();
  const plan = async (query = '') => (await app.request(`/api/plan${query}`, { headers: { cookie: editor } })).json();
  const postsWith = (text: string) => buffer.posts().filter((p) => p.text === text);
  const inHours = (h: number) => new Date(t.clock.now().getTime() + h * 3_600_000).toISOString();
  const rowsOf = (newsId: string) => t.db.select().from(newsPublication).where(eq(newsPublication.newsId, newsId));

  it('lets admins choose the channels the team may publish to, from every network of the account', async () => {
    const all = await (await app.request('/api/settings/buffer/all-channels', { headers: { cookie: admin } })).json();
    expect(new Set(all.map((c: { service: string }) => c.service))).toEqual(
      new Set(['instagram', 'facebook', 'linkedin', 'mastodon', 'bluesky', 'threads']),
    );
    const chosen = [seed.instagramChannelId, seed.mastodonChannelId, seed.blueskyChannelId];
    const forbidden = await app.request(
      '/api/settings/buffer/allowed-channels',
      jsonRequest('PUT', { channel_ids: chosen }, editor),
    );
    expect(forbidden.status).toBe(403);
    const unknown = await app.request(
      '/api/settings/buffer/allowed-channels',
      jsonRequest('PUT', { channel_ids: ['650000000000000000000fff'] }, admin),
    );
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toContain('gibt es in diesem Buffer-Konto nicht');
    const saved = await app.request(
      '/api/settings/buffer/allowed-channels',
      jsonRequest('PUT', { channel_ids: chosen }, admin),
    );
    expect(saved.status).toBe(200);
    expect((await saved.json()).channels).toEqual([
      { id: seed.instagramChannelId, service: 'instagram', name: 'Europa-Union Musterstadt' },
      { id: seed.mastodonChannelId, service: 'mastodon', name: 'Europa-Union Musterstadt' },
      { id: seed.blueskyChannelId, service: 'bluesky', name: 'Europa-Union Musterstadt' },
    ]);
  });

  it('previews each channel with its limits and offers a shortened text where the caption is too long', async () => {
    await allow([seed.instagramChannelId, seed.mastodonChannelId, seed.blueskyChannelId]);
    const long = [
      'Die EU einigt sich auf neue Regeln für Lieferketten.',
      'Unternehmen müssen künftig prüfen, ob ihre Zulieferer Menschenrechte achten. '.repeat(4).trim(),
      'Was meinst du?',
      '#EU #Lieferkette',
    ].join('\n\n');
    const row = await topic({ instagramText: long });
    const res = await app.request(`/api/news/${row.id}/publish/preflight`, jsonRequest('POST', undefined, editor));
    const { passed, channels } = await res.json();
    expect(passed).toBe(true);
    expect(channels.map((c: { network: string }) => c.network)).toEqual(['Instagram', 'Mastodon', 'Bluesky']);
    const [instagram, , bluesky] = channels;
    expect(instagram).toMatchObject({ editable: false, text: long, problems: [], unavailable: null });
    expect(bluesky.limits.text).toBe(300);
    expect(bluesky.problems[0]).toMatch(/^Bluesky: Der Text hat \d+ Zeichen, erlaubt sind 300\.$/);
    expect(bluesky.editable).toBe(true);
    expect(bluesky.text.startsWith('Die EU einigt sich auf neue Regeln für Lieferketten.')).toBe(true);
    expect([...bluesky.text].length).toBeLessThanOrEqual(300);

    // Sent as it is, the caption is refused for Bluesky before anything reaches Buffer; shortened, it goes out.
    const refused = await publish(row.id, { channels: [{ id: seed.blueskyChannelId }] });
    expect(refused.status).toBe(422);
    const body = await refused.json();
    expect(body.error.details.checks.at(-1)).toMatchObject({ id: 'channels', ok: false, label: 'Kanäle' });
    expect(body.error.details.checks.at(-1).message).toContain('erlaubt sind 300');
    expect(buffer.posts().filter((p) => p.channelId === seed.blueskyChannelId)).toHaveLength(0);
    const ok = await publish(row.id, {
      channels: [{ id: seed.instagramChannelId }, { id: seed.blueskyChannelId, text: bluesky.text }],
    });
    expect(ok.status).toBe(200);
    expect(postsWith(bluesky.text)).toHaveLength(1);
    expect(postsWith(long)).toHaveLength(1);
    expect(postsWith(long)[0]!.channelId).toBe(seed.instagramChannelId);
  });

  it('refuses a channel the admins did not allow, and a time under 10 minutes or over 90 days ahead, in German', async () => {
    await allow([seed.instagramChannelId, seed.mastodonChannelId]);
    const row = await topic();
    const threads = await publish(row.id, { channels: [{ id: seed.threadsChannelId }] });
    expect(threads.status).toBe(422);
    expect((await threads.json()).error.details.checks.at(-1).message).toContain('nicht freigegeben');
    const soon = await publish(row.id, { scheduled_at: inHours(0.15) });
    expect(soon.status).toBe(400);
    expect((await soon.json()).error).toMatchObject({
      code: 'validation_failed',
      message: 'Der geplante Zeitpunkt muss mindestens 10 Minuten in der Zukunft liegen.',
    });
    const late = await publish(row.id, { scheduled_at: inHours(24 * 90 + 1) });
    expect((await late.json()).error.message).toBe(
      'Der geplante Zeitpunkt darf höchstens 90 Tage in der Zukunft liegen.',
    );
    const malformed = await publish(row.id, { scheduled_at: '19.11.2026 10:00' });
    expect(malformed.status).toBe(400);
    const twice = await publish(row.id, { channels: [{ id: seed.mastodonChannelId }, { id: seed.mastodonChannelId }] });
    expect(twice.status).toBe(400);
    expect(postsWith(row.instagramText)).toHaveLength(0);
    expect((await item(row.id)).status).toBe('bearbeitet');
  });

  it('schedules one post per channel exactly once, even for a double click and a second member at once', async () => {
    await allow([seed.instagramChannelId, seed.mastodonChannelId, seed.blueskyChannelId]);
    const row = await topic();
    const at = inHours(24);
    const body = {
      channels: [{ id: seed.instagramChannelId }, { id: seed.mastodonChannelId }, { id: seed.blueskyChannelId }],
      scheduled_at: at,
    };
    buffer.setMode({ kind: 'delay', ms: 300 }, { times: 3 });
    const answers = await Promise.all([publish(row.id, body), publish(row.id, body), publish(row.id, body, admin)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    const ids = (b: { publications: { id: string }[] }) => b.publications.map((p) => p.id).sort();
    expect(ids(bodies[1])).toEqual(ids(bodies[0]));
    expect(ids(bodies[2])).toEqual(ids(bodies[0]));
    expect(bodies[0].publications.map((p: { post_state: string }) => p.post_state)).toEqual([
      'queued',
      'queued',
      'queued',
    ]);

    // One Buffer post per channel: three requests for three channels made three posts, not nine.
    const posts = postsWith(row.instagramText);
    expect(posts.map((p) => p.channelId).sort()).toEqual(
      [seed.instagramChannelId, seed.mastodonChannelId, seed.blueskyChannelId].sort(),
    );
    for (const post of posts)
      expect(post).toMatchObject({ shareMode: 'customScheduled', dueAt: at, status: 'scheduled' });
    expect(posts.find((p) => p.channelId === seed.instagramChannelId)!.instagram).toMatchObject({ type: 'post' });
    expect(posts.find((p) => p.channelId === seed.mastodonChannelId)!.instagram).toBeNull();
    expect(await rowsOf(row.id)).toHaveLength(3);

    const card = await item(row.id);
    expect(card.status).toBe('geplant');
    expect(card.publication).toBeNull();
    expect(card.channel_posts).toHaveLength(3);
    for (const c of card.channel_posts)
      expect(c).toMatchObject({ status: 'sent', post_state: 'queued', scheduled_at: at });
    // Visitors see the status, never the plan.
    const open = (await (await app.request('/api/news')).json()).find((n: { id: string }) => n.id === row.id);
    expect(open.status).toBe('geplant');
    expect(open.channel_posts).toBeUndefined();

    const again = await publish(row.id, { scheduled_at: inHours(48) });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('already_scheduled');
    expect(postsWith(row.instagramText)).toHaveLength(3);
  });

  it('cancels a post in Buffer; with none left the topic is freigegeben again; a second cancel changes nothing', async () => {
    await allow([seed.instagramChannelId, seed.mastodonChannelId]);
    const row = await topic();
    const res = await publish(row.id, {
      channels: [{ id: seed.instagramChannelId }, { id: seed.mastodonChannelId }],
      scheduled_at: inHours(30),
    });
    const [first, second] = (await res.json()).publications;
    const cancel = (id: string) => app.request(`/api/plan/${id}/cancel`, jsonRequest('POST', undefined, editor));

    expect((await cancel(first.id)).status).toBe(200);
    expect(buffer.posts().find((p) => p.id === first.buffer_post_id)!.deletedAt).not.toBeNull();
    expect((await item(row.id)).status).toBe('geplant');
    const [a, b] = await Promise.all([cancel(second.id), cancel(second.id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const card = await item(row.id);
    expect(card.status).toBe('freigegeben');
    expect(card.channel_posts.map((c: { status: string }) => c.status)).toEqual(['cancelled', 'cancelled']);
    expect(card.channel_posts[0].message).toBe('Storniert von Redaktion.');
    expect((await plan()).entries.filter((e: { news_id: string }) => e.news_id === row.id)).toEqual([]);
    expect((await cancel(first.id)).status).toBe(409);

    // Released again: it can be scheduled anew.
    const anew = await publish(row.id, { channels: [{ id: seed.mastodonChannelId }], scheduled_at: inHours(50) });
    expect(anew.status).toBe(200);
    expect(postsWith(row.instagramText).filter((p) => !p.deletedAt)).toHaveLength(1);
  });

  it('reschedules by deleting the post and scheduling it anew, once for two people at once', async () => {
    await allow([seed.instagramChannelId, seed.mastodonChannelId]);
    const row = await topic();
    const res = await publish(row.id, { channels: [{ id: seed.mastodonChannelId }], scheduled_at: inHours(26) });
    const [scheduled] = (await res.json()).publications;
    const later = inHours(75);
    const move = (cookie: string) =>
      app.request(`/api/plan/${scheduled.id}/reschedule`, jsonRequest('POST', { scheduled_at: later }, cookie));
    const [a, b] = await Promise.all([move(editor), move(admin)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const posts = postsWith(row.instagramText);
    expect(posts).toHaveLength(2);
    expect(posts.filter((p) => !p.deletedAt).map((p) => p.dueAt)).toEqual([later]);
    expect((await item(row.id)).status).toBe('geplant');
    const entries = (await plan()).entries.filter((e: { news_id: string }) => e.news_id === row.id);
    expect(entries).toMatchObject([{ at: later, state: 'queued', service: 'mastodon', news_title: row.title }]);
    const tooSoon = await app.request(
      `/api/plan/${entries[0].publication_id}/reschedule`,
      jsonRequest('POST', { scheduled_at: inHours(0.1) }, editor),
    );
    expect(tooSoon.status).toBe(400);
    expect(postsWith(row.instagramText).filter((p) => !p.deletedAt)).toHaveLength(1);
  });

  it('the sync marks a post Buffer sent, one deleted in Buffer and one Buffer could not publish', async () => {
    await allow([seed.instagramChannelId, seed.mastodonChannelId, seed.blueskyChannelId]);
    // A fresh start: earlier tests' queued posts would be synced too.
    await t.db
      .update(newsPublication)
      .set({ status: 'cancelled', postState: 'deleted' })
      .where(eq(newsPublication.postState, 'queued'));
    const sentLater = await topic();
    const deletedThere = await topic();
    const failedThere = await topic();
    const at = inHours(2);
    for (const row of [sentLater, deletedThere, failedThere]) {
      expect((await publish(row.id, { channels: [{ id: seed.mastodonChannelId }], scheduled_at: at })).status).toBe(
        200,
      );
    }
    expect(await syncPlan(ctx, { force: true })).toMatchObject({ changed: 0 });
    const postOf = (text: string) => postsWith(text).find((p) => !p.deletedAt)!;
    buffer.deleteInBuffer(postOf(deletedThere.instagramText).id);
    buffer.failPost(postOf(failedThere.instagramText).id, 'Mastodon rejected the media.');

    // Nothing is due yet and the last full sync is recent: the sync does not ask Buffer.
    const quiet = await syncPlan(ctx);
    expect(quiet).toMatchObject({ skipped: 'nothing_due', requests: 0 });

    t.clock.set(new Date(Date.parse(at) + 60_000).toISOString());
    const result = await syncPlan(ctx);
    expect(result.changed).toBe(3);
    // One listing for the organization, one look-up for the post missing from it.
    expect(result.requests).toBe(2);

    const sent = await item(sentLater.id);
    expect(sent.status).toBe('veröffentlicht');
    expect(sent.publication.published_at).toBe(at);
    expect(sent.channel_posts[0]).toMatchObject({ post_state: 'sent', finished_at: at });
    const deleted = await item(deletedThere.id);
    expect(deleted.status).toBe('freigegeben');
    expect(deleted.channel_posts[0]).toMatchObject({ status: 'cancelled', post_state: 'deleted' });
    const failed = await item(failedThere.id);
    expect(failed.status).toBe('freigegeben');
    expect(failed.channel_posts[0]).toMatchObject({
      status: 'failed',
      post_state: 'error',
      message: 'Buffer konnte den Beitrag nicht veröffentlichen: Mastodon rejected the media.',
    });

    const states = Object.fromEntries(
      (await plan('?from=2026-11-16')).entries
        .filter((e: { news_id: string }) => [sentLater.id, deletedThere.id, failedThere.id].includes(e.news_id))
        .map((e: { news_id: string; state: string }) => [e.news_id, e.state]),
    );
    expect(states).toEqual({ [sentLater.id]: 'sent', [deletedThere.id]: 'deleted', [failedThere.id]: 'error' });
    // Settled: nothing left to compare.
    expect(await syncPlan(ctx, { force: true })).toMatchObject({ skipped: 'nothing_to_sync', requests: 0 });
  });

  it('refuses every content change of a planned topic, so the post waiting in Buffer is what goes out', async () => {
    await allow([seed.instagramChannelId, seed.mastodonChannelId]);
    const row = await topic();
    const res = await publish(row.id, { channels: [{ id: seed.mastodonChannelId }], scheduled_at: inHours(20) });
    const [scheduled] = (await res.json()).publications;
    const before = await item(row.id);
    expect(before.status).toBe('geplant');
    const version = before.version;
    const refusals = [
      app.request(
        `/api/news/${row.id}/text`,
        jsonRequest('PATCH', { title: 'Neuer Titel', instagram_text: 'Neuer Text', version }, editor),
      ),
      app.request(
        `/api/news/${row.id}/sharepics`,
        jsonRequest(
          'PATCH',
          {
            sharepics: [
              { titel: 'Anders', inhalt: '' },
              { titel: 'Auch anders', inhalt: 'Eins' },
            ],
            version,
          },
          editor,
        ),
      ),
      app.request(
        `/api/news/${row.id}/backgrounds`,
        jsonRequest('PATCH', { backgrounds: [{ image_url: '' }, { image_url: '' }], version }, admin),
      ),
      app.request(`/api/news/${row.id}/regenerate`, jsonRequest('POST', undefined, editor)),
      app.request(`/api/news/${row.id}/caption/regenerate`, jsonRequest('POST', { version }, editor)),
    ];
    for (const answer of await Promise.all(refusals)) {
      expect(answer.status).toBe(409);
      expect((await answer.json()).error).toEqual({ code: 'planned', message: messages.edit.planned });
    }
    // The jobs' paths too: a regeneration queued before the plan, and the new look, leave the images alone.
    await expect(regenerateSharepics(ctx, row.id)).rejects.toMatchObject({ status: 409, code: 'planned' });
    const stored = (await t.db.select().from(news).where(eq(news.id, row.id)))[0]!;
    expect(
      await saveRegeneratedImages(ctx, row.id, stored.version, {
        sharepics: [],
        recommendationSharepicQuality: null,
        instagramText: 'Anderer Text',
        rejectedPhotos: [],
      }),
    ).toBeUndefined();
    expect(
      await saveRebrandedImages(ctx, row.id, stored.version, { sharepics: [], recommendationSharepicQuality: null }),
    ).toBeUndefined();

    const after = await item(row.id);
    expect(after).toMatchObject({
      status: 'geplant',
      version,
      title: row.title,
      instagram_text: row.instagramText,
    });
    expect(after.sharepics.map((p: Sharepic) => p.url)).toEqual(before.sharepics.map((p: Sharepic) => p.url));
    expect(postsWith(row.instagramText).filter((p) => !p.deletedAt)).toHaveLength(1);

    // Once the plan is cancelled, the topic is freigegeben and can be edited again.
    expect((await app.request(`/api/plan/${scheduled.id}/cancel`, jsonRequest('POST', undefined, editor))).status).toBe(
      200,
    );
    const edited = await app.request(
      `/api/news/${row.id}/text`,
      jsonRequest(
        'PATCH',
        { title: row.title, instagram_text: 'Neuer Text', version: (await item(row.id)).version },
        editor,
      ),
    );
    expect(edited.status).toBe(200);
    expect((await edited.json()).status).toBe('bearbeitet');
  });

  describe('a post that Buffer reports failed after it went out at once', () => {
    // Buffer answers `sending` for a post shared now and may fail it later (media, network).
    beforeAll(() => buffer.setOptions({ holdSending: true }));
    afterAll(() => buffer.setOptions({ holdSending: false }));

    it('gives the topic back as freigegeben when no channel went out, logs it, and lets it be published again', async () => {
      await allow([seed.instagramChannelId, seed.mastodonChannelId]);
      const row = await topic();
      const res = await publish(row.id, { channels: [{ id: seed.mastodonChannelId }] });
      expect(res.status).toBe(200);
      expect((await item(row.id)).status).toBe('veröffentlicht');
      const [post] = postsWith(row.instagramText);
      expect(post!.status).toBe('sending');
      buffer.failPost(post!.id, 'Mastodon rejected the media.');

      // Not due yet by time, but an immediate post still sending is always worth a look.
      const result = await syncPlan(ctx);
      expect(result.changed).toBeGreaterThanOrEqual(1);
      const card = await item(row.id);
      expect(card.status).toBe('freigegeben');
      expect(card.publication).toBeNull();
      expect(card.channel_posts).toMatchObject([
        {
          channel_id: seed.mastodonChannelId,
          status: 'failed',
          post_state: 'error',
          message: 'Buffer konnte den Beitrag nicht veröffentlichen: Mastodon rejected the media.',
        },
      ]);
      const logged = await t.db.select().from(activityLog).where(eq(activityLog.newsId, row.id));
      const entry = logged.find((e) => e.kind === 'news.failed_in_buffer');
      expect(entry).toMatchObject({
        actorName: expect.any(String),
        before: { status: 'veröffentlicht' },
        after: { status: 'freigegeben', channel_id: seed.mastodonChannelId, scheduled: false },
      });
      const log = await (await app.request(`/api/activity?news_id=${row.id}`, { headers: { cookie: admin } })).json();
      expect(log.entries.map((e: { kind_label: string }) => e.kind_label)).toContain('Laut Buffer fehlgeschlagen');

      // Published again with the same content: a new post, once, even for a double click.
      buffer.setMode({ kind: 'delay', ms: 300 });
      const again = await Promise.all([
        publish(row.id, { channels: [{ id: seed.mastodonChannelId }] }),
        publish(row.id, { channels: [{ id: seed.mastodonChannelId }] }),
      ]);
      expect(again.map((a) => a.status)).toEqual([200, 200]);
      expect(postsWith(row.instagramText)).toHaveLength(2);
      expect((await item(row.id)).status).toBe('veröffentlicht');
      const rows = await rowsOf(row.id);
      expect(rows.map((r) => `${r.status}/${r.postState}`).sort()).toEqual(['failed/error', 'sent/sent']);
      // Out once on the channel: a third request without „Erneut veröffentlichen“ is refused.
      const third = await publish(row.id, { channels: [{ id: seed.mastodonChannelId }] });
      expect(third.status).toBe(409);
      expect((await third.json()).error.code).toBe('already_published');
      expect(postsWith(row.instagramText)).toHaveLength(2);
    });

    it('keeps the topic veröffentlicht when another channel went out, and shows the failed channel', async () => {
      await allow([seed.instagramChannelId, seed.mastodonChannelId]);
      const row = await topic();
      const res = await publish(row.id, {
        channels: [{ id: seed.instagramChannelId }, { id: seed.mastodonChannelId }],
      });
      expect(res.status).toBe(200);
      const posts = postsWith(row.instagramText);
      const mastodon = posts.find((p) => p.channelId === seed.mastodonChannelId)!;
      const instagram = posts.find((p) => p.channelId === seed.instagramChannelId)!;
      buffer.failPost(mastodon.id, 'Mastodon rejected the media.');
      buffer.sendPost(instagram.id);

      await syncPlan(ctx);
      const card = await item(row.id);
      expect(card.status).toBe('veröffentlicht');
      expect(card.publication).not.toBeNull();
      const byChannel = Object.fromEntries(
        card.channel_posts.map((c: { channel_id: string; post_state: string }) => [c.channel_id, c.post_state]),
      );
      expect(byChannel).toEqual({ [seed.instagramChannelId]: 'sent', [seed.mastodonChannelId]: 'error' });
      const logged = await t.db.select().from(activityLog).where(eq(activityLog.newsId, row.id));
      expect(logged.find((e) => e.kind === 'news.failed_in_buffer')).toMatchObject({
        after: { status: 'veröffentlicht', channel_id: seed.mastodonChannelId },
      });
    });
  });

  it('pauses the sync for as long as Buffer asks when its rate limit is reached', async () => {
    await allow([seed.instagramChannelId, seed.mastodonChannelId]);
    const row = await topic();
    await publish(row.id, { channels: [{ id: seed.mastodonChannelId }], scheduled_at: inHours(5) });
    // One request left in the 15-minute window: the sync's listing uses it, the next sync hits the limit.
    buffer.resetRateLimits();
    buffer.setLimits({ '15m': 1 });
    try {
      await syncPlan(ctx, { force: true });
      const limited = await syncPlan(ctx, { force: true });
      expect(limited.rateLimited).toBe(true);
      const before = buffer.requests().length;
      expect(await syncPlan(ctx, { force: true })).toMatchObject({ skipped: 'paused', requests: 0 });
      expect(buffer.requests().length).toBe(before);
      const res = await app.request('/api/plan/sync', jsonRequest('POST', undefined, editor));
      expect(await res.json()).toEqual({ changed: 0, rate_limited: true });
    } finally {
      buffer.setLimits({ '15m': 100 });
      buffer.resetRateLimits();
    }
    t.clock.set(new Date(t.clock.now().getTime() + 16 * 60_000).toISOString());
    expect((await syncPlan(ctx, { force: true })).rateLimited).toBeUndefined();
  });

  it('shows the plan to the team only, two weeks from this Monday by default', async () => {
    expect((await app.request('/api/plan')).status).toBe(401);
    const view = await plan();
    expect(view.from).toBe('2026-11-16');
    expect(view.to).toBe('2026-11-29');
    expect((await app.request('/api/plan?weeks=9', { headers: { cookie: editor } })).status).toBe(400);
  });
});
