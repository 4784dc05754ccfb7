import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { loadFonts, type Branding, type FontWeight } from './branding';
import { measureTexts, type TextMeasurer } from './measure';
import {
  detailSharepicTemplate,
  detailTextBox,
  detailTextHeight,
  detailTextSpecs,
  type DetailSharepicData,
} from './template-detail';
import { infoSharepicTemplate, infoTextBox, infoTextSpecs } from './template-info';
import {
  bandHeight,
  brandedBackground,
  canvas,
  creditSpec,
  creditTextBox,
  effectiveLayout,
  type SatoriElement,
} from './template-parts';
import {
  titleSharepicTemplate,
  titleTextBox,
  titleTextHeight,
  titleTextSpecs,
  type TitleSharepicData,
} from './template-title';
import {
  fitBlocks,
  prepareBlocks,
  type FitResult,
  type LaidOutBlock,
  type TextBlockSpec,
  type TextBox,
} from './text-layout';
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

/**
 * The text layer composited over the photo (or the branded background), as an opaque PNG. With `photoHeight`
 * (layout `photo-band`) the photo fills only the top `photoHeight` pixels and the rest is the primary colour,
 * which the text layer's band covers.
 */
export async function renderOverBackground(
  element: SatoriElement,
  photo: Buffer | null,
  branding: Branding,
  photoHeight?: number,
): Promise<Buffer> {
  const [overlay, base] = await Promise.all([
    renderElementToRgba(element, branding),
    photo ?? brandedBackgroundPng(branding),
  ]);
  const banded = photo !== null && photoHeight !== undefined && photoHeight < canvas.height;
  const background = banded
    ? sharp(base)
        .resize(canvas.width, photoHeight, { fit: 'cover' })
        .extend({ bottom: canvas.height - photoHeight, background: branding.colors.primary })
    : sharp(base).resize(canvas.width, canvas.height, { fit: 'cover' });
  return (
    background
      .composite([{ input: overlay, raw: rawCanvas }])
      .removeAlpha()
      // Level 4 without adaptive filtering: about twice as fast as the default for photos, files ~10 % larger.
      .png({ compressionLevel: 4, adaptiveFiltering: false })
      .toBuffer()
  );
}

/** The credit laid out for the photo that is actually shown; none on the colour card. */
async function fitCredit(
  credit: string | undefined,
  photo: Buffer | null,
  branding: Branding,
): Promise<LaidOutBlock | null> {
  const text = credit?.replace(/\s+/g, ' ').trim();
  if (!text || effectiveLayout(branding, photo) === 'color-card') return null;
  const fit = await fitText([creditSpec(text)], creditTextBox, branding);
  return fit.blocks[0];
}

/** What the layout shows of the photo: all of it, its top part above the band, or nothing. */
function shownPhoto(photo: Buffer | null, branding: Branding, textHeight: number) {
  const layout = effectiveLayout(branding, photo);
  if (layout === 'color-card') return { photo: null, photoHeight: undefined };
  if (layout === 'photo-band') return { photo, photoHeight: canvas.height - bandHeight(textHeight) };
  return { photo, photoHeight: undefined };
}

export async function renderTitleSharepic(data: TitleSharepicData, branding: Branding): Promise<RenderedSharepic> {
  const [fit, credit] = await Promise.all([
    fitText(titleTextSpecs(data), titleTextBox, branding),
    fitCredit(data.photoCredit, data.photo, branding),
  ]);
  const { photo, photoHeight } = shownPhoto(data.photo, branding, titleTextHeight(fit));
  const element = titleSharepicTemplate(data, fit, branding, credit);
  const png = await renderOverBackground(element, photo, branding, photoHeight);
  return { png, overflow: fit.overflow };
}

export async function renderDetailSharepic(data: DetailSharepicData, branding: Branding): Promise<RenderedSharepic> {
  const [fit, credit] = await Promise.all([
    fitText(detailTextSpecs(data), detailTextBox, branding),
    fitCredit(data.photoCredit, data.photo, branding),
  ]);
  const { photo, photoHeight } = shownPhoto(data.photo, branding, detailTextHeight(fit));
  const element = detailSharepicTemplate(data, fit, branding, credit);
  const png = await renderOverBackground(element, photo, branding, photoHeight);
  return { png, overflow: fit.overflow };
}

export async function renderInfoSharepic(branding: Branding): Promise<RenderedSharepic> {
  const fit = await fitText(infoTextSpecs(branding), infoTextBox, branding);
  const png = await renderOverBackground(infoSharepicTemplate(fit, branding), null, branding);
  return { png, overflow: fit.overflow };
}
