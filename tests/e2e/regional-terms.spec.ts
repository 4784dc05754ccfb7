import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { adminEmail, adminPassword, apiSignIn, startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/** The admin section "Region" (/admin/region): the regional terms the analysis weights. */

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

let server: RunningServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function openAdmin(page: Page) {
  await signIn(page, server);
  await page.goto(server.url + '/admin/region');
  await expect(page.getByRole('heading', { level: 1, name: 'Region' })).toBeVisible();
}

const card = (page: Page) => page.getByTestId('regional-terms');
const termsInput = (page: Page) => card(page).getByLabel('Regionale Begriffe');

test('at 375 px an admin saves the regional terms and still sees them after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openAdmin(page);
  await expect(card(page)).toContainText('Themen, die diese Orte oder Begriffe nennen, werden höher gewichtet.');
  await expect(termsInput(page)).toHaveValue('');

  await termsInput(page).fill('  Magdeburg \n\nSachsen-Anhalt\nmagdeburg\nBörde');
  await card(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Gespeichert')).toContainText('Regionale Begriffe wurden aktualisiert');
  // The form shows what was stored: trimmed, without empty lines and duplicates.
  await expect(termsInput(page)).toHaveValue('Magdeburg\nSachsen-Anhalt\nBörde');
  await expect(card(page)).toContainText('3 von 50 Begriffen');

  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);

  await page.reload();
  await expect(termsInput(page)).toHaveValue('Magdeburg\nSachsen-Anhalt\nBörde');
});

test('invalid terms are refused before sending; a refused save shows the server message', async ({ page }) => {
  await openAdmin(page);
  await termsInput(page).fill('Magdeburg\nX');
  await card(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Validierungsfehler')).toContainText(
    '„X“ ist zu kurz: Ein regionaler Begriff braucht mindestens 2 Zeichen.',
  );

  // The server's own refusal, replayed, so the page meets it although the form validates first.
  const cookie = await apiSignIn(server, adminEmail, adminPassword);
  const refused = await fetch(server.url + '/api/pipeline/regional-terms', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify({ terms: ['Magdeburg', 'Y'] }),
  });
  expect(refused.status).toBe(400);
  const body = await refused.text();
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/pipeline/regional-terms', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    await answered;
    await route.fulfill({ status: 400, contentType: 'application/json', body });
  });
  await termsInput(page).fill('Magdeburg\nHalle');
  await card(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(card(page).getByRole('button', { name: 'Speichert...' })).toBeDisabled();
  answer();
  const save = card(page).getByRole('button', { name: 'Speichern' });
  await expect(toast(page, 'Fehler beim Speichern')).toContainText(
    '„Y“ ist zu kurz: Ein regionaler Begriff braucht mindestens 2 Zeichen.',
  );
  await expect(save).toBeEnabled();

  await page.unroute('**/api/pipeline/regional-terms');
  await page.reload();
  await expect(termsInput(page)).toHaveValue('Magdeburg\nSachsen-Anhalt\nBörde');
});
