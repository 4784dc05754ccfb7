import type { Branding } from './branding';
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

/** Lines are broken by our own layout (with visible hyphens), so satori must not wrap them again. */
export function textLines(block: LaidOutBlock, color: string, align: 'left' | 'center' = 'left'): SatoriElement {
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
        line,
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

/** Small badge with logo mark and organisation name, on solid brand blue so it is legible on any photo. */
export function brandBadge(branding: Branding): SatoriElement {
  return box(
    {
      position: 'absolute',
      top: 56,
      left: margin,
      alignItems: 'center',
      backgroundColor: branding.colors.primary,
      color: branding.colors.text,
      padding: '12px 24px 12px 14px',
      borderRadius: 8,
      fontSize: 28,
      fontWeight: 700,
    },
    [logoMark(52, branding), box({ marginLeft: 12, whiteSpace: 'pre' }, branding.organizationName)],
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
export function scrimPanel(branding: Branding, fadeHeight: number, children: SatoriChild[]): SatoriElement[] {
  const solid = scrim(branding, panelAlpha);
  return [
    // Positioned like the background, so they paint above it in document order (satori follows CSS stacking).
    box({
      position: 'relative',
      height: fadeHeight,
      flexShrink: 0,
      backgroundImage: `linear-gradient(180deg, ${scrim(branding, 0)} 0%, ${solid} 100%)`,
    }),
    box(
      {
        position: 'relative',
        flexDirection: 'column',
        flexShrink: 0,
        backgroundColor: solid,
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
