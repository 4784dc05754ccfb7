import { expect, test, type Page } from '@playwright/test';
import type { FeedSourceJson, PipelineRunJson } from '../../src/shared/pipeline';
import { startFakeFeeds } from '../fakes/feeds';
import { adminEmail, adminPassword, apiSignIn, startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/** The admin section "Analyse & Quellen" (/admin/analyse) against local fixture feeds, offline. */

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

let server: RunningServer;
let feeds: Awaited<ReturnType<typeof startFakeFeeds>>;
let cookie: string;

async function apiJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(server.url + path, {
    method,
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The server may catch up a missed run at start-up; the test starts its own once that one is over. */
async function waitUntilIdle() {
  await expect
    .poll(
      async () =>
        (await apiJson<{ runs: PipelineRunJson[] }>('GET', '/api/pipeline/runs')).runs.some(
          (r) => r.status === 'running',
        ),
      {
        timeout: 90_000,
      },
    )
    .toBe(false);
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test.beforeAll(async () => {
  feeds = await startFakeFeeds();
  // The fixture feeds are served on 127.0.0.1, which the server refuses unless private fetches are allowed.
  server = await startServer({ env: { CLOCK_NOW: '2024-12-21T12:00:00+01:00', ALLOW_PRIVATE_FETCH: 'true' } });
  cookie = await apiSignIn(server, adminEmail, adminPassword);
  // The default sources are on the internet, unreachable here.
  const { sources } = await apiJson<{ sources: FeedSourceJson[] }>('GET', '/api/pipeline/sources');
  expect(sources.length).toBeGreaterThan(0);
  for (const s of sources) await apiJson('PATCH', `/api/pipeline/sources/${s.id}`, { enabled: false });
  await waitUntilIdle();
});
test.afterAll(async () => {
  await server?.stop();
  await feeds?.close();
});

async function openAdmin(page: Page) {
  await signIn(page, server);
  await page.goto(server.url + '/admin/analyse');
  await expect(page.getByRole('heading', { name: 'Tägliche Analyse' })).toBeVisible();
}

async function addSource(page: Page, name: string, url: string, country: string) {
  const form = page.getByTestId('source-form');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Feed-Adresse').fill(url);
  await form.getByLabel('Sprache').selectOption('de');
  await form.getByLabel('Land').fill(country);
  await form.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(page.getByTestId('feed-source').filter({ hasText: name })).toBeVisible();
}

test('the add form validates with the shared schema and shows the first message', async ({ page }) => {
  await openAdmin(page);
  const form = page.getByTestId('source-form');
  await form.getByLabel('Name').fill('Kaputt');
  await form.getByLabel('Feed-Adresse').fill('ftp://example.org/feed');
  await form.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(toast(page, 'Validierungsfehler')).toContainText('Bitte gib eine gültige http(s)-Adresse ein');
  await expect(page.getByTestId('feed-source').filter({ hasText: 'Kaputt' })).toHaveCount(0);
});

test('adds the fixture feeds, runs the analysis, shows the stages and the new topics under "Heute"', async ({
  page,
}) => {
  await openAdmin(page);
  // The default sources show as disabled switches.
  const switches = page.getByRole('switch');
  await expect(switches.first()).toHaveAttribute('aria-checked', 'false');

  await addSource(page, 'Tagesschau (Test)', `${feeds.url}/feeds/de_tagesschau_2024-12-21.xml`, 'DE');
  await addSource(page, 'Spiegel (Test)', `${feeds.url}/feeds/de_spiegel_2024-12-21.xml`, 'de');
  await expect(page.getByRole('switch', { name: 'Quelle „Tagesschau (Test)“ aktiv' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  const start = page.getByRole('button', { name: 'Jetzt analysieren' });
  await start.click();
  // While it runs the button is disabled (the run may already be over by the time we look).
  const progress = page.getByTestId('pipeline-progress');
  await expect(progress).toHaveAttribute('data-status', 'succeeded', { timeout: 120_000 });
  await expect(progress.locator('li[data-stage]')).toHaveCount(9);
  await expect(progress.locator('li[data-status="done"]')).toHaveCount(9);
  await expect(progress.locator('li[data-stage="fetch"]')).toContainText('Quellen abrufen');
  await expect(progress.locator('li[data-stage="fetch"]')).toContainText('2');
  await expect(toast(page, 'Analyse abgeschlossen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jetzt analysieren' })).toBeEnabled();

  // The run is in the history with its counts, and the sources show their fetch result.
  const firstRun = page.getByTestId('pipeline-runs').locator('tbody tr').first();
  await expect(firstRun).toContainText('Manuell');
  await expect(firstRun).toContainText('Erfolgreich');
  await expect(firstRun).toContainText('2/0');
  await expect(
    page.getByTestId('feed-source').filter({ hasText: 'Tagesschau (Test)' }).getByTestId('source-status'),
  ).toContainText('Erfolgreich');

  const { runs } = await apiJson<{ runs: PipelineRunJson[] }>('GET', '/api/pipeline/runs');
  const created = runs[0]!.summary!.topics.filter((t) => t.action === 'create' && t.title);
  expect(created.length).toBeGreaterThan(0);
  await expect(firstRun).toContainText(`${runs[0]!.counts!.created}/${runs[0]!.counts!.updated}`);

  await page.goto(server.url + '/');
  await page.getByRole('tab', { name: 'Heute' }).click();
  await expect(page.getByTestId('news-card').first()).toBeVisible();
  await expect(page.getByText(created[0]!.title!, { exact: false }).first()).toBeVisible();
});

test('a second start while a run is going is refused, and the page shows the server message', async ({ page }) => {
  const first = await fetch(server.url + '/api/pipeline/runs', {
    method: 'POST',
    headers: { origin: server.url, cookie },
  });
  expect(first.status).toBe(202);
  const second = await fetch(server.url + '/api/pipeline/runs', {
    method: 'POST',
    headers: { origin: server.url, cookie },
  });
  expect(second.status).toBe(409);
  const refusal = await second.text();
  expect(refusal).toContain('Es läuft bereits eine Analyse');
  await waitUntilIdle();

  // The button is disabled while a run is going, so the page meets the real refusal only in a race;
  // replay the server's own 409 answer to check what the page does with it.
  await openAdmin(page);
  await page.route('**/api/pipeline/runs', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 409, contentType: 'application/json', body: refusal })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Jetzt analysieren' }).click();
  await expect(toast(page, 'Analyse nicht gestartet')).toContainText(
    'Es läuft bereits eine Analyse. Bitte warte, bis sie abgeschlossen ist.',
  );
});

test('a source can be disabled and deleted after confirming', async ({ page }) => {
  await openAdmin(page);
  const row = page.getByTestId('feed-source').filter({ hasText: 'Spiegel (Test)' });
  const toggle = row.getByRole('switch');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await row.getByRole('button', { name: 'Quelle „Spiegel (Test)“ löschen' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Quelle löschen?');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Quelle „Spiegel (Test)“ löschen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(toast(page, 'Quelle gelöscht')).toBeVisible();
  await expect(page.getByTestId('feed-source').filter({ hasText: 'Spiegel (Test)' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('feed-source').filter({ hasText: 'Spiegel (Test)' })).toHaveCount(0);
});

test('a feed with javascript:, data: and relative links: the source says how many articles were skipped', async ({
  page,
}) => {
  await waitUntilIdle();
  await openAdmin(page);
  await addSource(page, 'Unsichere Links (Test)', `${feeds.url}/feeds/de_unsichere-links_2024-12-21.xml`, 'DE');
  await page.getByRole('button', { name: 'Jetzt analysieren' }).click();
  await expect(toast(page, 'Analyse abgeschlossen')).toBeVisible({ timeout: 120_000 });
  await expect(
    page.getByTestId('feed-source').filter({ hasText: 'Unsichere Links (Test)' }).getByTestId('source-status'),
  ).toContainText('Erfolgreich (3 Artikel) – 7 Artikel mit ungültigem Link übersprungen');

  const { runs } = await apiJson<{ runs: PipelineRunJson[] }>('GET', '/api/pipeline/runs');
  expect(runs[0]!.summary!.sources.find((s) => s.name === 'Unsichere Links (Test)')).toMatchObject({
    status: 'ok',
    items: 3,
    reason: '7 Artikel mit ungültigem Link übersprungen',
  });
  const items = await apiJson<{ source_url: string | null }[]>('GET', '/api/news');
  for (const item of items) expect(item.source_url ?? 'https://').toMatch(/^https?:\/\//);
});

test('a run that could read none of its sources is called failed, with the reason per source', async ({ page }) => {
  const down = await startFakeFeeds({ failAll: true });
  try {
    await waitUntilIdle();
    // Only sources that fail are active.
    const { sources } = await apiJson<{ sources: FeedSourceJson[] }>('GET', '/api/pipeline/sources');
    for (const s of sources) await apiJson('PATCH', `/api/pipeline/sources/${s.id}`, { enabled: false });
    for (const n of [1, 2, 3])
      await apiJson('POST', '/api/pipeline/sources', {
        name: `Ausfall ${n}`,
        url: `${down.url}/feed-${n}.xml`,
        language: 'de',
        country: 'DE',
      });

    await openAdmin(page);
    await page.getByRole('button', { name: 'Jetzt analysieren' }).click();
    const progress = page.getByTestId('pipeline-progress');
    await expect(progress).toHaveAttribute('data-status', 'failed', { timeout: 120_000 });
    await expect(page.getByTestId('pipeline-run-status')).toHaveText('Fehlgeschlagen');
    await expect(progress.locator('li[data-stage="fetch"]')).toHaveAttribute('data-status', 'failed');
    await expect(progress.getByRole('alert')).toHaveText(
      'Keine der 3 Quellen konnte abgerufen werden. Die Themen wurden nicht aktualisiert.',
    );
    // Nothing fetched, so no feed was read: no green check for „Feeds lesen“.
    await expect(progress.locator('li[data-stage="parse"]')).toHaveAttribute('data-status', 'pending');
    await expect(progress.locator('li[data-stage="parse"]')).toContainText('Nicht ausgeführt');
    // One line per reason, naming its sources.
    await expect(page.getByTestId('pipeline-source-failures').getByRole('listitem')).toHaveText([
      'Server antwortete mit HTTP 500: Ausfall 1, Ausfall 2, Ausfall 3',
    ]);
    await expect(toast(page, 'Analyse fehlgeschlagen')).toBeVisible();
    await expect(toast(page, 'Analyse abgeschlossen')).toHaveCount(0);

    const firstRun = page.getByTestId('pipeline-runs').locator('tbody tr').first();
    await expect(firstRun).toContainText('Fehlgeschlagen');
    await expect(firstRun).toContainText('0/3');
    await expect(
      page.getByTestId('feed-source').filter({ hasText: 'Ausfall 1' }).getByTestId('source-status'),
    ).toContainText('Fehlgeschlagen – Server antwortete mit HTTP 500');
  } finally {
    await down.close();
  }
});
