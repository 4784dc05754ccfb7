import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/** The admin area's sections: their own URLs, a side navigation on wide screens and tabs on narrow ones. */

let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const sections = [
  { label: 'Veröffentlichung', path: '/admin', heading: 'Admin-Einstellungen', content: 'buffer-settings' },
  { label: 'Analyse & Quellen', path: '/admin/analyse', heading: 'Analyse & Quellen', content: 'pipeline-card' },
  { label: 'Region', path: '/admin/region', heading: 'Region', content: 'regional-terms' },
  { label: 'Texte', path: '/admin/texte', heading: 'Texte', content: 'voice-settings' },
  {
    label: 'Erscheinungsbild',
    path: '/admin/erscheinungsbild',
    heading: 'Erscheinungsbild',
    content: 'brand-settings',
  },
  { label: 'Protokoll', path: '/admin/protokoll', heading: 'Protokoll', content: 'activity-log' },
  { label: 'Benutzer', path: '/admin/users', heading: 'Benutzerverwaltung', content: 'user-row' },
] as const;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin-Bereiche' });

async function expectSection(page: Page, section: (typeof sections)[number]) {
  await expect(page).toHaveURL(server.url + section.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.heading);
  await expect(page.getByTestId(section.content).first()).toBeVisible();
  await expect(nav(page).getByRole('link', { name: section.label, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);
  await expect(page).toHaveTitle(`${section.heading} · News Dashboard`);
}

test('on a wide screen every section is one click away in the side navigation, with its own URL', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, server);
  await page.getByRole('link', { name: 'Einstellungen' }).click();
  await expectSection(page, sections[0]);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/');

  // A column beside the content.
  const navBox = (await nav(page).boundingBox())!;
  const headingBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(navBox.x + navBox.width).toBeLessThanOrEqual(headingBox.x);
  expect(navBox.y).toBeLessThanOrEqual(headingBox.y + headingBox.height);

  for (const section of [...sections.slice(1), sections[0]]) {
    await nav(page).getByRole('link', { name: section.label, exact: true }).click();
    await expectSection(page, section);
  }
});

test('each section opens directly from its URL and survives a reload; the header link "Benutzer" opens the Benutzerverwaltung', async ({
  page,
}) => {
  await signIn(page, server);
  for (const section of sections) {
    await page.goto(server.url + section.path);
    await expectSection(page, section);
  }
  await page.reload();
  await expectSection(page, sections[sections.length - 1]);
  await page.goto(server.url + '/');
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Benutzer', exact: true }).click();
  await expectSection(page, sections[sections.length - 1]);
});

test('on a narrow screen the sections are tabs above the content and nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, server);
  await page.goto(server.url + '/admin');
  await expectSection(page, sections[0]);
  const navBox = (await nav(page).boundingBox())!;
  const headingBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(navBox.y + navBox.height).toBeLessThanOrEqual(headingBox.y);
  for (const section of sections) {
    await expect(nav(page).getByRole('link', { name: section.label, exact: true })).toBeInViewport();
  }
  await nav(page).getByRole('link', { name: 'Region', exact: true }).click();
  await expectSection(page, sections[2]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});

test('an unknown admin address is the 404 page', async ({ page }) => {
  await signIn(page, server);
  await page.goto(server.url + '/admin/gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});

test('the admin sections have no serious or critical axe violation', async ({ page }) => {
  await signIn(page, server);
  for (const section of sections) {
    await page.goto(server.url + section.path);
    await expectSection(page, section);
    expect(await seriousViolations(page, { excludeToasts: true }), section.path).toEqual([]);
  }
});
