import { expect, test, type Page } from '@playwright/test';
import { seed, startFakeBuffer, type FakeBuffer } from '../fakes/buffer';
import { seriousViolations } from './support/axe';
import { adminEmail, adminPassword, apiSignIn, startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * The admin section „Erscheinungsbild“ (/admin/erscheinungsbild): a draft look is previewed by the server's
 * renderer, saving re-renders the proposals' images (a published item keeps its own), a bad logo is refused.
 */

interface ApiItem {
  id: string;
  title: string;
  status: string;
  sharepics: { url: string }[];
}

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

let server: RunningServer;
let buffer: FakeBuffer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Seeding renders every demo sharepic before the server starts; on a busy machine that outlasts a minute.
  test.setTimeout(180_000);
  buffer = await startFakeBuffer();
  server = await startServer({ seed: true, env: { BUFFER_API_URL: buffer.url } });
});
test.afterAll(async () => {
  await server?.stop();
  await buffer?.close();
});

async function allItems(cookie: string): Promise<ApiItem[]> {
  return (await (await fetch(`${server.url}/api/news`, { headers: { cookie } })).json()) as ApiItem[];
}

/** Publishes one item through the fake Buffer and waits until it shows „Veröffentlicht“. */
async function publishOne(cookie: string, item: ApiItem) {
  const headers = { 'content-type': 'application/json', origin: server.url, cookie };
  const settings = await fetch(`${server.url}/api/settings/buffer`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ access_token: seed.apiKey, profile_id: seed.instagramChannelId }),
  });
  expect(settings.status).toBe(200);
  const res = await fetch(`${server.url}/api/news/${item.id}/publish`, { method: 'POST', headers, body: '{}' });
  expect(res.status).toBeLessThan(300);
  await expect
    .poll(async () => (await allItems(cookie)).find((i) => i.id === item.id)?.status, { timeout: 30_000 })
    .toBe('veröffentlicht');
}

async function openBrand(page: Page) {
  await signIn(page, server);
  await page.goto(server.url + '/admin/erscheinungsbild');
  await expect(page.getByRole('heading', { level: 1, name: 'Erscheinungsbild' })).toBeVisible();
}

/**
 * The mean colour of a 6×6 patch near the top left corner of an image as the browser decodes it (drawn to a
 * canvas in the page): on a colour card and on the info image that is the plain primary colour.
 */
async function cornerColour(page: Page, src: string): Promise<[number, number, number]> {
  return page.evaluate(async (url) => {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(6, 6, 6, 6);
    const mean = [0, 0, 0];
    for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c += 1) mean[c]! += data[i + c]!;
    return mean.map((v) => Math.round(v / 36)) as [number, number, number];
  }, src);
}

/** Within `tolerance` per channel of `hex` (JPEG previews shift colours a little). */
const near = (rgb: number[], hex: string, tolerance = 16) =>
  rgb.every((c, i) => Math.abs(c - Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16)) <= tolerance);

const card = (page: Page) => page.getByTestId('brand-settings');
const previewImage = (page: Page, n: 1 | 2 | 3) =>
  card(page).getByRole('img', { name: new RegExp(`^Vorschau Sharepic ${n}`) });

test('a new colour and layout show in the preview; saving re-renders proposals, not the published item', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const cookie = await apiSignIn(server, adminEmail, adminPassword);
  const before = await allItems(cookie);
  const [published, ...proposals] = before.filter((i) => i.status === 'vorschlag');
  expect(proposals.length).toBeGreaterThanOrEqual(2);
  await publishOne(cookie, published!);
  const publishedUrls = (await allItems(cookie)).find((i) => i.id === published!.id)!.sharepics.map((s) => s.url);

  await openBrand(page);
  // The seeded topics have no photo: title and info image stand on today's EU blue.
  const media = (url: string) => new URL(url, server.url).toString();
  for (const url of [publishedUrls[0]!, publishedUrls[2]!, proposals[0]!.sharepics[0]!.url])
    expect(near(await cornerColour(page, media(url)), '#003399'), url).toBe(true);

  await expect(previewImage(page, 3)).toBeVisible({ timeout: 30_000 });
  const firstInfo = await previewImage(page, 3).getAttribute('src');
  const firstTitle = await previewImage(page, 1).getAttribute('src');
  expect(near(await cornerColour(page, firstInfo!), '#003399')).toBe(true);
  // The preview's title image shows the sample photo (full-bleed with scrim), not a plain colour.
  const firstTitleCorner = await cornerColour(page, firstTitle!);
  expect(near(firstTitleCorner, '#8B0000', 40)).toBe(false);

  const layout = card(page).getByLabel('Layout');
  await expect(layout.locator('option')).toHaveText([
    'Foto vollflächig mit Abdunklung',
    'Foto oben, Farbband unten',
    'Farbfläche ohne Foto',
  ]);
  await layout.selectOption({ label: 'Farbfläche ohne Foto' });

  // A colour white text cannot be read on: the field names the measured ratio, the preview waits.
  const primary = card(page).getByLabel('Hauptfarbe', { exact: true });
  await primary.fill('#FFD700');
  await expect(card(page)).toContainText(
    'Zu wenig Kontrast: Weiße Schrift auf der Hauptfarbe erreicht nur 1,40:1, nötig sind mindestens 4,50:1.',
  );
  await expect(card(page)).toContainText('Die Vorschau erscheint, sobald alle Angaben gültig sind.');

  await primary.fill('#8B0000');
  await card(page).getByLabel('Name', { exact: true }).fill('Europa-Union Ulm');
  await expect(card(page).getByLabel('Hauptfarbe auswählen')).toHaveValue('#8b0000');
  // Before saving, the preview's pixels turn dark red: the info image, and the title as a colour card.
  await expect
    .poll(async () => near(await cornerColour(page, (await previewImage(page, 3).getAttribute('src'))!), '#8B0000'), {
      timeout: 30_000,
    })
    .toBe(true);
  await expect
    .poll(async () => near(await cornerColour(page, (await previewImage(page, 1).getAttribute('src'))!), '#8B0000'), {
      timeout: 30_000,
    })
    .toBe(true);
  // Nothing is saved by previewing.
  expect(await (await fetch(`${server.url}/api/brand`)).json()).toMatchObject({ primaryColor: '#003399' });

  await card(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Gespeichert')).toContainText('Die Bilder der Vorschläge werden neu erzeugt.');
  await expect(card(page).getByTestId('brand-rerender')).toContainText(
    `Alle ${before.length - 1} Vorschläge zeigen das aktuelle Erscheinungsbild.`,
    { timeout: 120_000 },
  );
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);

  const after = await allItems(cookie);
  for (const p of proposals) {
    const now = after.find((i) => i.id === p.id)!;
    expect(now.status).toBe('vorschlag');
    expect(now.sharepics.map((s) => s.url)).not.toEqual(p.sharepics.map((s) => s.url));
    // The proposal's stored images, as the browser loads them, stand on the new dark red.
    for (const sharepic of [now.sharepics[0]!, now.sharepics[2]!])
      expect(near(await cornerColour(page, media(sharepic.url)), '#8B0000'), sharepic.url).toBe(true);
  }
  // The published item keeps its files and their blue.
  expect(after.find((i) => i.id === published!.id)!.sharepics.map((s) => s.url)).toEqual(publishedUrls);
  for (const url of [publishedUrls[0]!, publishedUrls[2]!])
    expect(near(await cornerColour(page, media(url)), '#003399'), url).toBe(true);

  // The public header and footer name the organisation in its colour.
  await page.goto(server.url + '/');
  await expect(page.getByTestId('site-brand-name')).toHaveText('Europa-Union Ulm');
  await expect(page.locator('footer')).toContainText('von Europa-Union Ulm');
});

test('a logo with a script is refused in German and the saved look stays', async ({ page }) => {
  await openBrand(page);
  const logo = card(page).getByLabel('Logo', { exact: true });
  await logo.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><script>alert(1)</script></svg>',
    ),
  });
  await expect(toast(page, 'Logo nicht übernommen')).toContainText(
    'Das SVG-Logo enthält ein Skript. Bitte ein Logo ohne Skripte hochladen.',
  );
  await expect(card(page)).toContainText('Noch kein Logo hochgeladen.');

  await logo.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><rect width="200" height="80" fill="#1A5E20"/></svg>',
    ),
  });
  await expect(toast(page, 'Logo gespeichert')).toBeVisible();
  await expect(card(page).getByTestId('brand-logo')).toBeVisible();
  await expect(card(page).getByLabel('Hauptfarbe', { exact: true })).toHaveValue('#8B0000');
});
