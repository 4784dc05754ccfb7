import satori from 'satori';
import type { FontWeight, SatoriFont } from './branding';

/**
 * Text widths measured by satori itself (satori has no measuring API, but `onNodeDetected` reports the
 * laid-out box of every element). Each string is measured once per family and weight at a reference size
 * and cached; glyph advances scale linearly with font size, so widths for other sizes are derived.
 */
const referenceSize = 200;
const cache = new Map<string, number>();
const cacheLimit = 50_000;

const keyOf = (family: string, weight: FontWeight, text: string) => `${family}\u0000${weight}\u0000${text}`;

export interface TextMeasurer {
  /** Width in px of `text` at `fontSize`. Only valid for strings passed to `measureTexts` before. */
  width(text: string, fontSize: number): number;
  has(text: string): boolean;
}

export async function measureTexts(
  texts: Iterable<string>,
  fonts: SatoriFont[],
  weight: FontWeight,
): Promise<TextMeasurer> {
  const family = fonts[0]?.name ?? 'Inter';
  const missing = [...new Set(texts)].filter((t) => t !== '' && !cache.has(keyOf(family, weight, t)));
  if (missing.length > 0) {
    if (cache.size + missing.length > cacheLimit) cache.clear();
    const children = missing.map((text, i) => ({
      type: 'div',
      key: String(i),
      props: { style: { display: 'flex', whiteSpace: 'pre', flexShrink: 0 }, children: text },
    }));
    const root = {
      type: 'div',
      props: {
        style: {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          fontFamily: family,
          fontWeight: weight,
          fontSize: referenceSize,
          lineHeight: 1,
          color: 'transparent',
        },
        children,
      },
    };
    const widths = new Map<string, number>();
    // A wide canvas so nothing wraps; the SVG output is discarded.
    await satori(root as never, {
      width: 100_000,
      height: referenceSize * missing.length + 1,
      fonts,
      onNodeDetected: (node) => {
        if (node.key !== undefined && node.key !== null) widths.set(String(node.key), node.width);
      },
    });
    missing.forEach((text, i) => {
      const w = widths.get(String(i));
      if (w === undefined) throw new Error(`satori did not report a width for ${JSON.stringify(text)}`);
      cache.set(keyOf(family, weight, text), w);
    });
  }
  return {
    has: (text) => text === '' || cache.has(keyOf(family, weight, text)),
    width(text, fontSize) {
      if (text === '') return 0;
      const w = cache.get(keyOf(family, weight, text));
      if (w === undefined) throw new Error(`text not measured: ${JSON.stringify(text)}`);
      return (w * fontSize) / referenceSize;
    },
  };
}
