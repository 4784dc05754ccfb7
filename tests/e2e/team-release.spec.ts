import { expect, test, type Locator, type Page } from '@playwright/test';
import { seed, startFakeBuffer, type FakeBuffer } from '../fakes/buffer';
import { adminEmail, adminPassword, apiSignIn, createUser, startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * The four-eyes release (docs/decisions/024-activity-log-and-release.md): with the rule on, member A edits a
 * card and cannot release it; member B releases it; publishing works; a later edit revokes the release with
 * a visible reason; the admin finds it all in „Protokoll“.
 */

interface ApiItem {
  id: string;
  category: string;
  title: string;
  instagram_text: string;
  version: number;
}

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

let server: RunningServer;
let buffer: FakeBuffer;
let item: ApiItem;
const anna = { email: 'anna@example.org', password: 'anna-passwort', role: 'editor' as const };
const ben = { email: 'ben@example.org', password: 'ben-passwort', role: 'editor' as const };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  buffer = await startFakeBuffer();
  server = await startServer({ seed: true, env: { BUFFER_API_URL: buffer.url } });
  await createUser(server, anna);
  await createUser(server, ben);
  const admin = await apiSignIn(server, adminEmail, adminPassword);
  const headers = { 'content-type': 'application/json', origin: server.url, cookie: admin };
  const buffered = await fetch(`${server.url}/api/settings/buffer`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ access_token: seed.apiKey, profile_id: seed.instagramChannelId }),
  });
  expect(buffered.status).toBe(200);
  const items = (await (await fetch(`${server.url}/api/news`)).json()) as ApiItem[];
  item = items.find((i) => i.category === 'heute') ?? items[0]!;
});
test.afterAll(async () => {
  await server?.stop();
  await buffer?.close();
});

async function openCard(page: Page): Promise<Locator> {
  await page.goto(`${server.url}/?tab=${item.category}`);
  const card = page.locator(`[data-news-id="${item.id}"]`);
  await card.getByRole('button', { name: item.title }).click();
  await expect(card.getByTestId('card-actions')).toBeVisible();
  return card;
}

/** Anna's edit of the caption through the API, at the version the server has now. */
async function annaEdits(caption: string) {
  const cookie = await apiSignIn(server, anna.email, anna.password);
  const current = (await (await fetch(`${server.url}/api/news/${item.id}`, { headers: { cookie } })).json()) as ApiItem;
  const res = await fetch(`${server.url}/api/news/${item.id}/text`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify({ title: current.title, instagram_text: caption, version: current.version }),
  });
  expect(res.status).toBe(200);
}

test('the admin turns the four-eyes rule on', async ({ page }) => {
  await signIn(page, server);
  await page.goto(`${server.url}/admin`);
  const rule = page.getByLabel('Veröffentlichen erst nach Freigabe durch eine zweite Person');
  await expect(rule).not.toBeChecked();
  await rule.check();
  await expect(toast(page, 'Gespeichert')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Veröffentlichen erst nach Freigabe durch eine zweite Person')).toBeChecked();
});

test('Anna edits and cannot release her own change; publishing is refused too', async ({ page }) => {
  await annaEdits(`${item.instagram_text}\n\nVon Anna ergänzt.`);
  await signIn(page, server, anna.email, anna.password);
  const card = await openCard(page);
  await expect(card.getByTestId('machine-text')).toHaveCount(0);
  await card.getByRole('button', { name: 'Freigeben' }).click();
  await expect(toast(page, 'Freigeben nicht möglich')).toContainText(
    'Freigeben muss eine zweite Person: Du hast die letzte Änderung an diesem Beitrag gemacht.',
  );
  // The server refuses the attempt itself (the confirmation is only the person's own check).
  await card.getByRole('button', { name: 'Veröffentlichen' }).click();
  await page
    .getByRole('alertdialog', { name: 'Jetzt über Buffer auf Instagram veröffentlichen?' })
    .getByRole('button', { name: 'Veröffentlichen' })
    .click();
  await expect(toast(page, 'Fehler bei der Veröffentlichung')).toContainText(
    'Veröffentlichen erst nach Freigabe durch eine zweite Person',
  );
  expect(buffer.posts()).toHaveLength(0);
});

test('Ben releases; the card says who; Ben publishes', async ({ page }) => {
  await signIn(page, server, ben.email, ben.password);
  const card = await openCard(page);
  await card.getByRole('button', { name: 'Freigeben' }).click();
  await expect(toast(page, 'Freigegeben')).toBeVisible();
  await expect(card.getByTestId('release-note')).toContainText('von Ben');
  await card.getByRole('button', { name: 'Veröffentlichen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Jetzt über Buffer auf Instagram veröffentlichen?' });
  await confirm.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(card.getByTestId('published-note')).toBeVisible({ timeout: 30_000 });
  expect(buffer.posts()).toHaveLength(1);
});

test('an edit after the release revokes it, visibly', async ({ page }) => {
  await annaEdits(`${item.instagram_text}\n\nNoch einmal geändert.`);
  await signIn(page, server, ben.email, ben.password);
  const card = await openCard(page);
  await expect(card.getByTestId('release-revoked')).toHaveText('Freigabe aufgehoben: Text geändert');
  await expect(card.getByTestId('release-note')).toHaveCount(0);
});

test('the admin finds the changes in „Protokoll“ and the card’s „Verlauf“', async ({ page }) => {
  await signIn(page, server);
  await page.goto(`${server.url}/admin/protokoll`);
  const table = page.getByTestId('activity-table');
  await expect(table).toBeVisible();
  await page.getByLabel('Beitrag').selectOption(item.id);
  await page.getByRole('button', { name: 'Anwenden' }).click();
  for (const kind of ['Titel/Text bearbeitet', 'Freigegeben', 'Veröffentlichung gestartet', 'Veröffentlicht'])
    await expect(table.getByRole('cell', { name: kind, exact: true }).first()).toBeVisible();
  await expect(table.getByText('anna@example.org').first()).toBeVisible();
  await expect(table.getByText('ben@example.org').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Als CSV exportieren' })).toHaveAttribute(
    'href',
    `/api/activity.csv?news_id=${item.id}`,
  );

  const card = await openCard(page);
  await card.getByRole('button', { name: 'Verlauf' }).click();
  await expect(card.getByTestId('history')).toContainText('Freigegeben');
  await expect(card.getByTestId('history')).toContainText('Ben');
});
