import { expect, test, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/** Everything an anonymous visitor can do (docs/product.md#roles, #screens). */

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const card = (page: Page, title: string) => page.getByTestId('news-card').filter({ hasText: title });
const cardTrigger = (page: Page, title: string) => card(page, title).getByRole('button', { name: new RegExp(title) });

async function expandCard(page: Page, title: string) {
  const trigger = cardTrigger(page, title);
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return card(page, title);
}

test.describe('empty gallery', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('opens on "Diese Woche" and shows the empty message of every tab word for word', async ({ page }) => {
    await page.goto(server.url + '/');
    await expect(page.getByRole('tab', { name: 'Diese Woche' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Diese Woche gibt es noch keine News.')).toBeVisible();

    await page.getByRole('tab', { name: 'Heute' }).click();
    await expect(page.getByText('Heute gibt es noch keine neuen News.')).toBeVisible();

    await page.getByRole('tab', { name: 'Vergangene' }).click();
    await expect(page.getByText('Keine vergangenen News vorhanden.')).toBeVisible();
  });

  test('imprint says honestly that the operator details are missing', async ({ page }) => {
    await page.goto(server.url + '/impressum');
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    await expect(page.getByTestId('impressum-missing')).toContainText('noch nicht hinterlegt');
  });
});

test.describe('demo gallery on a fresh start', () => {
  // The demo runs the real analysis over the shipped snapshots and renders every sharepic.
  test.describe.configure({ timeout: 180_000 });
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startServer({ env: { DEMO: 'true' } });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("„Diese Woche“ shows all seven topics of the week, today's included", async ({ page }) => {
    await page.goto(server.url + '/');
    await expect(page.getByRole('tab', { name: 'Diese Woche' })).toHaveAttribute('aria-selected', 'true');
    // The demo is built in the background after the start; the list follows the change events.
    await expect(page.getByTestId('news-card')).toHaveCount(7, { timeout: 45_000 });
    // Today's topics are part of the week: some of the seven, listed under „Heute“ too.
    const today = ((await (await page.request.get(server.url + '/api/news?category=heute')).json()) as unknown[])
      .length;
    expect(today).toBeGreaterThan(0);
    expect(today).toBeLessThan(7);
    await page.getByRole('tab', { name: 'Heute' }).click();
    await expect(page.getByRole('tab', { name: 'Heute' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('news-card')).toHaveCount(today);
    await page.getByRole('tab', { name: 'Vergangene' }).click();
    await expect(page.getByTestId('news-card').first()).toBeVisible();
  });
});

test.describe('gallery with demo topics', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000); // seeding renders every sharepic
    server = await startServer({
      seed: true,
      env: {
        IMPRESSUM_NAME: 'Erika Mustermann',
        IMPRESSUM_ADDRESS: 'Musterstraße 1, 12345 Musterstadt',
        IMPRESSUM_EMAIL: 'kontakt@example.org',
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('header, hero and the four steps of how it works', async ({ page }) => {
    await page.goto(server.url + '/');
    await expect(page.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('täglich analysiert');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Team entscheidet');
    for (const step of ['Analyse', 'Auswahl', 'Aufbereitung', 'Freigabe durch das Team']) {
      await expect(page.getByRole('heading', { level: 3, name: step, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toContainText('Pilotprojekt');
  });

  test('the hero button scrolls to the gallery', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(server.url + '/');
    const galleryHeading = page.getByRole('heading', { level: 2, name: 'Themenvorschläge' });
    await expect(galleryHeading).not.toBeInViewport();
    await page.getByRole('button', { name: 'Zu den aktuellen Themen' }).click();
    await expect(galleryHeading).toBeInViewport();
  });

  test('shows cards per tab with date, priority and the Demo badge', async ({ page }) => {
    await page.goto(server.url + '/');
    const weekCard = card(page, 'Neue Förderrunde für Städtepartnerschaften');
    await expect(weekCard).toBeVisible();
    await expect(weekCard).toContainText('17.11.2026');
    await expect(weekCard.locator('[data-priority=mittel]')).toBeVisible();
    await expect(weekCard.getByText('Demo', { exact: true })).toBeVisible();
    await expect(weekCard.getByRole('img').first()).toHaveAttribute('alt', /.+/);

    await page.getByRole('tab', { name: 'Heute' }).click();
    await expect(card(page, 'Kommission schlägt Milliardenfonds für Verteidigung vor')).toBeVisible();
    await expect(page.getByTestId('news-card')).toHaveCount(2);
  });

  test('the tab is in the URL, and a link opens the same tab', async ({ page }) => {
    await page.goto(server.url + '/');
    await page.getByRole('tab', { name: 'Vergangene' }).click();
    await expect(page).toHaveURL(/\?tab=vergangene$/);
    await expect(card(page, 'Europäische Zentralbank senkt den Leitzins')).toBeVisible();

    await page.goto(server.url + '/?tab=heute');
    await expect(page.getByRole('tab', { name: 'Heute' })).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, 'EU-Parlament stimmt für neues Lieferkettengesetz')).toBeVisible();

    await page.goto(server.url + '/?tab=unsinn');
    await expect(page.getByRole('tab', { name: 'Diese Woche' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a card expands and collapses, also with the keyboard', async ({ page }) => {
    await page.goto(server.url + '/?tab=heute');
    const title = 'EU-Parlament stimmt für neues Lieferkettengesetz';
    const trigger = cardTrigger(page, title);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(card(page, title).getByTestId('assessment-box')).toHaveCount(0);

    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const expanded = card(page, title);
    await expect(expanded.getByTestId('assessment-box')).toBeVisible();
    await expect(expanded.getByRole('button', { name: /vergrößern/ })).toHaveCount(3);
    await expect(expanded.getByTestId('instagram-text')).toBeVisible();

    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(expanded.getByTestId('assessment-box')).toHaveCount(0);

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('a visitor sees priority and reasoning of the assessment, not the team’s workings', async ({ page }) => {
    await page.goto(server.url + '/?tab=heute');
    const expanded = await expandCard(page, 'Kommission schlägt Milliardenfonds für Verteidigung vor');
    const box = expanded.getByTestId('assessment-box');
    await expect(box.getByRole('heading', { name: 'Strategische Einschätzung' })).toBeVisible();
    await expect(box.locator('[data-priority=dringend]')).toBeVisible();
    await expect(box).toContainText('Sehr breite Berichterstattung');
    await expect(box).not.toContainText('Sharepic-Qualität');
    await expect(box).not.toContainText('Das Wort „massiv“ vermeiden');
    await expect(box).not.toContainText('Alarmismus');
    await expect(box.locator('mark')).toHaveCount(0);
    await expect(box).not.toContainText('Medien: 9');
  });

  test('no anonymous API answer contains an e-mail address', async () => {
    for (const category of ['heute', 'woche', 'vergangene']) {
      const body = await (await fetch(`${server.url}/api/news?category=${category}`)).text();
      expect(body).not.toMatch(/[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i);
      expect(body).not.toContain('recommendation_signals');
    }
  });

  test('the team’s assessment box names priority, quality, reasoning, suggestions, flags with evidence and signals', async ({
    page,
  }) => {
    await signIn(page, server);
    await page.goto(server.url + '/?tab=heute');
    const expanded = await expandCard(page, 'Kommission schlägt Milliardenfonds für Verteidigung vor');
    const box = expanded.getByTestId('assessment-box');
    await expect(box.getByRole('heading', { name: 'Strategische Einschätzung' })).toBeVisible();
    await expect(box.locator('[data-priority=dringend]')).toBeVisible();
    await expect(box).toContainText('Sharepic-Qualität');
    await expect(box).toContainText('Gut: Texte passen, Kontrast ausreichend, Foto vorhanden.');
    await expect(box).toContainText('Sehr breite Berichterstattung');
    await expect(box.getByRole('listitem').filter({ hasText: 'Das Wort „massiv“ vermeiden' })).toBeVisible();
    await expect(
      box.getByRole('listitem').filter({ hasText: 'Höhe des Fonds erst nach offizieller Bestätigung nennen' }),
    ).toBeVisible();
    await expect(box).toContainText('Alarmismus');
    await expect(box).not.toContainText('Spekulation');
    await expect(box).not.toContainText('Juristisches Risiko');
    await expect(box.locator('mark', { hasText: 'massiv' })).toBeVisible();
    await expect(box).toContainText('Warum ausgewählt: 9 Medien aus 4 Ländern');
    await expect(box).toContainText('Medien: 9');
  });

  test('the Spekulation flag is named in German', async ({ page }) => {
    await signIn(page, server);
    await page.goto(server.url + '/?tab=vergangene');
    const expanded = await expandCard(page, 'Europäische Zentralbank senkt den Leitzins');
    const box = expanded.getByTestId('assessment-box');
    await expect(box).toContainText('Spekulation');
    await expect(box.locator('mark', { hasText: 'könnten' })).toBeVisible();
  });

  test('source link shows only the host name and opens a new tab safely; the Instagram text keeps line breaks', async ({
    page,
  }) => {
    await page.goto(server.url + '/?tab=heute');
    const expanded = await expandCard(page, 'Kommission schlägt Milliardenfonds für Verteidigung vor');
    const link = expanded.getByTestId('source-link');
    await expect(link).toContainText('www.deutschlandfunk.de');
    await expect(link).not.toContainText('eu-verteidigung-fonds');
    await expect(link).toHaveAttribute('href', 'https://www.deutschlandfunk.de/eu-verteidigung-fonds-100.html');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const text = expanded.getByTestId('instagram-text');
    await expect(text).toContainText('Mehr gemeinsame Verteidigung in Europa');
    const rendered = await text.innerText();
    expect(rendered.split('\n').filter((l) => l.trim()).length).toBeGreaterThan(3);
  });

  test('downloads a sharepic under "<title with underscores><n>.png"', async ({ page }) => {
    await page.goto(server.url + '/?tab=heute');
    const expanded = await expandCard(page, 'Kommission schlägt Milliardenfonds für Verteidigung vor');
    const downloadPromise = page.waitForEvent('download');
    await expanded.getByRole('button', { name: 'Herunterladen (Sharepic 2)' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('Kommission_schlägt_Milliardenfonds_für_Verteidigung_vor2.png');
    await expect(toast(page, 'Download gestartet')).toBeVisible();
  });

  test('a failed download says so', async ({ page }) => {
    await page.goto(server.url + '/?tab=heute');
    const expanded = await expandCard(page, 'EU-Parlament stimmt für neues Lieferkettengesetz');
    await page.route('**/media/**', (route) => route.fulfill({ status: 500, body: 'kaputt' }));
    await expanded.getByRole('button', { name: 'Herunterladen (Sharepic 1)' }).click();
    const failed = toast(page, 'Download fehlgeschlagen');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Bitte versuche es erneut.');
  });

  test('the enlarged preview opens, closes with Escape and returns focus', async ({ page }) => {
    await page.goto(server.url + '/?tab=heute');
    const expanded = await expandCard(page, 'EU-Parlament stimmt für neues Lieferkettengesetz');
    const opener = expanded.getByRole('button', { name: /^Sharepic 1 vergrößern/ });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /Sharepic 1/ })).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', /.+/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Schließen' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('imprint shows the configured operator, with header, back button and footer', async ({ page }) => {
    await page.goto(server.url + '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(/\/impressum$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    const operator = page.getByTestId('operator-details');
    await expect(operator).toContainText('Erika Mustermann');
    await expect(operator).toContainText('Musterstraße 1, 12345 Musterstadt');
    await expect(operator.getByRole('link', { name: 'kontakt@example.org' })).toHaveAttribute(
      'href',
      'mailto:kontakt@example.org',
    );
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('link', { name: 'Zurück zur Übersicht' }).click();
    await expect(page).toHaveURL(server.url + '/');
  });

  test('privacy statement covers hosting, server logs, self-hosted fonts and data-subject rights', async ({ page }) => {
    await page.goto(server.url + '/datenschutz');
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    for (const heading of ['Hosting', 'Server-Logfiles', 'Schriftarten', 'Ihre Rechte']) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeVisible();
    }
    await expect(page.getByRole('main')).toContainText('keine Verbindung zu Google Fonts');
    await expect(page.getByRole('main')).toContainText('Art. 15 DSGVO');
    await expect(page.getByRole('main')).toContainText('nicht mit einem Generator für Rechtstexte erstellt');
    await page.getByRole('link', { name: 'Zurück zur Übersicht' }).click();
    await expect(page).toHaveURL(server.url + '/');
  });

  test('fonts come from this server only', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(server.url) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    await page.goto(server.url + '/?tab=heute');
    await expandCard(page, 'EU-Parlament stimmt für neues Lieferkettengesetz');
    await page.evaluate(() => document.fonts.ready);
    expect(
      await page.evaluate(() => [...document.fonts].some((f) => f.family.includes('Inter') && f.status === 'loaded')),
    ).toBe(true);
    expect(foreign).toEqual([]);
  });

  test('an unknown path shows the 404 page, logs the path and links home', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto(server.url + '/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect
      .poll(() => errors.some((e) => e.includes('non-existent route') && e.includes('/gibt-es-nicht')))
      .toBe(true);
    expect(server.logs()).toContain('/gibt-es-nicht');
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL(server.url + '/');
  });
});
