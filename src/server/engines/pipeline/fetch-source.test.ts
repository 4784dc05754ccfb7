import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFeeds } from '../../../../tests/fakes/feeds';
import { fetchSource } from './fetch-source';

let fake: Awaited<ReturnType<typeof startFakeFeeds>>;
const noSleep = async () => {};

beforeAll(async () => {
  fake = await startFakeFeeds({ slowMs: 1_500, oversizedBytes: 2 * 1024 * 1024 });
});
afterAll(() => fake.close());

describe('fetchSource against a local feed server', () => {
  it('fetches, then answers not_modified for the same ETag', async () => {
    const first = await fetchSource({ url: `${fake.url}/feeds/de_tagesschau_2024-12-21.xml` });
    expect(first.status).toBe('ok');
    expect(first.body!.byteLength).toBeGreaterThan(50_000);
    expect(first.etag).toBeTruthy();
    const second = await fetchSource({
      url: `${fake.url}/feeds/de_tagesschau_2024-12-21.xml`,
      etag: first.etag,
      lastModified: first.lastModified,
    });
    expect(second.status).toBe('not_modified');
    expect(fake.requests.at(-1)!.headers['if-modified-since']).toBe(first.lastModified);
  });

  it('gives up on a slow server after the timeout, with retries', async () => {
    const r = await fetchSource(
      { url: `${fake.url}/slow/de_tagesschau_2024-12-21.xml` },
      { timeoutMs: 200, retries: 1, sleep: noSleep },
    );
    expect(r.status).toBe('failed');
    expect(r.reason).toMatch(/Zeitüberschreitung/);
    expect(r.attempts).toBe(2);
  });

  it('retries 5xx with exponential backoff and reports the HTTP status', async () => {
    const waits: number[] = [];
    const r = await fetchSource(
      { url: `${fake.url}/broken` },
      { retries: 2, backoffMs: 100, sleep: async (ms) => void waits.push(ms) },
    );
    expect(r).toMatchObject({ status: 'failed', httpStatus: 500, attempts: 3 });
    expect(waits).toEqual([100, 200]);
  });

  it('aborts a body past the size limit', async () => {
    const r = await fetchSource({ url: `${fake.url}/oversized` }, { maxBytes: 256 * 1024, sleep: noSleep });
    expect(r.status).toBe('failed');
    expect(r.reason).toMatch(/zu groß/);
  });

  it('reports an unreachable host without throwing', async () => {
    const r = await fetchSource({ url: 'http://127.0.0.1:1/feed' }, { retries: 1, sleep: noSleep });
    expect(r.status).toBe('failed');
    expect(r.reason).toMatch(/Netzwerkfehler/);
  });
});
