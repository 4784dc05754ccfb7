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

/**
 * A server killed with SIGKILL in the middle of publishing or of an analysis run: a new process on the
 * same data finishes the publications (exactly one Buffer post each) and frees the run slot within 60 s
 * of its start. Before the fix both waited for pg-boss's 15-minute job expiry or a 5-minute heartbeat.
 * PostgreSQL when TEST_DATABASE_URL is set, otherwise PGlite on a data folder that survives the restart.
 */

const recoveryBoundMs = 60_000;
const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe(`crash recovery after kill -9 (${backend})`, () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let buffer: FakeBuffer;
  let feeds: Awaited<ReturnType<typeof startFakeFeeds>>;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'newsdash-crash-'));
    database = backend === 'postgres' ? await scratchDatabase('ops_crash') : undefined;
    buffer = await startFakeBuffer();
    feeds = await startFakeFeeds({ slowMs: 120_000 });
    env = baseEnv(dataDir, {
      BUFFER_API_URL: buffer.url,
      ALLOW_PRIVATE_FETCH: 'true',
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    await runCliScript('src/server/cli/seed.ts', env);
    server = await startServerProcess(env);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    await buffer?.close();
    await feeds?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Kills the server and starts a new one on the same data; `startedAt` is when the new one answers. */
  async function restart(): Promise<{ server: ServerProcess; startedAt: number }> {
    await server!.kill9();
    const killedAt = Date.now();
    server = await startServerProcess(env);
    console.info(`[crash-recovery] restart took ${((Date.now() - killedAt) / 1000).toFixed(1)} s`);
    return { server, startedAt: Date.now() };
  }

  it('finishes publications killed mid-send within 60 s of the restart, with exactly one Buffer post each', async () => {
    let cookie = await signIn(server!);
    const settings = await api(server!, cookie, 'PUT', '/api/settings/buffer', {
      access_token: seed.apiKey,
      profile_id: seed.instagramChannelId,
    });
    expect(settings.status).toBe(200);
    const [stored, lost] = await allItems(server!);
    expect(stored && lost).toBeTruthy();
    const createPosts = () => buffer.requests().filter((r) => /createPost/.test(r.query));

    // 1: Buffer stores the post but holds its answer; the server dies before it learns the post id.
    buffer.setMode({ kind: 'delay', ms: 120_000 });
    void api(server!, cookie, 'POST', `/api/news/${stored!.id}/publish`, {}).catch(() => undefined);
    await within(30_000, 'Buffer has the first post', async () => (buffer.posts().length === 1 ? true : undefined));
    // 2: the request never reaches Buffer's database (no answer, nothing stored).
    buffer.setMode({ kind: 'hang' });
    void api(server!, cookie, 'POST', `/api/news/${lost!.id}/publish`, {}).catch(() => undefined);
    await within(30_000, 'the second createPost is under way', async () =>
      createPosts().length === 2 ? true : undefined,
    );
    buffer.setMode(null);

    const { server: restarted, startedAt } = await restart();
    cookie = await signIn(restarted);
    const latest = async (id: string) => {
      const res = await api(restarted, cookie, 'GET', `/api/news/${id}/publications`);
      return ((await res.json()) as { status: string; buffer_post_id: string | null }[])[0];
    };
    await within(recoveryBoundMs - (Date.now() - startedAt), 'both publications sent after the restart', async () => {
      const states = await Promise.all([latest(stored!.id), latest(lost!.id)]);
      return states.every((p) => p?.status === 'sent') ? states : undefined;
    });
    const seconds = (Date.now() - startedAt) / 1000;
    console.info(`[crash-recovery] publications recovered ${seconds.toFixed(1)} s after the restarted server answered`);

    const posts = buffer.posts();
    expect(posts).toHaveLength(2);
    expect(new Set(posts.map((p) => p.text)).size).toBe(2);
    expect((await latest(stored!.id))!.buffer_post_id).toBe(posts[0]!.id);
    expect((await latest(lost!.id))!.buffer_post_id).toBe(posts[1]!.id);
  }, 300_000);

  it('frees the analysis slot of a run killed mid-fetch within 60 s of the restart, and a new run starts', async () => {
    let cookie = await signIn(server!);
    const sources = (await (await api(server!, cookie, 'GET', '/api/pipeline/sources')).json()) as {
      sources: { id: string }[];
    };
    for (const s of sources.sources) {
      expect((await api(server!, cookie, 'PATCH', `/api/pipeline/sources/${s.id}`, { enabled: false })).status).toBe(
        200,
      );
    }
    const added = await api(server!, cookie, 'POST', '/api/pipeline/sources', {
      name: 'Langsamer Feed',
      url: `${feeds.url}/slow/de_tagesschau_2024-12-21.xml`,
      language: 'de',
      country: 'DE',
    });
    expect(added.status).toBe(201);

    expect((await api(server!, cookie, 'POST', '/api/pipeline/runs')).status).toBe(202);
    await within(30_000, 'the run fetches the slow feed', async () =>
      feeds.requests.some((r) => r.path.startsWith('/slow/')) ? true : undefined,
    );
    // While it runs, a second start is refused: the slot is really taken.
    expect((await api(server!, cookie, 'POST', '/api/pipeline/runs')).status).toBe(409);

    const { server: restarted, startedAt } = await restart();
    cookie = await signIn(restarted);
    await within(recoveryBoundMs - (Date.now() - startedAt), 'a new run may start after the restart', async () =>
      (await api(restarted, cookie, 'POST', '/api/pipeline/runs')).status === 202 ? true : undefined,
    );
    const seconds = (Date.now() - startedAt) / 1000;
    console.info(`[crash-recovery] run slot free ${seconds.toFixed(1)} s after the restarted server answered`);

    const runs = (await (await api(restarted, cookie, 'GET', '/api/pipeline/runs')).json()) as {
      runs: { status: string; error: string | null }[];
    };
    expect(runs.runs[0]!.status).toBe('running');
    expect(runs.runs[1]).toMatchObject({ status: 'failed', error: expect.stringMatching(/abgebrochen/) });
  }, 300_000);
});
