import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/server/app';
import { createTestContext, type TestContext } from './setup/test-context';

const policy = (styleSrc: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styleSrc}`,
    "img-src 'self' data: blob: https://images.pexels.com https://upload.wikimedia.org",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

describe('security headers', () => {
  let t: TestContext;
  let app: ReturnType<typeof createApp>;
  let distDir: string;

  beforeAll(async () => {
    t = await createTestContext('pglite');
    // The page as the build leaves it: the repository's index.html, placeholder included.
    distDir = mkdtempSync(path.join(tmpdir(), 'newsdash-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), readFileSync('index.html', 'utf8'));
    mkdirSync(t.env.mediaDir, { recursive: true });
    writeFileSync(path.join(t.env.mediaDir, 'bild.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    app = createApp(t, { distDir });
  });
  afterAll(async () => {
    rmSync(distDir, { recursive: true, force: true });
    await t.close();
  });

  const expectHardened = (res: Response, where: string) => {
    expect(res.headers.get('x-content-type-options'), where).toBe('nosniff');
    expect(res.headers.get('x-frame-options'), where).toBe('DENY');
    expect(res.headers.get('referrer-policy'), where).toBe('no-referrer');
    expect(res.headers.get('cross-origin-opener-policy'), where).toBe('same-origin');
    expect(res.headers.get('permissions-policy'), where).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    expect(res.headers.get('x-powered-by'), where).toBeNull();
  };

  it.each([
    ['/', 200],
    ['/admin', 200],
    ['/auth', 200],
    ['/gibt-es-nicht', 404],
  ])('sends the CSP with a fresh style nonce on the page %s', async (url, status) => {
    const nonces = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await app.request(url);
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expectHardened(res, url);
      const html = await res.text();
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];
      expect(nonce, 'the page carries its nonce').toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(html).not.toContain('__CSP_NONCE__');
      expect(res.headers.get('content-security-policy')).toBe(policy(`'self' 'nonce-${nonce}'`));
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('sends the security headers and the CSP on API answers, errors and media', async () => {
    for (const url of ['/api/health', '/api/news', '/api/gibt-es-nicht', '/media/bild.png', '/media/fehlt.png']) {
      const res = await app.request(url);
      expectHardened(res, url);
      expect(res.headers.get('content-security-policy'), url).toBe(policy("'self'"));
    }
    const refused = await app.request('/api/users', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(refused.status).toBe(403);
    expectHardened(refused, 'refused');
  });

  it('allows the photo API origin of a local fake in img-src', async () => {
    const local = await createTestContext('pglite', { PEXELS_API_URL: 'http://127.0.0.1:4010' });
    try {
      const res = await local.app.request('/api/health');
      expect(res.headers.get('content-security-policy')).toContain(
        "img-src 'self' data: blob: https://images.pexels.com https://upload.wikimedia.org http://127.0.0.1:4010;",
      );
    } finally {
      await local.close();
    }
  });

  it('has no inline script in index.html (script-src allows no inline code)', () => {
    const html = readFileSync('index.html', 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
