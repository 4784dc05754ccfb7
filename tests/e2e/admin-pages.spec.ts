import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { closedPort } from '../support/closed-port';
import { seriousViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/layout';
import { createUser, startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * The admin pages and the dialogs that lead there, as a first-time admin meets them: no Buffer set up, a server
 * without internet (Wikimedia Commons unreachable, no Pexels key), the imprint from the environment. Every test
 * runs at 1440 and at 390 px.
 */

const toasts = (page: Page) => page.locator('[data-sonner-toast]');
const toast = (page: Page, title: string) => toasts(page).filter({ hasText: title });
const editor = { email: 'redaktion@example.org', password: 'redaktion-1', role: 'editor' as const };
const imprintFromEnvironment = {
  IMPRESSUM_NAME: 'Erika Mustermann',
  IMPRESSUM_ADDRESS: 'Musterweg 1\n12345 Musterstadt',
  IMPRESSUM_EMAIL: 'kontakt@example.org',
};

let server: RunningServer;
let items: { id: string; title: string; category: string }[];

test.beforeAll(async () => {
  test.setTimeout(240_000); // seeding renders every sharepic
  server = await startServer({
    seed: true,
    env: {
      COMMONS_API_URL: `http://127.0.0.1:${await closedPort()}/w/api.php`,
      ALLOW_PRIVATE_FETCH: 'true',
      ...imprintFromEnvironment,
    },
  });
  await createUser(server, editor);
  items = await (await fetch(`${server.url}/api/news`)).json();
  expect(items.length).toBeGreaterThanOrEqual(2);
});
test.afterAll(async () => {
  await server?.stop();
});
test.describe.configure({ mode: 'serial' });

/** A request held until the test lets it go: for what the page shows while an answer is on its way. */
async function hold(page: Page, pattern: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    await released;
    await route.continue().catch(() => {});
  };
  await page.route(pattern, handler);
  return async () => {
    release();
    await page.unroute(pattern, handler);
  };
}

async function openCard(page: Page, index: number): Promise<Locator> {
  const item = items[index]!;
  await page.goto(`${server.url}/?tab=${item.category}`);
  const card = page.locator(`[data-news-id="${item.id}"]`);
  await card.getByRole('button', { name: item.title }).click();
  await expect(card.getByTestId('card-actions')).toBeVisible();
  return card;
}

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });

    test('the admin pages keep the site header and logo; the setup guide comes before the form; German labels', async ({
      page,
    }) => {
      await signIn(page, server);
      for (const path of ['/admin', '/admin/analyse', '/admin/impressum']) {
        await page.goto(server.url + path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const header = page.getByRole('banner');
        await expect(header.getByTestId('site-brand-name')).toHaveText('Europa-Union Musterstadt');
        await expect(header.getByRole('link', { name: 'Europa-Union Musterstadt' })).toHaveAttribute('href', '/');
        await expect(header.getByRole('link', { name: 'Europa-Union Musterstadt' }).locator('svg')).toBeVisible();
        await expect(header.getByRole('button', { name: 'Abmelden' })).toBeVisible();
      }

      await page.goto(server.url + '/admin');
      const guide = page.getByTestId('setup-guide');
      const form = page.getByTestId('buffer-settings');
      // Not set up yet: the guide is open, and a first-time admin reads it before the form it explains.
      await expect(guide.getByRole('listitem')).toHaveCount(5);
      await expect(guide.getByRole('listitem').first()).toBeVisible();
      expect((await guide.boundingBox())!.y).toBeLessThan((await form.boundingBox())!.y);
      await expect(guide).toContainText('als Buffer-Zugangsschlüssel eintragen');

      await expect(page.getByLabel('Buffer-Zugangsschlüssel')).toBeVisible();
      await expect(page.getByLabel('Buffer-Kanal-ID')).toBeVisible();
      await expect(page.getByText('Buffer Access Token')).toHaveCount(0);
      await expect(page.getByText('Buffer Profile ID')).toHaveCount(0);
      // The specification's messages stay word for word.
      await form.getByRole('button', { name: 'Speichern' }).click();
      await expect(toast(page, 'Validierungsfehler')).toContainText('Buffer Access Token wird benötigt');

      await expectNoHorizontalScroll(page);
      expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
    });

    test('an admin section asks for its data while the admin check is still on its way, and shows it cached on return', async ({
      page,
    }) => {
      await signIn(page, server);
      const releaseCheck = await hold(page, '**/api/me/has-role**');
      const dataAsked = page.waitForRequest((r) => r.url().endsWith('/api/settings/buffer') && r.method() === 'GET');
      await page.goto(server.url + '/admin');
      // Not one after the other: the settings are requested before the admin check has answered.
      await dataAsked;
      await expect(page.getByRole('status').filter({ hasText: 'Berechtigung' })).toBeVisible();
      await expect(page.getByTestId('site-brand-name')).toBeVisible();
      await releaseCheck();
      await expect(page.getByLabel('Buffer-Kanal-ID')).toBeVisible();

      // Back to the overview and in again: the known answers show at once while they are asked again.
      await page.getByRole('link', { name: 'Zurück zur Übersicht' }).click();
      await expect(page).toHaveURL(server.url + '/');
      const releaseAgain = await hold(page, '**/api/me/has-role**');
      const releaseSettings = await hold(page, '**/api/settings/buffer');
      await page.getByRole('link', { name: 'Einstellungen' }).click();
      await expect(page.getByLabel('Buffer-Kanal-ID')).toBeVisible();
      await expect(page.getByText('Einstellungen werden geladen...')).toHaveCount(0);
      await releaseAgain();
      await releaseSettings();
    });

    test('the publish checklist tells an admin what to do, with links; the release dialog names its one channel', async ({
      page,
    }) => {
      await signIn(page, server);
      const card = await openCard(page, 0);
      await card.getByRole('button', { name: 'Veröffentlichen' }).click();
      const checklist = page.getByRole('dialog', { name: 'Veröffentlichung noch nicht möglich' });
      const settings = checklist.locator('[data-check-id="settings"]');
      await expect(settings).toContainText(
        'Trage den Buffer-Zugangsschlüssel und die Kanal-ID in den Einstellungen unter „Veröffentlichung“ ein.',
      );
      await expect(settings.getByRole('link', { name: 'Zu den Buffer-Einstellungen' })).toHaveAttribute(
        'href',
        '/admin',
      );
      const address = checklist.locator('[data-check-id="public_url"]');
      await expect(address).toContainText('PUBLIC_URL');
      const guideLink = address.getByRole('link', { name: 'Anleitung: öffentliche Adresse einrichten' });
      await expect(guideLink).toHaveAttribute('href', '/admin#oeffentliche-adresse');
      await expect(checklist).not.toContainText('Ein Admin muss');
      await expect(checklist).not.toContainText('unter /admin');
      expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);

      // The link leads to the explanation of the setting, scrolled into view.
      await guideLink.click();
      await expect(page).toHaveURL(`${server.url}/admin#oeffentliche-adresse`);
      const explained = page.getByTestId('public-address');
      await expect(explained).toBeInViewport();
      await expect(explained).toBeFocused();
      await expect(explained.getByTestId('public-address-status')).toHaveAttribute('data-status', 'not-public');
      await expect(explained.getByTestId('public-address-status')).toContainText(server.url);
      await expect(explained.getByRole('listitem')).toHaveCount(3);
      await expect(explained).toContainText('PUBLIC_URL=https://news.example.org');

      // „Freigeben“ without a choice of channels says which one it is.
      const again = await openCard(page, 0);
      await again.getByRole('button', { name: 'Freigeben' }).click();
      const release = page.getByRole('alertdialog', { name: 'Freigeben: wann?' });
      await expect(release.getByTestId('publish-only-channel')).toContainText(
        'Instagram: das Profil, das in den Buffer-Einstellungen eingetragen wird (Buffer ist noch nicht eingerichtet)',
      );
      await expect(release.getByTestId('publish-channels')).toHaveCount(0);
      expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
      await release.getByRole('button', { name: 'Abbrechen' }).click();
      await expect(release).toHaveCount(0);
    });

    test('an editor reads that an admin has to set Buffer up, without admin links or server jargon', async ({
      page,
    }) => {
      await signIn(page, server, editor.email, editor.password);
      const card = await openCard(page, 1);
      await card.getByRole('button', { name: 'Veröffentlichen' }).click();
      const checklist = page.getByRole('dialog', { name: 'Veröffentlichung noch nicht möglich' });
      await expect(checklist.locator('[data-check-id="settings"]')).toContainText('Das kann nur ein Admin');
      await expect(checklist.locator('[data-check-id="public_url"]')).toContainText('keine öffentliche Adresse');
      await expect(checklist).not.toContainText('PUBLIC_URL');
      await expect(checklist.getByRole('link')).toHaveCount(0);
    });

    test('photo search without internet: one message naming the sources tried and what can be set up', async ({
      page,
    }) => {
      await signIn(page, server);
      const card = await openCard(page, 1);
      // On a phone the card's further actions are folded behind „Weitere Aktionen“.
      const more = card.getByRole('button', { name: 'Weitere Aktionen' });
      if (await more.isVisible()) await more.click();
      await card.getByRole('button', { name: 'Hintergrundbilder ändern' }).click();
      const dialog = page.getByRole('dialog', { name: 'Hintergrundbilder ändern' });
      const search = dialog.getByRole('searchbox', { name: 'Fotos suchen' });
      await search.fill('Europaparlament');
      await search.press('Enter');
      const notice = dialog.getByTestId('photo-search-notice');
      await expect(notice.locator('p').first()).toHaveText('Fehler bei der Bildsuche');
      await expect(notice).toContainText('Die Fotosuche im Internet hat gerade keine Quelle erreicht.');
      await expect(notice).toContainText('Wikimedia Commons ist gerade nicht erreichbar.');
      await expect(notice).toContainText('Pexels ist nicht eingerichtet (PEXELS_API_KEY fehlt).');
      await expect(notice).toContainText('keinen Zugang zum Internet');
      await expect(notice).toContainText('PEXELS_API_KEY mit einem kostenlosen Schlüssel');
      await expect(notice).toContainText('COMMONS_API_URL für Wikimedia Commons');
      // One signal: no toast, no tab for the source that failed, its name said once.
      await expect(toasts(page)).toHaveCount(0);
      await expect(dialog.getByRole('tab')).toHaveText([/^Eigene Uploads \(\d+\)$/]);
      await expect(dialog.getByText(/nicht erreichbar/)).toHaveCount(1);
      await expectNoHorizontalScroll(page);
      expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
    });

    test('the imprint: the environment as the start, saved details on /impressum, back to the environment', async ({
      page,
    }) => {
      await signIn(page, server);
      await page.goto(server.url + '/admin/impressum');
      const card = page.getByTestId('imprint-settings');
      await expect(card.getByTestId('imprint-source')).toHaveAttribute('data-source', 'environment');
      const name = card.getByLabel('Name');
      const address = card.getByLabel('Anschrift');
      const email = card.getByLabel('E-Mail-Adresse');
      await expect(name).toHaveValue('Erika Mustermann');
      await expect(address).toHaveValue('Musterweg 1\n12345 Musterstadt');
      expect(await address.evaluate((el) => el.tagName)).toBe('TEXTAREA');
      expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);

      await name.fill('   ');
      await card.getByRole('button', { name: 'Speichern' }).click();
      await expect(toast(page, 'Validierungsfehler')).toContainText('Name wird benötigt');
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      // On a phone the toast lies over the form's buttons until it is closed.
      await toast(page, 'Validierungsfehler').getByRole('button', { name: 'Close toast' }).click();

      await name.fill(`Max Beispiel ${width}`);
      await address.fill('Europaplatz 7\n54321 Beispielstadt');
      await email.fill('impressum@example.org');
      await card.getByRole('button', { name: 'Speichern' }).click();
      await expect(toast(page, 'Gespeichert')).toContainText('Die Angaben für das Impressum wurden aktualisiert');
      await expect(card.getByTestId('imprint-source')).toHaveAttribute('data-source', 'saved');

      await expect(card.getByRole('link', { name: 'Impressum ansehen' })).toHaveAttribute('href', '/impressum');
      await page.goto(server.url + '/impressum');
      const operator = page.getByTestId('operator-details');
      await expect(operator).toContainText(`Max Beispiel ${width}`);
      await expect(operator).toContainText('Europaplatz 7');
      await expect(operator.getByRole('link', { name: 'impressum@example.org' })).toHaveAttribute(
        'href',
        'mailto:impressum@example.org',
      );

      await page.goto(server.url + '/admin/impressum');
      await page.getByRole('button', { name: 'Angaben aus der Server-Konfiguration verwenden' }).click();
      await expect(card.getByTestId('imprint-source')).toHaveAttribute('data-source', 'environment');
      await expect(name).toHaveValue('Erika Mustermann');
      await page.goto(server.url + '/impressum');
      await expect(page.getByTestId('operator-details')).toContainText('Erika Mustermann');
      await expectNoHorizontalScroll(page);
    });

    test('the info image’s text is a text area with its count', async ({ page }) => {
      await signIn(page, server);
      await page.goto(server.url + '/admin/erscheinungsbild');
      const text = page.getByLabel('Text des Info-Bilds');
      expect(await text.evaluate((el) => el.tagName)).toBe('TEXTAREA');
      expect(Number(await text.getAttribute('rows'))).toBeGreaterThanOrEqual(3);
      await text.fill('Europa geht uns alle an. Komm zu unserem nächsten Treffen!');
      await expect(page.getByTestId('brand-settings')).toContainText('58 von höchstens 200 Zeichen');
      await expectNoHorizontalScroll(page);
    });
  });
}
