import { expect, test, type Page } from '@playwright/test';
import { adminEmail, adminPassword, startServer, type RunningServer } from './support/server';

/** Login, session and logout: /auth, the header, validation and the toasts (docs/product.md#fixed-wording). */

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Einloggen' }).click();
}

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('the login page has its title, e-mail, password and "Einloggen"', async ({ page }) => {
  await page.goto(server.url + '/auth');
  await expect(page).toHaveTitle('News Dashboard Login');
  await expect(page.getByLabel('E-Mail')).toBeVisible();
  await expect(page.getByLabel('Passwort')).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: 'Einloggen' })).toBeVisible();
});

test('an invalid e-mail is refused with "Ungültige E-Mail-Adresse"', async ({ page }) => {
  await page.goto(server.url + '/auth');
  await submitLogin(page, 'keine-mail-adresse', 'geheim123');
  const shown = toast(page, 'Validierungsfehler');
  await expect(shown).toContainText('Ungültige E-Mail-Adresse');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a short password is refused with "Passwort muss mindestens 6 Zeichen lang sein"', async ({ page }) => {
  await page.goto(server.url + '/auth');
  await submitLogin(page, 'jemand@example.org', '12345');
  await expect(toast(page, 'Validierungsfehler')).toContainText('Passwort muss mindestens 6 Zeichen lang sein');
});

test('with both fields invalid only the first failing message is shown', async ({ page }) => {
  await page.goto(server.url + '/auth');
  await submitLogin(page, 'falsch', '1');
  const shown = toast(page, 'Validierungsfehler');
  await expect(shown).toContainText('Ungültige E-Mail-Adresse');
  await expect(shown).not.toContainText('Passwort muss');
});

test('a wrong password and an unknown e-mail get the same answer', async ({ page }) => {
  await page.goto(server.url + '/auth');
  await submitLogin(page, adminEmail, 'falsches-passwort');
  await expect(toast(page, 'Fehler beim Login')).toContainText('E-Mail oder Passwort falsch');
  await expect(page).toHaveURL(/\/auth$/);

  await page.reload();
  await submitLogin(page, 'niemand@example.org', 'irgendwas123');
  await expect(toast(page, 'Fehler beim Login')).toContainText('E-Mail oder Passwort falsch');
});

test('a successful login greets, goes to / replacing history, and shows the signed-in header', async ({ page }) => {
  await page.goto(server.url + '/');
  await page.getByRole('link', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await submitLogin(page, adminEmail, adminPassword);

  const welcome = toast(page, 'Login erfolgreich');
  await expect(welcome).toContainText('Willkommen zurück!');
  await expect(page).toHaveURL(server.url + '/');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Benutzer', exact: true })).toHaveAttribute('href', '/admin/users');
  await expect(nav.getByRole('link', { name: 'Einstellungen' })).toHaveAttribute('href', '/admin');
  await expect(nav.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Anmelden' })).toHaveCount(0);

  // /auth was replaced: going back does not return to the login form.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/auth$/);
});

test('a signed-in user who opens /auth is sent to /', async ({ page }) => {
  await page.goto(server.url + '/auth');
  await submitLogin(page, adminEmail, adminPassword);
  await expect(page).toHaveURL(server.url + '/');

  await page.goto(server.url + '/auth');
  await expect(page).toHaveURL(server.url + '/');
  await expect(page.getByRole('button', { name: 'Einloggen' })).toHaveCount(0);
});

test('"Abmelden" ends the session on the server and goes to /auth', async ({ page }) => {
  await page.goto(server.url + '/auth');
  await submitLogin(page, adminEmail, adminPassword);
  await expect(page).toHaveURL(server.url + '/');

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const session = await page.request.get(server.url + '/api/auth/get-session');
  expect(await session.json()).toBeNull();

  await page.goto(server.url + '/');
  await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
});

test('signing out in one tab shows the signed-out header in the other without a reload', async ({ context }) => {
  const first = await context.newPage();
  await first.goto(server.url + '/auth');
  await submitLogin(first, adminEmail, adminPassword);
  await expect(first).toHaveURL(server.url + '/');

  const second = await context.newPage();
  await second.goto(server.url + '/');
  await expect(second.getByRole('button', { name: 'Abmelden' })).toBeVisible();

  await first.getByRole('button', { name: 'Abmelden' }).click();
  await expect(first).toHaveURL(/\/auth$/);
  await expect(second.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Abmelden' })).toHaveCount(0);
});

test('signing in in one tab leaves the login page of another tab', async ({ context }) => {
  const waiting = await context.newPage();
  await waiting.goto(server.url + '/auth');
  await expect(waiting.getByRole('button', { name: 'Einloggen' })).toBeVisible();

  const active = await context.newPage();
  await active.goto(server.url + '/auth');
  await submitLogin(active, adminEmail, adminPassword);
  await expect(active).toHaveURL(server.url + '/');
  await expect(waiting).toHaveURL(server.url + '/');
});

test('an expired session shows the signed-out header, not an error', async ({ page, context }) => {
  await page.goto(server.url + '/auth');
  await submitLogin(page, adminEmail, adminPassword);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();

  await context.clearCookies();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});

test('/admin and /admin/users send a signed-out visitor to /auth', async ({ page }) => {
  await page.goto(server.url + '/admin');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto(server.url + '/admin/users');
  await expect(page).toHaveURL(/\/auth$/);
});

test.describe('sign-in rate limit', () => {
  let limited: RunningServer;
  test.beforeAll(async () => {
    limited = await startServer();
  });
  test.afterAll(async () => {
    await limited?.stop();
  });

  test('after too many failures the German message from the server is shown as is', async ({ page }) => {
    await page.goto(limited.url + '/auth');
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in/email'));
      await submitLogin(page, 'angreifer@example.org', `falsch-${attempt}`);
      expect((await answer).status()).toBe(401);
    }
    await submitLogin(page, 'angreifer@example.org', 'noch-ein-versuch');
    await expect(
      toast(page, 'Fehler beim Login').filter({ hasText: 'Zu viele fehlgeschlagene Anmeldeversuche' }),
    ).toBeVisible();
  });
});
