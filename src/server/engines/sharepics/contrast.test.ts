import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brandSchema } from '../../../shared/brand';
import {
  brightPhoto,
  busyPhoto,
  commonsCredit,
  longTitle,
  body400,
  whitePhoto,
} from '../../../../tests/golden/fixtures';
import { brandingFromBrand, defaultBranding, type Branding } from './branding';
import { fitText, renderOverBackground } from './render';
import { detailSharepicTemplate, detailTextBox, detailTextHeight, detailTextSpecs } from './template-detail';
import { titleSharepicTemplate, titleTextBox, titleTextHeight, titleTextSpecs } from './template-title';
import {
  bandHeight,
  canvas,
  creditSpec,
  creditTextBox,
  panelBottomPadding,
  type SatoriElement,
} from './template-parts';

const branding = defaultBranding('Europa-Union Musterstadt');
const invisible = (b: Branding): Branding => ({ ...b, colors: { ...b.colors, text: 'rgba(0, 0, 0, 0)' } });
const fitCredit = async (b: Branding, text = commonsCredit) =>
  (await fitText([creditSpec(text)], creditTextBox, b)).blocks[0];

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const raw = async (png: Buffer) => (await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })).data;

/**
 * Renders the image twice, with and without its text. Pixels that differ are text; the text-less render
 * gives the background behind exactly those pixels. Returns the worst contrast ratio of the text colour
 * against any of them.
 */
async function worstTextContrast(
  make: (b: Branding) => SatoriElement,
  photo: Buffer,
  base: Branding = branding,
  photoHeight?: number,
) {
  const [withText, withoutText] = await Promise.all([
    renderOverBackground(make(base), photo, base, photoHeight).then(raw),
    renderOverBackground(make(invisible(base)), photo, base, photoHeight).then(raw),
  ]);
  const textLum = luminance(255, 255, 255);
  let worstBackground = 0;
  let textPixels = 0;
  let brightestText = 0;
  for (let i = 0; i < withText.length; i += 3) {
    const diff =
      Math.abs(withText[i] - withoutText[i]) +
      Math.abs(withText[i + 1] - withoutText[i + 1]) +
      Math.abs(withText[i + 2] - withoutText[i + 2]);
    if (diff < 30) continue;
    textPixels++;
    worstBackground = Math.max(worstBackground, luminance(withoutText[i], withoutText[i + 1], withoutText[i + 2]));
    brightestText = Math.max(brightestText, luminance(withText[i], withText[i + 1], withText[i + 2]));
  }
  return { ratio: (textLum + 0.05) / (worstBackground + 0.05), textPixels, brightestText };
}

describe('text contrast on rendered pixels', () => {
  const photos = { white: whitePhoto, bright: brightPhoto, busy: busyPhoto };
  for (const [name, photoOf] of Object.entries(photos)) {
    it(`title image with credit keeps >= 4.5:1 on a ${name} photo`, async () => {
      const photo = await photoOf();
      const data = { titel: longTitle, photo };
      const fit = await fitText(titleTextSpecs(data), titleTextBox, branding);
      const credit = await fitCredit(branding);
      const result = await worstTextContrast((b) => titleSharepicTemplate(data, fit, b, credit), photo);
      expect(result.textPixels).toBeGreaterThan(20_000);
      expect(result.brightestText).toBeGreaterThan(0.95);
      expect(result.ratio).toBeGreaterThanOrEqual(4.5);
    });

    it(`detail image with credit keeps >= 4.5:1 on a ${name} photo`, async () => {
      const photo = await photoOf();
      const data = { titel: 'Agrarreform: Mehr Flexibilität, weniger Auflagen', inhalt: body400, photo };
      const fit = await fitText(detailTextSpecs(data), detailTextBox, branding);
      const credit = await fitCredit(branding);
      const result = await worstTextContrast((b) => detailSharepicTemplate(data, fit, b, credit), photo);
      expect(result.textPixels).toBeGreaterThan(20_000);
      expect(result.ratio).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('the measurement can fail: text straight on a white photo without scrim is caught', async () => {
    const photo = await whitePhoto();
    const data = { titel: 'Ohne Schutz', photo };
    const fit = await fitText(titleTextSpecs(data), titleTextBox, branding);
    const noScrim: Branding = { ...branding, colors: { ...branding.colors, scrimRgb: '255, 255, 255' } };
    const result = await worstTextContrast(
      (b) => titleSharepicTemplate(data, fit, { ...noScrim, colors: { ...noScrim.colors, text: b.colors.text } }),
      photo,
    );
    expect(result.ratio).toBeLessThan(4.5);
  });
});

describe('layout photo-band and brand colours', () => {
  const green = brandingFromBrand(
    brandSchema.parse({
      organizationName: 'Junge Europäer Grünstadt',
      claim: '',
      primaryColor: '#14532D',
      accentColor: '#FDE68A',
      font: 'Source Sans 3',
      layout: 'photo-band',
      infoHeadline: 'Europa beginnt vor der Haustür.',
      infoCallToAction: 'Komm vorbei!',
    }),
  );
  const brandings: Record<string, Branding> = { 'EU blue': { ...branding, layout: 'photo-band' }, green };
  for (const [brandName, base] of Object.entries(brandings)) {
    for (const [photoName, photoOf] of Object.entries({ white: whitePhoto, busy: busyPhoto })) {
      it(`title and detail image with credit keep >= 4.5:1 in ${brandName} on a ${photoName} photo`, async () => {
        const photo = await photoOf();
        const credit = await fitCredit(base);
        const title = { titel: longTitle, photo };
        const titleFit = await fitText(titleTextSpecs(title), titleTextBox, base);
        const titleResult = await worstTextContrast(
          (b) => titleSharepicTemplate(title, titleFit, b, credit),
          photo,
          base,
          canvas.height - bandHeight(titleTextHeight(titleFit)),
        );
        expect(titleResult.textPixels).toBeGreaterThan(20_000);
        expect(titleResult.ratio).toBeGreaterThanOrEqual(4.5);

        const detail = { titel: 'Agrarreform: Mehr Flexibilität, weniger Auflagen', inhalt: body400, photo };
        const detailFit = await fitText(detailTextSpecs(detail), detailTextBox, base);
        const detailResult = await worstTextContrast(
          (b) => detailSharepicTemplate(detail, detailFit, b, credit),
          photo,
          base,
          canvas.height - bandHeight(detailTextHeight(detailFit)),
        );
        expect(detailResult.textPixels).toBeGreaterThan(20_000);
        expect(detailResult.ratio).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});

/** Rows (y) of pixels that differ between two renders of the same size. */
async function changedRows(a: Buffer, b: Buffer): Promise<{ rows: number[]; pixels: number }> {
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  const rows = new Set<number>();
  let pixels = 0;
  for (let i = 0; i < x.length; i += 3) {
    if (Math.abs(x[i] - y[i]) + Math.abs(x[i + 1] - y[i + 1]) + Math.abs(x[i + 2] - y[i + 2]) < 30) continue;
    pixels++;
    rows.add(Math.floor(i / 3 / canvas.width));
  }
  return { rows: [...rows].sort((p, q) => p - q), pixels };
}

describe('photo credit', () => {
  // A title at the character budget of sharepic 1, more than the box holds: the text is as long as it gets.
  const longest = `${longTitle} ${longTitle}`.slice(0, 320);
  for (const layout of ['photo-scrim', 'photo-band'] as const) {
    it(`sits below the longest text in the bottom padding (${layout}) and is drawn at >= 22 px`, async () => {
      const base: Branding = { ...branding, layout };
      const photo = await whitePhoto();
      const data = { titel: longest, photo };
      const fit = await fitText(titleTextSpecs(data), titleTextBox, base);
      const credit = await fitCredit(base);
      expect(credit.fontSize).toBeGreaterThanOrEqual(22);
      const photoHeight = layout === 'photo-band' ? canvas.height - bandHeight(titleTextHeight(fit)) : undefined;
      const render = (b: Branding, c: typeof credit | null) =>
        renderOverBackground(titleSharepicTemplate(data, fit, b, c), photo, base, photoHeight);
      const [full, noCredit, noText] = await Promise.all([
        render(base, credit),
        render(base, null),
        render(invisible(base), null),
      ]);
      const creditPixels = await changedRows(full, noCredit);
      const textPixels = await changedRows(noCredit, noText);
      expect(creditPixels.pixels).toBeGreaterThan(1_000);
      expect(textPixels.pixels).toBeGreaterThan(20_000);
      const firstCreditRow = creditPixels.rows[0];
      expect(textPixels.rows.at(-1)!).toBeLessThan(firstCreditRow);
      expect(firstCreditRow).toBeGreaterThanOrEqual(canvas.height - panelBottomPadding);
    });
  }

  it('a credit longer than two lines is cut with an ellipsis and never shrinks below 22 px', async () => {
    const long = `Foto: ${'Sehr Langer Name '.repeat(12)}/ CC BY-SA 4.0 / Wikimedia Commons`;
    const fit = await fitText([creditSpec(long)], creditTextBox, branding);
    expect(fit.overflow).toBe(true);
    expect(fit.blocks[0].fontSize).toBe(22);
    expect(fit.blocks[0].lines).toHaveLength(2);
    expect(fit.blocks[0].lines[1].endsWith('…')).toBe(true);
  });
});
