import { expect, test, type Locator, type Page } from '@playwright/test';
import { seed, startFakeBuffer, type FakeBuffer } from '../fakes/buffer';
import {
  adminEmail,
  adminPassword,
  apiSignIn,
  createUser,
  e2eNow,
  startServer,
  type RunningServer,
} from './support/server';
import { signIn } from './support/sign-in';

/**
 * The four-eyes release (docs/decisions/024-activity-log-and-release.md): with the rule on, member A edits a
 * card and cannot release it; member B releases it for two channels and a time; an edit revokes the release
 * with a visible reason, and so does „Plan ändern“ in the publish dialog; released again, the plan goes out
 * with one click; the admin finds it all in „Protokoll“.
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

const startedAt = Date.now();
/** The app's time: CLOCK_NOW (18 November 2026, 09:00 Berlin), running on since the test began. */
const appNow = () => Date.parse(e2eNow) + (Date.now() - startedAt);

test.describe.configure({ mode: 'serial' });

// The browser lives on the app's day, so the dialogs check a time as the server does.
test.beforeEach(async ({ page }) => page.clock.setFixedTime(new Date(appNow())));

test.beforeAll(async () => {
  // Starting the server with its seed takes long on a busy machine.
  test.setTimeout(180_000);
  buffer = await startFakeBuffer({ now: () => appNow() });
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
  const allowed = await fetch(`${server.url}/api/settings/buffer/allowed-channels`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ channel_ids: [seed.instagramChannelId, seed.mastodonChannelId] }),
  });
  expect(allowed.status).toBe(200);
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

/** „Freigeben“ on the card: the plan dialog, Instagram and Mastodon on 20.11.2026 at 18:00, confirmed. */
async function releasePlan(page: Page, card: Locator) {
  await card.getByRole('button', { name: 'Freigeben' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Freigeben: für welche Kanäle und wann?' });
  for (const box of await dialog.getByTestId('publish-channels').getByRole('checkbox').all())
    await expect(box).toBeChecked();
  await dialog.getByRole('radio', { name: 'Geplant' }).check();
  await dialog.getByLabel('Datum').fill('2026-11-20');
  await dialog.getByLabel('Uhrzeit (Berlin)').fill('18:00');
  await dialog.getByRole('button', { name: 'Freigeben' }).click();
  await expect(dialog).toHaveCount(0);
}

const planText = 'für Instagram, Mastodon · 20.11.2026, 18:00 Uhr';

test('Anna edits and cannot release her own change; publishing is refused too', async ({ page }) => {
  await annaEdits(`${item.instagram_text}\n\nVon Anna ergänzt.`);
  await signIn(page, server, anna.email, anna.password);
  const card = await openCard(page);
  await expect(card.getByTestId('machine-text')).toHaveCount(0);
  await releasePlan(page, card);
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

test('Ben releases for two channels and a time; an edit after the release revokes it, visibly', async ({ page }) => {
  await signIn(page, server, ben.email, ben.password);
  const card = await openCard(page);
  await releasePlan(page, card);
  await expect(toast(page, 'Freigegeben')).toBeVisible();
  await expect(card.getByTestId('release-note')).toContainText(`von Ben ${planText}`);

  await annaEdits(`${item.instagram_text}\n\nNoch einmal geändert.`);
  const reloaded = await openCard(page);
  await expect(reloaded.getByTestId('release-revoked')).toHaveText('Freigabe aufgehoben: Text geändert');
  await expect(reloaded.getByTestId('release-note')).toHaveCount(0);
});

test('„Plan ändern“ revokes the release; released again, the plan goes out with one click', async ({ page }) => {
  await signIn(page, server, ben.email, ben.password);
  const card = await openCard(page);
  await releasePlan(page, card);
  await expect(card.getByTestId('release-note')).toContainText(planText);

  await card.getByRole('button', { name: 'Veröffentlichen' }).click();
  let dialog = page.getByRole('alertdialog', { name: 'Beitrag über Buffer einplanen?' });
  await expect(dialog.getByTestId('released-plan')).toHaveText(`Freigegeben von Ben ${planText}`);
  await expect(dialog.getByTestId('publish-channels')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Plan ändern' }).click();
  await expect(dialog.getByRole('button', { name: 'Freigabe aufheben' })).toBeDisabled();
  await dialog.getByTestId('publish-channel').filter({ hasText: 'Mastodon' }).getByRole('checkbox').uncheck();
  await dialog.getByRole('button', { name: 'Freigabe aufheben' }).click();
  await expect(card.getByTestId('release-revoked')).toHaveText('Freigabe aufgehoben: Kanäle geändert');
  expect(buffer.posts()).toHaveLength(0);

  await releasePlan(page, card);
  await expect(card.getByTestId('release-note')).toContainText(planText);
  await card.getByRole('button', { name: 'Veröffentlichen' }).click();
  dialog = page.getByRole('alertdialog', { name: 'Beitrag über Buffer einplanen?' });
  await expect(dialog.getByTestId('released-plan')).toHaveText(`Freigegeben von Ben ${planText}`);
  await dialog.getByRole('button', { name: 'Einplanen' }).click();
  await expect(card.getByTestId('planned-note')).toContainText('Geplant für 20.11.2026, 18:00 Uhr', {
    timeout: 30_000,
  });
  const posts = buffer.posts();
  expect(posts.map((p) => p.channelId).sort()).toEqual([seed.instagramChannelId, seed.mastodonChannelId].sort());
  for (const p of posts) expect(p).toMatchObject({ shareMode: 'customScheduled', dueAt: '2026-11-20T17:00:00.000Z' });
});

test('the admin finds the changes in „Protokoll“ and the card’s „Verlauf“', async ({ page }) => {
  await signIn(page, server);
  await page.goto(`${server.url}/admin/protokoll`);
  const table = page.getByTestId('activity-table');
  await expect(table).toBeVisible();
  await page.getByLabel('Beitrag').selectOption(item.id);
  await page.getByRole('button', { name: 'Anwenden' }).click();
  for (const kind of [
    // Anna changed only the caption: the log says so.
    'Instagram-Text bearbeitet',
    'Freigegeben',
    'Freigabe zurückgezogen',
    'Veröffentlichung gestartet',
    'Veröffentlichung geplant',
  ])
    await expect(table.getByRole('cell', { name: kind, exact: true }).first()).toBeVisible();
  await expect(table.getByText('anna@example.org').first()).toBeVisible();
  await expect(table.getByText('ben@example.org').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Als CSV exportieren' })).toHaveAttribute(
    'href',
    `/api/activity.csv?news_id=${item.id}`,
  );

  // A row opens to what changed: the caption's words that went and came (newest entry first) …
  const captionRow = table.getByTestId('activity-row').filter({ hasText: 'Instagram-Text bearbeitet' }).first();
  await captionRow.getByRole('button', { name: /^Details/ }).click();
  await expect(captionRow.getByRole('button', { name: /^Details/ })).toHaveAttribute('aria-expanded', 'true');
  const details = table.getByTestId('change-details').first();
  await expect(details.locator('del')).toHaveText('entfernt: Von Anna ergänzt.');
  await expect(details.locator('ins')).toHaveText('neu: Noch einmal geändert.');
  // … and a release, its plan as channels and time.
  const releaseRow = table.getByTestId('activity-row').filter({ hasText: /^(?!.*zurückgezogen).*Freigegeben/ });
  await releaseRow
    .first()
    .getByRole('button', { name: /^Details/ })
    .click();
  await expect(table.getByTestId('change-details').filter({ hasText: 'Planung' }).first()).toContainText('Instagram');

  // The CSV says the same in words, not JSON.
  const csv = await (await page.request.get(`${server.url}/api/activity.csv?news_id=${item.id}`)).text();
  expect(csv).toContain('Instagram-Text: ');
  expect(csv).toContain('Noch einmal geändert.');
  expect(csv).not.toContain('{"');

  const card = await openCard(page);
  await card.getByRole('button', { name: 'Verlauf' }).click();
  const history = card.getByTestId('history');
  await expect(history).toContainText('Freigegeben');
  await expect(history).toContainText('Ben');
  const edit = history.getByTestId('history-entry').filter({ hasText: 'Instagram-Text bearbeitet' }).first();
  await edit.getByRole('button').click();
  await expect(edit.getByTestId('change-details').locator('ins')).toHaveText('neu: Noch einmal geändert.');
});
