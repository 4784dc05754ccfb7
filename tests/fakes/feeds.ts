import { readFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const feedFixtureDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/feeds');

export interface FakeFeedsOptions {
  /** Extra delay of the /slow route in ms (make it exceed the client's timeout). */
  slowMs?: number;
  /** Size of the /oversized body in bytes. */
  oversizedBytes?: number;
  /** Address to listen on (default 127.0.0.1); tests use 127.0.0.2 as a stand-in for a public host. */
  host?: string;
  /** Every route answers 500: a day on which no source can be read. */
  failAll?: boolean;
}

/**
 * Local feed server on 127.0.0.1. Routes:
 * /feeds/<fixture> normal (ETag + Last-Modified, 304 on a matching If-None-Match),
 * /slow/<fixture>, /broken (500), /oversized, /not-xml, /wrong-charset (latin1 bytes declared as UTF-8 by HTTP, ISO-8859-1 in XML),
 * /redirect?to=<url> (302 to any URL).
 */
export async function startFakeFeeds(opts: FakeFeedsOptions = {}) {
  const requests: { path: string; headers: Record<string, string | string[] | undefined> }[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: url.pathname, headers: req.headers });
    const [, route, name] = url.pathname.split('/');
    const serveFixture = () => {
      const file = path.join(feedFixtureDir, path.basename(name ?? ''));
      let body: Buffer;
      try {
        body = readFileSync(file);
      } catch {
        res.writeHead(404).end();
        return;
      }
      const etag = `"${body.length}-${name}"`;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { etag }).end();
        return;
      }
      res.writeHead(200, {
        'content-type': 'application/rss+xml; charset=utf-8',
        etag,
        'last-modified': 'Sat, 21 Dec 2024 18:49:14 GMT',
      });
      res.end(body);
    };
    if (opts.failAll) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('kaputt');
      return;
    }
    switch (route) {
      case 'redirect':
        res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
        return;
      case 'feeds':
        return serveFixture();
      case 'slow': {
        const timer = setTimeout(serveFixture, opts.slowMs ?? 2_000);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      case 'broken':
        res.writeHead(500, { 'content-type': 'text/plain' }).end('kaputt');
        return;
      case 'oversized': {
        const total = opts.oversizedBytes ?? 3 * 1024 * 1024;
        res.writeHead(200, { 'content-type': 'application/rss+xml' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const pump = () => {
          while (sent < total) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('error', () => undefined);
        return pump();
      }
      case 'not-xml':
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end('<!doctype html><html><body><h1>Wartungsarbeiten</h1></body></html>');
        return;
      case 'wrong-charset': {
        const xml = `<?xml version="1.0" encoding="ISO-8859-1"?><rss version="2.0"><channel><title>Test</title><item><title>Bürgerdialog in Köln über Europa</title><link>https://example.org/koeln</link><description>Die Stadt Köln lädt zum Gespräch über die Europäische Union.</description><pubDate>Sat, 21 Dec 2024 10:00:00 +0100</pubDate></item></channel></rss>`;
        res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(Buffer.from(xml, 'latin1'));
        return;
      }
      default:
        res.writeHead(404).end();
    }
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
