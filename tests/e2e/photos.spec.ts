import { expect, test } from '@playwright/test';
import { startFakeCommons } from '../fakes/commons';
import { startFakePexels, type FakePexels } from '../fakes/pexels';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * The photo dialog searches Wikimedia Commons and Pexels (docs/decisions/023-licensed-photos.md): with one
 * source down the other's results still come, next to the German message for the one that failed.
 */

let server: RunningServer;
let pexels: FakePexels;
let commons: Awaited<ReturnType<typeof startFakeCommons>>;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  pexels = await startFakePexels();
  commons = await startFakeCommons();
  server = await startServer({
    seed: true,
    env: {
      PEXELS_API_KEY: pexels.apiKey,
      PEXELS_API_URL: pexels.url,
      COMMONS_API_URL: commons.url,
      ALLOW_PRIVATE_FETCH: 'true',
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await pexels?.close();
  await commons?.close();
});

test('search with Commons down shows the Pexels results and the Commons message; up again, licences show', async ({
  page,
}) => {
  await signIn(page, server);
  const title = 'Kommission schlägt Milliardenfonds für Verteidigung vor';
  await page.goto(`${server.url}/?tab=heute`);
  const card = page.getByTestId('news-card').filter({ has: page.getByRole('button', { name: title }) });
  await card.getByRole('button', { name: title }).click();
  await card.getByRole('button', { name: 'Hintergrundbilder ändern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hintergrundbilder ändern' });
  const search = dialog.getByRole('searchbox', { name: 'Fotos suchen' });

  commons.setDown(true);
  await search.fill('Europaparlament');
  await search.press('Enter');
  const tabs = dialog.getByRole('tablist', { name: 'Bildquellen' });
  // One message names the source that failed; it gets no tab and no toast.
  const notice = dialog.getByTestId('photo-search-notice');
  await expect(notice).toContainText('Die Ergebnisse kommen nur von Pexels.');
  await expect(notice).toContainText('Bei der Suche in Wikimedia Commons ist ein Fehler aufgetreten.');
  await expect(tabs.getByRole('tab')).toHaveText(['Pexels (12)', /^Eigene Uploads \(\d+\)$/]);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  // The source with results opens: Pexels, with its credit on every photo.
  await expect(tabs.getByRole('tab', { name: 'Pexels (12)' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByTestId('photo-result')).toHaveCount(12);
  await expect(
    dialog
      .getByTestId('photo-result')
      .first()
      .getByRole('link', { name: /^Foto: .+ \/ Pexels$/ }),
  ).toBeVisible();

  // Commons back: its results carry author, licence and the licence link; choosing one keeps the credit.
  commons.setDown(false);
  await search.fill('Europäisches Parlament');
  await search.press('Enter');
  await tabs.getByRole('tab', { name: /^Wikimedia Commons \(\d+\)$/ }).click();
  const parliament = dialog
    .getByTestId('photo-result')
    .filter({ has: page.getByRole('link', { name: 'Foto: Ralf Roletschek / CC BY-SA 4.0 / Wikimedia Commons' }) });
  await expect(parliament.getByRole('link', { name: 'Lizenz' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by-sa/4.0',
  );
  await parliament.getByRole('button', { name: /^Für Sharepic 1/ }).click();
  await expect(dialog.getByTestId('background-1')).toContainText(
    'Foto: Ralf Roletschek / CC BY-SA 4.0 / Wikimedia Commons',
  );
});
