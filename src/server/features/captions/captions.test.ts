import { splitSourcedLines } from '../../../shared/slide-text';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createTestContext,
  jsonRequest,
  signIn,
  type TestContext,
} from '../../../../tests/setup/test-context';
import { news } from '../../db/schema/news';
import { articles } from '../../db/schema/pipeline';
import type { RealtimeEvent } from '../../realtime/realtime';
import { fixtureDir } from '../../engines/pipeline/test-helpers';
import { messages } from '../../../shared/messages';
import { runPipelineNow, waitForPipelineRuns } from '../pipeline';
import { createUser } from '../users';

const sources = [
  path.join(fixtureDir, 'de_tagesschau_2024-12-21.xml'),
  path.join(fixtureDir, 'de_spiegel_2024-12-21.xml'),
];
const asOf = new Date('2024-12-21T19:00:00Z');

/** „Belege“ and „Text neu vorschlagen“ over items a real run wrote from the shipped feed excerpts. */
describe.each(backends)('caption evidence and new caption proposals on %s', (backend) => {
  let t: TestContext;
  let editor: string;
  const events: RealtimeEvent[] = [];

  beforeAll(async () => {
    t = await createTestContext(backend);
    t.clock.set('2024-12-21T19:30:00Z');
    t.realtime.subscribe((e) => events.push(e));
    await createUser(t, { email: 'red@example.org', password: 'geheim123', role: 'editor' });
    editor = await signIn(t, 'red@example.org', 'geheim123');
    const outcome = await (await runPipelineNow(t, { trigger: 'cli', asOf, sources })).done;
    expect(outcome.status).toBe('succeeded');
  }, 240_000);
  afterAll(async () => {
    await waitForPipelineRuns(t);
    await t.close();
  });

  const rows = () => t.db.select().from(news).orderBy(news.createdAt, news.id);
  // Items of one run share their creation time, so their order is not stable: the edited one is picked by content.
  const withFact = async () => (await rows()).find((i) => i.captionSentences.some((s) => s.role === 'fact'))!;
  const row = async (id: string) => (await t.db.select().from(news).where(eq(news.id, id)))[0]!;
  const evidence = async (id: string, cookie?: string) =>
    t.app.request(`/api/news/${id}/evidence`, jsonRequest('GET', undefined, cookie));
  const regenerate = (id: string, version: number, cookie?: string) =>
    t.app.request(`/api/news/${id}/caption/regenerate`, jsonRequest('POST', { version }, cookie));

  it('a run stores each caption sentence with its sources, and the story articles behind it', async () => {
    const items = await rows();
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) {
      const stating = item.captionSentences.filter((s) => s.role !== 'closing');
      // At least the hook; a story whose reports carry less than two facts is not padded, the card says it is thin.
      expect(stating.length, item.title).toBeGreaterThanOrEqual(1);
      if (stating.length < 2) expect(item.recommendationEditSuggestions.join(' '), item.title).toMatch(/zu wenig her/);
      expect(item.captionReview?.readiness, item.title).toMatch(/bereit|überarbeiten/);
      for (const s of stating) expect(s.sources.length, s.text).toBeGreaterThan(0);
      for (const s of item.captionSentences) expect(item.instagramText).toContain(s.text);
      const stored = await t.db.select().from(articles).where(inArray(articles.id, item.storyArticleIds));
      expect(stored).toHaveLength(item.storyArticleIds.length);
      expect(stored.map((a) => a.url)).toEqual(
        expect.arrayContaining(stating.flatMap((s) => s.sources.map((x) => x.url))),
      );
    }
  });

  it('shows the evidence to team members only, never to visitors or in the public list', async () => {
    const [item] = await rows();
    const anonymous = await evidence(item!.id);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.message).toBe(messages.api.unauthorized);

    for (const url of ['/api/news', '/api/news?category=woche', `/api/news/${item!.id}`]) {
      const body = await (await t.app.request(url)).text();
      expect(body, url).not.toContain('caption_sentences');
      expect(body, url).not.toContain('story_article_ids');
      for (const key of ['"sources"', '"outlet"', '"edited"']) expect(body, url).not.toContain(key);
    }

    const res = await evidence(item!.id, editor);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ news_id: item!.id, version: item!.version, generated: true });
    expect(body.entries.length).toBe(item!.captionSentences.length);
    expect(body.entries.every((e: any) => !e.edited)).toBe(true);
    const hook = body.entries[0];
    expect(hook.role).toBe('hook');
    expect(hook.sources[0]).toMatchObject({ outlet: expect.any(String), url: expect.stringMatching(/^https?:\/\//) });
    for (const e of body.entries.filter((x: { role: string }) => x.role === 'closing'))
      expect(e).toMatchObject({ sources: [], edited: false });
  });

  it('marks what a person changed as edited, without a source', async () => {
    const item = await withFact();
    const fact = item!.captionSentences.find((s) => s.role === 'fact')!;
    const caption = `${item!.instagramText.replace(fact.text, 'Das hat die Redaktion umformuliert.')}\n\nUnser eigener Satz.`;
    const saved = await t.app.request(
      `/api/news/${item!.id}/text`,
      jsonRequest('PATCH', { title: item!.title, instagram_text: caption, version: item!.version }, editor),
    );
    expect(saved.status).toBe(200);
    const { entries } = await (await evidence(item!.id, editor)).json();
    const edited = entries.filter((e: any) => e.edited);
    expect(edited).toEqual([
      { text: 'Das hat die Redaktion umformuliert.', role: null, sources: [], edited: true },
      { text: 'Unser eigener Satz.', role: null, sources: [], edited: true },
    ]);
    expect(entries.some((e: any) => e.text === fact.text)).toBe(false);
    expect(entries.filter((e: any) => !e.edited)).toHaveLength(item!.captionSentences.length - 1);
  });

  it('refuses a new caption to visitors and at a stale version', async () => {
    const item = await withFact();
    expect((await regenerate(item!.id, item!.version)).status).toBe(401);
    const stale = await regenerate(item!.id, item!.version - 1, editor);
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toEqual({ code: 'conflict', message: messages.edit.conflict });
    expect((await regenerate(item!.id, 0, editor)).status).toBe(400);
  });

  it('writes a new caption whose every stating sentence has a source; an edited topic stays bearbeitet', async () => {
    const item = await withFact();
    expect(item!.status).toBe('bearbeitet');
    events.length = 0;
    const res = await regenerate(item!.id, item!.version, editor);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id: item!.id, status: 'bearbeitet', version: item!.version + 1 });
    expect(body.instagram_text).not.toBe(item!.instagramText);
    expect(body.instagram_text).not.toContain('Unser eigener Satz.');
    expect(events).toContainEqual({ type: 'news-updated', id: item!.id });

    const after = await row(item!.id);
    expect(after.title).toBe(item!.title);
    expect(after.sharepics[0]).toEqual(item!.sharepics[0]);
    expect(after.sharepics[2]).toEqual(item!.sharepics[2]);
    // Sharepic 2 was the generator's: it follows the new caption, each of its facts standing in it.
    const facts = splitSourcedLines(after.sharepics[1]!.layers.inhalt);
    expect(facts.length).toBeGreaterThan(0);
    // The slide names the outlet under the fact, not in it: each sentence without its parenthesis stands in the
    // caption (a line may join a sentence with the one before it that names who it speaks of, and the facts of one
    // outlet in a row).
    for (const fact of facts)
      for (const sentence of fact.text.split(/(?<=[\p{Ll})]\.) (?=\p{Lu})/u))
        expect(after.instagramText).toContain(sentence.replace(/ \([^()]*\)\.$|\.$/, ''));
    const { entries } = await (await evidence(item!.id, editor)).json();
    expect(entries.every((e: any) => !e.edited)).toBe(true);
    for (const e of entries.filter((x: any) => x.role !== 'closing'))
      expect(e.sources.length, e.text).toBeGreaterThan(0);
  });

  it('keeps a proposal a proposal and asks no question the week’s other captions ask', async () => {
    const items = await rows();
    const item = items.find((i) => i.status === 'vorschlag')!;
    // A closing question is written only where one fits; the new caption never repeats one the week asks.
    const questions = (text: string) => text.split('\n\n').filter((p) => p.trim().endsWith('?'));
    const res = await regenerate(item.id, item.version, editor);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('vorschlag');
    const others = items.filter((i) => i.id !== item.id).flatMap((i) => questions(i.instagramText));
    for (const question of questions(body.instagram_text)) expect(others).not.toContain(question);
  });

  it('refuses a released or published topic with a German message, and a topic without stored articles', async () => {
    const [, , item] = await rows();
    for (const status of ['freigegeben', 'veröffentlicht'] as const) {
      await t.db.update(news).set({ status }).where(eq(news.id, item!.id));
      const res = await regenerate(item!.id, (await row(item!.id)).version, editor);
      expect(res.status).toBe(409);
      expect((await res.json()).error.message).toBe(messages.caption.notAfterRelease);
    }
    const [handMade] = await t.db
      .insert(news)
      .values({ title: 'Von Hand', date: '2024-12-21', instagramText: 'Handgeschrieben.' })
      .returning();
    const res = await regenerate(handMade!.id, handMade!.version, editor);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(messages.caption.noArticles);
    const { generated, entries } = await (await evidence(handMade!.id, editor)).json();
    expect(generated).toBe(false);
    expect(entries).toEqual([{ text: 'Handgeschrieben.', role: null, sources: [], edited: true }]);
  });
});
