import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { startFakePexels, type FakePexels } from '../fakes/pexels';
import { adminEmail, adminPassword, apiSignIn, startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * Editing for signed-in team members (docs/product.md#the-life-of-a-topic): dialogs, status, regeneration,
 * validation and toasts, with photo search through the fake Pexels server. Each test works on its own demo topic.
 */

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

let server: RunningServer;
let pexels: FakePexels;

test.beforeAll(async () => {
  // Seeding renders every demo sharepic before the server starts; on a busy machine that outlasts a minute.
  test.setTimeout(180_000);
  pexels = await startFakePexels();
  server = await startServer({
    seed: true,
    env: { PEXELS_API_KEY: pexels.apiKey, PEXELS_API_URL: pexels.url, ALLOW_PRIVATE_FETCH: 'true' },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await pexels?.close();
});

/** Opens the gallery tab and expands the card with that title. */
async function openCard(page: Page, tab: string, title: string): Promise<Locator> {
  await page.goto(`${server.url}/?tab=${tab}`);
  const card = page.getByTestId('news-card').filter({ has: page.getByRole('button', { name: title }) });
  await card.getByRole('button', { name: title }).click();
  await expect(card.getByTestId('card-actions')).toBeVisible();
  return card;
}

async function openDialog(page: Page, card: Locator, name: string): Promise<Locator> {
  await card.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function itemByTitle(title: string) {
  for (const category of ['heute', 'woche', 'vergangene']) {
    const list = (await (await fetch(`${server.url}/api/news?category=${category}`)).json()) as {
      id: string;
      title: string;
      version: number;
      status: string;
      instagram_text: string;
      sharepics: { url: string; layers: { titel: string; inhalt: string; image_url: string } }[];
    }[];
    const found = list.find((item) => item.title === title);
    if (found) return found;
  }
  throw new Error(`no item titled ${title}`);
}

async function boxHeight(locator: Locator) {
  return (await locator.boundingBox())!.height;
}

test('anonymous visitors see no editing buttons', async ({ page }) => {
  await page.goto(`${server.url}/?tab=woche`);
  const card = page.getByTestId('news-card').first();
  await card.getByRole('button').first().click();
  await expect(card.getByTestId('assessment-box')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Instagram-Text bearbeiten' })).toHaveCount(0);
  await expect(card.getByTestId('card-actions')).toHaveCount(0);
});

test('copying the Instagram text: clipboard, "Text kopiert", and "Kopiert" for 2 seconds', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await signIn(page, server);
  const title = 'Neue Förderrunde für Städtepartnerschaften';
  const card = await openCard(page, 'woche', title);
  const expected = (await itemByTitle(title)).instagram_text;

  await card.getByRole('button', { name: 'Text kopieren' }).click();
  await expect(toast(page, 'Text kopiert')).toBeVisible();
  const copied = card.getByRole('button', { name: 'Kopiert' });
  await expect(copied).toBeVisible();
  const shownAt = Date.now();
  await expect(copied.locator('svg')).toHaveClass(/lucide-check/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  await expect(card.getByRole('button', { name: 'Text kopieren' })).toBeVisible({ timeout: 4_000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(1_200);
  expect(shownFor).toBeLessThan(3_200);
});

test('"Instagram-Text bearbeiten": count, 2,200 warning, cancel restores, save sets "bearbeitet"', async ({ page }) => {
  await signIn(page, server);
  const title = 'Neue Förderrunde für Städtepartnerschaften';
  const card = await openCard(page, 'woche', title);
  await expect(card.getByTestId('status-badge')).toHaveCount(0);
  const original = await itemByTitle(title);

  let dialog = await openDialog(page, card, 'Instagram-Text bearbeiten');
  const text = dialog.getByLabel('Instagram-Text', { exact: true });
  const heading = dialog.getByLabel('Titel', { exact: true });
  expect(await boxHeight(text)).toBeGreaterThanOrEqual(300);
  await expect(heading).toHaveValue(title);
  await expect(dialog.getByTestId('character-count')).toHaveText(
    `${(await text.inputValue()).length.toLocaleString('de-DE')} Zeichen`,
  );

  // Live count; no maximum, but a visible warning past Instagram's 2,200 characters.
  await text.fill('Hallo Europa');
  await expect(dialog.getByTestId('character-count')).toHaveText('12 Zeichen');
  await expect(dialog.getByTestId('caption-limit-warning')).toHaveCount(0);
  await text.fill('a'.repeat(2_201));
  await expect(dialog.getByTestId('character-count')).toHaveText('2.201 Zeichen');
  await expect(dialog.getByTestId('caption-limit-warning')).toContainText('2.200 Zeichen');
  await expect(text).toHaveValue('a'.repeat(2_201));

  // Cancel restores the original values.
  await heading.fill('Verworfener Titel');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  dialog = await openDialog(page, card, 'Instagram-Text bearbeiten');
  await expect(dialog.getByLabel('Titel', { exact: true })).toHaveValue(title);
  await expect(dialog.getByLabel('Instagram-Text', { exact: true })).toHaveValue(original.instagram_text);

  // Save.
  const newTitle = 'Neue Förderrunde für Städtepartnerschaften 2027';
  await dialog.getByLabel('Titel', { exact: true }).fill(newTitle);
  await dialog.getByLabel('Instagram-Text', { exact: true }).fill('Jetzt Antrag stellen! #Europa');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Instagram-Text wurde aktualisiert')).toContainText('Gespeichert');
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('instagram-text')).toHaveText('Jetzt Antrag stellen! #Europa');
  await expect(card.getByRole('button', { name: newTitle })).toBeVisible();
  await expect(card.getByTestId('status-badge')).toHaveText(/bearbeitet/);

  const saved = await itemByTitle(newTitle);
  expect(saved.status).toBe('bearbeitet');
  expect(saved.version).toBeGreaterThan(original.version);

  // Reopening shows the saved values; survives a reload.
  dialog = await openDialog(page, card, 'Instagram-Text bearbeiten');
  await expect(dialog.getByLabel('Titel', { exact: true })).toHaveValue(newTitle);
  await expect(dialog.getByLabel('Instagram-Text', { exact: true })).toHaveValue('Jetzt Antrag stellen! #Europa');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('news-card').filter({ hasText: newTitle }).getByTestId('status-badge')).toHaveText(
    /bearbeitet/,
  );
});

test('a failed save says "Fehler" and keeps the typed text; a concurrent save is a conflict', async ({ page }) => {
  await signIn(page, server);
  const title = 'Rat einigt sich auf gemeinsame Asylregeln';
  const card = await openCard(page, 'woche', title);
  const dialog = await openDialog(page, card, 'Instagram-Text bearbeiten');
  await dialog.getByLabel('Instagram-Text', { exact: true }).fill('Mein ungespeicherter Text');

  // A server failure: the generic message, nothing lost.
  await page.route('**/api/news/*/text', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'kaputt' } }),
    }),
  );
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Änderungen konnten nicht gespeichert werden')).toContainText('Fehler');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Instagram-Text', { exact: true })).toHaveValue('Mein ungespeicherter Text');
  await page.unroute('**/api/news/*/text');

  // Someone else saves in between: the later save is refused with the German conflict message.
  const item = await itemByTitle(title);
  const cookie = await apiSignIn(server, adminEmail, adminPassword);
  const other = await fetch(`${server.url}/api/news/${item.id}/text`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify({ title, instagram_text: 'Text einer Kollegin', version: item.version }),
  });
  expect(other.status).toBe(200);

  await dialog.getByRole('button', { name: 'Speichern' }).click();
  const conflict = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Jemand anderes hat diesen Beitrag inzwischen geändert' });
  await expect(conflict).toContainText('Fehler');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Instagram-Text', { exact: true })).toHaveValue('Mein ungespeicherter Text');
  expect(
    (await fetch(`${server.url}/api/news?category=woche`).then((r) => r.json())).find(
      (i: { id: string }) => i.id === item.id,
    ).instagram_text,
  ).toBe('Text einer Kollegin');
});

test('"Sharepic-Texte bearbeiten": 1 and 2 editable, 3 fixed, cancel restores, save re-renders and warns on overflow', async ({
  page,
}) => {
  await signIn(page, server);
  const title = 'EU-Parlament stimmt für neues Lieferkettengesetz';
  const card = await openCard(page, 'heute', title);
  const before = await itemByTitle(title);

  let dialog = await openDialog(page, card, 'Sharepic-Texte bearbeiten');
  await expect(dialog.getByLabel('Titel (Sharepic 1)')).toHaveValue(before.sharepics[0]!.layers.titel);
  await expect(dialog.getByLabel('Titel (Sharepic 2)')).toHaveValue(before.sharepics[1]!.layers.titel);
  await expect(dialog.getByLabel('Text (Sharepic 2)')).toHaveValue(before.sharepics[1]!.layers.inhalt);
  expect(await boxHeight(dialog.getByLabel('Text (Sharepic 2)'))).toBeGreaterThanOrEqual(200);
  // Sharepic 1 has no body field; sharepic 3 has no field at all and says why.
  await expect(dialog.getByLabel('Text (Sharepic 1)')).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: /Sharepic 3/ })).toHaveCount(0);
  const locked = dialog.getByTestId('sharepic-3-locked');
  await expect(locked).toContainText('Sharepic 3 ist das feste Info-Bild und kann nicht bearbeitet werden.');
  await expect(locked.getByRole('textbox')).toHaveCount(0);

  await dialog.getByLabel('Titel (Sharepic 1)').fill('Verworfen');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  dialog = await openDialog(page, card, 'Sharepic-Texte bearbeiten');
  await expect(dialog.getByLabel('Titel (Sharepic 1)')).toHaveValue(before.sharepics[0]!.layers.titel);

  await dialog.getByLabel('Titel (Sharepic 1)').fill('Lieferketten: Jetzt gilt es');
  // Within the budgets (320 / 1,400 characters), yet too much for the detail image even at its smallest size.
  await dialog.getByLabel('Titel (Sharepic 2)').fill('Lieferketten und Menschenrechte '.repeat(6).trim());
  await dialog.getByLabel('Text (Sharepic 2)').fill('Menschenrechtsverletzungen '.repeat(51).trim());
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Sharepic-Texte wurden aktualisiert')).toContainText('Gespeichert');
  await expect(toast(page, 'Text zu lang für Sharepic 2')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('note')).toHaveText('Text zu lang für Sharepic 2');
  await expect(card.getByTestId('status-badge')).toHaveText(/bearbeitet/);

  const after = await itemByTitle(title);
  expect(after.status).toBe('bearbeitet');
  expect(after.sharepics[0]!.layers.titel).toBe('Lieferketten: Jetzt gilt es');
  expect(after.sharepics[0]!.url).not.toBe(before.sharepics[0]!.url);
  expect(after.sharepics[2]!.url).toBe(before.sharepics[2]!.url);
  await expect(card.getByRole('button', { name: /^Sharepic 1 vergrößern/ }).getByRole('img')).toHaveAttribute(
    'src',
    after.sharepics[0]!.url,
  );
});

test('"Hintergrundbilder ändern": search via Pexels, toasts, credit, typed URL, cancel restores, save', async ({
  page,
}) => {
  await signIn(page, server);
  const title = 'Kommission schlägt Milliardenfonds für Verteidigung vor';
  const card = await openCard(page, 'heute', title);
  let dialog = await openDialog(page, card, 'Hintergrundbilder ändern');
  const search = dialog.getByRole('searchbox', { name: 'Fotos suchen' });

  // Empty or whitespace-only term.
  await search.fill('   ');
  await search.press('Enter');
  await expect(toast(page, 'Suchbegriff fehlt')).toContainText('Bitte gib einen Suchbegriff ein');
  await expect(dialog).toBeVisible();

  // No results (the fake has none for "nichts"): neutral toast.
  await search.fill('nichts');
  await search.press('Enter');
  await expect(toast(page, 'Keine Ergebnisse')).toContainText('Versuche einen anderen Suchbegriff');

  // Upstream failure: the specification's words, in the one message of the dialog (no toast, no extra tab).
  pexels.setMode({ kind: 'http500' });
  await search.fill('Brüssel Fehler');
  await dialog.getByRole('button', { name: 'Suchen' }).click();
  const notice = dialog.getByTestId('photo-search-notice');
  await expect(notice).toContainText('Fehler bei der Bildsuche');
  await expect(notice).toContainText('Bitte versuche es erneut.');
  await expect(toast(page, 'Fehler bei der Bildsuche')).toHaveCount(0);

  // Enter runs the search; results carry alt text and the photographer credit with a link.
  await search.fill('Europaparlament');
  await search.press('Enter');
  const results = dialog.getByTestId('photo-result');
  await expect(results).toHaveCount(12);
  const first = results.first();
  await expect(first.getByRole('img')).toHaveAttribute('alt', /Europaparlament – Beispielfoto 1/);
  const credit = first.getByRole('link', { name: /^Foto: .+ \/ Pexels$/ });
  await expect(credit).toHaveAttribute('href', /^https:\/\/www\.pexels\.com\/@/);
  const photographer = (await credit.innerText()).replace(/^Foto: /, '').replace(/ \/ Pexels$/, '');
  expect(pexels.searches().at(-1)!.params).toMatchObject({
    query: 'Europaparlament',
    per_page: '12',
    orientation: 'landscape',
  });

  await first.getByRole('button', { name: /^Für Sharepic 1/ }).click();
  await expect(toast(page, 'Bild ausgewählt')).toBeVisible();
  const url1 = dialog.getByLabel('Bild-URL für Sharepic 1');
  await expect(url1).toHaveValue(new RegExp(`^${pexels.url}/photos/`));
  await expect(dialog.getByTestId('background-1')).toContainText(`Foto: ${photographer} / Pexels`);

  // Cancel restores the original (empty) backgrounds.
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  dialog = await openDialog(page, card, 'Hintergrundbilder ändern');
  await expect(dialog.getByLabel('Bild-URL für Sharepic 1')).toHaveValue('');
  await expect(dialog.getByTestId('photo-result')).toHaveCount(0);

  // An address that is no image: "Fehler", the reason inline, the dialog keeps the input.
  await dialog.getByLabel('Bild-URL für Sharepic 2').fill(`${pexels.url}/v1/keinbild`);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Änderungen konnten nicht gespeichert werden')).toContainText('Fehler');
  await expect(dialog.getByRole('alert')).toContainText('Sharepic 2');
  await expect(dialog.getByLabel('Bild-URL für Sharepic 2')).toHaveValue(`${pexels.url}/v1/keinbild`);

  // A photo from the search for sharepic 1, a URL typed by hand for sharepic 2.
  await dialog.getByRole('searchbox', { name: 'Fotos suchen' }).fill('Europaparlament');
  await dialog.getByRole('searchbox', { name: 'Fotos suchen' }).press('Enter');
  await dialog
    .getByTestId('photo-result')
    .first()
    .getByRole('button', { name: /^Für Sharepic 1/ })
    .click();
  const typed = `${pexels.url}/photos/1000001/pexels-photo-1000001.jpeg`;
  await dialog.getByLabel('Bild-URL für Sharepic 2').fill(typed);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Hintergrundbilder wurden aktualisiert')).toContainText('Gespeichert');
  await expect(dialog).toBeHidden();

  const after = await itemByTitle(title);
  expect(after.status).toBe('bearbeitet');
  expect(after.sharepics[0]!.layers.image_url).toMatch(new RegExp(`^${pexels.url}/photos/`));
  expect(after.sharepics[1]!.layers.image_url).toBe(typed);
  // The credit is shown where the photo is shown: under sharepic 1 on the card.
  await expect(card.getByRole('link', { name: `Foto: ${photographer} / Pexels` })).toBeVisible();
  await expect(card.getByTestId('status-badge')).toHaveText(/bearbeitet/);

  // Reopening shows the saved backgrounds.
  dialog = await openDialog(page, card, 'Hintergrundbilder ändern');
  await expect(dialog.getByLabel('Bild-URL für Sharepic 2')).toHaveValue(typed);
});

test('an own image can be uploaded as a background and saved', async ({ page }) => {
  await signIn(page, server);
  const title = 'Europäischer Tag der Sprachen in der Region';
  const card = await openCard(page, 'vergangene', title);
  const dialog = await openDialog(page, card, 'Hintergrundbilder ändern');
  const jpeg = Buffer.from(await (await fetch(`${pexels.url}/photos/1000002/pexels-photo-1000002.jpeg`)).arrayBuffer());
  await dialog
    .getByTestId('upload-input-2')
    .setInputFiles({ name: 'sprachfest.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(toast(page, 'Bild ausgewählt')).toBeVisible();
  await expect(dialog.getByLabel('Bild-URL für Sharepic 2')).toHaveValue(/\/media\//);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Hintergrundbilder wurden aktualisiert')).toContainText('Gespeichert');
  expect((await itemByTitle(title)).sharepics[1]!.layers.image_url).toMatch(/\/media\//);
});

test('dialogs are keyboard-operable, trap focus and return it to their button', async ({ page }) => {
  await signIn(page, server);
  const card = await openCard(page, 'vergangene', 'Europäischer Tag der Sprachen in der Region');
  for (const name of ['Instagram-Text bearbeiten', 'Sharepic-Texte bearbeiten', 'Hintergrundbilder ändern']) {
    const trigger = card.getByRole('button', { name });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  }
});

test('the edit dialogs have no serious or critical axe violation', async ({ page }) => {
  await signIn(page, server);
  const card = await openCard(page, 'vergangene', 'Europäischer Tag der Sprachen in der Region');
  expect(await seriousViolations(page)).toEqual([]);
  for (const name of ['Instagram-Text bearbeiten', 'Sharepic-Texte bearbeiten', 'Hintergrundbilder ändern']) {
    const dialog = await openDialog(page, card, name);
    if (name === 'Hintergrundbilder ändern') {
      await dialog.getByRole('searchbox', { name: 'Fotos suchen' }).fill('Sprachen');
      await dialog.getByRole('searchbox', { name: 'Fotos suchen' }).press('Enter');
      await expect(dialog.getByTestId('photo-result')).toHaveCount(12);
    }
    expect(await seriousViolations(page), name).toEqual([]);
    await page.keyboard.press('Escape');
  }
});

async function signedInPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await signIn(page, server);
  return page;
}

test('"Bilder neu generieren": duration toast, then "Bilder aktualisiert" live in this and a second open page', async ({
  browser,
}) => {
  const title = 'Europäische Zentralbank senkt den Leitzins';
  const [editor, viewer] = await Promise.all([signedInPage(browser), signedInPage(browser)]);
  const card = await openCard(editor, 'vergangene', title);
  const viewerCard = await openCard(viewer, 'vergangene', title);
  const before = await itemByTitle(title);
  const viewerImage = viewerCard.getByRole('button', { name: /^Sharepic 1 vergrößern/ }).getByRole('img');
  await expect(viewerImage).toHaveAttribute('src', before.sharepics[0]!.url);

  await card.getByRole('button', { name: 'Bilder neu generieren' }).click();
  await expect(toast(editor, 'Bilder werden generiert')).toContainText(/Dauert etwa \d+ Sekunden?\./);
  await expect(toast(editor, 'Bilder aktualisiert')).toBeVisible();
  await expect(toast(viewer, 'Bilder aktualisiert')).toBeVisible();

  const after = await itemByTitle(title);
  expect(after.sharepics[0]!.url).not.toBe(before.sharepics[0]!.url);
  // Both pages show the new image without a reload; the new Pexels photo is credited.
  await expect(viewerImage).toHaveAttribute('src', after.sharepics[0]!.url);
  await expect(card.getByRole('button', { name: /^Sharepic 1 vergrößern/ }).getByRole('img')).toHaveAttribute(
    'src',
    after.sharepics[0]!.url,
  );
  await expect(viewerCard.getByRole('link', { name: /^Foto: .+ \/ Pexels$/ }).first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Bilder neu generieren' })).toBeEnabled();
  await Promise.all([editor.context().close(), viewer.context().close()]);
});

test('"Bilder aktualisiert" also when the regenerated images come out identical, in this and a second page', async ({
  browser,
}) => {
  const title = 'Europäischer Tag der Sprachen in der Region';
  const [editor, viewer] = await Promise.all([signedInPage(browser), signedInPage(browser)]);
  const card = await openCard(editor, 'vergangene', title);
  await openCard(viewer, 'vergangene', title);
  const before = await itemByTitle(title);

  // The photo search fails once, so the job renders the same layers again: the same images, the same URLs.
  pexels.setMode({ kind: 'http500' });
  try {
    await card.getByRole('button', { name: 'Bilder neu generieren' }).click();
    await expect(toast(editor, 'Bilder aktualisiert')).toBeVisible();
    await expect(toast(viewer, 'Bilder aktualisiert')).toBeVisible();
  } finally {
    pexels.setMode(null);
  }

  const after = await itemByTitle(title);
  expect(after.version).toBeGreaterThan(before.version);
  expect(after.sharepics.map((s) => s.url)).toEqual(before.sharepics.map((s) => s.url));
  await expect(toast(viewer, 'Bilder aktualisiert')).toContainText(title);
  await Promise.all([editor.context().close(), viewer.context().close()]);
});

test('a changed title takes the sharepic titles made from it along, and the dialog says so beforehand', async ({
  page,
}) => {
  const title = 'Europäischer Tag der Sprachen in der Region';
  await signIn(page, server);
  let card = await openCard(page, 'vergangene', title);

  // The demo topic's sharepic titles were written separately: nothing else changes with the title.
  let dialog = await openDialog(page, card, 'Instagram-Text bearbeiten');
  await dialog.getByLabel('Titel', { exact: true }).fill('Ein anderer Titel');
  await expect(dialog.getByTestId('title-also-changes')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // As the generator leaves a topic: sharepic 1 and 2 carry the title.
  const item = await itemByTitle(title);
  const cookie = await apiSignIn(server, adminEmail, adminPassword);
  const res = await fetch(`${server.url}/api/news/${item.id}/sharepics`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify({
      sharepics: item.sharepics.slice(0, 2).map((s) => ({ titel: title, inhalt: s.layers.inhalt })),
      version: item.version,
    }),
  });
  expect(res.status).toBe(200);

  card = await openCard(page, 'vergangene', title);
  dialog = await openDialog(page, card, 'Instagram-Text bearbeiten');
  const newTitle = 'Europäischer Tag der Sprachen 2027';
  await dialog.getByLabel('Titel', { exact: true }).fill(newTitle);
  await expect(dialog.getByTestId('title-also-changes')).toHaveText('Ändert auch: Titel von Sharepic 1 und 2');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Instagram-Text wurde aktualisiert')).toBeVisible();
  await expect(dialog).toBeHidden();

  const saved = await itemByTitle(newTitle);
  expect(saved.sharepics.slice(0, 2).map((s) => s.layers.titel)).toEqual([newTitle, newTitle]);
  expect(saved.sharepics[0]!.url).not.toBe(item.sharepics[0]!.url);
  expect(saved.instagram_text).toBe(item.instagram_text);
  const renamed = page.getByTestId('news-card').filter({ has: page.getByRole('button', { name: newTitle }) });
  await expect(renamed.getByRole('button', { name: /^Sharepic 1 vergrößern/ }).getByRole('img')).toHaveAttribute(
    'src',
    saved.sharepics[0]!.url,
  );
});
