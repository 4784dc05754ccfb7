import { expect, test, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * The pages work under the Content-Security-Policy: no violation is reported while loading /, /auth and
 * /admin, signing in (a sonner toast), opening a dialog (Radix's scroll lock) and expanding a card.
 */

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(180_000); // seeding renders every sharepic
  server = await startServer({ seed: true });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Collects violations two ways: the DOM event, and the console line Chromium writes for each. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

test('the built page has no inline script and carries a fresh nonce', async ({ request }) => {
  const first = await request.get(server.url + '/');
  const html = await first.text();
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  const csp = first.headers()['content-security-policy']!;
  expect(csp).toContain("script-src 'self';");
  const nonce = /nonce="([^"]+)"/.exec(html)![1]!;
  expect(csp).toContain(`'nonce-${nonce}'`);
  const again = await request.get(server.url + '/');
  expect(await again.text()).not.toContain(nonce);
});

test('/, /auth and /admin work without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);

  await page.goto(server.url + '/');
  const card = page.getByTestId('news-card').first();
  await card.getByRole('button').first().click();
  await expect(card.locator('img').first()).toBeVisible();

  await signIn(page, server);
  // sonner's stylesheet applied (it is a nonced <style> element): the toaster is positioned.
  const toaster = page.locator('[data-sonner-toaster]');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Login erfolgreich' })).toBeVisible();
  expect(await toaster.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

  // A Radix dialog locks scrolling with an inserted <style> element.
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');

  await page.goto(server.url + '/admin');
  await expect(page.getByRole('heading', { name: 'Admin-Einstellungen' })).toBeVisible();
  await page.goto(server.url + '/auth');
  await expect(page).toHaveURL(server.url + '/');

  expect(await violations()).toEqual([]);
});
