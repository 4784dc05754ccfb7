import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { seed, startFakeBuffer, type FakeBuffer } from '../fakes/buffer';
import { adminEmail, adminPassword, apiSignIn, createUser, startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/** The Buffer settings on /admin (section "Veröffentlichung") against the local fake Buffer. */

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const editor = { email: 'redaktion@example.org', password: 'redaktion-1', role: 'editor' as const };

let server: RunningServer;
let buffer: FakeBuffer;

test.beforeAll(async () => {
  buffer = await startFakeBuffer();
  server = await startServer({ env: { BUFFER_API_URL: buffer.url } });
  await createUser(server, editor);
});
test.afterAll(async () => {
  await server?.stop();
  await buffer?.close();
});

async function openSettings(page: Page) {
  await signIn(page, server, adminEmail, adminPassword);
  await page.getByRole('link', { name: 'Einstellungen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin-Einstellungen' })).toBeVisible();
}

const tokenInput = (page: Page) => page.getByLabel('Buffer-Zugangsschlüssel');
const profileInput = (page: Page) => page.getByLabel('Buffer-Kanal-ID');
// Only the Buffer card's own "Speichern" (other cards may have one too).
const saveButton = (page: Page) => page.getByTestId('buffer-settings').getByRole('button', { name: 'Speichern' });

test.describe.configure({ mode: 'serial' });

test('shows the page, the required fields with their help and the five-step guide', async ({ page }) => {
  await openSettings(page);
  await expect(page.getByText('automatische Instagram-Posts', { exact: false })).toBeVisible();
  await expect(tokenInput(page)).toHaveAttribute('aria-required', 'true');
  await expect(profileInput(page)).toHaveAttribute('aria-required', 'true');
  await expect(page.locator('#buffer-access-token-help')).toContainText('Settings → API');
  await expect(page.locator('#buffer-profile-id-help')).toContainText('Instagram-Kanäle laden');
  const steps = page.getByTestId('setup-guide').getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(0)).toContainText('kostenloses Buffer-Konto');
  await expect(steps.nth(1)).toContainText('Instagram-Business-Konto');
  await expect(steps.nth(2)).toContainText('API-Schlüssel');
  await expect(steps.nth(4)).toContainText('freigegebene Beiträge');
});

test('validates after trimming: token first, then the profile id', async ({ page }) => {
  await openSettings(page);
  await tokenInput(page).fill('   ');
  await profileInput(page).fill('   ');
  await saveButton(page).click();
  await expect(toast(page, 'Validierungsfehler')).toContainText('Buffer Access Token wird benötigt');

  await tokenInput(page).fill(seed.apiKey);
  await profileInput(page).fill(' \t ');
  await saveButton(page).click();
  await expect(toast(page, 'Validierungsfehler').filter({ hasText: 'Buffer Profile ID wird benötigt' })).toBeVisible();
  await expect(toast(page, 'Gespeichert')).toHaveCount(0);
});

test('the token is masked until shown with the toggle', async ({ page }) => {
  await openSettings(page);
  await tokenInput(page).fill('geheim-1234');
  await expect(tokenInput(page)).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Token anzeigen' }).click();
  await expect(tokenInput(page)).toHaveAttribute('type', 'text');
  await expect(tokenInput(page)).toHaveValue('geheim-1234');
  await page.getByRole('button', { name: 'Token verbergen' }).click();
  await expect(tokenInput(page)).toHaveAttribute('type', 'password');
});

test('picks the Instagram channel, tests the connection, saves trimmed values; reload shows the stored token', async ({
  page,
}) => {
  await openSettings(page);
  await tokenInput(page).fill(`  ${seed.apiKey}  `);
  await page.getByRole('button', { name: 'Instagram-Kanäle laden' }).click();
  const channels = page.getByTestId('buffer-channel');
  await expect(channels.first()).toBeVisible();
  // Only Instagram channels: the Facebook page of the same account is not offered.
  await expect(page.locator(`[data-channel-id="${seed.facebookChannelId}"]`)).toHaveCount(0);
  const business = page.locator(`[data-channel-id="${seed.instagramChannelId}"]`);
  await expect(business).toContainText('Business-Profil');
  await expect(page.locator(`[data-channel-id="${seed.personalInstagramChannelId}"]`)).toContainText(
    'nur Erinnerungen',
  );
  await business.getByRole('button', { name: /^Auswählen/ }).click();
  await expect(profileInput(page)).toHaveValue(seed.instagramChannelId);
  await expect(business.getByRole('button', { name: /^Auswählen/ })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Verbindung testen' }).click();
  const result = page.getByTestId('connection-result');
  await expect(result).toHaveAttribute('data-ok', 'true');
  await expect(result).toContainText('Verbindung erfolgreich');
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);

  // Slow the save down a little so "Speichert..." can be seen.
  await page.route('**/api/settings/buffer', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await profileInput(page).fill(`  ${seed.instagramChannelId} `);
  await saveButton(page).click();
  await expect(page.getByRole('button', { name: 'Speichert...' })).toBeDisabled();
  await expect(toast(page, 'Gespeichert')).toContainText('Buffer-Einstellungen wurden aktualisiert');
  await page.unroute('**/api/settings/buffer');

  await page.reload();
  // The hint is the last four characters of the trimmed key; the key itself never comes back.
  await expect(page.getByTestId('token-stored')).toHaveText('Token gespeichert (…-key)');
  await expect(tokenInput(page)).toHaveValue('');
  await expect(profileInput(page)).toHaveValue(seed.instagramChannelId);
  await expect(page.locator('body')).not.toContainText(seed.apiKey);

  // With a token stored, an empty token field keeps it.
  await saveButton(page).click();
  await expect(toast(page, 'Gespeichert')).toBeVisible();
  const cookie = await apiSignIn(server, adminEmail, adminPassword);
  const view = await (await fetch(`${server.url}/api/settings/buffer`, { headers: { cookie } })).json();
  expect(view).toMatchObject({ token_set: true, token_hint: '…-key', profile_id: seed.instagramChannelId });
});

test('the connection test names a wrong key and a channel that is not Instagram', async ({ page }) => {
  await openSettings(page);
  await expect(page.getByTestId('token-stored')).toBeVisible();
  await tokenInput(page).fill('falscher-schluessel');
  await page.getByRole('button', { name: 'Verbindung testen' }).click();
  const result = page.getByTestId('connection-result');
  await expect(result).toHaveAttribute('data-ok', 'false');
  await expect(result).toContainText('Verbindung fehlgeschlagen');
  await expect(result).toContainText('Der Buffer-API-Schlüssel ist ungültig oder wurde widerrufen');

  await tokenInput(page).fill('');
  await profileInput(page).fill(seed.facebookChannelId);
  await page.getByRole('button', { name: 'Verbindung testen' }).click();
  await expect(result).toContainText('kein Instagram-Kanal');
});

test('a loading text while loading; load and save failures use the spec toasts', async ({ page }) => {
  await signIn(page, server, adminEmail, adminPassword);
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/settings/buffer', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    await held;
    await route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'kaputt' } } });
  });
  await page.goto(server.url + '/admin');
  await expect(page.getByText('Einstellungen werden geladen...')).toBeVisible();
  answer();
  await expect(toast(page, 'Fehler beim Laden')).toContainText('Einstellungen konnten nicht geladen werden');
  await page.unroute('**/api/settings/buffer');

  await page.route('**/api/settings/buffer', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'kaputt' } } })
      : route.continue(),
  );
  await page.reload();
  await profileInput(page).fill(seed.instagramChannelId);
  await saveButton(page).click();
  await expect(toast(page, 'Fehler beim Speichern')).toContainText('Einstellungen konnten nicht gespeichert werden');
});

test('an editor sees no settings form on the page and is refused by the API', async ({ page }) => {
  await signIn(page, server, editor.email, editor.password);
  await page.goto(server.url + '/admin');
  await expect(page.getByTestId('editor-notice')).toBeVisible();
  await expect(page).toHaveURL(server.url + '/admin');
  await expect(page.getByLabel('Buffer-Zugangsschlüssel')).toHaveCount(0);

  const cookie = await apiSignIn(server, editor.email, editor.password);
  const res = await fetch(`${server.url}/api/settings/buffer`, { headers: { cookie } });
  expect(res.status).toBe(403);
});

test('at 375 px nothing overflows horizontally', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openSettings(page);
  await expect(page.getByTestId('token-stored')).toBeVisible();
  await page.getByRole('button', { name: 'Instagram-Kanäle laden' }).click();
  await expect(page.getByTestId('buffer-channel').first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('logged out, /admin goes to /auth', async ({ page }) => {
  await page.goto(server.url + '/admin');
  await expect(page).toHaveURL(server.url + '/auth');
});
