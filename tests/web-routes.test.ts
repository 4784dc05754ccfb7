import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/server/app';
import type { Logger } from '../src/server/lib/logger';
import { adminSectionPaths, pagePaths, webAppPaths } from '../src/shared/web-routes';
import { createTestContext, type TestContext } from './setup/test-context';

/** The server answers the web app's pages (src/shared/web-routes.ts) with 200 and anything else with 404. */
describe('pages of the web app', () => {
  let t: TestContext;
  let app: ReturnType<typeof createApp>;
  let distDir: string;
  const warnings: { msg: string; fields?: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    t = await createTestContext('pglite');
    distDir = mkdtempSync(path.join(tmpdir(), 'newsdash-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), readFileSync('index.html', 'utf8'));
    const log: Logger = { ...t.log, warn: (msg, fields) => warnings.push({ msg, fields }) };
    app = createApp({ ...t, log }, { distDir });
  });
  afterAll(async () => {
    rmSync(distDir, { recursive: true, force: true });
    await t.close();
  });

  it('lists the pages and every admin section', () => {
    expect(webAppPaths).toHaveLength(pagePaths.length + adminSectionPaths.length);
    expect(webAppPaths).toEqual(
      expect.arrayContaining([
        '/',
        '/auth',
        '/planung',
        '/impressum',
        '/datenschutz',
        '/admin',
        '/admin/analyse',
        '/admin/region',
        '/admin/texte',
        '/admin/erscheinungsbild',
        '/admin/protokoll',
        '/admin/users',
      ]),
    );
  });

  it.each(webAppPaths)('answers %s with the app and 200, with or without a trailing slash', async (page) => {
    for (const url of page === '/' ? ['/'] : [page, `${page}/`]) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    expect(warnings).toEqual([]);
  });

  it.each(['/gibt-es-nicht', '/admin/gibt-es-nicht', '/admin/users/extra', '/planung/morgen', '/Admin'])(
    'answers the unknown address %s with the app’s 404 page and logs it',
    async (url) => {
      warnings.length = 0;
      const res = await app.request(url);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('<div id="root">');
      expect(warnings).toEqual([{ msg: 'page not found', fields: { path: url } }]);
    },
  );
});
