import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { seed, startFakeBuffer, type FakeBuffer } from '../fakes/buffer';
import { adminEmail, adminPassword, apiSignIn, e2eNow, startServer, type RunningServer } from './support/server';

/**
 * Scheduled posts on two channels (docs/decisions/025-scheduled-posts-and-channels.md): schedule from the
 * card, see it on „Planung“, move one post, cancel both. The server runs from CLOCK_NOW (Wednesday
 * 18 November 2026, 09:00 Berlin); the browser's and the fake Buffer's clocks are set to the same day.
 */

interface ApiItem {
  id: string;
  category: string;
  title: string;
  status: string;
  instagram_text: string;
}

let server: RunningServer;
let buffer: FakeBuffer;
let item: ApiItem;
const startedAt = Date.now();
/** The app's time: CLOCK_NOW, running on since the test began. */
const appNow = () => Date.parse(e2eNow) + (Date.now() - startedAt);

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000); // seeding renders every sharepic
  buffer = await startFakeBuffer({ now: () => appNow() });
  server = await startServer({ seed: true, env: { BUFFER_API_URL: buffer.url } });
  const items = (await (await fetch(`${server.url}/api/news`)).json()) as ApiItem[];
  item = items[0]!;
  const cookie = await apiSignIn(server, adminEmail, adminPassword);
  const put = (path: string, body: unknown) =>
    fetch(`${server.url}/api/settings/buffer${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: server.url, cookie },
      body: JSON.stringify(body),
    });
  expect((await put('', { access_token: seed.apiKey, profile_id: seed.instagramChannelId })).status).toBe(200);
  expect(
    (await put('/allowed-channels', { channel_ids: [seed.instagramChannelId, seed.mastodonChannelId] })).status,
  ).toBe(200);
});
test.afterAll(async () => {
  await server?.stop();
  await buffer?.close();
});
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from a destructuring pattern, even an empty one.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus || !server) return;
  await testInfo.attach('server.log', { body: server.logs(), contentType: 'text/plain' });
});

async function signIn(page: Page) {
  // The browser lives on the app's day, so the dialog checks the time as the server does.
  await page.clock.setFixedTime(new Date(appNow()));
  await page.goto(server.url + '/auth');
  await page.getByLabel('E-Mail').fill(adminEmail);
  await page.getByLabel('Passwort').fill(adminPassword);
  await page.getByRole('button', { name: 'Einloggen' }).click();
  await expect(page).toHaveURL(server.url + '/');
}

const status = async () => ((await (await fetch(`${server.url}/api/news/${item.id}`)).json()) as ApiItem).status;
/** Buffer's posts that are not deleted (this server publishes nothing else). */
const livePosts = () => buffer.posts().filter((p) => !p.deletedAt);

test('schedules a post for two channels from the card, and the card says when', async ({ page }) => {
  await signIn(page);
  await page.goto(`${server.url}/?tab=${item.category}`);
  const card = page.locator(`[data-news-id="${item.id}"]`);
  await card.getByRole('button', { name: item.title }).click();
  await card.getByRole('button', { name: 'Veröffentlichen' }).click();

  const dialog = page.getByRole('alertdialog');
  const channels = dialog.getByTestId('publish-channel');
  await expect(channels).toHaveCount(2);
  await expect(channels.nth(0)).toContainText('Instagram');
  await expect(channels.nth(1)).toContainText('Mastodon');
  for (const box of await dialog.getByTestId('publish-channels').getByRole('checkbox').all())
    await expect(box).toBeChecked();

  const mastodonText = await dialog.getByLabel('Text für Mastodon').inputValue();
  await expect(channels.nth(1).getByTestId('channel-length')).toContainText('von höchstens 500 Zeichen');

  await dialog.getByRole('radio', { name: 'Geplant' }).check();
  await expect(dialog).toHaveAccessibleName('Beitrag über Buffer einplanen?');
  await dialog.getByLabel('Datum').fill('2026-11-18');
  await dialog.getByLabel('Uhrzeit (Berlin)').fill('09:05');
  await expect(dialog.getByTestId('publish-choice-problem')).toHaveText(
    'Der geplante Zeitpunkt muss mindestens 10 Minuten in der Zukunft liegen.',
  );
  await expect(dialog.getByRole('button', { name: 'Einplanen' })).toBeDisabled();
  await dialog.getByLabel('Datum').fill('2026-11-19');
  await dialog.getByLabel('Uhrzeit (Berlin)').fill('10:00');
  await expect(dialog.getByTestId('publish-choice-problem')).toHaveCount(0);
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  await dialog.getByRole('button', { name: 'Einplanen' }).click();

  await expect(toast(page, 'Eingeplant')).toContainText('Buffer veröffentlicht den Beitrag am 19.11.2026, 10:00 Uhr.');
  const posts = livePosts();
  expect(posts.map((p) => p.channelId).sort()).toEqual([seed.instagramChannelId, seed.mastodonChannelId].sort());
  for (const p of posts) expect(p).toMatchObject({ shareMode: 'customScheduled', dueAt: '2026-11-19T09:00:00.000Z' });
  // Instagram gets the caption; Mastodon the text the dialog showed for it (shortened where the caption is too long).
  expect(posts.find((p) => p.channelId === seed.instagramChannelId)!.text).toBe(item.instagram_text);
  expect(posts.find((p) => p.channelId === seed.mastodonChannelId)!.text).toBe(mastodonText);
  expect([...mastodonText].length).toBeLessThanOrEqual(500);
  expect(await status()).toBe('geplant');

  await expect(card.getByTestId('status-badge')).toHaveAttribute('data-status', 'geplant');
  await expect(card.getByTestId('planned-note')).toContainText('Geplant für 19.11.2026, 10:00 Uhr');
  await expect(card.getByTestId('channel-result')).toHaveCount(2);
  await expect(card.getByTestId('channel-result').first()).toHaveAttribute('data-state', 'queued');
  // A planned topic is not published again from the card; it is moved or cancelled on „Planung“.
  await expect(card.getByRole('button', { name: 'Veröffentlichen' })).toHaveCount(0);
  // Nor is it edited: what is planned is what goes out. The card says so and leads to „Planung“.
  await expect(card.getByTestId('planned-hint')).toContainText(
    'Dieser Beitrag ist geplant. Zum Bearbeiten zuerst die Planung stornieren.',
  );
  for (const name of [
    'Instagram-Text bearbeiten',
    'Sharepic-Texte bearbeiten',
    'Hintergrundbilder ändern',
    'Bilder neu generieren',
    'Text neu vorschlagen',
  ])
    await expect(card.getByRole('button', { name })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Text kopieren' })).toBeVisible();
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  await card.getByRole('link', { name: /^Stornieren/ }).click();
  await expect(page).toHaveURL(`${server.url}/planung`);
});

test('„Planung“ shows both posts; one is moved, then both are cancelled and the topic is freigegeben', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Planung', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/planung`);
  await expect(page.getByRole('heading', { level: 1, name: 'Planung' })).toBeVisible();
  await expect(page.getByTestId('plan-week')).toHaveCount(2);
  const thursday = page.locator('[data-testid="plan-day"][data-day="2026-11-19"]');
  const entries = thursday.getByTestId('plan-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('10:00');
  await expect(entries.first()).toContainText(item.title);
  await expect(entries.first().getByTestId('plan-state')).toHaveText('geplant');
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);

  // Move the Mastodon post to Friday 12:00.
  const mastodon = thursday.locator('[data-service="mastodon"]');
  await mastodon.getByRole('button', { name: 'Verschieben' }).click();
  const move = page.getByRole('dialog', { name: 'Geplanten Beitrag verschieben' });
  await move.getByLabel('Datum').fill('2026-11-20');
  await move.getByLabel('Uhrzeit (Berlin)').fill('12:00');
  await move.getByRole('button', { name: 'Verschieben' }).click();
  await expect(toast(page, 'Verschoben')).toBeVisible();
  const friday = page.locator('[data-testid="plan-day"][data-day="2026-11-20"]');
  await expect(friday.locator('[data-service="mastodon"]')).toContainText('12:00');
  await expect(entries).toHaveCount(1);
  const mastodonPosts = buffer.posts().filter((p) => p.channelId === seed.mastodonChannelId);
  expect(mastodonPosts.filter((p) => p.deletedAt)).toHaveLength(1);
  expect(livePosts().find((p) => p.channelId === seed.mastodonChannelId)!.dueAt).toBe('2026-11-20T11:00:00.000Z');
  expect(await status()).toBe('geplant');

  // Cancel both: the topic goes back to freigegeben once none is left.
  await thursday.getByRole('button', { name: 'Stornieren' }).click();
  const confirmCancel = page.getByRole('alertdialog', { name: 'Geplanten Beitrag stornieren?' });
  await expect(confirmCancel).toContainText('Instagram');
  await confirmCancel.getByRole('button', { name: 'Stornieren' }).click();
  await expect(entries).toHaveCount(0);
  expect(await status()).toBe('geplant');
  await friday.getByRole('button', { name: 'Stornieren' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Stornieren' }).click();
  await expect(friday.getByTestId('plan-entry')).toHaveCount(0);
  await expect.poll(status).toBe('freigegeben');
  expect(livePosts()).toHaveLength(0);

  // On a small screen the plan is a list: days without posts are not shown.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(thursday).toBeHidden();
});
