import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Resolve, type ResolvedAddress, systemResolve } from './checked-lookup';
import { safeFetch } from './safe-fetch';

/**
 * Two local servers on the same port: "internal" on 127.0.0.1 plays the server's own network, "outside"
 * on 127.0.0.2 plays a public host. Tests that need a public host pass `isAllowedAddress` that lets only
 * 127.0.0.2 through; every other check (literals, lookups, redirects) runs unchanged.
 */
let internal: Server;
let outside: Server;
let port: number;
const internalHits: string[] = [];
const outsideHits: { url: string; host: string | undefined }[] = [];

function listen(server: Server, host: string, at = 0) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(at, host, () => resolve());
  });
}

beforeAll(async () => {
  internal = createServer((req, res) => {
    internalHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/plain' }).end('interne Daten');
  });
  await listen(internal, '127.0.0.1');
  port = (internal.address() as AddressInfo).port;
  outside = createServer((req: IncomingMessage, res) => {
    outsideHits.push({ url: req.url ?? '', host: req.headers.host });
    const url = new URL(req.url ?? '/', 'http://outside');
    const to = url.searchParams.get('to');
    if (url.pathname === '/redirect' && to) return res.writeHead(302, { location: to }).end();
    if (url.pathname === '/chain') {
      const n = Number(url.searchParams.get('n'));
      return res.writeHead(n > 0 ? 301 : 200, n > 0 ? { location: `/chain?n=${n - 1}` } : {}).end('ende');
    }
    if (url.pathname === '/loop') return res.writeHead(307, { location: '/loop' }).end();
    if (url.pathname === '/big') return res.writeHead(200).end(Buffer.alloc(4096, 'x'));
    if (url.pathname === '/slow') return setTimeout(() => res.writeHead(200).end('spät'), 1_000);
    if (url.pathname === '/missing') return res.writeHead(404).end('nicht da');
    res.writeHead(200, { 'content-type': 'text/plain', etag: '"v1"' }).end('öffentlich');
  });
  await listen(outside, '127.0.0.2', port);
});
afterAll(async () => {
  for (const s of [internal, outside]) {
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }
});
beforeEach(() => {
  internalHits.length = 0;
  outsideHits.length = 0;
});

const limits = { timeoutMs: 5_000, maxBytes: 1024 };
const outsideIsPublic = { isAllowedAddress: (address: string) => address === '127.0.0.2' };

/** A DNS stub: fixed answers per name (a list is answered in turn, the last one repeating), calls counted. */
function dnsStub(answers: Record<string, string[]>) {
  const calls: string[] = [];
  const served = new Map<string, number>();
  const resolve: Resolve = async (hostname) => {
    calls.push(hostname);
    const list = answers[hostname];
    if (!list) return systemResolve(hostname);
    const n = served.get(hostname) ?? 0;
    served.set(hostname, n + 1);
    const address = list[Math.min(n, list.length - 1)];
    return [{ address, family: address.includes(':') ? 6 : 4 } satisfies ResolvedAddress];
  };
  return { resolve, calls };
}

describe('safeFetch refuses internal addresses', () => {
  it.each([
    '127.0.0.1',
    '127.1',
    '0x7f.1',
    '2130706433',
    '0177.0.0.1',
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[::1]',
    'localhost',
  ])('http://%s:PORT/ is refused and never reached', async (host) => {
    const result = await safeFetch(`http://${host}:${port}/geheim`, limits);
    expect(result).toEqual({ ok: false, reason: 'private_address' });
    expect(internalHits).toEqual([]);
  });

  it.each(['http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/', 'http://[fd00::1]/', 'http://0.0.0.0/'])(
    '%s is refused before any connection',
    async (url) => {
      expect(await safeFetch(url, { ...limits, timeoutMs: 500 })).toEqual({ ok: false, reason: 'private_address' });
    },
  );

  it('refuses a name whose lookup answers with an internal address, at connect time', async () => {
    const dns = dnsStub({ 'intern.example': ['127.0.0.1'], 'metadata.example': ['169.254.169.254'] });
    expect(await safeFetch(`http://intern.example:${port}/`, { ...limits, resolve: dns.resolve })).toEqual({
      ok: false,
      reason: 'private_address',
    });
    expect(await safeFetch('http://metadata.example/', { ...limits, resolve: dns.resolve })).toEqual({
      ok: false,
      reason: 'private_address',
    });
    expect(dns.calls).toEqual(['intern.example', 'metadata.example']);
    expect(internalHits).toEqual([]);
  });

  it('resolves once and connects to the checked address: a rebinding DNS answer is never used', async () => {
    // First answer public, every later one internal: a check-then-fetch loader would connect to 127.0.0.1.
    const dns = dnsStub({ 'rebind.example': ['127.0.0.2', '127.0.0.1'] });
    const opts = { ...limits, ...outsideIsPublic, resolve: dns.resolve };

    const first = await safeFetch(`http://rebind.example:${port}/seite`, opts);
    expect(first.ok && new TextDecoder().decode(first.body)).toBe('öffentlich');
    expect(dns.calls).toEqual(['rebind.example']);
    expect(outsideHits).toEqual([{ url: '/seite', host: `rebind.example:${port}` }]);

    // The next connection resolves again, gets the internal address and is refused before connecting.
    const second = await safeFetch(`http://rebind.example:${port}/seite`, opts);
    expect(second).toEqual({ ok: false, reason: 'private_address' });
    expect(dns.calls).toEqual(['rebind.example', 'rebind.example']);
    expect(internalHits).toEqual([]);
  });

  it('refuses a name with one public and one internal address', async () => {
    const resolve: Resolve = async () => [
      { address: '127.0.0.2', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    expect(await safeFetch(`http://both.example:${port}/`, { ...limits, ...outsideIsPublic, resolve })).toEqual({
      ok: false,
      reason: 'private_address',
    });
    expect([internalHits, outsideHits]).toEqual([[], []]);
  });
});

describe('safeFetch follows redirects by hand and checks every hop', () => {
  const from = (to: string) => `http://127.0.0.2:${port}/redirect?to=${encodeURIComponent(to)}`;

  it.each([
    [`http://127.0.0.1:${0}/geheim`, 'private_address'],
    ['http://169.254.169.254/latest/meta-data/', 'private_address'],
    ['http://[::ffff:7f00:1]/', 'private_address'],
    ['http://localhost/', 'private_address'],
    ['ftp://example.org/feed.xml', 'protocol'],
    ['file:///etc/passwd', 'protocol'],
    ['javascript:alert(1)', 'protocol'],
  ])('a redirect to %s ends with %s', async (target, reason) => {
    const to = target.replace(':0/', `:${port}/`);
    expect(await safeFetch(from(to), { ...limits, ...outsideIsPublic })).toEqual({ ok: false, reason });
    expect(outsideHits.map((h) => h.url)).toEqual([expect.stringMatching(/^\/redirect/)]);
    expect(internalHits).toEqual([]);
  });

  it('a redirect to a name that resolves internally is refused at the lookup', async () => {
    const dns = dnsStub({ 'intern.example': ['127.0.0.1'] });
    const result = await safeFetch(from(`http://intern.example:${port}/geheim`), {
      ...limits,
      ...outsideIsPublic,
      resolve: dns.resolve,
    });
    expect(result).toEqual({ ok: false, reason: 'private_address' });
    expect(dns.calls).toEqual(['intern.example']);
    expect(internalHits).toEqual([]);
  });

  it('follows five redirects, refuses the sixth', async () => {
    const five = await safeFetch(`http://127.0.0.2:${port}/chain?n=5`, { ...limits, ...outsideIsPublic });
    expect(five).toMatchObject({ ok: true, status: 200, url: `http://127.0.0.2:${port}/chain?n=0` });
    expect(outsideHits).toHaveLength(6);
    outsideHits.length = 0;
    const loop = await safeFetch(`http://127.0.0.2:${port}/loop`, { ...limits, ...outsideIsPublic });
    expect(loop).toEqual({ ok: false, reason: 'too_many_redirects' });
    expect(outsideHits).toHaveLength(6);
  });
});

describe('safeFetch limits and ALLOW_PRIVATE_FETCH', () => {
  it('with allowPrivate a local server is reachable, and a name goes to exactly the resolved address', async () => {
    const direct = await safeFetch(`http://127.0.0.1:${port}/lokal`, { ...limits, allowPrivate: true });
    expect(direct.ok && new TextDecoder().decode(direct.body)).toBe('interne Daten');
    // feeds.example has no real DNS entry: the connection can only have used the stub's answer.
    const dns = dnsStub({ 'feeds.example': ['127.0.0.2'] });
    const named = await safeFetch(`http://feeds.example:${port}/feed`, {
      ...limits,
      allowPrivate: true,
      resolve: dns.resolve,
    });
    expect(named).toMatchObject({ ok: true, status: 200 });
    expect(outsideHits).toEqual([{ url: '/feed', host: `feeds.example:${port}` }]);
    expect(internalHits).toEqual(['/lokal']);
  });

  it('with allowPrivate the other rules stay: protocol, redirect limit, size, timeout', async () => {
    const opts = { ...limits, allowPrivate: true };
    expect(await safeFetch('file:///etc/passwd', opts)).toEqual({ ok: false, reason: 'protocol' });
    expect(await safeFetch(`http://127.0.0.2:${port}/loop`, opts)).toEqual({ ok: false, reason: 'too_many_redirects' });
    expect(await safeFetch(`http://127.0.0.2:${port}/big`, opts)).toEqual({ ok: false, reason: 'too_large' });
    expect(await safeFetch(`http://127.0.0.2:${port}/slow`, { ...opts, timeoutMs: 200 })).toEqual({
      ok: false,
      reason: 'timeout',
    });
  });

  it('answers non-2xx statuses with headers and no body, and bad input as values', async () => {
    const opts = { ...limits, ...outsideIsPublic };
    expect(await safeFetch(`http://127.0.0.2:${port}/missing`, opts)).toMatchObject({ ok: true, status: 404 });
    const ok = await safeFetch(`http://127.0.0.2:${port}/`, opts);
    expect(ok.ok && ok.headers.get('etag')).toBe('"v1"');
    expect(await safeFetch('kein url', opts)).toEqual({ ok: false, reason: 'invalid_url' });
    expect(await safeFetch('http://nicht-vorhanden.invalid/', { ...limits, timeoutMs: 3_000 })).toEqual({
      ok: false,
      reason: 'dns_failed',
    });
    const closed = createServer();
    await listen(closed, '127.0.0.1');
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = await safeFetch(`http://127.0.0.1:${closedPort}/`, { ...limits, allowPrivate: true });
    expect(refused).toEqual({ ok: false, reason: 'network', detail: 'ECONNREFUSED' });
  });
});
