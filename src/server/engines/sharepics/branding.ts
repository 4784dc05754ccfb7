import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { textColor, type Brand, type BrandFont, type BrandLayout } from '../../../shared/brand';

export type FontWeight = 400 | 700 | 800;

export interface Branding {
  organizationName: string;
  /** Short line under the name on the info image; empty for none. */
  claim: string;
  /** How sharepics 1 and 2 place text and photo; without a photo every layout falls back to `color-card`. */
  layout: BrandLayout;
  colors: {
    /** European blue: backgrounds, scrim tint. */
    primary: string;
    /** Darker blue for gradients. */
    primaryDark: string;
    /** Gold: stars, accent bars. */
    accent: string;
    /** Text on scrim and on blue. */
    text: string;
    /** Scrim tint as "r, g, b" so templates can vary the alpha. */
    scrimRgb: string;
  };
  fonts: {
    family: string;
    /** `.woff` or `.ttf` files (satori cannot read woff2), several files per weight for extra subsets. */
    files: { weight: FontWeight; path: string }[];
  };
  /** Texts of the fixed info image (sharepic 3). */
  info: {
    headline: string;
    callToAction: string;
  };
  /**
   * The organisation's logo as PNG with its pixel size: replaces the star ring on the info image and in the
   * badge of sharepics 1 and 2.
   */
  logo?: { png: Buffer; width: number; height: number };
}

const require = createRequire(import.meta.url);
const weights: FontWeight[] = [400, 700, 800];

/** The @fontsource package and file prefix of each brand font (all ship 400, 700 and 800 as woff). */
const fontPackages: Record<BrandFont, string> = {
  Inter: 'inter',
  'Source Sans 3': 'source-sans-3',
  'Roboto Slab': 'roboto-slab',
};

/** The font files of a brand font: latin and latin-ext for every weight the templates use. */
export function brandFontFiles(font: BrandFont): Branding['fonts'] {
  const name = fontPackages[font];
  const file = (subset: string, weight: FontWeight) =>
    require.resolve(`@fontsource/${name}/files/${name}-${subset}-${weight}-normal.woff`);
  return {
    family: font,
    // latin-ext after latin: satori falls back to it for names like Šefčovič or Łódź.
    files: weights.flatMap((weight) => [
      { weight, path: file('latin', weight) },
      { weight, path: file('latin-ext', weight) },
    ]),
  };
}

const rgbOf = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const hexOf = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** The primary colour at half its brightness: the end of the background gradient and the scrim tint. */
function darker(hex: string): [number, number, number] {
  const [r, g, b] = rgbOf(hex);
  return [Math.round(r / 2), Math.round(g / 2), Math.round(b / 2)];
}

/** The renderer's branding for a stored brand (shared/brand.ts), optionally with a logo. */
export function brandingFromBrand(brand: Brand, logo?: Branding['logo']): Branding {
  const dark = darker(brand.primaryColor);
  return {
    organizationName: brand.organizationName,
    claim: brand.claim,
    layout: brand.layout,
    colors: {
      primary: brand.primaryColor,
      primaryDark: hexOf(dark),
      accent: brand.accentColor,
      text: textColor,
      scrimRgb: dark.join(', '),
    },
    fonts: brandFontFiles(brand.font),
    info: { headline: brand.infoHeadline, callToAction: brand.infoCallToAction },
    ...(logo ? { logo } : {}),
  };
}

/** The look of every deployment without brand settings: today's images (photo with scrim, Inter, EU blue). */
export function defaultBranding(organizationName: string): Branding {
  return {
    organizationName,
    claim: '',
    layout: 'photo-scrim',
    colors: {
      primary: '#003399',
      primaryDark: '#001a4d',
      accent: '#FFCC00',
      text: '#FFFFFF',
      scrimRgb: '0, 26, 77',
    },
    fonts: brandFontFiles('Inter'),
    info: {
      headline: 'Europa geht uns alle an.',
      callToAction: 'Mehr erfahren, mitdiskutieren, mitmachen: Folge uns und sprich uns an!',
    },
  };
}

/** A short stable key of a branding for caches: the logo counts by its content hash, not its bytes. */
export function brandingKey(branding: Branding): string {
  const { logo, ...rest } = branding;
  const logoKey = logo ? `${logo.width}x${logo.height}:${createHash('sha256').update(logo.png).digest('hex')}` : null;
  return JSON.stringify({ ...rest, logo: logoKey });
}

export interface SatoriFont {
  name: string;
  data: Buffer;
  weight: FontWeight;
  style: 'normal';
}

const fontCache = new Map<string, Buffer>();

/** Font files are read once per process. */
export function loadFonts(branding: Branding): SatoriFont[] {
  return branding.fonts.files.map(({ weight, path }) => {
    let data = fontCache.get(path);
    if (!data) {
      data = readFileSync(path);
      fontCache.set(path, data);
    }
    return { name: branding.fonts.family, data, weight, style: 'normal' as const };
  });
}
