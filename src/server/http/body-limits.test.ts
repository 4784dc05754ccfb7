import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../tests/setup/test-context';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  socket: unknown;
}

/**
 * A body over the limit is refused with 413 by the real Node server. The client's next request on its
 * keep-alive connection must work: the 413 either keeps the connection usable or says `Connection: close`.
 */
describe('413 on a reused connection', () => {
  let t: TestContext;
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    t = await createTestContext('pglite');
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  function send(agent: http.Agent, method: string, path: string, body?: Buffer, chunked = false): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { 'content-type': 'application/json', origin: 'http://localhost:3000' };
      if (body && !chunked) headers['content-length'] = String(body.length);
      const req = http.request({ host: '127.0.0.1', port, agent, method, path, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () =>
          resolve({ status: res.statusCode!, connection: res.headers.connection, body: text, socket: req.socket }),
        );
      });
      req.on('error', reject);
      if (body) {
        // In pieces, as a large upload arrives.
        for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
      }
      req.end();
    });
  }

  const tooLarge = Buffer.from(JSON.stringify({ email: 'a@example.org', password: 'x'.repeat(2 * 1024 * 1024) }));

  it.each([
    ['a declared length', '/api/auth/sign-in/email', false],
    ['a declared length', '/api/settings/voice', false],
    ['a chunked body', '/api/auth/sign-in/email', true],
    ['a chunked body', '/api/settings/voice', true],
  ])('after a 413 for %s on %s, the next 30 requests on the client’s connection succeed', async (_, path, chunked) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let i = 0; i < 30; i += 1) {
        const refused = await send(agent, path.includes('voice') ? 'PUT' : 'POST', path, tooLarge, chunked);
        expect(refused.status).toBe(413);
        expect(JSON.parse(refused.body).error).toEqual({
          code: 'payload_too_large',
          message: 'Die Anfrage ist zu groß (höchstens 256 KB).',
        });
        const next = await send(agent, 'GET', '/api/health');
        expect(next.status, `request ${i + 1} after the 413`).toBe(200);
        // Honest about what followed: the server closed the refused request's connection after the answer.
        expect(refused.connection).toBe('close');
        expect(next.socket).not.toBe(refused.socket);
        expect(next.connection).toBe('keep-alive');
        // And a connection that stays open is reused as promised.
        const again = await send(agent, 'GET', '/api/health');
        expect(again.socket).toBe(next.socket);
      }
    } finally {
      agent.destroy();
    }
  });
});
