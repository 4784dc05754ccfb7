import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { brandSchema, type BrandInput } from '../../../shared/brand';
import {
  body400,
  brightPhoto,
  commonsCredit,
  darkPhoto,
  logoPng,
  longTitle,
  umlautTitle,
} from '../../../../tests/golden/fixtures';
import { euMembers } from '../../../shared/countries';
import { brandingFromBrand, defaultBranding, type Branding } from './branding';
import { renderDetailSharepic, renderInfoSharepic, renderTitleSharepic, type RenderedSharepic } from './render';

/** Reference images live in tests/golden; refresh them with `UPDATE_GOLDEN=1 npx vitest run src/server/sharepics`. */
const goldenDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../tests/golden');
const update = process.env.UPDATE_GOLDEN === '1';
/** Share of pixels allowed to differ (anti-aliasing noise across library patch versions). */
const tolerance = 0.001;

const branding = defaultBranding('Europa-Union Musterstadt');
const withLayout = (layout: Branding['layout']): Branding => ({ ...branding, layout });
const band = withLayout('photo-band');
const card = withLayout('color-card');

/** Two organisations with their own look, validated as the brand settings would store them. */
const brand = (input: BrandInput) => brandSchema.parse(input);
const greenBrand = brand({
  organizationName: 'Junge Europäer Grünstadt',
  claim: 'Für ein Europa der Bürgerinnen und Bürger',
  primaryColor: '#14532D',
  accentColor: '#FDE68A',
  font: 'Source Sans 3',
  layout: 'photo-band',
  infoHeadline: 'Europa beginnt vor der Haustür.',
  infoCallToAction: 'Komm zu unserem Stammtisch – jeden ersten Dienstag im Monat.',
});
const redBrand = brand({
  organizationName: 'Europa-Haus Rotheim',
  claim: 'Bildung, Begegnung, Beteiligung',
  primaryColor: '#9B1C31',
  accentColor: '#FCE7B2',
  font: 'Roboto Slab',
  layout: 'photo-scrim',
  infoHeadline: 'Wir bringen Europa in die Region.',
  infoCallToAction: 'Seminare, Reisen und Gespräche für alle – schau vorbei!',
});
const green = async () => brandingFromBrand(greenBrand, await logoPng());
const red = brandingFromBrand(redBrand);

const mapTitle = 'Atomkraft: Frankreich schließt Reaktor Flamanville 3 ans Netz an';
const factsBody = [
  'Zum ersten Mal seit 25 Jahren nimmt Frankreich einen neuen Kernreaktor in Betrieb.',
  '— DER SPIEGEL',
  '',
  'Nach 17-jähriger Bauzeit und mit zwölf Jahren Verspätung ist der Reaktor in Flamanville ans Netz gegangen.',
  '— Deutschlandfunk',
].join('\n');

const cases: { name: string; render: () => Promise<RenderedSharepic>; overflow: boolean }[] = [
  {
    name: 'title-long-dark',
    render: async () => renderTitleSharepic({ titel: longTitle, photo: await darkPhoto() }, branding),
    overflow: false,
  },
  {
    name: 'title-umlauts-bright',
    render: async () => renderTitleSharepic({ titel: umlautTitle, photo: await brightPhoto() }, branding),
    overflow: false,
  },
  {
    name: 'title-no-photo',
    render: () => renderTitleSharepic({ titel: 'Ohne Foto: das Markenbild', photo: null }, branding),
    overflow: false,
  },
  {
    name: 'detail-400-bright',
    render: async () =>
      renderDetailSharepic({ titel: umlautTitle, inhalt: body400, photo: await brightPhoto() }, branding),
    overflow: false,
  },
  {
    name: 'detail-long-dark',
    render: async () => renderDetailSharepic({ titel: longTitle, inhalt: body400, photo: await darkPhoto() }, branding),
    overflow: false,
  },
  { name: 'info', render: () => renderInfoSharepic(branding), overflow: false },

  // Layouts with the default colours and font. photo-scrim is the look above; here with a credit line.
  {
    name: 'title-scrim-credit-bright',
    render: async () =>
      renderTitleSharepic({ titel: umlautTitle, photo: await brightPhoto(), photoCredit: commonsCredit }, branding),
    overflow: false,
  },
  {
    name: 'detail-scrim-credit-bright',
    render: async () =>
      renderDetailSharepic(
        { titel: umlautTitle, inhalt: body400, photo: await brightPhoto(), photoCredit: commonsCredit },
        branding,
      ),
    overflow: false,
  },
  {
    name: 'title-band-bright',
    render: async () => renderTitleSharepic({ titel: umlautTitle, photo: await brightPhoto() }, band),
    overflow: false,
  },
  {
    name: 'title-band-credit-long',
    render: async () =>
      renderTitleSharepic({ titel: longTitle, photo: await brightPhoto(), photoCredit: commonsCredit }, band),
    overflow: false,
  },
  {
    name: 'detail-band-credit-bright',
    render: async () =>
      renderDetailSharepic(
        { titel: umlautTitle, inhalt: body400, photo: await brightPhoto(), photoCredit: commonsCredit },
        band,
      ),
    overflow: false,
  },
  {
    name: 'title-band-no-photo',
    render: () => renderTitleSharepic({ titel: 'Ohne Foto: das Markenbild', photo: null }, band),
    overflow: false,
  },
  {
    name: 'title-card-photo-given',
    render: async () =>
      renderTitleSharepic({ titel: umlautTitle, photo: await brightPhoto(), photoCredit: commonsCredit }, card),
    overflow: false,
  },
  {
    name: 'detail-card',
    render: () => renderDetailSharepic({ titel: umlautTitle, inhalt: body400, photo: null }, card),
    overflow: false,
  },

  // Fonts, colours, claim and logo from brand settings.
  {
    name: 'title-source-sans-band-credit',
    render: async () =>
      renderTitleSharepic(
        { titel: umlautTitle, photo: await brightPhoto(), photoCredit: commonsCredit },
        await green(),
      ),
    overflow: false,
  },
  {
    name: 'detail-source-sans-band',
    render: async () =>
      renderDetailSharepic({ titel: umlautTitle, inhalt: body400, photo: await brightPhoto() }, await green()),
    overflow: false,
  },
  { name: 'info-source-sans-claim-logo', render: async () => renderInfoSharepic(await green()), overflow: false },
  {
    name: 'title-roboto-slab-scrim-credit',
    render: async () =>
      renderTitleSharepic({ titel: umlautTitle, photo: await brightPhoto(), photoCredit: commonsCredit }, red),
    overflow: false,
  },
  {
    name: 'detail-roboto-slab-no-photo',
    render: () => renderDetailSharepic({ titel: umlautTitle, inhalt: body400, photo: null }, red),
    overflow: false,
  },
  { name: 'info-roboto-slab-claim', render: () => renderInfoSharepic(red), overflow: false },

  // The carousel of a topic without a photo: the map of its countries under a kicker, facts with outlets.
  {
    name: 'title-map-kicker',
    render: () =>
      renderTitleSharepic(
        { titel: mapTitle, kicker: 'Energie · Frankreich', countries: ['FR'], photo: null },
        branding,
      ),
    overflow: false,
  },
  {
    name: 'detail-map-facts',
    render: () =>
      renderDetailSharepic(
        { titel: '', inhalt: factsBody, kicker: 'Das Wichtigste', countries: ['FR'], photo: null },
        branding,
      ),
    overflow: false,
  },
  {
    name: 'title-map-eu-source-sans',
    render: async () =>
      renderTitleSharepic(
        { titel: umlautTitle, kicker: 'Wahlen · EU', countries: euMembers, photo: null },
        await green(),
      ),
    overflow: false,
  },
  {
    name: 'title-map-far-away',
    render: () =>
      renderTitleSharepic(
        { titel: 'Shutdown in den USA abgewendet', kicker: 'Politik · USA', countries: ['US'], photo: null },
        branding,
      ),
    overflow: false,
  },
  // The same texts over a photo in each photo layout: the kicker above the title, outlets under the facts.
  {
    name: 'title-kicker-scrim-credit',
    render: async () =>
      renderTitleSharepic(
        {
          titel: mapTitle,
          kicker: 'Energie · Frankreich',
          countries: ['FR'],
          photo: await brightPhoto(),
          photoCredit: commonsCredit,
        },
        branding,
      ),
    overflow: false,
  },
  {
    name: 'detail-facts-band-credit',
    render: async () =>
      renderDetailSharepic(
        {
          titel: '',
          inhalt: factsBody,
          kicker: 'Das Wichtigste',
          countries: ['FR'],
          photo: await darkPhoto(),
          photoCredit: commonsCredit,
        },
        band,
      ),
    overflow: false,
  },
];

describe('golden images', () => {
  for (const c of cases) {
    it(`${c.name} matches tests/golden/${c.name}.png`, async () => {
      const rendered = await c.render();
      expect(rendered.overflow).toBe(c.overflow);
      const file = path.join(goldenDir, `${c.name}.png`);
      if (update || !existsSync(file)) {
        if (!update) throw new Error(`missing reference ${file}; run with UPDATE_GOLDEN=1 to create it`);
        mkdirSync(goldenDir, { recursive: true });
        writeFileSync(file, rendered.png);
        return;
      }
      const actual = PNG.sync.read(rendered.png);
      const expected = PNG.sync.read(readFileSync(file));
      expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
      const diff = new PNG({ width: actual.width, height: actual.height });
      const changed = pixelmatch(actual.data, expected.data, diff.data, actual.width, actual.height, {
        threshold: 0.1,
      });
      if (changed / (actual.width * actual.height) > tolerance) {
        writeFileSync(path.join(goldenDir, `${c.name}.actual.png`), rendered.png);
        writeFileSync(path.join(goldenDir, `${c.name}.diff.png`), PNG.sync.write(diff));
      }
      expect(changed / (actual.width * actual.height)).toBeLessThanOrEqual(tolerance);
    });
  }

  it('falls back to the colour card without a photo, and the colour card shows no photo and no credit', async () => {
    const noPhoto = { titel: umlautTitle, photo: null };
    const cardOnly = await renderTitleSharepic(noPhoto, card);
    const [scrimFallback, bandFallback, cardWithPhoto] = await Promise.all([
      renderTitleSharepic(noPhoto, branding),
      renderTitleSharepic({ ...noPhoto, photoCredit: commonsCredit }, band),
      renderTitleSharepic({ titel: umlautTitle, photo: await brightPhoto(), photoCredit: commonsCredit }, card),
    ]);
    expect(scrimFallback.png.equals(cardOnly.png)).toBe(true);
    expect(bandFallback.png.equals(cardOnly.png)).toBe(true);
    expect(cardWithPhoto.png.equals(cardOnly.png)).toBe(true);
    const withPhoto = await renderTitleSharepic({ titel: umlautTitle, photo: await brightPhoto() }, band);
    expect(withPhoto.png.equals(cardOnly.png)).toBe(false);
  });

  it('renders deterministically: the same input gives the same bytes', async () => {
    const a = await renderTitleSharepic({ titel: umlautTitle, photo: await brightPhoto() }, branding);
    const b = await renderTitleSharepic({ titel: umlautTitle, photo: await brightPhoto() }, branding);
    expect(b.png.equals(a.png)).toBe(true);
  });
});
