import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoContains } from 'd3-geo';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { defaultBranding } from './branding';
import { Resvg } from '@resvg/resvg-js';
import { crimeaInUkraine, mapBackgroundSvg, mapPins, type MapView } from './europe-map';

const require = createRequire(import.meta.url);
const shapesOf = (file: string) => {
  const topology = JSON.parse(readFileSync(require.resolve(`world-atlas/${file}`), 'utf8')) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  return (feature(topology, topology.objects.countries) as FeatureCollection<Polygon | MultiPolygon, { name: string }>)
    .features;
};

describe('the map of Europe', () => {
  it.each(['countries-50m.json', 'countries-110m.json'])('draws Crimea as Ukraine (%s)', (file) => {
    const simferopol: [number, number] = [34.1, 44.95];
    const moscow: [number, number] = [37.62, 55.76];
    const before = shapesOf(file);
    const after = crimeaInUkraine(before);
    const named = (name: string) => after.find((f) => f.properties.name === name)!;
    expect(geoContains(named('Ukraine'), simferopol)).toBe(true);
    expect(geoContains(named('Russia'), simferopol)).toBe(false);
    expect(geoContains(named('Russia'), moscow)).toBe(true);
    expect(after).toHaveLength(before.length);
  });

  it('highlights a country far from home only where the story is: Mayotte, not French Guiana', () => {
    const branding = defaultBranding('Europa-Union Musterstadt');
    const svg = mapBackgroundSvg({ countries: ['FR'], places: ['Mayotte'] }, branding);
    const [, k, tx] = /matrix\(([\d.]+) 0 0 [\d.]+ (-?[\d.]+) /.exec(svg)!.map(Number);
    const highlight = new RegExp(`<path fill="${branding.colors.accent}" d="([^"]*)"`).exec(svg)![1]!;
    const xs = [...highlight.matchAll(/(-?\d+),(-?\d+)/g)].map((m) => Number(m[1]) * k! + tx!);
    // Mainland France stands right of the canvas' first fifth; French Guiana, across the Atlantic, would be left.
    expect(Math.min(...xs)).toBeGreaterThan(1080 / 5);
  });

  it('draws a country outside the EU beside a member or candidate paler, not as one block with it', () => {
    const branding = defaultBranding('Europa-Union Musterstadt');
    const accent = [0, 2, 4].map((i) => parseInt(branding.colors.accent.slice(1 + i, 3 + i), 16));
    // The colour 40 px left of each place's dot (its label stands to the right), inside its country.
    const colours = (map: MapView) => {
      const { pixels, width } = new Resvg(mapBackgroundSvg(map, branding)).render();
      return mapPins(map)
        .filter((pin) => !('centred' in pin))
        .map(({ x, y }) => {
          const at = (Math.round(y) * width + Math.round(x) - 40) * 4;
          return [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!];
        });
    };
    const distance = (a: number[], b: number[]) => Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));

    const [kyiv, kazan] = colours({ countries: ['UA', 'RU'], places: ['Kiew', 'Kasan'] });
    expect(distance(kyiv!, accent)).toBeLessThan(10);
    expect(distance(kazan!, accent)).toBeGreaterThan(60);
    const [, kazanUnmarked] = colours({ countries: ['UA'], places: ['Kiew', 'Kasan'] });
    expect(distance(kazan!, kazanUnmarked!)).toBeGreaterThan(30);
    // Alone, the story's country outside the EU has the full accent.
    const [kazanAlone] = colours({ countries: ['RU'], places: ['Kasan'] });
    expect(distance(kazanAlone!, accent)).toBeLessThan(10);
  });
});
