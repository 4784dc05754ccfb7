import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { loadFonts, type Branding, type FontWeight } from './branding';
import { measureTexts, type TextMeasurer } from './measure';
import { detailSharepicTemplate, detailTextBox, detailTextSpecs, type DetailSharepicData } from './template-detail';
import { infoSharepicTemplate, infoTextBox, infoTextSpecs } from './template-info';
import { brandedBackground, canvas, type SatoriElement } from './template-parts';
import { titleSharepicTemplate, titleTextBox, titleTextSpecs, type TitleSharepicData } from './template-title';
import { fitBlocks, prepareBlocks, type FitResult, type TextBlockSpec, type TextBox } from './text-layout';
import { stringsToMeasure } from './text-prepare';

export interface RenderedSharepic {
  png: Buffer;
  /** True when the text did not fit even at the smallest font size and was cut. */
  overflow: boolean;
}

/** Measures the text with satori and picks font sizes and line breaks for the template's text box. */
export async function fitText(specs: TextBlockSpec[], box: TextBox, branding: Branding): Promise<FitResult> {
  const fonts = loadFonts(branding);
  const prepared = prepareBlocks(specs, box);
  const measurers = new Map<FontWeight, TextMeasurer>();
  for (const weight of new Set(specs.map((s) => s.weight))) {
    const strings = prepared.filter((_, i) => specs[i].weight === weight).flatMap(stringsToMeasure);
    measurers.set(weight, await measureTexts(strings, fonts, weight));
  }
  return fitBlocks(specs, box, measurers, prepared);
}

/** Renders a satori element to raw RGBA pixels of the full canvas. */
async function renderElementToRgba(element: SatoriElement, branding: Branding): Promise<Buffer> {
  const svg = await satori(element as never, {
    width: canvas.width,
    height: canvas.height,
    fonts: loadFonts(branding),
  });
  // satori turns all text into paths, so resvg needs no fonts of its own: output does not depend on the host.
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return Buffer.from(resvg.render().pixels);
}

const rawCanvas = { width: canvas.width, height: canvas.height, channels: 4 as const };
const brandedBackgrounds = new Map<string, Promise<Buffer>>();

/** The branded background as PNG, rendered once per set of colours. */
export function brandedBackgroundPng(branding: Branding): Promise<Buffer> {
  const key = JSON.stringify(branding.colors);
  let png = brandedBackgrounds.get(key);
  if (!png) {
    png = renderElementToRgba(brandedBackground(branding), branding).then((rgba) =>
      sharp(rgba, { raw: rawCanvas }).removeAlpha().png().toBuffer(),
    );
    brandedBackgrounds.set(key, png);
    // Forget a failed render so the next call tries again; callers still get the error through `png`.
    png.catch(() => brandedBackgrounds.delete(key));
  }
  return png;
}

/** The text layer composited over the photo (or the branded background), as an opaque PNG. */
export async function renderOverBackground(
  element: SatoriElement,
  photo: Buffer | null,
  branding: Branding,
): Promise<Buffer> {
  const [overlay, base] = await Promise.all([
    renderElementToRgba(element, branding),
    photo ?? brandedBackgroundPng(branding),
  ]);
  return (
    sharp(base)
      .resize(canvas.width, canvas.height, { fit: 'cover' })
      .composite([{ input: overlay, raw: rawCanvas }])
      .removeAlpha()
      // Level 4 without adaptive filtering: about twice as fast as the default for photos, files ~10 % larger.
      .png({ compressionLevel: 4, adaptiveFiltering: false })
      .toBuffer()
  );
}

export async function renderTitleSharepic(data: TitleSharepicData, branding: Branding): Promise<RenderedSharepic> {
  const fit = await fitText(titleTextSpecs(data), titleTextBox, branding);
  const png = await renderOverBackground(titleSharepicTemplate(data, fit, branding), data.photo, branding);
  return { png, overflow: fit.overflow };
}

export async function renderDetailSharepic(data: DetailSharepicData, branding: Branding): Promise<RenderedSharepic> {
  const fit = await fitText(detailTextSpecs(data), detailTextBox, branding);
  const png = await renderOverBackground(detailSharepicTemplate(data, fit, branding), data.photo, branding);
  return { png, overflow: fit.overflow };
}

export async function renderInfoSharepic(branding: Branding): Promise<RenderedSharepic> {
  const fit = await fitText(infoTextSpecs(branding), infoTextBox, branding);
  const png = await renderOverBackground(infoSharepicTemplate(fit, branding), null, branding);
  return { png, overflow: fit.overflow };
}
