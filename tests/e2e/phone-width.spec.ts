import { expect, test, type Page } from '@playwright/test';
import { adminSectionPaths, adminSectionUrl } from '../../src/shared/web-routes';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * Every page fits a phone (390 × 844) without scrolling sideways (issue 24, item 5): the public pages for a
 * visitor, every team and admin page signed in, with an expanded card and an opened log entry.
 */

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(180_000); // seeding renders every sharepic
  server = await startServer({ seed: true });
});
test.afterAll(async () => {
  await server?.stop();
});

test.use({ viewport: { width: 390, height: 844 } });

/** How far the page reaches past the viewport, and which elements stick out (for the failure message). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    window.scrollTo(0, window.scrollY);
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .filter((el) => !el.closest('.sr-only') && getComputedStyle(el).position !== 'fixed')
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120));
    return { by: document.documentElement.scrollWidth - width, wide };
  });
}

async function expectFits(page: Page, what: string) {
  const { by, wide } = await overflow(page);
  expect(by, `${what} is ${by}px too wide: ${wide.join(' | ')}`).toBeLessThanOrEqual(0);
}

test('the public pages fit 390 px', async ({ page }) => {
  for (const path of ['/', '/auth', '/impressum', '/datenschutz', '/gibt-es-nicht']) {
    await page.goto(server.url + path);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    await expectFits(page, path);
  }
  // An opened card with its three sharepics and the assessment.
  await page.goto(server.url + '/');
  await page.getByTestId('news-card').first().getByRole('button').first().click();
  await expect(page.getByRole('button', { name: /^Sharepic 1 vergrößern/ })).toBeVisible();
  await expectFits(page, '/ with an opened card');
});

test('every team and admin page fits 390 px, the header keeps the organisation’s name readable', async ({ page }) => {
  await signIn(page, server);
  await page.getByTestId('news-card').first().getByRole('button').first().click();
  const actions = page.getByTestId('card-actions');
  await expect(actions).toBeVisible();
  await expectFits(page, '/ signed in with an opened card');
  // The card's actions are grouped: editing the text and publishing first, the rest behind one button.
  await expect(
    actions.getByTestId('card-actions-primary').getByRole('button', { name: 'Veröffentlichen' }),
  ).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Verlauf' })).toBeHidden();
  await actions.getByRole('button', { name: 'Weitere Aktionen' }).click();
  await expect(actions.getByRole('button', { name: 'Weitere Aktionen' })).toHaveAttribute('aria-expanded', 'true');
  await expect(actions.getByTestId('card-actions-more').getByRole('button', { name: 'Verlauf' })).toBeVisible();
  await expectFits(page, '/ signed in with all card actions shown');
  const name = page.getByTestId('site-brand-name');
  await expect(name).toHaveText(/\S/);
  expect(
    await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight),
    'the organisation’s name is cut off',
  ).toBe(true);

  await page.goto(server.url + '/planung');
  await expect(page.getByRole('heading', { level: 1, name: 'Planung' })).toBeVisible();
  await expectFits(page, '/planung');

  for (const path of adminSectionPaths.map(adminSectionUrl)) {
    await page.goto(server.url + path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^Lädt(…|\.\.\.)/)).toHaveCount(0);
    await expectFits(page, path);
  }

  await page.goto(server.url + '/admin/protokoll');
  await page
    .getByRole('button', { name: /^Details/ })
    .first()
    .click();
  await expect(page.getByTestId('change-details').first()).toBeVisible();
  await expectFits(page, '/admin/protokoll with an opened entry');
});

test('„Planung“ at 390 px says when a week has nothing planned', async ({ page }) => {
  await signIn(page, server);
  await page.goto(server.url + '/planung');
  const weeks = page.getByTestId('plan-week');
  await expect(weeks).toHaveCount(2);
  for (const week of await weeks.all()) {
    const days = week.getByTestId('plan-day');
    const visibleDays = await days.evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0).length);
    if (visibleDays === 0) await expect(week.getByTestId('plan-week-empty')).toBeVisible();
    else await expect(week.getByTestId('plan-week-empty')).toHaveCount(0);
  }
});
