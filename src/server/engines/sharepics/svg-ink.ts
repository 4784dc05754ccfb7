/**
 * Where satori's SVG can put ink, read from its markup without rendering it. resvg's time grows with the area
 * of the pixmap, transparent or not, so the renderer rasterises only the rows and columns found here. A crop
 * must run through empty pixels: where a shape crosses the edge of the pixmap, resvg clips and flattens its
 * curves differently, and pixels up to ~20 rows away change. The extents are therefore conservative (control
 * points included, plus slack for anti-aliasing), and markup this reader does not know gives no answer.
 */

/** Rows [top, bottom) of the canvas. */
export interface Rows {
  top: number;
  bottom: number;
}

export interface Ink {
  /** Disjoint row ranges that may hold ink, top to bottom. */
  rows: Rows[];
  /**
   * True when the SVG embeds an image: resvg 2.6 panics on an image that lies wholly outside the pixmap, so
   * such an SVG must be rendered in one band.
   */
  hasImage: boolean;
  /** Columns [left, right) that may hold ink. */
  left: number;
  right: number;
}

/** Pixels of slack around a shape's bounds: anti-aliasing touches the pixel next to an edge. */
const slack = 2;

/** Definitions draw nothing themselves; masks and clip paths only hide, patterns paint inside their shape. */
const definitions = /<(defs|mask|clipPath|pattern)\b[\s\S]*?<\/\1>/g;
const knownElements = new Set(['svg', 'g', 'path', 'rect', 'image']);
/** Attributes that move or widen a shape beyond its own coordinates. */
const unknownReach = /\s(transform|filter|stroke|stroke-width|clip|x1|cx)=/;
const absolutePathData = /^[MLQCZ0-9.\-\s,e]*$/;

function attribute(tag: string, name: string): number {
  const match = new RegExp(`\\s${name}="(-?[\\d.]+)"`).exec(tag);
  return match ? Number(match[1]) : 0;
}

type Box = { x0: number; y0: number; x1: number; y1: number };

/**
 * The bounds of the points of absolute path data (every number pair a point), or null when the numbers do not
 * pair up. A plain scan: a regular expression over the ~200 kB of a detail image's paths took 20 ms.
 */
function pathBox(d: string): Box | null {
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  let count = 0;
  let x = 0;
  for (let i = 0; i < d.length;) {
    const c = d.charCodeAt(i);
    // A number starts with a digit, a minus or a point.
    if ((c >= 48 && c <= 57) || c === 45 || c === 46) {
      let end = i + 1;
      for (let e = d.charCodeAt(end); (e >= 48 && e <= 57) || e === 46 || e === 101; e = d.charCodeAt(++end))
        if (e === 101 && d.charCodeAt(end + 1) === 45) end++;
      const value = Number(d.slice(i, end));
      if (count++ % 2 === 0) x = value;
      else {
        if (x < box.x0) box.x0 = x;
        if (x > box.x1) box.x1 = x;
        if (value < box.y0) box.y0 = value;
        if (value > box.y1) box.y1 = value;
      }
      i = end;
    } else i++;
  }
  return count % 2 === 0 ? box : null;
}

/** The ink of satori's SVG within `width` × `height`, or null when its markup holds something unexpected. */
export function svgInk(svg: string, width: number, height: number): Ink | null {
  const drawn = svg.replace(definitions, '');
  const boxes: Box[] = [];
  let hasImage = false;
  for (const [tag, name] of drawn.matchAll(/<([a-zA-Z]+)\b[^>]*>/g)) {
    if (!knownElements.has(name) || unknownReach.test(tag)) return null;
    if (name === 'image') hasImage = true;
    if (name === 'rect' || name === 'image') {
      const x = attribute(tag, 'x');
      const y = attribute(tag, 'y');
      boxes.push({ x0: x, y0: y, x1: x + attribute(tag, 'width'), y1: y + attribute(tag, 'height') });
    } else if (name === 'path') {
      const d = /\sd="([^"]*)"/.exec(tag)?.[1] ?? '';
      // Only absolute moves, lines, quadratic and cubic curves: every number pair is a point.
      if (!absolutePathData.test(d)) return null;
      const box = pathBox(d);
      if (!box) return null;
      if (box.x1 >= box.x0) boxes.push(box);
    }
  }
  const rows = boxes
    .map((b) => ({
      top: Math.max(0, Math.floor(b.y0) - slack),
      bottom: Math.min(height, Math.ceil(b.y1) + slack),
    }))
    .filter((r) => r.bottom > r.top)
    .sort((a, b) => a.top - b.top);
  const merged: Rows[] = [];
  for (const r of rows) {
    const last = merged.at(-1);
    if (last && r.top <= last.bottom) last.bottom = Math.max(last.bottom, r.bottom);
    else merged.push({ ...r });
  }
  if (boxes.length === 0) return { rows: [], hasImage, left: 0, right: 0 };
  const left = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.x0))) - slack);
  const right = Math.min(width, Math.ceil(Math.max(...boxes.map((b) => b.x1))) + slack);
  return { rows: merged, hasImage, left: Math.min(left, right), right };
}

/**
 * Bands of rows to rasterise for `ink`, limited to `within`: two halves of about equal ink, split at an empty gap,
 * so that they render at once on two cores. Each band spans its gaps: another band costs resvg another parse
 * of the whole SVG. One band from the first to the last inked row when the SVG embeds an image.
 */
export function inkBands(ink: Ink, within: Rows): Rows[] {
  const rows = ink.rows
    .map((r) => ({ top: Math.max(r.top, within.top), bottom: Math.min(r.bottom, within.bottom) }))
    .filter((r) => r.bottom > r.top);
  if (rows.length === 0) return [];
  let split = rows.length;
  if (!ink.hasImage) {
    const total = rows.reduce((sum, r) => sum + r.bottom - r.top, 0);
    let best = Infinity;
    let sum = 0;
    for (let i = 0; i < rows.length - 1; i++) {
      sum += rows[i].bottom - rows[i].top;
      if (Math.abs(sum - total / 2) < best) [best, split] = [Math.abs(sum - total / 2), i + 1];
    }
  }
  return [rows.slice(0, split), rows.slice(split)]
    .filter((part) => part.length > 0)
    .map((part) => ({ top: part[0].top, bottom: part.at(-1)!.bottom }));
}
