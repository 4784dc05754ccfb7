import type { BrandLayout } from '../../../shared/brand';
import type { Branding } from './branding';
import { keyFigureParts } from './key-figures';
import type { LaidOutBlock } from './text-layout';

/** A satori element as a plain object (what React.createElement would produce). */
export interface SatoriElement {
  type: string;
  key?: string;
  props: { style?: Record<string, unknown>; children?: SatoriChild | SatoriChild[]; [prop: string]: unknown };
}
export type SatoriChild = SatoriElement | string;

export const canvas = { width: 1080, height: 1350 } as const;
export const margin = 72;

export function box(style: Record<string, unknown>, children?: SatoriChild | SatoriChild[]): SatoriElement {
  return { type: 'div', props: { style: { display: 'flex', ...style }, children } };
}

export function scrim(branding: Branding, alpha: number): string {
  return `rgba(${branding.colors.scrimRgb}, ${alpha})`;
}

/**
 * Lines are broken by our own layout (with visible hyphens), so satori must not wrap them again. With
 * `figureColor`, the key figures of each line (key-figures.ts) are drawn in that colour; colour changes no width.
 */
export function textLines(
  block: LaidOutBlock,
  color: string,
  align: 'left' | 'center' = 'left',
  figureColor?: string,
): SatoriElement {
  const content = (line: string): SatoriChild | SatoriChild[] => {
    if (!figureColor) return line;
    const parts = keyFigureParts(line);
    if (parts.length === 1) return line;
    return parts.map((part) =>
      part.key ? { type: 'span', props: { style: { color: figureColor }, children: part.text } } : part.text,
    );
  };
  return box(
    { flexDirection: 'column', alignItems: align === 'center' ? 'center' : 'flex-start', color },
    block.lines.map((line) =>
      box(
        {
          whiteSpace: 'pre',
          fontSize: block.fontSize,
          fontWeight: block.weight,
          lineHeight: block.lineHeight,
          height: block.fontSize * block.lineHeight,
          flexShrink: 0,
        },
        content(line),
      ),
    ),
  );
}

const svgDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A five-pointed star centred on (cx, cy) with outer radius r. */
function starPath(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return `M${points.join('L')}Z`;
}

/** The logo mark: a ring of twelve stars, as on the European flag. */
export function starRingSvg(size: number, color: string): string {
  const c = size / 2;
  const ring = size * 0.37;
  const star = size * 0.075;
  const stars = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return starPath(c + ring * Math.cos(a), c + ring * Math.sin(a), star);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><path fill="${color}" d="${stars.join('')}"/></svg>`;
}

export function logoMark(size: number, branding: Branding): SatoriElement {
  return {
    type: 'img',
    props: { src: svgDataUri(starRingSvg(size, branding.colors.accent)), width: size, height: size },
  };
}

/** The uploaded logo scaled into maxWidth × maxHeight, aspect kept. Works for a Buffer and for a Uint8Array. */
export function logoImage(logo: NonNullable<Branding['logo']>, maxWidth: number, maxHeight: number): SatoriElement {
  const scale = Math.min(maxWidth / logo.width, maxHeight / logo.height);
  const bytes = Buffer.from(logo.png.buffer, logo.png.byteOffset, logo.png.byteLength);
  return {
    type: 'img',
    props: {
      src: `data:image/png;base64,${bytes.toString('base64')}`,
      width: Math.max(1, Math.round(logo.width * scale)),
      height: Math.max(1, Math.round(logo.height * scale)),
    },
  };
}

/**
 * Small badge with logo mark and organisation name, on solid brand colour so it is legible on any photo. With an
 * uploaded logo the badge turns white (logos are made for white ground) and the name takes the primary colour,
 * whose contrast to white the brand settings guarantee.
 */
export function brandBadge(branding: Branding): SatoriElement {
  const { logo } = branding;
  return box(
    {
      position: 'absolute',
      top: 56,
      left: margin,
      alignItems: 'center',
      backgroundColor: logo ? '#FFFFFF' : branding.colors.primary,
      color: logo ? branding.colors.primary : branding.colors.text,
      padding: logo ? '12px 24px 12px 16px' : '12px 24px 12px 14px',
      borderRadius: 8,
      fontSize: 28,
      fontWeight: 700,
    },
    [
      logo ? logoImage(logo, 200, 52) : logoMark(52, branding),
      box({ marginLeft: logo ? 16 : 12, whiteSpace: 'pre' }, branding.organizationName),
    ],
  );
}

/** Deterministic scatter of faint stars for the branded background. */
function starFieldSvg(branding: Branding): string {
  let seed = 7;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const stars = Array.from({ length: 26 }, () =>
    starPath(next() * canvas.width, next() * canvas.height, 6 + next() * 14),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${canvas.width} ${canvas.height}"><path fill="${branding.colors.text}" fill-opacity="0.09" d="${stars.join('')}"/></svg>`;
}

/** The background used when there is no usable photo, and for the info image. */
export function brandedBackground(branding: Branding): SatoriElement {
  return box(
    {
      width: canvas.width,
      height: canvas.height,
      backgroundImage: `linear-gradient(160deg, ${branding.colors.primary} 0%, ${branding.colors.primaryDark} 100%)`,
    },
    [{ type: 'img', props: { src: svgDataUri(starFieldSvg(branding)), width: canvas.width, height: canvas.height } }],
  );
}

/**
 * The root of a template's text layer. It stays transparent: the photo or branded background is composited
 * underneath with sharp, which is several times faster than letting resvg draw a full-size bitmap.
 */
export function root(branding: Branding, children: SatoriChild[]): SatoriElement {
  return box(
    {
      position: 'relative',
      width: canvas.width,
      height: canvas.height,
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'flex-end',
      fontFamily: branding.fonts.family,
    },
    children,
  );
}

/** Gradient that fades the photo into the text panel, then the panel itself at a fixed, legible opacity. */
export function scrimPanel(
  branding: Branding,
  fadeHeight: number,
  children: SatoriChild[],
  painted = true,
): SatoriElement[] {
  const solid = scrim(branding, panelAlpha);
  return [
    // Positioned like the background, so they paint above it in document order (satori follows CSS stacking).
    box({
      position: 'relative',
      height: fadeHeight,
      flexShrink: 0,
      ...(painted ? { backgroundImage: `linear-gradient(180deg, ${scrim(branding, 0)} 0%, ${solid} 100%)` } : {}),
    }),
    box(
      {
        position: 'relative',
        flexDirection: 'column',
        flexShrink: 0,
        ...(painted ? { backgroundColor: solid } : {}),
        padding: `0 ${margin}px ${panelBottomPadding}px ${margin}px`,
        boxSizing: 'border-box',
      },
      children,
    ),
  ];
}

/** At 0.86 even a pure white photo under the panel stays dark enough for white text (> 8:1). */
export const panelAlpha = 0.86;
export const panelBottomPadding = 96;

export function accentBar(branding: Branding): SatoriElement {
  return box({ width: 120, height: 10, backgroundColor: branding.colors.accent, marginBottom: 32, flexShrink: 0 });
}

const kickerSize = 30;
const kickerLineHeight = 1.2;
const kickerMarginBottom = 28;
/** The kicker is one line: longer ones are cut when they are made (carousel/kicker.ts). */
export const kickerMaxChars = 40;

/**
 * The lead above the text of sharepics 1 and 2: the accent bar, or with a kicker („WAHLEN · FRANKREICH“) a
 * short bar beside the kicker in the accent colour.
 */
export function lead(branding: Branding, kicker: string | undefined): SatoriElement {
  const text = kicker?.trim();
  if (!text) return accentBar(branding);
  return box(
    {
      alignItems: 'center',
      height: kickerSize * kickerLineHeight,
      marginBottom: kickerMarginBottom,
      flexShrink: 0,
      color: branding.colors.accent,
      fontSize: kickerSize,
      fontWeight: 700,
      letterSpacing: 2,
    },
    [
      box({ width: 56, height: 10, backgroundColor: branding.colors.accent, marginRight: 20, flexShrink: 0 }),
      box({ whiteSpace: 'pre' }, text.slice(0, kickerMaxChars).toLocaleUpperCase('de-DE')),
    ],
  );
}

/** How much higher the lead is with a kicker than the accent bar alone. */
export const kickerExtraHeight = (kicker: string | undefined) =>
  kicker?.trim() ? kickerSize * kickerLineHeight + kickerMarginBottom - accentBarHeight : 0;

/** The layout actually drawn: the brand's, or the colour card when there is no photo to show. */
export function effectiveLayout(branding: Branding, photo: Buffer | null): BrandLayout {
  return photo && branding.layout !== 'color-card' ? branding.layout : 'color-card';
}

/** Height of the accent bar with its margin, above the text of sharepics 1 and 2. */
export const accentBarHeight = 10 + 32;
const bandTopPadding = 64;
const bandMinHeight = 420;

/** Layout `photo-band`: height of the colour band for text of `textHeight`; the photo fills the rest above it. */
export function bandHeight(textHeight: number): number {
  return Math.max(bandMinHeight, Math.ceil(bandTopPadding + accentBarHeight + textHeight + panelBottomPadding));
}

/** Layout `photo-band`: the opaque colour band at the bottom, text at its top. */
export function colorBand(branding: Branding, height: number, children: SatoriChild[], painted = true): SatoriElement {
  return box(
    {
      position: 'relative',
      height,
      flexShrink: 0,
      flexDirection: 'column',
      justifyContent: 'flex-start',
      ...(painted ? { backgroundColor: branding.colors.primary } : {}),
      padding: `${bandTopPadding}px ${margin}px ${panelBottomPadding}px ${margin}px`,
      boxSizing: 'border-box',
    },
    children,
  );
}

/**
 * What a template of sharepics 1 and 2 draws. `all`: the whole image's layer. The renderer splits it in three
 * layers that cost less to rasterise: the badge alone (`badgeLayerElement`, the same for every image of a
 * branding), the `backdrop` (the scrim or the band, with the text blanked so the boxes keep their sizes) and the
 * `text` (text, accent bar and credit over a transparent text area).
 */
export type TemplateParts = 'all' | 'backdrop' | 'text';

/**
 * Satori children made invisible: strings emptied, background colours dropped. The boxes keep their explicit
 * sizes, so the panel or band around them is laid out as with the text.
 */
function invisible(child: SatoriChild): SatoriChild {
  if (typeof child === 'string') return '';
  const { children } = child.props;
  const style = { ...child.props.style };
  delete style.backgroundColor;
  const props = { ...child.props, style };
  if (children !== undefined) props.children = Array.isArray(children) ? children.map(invisible) : invisible(children);
  return { ...child, props };
}

/**
 * The text area of sharepics 1 and 2 in the given layout: a scrim panel over the photo (`photo-scrim`) or over
 * the branded background (`color-card`), or an opaque band below the photo (`photo-band`).
 */
export function textArea(
  branding: Branding,
  layout: BrandLayout,
  fadeHeight: number,
  textHeight: number,
  children: SatoriChild[],
  parts: TemplateParts = 'all',
): SatoriElement[] {
  const painted = parts !== 'text';
  const content = parts === 'backdrop' ? children.map(invisible) : children;
  if (layout === 'photo-band') return [colorBand(branding, bandHeight(textHeight), content, painted)];
  return scrimPanel(branding, fadeHeight, content, painted);
}

/**
 * First row of the text of sharepics 1 and 2 (the accent bar at the top of the panel or band), less a few rows of
 * slack: above it, the `text` layer holds nothing but the badge. The renderer rasterises only the rows from here
 * down and the badge's rows.
 */
export function textTop(layout: BrandLayout, textHeight: number): number {
  const top =
    layout === 'photo-band'
      ? canvas.height - bandHeight(textHeight) + bandTopPadding
      : canvas.height - (accentBarHeight + textHeight + panelBottomPadding);
  return Math.max(0, Math.floor(top) - 8);
}

/** Rows of the badge (top 56, 76 high) with some slack: the other part of the text layer of sharepics 1 and 2. */
export const badgeRows = { top: 48, bottom: 140 } as const;

/** The badge alone on the canvas, where the templates place it: its layer is the same for every image of a branding. */
export function badgeLayerElement(branding: Branding): SatoriElement {
  return root(branding, [brandBadge(branding)]);
}

/** The photo credit: one or two lines at 24 or 22 px, cut with an ellipsis beyond. */
export const creditTextBox = { width: canvas.width - 2 * margin, height: Math.ceil(2 * 22 * 1.2), gap: 0 };
export const creditSpec = (text: string) => ({
  text,
  weight: 400 as const,
  maxSize: 24,
  minSize: 22,
  lineHeight: 1.2,
});
/**
 * Distance of the credit from the bottom edge. The credit sits in the bottom padding of the panel or band
 * (panelBottomPadding), which text never enters, on the panel's scrim or the opaque band: white on either keeps
 * the contrast of the text.
 */
const creditBottom = 28;

export function photoCreditLine(credit: LaidOutBlock, branding: Branding): SatoriElement {
  return box(
    {
      position: 'absolute',
      left: margin,
      bottom: creditBottom,
      width: canvas.width - 2 * margin,
    },
    [textLines(credit, branding.colors.text)],
  );
}

export interface MapPin {
  label: string;
  x: number;
  y: number;
  /** A country's name stands centred on the country; a place's beside its dot. */
  centred?: boolean;
}

const pinLabelGap = 26;

const pinLabelHeight = 46;

/**
 * Where the places' names stand: beside their dots, to the left where the right edge is near, and a name that
 * would cover another one moved below it (two cities close together). The width is an upper bound (Inter bold at
 * 28 px, with the pill's padding), so each box holds the pill that satori lays out.
 */
export function pinLabelBoxes(pins: MapPin[]) {
  const placed: { pin: MapPin; onRight: boolean; top: number; bottom: number; left: number; right: number }[] = [];
  for (const pin of [...pins].sort((a, b) => a.y - b.y)) {
    const width = pin.label.length * 19 + 48;
    const onRight = canvas.width - (pin.x + pinLabelGap) > width;
    const left = pin.centred ? pin.x - width / 2 : onRight ? pin.x + pinLabelGap : pin.x - pinLabelGap - width;
    let top = Math.round(pin.y - pinLabelHeight / 2);
    for (const other of placed)
      if (top < other.bottom && top + pinLabelHeight > other.top && left < other.right && left + width > other.left)
        top = other.bottom + 4;
    top = Math.max(0, Math.min(canvas.height - pinLabelHeight, top));
    placed.push({
      pin,
      onRight,
      top,
      bottom: top + pinLabelHeight,
      left: Math.max(0, Math.floor(left)),
      right: Math.min(canvas.width, Math.ceil(left + width)),
    });
  }
  return placed;
}

/**
 * The names of the places a map marks, each beside its dot on a pill of the scrim colour (readable on the
 * accent and on the sea alike).
 */
export function pinLabels(pins: MapPin[], branding: Branding): SatoriElement {
  const labels = pinLabelBoxes(pins).map(({ pin, onRight, top, left, right }) => {
    const pill = box(
      {
        padding: '4px 14px',
        borderRadius: 8,
        backgroundColor: scrim(branding, 0.82),
        color: branding.colors.text,
        fontSize: 28,
        fontWeight: 700,
        whiteSpace: 'pre',
      },
      pin.label,
    );
    if (pin.centred)
      return box({ position: 'absolute', top, left, width: right - left, justifyContent: 'center' }, [pill]);
    const side = onRight ? { left: pin.x + pinLabelGap } : { right: canvas.width - pin.x + pinLabelGap };
    return box({ position: 'absolute', top, ...side }, [pill]);
  });
  return box(
    { position: 'relative', width: canvas.width, height: canvas.height, fontFamily: branding.fonts.family },
    labels,
  );
}
