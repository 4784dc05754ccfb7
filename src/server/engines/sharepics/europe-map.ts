/**
 * The map behind sharepics 1 and 2 when there is no photo: Europe in the brand's colours, the member states a
 * shade lighter than their neighbours, the story's countries in the accent colour (one outside the EU and its
 * candidates paler, when the story also names one inside), zoomed to them. Drawn from
 * Natural Earth's public-domain admin-0 shapes (world-atlas, 1:50m for Europe and its neighbours, 1:110m for
 * the rest of the world) with d3-geo. The shapes are projected once per thread, on first use, into path
 * strings of one fixed projection (Lambert azimuthal equal-area centred on Europe, as EU maps are); a view is
 * that picture scaled and moved, so no story projects anything again. The topology is dropped after that.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoAzimuthalEqualArea, geoCentroid, geoContains, geoDistance, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { countries as countryTable, countryByCode, placeById } from '../../../shared/countries';
import type { Branding } from './branding';
import { canvas, type MapPin } from './template-parts';

type Box = { x0: number; y0: number; x1: number; y1: number };
interface ProjectedCountry {
  /** The path of the country's main part (France without its overseas departments). */
  d: string;
  /** Parts far from the main one (French Guiana, Mayotte): highlighted only where the story marks a place. */
  far: { d: string; box: Box }[];
  /** Bounds of the whole shape, and of its main part (France without French Guiana, Russia without Siberia). */
  bounds: Box;
  main: Box;
  member: boolean;
}

const centre: [number, number] = [12, 52];
/** Countries whose centroid lies within this angle of the centre come from the 1:50m data. */
const detailedWithin = 0.6;

const require = createRequire(import.meta.url);
let projected: Map<string, ProjectedCountry> | null = null;
let project: ((lonLat: [number, number]) => [number, number] | null) | null = null;
let europe: Box | null = null;
let window: Box | null = null;

const union = (a: Box, b: Box): Box => ({
  x0: Math.min(a.x0, b.x0),
  y0: Math.min(a.y0, b.y0),
  x1: Math.max(a.x1, b.x1),
  y1: Math.max(a.y1, b.y1),
});
const intersects = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
const contains = (b: Box, x: number, y: number) => b.x0 <= x && x <= b.x1 && b.y0 <= y && y <= b.y1;
const clip = (a: Box, b: Box): Box => ({
  x0: Math.max(a.x0, b.x0),
  y0: Math.max(a.y0, b.y0),
  x1: Math.min(a.x1, b.x1),
  y1: Math.min(a.y1, b.y1),
});
const width = (b: Box) => b.x1 - b.x0;
const height = (b: Box) => b.y1 - b.y0;

type Shape = Feature<Polygon | MultiPolygon, { name: string }>;

function countriesOf(file: string): Shape[] {
  // Read, not required: require would keep the whole topology in its cache after the paths are made.
  const topology = JSON.parse(readFileSync(require.resolve(`world-atlas/${file}`), 'utf8')) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  return crimeaInUkraine(
    (feature(topology, topology.objects.countries) as FeatureCollection<Polygon | MultiPolygon, { name: string }>)
      .features,
  );
}

const inCrimea: [number, number] = [34.1, 45.0];
const polygonsOf = (shape: Shape): Polygon['coordinates'][] =>
  shape.geometry.type === 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates;
const asShape = (name: string, coordinates: Polygon['coordinates'][]): Shape => ({
  type: 'Feature',
  properties: { name },
  geometry: { type: 'MultiPolygon', coordinates },
});

/**
 * Natural Earth draws the de-facto line: Crimea inside Russia. Under international law, for the EU and for
 * Germany, Crimea is Ukraine, and a European chapter's map says so (an editor's review found every Ukraine map
 * without it). The Russian polygon that holds Crimea moves to Ukraine.
 */
export function crimeaInUkraine(shapes: Shape[]): Shape[] {
  const russia = shapes.find((f) => f.properties.name === 'Russia');
  const ukraine = shapes.find((f) => f.properties.name === 'Ukraine');
  if (!russia || !ukraine) return shapes;
  const crimea = polygonsOf(russia).filter((coordinates) => geoContains({ type: 'Polygon', coordinates }, inCrimea));
  if (crimea.length === 0) return shapes;
  return shapes.map((f) =>
    f === russia
      ? asShape(
          'Russia',
          polygonsOf(russia).filter((p) => !crimea.includes(p)),
        )
      : f === ukraine
        ? asShape('Ukraine', [...polygonsOf(ukraine), ...crimea])
        : f,
  );
}

/** Projects every country once: path strings with whole-unit coordinates and the bounds of each. */
function load(): Map<string, ProjectedCountry> {
  if (projected) return projected;
  const projection = geoAzimuthalEqualArea()
    .rotate([-centre[0], -centre[1]])
    .clipAngle(110)
    .scale(2000)
    .translate([0, 0])
    .precision(1);
  const path = geoPath(projection).digits(0);
  project = (lonLat) => projection(lonLat);
  const near = (f: Shape) => geoDistance(geoCentroid(f), centre) < detailedWithin;
  const detailed = countriesOf('countries-50m.json').filter(near);
  const names = new Set(detailed.map((f) => f.properties.name));
  const coarse = countriesOf('countries-110m.json').filter((f) => !names.has(f.properties.name));
  const members = new Set(countryTable.filter((x) => x.relation === 'member').map((x) => x.atlasName));
  const out = new Map<string, ProjectedCountry>();
  for (const shape of [...detailed, ...coarse]) {
    const d = path(shape);
    if (!d) continue;
    const boxOf = (f: Feature): Box => {
      const [[x0, y0], [x1, y1]] = path.bounds(f);
      return { x0, y0, x1, y1 };
    };
    const polygons: Feature<Polygon>[] =
      shape.geometry.type === 'Polygon'
        ? [shape as Feature<Polygon>]
        : shape.geometry.coordinates.map((coordinates) => ({
            type: 'Feature',
            properties: {},
            geometry: { type: 'Polygon', coordinates },
          }));
    const largest = polygons.reduce((a, b) => (path.area(b) > path.area(a) ? b : a));
    const core = boxOf(largest);
    const reach: Box = {
      x0: core.x0 - width(core) / 2,
      y0: core.y0 - height(core) / 2,
      x1: core.x1 + width(core) / 2,
      y1: core.y1 + height(core) / 2,
    };
    const near = polygons.filter((p) => {
      const b = boxOf(p);
      return Number.isFinite(b.x0) && intersects(b, reach);
    });
    const main = near.map(boxOf).reduce(union, core);
    const far = polygons
      .filter((p) => !near.includes(p))
      .flatMap((p) => {
        const part = path(p);
        return part ? [{ d: part, box: boxOf(p) }] : [];
      });
    out.set(shape.properties.name, {
      d: far.length ? near.map((p) => path(p) ?? '').join('') : d,
      far,
      bounds: boxOf(shape),
      main,
      member: members.has(shape.properties.name),
    });
  }
  // Europe: the member states' main parts; the window: what a map of Europe and its neighbourhood may show.
  europe = [...out.values()]
    .filter((c) => c.member)
    .map((c) => c.main)
    .reduce(union);
  const shown: Box = {
    x0: europe.x0 - width(europe) * 0.35,
    y0: europe.y0 - height(europe) * 0.2,
    x1: europe.x1 + width(europe) * 0.6,
    y1: europe.y1 + height(europe) * 0.45,
  };
  window = shown;
  // Only parts beyond the map's window are far (French Guiana, Mayotte); the Canaries or the Azores stay with
  // their country.
  for (const country of out.values()) {
    const inWindow = country.far.filter((f) => contains(shown, (f.box.x0 + f.box.x1) / 2, (f.box.y0 + f.box.y1) / 2));
    country.d += inWindow.map((f) => f.d).join('');
    country.far = country.far.filter((f) => !inWindow.includes(f));
  }
  projected = out;
  return out;
}

/** Countries smaller than this on the canvas (px) are ringed. */
const ringBelow = 36;
const maxRinged = 5;

/** Where on the canvas the story's countries are placed: above the text of both sharepics. */
export const mapFocus = { x0: 60, y0: 160, x1: canvas.width - 60, y1: 620 } as const;

/** What the map shows: the countries (ISO alpha-2) it highlights and the places (shared/countries.ts) it marks. */
export interface MapView {
  countries: string[];
  places: string[];
  /**
   * The lowest row the story's countries and names may take, above a text panel that reaches higher than
   * `mapFocus` allows for (sharepic 2's facts): the map is framed above it, so no name shows through the panel.
   */
  bottom?: number;
  /**
   * Europe around the story's countries (sharepic 2): the title's map comes close to where the news happens, the
   * detail's shows where that is in Europe, so the two slides do not repeat one picture.
   */
  wide?: boolean;
}

/** Never frame the story into less than this height, however tall the text below it. */
const minFocusHeight = 220;

/** Where on the canvas a view's countries and places go: `mapFocus`, raised above a tall text panel. */
function focusOf(map: MapView) {
  const y1 = Math.max(mapFocus.y0 + minFocusHeight, Math.min(mapFocus.y1, map.bottom ?? mapFocus.y1));
  return { ...mapFocus, y1 };
}

/** The part of the projected picture to show: the story's countries and places with some of their neighbourhood. */
function viewOf(highlighted: ProjectedCountry[], marked: Box[], zoomOut = false): Box {
  load();
  const eu = europe!;
  if (highlighted.length === 0 && marked.length === 0) return eu;
  // A place far from its country (Mayotte) counts like a country far away; a place at the edge of the view
  // keeps room around its dot and name.
  const pad = width(eu) * 0.04;
  const around = (b: Box): Box => ({ x0: b.x0 - pad, y0: b.y0 - pad, x1: b.x1 + pad, y1: b.y1 + pad });
  highlighted = [
    ...highlighted,
    ...marked.map((b) => ({ d: '', far: [], bounds: around(b), main: around(b), member: false })),
  ];
  // Only a country that reaches far beyond Europe (Russia) is cut to the window; a small one at its edge stays whole.
  // Where the story marks places in such a country (Kasan), those places frame it.
  const wide = (b: Box) => width(b) > width(eu) * 0.5;
  const frame = (c: ProjectedCountry) => {
    if (!wide(c.main)) return c.main;
    const inside = marked.filter((m) => contains(c.main, m.x0, m.y0)).map(around);
    return inside.length ? inside.reduce(union) : c.main;
  };
  const boxes = highlighted.map(frame);
  const near = (b: Box) => contains(window!, (b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2);
  const far = boxes.filter((b) => !near(b));
  let focus: Box = [...boxes.filter(near).map((b) => (wide(b) ? clip(b, window!) : b)), ...far].reduce(union);
  // A story far away is shown beside Europe, so the map says how far.
  if (far.length > 0) focus = union(focus, eu);
  // A city in the one country of the story is where it happens: the map comes closer, so two stories of one country
  // look different (Magdeburg, and Brussels deciding about Germany). Small countries keep some context around them.
  const cityInCountry =
    !zoomOut &&
    marked.length > 0 &&
    highlighted.length === marked.length + 1 &&
    marked.every((m) => contains(highlighted[0]!.main, m.x0, m.y0));
  if (cityInCountry) focus = marked.reduce(union);
  // A wide view shows most of Europe around the story, centred on it.
  const share = zoomOut ? { x: 0.7, y: 0.55 } : cityInCountry ? { x: 0.18, y: 0.13 } : { x: 0.3, y: 0.22 };
  const minWidth = width(eu) * share.x;
  const minHeight = height(eu) * share.y;
  const grow = (lo: number, hi: number, min: number) => {
    const extra = Math.max(0, min - (hi - lo)) / 2;
    return [lo - extra, hi + extra];
  };
  const [x0, x1] = grow(focus.x0, focus.x1, minWidth);
  const [y0, y1] = grow(focus.y0, focus.y1, minHeight);
  return { x0, y0, x1, y1 };
}

/** How a view is placed on the canvas: its countries, its places (projected) and the scale and shift. */
function frameOf(map: MapView) {
  const all = load();
  const names = new Set(map.countries.map((code) => countryByCode.get(code)?.atlasName).filter(Boolean));
  const highlighted = [...all.entries()].filter(([name]) => names.has(name)).map(([, c]) => c);
  const points = map.places.flatMap((id) => {
    const p = placeById.get(id);
    const xy = p ? project!([p.lon, p.lat]) : null;
    return p && xy ? [{ id: p.id, xy }] : [];
  });
  const view = viewOf(
    highlighted,
    points.map(({ xy: [x, y] }) => ({ x0: x, y0: y, x1: x, y1: y })),
    map.wide,
  );
  const focus = focusOf(map);
  const k = Math.min((focus.x1 - focus.x0) / width(view), (focus.y1 - focus.y0) / height(view));
  const tx = (focus.x0 + focus.x1) / 2 - ((view.x0 + view.x1) / 2) * k;
  const ty = (focus.y0 + focus.y1) / 2 - ((view.y0 + view.y1) / 2) * k;
  return { all, names, highlighted, points, k, tx, ty, focus };
}

/** Countries named on the map when it highlights this many: one is the kicker's, more are told apart by name. */
const namedCountries = { min: 2, max: 4 };

/**
 * The names a view writes on the map: its places beside their dots, and, when it highlights two to four
 * countries, each country's German name on the country (Ukraine and Moldova, Poland and Hungary), except on the
 * wide view.
 */
export function mapPins(map: MapView): MapPin[] {
  const { points, k, tx, ty, all, focus } = frameOf(map);
  const places = points.map(({ id, xy: [px, py] }) => ({ label: id, x: px * k + tx, y: py * k + ty }));
  const shown = map.countries.flatMap((code) => {
    const country = countryByCode.get(code);
    const shape = country && all.get(country.atlasName);
    return country && shape ? [{ name: country.nameDe, box: shape.main }] : [];
  });
  // On the wide view the countries are small: their names would cover them, and sharepic 1 gives them already.
  if (map.wide || shown.length < namedCountries.min || shown.length > namedCountries.max) return places;
  // A name stands in the middle of the part of its country the map shows (Russia beside Kasan, not in Siberia).
  const visible: Box = { x0: 0, y0: focus.y0, x1: canvas.width, y1: focus.y1 };
  const countries = shown
    .map(({ name, box }) => {
      const on = clip({ x0: box.x0 * k + tx, y0: box.y0 * k + ty, x1: box.x1 * k + tx, y1: box.y1 * k + ty }, visible);
      return {
        label: name,
        x: (on.x0 + on.x1) / 2,
        y: (on.y0 + on.y1) / 2,
        centred: true,
        seen: on.x0 < on.x1 && on.y0 < on.y1,
      };
    })
    .filter((c) => c.seen)
    .map(({ seen: _, ...pin }) => pin);
  return [...places, ...countries];
}

/** The SVG of the map background for a view in the brand's colours. */
export function mapBackgroundSvg(map: MapView, branding: Branding): string {
  const { all, names, highlighted, points, k, tx, ty } = frameOf(map);
  // What the canvas shows, in projected units: only shapes in it are drawn.
  const shown: Box = { x0: -tx / k, y0: -ty / k, x1: (canvas.width - tx) / k, y1: (canvas.height - ty) / k };
  const layers = { other: '', member: '', highlight: '', third: '' };
  // Beside a member state or candidate, a country outside the EU's circle is drawn apart, in a paler accent: a
  // strike in Russia lights up Russia, but not as one block with Ukraine.
  const ours = (code: string) => ['member', 'candidate'].includes(countryByCode.get(code)?.relation ?? '');
  const third = map.countries.some(ours)
    ? new Set(map.countries.filter((code) => !ours(code)).map((code) => countryByCode.get(code)?.atlasName))
    : new Set();
  // A far part of a highlighted country (Mayotte, French Guiana) is highlighted only when the story marks a place
  // on it; otherwise it is drawn as the country would be if not highlighted.
  const markedOn = (box: Box) =>
    points.some(({ xy: [x, y] }) =>
      contains({ x0: box.x0 - 20, y0: box.y0 - 20, x1: box.x1 + 20, y1: box.y1 + 20 }, x, y),
    );
  for (const [name, country] of all) {
    if (!intersects(country.bounds, shown)) continue;
    const plain = country.member ? 'member' : 'other';
    const layer = !names.has(name) ? plain : third.has(name) ? 'third' : 'highlight';
    layers[layer] += country.d;
    for (const part of country.far) {
      if (intersects(part.box, shown)) layers[layer !== plain && markedOn(part.box) ? layer : plain] += part.d;
    }
  }
  const { primary, primaryDark, accent, text, scrimRgb } = branding.colors;
  const stroke = (1.6 / k).toFixed(3);
  // A country too small to see at this scale (Malta, Israel beside Europe) gets a ring around it.
  // Not for the whole EU, where Malta and Luxembourg are two of many.
  const rings = (highlighted.length > maxRinged ? [] : highlighted)
    .filter((c) => Math.max(width(c.main), height(c.main)) * k < ringBelow)
    .map((c) => {
      const x = ((c.main.x0 + c.main.x1) / 2) * k + tx;
      const y = ((c.main.y0 + c.main.y1) / 2) * k + ty;
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="30" fill="none" stroke="${accent}" stroke-width="6"/>`;
    });
  // A named place: a white dot in a ring of the scrim colour, visible on the accent and on the sea alike.
  const dots = points.map(({ xy: [px, py] }) => {
    const x = (px * k + tx).toFixed(1);
    const y = (py * k + ty).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="13" fill="${text}" stroke="rgb(${scrimRgb})" stroke-width="6"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${canvas.width} ${canvas.height}">`,
    `<defs><linearGradient id="sea" x1="0.3" y1="0" x2="0.7" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${primaryDark}"/></linearGradient></defs>`,
    `<rect width="${canvas.width}" height="${canvas.height}" fill="url(#sea)"/>`,
    `<g transform="matrix(${k.toFixed(5)} 0 0 ${k.toFixed(5)} ${tx.toFixed(2)} ${ty.toFixed(2)})" stroke="rgb(${scrimRgb})" stroke-width="${stroke}" stroke-linejoin="round">`,
    `<path fill="${text}" fill-opacity="0.1" d="${layers.other}"/>`,
    `<path fill="${text}" fill-opacity="0.24" d="${layers.member}"/>`,
    `<path fill="${accent}" fill-opacity="0.45" d="${layers.third}"/>`,
    `<path fill="${accent}" d="${layers.highlight}"/>`,
    '</g>',
    ...rings,
    ...dots,
    '</svg>',
  ].join('');
}
