import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
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
import { news } from '../../db/schema/news';
import { newsPublication } from '../../db/schema/publishing';
import { startJobs, type Jobs } from '../../jobs/jobs';
import { createLogger } from '../../lib/logger';
import { createBufferClient } from '../../engines/buffer/buffer-client';
import type { Sharepic } from '../../../shared/news';
import { renderForNews } from '../news';
import { saveBufferSettings } from '../buffer-account';
import { createUser } from '../users';
import { recoverPublications, registerPublishingWorker } from './publish-job';
import { buildPayload, publishedImages } from './publish-payload';
import { publishNews } from './publishing.service';
import { findPublication, markSending } from './publishing.repo';
import { startPublication } from './publication-steps';

describe.each(backends)('publishing through Buffer on %s', (backend) => {
  let t: TestContext;
  let ctx: AppContext;
  let app: ReturnType<typeof createApp>;
  let jobs: Jobs;
  let buffer: FakeBuffer;
  let editor: string;
  let editorId: string;
  let sharepics: Sharepic[];
  let captionCounter = 0;

  beforeAll(async () => {
    buffer = await startFakeBuffer();
    t = await createTestContext(backend, { BUFFER_API_URL: buffer.url });
    jobs = await startJobs(t.database, createLogger('silent'));
    // The app under test gets the job queue (the shared test context runs none).
    ctx = { ...t, jobs };
    app = createApp(ctx);
    await registerPublishingWorker(ctx);
    editorId = (await createUser(t, { email: 'redaktion@example.org', password: 'geheim123', role: 'editor' })).id;
    editor = await signIn(t, 'redaktion@example.org', 'geheim123');
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
  });
  afterAll(async () => {
    await jobs.stop();
    await t.close();
    await buffer.close();
  });

  const configure = () => saveBufferSettings(t, { access_token: seed.apiKey, profile_id: seed.instagramChannelId });
  /** A topic with three rendered sharepics and a caption no other test uses. */
  async function topic(over: Partial<typeof news.$inferInsert> = {}) {
    captionCounter += 1;
    const [row] = await t.db
      .insert(news)
      .values({
        title: 'Europa wählt',
        date: '2026-11-18',
        status: 'bearbeitet',
        instagramText: `Europa wählt (${captionCounter}). Was das für uns bedeutet. #Europa #EU`,
        sharepics,
        ...over,
      })
      .returning();
    return row!;
  }
  const publish = (id: string, body: { republish?: boolean } = {}) =>
    app.request(`/api/news/${id}/publish`, jsonRequest('POST', body, editor));
  const preflight = async (id: string) =>
    (await app.request(`/api/news/${id}/publish/preflight`, jsonRequest('POST', undefined, editor))).json();
  /** The item as the team sees it (signed in). */
  const item = async (id: string) => (await app.request(`/api/news/${id}`, { headers: { cookie: editor } })).json();
  const editCaption = (id: string, caption: string) =>
    t.db.update(news).set({ instagramText: caption, status: 'bearbeitet' }).where(eq(news.id, id));
  const postsWith = (caption: string) => buffer.posts().filter((p) => p.text === caption);
  const createPostCalls = () => buffer.requests().filter((r) => r.query.includes('createPost')).length;

  it('preflight fails without Buffer settings, naming the check in German', async () => {
    const row = await topic();
    const { checks, passed, default_channel } = await preflight(row.id);
    expect(passed).toBe(false);
    expect(checks.find((c: any) => c.id === 'settings')).toMatchObject({ ok: false, label: 'Buffer-Einstellungen' });
    // Addressed to an editor: an admin has to set it up (no „/admin“, no PUBLIC_URL).
    expect(checks.find((c: any) => c.id === 'settings').message).toContain('Das kann nur ein Admin');
    // No channel to choose: the dialog names the one it would be, not set up yet.
    expect(default_channel).toEqual({ network: 'Instagram', name: null, configured: false });
    const res = await publish(row.id);
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error.code).toBe('preflight_failed');
    expect(body.error.message).toContain('Buffer-Einstellungen');
    expect(body.error.details.checks.length).toBe(checks.length);
    expect((await item(row.id)).status).toBe('bearbeitet');
    expect(buffer.posts()).toHaveLength(0);
  });

  it('preflight passes with settings, JPEGs at 4:5 and a loopback PUBLIC_URL while Buffer itself is local', async () => {
    await configure();
    const { checks, passed, channels, default_channel } = await preflight((await topic()).id);
    expect(checks.filter((c: any) => !c.ok)).toEqual([]);
    expect(passed).toBe(true);
    // Saving the settings allows their Instagram channel: listed by name, so no unnamed default is needed.
    expect(channels.map((c: any) => [c.network, c.name])).toEqual([['Instagram', 'Europa-Union Musterstadt']]);
    expect(default_channel).toBeNull();
    expect(checks.map((c: any) => c.id)).toEqual([
      'settings',
      'caption_length',
      'hashtags',
      'images_present',
      'images_jpeg',
      'public_url',
      'photo_credit',
      'buffer_reachable',
    ]);
  });

  it('preflight refuses a 2,300-character caption and a topic without images', async () => {
    const long = await topic({ instagramText: 'a'.repeat(2300) });
    const tooLong = (await preflight(long.id)).checks.find((c: any) => c.id === 'caption_length');
    expect(tooLong).toMatchObject({ ok: false, label: 'Länge des Instagram-Texts' });
    expect(tooLong.message).toContain('2300 Zeichen');
    const bare = await topic({ sharepics: [] });
    const { checks } = await preflight(bare.id);
    expect(checks.find((c: any) => c.id === 'images_present')).toMatchObject({ ok: false, label: 'Drei Sharepics' });
    expect((await publish(long.id)).status).toBe(422);
    expect(buffer.posts()).toHaveLength(0);
  });

  it('publishes one carousel post with the caption and the three JPEGs in order, and records who sent what', async () => {
    const row = await topic();
    const res = await publish(row.id);
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.publication).toMatchObject({
      status: 'sent',
      requested_by_email: 'redaktion@example.org',
      caption: row.instagramText,
      reminder: false,
      message: 'Post wurde über Buffer auf Instagram veröffentlicht',
    });
    const posts = postsWith(row.instagramText);
    expect(posts).toHaveLength(1);
    const post = posts[0]!;
    const jpegUrls = sharepics.map((s) => `http://localhost:3000${s.url.replace(/\.png$/, '.jpg')}`);
    expect(post.assets.map((a) => a.url)).toEqual(jpegUrls);
    expect(post).toMatchObject({
      channelId: seed.instagramChannelId,
      shareMode: 'shareNow',
      schedulingType: 'automatic',
    });
    expect(post.instagram).toMatchObject({ type: 'post', shouldShareToFeed: true });
    expect(body.publication.buffer_post_id).toBe(post.id);
    // The hashes are those of the files Buffer fetches.
    for (const [i, image] of body.publication.images.entries()) {
      const file = path.join(
        t.env.dataDir,
        'media',
        sharepics[i]!.url.replace('/media/', '').replace(/\.png$/, '.jpg'),
      );
      expect(image).toEqual({
        url: jpegUrls[i],
        sha256: createHash('sha256')
          .update(await readFile(file))
          .digest('hex'),
      });
    }
    const card = await item(row.id);
    expect(card.status).toBe('veröffentlicht');
    expect(card.publication).toMatchObject({
      published_by_name: 'Redaktion',
      published_by_email: 'redaktion@example.org',
      buffer_post_id: post.id,
    });
    const listed = (await (await app.request('/api/news', { headers: { cookie: editor } })).json()).find(
      (n: any) => n.id === row.id,
    );
    expect(listed.publication.buffer_post_id).toBe(post.id);
    // Anonymous visitors learn when, not who.
    const open = (await (await app.request('/api/news')).json()).find((n: any) => n.id === row.id);
    expect(open.publication).toEqual({ published_at: card.publication.published_at });
  });

  it('refuses to publish a published topic again without `republish` (409), unchanged or edited', async () => {
    const row = await topic();
    const first = await (await publish(row.id)).json();
    const again = await publish(row.id);
    expect(again.status).toBe(409);
    const refusal = await again.json();
    expect(refusal.error).toMatchObject({
      code: 'already_published',
      message: expect.stringContaining('Ein erneutes Veröffentlichen erstellt einen zweiten Beitrag auf Instagram'),
    });
    expect(refusal.error.details.publication.id).toBe(first.publication.id);

    const edited = `${row.instagramText} Nachtrag.`;
    await editCaption(row.id, edited);
    expect((await publish(row.id)).status).toBe(409);
    expect((await publish(row.id, { republish: false })).status).toBe(409);
    expect(postsWith(row.instagramText)).toHaveLength(1);
    expect(postsWith(edited)).toHaveLength(0);
    expect((await item(row.id)).status).toBe('bearbeitet');
  });

  it('republishes an edited topic as a second post only when asked, and only once for a double click', async () => {
    const row = await topic();
    await publish(row.id);
    const edited = `${row.instagramText} Korrektur.`;
    await editCaption(row.id, edited);
    buffer.setMode({ kind: 'delay', ms: 300 });
    const [a, b] = await Promise.all([publish(row.id, { republish: true }), publish(row.id, { republish: true })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await a.json()).publication.id).toBe((await b.json()).publication.id);
    expect(postsWith(row.instagramText)).toHaveLength(1);
    expect(postsWith(edited)).toHaveLength(1);
    expect((await item(row.id)).status).toBe('veröffentlicht');
  });

  it('a republish of unchanged content answers with the existing publication and posts nothing', async () => {
    const row = await topic();
    const first = await (await publish(row.id)).json();
    const again = await publish(row.id, { republish: true });
    expect(again.status).toBe(200);
    expect((await again.json()).publication.id).toBe(first.publication.id);
    expect(postsWith(row.instagramText)).toHaveLength(1);
  });

  it('checks the publish body with the shared schema', async () => {
    const row = await topic();
    const res = await publish(row.id, { republish: 'ja' } as never);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('validation_failed');
    expect(postsWith(row.instagramText)).toHaveLength(0);
  });

  it('shows Buffer’s typed error as 502 in German and gives the topic its earlier status back', async () => {
    const row = await topic({ status: 'vorschlag' });
    buffer.setMode({
      kind: 'typedError',
      typename: 'InvalidInputError',
      message: 'Instagram posts need a valid image',
    });
    const res = await publish(row.id);
    expect(res.status).toBe(502);
    const body = await res.json();
    expect(body.error).toMatchObject({
      code: 'publish_failed',
      message: 'Buffer hat den Post abgelehnt: Instagram posts need a valid image',
    });
    expect((await item(row.id)).status).toBe('vorschlag');
    const [attempt] = await t.db.select().from(newsPublication).where(eq(newsPublication.newsId, row.id));
    expect(attempt).toMatchObject({
      status: 'failed',
      previousStatus: 'vorschlag',
      errorKind: 'invalid_input',
      outcomeUnknown: false,
    });
    expect((await item(row.id)).publication).toBeNull();
    // Fixed on Buffer's side: the next click publishes.
    expect((await publish(row.id)).status).toBe(200);
    expect(postsWith(row.instagramText)).toHaveLength(1);
  });

  it('makes two simultaneous publish requests (double click, two editors) into one Buffer post', async () => {
    const row = await topic();
    buffer.setMode({ kind: 'delay', ms: 300 });
    const [a, b] = await Promise.all([publish(row.id), publish(row.id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [pa, pb] = [(await a.json()).publication, (await b.json()).publication];
    expect(pa.id).toBe(pb.id);
    expect(postsWith(row.instagramText)).toHaveLength(1);
    expect(await t.db.select().from(newsPublication).where(eq(newsPublication.newsId, row.id))).toHaveLength(1);
  });

  it('adopts the post when the connection drops after Buffer created it, instead of creating a second', async () => {
    const row = await topic();
    const callsBefore = createPostCalls();
    buffer.setMode({ kind: 'dropAfterCreate' });
    const res = await publish(row.id);
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    const posts = postsWith(row.instagramText);
    expect(posts).toHaveLength(1);
    expect(body.publication.buffer_post_id).toBe(posts[0]!.id);
    expect(createPostCalls() - callsBefore).toBe(1);
  });

  it('after a crash between Buffer’s answer and our write, the restarted job finds the post and does not post again', async () => {
    const row = await topic();
    const payload = await buildPayload(t, row);
    // The crashed server had recorded the attempt, marked it `sending`, and Buffer created the post...
    const user = { id: editorId, email: 'redaktion@example.org', role: 'editor' as const };
    const outcome = await startPublication(t, user, row.id, [
      {
        requestedBy: null,
        requestedByEmail: 'redaktion@example.org',
        requestedAt: t.clock.now(),
        caption: payload.caption,
        images: publishedImages(payload),
        contentHash: payload.contentHash!,
        channelId: seed.instagramChannelId,
      },
    ]);
    if (outcome.kind !== 'started' || outcome.results[0]?.kind !== 'started') throw new Error(outcome.kind);
    const started = outcome.results[0];
    await markSending(t.db, started.publication.id, 60);
    const created = await createBufferClient({ baseUrl: buffer.url }).createInstagramCarouselPost({
      apiKey: seed.apiKey,
      channelId: seed.instagramChannelId,
      text: payload.caption,
      imageUrls: payload.images.map((i) => i.url!),
    });
    if (!created.ok) throw new Error(created.message);
    // ...then died before writing the answer; its lease has run out by the time the server is back.
    await t.db
      .update(newsPublication)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(newsPublication.id, started.publication.id));
    const callsBefore = createPostCalls();

    expect(await recoverPublications(ctx)).toBe(1);
    await expect
      .poll(async () => (await findPublication(t.db, started.publication.id))?.status, { timeout: 15_000 })
      .toBe('sent');
    expect((await findPublication(t.db, started.publication.id))!.bufferPostId).toBe(created.postId);
    expect(createPostCalls()).toBe(callsBefore);
    expect(postsWith(row.instagramText)).toHaveLength(1);
  });

  it('counts a reminder post as published, but says that Buffer will only remind', async () => {
    buffer.setOptions({ carouselsAsReminders: true });
    try {
      const row = await topic();
      const res = await publish(row.id);
      const body = await res.json();
      expect(res.status).toBe(200);
      expect(body.publication).toMatchObject({ status: 'sent', reminder: true });
      expect(body.publication.message).toContain('nur als Erinnerung');
      expect((await item(row.id)).publication.reminder).toBe(true);
    } finally {
      buffer.setOptions({ carouselsAsReminders: false });
    }
  });

  it('answers 202 when Buffer is slow, and the job finishes and announces it afterwards', async () => {
    const row = await topic();
    const user = { id: editorId, email: 'redaktion@example.org', role: 'editor' as const };
    buffer.setMode({ kind: 'delay', ms: 1500 });
    const events: string[] = [];
    const off = t.realtime.subscribe((e) => e.type === 'news-updated' && e.id === row.id && events.push(e.type));
    try {
      const outcome = await publishNews(ctx, row.id, user, { waitMs: 200 });
      expect(outcome.kind).toBe('pending');
      await expect
        .poll(async () => (await item(row.id)).publication?.buffer_post_id ?? null, { timeout: 15_000 })
        .not.toBeNull();
      expect(events.length).toBeGreaterThanOrEqual(2); // freigegeben, then sent
      expect(postsWith(row.instagramText)).toHaveLength(1);
    } finally {
      off();
    }
  });
});
