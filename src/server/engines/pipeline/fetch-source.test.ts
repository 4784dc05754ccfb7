import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeFeeds } from '../../../../tests/fakes/feeds';
import { fetchSource } from './fetch-source';
import { pipelineMessages as m } from './messages';

let fake: Awaited<ReturnType<typeof startFakeFeeds>>;
const noSleep = async () => {};
const local = { allowPrivate: true, sleep: noSleep };

beforeAll(async () => {
  fake = await startFakeFeeds({ slowMs: 1_500, oversizedBytes: 2 * 1024 * 1024 });
});
afterAll(() => fake.close());

describe('fetchSource against a local feed server (ALLOW_PRIVATE_FETCH)', () => {
  it('fetches, then answers not_modified for the same ETag', async () => {
    const first = await fetchSource({ url: `${fake.url}/feeds/de_tagesschau_2024-12-21.xml` }, local);
    expect(first.status).toBe('ok');
    expect(first.body!.byteLength).toBeGreaterThan(50_000);
    expect(first.etag).toBeTruthy();
    const second = await fetchSource(
      { url: `${fake.url}/feeds/de_tagesschau_2024-12-21.xml`, etag: first.etag, lastModified: first.lastModified },
      local,
    );
    expect(second.status).toBe('not_modified');
    expect(fake.requests.at(-1)!.headers['if-modified-since']).toBe(first.lastModified);
  });

  it('keeps the conditional GET headers across a redirect', async () => {
    const target = '/feeds/de_spiegel_2024-12-21.xml';
    const url = `${fake.url}/redirect?to=${encodeURIComponent(target)}`;
    const first = await fetchSource({ url }, local);
    expect(first).toMatchObject({ status: 'ok', etag: expect.stringMatching(/de_spiegel/) });
    const second = await fetchSource({ url, etag: first.etag }, local);
    expect(second.status).toBe('not_modified');
    expect(fake.requests.at(-1)).toMatchObject({ path: target, headers: { 'if-none-match': first.etag } });
  });

  it('gives up on a slow server after the timeout, with retries', async () => {
    const r = await fetchSource(
      { url: `${fake.url}/slow/de_tagesschau_2024-12-21.xml` },
      { ...local, timeoutMs: 200, retries: 1 },
    );
    expect(r.status).toBe('failed');
    expect(r.reason).toMatch(/Zeitüberschreitung/);
    expect(r.attempts).toBe(2);
  });

  it('retries 5xx with exponential backoff and reports the HTTP status', async () => {
    const waits: number[] = [];
    const r = await fetchSource(
      { url: `${fake.url}/broken` },
      { allowPrivate: true, retries: 2, backoffMs: 100, sleep: async (ms) => void waits.push(ms) },
    );
    expect(r).toMatchObject({ status: 'failed', httpStatus: 500, attempts: 3 });
    expect(r.unreachable).toBeUndefined();
    expect(waits).toEqual([100, 200]);
  });

  it('aborts a body past the size limit', async () => {
    const r = await fetchSource({ url: `${fake.url}/oversized` }, { ...local, maxBytes: 256 * 1024 });
    expect(r).toMatchObject({ status: 'failed', reason: m.fetch.tooLarge(256 * 1024), attempts: 1 });
  });

  it('reports an unreachable host without throwing', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const r = await fetchSource({ url: `http://127.0.0.1:${port}/feed` }, { ...local, retries: 1 });
    expect(r).toMatchObject({ status: 'failed', reason: 'Netzwerkfehler: ECONNREFUSED', attempts: 2 });
    // No server answered at all: the run can tell an offline machine from broken feeds.
    expect(r.unreachable).toBe(true);
  });
});

describe('fetchSource refuses internal addresses', () => {
  // An internal service on 127.0.0.1 that must never be reached, and a feed server on 127.0.0.2 that
  // stands in for a public host (the only address the tests' address policy lets through).
  let internal: Server;
  let internalUrl: string;
  let outside: Awaited<ReturnType<typeof startFakeFeeds>>;
  const hits: string[] = [];
  const outsideIsPublic = { net: { isAllowedAddress: (a: string) => a === '127.0.0.2' }, sleep: noSleep };

  beforeAll(async () => {
    internal = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/rss+xml' }).end('<rss version="2.0"><channel/></rss>');
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    internalUrl = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
    outside = await startFakeFeeds({ host: '127.0.0.2' });
  });
  afterAll(async () => {
    internal.closeAllConnections();
    await new Promise<void>((resolve) => internal.close(() => resolve()));
    await outside.close();
  });
  beforeEach(() => void (hits.length = 0));

  it.each(['127.0.0.1', '127.1', '0x7f.1', '2130706433', '[::ffff:127.0.0.1]', '[::1]', 'localhost'])(
    'a feed at http://%s:PORT/ gives „interne Adresse nicht erlaubt“ at once (no retry) and reaches nothing',
    async (host) => {
      const port = new URL(internalUrl).port;
      const r = await fetchSource({ url: `http://${host}:${port}/feed.xml` }, { sleep: noSleep });
      expect(r).toEqual({ status: 'failed', reason: 'interne Adresse nicht erlaubt', attempts: 1 });
      expect(hits).toEqual([]);
    },
  );

  it('a feed at the cloud metadata address is refused', async () => {
    const r = await fetchSource({ url: 'http://169.254.169.254/latest/meta-data/' }, { sleep: noSleep });
    expect(r).toEqual({ status: 'failed', reason: m.fetch.privateAddress, attempts: 1 });
  });

  it('a feed that redirects to 127.0.0.1 or 169.254.169.254 is refused after the redirect', async () => {
    for (const target of [`${internalUrl}/feed.xml`, 'http://169.254.169.254/latest/meta-data/']) {
      const before = outside.requests.length;
      const r = await fetchSource({ url: `${outside.url}/redirect?to=${encodeURIComponent(target)}` }, outsideIsPublic);
      expect(r).toEqual({ status: 'failed', reason: m.fetch.privateAddress, attempts: 1 });
      expect(outside.requests.slice(before).map((x) => x.path)).toEqual(['/redirect']);
    }
    expect(hits).toEqual([]);
  });

  it('a name that resolves to an internal address is refused', async () => {
    const port = new URL(internalUrl).port;
    const r = await fetchSource(
      { url: `http://feeds.intern.example:${port}/feed.xml` },
      { sleep: noSleep, net: { resolve: async () => [{ address: '127.0.0.1', family: 4 }] } },
    );
    expect(r).toEqual({ status: 'failed', reason: m.fetch.privateAddress, attempts: 1 });
    expect(hits).toEqual([]);
  });

  it('a feed on the stand-in public host is read, and a redirect to a non-http scheme is refused', async () => {
    const ok = await fetchSource({ url: `${outside.url}/feeds/de_tagesschau_2024-12-21.xml` }, outsideIsPublic);
    expect(ok.status).toBe('ok');
    const ftp = await fetchSource(
      { url: `${outside.url}/redirect?to=${encodeURIComponent('ftp://example.org/feed.xml')}` },
      outsideIsPublic,
    );
    expect(ftp).toEqual({ status: 'failed', reason: m.fetch.protocol, attempts: 1 });
  });
});
