import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed, startFakeBuffer, type FakeBuffer } from './fakes/buffer';
import { startFakeFeeds } from './fakes/feeds';
import {
  allItems,
  api,
  baseEnv,
  runCliScript,
  scratchDatabase,
  signIn,
  startServerProcess,
  within,
  type ServerProcess,
} from './support/server-process';
import { installPostgres } from './setup/test-database';

/**
 * Two server processes on one PostgreSQL database and one data folder behave as one: one Buffer post per
 * publication, live updates across instances, one analysis run, and an instance that dies mid-send is
 * replaced by the other. PostgreSQL only: PGlite belongs to one process.
 */

const needsPostgres = `the two-instance test needs PostgreSQL, and none answered: ${installPostgres}`;

/** The publishing lease (publish-job.ts leaseSeconds) plus the sweep interval (sweepEveryMs) plus slack. */
const adoptionBoundMs = 60_000 + 10_000 + 20_000;

interface Publication {
  id: string;
  status: string;
  buffer_post_id: string | null;
}

describe('two server instances on one PostgreSQL', () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let buffer: FakeBuffer;
  let feeds: Awaited<ReturnType<typeof startFakeFeeds>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let cookieA: string;
  let cookieB: string;
  let items: Awaited<ReturnType<typeof allItems>>;

  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) throw new Error(needsPostgres);
    dataDir = mkdtempSync(path.join(tmpdir(), 'newsdash-two-'));
    database = await scratchDatabase('ops_two');
    buffer = await startFakeBuffer();
    feeds = await startFakeFeeds();
    // Same database, same data folder (uploaded and rendered images), same secret: what the README asks for.
    const env = baseEnv(dataDir, {
      DATABASE_URL: database.url,
      BUFFER_API_URL: buffer.url,
      ALLOW_PRIVATE_FETCH: 'true',
    });
    await runCliScript('src/server/cli/seed.ts', env);
    a = await startServerProcess(env);
    b = await startServerProcess(env);
    [cookieA, cookieB] = await Promise.all([signIn(a), signIn(b)]);
    const settings = await api(a, cookieA, 'PUT', '/api/settings/buffer', {
      access_token: seed.apiKey,
      profile_id: seed.instagramChannelId,
    });
    expect(settings.status).toBe(200);
    items = await allItems(b);
    expect(items.length).toBeGreaterThanOrEqual(3);
  }, 300_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await buffer?.close();
    await feeds?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const latestPublication = async (server: ServerProcess, cookie: string, id: string) =>
    ((await (await api(server, cookie, 'GET', `/api/news/${id}/publications`)).json()) as Publication[])[0];

  it('publishes once when both instances are asked at the same moment', async () => {
    const item = items[0]!;
    const [resA, resB] = await Promise.all([
      api(a, cookieA, 'POST', `/api/news/${item.id}/publish`, {}),
      api(b, cookieB, 'POST', `/api/news/${item.id}/publish`, {}),
    ]);
    // Both join the one attempt (200), or the later one finds it already sent and is refused without an
    // explicit republish (409 already_published, naming that publication).
    const answers = (await Promise.all([resA.json(), resB.json()])) as {
      publication?: Publication;
      error?: { code: string; details: { publication: Publication } };
    }[];
    const ids = answers.map((a, i) => {
      const status = [resA.status, resB.status][i];
      if (status === 409) {
        expect(a.error?.code).toBe('already_published');
        return a.error!.details.publication.id;
      }
      expect(status).toBe(200);
      return a.publication!.id;
    });
    expect([resA.status, resB.status]).toContain(200);
    expect(ids[0]).toBe(ids[1]);
    const pa = answers.find((a) => a.publication)!;
    expect(buffer.posts()).toHaveLength(1);
    expect(pa.publication!.buffer_post_id).toBe(buffer.posts()[0]!.id);
  }, 120_000);

  it('delivers an edit saved on instance A to an event stream on instance B within 2 s', async () => {
    const item = items[1]!;
    const controller = new AbortController();
    const stream = await fetch(`${b.url}/api/events`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const seen = (text: string) =>
      (async () => {
        while (!received.includes(text)) {
          const { value, done } = await reader.read();
          if (done) throw new Error('event stream ended');
          received += decoder.decode(value, { stream: true });
        }
      })();
    await seen('event: ready');

    const current = (await allItems(a)).find((i) => i.id === item.id)!;
    const savedAt = Date.now();
    const saved = await api(a, cookieA, 'PATCH', `/api/news/${item.id}/text`, {
      title: `${current.title} (bearbeitet)`,
      instagram_text: `${current.instagram_text}\n\nBearbeitet auf Instanz A.`,
      version: current.version,
    });
    expect(saved.status).toBe(200);
    const arrived = seen(`"id":"${item.id}"`).then(() => Date.now() - savedAt);
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('the edit did not reach instance B within 2 s')), 2_000),
    );
    try {
      const ms = await Promise.race([arrived, timeout]);
      console.info(`[two-instances] edit on A reached the event stream on B after ${ms} ms (save answered included)`);
      expect(received).toContain('event: news-updated');
    } finally {
      controller.abort();
    }
  }, 60_000);

  it('starts one analysis run when both instances are asked at the same moment', async () => {
    const { sources } = (await (await api(a, cookieA, 'GET', '/api/pipeline/sources')).json()) as {
      sources: { id: string }[];
    };
    for (const s of sources) {
      expect((await api(a, cookieA, 'PATCH', `/api/pipeline/sources/${s.id}`, { enabled: false })).status).toBe(200);
    }
    const added = await api(a, cookieA, 'POST', '/api/pipeline/sources', {
      name: 'Lokaler Feed',
      url: `${feeds.url}/feeds/de_tagesschau_2024-12-21.xml`,
      language: 'de',
      country: 'DE',
    });
    expect(added.status).toBe(201);

    const statuses = await Promise.all([
      api(a, cookieA, 'POST', '/api/pipeline/runs').then((r) => r.status),
      api(b, cookieB, 'POST', '/api/pipeline/runs').then((r) => r.status),
    ]);
    expect(statuses.sort()).toEqual([202, 409]);
    const runs = await within(120_000, 'the run has finished', async () => {
      const list = (await (await api(b, cookieB, 'GET', '/api/pipeline/runs')).json()) as {
        runs: { status: string; trigger: string }[];
      };
      return list.runs.every((r) => r.status !== 'running') ? list.runs : undefined;
    });
    expect(runs.filter((r) => r.trigger === 'manual')).toEqual([expect.objectContaining({ status: 'succeeded' })]);
  }, 180_000);

  it('lets instance B adopt the attempt of instance A killed mid-send: still exactly one post', async () => {
    const item = items[2]!;
    const before = buffer.posts().length;
    // Buffer stores the post but holds its answer; A dies before it learns the post id.
    buffer.setMode({ kind: 'delay', ms: 120_000 });
    void api(a, cookieA, 'POST', `/api/news/${item.id}/publish`, {}).catch(() => undefined);
    await within(30_000, 'Buffer has the post', async () => (buffer.posts().length === before + 1 ? true : undefined));
    buffer.setMode(null);
    await a.kill9();
    const killedAt = Date.now();

    const adopted = await within(adoptionBoundMs, 'instance B adopted the attempt', async () => {
      const p = await latestPublication(b, cookieB, item.id);
      return p?.status === 'sent' ? p : undefined;
    });
    const seconds = (Date.now() - killedAt) / 1000;
    console.info(`[two-instances] B adopted A's attempt ${seconds.toFixed(1)} s after A was killed (lease 60 s)`);
    const posts = buffer.posts();
    expect(posts).toHaveLength(before + 1);
    expect(adopted.buffer_post_id).toBe(posts.at(-1)!.id);
  }, 180_000);
});
