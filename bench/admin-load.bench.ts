// npx tsx bench/admin-load.bench.ts (after `npm run build`) — how long /admin takes until the Buffer form shows,
// with every API answer held back by API_DELAY_MS (default 1000 ms, so the waits for answers dominate the time the
// browser spends on its own work, also on a busy machine). The ratio „ready / delay“ counts the API answers the
// page waits for one after the other: about 3 when session, admin check and settings are asked in turn, about 2
// when the settings are asked beside the admin check. „return visit“ comes back from the overview with the
// answers cached (about 0: nothing to wait for). Medians of BENCH_ROUNDS.
import { chromium, type Page } from '@playwright/test';
import { adminEmail, adminPassword, startServer } from '../tests/e2e/support/server';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const delayMs = Number(process.env.API_DELAY_MS ?? 1000);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'de-DE' });
  const signInPage = await context.newPage();
  await signInPage.goto(server.url + '/auth');
  await signInPage.getByLabel('E-Mail').fill(adminEmail);
  await signInPage.getByLabel('Passwort').fill(adminPassword);
  await signInPage.getByRole('button', { name: 'Einloggen' }).click();
  await signInPage.waitForURL(server.url + '/');
  await signInPage.close();

  const formShown = (page: Page) =>
    page
      .getByText('Buffer-Verbindung')
      .waitFor()
      .then(() => page.locator('form').first().waitFor());
  const delayed = async (page: Page) =>
    page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.continue().catch(() => {});
    });

  const first: number[] = [];
  const returning: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const page = await context.newPage();
    await delayed(page);
    const start = performance.now();
    await page.goto(server.url + '/admin');
    await formShown(page);
    first.push(performance.now() - start);

    await page.getByRole('link', { name: 'Zurück zur Übersicht' }).click();
    await page.waitForURL(server.url + '/');
    const back = performance.now();
    await page.getByRole('link', { name: 'Einstellungen' }).click();
    await formShown(page);
    returning.push(performance.now() - back);
    await page.close();
  }
  const report = (name: string, xs: number[]) =>
    console.log(
      `${name.padEnd(14)} median ${median(xs).toFixed(0).padStart(5)} ms  ratio to one API answer ${(median(xs) / delayMs).toFixed(1)}`,
    );
  console.log(`/admin until the Buffer form shows, every API answer ${delayMs} ms late, ${rounds} rounds`);
  report('first load', first);
  report('return visit', returning);
} finally {
  await browser.close();
  await server.stop();
}
