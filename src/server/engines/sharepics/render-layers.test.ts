import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { body400, brightPhoto, commonsCredit, logoPng, longTitle } from '../../../../tests/golden/fixtures';
import { defaultBranding, type Branding } from './branding';
import { fitText, fitTitle, renderDetailSharepic, renderOverBackground, renderTitleSharepic } from './render';
import { detailSharepicTemplate, detailTextBox, detailTextHeight, detailTextSpecs } from './template-detail';
import { bandHeight, canvas, creditSpec, creditTextBox, effectiveLayout } from './template-parts';
import { titleReadableSize, titleSharepicTemplate, titleTextHeight } from './template-title';

const raw = async (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();

/** The largest difference of one channel between two images of the same size. */
function maxDifference(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length);
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i] - b[i]));
  return max;
}

/**
 * Sharepics 1 and 2 are put together from parts: the badge from a cache, the scrim or band from one column of
 * pixels, the text rasterised only where it has ink, in two bands. These tests render the same image on the
 * full canvas in one piece and expect the same pixels, for the longest texts (the highest text area) with a
 * credit line, in every layout, with and without logo. Channels may differ by 1 where text lies on the scrim:
 * there the parts combine text and scrim in floating point, resvg in 8 bits.
 */
describe('rendering only the rows that hold text', () => {
  // As long as sharepic 1 and 2 get: more than the boxes hold, so the text areas are as high as they get.
  const title = `${longTitle} ${longTitle}`.slice(0, 320);
  const body = `${body400} ${body400}`.slice(0, 700);
  const base = defaultBranding('Europa-Union Musterstadt');
  const brandings: [string, () => Promise<Branding>][] = [
    ['photo-scrim', async () => base],
    ['photo-band', async () => ({ ...base, layout: 'photo-band' })],
    ['color-card', async () => ({ ...base, layout: 'color-card' })],
    ['photo-scrim with logo', async () => ({ ...base, logo: await logoPng() })],
  ];

  for (const [name, makeBranding] of brandings) {
    it(`gives the same pixels as the full canvas for title and detail (${name})`, async () => {
      const branding = await makeBranding();
      const photo = await brightPhoto();
      const credit = (await fitText([creditSpec(commonsCredit)], creditTextBox, branding)).blocks[0];
      const layout = effectiveLayout(branding, photo);
      const shown = layout === 'color-card' ? null : photo;
      const shownCredit = layout === 'color-card' ? null : credit;
      // The template drawn whole on one canvas, as the reference for the image put together from parts.
      const full = (element: Parameters<typeof renderOverBackground>[0], textHeight: number) =>
        renderOverBackground(
          element,
          shown,
          branding,
          layout === 'photo-band' ? canvas.height - bandHeight(textHeight) : undefined,
        ).then(raw);

      const titleData = { titel: title, photo, photoCredit: commonsCredit };
      const titleFit = await fitTitle(titleData, branding);
      const [titleRows, titleFull] = await Promise.all([
        renderTitleSharepic(titleData, branding).then((r) => raw(r.png)),
        full(titleSharepicTemplate(titleData, titleFit, branding, shownCredit), titleTextHeight(titleFit)),
      ]);
      expect(maxDifference(titleRows, titleFull), `title, ${name}`).toBeLessThanOrEqual(1);

      const detailData = { titel: title.slice(0, 90), inhalt: body, photo, photoCredit: commonsCredit };
      const detailFit = await fitText(detailTextSpecs(detailData), detailTextBox, branding);
      const [detailRows, detailFull] = await Promise.all([
        renderDetailSharepic(detailData, branding).then((r) => raw(r.png)),
        full(detailSharepicTemplate(detailData, detailFit, branding, shownCredit), detailTextHeight(detailFit)),
      ]);
      expect(maxDifference(detailRows, detailFull), `detail, ${name}`).toBeLessThanOrEqual(1);
    });
  }
});

describe('a headline on sharepic 1', () => {
  const branding = defaultBranding('Europa-Union Musterstadt');
  const fit = async (titel: string) => (await fitTitle({ titel, photo: null }, branding)).blocks[0]!;

  it('stands in four lines while it keeps a readable size, in five only where four would make it smaller', async () => {
    const g7 = await fit('G7-Staaten beschließen Zahlung von 50 Milliarden US-Dollar aus russischen Vermögenswerten');
    expect(g7.lines.length).toBe(4);
    expect(g7.fontSize).toBeGreaterThanOrEqual(titleReadableSize);
    const long = await fit(
      'Die Staats- und Regierungschefs der Europäischen Union beraten in Brüssel über die Zukunft der Erweiterung um die Ukraine und Moldau',
    );
    expect(long.lines.length).toBe(5);
    expect((await fit('EZB senkt erstmals seit 2019 die Zinsen')).fontSize).toBe(104);
  });
});
