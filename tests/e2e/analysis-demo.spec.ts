import { expect, test } from '@playwright/test';
import type { FeedSourceJson, PipelineRunJson } from '../../src/shared/pipeline';
import { closedPort } from '../support/closed-port';
import { seriousViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/layout';
import { adminEmail, adminPassword, apiSignIn, startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * A first start with the demo (DEMO=true): the analysis page says the demo run was one, the demo cards say
 * when their news is from; then an analysis on a machine without internet says so once, with what to check.
 * At 1440 and 390 px.
 */

let server: RunningServer;
let cookie: string;

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(server.url + path, {
    method,
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const runs = async () => (await api<{ runs: PipelineRunJson[] }>('GET', '/api/pipeline/runs')).runs;

test.beforeAll(async () => {
  test.setTimeout(300_000); // the demo gallery is built with the real pipeline and renderer
  server = await startServer({ env: { DEMO: 'true', ALLOW_PRIVATE_FETCH: 'true' } });
  cookie = await apiSignIn(server, adminEmail, adminPassword);
  await expect
    .poll(async () => (await runs()).filter((r) => r.is_demo && r.status === 'succeeded').length, {
      timeout: 280_000,
      intervals: [1_000],
    })
    .toBe(3);
});
test.afterAll(async () => {
  await server?.stop();
});
test.describe.configure({ mode: 'serial' });

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });

    test('the demo run is marked as a demo over the shipped snapshots, not the sources listed below', async ({
      page,
    }) => {
      await signIn(page, server);
      await page.goto(server.url + '/admin/analyse');
      const progress = page.getByTestId('pipeline-progress');
      await expect(page.getByTestId('pipeline-run-status')).toHaveText('Erfolgreich');
      await expect(progress.getByTestId('pipeline-run-demo')).toHaveText('Demo');
      await expect(progress.getByTestId('pipeline-demo-note')).toContainText(
        'Feed-Ausschnitte vom 21.12.2024, nicht die Nachrichtenquellen unten',
      );
      // One row per run (a run that replaced proposals has a line below it saying which).
      const history = page.getByTestId('pipeline-runs').locator('tbody tr[data-status]');
      await expect(history).toHaveCount(3);
      for (const row of await history.all()) await expect(row.locator('td').nth(1)).toHaveText('Demo');
      // The list below was not read by the demo, and says so without contradicting the card.
      await expect(page.getByTestId('source-status').first()).toHaveText('Noch nicht abgerufen');
      await expectNoHorizontalScroll(page);
      expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
    });

    test('a demo card says the day its news is from, and its sharepic quality is a plain sentence', async ({
      page,
    }) => {
      await signIn(page, server);
      await page.goto(server.url + '/?tab=heute');
      const card = page.getByTestId('news-card').first();
      await expect(card.getByTestId('demo-badge')).toHaveText('Demo · Nachrichten vom 21.12.2024');
      await card.locator('h3 button').click();
      // The e2e server has no photo source (COMMONS_API_URL=off, no Pexels key).
      await expect(card.getByText('Sharepic-Qualität').locator('xpath=following-sibling::dd[1]')).toHaveText(
        'Prüfen: Sharepic 1 und 2 zeigen den Markenhintergrund, kein Foto. Es ist keine Bildquelle eingerichtet.',
      );
      await expectNoHorizontalScroll(page);
    });
  });
}

test('an analysis that reached no server at all says once that the machine is probably offline', async ({ page }) => {
  test.setTimeout(180_000);
  // Only sources on a port nobody listens on: connection refused, as on a server without internet.
  const port = await closedPort();
  const { sources } = await api<{ sources: FeedSourceJson[] }>('GET', '/api/pipeline/sources');
  for (const s of sources) await api('PATCH', `/api/pipeline/sources/${s.id}`, { enabled: false });
  for (const n of [1, 2])
    await api('POST', '/api/pipeline/sources', {
      name: `Offline ${n}`,
      url: `http://127.0.0.1:${port}/feed-${n}.xml`,
      language: 'de',
      country: 'DE',
    });

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server);
  await page.goto(server.url + '/admin/analyse');
  await page.getByRole('button', { name: 'Jetzt analysieren' }).click();
  const progress = page.getByTestId('pipeline-progress');
  await expect(progress).toHaveAttribute('data-status', 'failed', { timeout: 120_000 });

  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.reload();
    await expect(page.getByTestId('pipeline-run-status')).toHaveText('Fehlgeschlagen');
    await expect(progress.getByTestId('pipeline-run-demo')).toHaveCount(0);
    await expect(progress.locator('li[data-stage="fetch"]')).toHaveAttribute('data-status', 'failed');
    // Nothing was fetched, so no feed was read: no green check with 0.
    await expect(progress.locator('li[data-stage="parse"]')).toHaveAttribute('data-status', 'pending');
    await expect(progress.locator('li[data-stage="parse"]')).toContainText('Nicht ausgeführt');
    const message = progress.getByRole('alert');
    await expect(message).toContainText('Keine der 2 Quellen konnte abgerufen werden, weil kein einziger Server');
    await expect(message).toContainText('keinen Zugang zum Internet');
    await expect(message).toContainText('DNS-Einstellungen');
    // Said once in the card: no list repeating the same reason per source (the source list has each one).
    await expect(page.getByTestId('pipeline-source-failures')).toHaveCount(0);
    await expect(progress.getByText(/keinen Zugang zum Internet/)).toHaveCount(1);
    await expect(
      page.getByTestId('feed-source').filter({ hasText: 'Offline 1' }).getByTestId('source-status'),
    ).toContainText('Fehlgeschlagen – Netzwerkfehler');
    await expectNoHorizontalScroll(page);
  }
});
