import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { brandingKey, loadFonts, type Branding, type FontWeight } from './branding';
import { measureTexts, type TextMeasurer } from './measure';
import {
  detailSharepicTemplate,
  detailTextBox,
  detailTextHeight,
  detailTextSpecs,
  detailContentTop,
  type DetailSharepicData,
} from './template-detail';
import { infoSharepicTemplate, infoTextBox, infoTextSpecs } from './template-info';
import {
  badgeLayerElement,
  badgeRows,
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
  titleContentTop,
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

/** Rows [top, bottom) of the canvas. */
export interface Rows {
  top: number;
  bottom: number;
}

const fullCanvas: Rows = { top: 0, bottom: canvas.height };
const svgRoot = `<svg width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${canvas.width} ${canvas.height}"`;

/**
 * Rasterises rows of satori's SVG to RGBA. resvg's time grows with the area of the pixmap, transparent or not,
 * so a text layer is rendered only where it has something. Cropping by the viewBox moves the picture by whole
 * pixels: the pixels are the same as in a full render.
 */
function rasterizeRows(svg: string, rows: Rows): Buffer {
  const height = rows.bottom - rows.top;
  const cropped =
    rows.top === 0 && height === canvas.height
      ? svg
      : svg.replace(
          svgRoot,
          `<svg width="${canvas.width}" height="${height}" viewBox="0 ${rows.top} ${canvas.width} ${height}"`,
        );
  if (cropped === svg && height !== canvas.height) throw new Error('satori changed the root of its SVG');
  // satori turns all text into paths, so resvg needs no fonts of its own: output does not depend on the host.
  const resvg = new Resvg(cropped, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return Buffer.from(resvg.render().pixels);
}

/** A rendered layer: RGBA pixels of the rows `rows`, as wide as the canvas. */
type Layer = { rgba: Buffer; rows: Rows };

/** Renders a satori element, laid out on the full canvas, to an RGBA layer of the given rows. */
async function renderElementRows(element: SatoriElement, branding: Branding, rows: Rows): Promise<Layer> {
  const svg = await satori(element as never, {
    width: canvas.width,
    height: canvas.height,
    fonts: loadFonts(branding),
  });
  return { rgba: rasterizeRows(svg, rows), rows };
}

const rgb = (height = canvas.height) => ({ width: canvas.width, height, channels: 3 as const });
const rgba = (height: number) => ({ width: canvas.width, height, channels: 4 as const });

/** A cache that forgets its least recently used entry beyond `limit`, and a failed promise at once. */
function boundedCache<T>(limit: number) {
  const entries = new Map<string, Promise<T>>();
  return (key: string, make: () => Promise<T>): Promise<T> => {
    let value = entries.get(key);
    if (value) {
      entries.delete(key);
      entries.set(key, value);
      return value;
    }
    value = make();
    entries.set(key, value);
    // Forget a failure so the next call tries again; callers still get the error through `value`.
    value.catch(() => entries.delete(key));
    while (entries.size > limit) entries.delete(entries.keys().next().value!);
    return value;
  };
}

/**
 * Backgrounds as raw RGB pixels of the canvas: decoded photos (cropped above the band for `photo-band`) and
 * branded backgrounds. Sharepics 1 and 2 of a topic share their photo, and a re-render brings the same photo
 * again, so each is decoded once. At most 6 entries of 4.4 MB each per render thread.
 */
const cachedBackground = boundedCache<Buffer>(6);

/** The branded background, rendered once per set of colours. */
function brandedBackgroundRgb(branding: Branding): Promise<Buffer> {
  return cachedBackground(`brand:${JSON.stringify(branding.colors)}`, async () => {
    const layer = await renderElementRows(brandedBackground(branding), branding, fullCanvas);
    return sharp(layer.rgba, { raw: rgba(canvas.height) })
      .removeAlpha()
      .raw()
      .toBuffer();
  });
}

/** The photo cover-cropped to the canvas, or to the top `photoHeight` rows above a band of the primary colour. */
function photoRgb(photo: Buffer, branding: Branding, photoHeight?: number): Promise<Buffer> {
  const banded = photoHeight !== undefined && photoHeight < canvas.height;
  const hash = createHash('sha256').update(photo).digest('hex');
  const key = banded ? `photo:${hash}:${photoHeight}:${branding.colors.primary}` : `photo:${hash}`;
  return cachedBackground(key, async () => {
    const image = banded
      ? sharp(photo)
          .resize(canvas.width, photoHeight, { fit: 'cover' })
          .extend({ bottom: canvas.height - photoHeight, background: branding.colors.primary })
      : sharp(photo).resize(canvas.width, canvas.height, { fit: 'cover' });
    const { data, info } = await image.toColourspace('srgb').removeAlpha().raw().toBuffer({ resolveWithObject: true });
    if (info.width !== canvas.width || info.height !== canvas.height || info.channels !== 3)
      throw new Error(`photo decoded to ${info.width}×${info.height}×${info.channels}`);
    return data;
  });
}

const badgeLayers = boundedCache<Layer>(8);

/** The badge's rows of the text layer of sharepics 1 and 2, rendered once per branding. */
function badgeLayer(branding: Branding): Promise<Layer> {
  return badgeLayers(brandingKey(branding), () => renderElementRows(badgeLayerElement(branding), branding, badgeRows));
}

/** Sharepics 1 and 2: the text layer without its badge, and the first row of its text area (`textAreaTop`). */
export interface SharepicLayers {
  contentTop: number;
  withoutBadge: true;
}

/**
 * The text layer composited over the photo (or the branded background), as an opaque PNG. With `photoHeight`
 * (layout `photo-band`) the photo fills only the top `photoHeight` pixels and the rest is the primary colour,
 * which the text layer's band covers. With `layers` (sharepics 1 and 2, whose element then leaves out the badge)
 * the element is rasterised only from `contentTop` down and the badge comes from its cache; without it, the
 * element is rasterised in full.
 */
export async function renderOverBackground(
  element: SatoriElement,
  photo: Buffer | null,
  branding: Branding,
  photoHeight?: number,
  layers?: SharepicLayers,
): Promise<Buffer> {
  const content: Rows = layers ? { top: layers.contentTop, bottom: canvas.height } : fullCanvas;
  const [text, badge, base] = await Promise.all([
    renderElementRows(element, branding, content),
    layers ? badgeLayer(branding) : null,
    photo ? photoRgb(photo, branding, photoHeight) : brandedBackgroundRgb(branding),
  ]);
  // The badge first: it comes first in the templates, so anything of the text area would paint over it.
  const all = badge ? [badge, text] : [text];
  return (
    sharp(base, { raw: rgb() })
      .composite(
        all.map((layer) => ({
          input: layer.rgba,
          raw: rgba(layer.rows.bottom - layer.rows.top),
          top: layer.rows.top,
          left: 0,
        })),
      )
      .removeAlpha()
      // Level 3 without adaptive filtering: zlib's fast strategy, several times faster than the default for
      // photos, files a few per cent larger than at level 4.
      .png({ compressionLevel: 3, adaptiveFiltering: false })
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
  const element = titleSharepicTemplate(data, fit, branding, credit, false);
  const contentTop = titleContentTop(fit, effectiveLayout(branding, data.photo));
  const png = await renderOverBackground(element, photo, branding, photoHeight, { contentTop, withoutBadge: true });
  return { png, overflow: fit.overflow };
}

export async function renderDetailSharepic(data: DetailSharepicData, branding: Branding): Promise<RenderedSharepic> {
  const [fit, credit] = await Promise.all([
    fitText(detailTextSpecs(data), detailTextBox, branding),
    fitCredit(data.photoCredit, data.photo, branding),
  ]);
  const { photo, photoHeight } = shownPhoto(data.photo, branding, detailTextHeight(fit));
  const element = detailSharepicTemplate(data, fit, branding, credit, false);
  const contentTop = detailContentTop(fit, effectiveLayout(branding, data.photo));
  const png = await renderOverBackground(element, photo, branding, photoHeight, { contentTop, withoutBadge: true });
  return { png, overflow: fit.overflow };
}

export async function renderInfoSharepic(branding: Branding): Promise<RenderedSharepic> {
  const fit = await fitText(infoTextSpecs(branding), infoTextBox, branding);
  const png = await renderOverBackground(infoSharepicTemplate(fit, branding), null, branding);
  return { png, overflow: fit.overflow };
}
