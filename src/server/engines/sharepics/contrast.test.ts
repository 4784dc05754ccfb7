import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brightPhoto, busyPhoto, longTitle, body400, whitePhoto } from '../../../../tests/golden/fixtures';
import { defaultBranding, type Branding } from './branding';
import { fitText, renderOverBackground } from './render';
import { detailSharepicTemplate, detailTextBox, detailTextSpecs } from './template-detail';
import { titleSharepicTemplate, titleTextBox, titleTextSpecs } from './template-title';
import type { SatoriElement } from './template-parts';

const branding = defaultBranding('Europa-Union Musterstadt');
const invisibleText: Branding = { ...branding, colors: { ...branding.colors, text: 'rgba(0, 0, 0, 0)' } };

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
async function worstTextContrast(make: (b: Branding) => SatoriElement, photo: Buffer) {
  const [withText, withoutText] = await Promise.all([
    renderOverBackground(make(branding), photo, branding).then(raw),
    renderOverBackground(make(invisibleText), photo, branding).then(raw),
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
    it(`title image keeps >= 4.5:1 on a ${name} photo`, async () => {
      const photo = await photoOf();
      const data = { titel: longTitle, photo };
      const fit = await fitText(titleTextSpecs(data), titleTextBox, branding);
      const result = await worstTextContrast((b) => titleSharepicTemplate(data, fit, b), photo);
      expect(result.textPixels).toBeGreaterThan(20_000);
      expect(result.brightestText).toBeGreaterThan(0.95);
      expect(result.ratio).toBeGreaterThanOrEqual(4.5);
    });

    it(`detail image keeps >= 4.5:1 on a ${name} photo`, async () => {
      const photo = await photoOf();
      const data = { titel: 'Agrarreform: Mehr Flexibilität, weniger Auflagen', inhalt: body400, photo };
      const fit = await fitText(detailTextSpecs(data), detailTextBox, branding);
      const result = await worstTextContrast((b) => detailSharepicTemplate(data, fit, b), photo);
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
