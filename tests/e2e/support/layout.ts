import { expect, type Page } from '@playwright/test';

/** The page fits its viewport: nothing makes it scroll sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}
