import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { startServer, type RunningServer } from './support/server';

/** Automated accessibility check (axe-core) and the 375 px phone layout. */

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(180_000); // seeding renders every sharepic
  server = await startServer({ seed: true });
});
test.afterAll(async () => {
  await server?.stop();
});

test('the overview has no serious or critical axe violation, collapsed and expanded', async ({ page }) => {
  await page.goto(server.url + '/?tab=heute');
  await expect(page.getByTestId('news-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('news-card').first().getByRole('button').first().click();
  await expect(page.getByTestId('assessment-box')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the enlarged preview dialog has no serious or critical axe violation', async ({ page }) => {
  await page.goto(server.url + '/?tab=heute');
  await page.getByTestId('news-card').first().getByRole('button').first().click();
  await page.getByRole('button', { name: /^Sharepic 1 vergrößern/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const path of ['/impressum', '/datenschutz', '/auth']) {
  test(`${path} has no serious or critical axe violation`, async ({ page }) => {
    await page.goto(server.url + path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the 404 page has no serious or critical axe violation', async ({ page }) => {
  await page.goto(server.url + '/nicht-vorhanden');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('headings on the overview descend without skipping a level', async ({ page }) => {
  await page.goto(server.url + '/?tab=heute');
  await page.getByTestId('news-card').first().getByRole('button').first().click();
  await expect(page.getByTestId('assessment-box')).toBeVisible();
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName.slice(1))),
  );
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
});

test('every control on the overview is reachable with the Tab key and shows a focus ring', async ({ page }) => {
  await page.goto(server.url + '/');
  await expect(page.getByTestId('news-card').first()).toBeVisible();
  const seen = new Set<string>();
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      return { label: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(), outline: style.outlineStyle };
    });
    if (!focused) continue;
    expect(focused.outline, `focus ring on "${focused.label}"`).not.toBe('none');
    seen.add(focused.label);
  }
  for (const label of ['Anmelden', 'Zu den aktuellen Themen', 'Diese Woche', 'Impressum', 'Datenschutz']) {
    expect(
      [...seen].some((s) => s.includes(label)),
      `reached "${label}"`,
    ).toBe(true);
  }
});

test.describe('at 375 px width', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('nothing overflows horizontally on the overview, also with a card expanded', async ({ page }) => {
    await page.goto(server.url + '/?tab=heute');
    await expect(page.getByTestId('news-card').first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByTestId('news-card').first().getByRole('button').first().click();
    await expect(page.getByTestId('assessment-box')).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  for (const path of ['/impressum', '/datenschutz', '/auth', '/nicht-vorhanden']) {
    test(`nothing overflows horizontally on ${path}`, async ({ page }) => {
      await page.goto(server.url + path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }
});
