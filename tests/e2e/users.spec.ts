import { expect, test, type Page } from '@playwright/test';
import { adminEmail, adminPassword, apiSignIn, createUser, startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/** User administration on /admin/users (docs/product.md#roles) and the admin-only /admin page. */

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const row = (page: Page, email: string) => page.getByTestId('user-row').filter({ hasText: email });

const editor = { email: 'redaktion@example.org', password: 'redaktion-1', role: 'editor' as const };

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
  await createUser(server, editor);
});
test.afterAll(async () => {
  await server?.stop();
});

test.describe('as admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, server, adminEmail, adminPassword);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Benutzer', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Benutzerverwaltung' })).toBeVisible();
  });

  test('lists every user with e-mail, role and de-DE creation date; own row cannot be deleted', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Alle Benutzer' })).toBeVisible();
    const own = row(page, adminEmail);
    await expect(own.getByTestId('user-role')).toHaveText('Admin');
    await expect(own).toContainText(/Erstellt am \d{2}\.\d{2}\.\d{4}/);
    await expect(own.getByRole('button', { name: /^Löschen/ })).toBeDisabled();

    const other = row(page, editor.email);
    await expect(other.getByTestId('user-role')).toHaveText('Redakteur:in');
    await expect(other.getByRole('button', { name: /^Löschen/ })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  });

  test('creates a user: placeholder, editor by default, toast, cleared fields, reloaded list', async ({ page }) => {
    const password = page.getByLabel('Passwort', { exact: true });
    await expect(password).toHaveAttribute('placeholder', 'Mindestens 6 Zeichen');
    await expect(page.getByLabel('Rolle', { exact: true })).toHaveValue('editor');

    await page.getByLabel('E-Mail').fill('neu@example.org');
    await password.fill('neues-passwort');
    await page.getByRole('button', { name: 'Benutzer erstellen' }).click();

    await expect(toast(page, 'Benutzer erstellt')).toContainText('neu@example.org wurde erfolgreich angelegt');
    await expect(page.getByLabel('E-Mail')).toHaveValue('');
    await expect(password).toHaveValue('');
    await expect(row(page, 'neu@example.org').getByTestId('user-role')).toHaveText('Redakteur:in');

    // The new account works.
    await apiSignIn(server, 'neu@example.org', 'neues-passwort');
  });

  test('creates an admin when the role is chosen', async ({ page }) => {
    await page.getByLabel('E-Mail').fill('chefin@example.org');
    await page.getByLabel('Passwort', { exact: true }).fill('chefin-passwort');
    await page.getByLabel('Rolle', { exact: true }).selectOption('admin');
    await page.getByRole('button', { name: 'Benutzer erstellen' }).click();
    await expect(row(page, 'chefin@example.org').getByTestId('user-role')).toHaveText('Admin');
    await expect(page.getByLabel('Rolle', { exact: true })).toHaveValue('editor');
  });

  test('create validation and server errors use the spec toasts', async ({ page }) => {
    await page.getByLabel('E-Mail').fill('kaputt');
    await page.getByLabel('Passwort', { exact: true }).fill('lang-genug');
    await page.getByRole('button', { name: 'Benutzer erstellen' }).click();
    await expect(toast(page, 'Validierungsfehler')).toContainText('Ungültige E-Mail-Adresse');

    await page.getByLabel('E-Mail').fill('kurz@example.org');
    await page.getByLabel('Passwort', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Benutzer erstellen' }).click();
    await expect(
      toast(page, 'Validierungsfehler').filter({ hasText: 'Passwort muss mindestens 6 Zeichen lang sein' }),
    ).toBeVisible();

    await page.getByLabel('E-Mail').fill(editor.email);
    await page.getByLabel('Passwort', { exact: true }).fill('irgendwas-1');
    await page.getByRole('button', { name: 'Benutzer erstellen' }).click();
    await expect(toast(page, 'Fehler').filter({ hasText: 'bereits vergeben' })).toBeVisible();
  });

  test('delete asks first; Abbrechen keeps the user, Löschen removes it', async ({ page }) => {
    const victim = { email: 'weg@example.org', password: 'weg-damit', role: 'editor' as const };
    await createUser(server, victim);
    await page.reload();

    await row(page, victim.email)
      .getByRole('button', { name: /^Löschen/ })
      .click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Benutzer löschen?' })).toBeVisible();
    await expect(dialog).toContainText('nicht rückgängig gemacht werden');
    await expect(dialog).toContainText('dauerhaft gelöscht');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row(page, victim.email)).toBeVisible();

    await row(page, victim.email)
      .getByRole('button', { name: /^Löschen/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(toast(page, 'Benutzer gelöscht')).toContainText('Der Benutzer wurde erfolgreich entfernt');
    await expect(row(page, victim.email)).toHaveCount(0);
    await expect(apiSignIn(server, victim.email, victim.password)).rejects.toThrow();
  });

  test('changes a role and sets a new password for another user', async ({ page }) => {
    const person = { email: 'wechsel@example.org', password: 'altes-passwort', role: 'editor' as const };
    await createUser(server, person);
    await page.reload();

    await page.getByLabel(`Rolle von ${person.email}`).selectOption('admin');
    await expect(toast(page, 'Rolle geändert')).toBeVisible();
    await expect(row(page, person.email).getByTestId('user-role')).toHaveText('Admin');
    await expect(page.getByLabel(`Rolle von ${adminEmail}`)).toBeDisabled();

    await row(page, person.email)
      .getByRole('button', { name: /Passwort setzen/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Neues Passwort').fill('neues-passwort-1');
    await dialog.getByRole('button', { name: 'Passwort setzen' }).click();
    await expect(toast(page, 'Passwort gesetzt')).toBeVisible();
    await apiSignIn(server, person.email, 'neues-passwort-1');
  });

  test('/admin shows the settings page shell', async ({ page }) => {
    await page.goto(server.url + '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin-Einstellungen' })).toBeVisible();
    await expect(page.getByText(/Buffer/).first()).toBeVisible();
    await page.getByRole('link', { name: 'Zurück zur Übersicht' }).click();
    await expect(page).toHaveURL(server.url + '/');
  });

  test('"Abmelden" on the users page signs out and goes to /auth', async ({ page }) => {
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('as editor', () => {
  test('„Benutzer“ shows the team read-only with the own access, roles in German, no controls', async ({ page }) => {
    await signIn(page, server, editor.email, editor.password);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Benutzer', exact: true }).click();
    await expect(page).toHaveURL(server.url + '/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Benutzerverwaltung' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin-Bereiche' }).getByRole('link')).toHaveText(['Benutzer']);
    await expect(page.getByTestId('own-account')).toContainText('Redakteur:in');
    await expect(page.getByTestId('own-account')).toContainText(editor.email);
    // Who the admins are, and every member with a German role.
    await expect(row(page, adminEmail).getByTestId('user-role')).toHaveText('Admin');
    await expect(row(page, editor.email).getByTestId('user-role')).toHaveText('Redakteur:in');
    await expect(row(page, editor.email)).toContainText('(du)');
    // Nothing that changes an account, and no error on the way.
    await expect(page.getByRole('button', { name: 'Benutzer erstellen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Löschen/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Passwort setzen/ })).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

    // The own password is changed right here.
    await page.getByTestId('own-account').getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByRole('dialog').getByLabel('Aktuelles Passwort')).toBeVisible();
  });

  test('„Einstellungen“ leads to a page that says what an editor can do there, not away', async ({ page }) => {
    await signIn(page, server, editor.email, editor.password);
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Einstellungen' })
      .click();
    await expect(page).toHaveURL(server.url + '/admin');
    const notice = page.getByTestId('editor-notice');
    await expect(notice).toContainText('Diesen Bereich ändern Admins');
    await expect(notice).toContainText('Als Redakteur:in');
    await expect(notice.getByRole('link', { name: adminEmail })).toHaveAttribute('href', `mailto:${adminEmail}`);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expect(page.getByLabel('Buffer-Zugangsschlüssel')).toHaveCount(0);

    // Every admin-only address does the same.
    for (const path of ['/admin/analyse', '/admin/protokoll', '/admin/impressum']) {
      await page.goto(server.url + path);
      await expect(page.getByTestId('editor-notice')).toBeVisible();
      await expect(page).toHaveURL(server.url + path);
    }

    await page.getByTestId('editor-notice').getByRole('link', { name: 'Das Team ansehen' }).click();
    await expect(page).toHaveURL(server.url + '/admin/users');
    await expect(row(page, adminEmail)).toBeVisible();
  });

  test('the API lets an editor read the team but not change it', async () => {
    const cookie = await apiSignIn(server, editor.email, editor.password);
    const headers = { 'content-type': 'application/json', origin: server.url, cookie };
    expect((await fetch(`${server.url}/api/users`, { headers })).status).toBe(200);
    const create = await fetch(`${server.url}/api/users`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'heimlich@example.org', password: 'heimlich-1', role: 'admin' }),
    });
    expect(create.status).toBe(403);
  });

  test('a failing admin check says why and goes to /', async ({ page }) => {
    await signIn(page, server, editor.email, editor.password);
    await page.route('**/api/me/has-role*', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Datenbank weg' } } }),
    );
    await page.goto(server.url + '/admin');
    await expect(toast(page, 'Fehler')).toContainText('Admin-Status konnte nicht geprüft werden: Datenbank weg');
    await expect(page).toHaveURL(server.url + '/');
  });

  test('a user changes their own password from the header', async ({ page }) => {
    const own = { email: 'selbst@example.org', password: 'selbst-alt', role: 'editor' as const };
    await createUser(server, own);
    await signIn(page, server, own.email, own.password);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Aktuelles Passwort').fill(own.password);
    await dialog.getByLabel('Neues Passwort', { exact: true }).fill('selbst-neu-1');
    await dialog.getByLabel('Neues Passwort wiederholen').fill('selbst-neu-1');
    await dialog.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(toast(page, 'Passwort geändert')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // "ab sofort gültig": this browser stays signed in (with a renewed session), also after a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    expect((await page.request.get(server.url + '/api/me/has-role?role=editor')).status()).toBe(200);
    await apiSignIn(server, own.email, 'selbst-neu-1');
  });
});
