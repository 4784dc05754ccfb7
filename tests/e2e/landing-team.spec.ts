import { expect, test, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/** Visitors are greeted by the hero; a signed-in team member opens `/` at the week's topics (issue 24, item 6). */

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/** The tab row of the gallery lies inside the first screen, without scrolling. */
async function expectTabsOnFirstScreen(page: Page, viewportHeight: number) {
  const tab = page.getByRole('tab', { name: 'Diese Woche' });
  await expect(tab).toBeVisible();
  const box = (await tab.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(viewportHeight);
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a signed-in member lands on the week, the hero shrunk to one line', async ({ page }) => {
      await signIn(page, server);
      await expectTabsOnFirstScreen(page, viewport.height);
      await expect(page.getByRole('tab', { name: 'Diese Woche' })).toHaveAttribute('aria-selected', 'true');
      // The page still says what it is, in one line of text.
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toContainText('Team entscheidet');
      const lineHeight = await heading.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect((await heading.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 1);
      await expect(page.getByRole('button', { name: 'Zu den aktuellen Themen' })).toHaveCount(0);

      // After a reload the member still opens at the topics.
      await page.reload();
      await expectTabsOnFirstScreen(page, viewport.height);
    });

    test('a visitor keeps the full hero with its button to the topics', async ({ page }) => {
      await page.goto(server.url + '/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('täglich analysiert');
      await expect(page.getByRole('button', { name: 'Zu den aktuellen Themen' })).toBeVisible();
      await expect(page.getByTestId('hero-compact')).toHaveCount(0);
    });
  });
}
