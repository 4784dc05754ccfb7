import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { seed, startFakeBuffer, type FakeBuffer } from '../fakes/buffer';
import { adminEmail, adminPassword, apiSignIn, startServer, type RunningServer } from './support/server';

/**
 * "Veröffentlichen" on a card (docs/product.md#the-life-of-a-topic) against the local fake Buffer. BUFFER_API_URL is a
 * loopback address, so the preflight accepts the loopback PUBLIC_URL of the test server.
 */

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

interface ApiItem {
  id: string;
  category: string;
  title: string;
  status: string;
  instagram_text: string;
  sharepics: { url: string }[];
}

let server: RunningServer;
let buffer: FakeBuffer;
let items: ApiItem[];

test.beforeAll(async () => {
  test.setTimeout(180_000); // seeding renders every sharepic
  buffer = await startFakeBuffer();
  server = await startServer({ seed: true, env: { BUFFER_API_URL: buffer.url } });
  items = await allItems();
  expect(items.length).toBeGreaterThanOrEqual(3);
});
test.afterAll(async () => {
  await server?.stop();
  await buffer?.close();
});

test.describe.configure({ mode: 'serial' });
// A failed test carries what the server and the fake Buffer saw (a missing preflight request = a lost click).
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from a destructuring pattern, even an empty one.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus || !server) return;
  await testInfo.attach('server.log', { body: server.logs(), contentType: 'text/plain' });
  const requests = buffer.requests().map((r) => `${r.at} ${r.status} ${r.query.replace(/\s+/g, ' ').slice(0, 80)}`);
  await testInfo.attach('buffer-requests.txt', { body: requests.join('\n'), contentType: 'text/plain' });
});

async function signIn(page: Page) {
  await page.goto(server.url + '/auth');
  await page.getByLabel('E-Mail').fill(adminEmail);
  await page.getByLabel('Passwort').fill(adminPassword);
  await page.getByRole('button', { name: 'Einloggen' }).click();
  await expect(page).toHaveURL(server.url + '/');
}

async function allItems(): Promise<ApiItem[]> {
  return (await (await fetch(`${server.url}/api/news`)).json()) as ApiItem[];
}

/** Expands the card; its action row is complete (and stays put) once it is visible. */
async function openCard(page: Page, item: ApiItem): Promise<Locator> {
  await page.goto(`${server.url}/?tab=${item.category}`);
  const card = page.locator(`[data-news-id="${item.id}"]`);
  await card.getByRole('button', { name: item.title }).click();
  await expect(card.getByTestId('card-actions')).toBeVisible();
  return card;
}

async function configureBuffer() {
  const cookie = await apiSignIn(server, adminEmail, adminPassword);
  const res = await fetch(`${server.url}/api/settings/buffer`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify({ access_token: seed.apiKey, profile_id: seed.instagramChannelId }),
  });
  expect(res.status).toBe(200);
}

async function currentItem(id: string): Promise<ApiItem> {
  return (await allItems()).find((i) => i.id === id)!;
}

const jpegOf = (pngUrl: string) => pngUrl.replace(/\.png$/, '.jpg');

test('without settings the preflight shows the German checklist and nothing is published', async ({ page }) => {
  const item = items[2]!;
  await signIn(page);
  const card = await openCard(page, item);
  await card.getByRole('button', { name: 'Veröffentlichen' }).click();

  const dialog = page.getByRole('dialog', { name: 'Veröffentlichung noch nicht möglich' });
  await expect(dialog).toBeVisible();
  const settings = dialog.locator('[data-check-id="settings"]');
  await expect(settings).toHaveAttribute('data-ok', 'false');
  await expect(settings).toContainText('Buffer-Einstellungen');
  await expect(settings).toContainText('Es sind noch keine Buffer-Einstellungen hinterlegt');
  // Passing checks are listed too, marked as passed.
  await expect(dialog.locator('[data-check-id="images_present"]')).toHaveAttribute('data-ok', 'true');
  await expect(dialog.locator('[data-check-id="buffer_reachable"]')).toHaveAttribute('data-ok', 'false');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);

  await dialog.getByRole('button', { name: 'Schließen' }).first().click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Veröffentlichen' })).toBeFocused();
  expect(buffer.posts()).toHaveLength(0);
  expect((await currentItem(item.id)).status).toBe(item.status);
});

test('publishes a card through Buffer: confirm, toast, exactly one carousel post, "Veröffentlicht am … von …"', async ({
  page,
}) => {
  await configureBuffer();
  const item = items[0]!;
  await signIn(page);
  const card = await openCard(page, item);
  await expect(card.getByTestId('published-note')).toHaveCount(0);
  await card.getByRole('button', { name: 'Veröffentlichen' }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Jetzt über Buffer auf Instagram veröffentlichen?' });
  await expect(confirm).toBeVisible();
  const length = [...item.instagram_text].length.toLocaleString('de-DE');
  await expect(confirm.getByTestId('confirm-caption-length')).toHaveText(
    `Instagram-Text: ${length} von höchstens 2.200 Zeichen`,
  );
  const thumbnails = confirm.getByTestId('confirm-images').getByRole('img');
  await expect(thumbnails).toHaveCount(3);
  for (let i = 0; i < 3; i++) await expect(thumbnails.nth(i)).toHaveAttribute('src', item.sharepics[i]!.url);
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);

  await confirm.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(toast(page, 'Veröffentlicht')).toContainText('Post wurde über Buffer auf Instagram veröffentlicht');

  const posts = buffer.posts();
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({
    channelId: seed.instagramChannelId,
    text: item.instagram_text,
    shareMode: 'shareNow',
    schedulingType: 'automatic',
  });
  expect(posts[0]!.assets.map((a) => a.type)).toEqual(['image', 'image', 'image']);
  expect(posts[0]!.assets.map((a) => a.url)).toEqual(item.sharepics.slice(0, 3).map((s) => server.url + jpegOf(s.url)));

  // The display name: the part of the address before the @, never the address itself.
  const displayName = adminEmail.split('@')[0]!.replace(/^./, (c) => c.toUpperCase());
  await expect(card.getByTestId('published-note')).toContainText(
    new RegExp(`^Veröffentlicht am \\d{2}\\.\\d{2}\\.\\d{4}, \\d{2}:\\d{2} Uhr von ${displayName}`),
  );
  await expect(card.getByTestId('published-note')).not.toContainText('@');
  await expect(card.getByTestId('status-badge')).toHaveAttribute('data-status', 'veröffentlicht');
  await expect(card.getByTestId('status-badge')).toContainText('Veröffentlicht');

  // A published topic offers only "Erneut veröffentlichen"; unchanged content is still not posted twice.
  await expect(card.getByRole('button', { name: 'Veröffentlichen', exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: 'Erneut veröffentlichen' }).click();
  const again = page.getByRole('alertdialog', { name: 'Erneut über Buffer auf Instagram veröffentlichen?' });
  await expect(again.getByTestId('republish-warning')).toHaveText(
    'Dieses Thema wurde bereits veröffentlicht. Ein erneutes Veröffentlichen erstellt einen zweiten Beitrag auf Instagram.',
  );
  await again.getByRole('button', { name: 'Erneut veröffentlichen' }).click();
  await expect(toast(page, 'Veröffentlicht')).toHaveCount(2);
  expect(buffer.posts()).toHaveLength(1);
});

test('after a caption edit, a second post needs the warned "Erneut veröffentlichen"; Abbrechen sends nothing', async ({
  page,
}) => {
  await configureBuffer();
  const item = items[0]!;
  const postsBefore = buffer.posts().length;
  // The caption is edited after publishing (through the API, as the edit dialog would).
  const cookie = await apiSignIn(server, adminEmail, adminPassword);
  const current = (await (
    await fetch(`${server.url}/api/news/${item.id}`, { headers: { cookie } })
  ).json()) as ApiItem & { version: number };
  const edited = `${current.instagram_text}\n\nNachtrag: Die Abstimmung ist am Donnerstag.`;
  const saved = await fetch(`${server.url}/api/news/${item.id}/text`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify({ title: current.title, instagram_text: edited, version: current.version }),
  });
  expect(saved.status).toBe(200);

  // The server refuses a plain publish of a published topic.
  const refused = await fetch(`${server.url}/api/news/${item.id}/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify({}),
  });
  expect(refused.status).toBe(409);
  expect(buffer.posts()).toHaveLength(postsBefore);

  await signIn(page);
  const card = await openCard(page, item);
  await expect(card.getByTestId('published-note')).toContainText('Veröffentlicht am');
  await expect(card.getByRole('button', { name: 'Veröffentlichen', exact: true })).toHaveCount(0);
  const button = card.getByRole('button', { name: 'Erneut veröffentlichen' });
  await button.click();
  const confirm = page.getByRole('alertdialog', { name: 'Erneut über Buffer auf Instagram veröffentlichen?' });
  await expect(confirm.getByTestId('republish-warning')).toContainText('zweiten Beitrag auf Instagram');
  await expect(confirm.getByTestId('confirm-caption')).toContainText('Nachtrag: Die Abstimmung ist am Donnerstag.');
  await expect(confirm.getByTestId('confirm-images').getByRole('img')).toHaveCount(3);
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(confirm).toHaveCount(0);
  expect(buffer.posts()).toHaveLength(postsBefore);

  await button.click();
  await confirm.getByRole('button', { name: 'Erneut veröffentlichen' }).click();
  await expect(toast(page, 'Veröffentlicht')).toContainText('Post wurde über Buffer auf Instagram veröffentlicht');
  expect(buffer.posts()).toHaveLength(postsBefore + 1);
  expect(buffer.posts().at(-1)!.text).toBe(edited);
  await expect(card.getByTestId('status-badge')).toHaveAttribute('data-status', 'veröffentlicht');

  // Visitors see that it was published, but never by whom (no e-mail address in any public list).
  for (const category of ['heute', 'woche', 'vergangene']) {
    const body = await (await fetch(`${server.url}/api/news?category=${category}`)).text();
    expect(body).not.toMatch(/[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i);
  }
  const anonymous = (await (await fetch(`${server.url}/api/news/${item.id}`)).json()) as { publication: unknown };
  expect(Object.keys(anonymous.publication as object)).toEqual(['published_at']);
});

test("a failure shows Buffer's message and restores the status", async ({ page }) => {
  await configureBuffer();
  const item = items[1]!;
  const before = (await currentItem(item.id)).status;
  const postsBefore = buffer.posts().length;
  buffer.setMode({
    kind: 'typedError',
    typename: 'InvalidInputError',
    message: 'Das Bildformat wird nicht unterstützt',
  });

  await signIn(page);
  const card = await openCard(page, item);
  const preflights: string[] = [];
  page.on('request', (r) => r.url().endsWith('/publish/preflight') && preflights.push(r.url()));
  // Hold the publish request back a moment, so the running state can be seen.
  await page.route('**/publish', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  const button = card.getByRole('button', { name: 'Veröffentlichen' });
  await button.click();
  const confirm = page.getByRole('alertdialog', { name: 'Jetzt über Buffer auf Instagram veröffentlichen?' });
  await confirm.getByRole('button', { name: 'Veröffentlichen' }).click();
  // While it runs the button is disabled and a further click starts nothing.
  const running = card.getByRole('button', { name: 'Wird veröffentlicht...' });
  await expect(running).toBeDisabled();
  await running.click({ force: true });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(preflights).toHaveLength(1);

  await expect(toast(page, 'Fehler bei der Veröffentlichung')).toContainText('Das Bildformat wird nicht unterstützt');
  expect(buffer.posts()).toHaveLength(postsBefore);
  await expect.poll(async () => (await currentItem(item.id)).status).toBe(before);
  await expect(card.getByTestId('published-note')).toHaveCount(0);
  await expect(button).toBeEnabled();
  if (before === 'vorschlag') await expect(card.getByTestId('status-badge')).toHaveCount(0);
  else await expect(card.getByTestId('status-badge')).toHaveAttribute('data-status', before);
});

test('"Veröffentlichen" is not shown before the editing buttons, so it never jumps aside under the pointer', async ({
  page,
}) => {
  const item = items[2]!;
  await signIn(page);
  // Hold the lazily loaded editing buttons back: the row must not appear with "Veröffentlichen" alone.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/editing-buttons-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.url}/?tab=${item.category}`);
  const card = page.locator(`[data-news-id="${item.id}"]`);
  const chunkRequested = page.waitForRequest(/\/assets\/editing-buttons-[^/]*\.js$/);
  await card.getByRole('button', { name: item.title }).click();
  await chunkRequested;
  await expect(card.getByTestId('card-actions')).toHaveCount(0);
  release();
  const row = card.getByTestId('card-actions');
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: 'Instagram-Text bearbeiten' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Veröffentlichen' })).toBeVisible();
});
