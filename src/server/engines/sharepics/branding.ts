import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { textColor, type Brand } from '../../../shared/brand';

export type FontWeight = 400 | 700 | 800;

export interface Branding {
  organizationName: string;
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
}

const require = createRequire(import.meta.url);
const interFile = (subset: string, weight: FontWeight) =>
  require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);

export function defaultBranding(organizationName: string): Branding {
  const weights: FontWeight[] = [400, 700, 800];
  return {
    organizationName,
    colors: {
      primary: '#003399',
      primaryDark: '#001a4d',
      accent: '#FFCC00',
      text: '#FFFFFF',
      scrimRgb: '0, 26, 77',
    },
    fonts: {
      family: 'Inter',
      // latin-ext after latin: satori falls back to it for names like Šefčovič or Łódź.
      files: weights.flatMap((weight) => [
        { weight, path: interFile('latin', weight) },
        { weight, path: interFile('latin-ext', weight) },
      ]),
    },
    info: {
      headline: 'Europa geht uns alle an.',
      callToAction: 'Mehr erfahren, mitdiskutieren, mitmachen: Folge uns und sprich uns an!',
    },
  };
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

/** An uploaded logo, already re-encoded as PNG on the server. */
export interface BrandLogo {
  png: Buffer;
  width: number;
  height: number;
}

/** `#rrggbb` scaled towards black by `factor` (0 = black, 1 = unchanged). */
function darken(hex: string, factor: number): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => Math.round(c * factor)) as [number, number, number];
}
const toHex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/**
 * The renderer's branding for a saved (or draft) brand. This minimal version maps name, colours and the
 * info image's texts onto today's templates; layout, claim, font and logo are taken up by the templates'
 * own version of this function (same signature).
 */
export function brandingFromBrand(brand: Brand, _logo?: BrandLogo): Branding {
  const base = defaultBranding(brand.organizationName);
  const dark = darken(brand.primaryColor, 0.5);
  return {
    ...base,
    colors: {
      primary: brand.primaryColor,
      primaryDark: toHex(dark),
      accent: brand.accentColor,
      text: textColor,
      scrimRgb: dark.join(', '),
    },
    info: {
      headline: brand.infoHeadline || base.info.headline,
      callToAction: brand.infoCallToAction || base.info.callToAction,
    },
  };
}
