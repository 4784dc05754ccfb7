/**
 * Sharepic rendering: satori lays the templates out as SVG, resvg rasterises it, sharp decodes photos and
 * encodes the PNG. resvg's time grows with the area of its pixmap, transparent or not, and the PNG encode of a
 * photo alone costs the benchmark's floor, so an image of sharepics 1 and 2 is put together from parts:
 * - the background: the decoded photo (above the band for `photo-band`) or the branded background, cached;
 * - the badge: rendered once per branding;
 * - the backdrop (scrim or band): one column of pixels, as it changes only from row to row, cached per height;
 * - the text: rasterised only in the rows and columns that hold ink (`svg-ink.ts`), in two bands at once.
 * They are blended here in JS, row by row, while resvg still draws, as sharp's composite blended them before;
 * then sharp encodes the PNG. The info image is one layer over the branded background, drawn the same way.
 */
import { createHash } from 'node:crypto';
import { Resvg, renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { brandingKey, loadFonts, type Branding, type FontWeight } from './branding';
import { measureTexts, type TextMeasurer } from './measure';
import {
  detailSharepicTemplate,
  detailTextBox,
  detailTextHeight,
  detailTextSpecs,
  detailTextTop,
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
  pinLabelBoxes,
  pinLabels,
  type MapPin,
  type SatoriElement,
} from './template-parts';
import {
  titleSharepicTemplate,
  titleTextBox,
  titleTextHeight,
  titleLines,
  titleTextSpecs,
  titleTextTop,
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
import { mapBackgroundSvg, mapFocus, mapPins, type MapView } from './europe-map';
import { inkBands, svgInk, type Rows } from './svg-ink';
import { stringsToMeasure } from './text-prepare';

export interface RenderedSharepic {
  png: Buffer;
  /** True when the text did not fit even at the smallest font size and was cut. */
  overflow: boolean;
  /** The JPEG twin for Instagram, when the job asked for it. */
  jpeg?: Buffer;
}

/** Measures the text with satori and picks font sizes and line breaks for the template's text box. */
/** The blocks' text prepared for the box and the widths of its pieces, measured once for any number of fits. */
async function measured(specs: TextBlockSpec[], box: TextBox, branding: Branding) {
  const fonts = loadFonts(branding);
  const prepared = prepareBlocks(specs, box);
  const measurers = new Map<FontWeight, TextMeasurer>();
  for (const weight of new Set(specs.map((s) => s.weight))) {
    const strings = prepared.filter((_, i) => specs[i].weight === weight).flatMap(stringsToMeasure);
    measurers.set(weight, await measureTexts(strings, fonts, weight));
  }
  return { prepared, measurers };
}

export async function fitText(specs: TextBlockSpec[], box: TextBox, branding: Branding): Promise<FitResult> {
  const { prepared, measurers } = await measured(specs, box, branding);
  return fitBlocks(specs, box, measurers, prepared);
}

const fullCanvas: Rows = { top: 0, bottom: canvas.height };
const svgRoot = `<svg width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${canvas.width} ${canvas.height}"`;
// satori turns all text into paths, so resvg needs no fonts of its own: output does not depend on the host.
const resvgOptions = { fitTo: { mode: 'original' as const }, font: { loadSystemFonts: false } };

/** Columns [left, right) of the canvas. */
interface Columns {
  left: number;
  right: number;
}
const allColumns: Columns = { left: 0, right: canvas.width };

/**
 * satori's SVG cut to `rows` and `columns` by its viewBox. Cropping by the viewBox moves the picture by whole
 * pixels: where the cut runs through empty pixels (see `svgInk`), the pixels are the same as in a full render.
 */
function cropSvg(svg: string, rows: Rows, columns: Columns = allColumns): string {
  const height = rows.bottom - rows.top;
  const width = columns.right - columns.left;
  if (height === canvas.height && width === canvas.width) return svg;
  const cropped = svg.replace(
    svgRoot,
    `<svg width="${width}" height="${height}" viewBox="${columns.left} ${rows.top} ${width} ${height}"`,
  );
  if (cropped === svg) throw new Error('satori changed the root of its SVG');
  return cropped;
}

/** A rendered layer: premultiplied RGBA pixels (as resvg returns them) of the rows `rows` and columns `columns`. */
type Layer = { rgba: Buffer; rows: Rows; columns: Columns };

/** Bands of a layer that resvg is drawing: their rows are known at once, their pixels later. */
interface PendingLayers {
  rows: Rows[];
  layers: Promise<Layer>[];
}

/**
 * Starts rasterising the part of satori's SVG within `rows` that holds ink (see `svgInk`), in bands that resvg
 * draws at once: `renderAsync` parses and draws on libuv's threads, so two bands use both cores while the
 * render process blends what it already can. SVG the ink reader does not understand is rendered in one piece.
 */
function rasterizeRows(svg: string, rows: Rows): PendingLayers {
  const ink = svgInk(svg, canvas.width, canvas.height);
  const bands = ink ? inkBands(ink, rows) : [rows];
  const columns = ink ? { left: ink.left, right: ink.right } : allColumns;
  const layers = bands.map(async (band) => ({
    rgba: (await renderAsync(cropSvg(svg, band, columns), resvgOptions)).pixels,
    rows: band,
    columns,
  }));
  // The caller awaits the bands one after the other (or not at all if something else failed first): a band
  // that fails meanwhile must not count as unhandled. The caller still gets its error through `layers`.
  for (const layer of layers) layer.catch(() => {});
  return { rows: bands, layers };
}

const satoriSvg = (element: SatoriElement, branding: Branding) =>
  satori(element as never, { width: canvas.width, height: canvas.height, fonts: loadFonts(branding) });

/** Starts rendering a satori element, laid out on the full canvas, to RGBA layers of the given rows. */
async function startElementRows(element: SatoriElement, branding: Branding, rows: Rows): Promise<PendingLayers> {
  return rasterizeRows(await satoriSvg(element, branding), rows);
}

/** Renders a satori element, laid out on the full canvas, to RGBA layers of the given rows. */
async function renderElementRows(element: SatoriElement, branding: Branding, rows: Rows): Promise<Layer[]> {
  return Promise.all((await startElementRows(element, branding, rows)).layers);
}

const rgb = (height = canvas.height) => ({ width: canvas.width, height, channels: 3 as const });

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
 * again, so each is decoded once; the branded background stays beside them. At most 4 entries of 4.4 MB each per
 * render process, which ends after a minute without work anyway.
 */
const cachedBackground = boundedCache<Buffer>(4);

/** The branded background, rendered once per set of colours. */
function brandedBackgroundRgb(branding: Branding): Promise<Buffer> {
  return cachedBackground(`brand:${JSON.stringify(branding.colors)}`, async () => {
    // Opaque: its premultiplied pixels are its colours.
    const svg = await satoriSvg(brandedBackground(branding), branding);
    const pixels = new Resvg(svg, resvgOptions).render().pixels;
    return sharp(pixels, { raw: { ...rgb(), channels: 4 } })
      .removeAlpha()
      .raw()
      .toBuffer();
  });
}

/**
 * An opaque RGBA image at twice its size as RGB, bilinear: each new pixel weighs its four nearest old ones 9:3:3:1
 * (the centres of a 2× grid lie a quarter pixel from the old ones). The weights separate: each old row is widened
 * once (3:1 along the row), and each new row is two widened rows at 3:1. Two channels travel in one 32-bit number
 * (16 bits each; a sum stays under 4096), so each step does two of them: a new map's doubling took 17 ms of the
 * render, 9 now, with the same pixels.
 */
function doubleSize(rgba: Buffer, width: number, height: number): Buffer {
  const pairsPerRow = width * 3;
  const wide = new Uint32Array(pairsPerRow * height);
  for (let y = 0, o = 0; y < height; y++) {
    const row = y * width * 4;
    // The old pixels left of, at and right of x (the edge pixel stands in beyond the edge).
    let lr = rgba[row]!;
    let lg = rgba[row + 1]!;
    let lb = rgba[row + 2]!;
    let cr = lr;
    let cg = lg;
    let cb = lb;
    for (let x = 0; x < width; x++, o += 3) {
      const next = row + Math.min(width - 1, x + 1) * 4;
      const nr = rgba[next]!;
      const ng = rgba[next + 1]!;
      const nb = rgba[next + 2]!;
      // The two new pixels of x: r g b r g b, as three pairs.
      wide[o] = 3 * cr + lr + ((3 * cg + lg) << 16);
      wide[o + 1] = 3 * cb + lb + ((3 * cr + nr) << 16);
      wide[o + 2] = 3 * cg + ng + ((3 * cb + nb) << 16);
      lr = cr;
      lg = cg;
      lb = cb;
      cr = nr;
      cg = ng;
      cb = nb;
    }
  }
  const out = Buffer.allocUnsafe(pairsPerRow * 2 * height * 2);
  for (let y = 0, o = 0; y < height * 2; y++) {
    const y0 = y >> 1;
    const y1 = y & 1 ? Math.min(height - 1, y0 + 1) : Math.max(0, y0 - 1);
    const near = y0 * pairsPerRow;
    const far = y1 * pairsPerRow;
    for (let i = 0; i < pairsPerRow; i++, o += 2) {
      const pair = (3 * wide[near + i]! + wide[far + i]! + 0x8_0008) >>> 4;
      // A Buffer keeps the low 8 bits of what it stores.
      out[o] = pair;
      out[o + 1] = pair >>> 16;
    }
  }
  return out;
}

/**
 * The map behind a sharepic without photo, when its data names countries (absent: the branded background), with
 * the places' names. Framed above the text panel when the panel reaches into the map's area (sharepic 2's facts),
 * in steps of 40 rows so a few cached maps serve every text height. The panel's fade is half transparent.
 */
const fadeClearance = 80;
const mapOf = (
  data: { countries?: string[]; places?: string[] },
  textTop: number,
  wide = false,
): MapView | undefined => {
  if (!data.countries) return undefined;
  const clear = textTop - fadeClearance;
  const bottom = clear < mapFocus.y1 ? Math.floor(clear / 40) * 40 : undefined;
  return {
    countries: data.countries,
    places: data.places ?? [],
    ...(bottom ? { bottom } : {}),
    ...(wide ? { wide } : {}),
  };
};

/** The map of the story's countries (europe-map.ts), rendered once per view and colours. */
function mapRgb(map: MapView, branding: Branding): Promise<Buffer> {
  const key = `map:${[...map.countries].sort().join(',')}:${map.places.join(',')}:${map.bottom ?? ''}:${map.wide ? 'wide' : ''}:${JSON.stringify(branding.colors)}`;
  return cachedBackground(key, async () => {
    // Drawn at half the size and doubled: resvg's time grows with the pixels, and a map behind text needs no
    // more sharpness than that. Doubled here rather than by sharp, whose resize took three times as long.
    const half = await renderAsync(mapBackgroundSvg(map, branding), {
      ...resvgOptions,
      fitTo: { mode: 'zoom', value: 0.5 },
    });
    const out = doubleSize(half.pixels, half.width, half.height);
    // The names of places and countries at full size: a dot alone does not say which city it is.
    const pins = mapPins(map);
    if (pins.length > 0) await drawPinLabels(out, pins, branding);
    return out;
  });
}

/**
 * Draws the names (mapPins) onto the map: one satori layout, rasterised only in the small boxes the names take
 * (resvg's time grows with the pixels), names whose rows meet in one box, so each row has one layer.
 */
async function drawPinLabels(out: Buffer, pins: MapPin[], branding: Branding): Promise<void> {
  const boxes = pinLabelBoxes(pins).sort((a, b) => a.top - b.top);
  const groups: (typeof boxes)[number][] = [];
  for (const b of boxes) {
    const last = groups.at(-1);
    if (last && b.top <= last.bottom) {
      Object.assign(last, {
        bottom: Math.max(last.bottom, b.bottom),
        left: Math.min(last.left, b.left),
        right: Math.max(last.right, b.right),
      });
    } else groups.push({ ...b });
  }
  const svg = await satoriSvg(pinLabels(pins, branding), branding);
  for (const g of groups) {
    const rows = { top: g.top, bottom: g.bottom };
    const columns = { left: g.left, right: g.right };
    const rgba = (await renderAsync(cropSvg(svg, rows, columns), resvgOptions)).pixels;
    blendLayers(out, [{ rgba, rows, columns }], null, rows);
  }
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

const badgeLayers = boundedCache<Layer[]>(8);

/** The badge's rows of the layer of sharepics 1 and 2, rendered once per branding. */
function badgeLayer(branding: Branding): Promise<Layer[]> {
  return badgeLayers(brandingKey(branding), () => renderElementRows(badgeLayerElement(branding), branding, badgeRows));
}

const backdropColumns = boundedCache<Buffer>(16);

/**
 * The backdrop (scrim or band) as one column of premultiplied RGBA, one pixel per row. It spans the canvas
 * from edge to edge and changes only from row to row, so column 0 stands for every column: the renderer
 * blends it row by row instead of letting resvg fill hundreds of thousands of pixels with it. Its size
 * depends on the height of the text only, so the few heights in use are kept.
 */
function backdropColumn(element: SatoriElement, branding: Branding): Promise<Buffer> {
  return backdropColumns(JSON.stringify(element), async () => {
    const svg = await satoriSvg(element, branding);
    return new Resvg(cropSvg(svg, fullCanvas, { left: 0, right: 1 }), resvgOptions).render().pixels;
  });
}

/**
 * How each pixel is blended, as sharp's composite blended resvg's output before, which keeps the look of the
 * golden images: the premultiplied colour c with alpha a taken as is, out = out·(1 − a) + c·a, truncated (as
 * storing into a Buffer does). Where the text layer and the backdrop both have something they are first
 * combined as resvg drew them in one layer (premultiplied "over").
 */
function blendPixel(out: Buffer, o: number, r: number, g: number, b: number, a: number): void {
  const keep = 255 - a;
  out[o] = (out[o] * keep + r * a) / 255;
  out[o + 1] = (out[o + 1] * keep + g * a) / 255;
  out[o + 2] = (out[o + 2] * keep + b * a) / 255;
}

/** The backdrop of one row as a table per channel: the row's colour is the same in every column. */
const backdropTable = new Uint8Array(3 * 256);

function fillBackdropTable(colour: Buffer, y: number): void {
  const a = colour[y * 4 + 3];
  for (let c = 0; c < 3; c++) {
    // resvg's colour is premultiplied already; weighted with the alpha once more, as sharp's composite did.
    const weighted = colour[y * 4 + c] * a;
    for (let v = 0; v < 256; v++) backdropTable[c * 256 + v] = (v * (255 - a) + weighted) / 255;
  }
}

/** The backdrop of the row (in `backdropTable`) over `count` pixels of `out` from index `o`. */
function blendBackdrop(out: Buffer, o: number, count: number): void {
  for (const end = o + count * 3; o < end; o += 3) {
    out[o] = backdropTable[out[o]];
    out[o + 1] = backdropTable[256 + out[o + 1]];
    out[o + 2] = backdropTable[512 + out[o + 2]];
  }
}

/** `count` pixels of a layer's row from index `t` of `fg` over `out` from `o`, with the row's backdrop colour. */
function blendLayerRow(out: Buffer, o: number, fg: Buffer, t: number, count: number, colour: Buffer | null, y: number) {
  const sa = colour ? colour[y * 4 + 3] : 0;
  for (let i = 0; i < count; i++, o += 3, t += 4) {
    const ta = fg[t + 3];
    if (ta === 0) {
      if (sa > 0) {
        out[o] = backdropTable[out[o]];
        out[o + 1] = backdropTable[256 + out[o + 1]];
        out[o + 2] = backdropTable[512 + out[o + 2]];
      }
    } else if (ta === 255 || sa === 0) blendPixel(out, o, fg[t], fg[t + 1], fg[t + 2], ta);
    else {
      const k = (255 - ta) / 255;
      const s = y * 4;
      blendPixel(
        out,
        o,
        fg[t] + colour![s] * k,
        fg[t + 1] + colour![s + 1] * k,
        fg[t + 2] + colour![s + 2] * k,
        ta + sa * k,
      );
    }
  }
}

/**
 * Blends layers over the RGB background `out` in place, in `rows`, over the backdrop column (see
 * `backdropColumn`) if given. Only rows with a layer or a visible backdrop are touched, and of a layer's rows
 * only its columns unless the backdrop lies under the whole row.
 */
function blendLayers(out: Buffer, layers: Layer[], backdrop: Buffer | null, rows: Rows = fullCanvas): void {
  const width = canvas.width;
  for (let y = rows.top; y < rows.bottom; y++) {
    const visible = backdrop !== null && backdrop[y * 4 + 3] > 0;
    if (visible) fillBackdropTable(backdrop, y);
    const layer = layers.find((l) => l.rows.top <= y && y < l.rows.bottom);
    const row = y * width * 3;
    if (!layer) {
      if (visible) blendBackdrop(out, row, width);
      continue;
    }
    const { left, right } = layer.columns;
    if (visible) blendBackdrop(out, row, left);
    blendLayerRow(
      out,
      row + left * 3,
      layer.rgba,
      (y - layer.rows.top) * (right - left) * 4,
      right - left,
      backdrop,
      y,
    );
    if (visible) blendBackdrop(out, row + right * 3, width - right);
  }
}

/** The rows of the canvas outside `bands` (sorted, disjoint). */
function rowsBetween(bands: Rows[]): Rows[] {
  const gaps: Rows[] = [];
  let top = 0;
  for (const band of bands) {
    if (band.top > top) gaps.push({ top, bottom: band.top });
    top = band.bottom;
  }
  if (top < canvas.height) gaps.push({ top, bottom: canvas.height });
  return gaps;
}

/** Sharepics 1 and 2: the first row of the text (`textTop`) and the backdrop, drawn apart from the text. */
export interface SharepicLayers {
  textTop: number;
  /** The template's `backdrop` part: the scrim or band that the `text` part leaves transparent. */
  backdrop: SatoriElement;
}

/**
 * The element composited over the photo (or the branded background), as an opaque PNG. With `photoHeight`
 * (layout `photo-band`) the photo fills only the top `photoHeight` pixels and the rest is the primary colour,
 * which the band covers. Without `layers` the element is the whole layer and is rasterised on the full canvas.
 * With `layers` (sharepics 1 and 2) the element is the template's `text` part: it is rasterised only from
 * `textTop` down, the badge comes from its cache and the backdrop from its column (see `backdropColumn`).
 * The pixels are blended here rather than by sharp's composite (~35 ms for the canvas); sharp only encodes.
 */
export async function renderOverBackground(
  element: SatoriElement,
  photo: Buffer | null,
  branding: Branding,
  photoHeight?: number,
  layers?: SharepicLayers,
  /** Without a photo: the map behind the text; absent, the branded background. */
  map?: MapView,
): Promise<Buffer> {
  const textRows: Rows = layers ? { top: layers.textTop, bottom: canvas.height } : fullCanvas;
  const [pending, [badge, backdrop, base]] = await Promise.all([
    startElementRows(element, branding, textRows),
    Promise.all([
      layers ? badgeLayer(branding) : [],
      layers ? backdropColumn(layers.backdrop, branding) : null,
      photo ? photoRgb(photo, branding, photoHeight) : map ? mapRgb(map, branding) : brandedBackgroundRgb(branding),
    ]),
  ]);
  // While resvg draws the text's bands: the copy (the cached background stays as it is), the badge and the
  // backdrop of the rows without text. The badge first: it comes first in the templates, so anything of the
  // text area would paint over it.
  const spare = spareCanvases.pop();
  const out = spare?.length === base.length ? spare : Buffer.allocUnsafe(base.length);
  base.copy(out);
  try {
    blendLayers(out, badge, null);
    for (const rows of rowsBetween(pending.rows)) blendLayers(out, [], backdrop, rows);
    for (const layer of pending.layers) {
      const done = await layer;
      blendLayers(out, [done], backdrop, done.rows);
    }
    return await sharp(out, { raw: rgb() })
      // Level 2 without adaptive filtering: zlib's fast strategy, a photo in 37 ms instead of 51 at the
      // default; its file about 13 % larger than at level 3 (40 ms). Instagram gets the JPEG twin.
      .png({ compressionLevel: 2, adaptiveFiltering: false })
      .toBuffer();
  } finally {
    if (spareCanvases.length < maxSpareCanvases) spareCanvases.push(out);
  }
}

/**
 * Canvases whose image is encoded, for the next image: a new one of 4.4 MB is a fresh mapping of the system's
 * memory each time (glibc maps buffers that large apart, `scripts/small-server-env.mjs`), written page by page.
 * Two, as a render process works on two images at once.
 */
const spareCanvases: Buffer[] = [];
const maxSpareCanvases = 2;

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

/** The title in four lines at a readable size, else in up to five (template-title.ts titleLines). */
export async function fitTitle(data: TitleSharepicData, branding: Branding): Promise<FitResult> {
  // Prepared for the smaller size of five lines, so both fits share one measurement.
  const most = titleTextSpecs(data);
  const { prepared, measurers } = await measured(most, titleTextBox, branding);
  const four = fitBlocks(titleTextSpecs(data, 'preferred'), titleTextBox, measurers, prepared);
  // Its sizes start at the readable one: four lines that fit are readable.
  const lines = four.blocks[0]?.lines.length ?? 0;
  return !four.overflow && lines <= titleLines.preferred ? four : fitBlocks(most, titleTextBox, measurers, prepared);
}

export async function renderTitleSharepic(data: TitleSharepicData, branding: Branding): Promise<RenderedSharepic> {
  const [fit, credit] = await Promise.all([
    fitTitle(data, branding),
    fitCredit(data.photoCredit, data.photo, branding),
  ]);
  const { photo, photoHeight } = shownPhoto(data.photo, branding, titleTextHeight(fit, data));
  const text = titleSharepicTemplate(data, fit, branding, credit, 'text');
  const backdrop = titleSharepicTemplate(data, fit, branding, credit, 'backdrop');
  const textTop = titleTextTop(fit, effectiveLayout(branding, data.photo), data);
  const layers = { textTop, backdrop };
  const png = await renderOverBackground(text, photo, branding, photoHeight, layers, mapOf(data, textTop));
  return { png, overflow: fit.overflow };
}

export async function renderDetailSharepic(data: DetailSharepicData, branding: Branding): Promise<RenderedSharepic> {
  const [fit, credit] = await Promise.all([
    fitText(detailTextSpecs(data), detailTextBox, branding),
    fitCredit(data.photoCredit, data.photo, branding),
  ]);
  const { photo, photoHeight } = shownPhoto(data.photo, branding, detailTextHeight(fit, data));
  const text = detailSharepicTemplate(data, fit, branding, credit, 'text');
  const backdrop = detailSharepicTemplate(data, fit, branding, credit, 'backdrop');
  const textTop = detailTextTop(fit, effectiveLayout(branding, data.photo), data);
  const layers = { textTop, backdrop };
  const png = await renderOverBackground(text, photo, branding, photoHeight, layers, mapOf(data, textTop, true));
  return { png, overflow: fit.overflow };
}

export async function renderInfoSharepic(branding: Branding): Promise<RenderedSharepic> {
  const fit = await fitText(infoTextSpecs(branding), infoTextBox, branding);
  const png = await renderOverBackground(infoSharepicTemplate(fit, branding), null, branding);
  return { png, overflow: fit.overflow };
}
