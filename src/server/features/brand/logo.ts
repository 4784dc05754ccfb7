import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { resvgBrandFonts } from '../../engines/sharepics/resvg-fonts';
import { AppError } from '../../lib/errors';
import { logoLimits } from '../../../shared/brand';
import { brandMessages as m } from './brand.messages';

/** A logo as the renderer takes it: PNG bytes with their size in pixels. */
export interface ProcessedLogo {
  png: Buffer;
  width: number;
  height: number;
}

/** Stored logos are at most this many pixels on their longer side (and SVGs are rasterised to it). */
export const storedLogoSide = 800;

const refuse = (message: string) => new AppError(422, 'validation_failed', message);
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Turns an uploaded logo into a PNG the server made itself: a PNG is decoded and re-encoded (no metadata,
 * no extra chunks), an SVG is checked (no scripts, no event attributes, no references outside the file) and
 * rasterised with resvg, whose `<text>` is drawn with the bundled brand fonts (never the host's). Anything else, or anything over the limits, is refused with a German message.
 */
export async function processLogo(bytes: Buffer): Promise<ProcessedLogo> {
  if (bytes.length === 0) throw refuse(m.logoMissing);
  if (bytes.length > logoLimits.maxBytes) throw new AppError(413, 'payload_too_large', m.logoTooLarge);
  if (bytes.subarray(0, 8).equals(pngSignature)) return reencodePng(bytes);
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // Markup that names an <svg> early on is read as SVG; the check then insists on <svg> as the root element.
  if (/^\s*</.test(text) && /<svg[\s>]/i.test(text.slice(0, 4096))) return rasteriseSvg(text);
  throw refuse(m.logoWrongType);
}

const withinLimits = (width: number, height: number) =>
  Math.min(width, height) >= logoLimits.minSide && Math.max(width, height) <= logoLimits.maxSide;

async function reencodePng(bytes: Buffer): Promise<ProcessedLogo> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    throw refuse(m.logoUnreadable);
  }
  if (!width || !height) throw refuse(m.logoUnreadable);
  if (!withinLimits(width, height)) throw refuse(m.logoDimensions(width, height));
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: logoLimits.maxSide ** 2 })
      .resize({ width: storedLogoSide, height: storedLogoSide, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    throw refuse(m.logoUnreadable);
  }
}

function rasteriseSvg(svg: string): ProcessedLogo {
  checkSvg(svg);
  let intrinsic: Resvg;
  try {
    intrinsic = new Resvg(svg, { font: resvgBrandFonts() });
  } catch {
    throw refuse(m.logoUnreadable);
  }
  // Defence in depth: after the check nothing may be left for resvg to load from elsewhere.
  if (intrinsic.imagesToResolve().length > 0) throw refuse(m.svgExternalReference);
  const { width, height } = intrinsic;
  if (!(width > 0 && height > 0) || Math.max(width, height) > logoLimits.maxSide)
    throw refuse(m.logoDimensions(Math.round(width), Math.round(height)));
  const fitTo =
    width >= height
      ? ({ mode: 'width', value: storedLogoSide } as const)
      : ({ mode: 'height', value: storedLogoSide } as const);
  const rendered = new Resvg(svg, { fitTo, font: resvgBrandFonts() }).render();
  if (Math.min(rendered.width, rendered.height) < logoLimits.minSide)
    throw refuse(m.logoDimensions(Math.round(width), Math.round(height)));
  return { png: rendered.asPng(), width: rendered.width, height: rendered.height };
}

/** Elements a logo has no use for and that could run code or pull in other content. */
const forbiddenElements = new Set([
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
  'audio',
  'video',
  'canvas',
  'set',
  'animate',
  'animatemotion',
  'animatetransform',
  'animatecolor',
  'discard',
]);

const namedEntities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML's character references and the five predefined entities; a document without a DTD knows no others. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (_, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      if (!Number.isInteger(code) || code < 0 || code > 0x10ffff) throw refuse(m.logoUnreadable);
      return String.fromCodePoint(code);
    }
    const named = namedEntities[ref.toLowerCase()];
    if (named === undefined) throw refuse(m.logoUnreadable);
    return named;
  });
}

/**
 * `url(…)` that does not point into the file, CSS imports, and, in style sheets (`css`), CSS escapes that
 * could hide either.
 */
function hasExternalReference(value: string, css: boolean): boolean {
  return /url\s*\(\s*(?!['"]?\s*#)/i.test(value) || /@import/i.test(value) || (css && value.includes('\\'));
}

const tagPattern = /<([A-Za-z_][\w.:-]*)((?:\s+[^\s=/>"']+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const closePattern = /<\/([A-Za-z_][\w.:-]*)\s*>/y;
const textPattern = /[^<]+/y;
const attributePattern = /([^\s=/>"']+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * Refuses an SVG that could do more than draw: scripts, event attributes (`on…`), elements that embed other
 * content, DOCTYPE/ENTITY declarations, and any reference (`href`, `src`, `url(…)`, `@import`) that does not
 * start with `#`. The markup is read strictly; what this reader cannot follow is refused as unreadable.
 */
export function checkSvg(source: string): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(source)) throw refuse(m.svgDeclaration);
  let svg = source
    .replace(/^\s*<\?xml[^?]*\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    // CDATA is text (a <style> sheet): keep its characters for the checks, without the markup.
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;'));
  if (/<[!?]/.test(svg)) throw refuse(m.logoUnreadable);
  svg = svg.trim();

  let position = 0;
  let first = true;
  let inStyle = false;
  while (position < svg.length) {
    for (const pattern of [tagPattern, closePattern, textPattern]) pattern.lastIndex = position;
    const text = textPattern.exec(svg);
    if (text) {
      if (hasExternalReference(decodeEntities(text[0]), inStyle)) throw refuse(m.svgExternalReference);
      position = textPattern.lastIndex;
      continue;
    }
    const close = closePattern.exec(svg);
    if (close) {
      if (close[1]!.split(':').pop()!.toLowerCase() === 'style') inStyle = false;
      position = closePattern.lastIndex;
      continue;
    }
    const tag = tagPattern.exec(svg);
    if (!tag) throw refuse(m.logoUnreadable);
    position = tagPattern.lastIndex;
    const name = tag[1]!;
    const local = name.split(':').pop()!.toLowerCase();
    if (first && local !== 'svg') throw refuse(m.logoWrongType);
    first = false;
    if (local === 'script') throw refuse(m.svgScript);
    if (forbiddenElements.has(local)) throw refuse(m.svgForbiddenElement(name));
    if (local === 'style' && tag[3] !== '/') inStyle = true;
    for (const [, attribute, double, single] of tag[2]!.matchAll(attributePattern)) {
      const attrLocal = attribute!.split(':').pop()!.toLowerCase();
      const value = decodeEntities(double ?? single ?? '');
      if (attrLocal.startsWith('on')) throw refuse(m.svgEventAttribute(attribute!));
      if ((attrLocal === 'href' || attrLocal === 'src') && !value.trim().startsWith('#'))
        throw refuse(m.svgExternalReference);
      if (hasExternalReference(value, attrLocal === 'style')) throw refuse(m.svgExternalReference);
    }
  }
  if (first) throw refuse(m.logoWrongType);
}
