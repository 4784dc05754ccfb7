import { expect, test } from '@playwright/test';
import { webAppPaths } from '../../src/shared/web-routes';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * Every address the web app knows (src/shared/web-routes.ts, from which its router and the server's page
 * list are built) answers 200 when loaded directly, shows its page and is not logged as „page not found“;
 * other addresses are the 404 page with status 404, logged.
 */

let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({ seed: true });
});
test.afterAll(async () => {
  await server?.stop();
});

const notFoundHeading = 'Oops! Page not found';

test('every page of the web app answers 200 on a direct load, for visitors and for the team', async ({ page }) => {
  expect(webAppPaths).toEqual(
    expect.arrayContaining(['/', '/planung', '/admin', '/admin/analyse', '/admin/protokoll', '/admin/users']),
  );
  for (const path of webAppPaths) {
    const visitor = await page.request.get(server.url + path);
    expect(visitor.status(), `${path} for a visitor`).toBe(200);
    expect(visitor.headers()['content-type']).toMatch(/^text\/html/);
  }
  await signIn(page, server);
  for (const path of [...webAppPaths, '/admin/texte/']) {
    const response = await page.goto(server.url + path);
    expect(response?.status(), path).toBe(200);
    // The page itself, not the app's 404 page (signed in, /auth leads on to the overview).
    await expect(page.locator('h1').first(), path).toBeVisible();
    await expect(page.getByRole('heading', { name: notFoundHeading }), path).toHaveCount(0);
  }
  expect(server.logs()).not.toContain('page not found');
});

test('an unknown address is the 404 page with status 404, and logged', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const path of ['/admin/gibt-es-nicht', '/planung/morgen', '/nachrichten']) {
    const response = await page.goto(server.url + path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: notFoundHeading }), path).toBeVisible();
    await expect.poll(() => server.logs()).toMatch(new RegExp(`page not found.*${path.replaceAll('/', '\\/')}`));
  }
  expect(errors.filter((e) => e.includes('non-existent route'))).toHaveLength(3);
});
