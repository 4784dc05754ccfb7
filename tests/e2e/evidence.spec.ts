import { expect, test, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * „Belege“ and „Text neu vorschlagen“ on the demo gallery, whose topics the real analysis wrote from the shipped
 * feed snapshots, so every caption sentence carries its sources.
 */

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

interface ListedItem {
  id: string;
  title: string;
  status: string;
  instagram_text: string;
}

let server: RunningServer;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServer({ env: { DEMO: 'true' } });
  // The demo is built in the background after the start.
  await expect
    .poll(async () => ((await (await fetch(`${server.url}/api/news?category=woche`)).json()) as unknown[]).length, {
      timeout: 180_000,
      intervals: [1_000],
    })
    .toBe(7);
});
test.afterAll(async () => {
  await server?.stop();
});

test('„Belege“ shows the sources of each sentence, marks edited text, and „Text neu vorschlagen“ replaces it', async ({
  page,
}) => {
  const list = (await (await fetch(`${server.url}/api/news?category=woche`)).json()) as ListedItem[];
  const item = list.find((i) => i.status === 'vorschlag')!;
  expect(item).toBeDefined();

  // Visitors get no evidence, neither a button nor an answer.
  expect((await fetch(`${server.url}/api/news/${item.id}/evidence`)).status).toBe(401);

  await signIn(page, server);
  await page.goto(`${server.url}/?tab=woche`);
  const card = page.getByTestId('news-card').filter({ has: page.getByRole('button', { name: item.title }) });
  await card.getByRole('button', { name: item.title }).click();
  await expect(card.getByTestId('card-actions')).toBeVisible();

  // „Belege“: sentence by sentence, each stating one with its outlet as a link to the article.
  await card.getByRole('button', { name: 'Belege' }).click();
  let dialog = page.getByRole('dialog', { name: 'Belege zum Instagram-Text' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('evidence-entry').first()).toContainText('Aufhänger');
  const link = dialog.getByTestId('evidence-source').first();
  await expect(link).toBeVisible();
  expect(await link.getAttribute('href')).toMatch(/^https?:\/\//);
  await expect(dialog.getByText('bearbeitet – keine Quelle')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A person adds a sentence of their own: it is marked as edited, without a source.
  const own = 'Diesen Satz hat die Redaktion selbst geschrieben.';
  await card.getByRole('button', { name: 'Instagram-Text bearbeiten' }).click();
  const edit = page.getByRole('dialog', { name: 'Instagram-Text bearbeiten' });
  const text = edit.getByLabel('Instagram-Text', { exact: true });
  await text.fill(`${own}\n\n${await text.inputValue()}`);
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Instagram-Text wurde aktualisiert')).toBeVisible();
  await expect(card.getByTestId('instagram-text')).toContainText(own);

  await card.getByRole('button', { name: 'Belege' }).click();
  dialog = page.getByRole('dialog', { name: 'Belege zum Instagram-Text' });
  const first = dialog.getByTestId('evidence-entry').first();
  await expect(first).toContainText(own);
  await expect(first).toContainText('bearbeitet – keine Quelle');
  await expect(dialog.getByTestId('evidence-source').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // „Text neu vorschlagen“ asks first, because the caption was edited; then the text is the generator's again.
  await card.getByRole('button', { name: 'Text neu vorschlagen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Text neu vorschlagen?' });
  await expect(confirm).toContainText('Der bearbeitete Text wird ersetzt.');
  await confirm.getByRole('button', { name: 'Text ersetzen' }).click();
  await expect(toast(page, 'Neuer Text vorgeschlagen')).toBeVisible();
  await expect(card.getByTestId('instagram-text')).not.toContainText(own);

  await card.getByRole('button', { name: 'Belege' }).click();
  dialog = page.getByRole('dialog', { name: 'Belege zum Instagram-Text' });
  await expect(dialog.getByTestId('evidence-entry').first()).toContainText('Aufhänger');
  await expect(dialog.getByText('bearbeitet – keine Quelle')).toHaveCount(0);
});
