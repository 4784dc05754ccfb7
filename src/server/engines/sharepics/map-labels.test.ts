import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultBranding } from './branding';
import { mapPins } from './europe-map';
import { renderDetailSharepic, renderTitleSharepic } from './render';
import { canvas, pinLabelBoxes } from './template-parts';

const branding = defaultBranding('Europa-Union Musterstadt');
const raw = async (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();

/** How many near-white pixels lie in the box right of (x, y) where a place's name stands. */
function whiteBeside(rgb: Buffer, x: number, y: number): number {
  let count = 0;
  for (let row = Math.round(y - 15); row < y + 15; row++) {
    for (let col = Math.round(x + 30); col < Math.min(canvas.width, x + 130); col++) {
      const o = (row * canvas.width + col) * 3;
      if (rgb[o]! > 220 && rgb[o + 1]! > 220 && rgb[o + 2]! > 220) count++;
    }
  }
  return count;
}

describe('the places a map marks', () => {
  it('stand on the canvas, and a story far from them still shows them (Kasan beside Ukraine)', () => {
    const [kasan] = mapPins({ countries: ['UA'], places: ['Kasan'] });
    expect(kasan!.label).toBe('Kasan');
    expect(kasan!.x).toBeGreaterThan(0);
    expect(kasan!.x).toBeLessThan(canvas.width);
    expect(kasan!.y).toBeGreaterThan(0);
    expect(kasan!.y).toBeLessThan(canvas.height / 2);
  });

  it('carry their name beside the dot, in the text colour', async () => {
    const map = { countries: ['DE'], places: ['Wiesbaden'] };
    const [pin] = mapPins(map);
    const titel = 'Nato steuert Ukraine-Hilfe aus Wiesbaden';
    const named = await raw((await renderTitleSharepic({ titel, photo: null, ...map }, branding)).png);
    const unnamed = await raw((await renderTitleSharepic({ titel, photo: null, countries: ['DE'] }, branding)).png);
    expect(whiteBeside(named, pin!.x, pin!.y)).toBeGreaterThan(40);
    expect(whiteBeside(unnamed, pin!.x, pin!.y)).toBe(0);
    // Sharepic 2 names its places too, on its wider map: a dot without its name does not say which city it is.
    const [widePin] = mapPins({ ...map, wide: true });
    const detail = await raw(
      (await renderDetailSharepic({ titel: '', inhalt: 'Kurz.', photo: null, ...map }, branding)).png,
    );
    expect(whiteBeside(detail, widePin!.x, widePin!.y)).toBeGreaterThan(40);
  });

  it('shows on sharepic 2 where in Europe the story is, not the title’s close-up again', async () => {
    const accent = (rgb: Buffer) => {
      let count = 0;
      for (let o = 0; o < (canvas.width * canvas.height * 3) / 2; o += 3)
        if (rgb[o]! > 200 && rgb[o + 1]! > 150 && rgb[o + 2]! < 80) count++;
      return count;
    };
    const data = {
      titel: 'Dänemark: Ministerpräsidentin angegriffen',
      inhalt: 'Kurz.',
      photo: null,
      countries: ['DK'],
    };
    const title = accent(await raw((await renderTitleSharepic(data, branding)).png));
    const detail = accent(await raw((await renderDetailSharepic(data, branding)).png));
    expect(detail).toBeGreaterThan(0);
    expect(detail).toBeLessThan(title / 3);
  });

  it('frames the map above a tall text panel, so no name shows through it', () => {
    const map = { countries: ['UA', 'MD'], places: ['Kiew', 'Brüssel'] };
    const free = mapPins(map);
    const framed = pinLabelBoxes(mapPins({ ...map, bottom: 420 }));
    expect(Math.max(...free.map((p) => p.y))).toBeGreaterThan(420);
    expect(framed).toHaveLength(free.length);
    for (const box of framed) expect(box.bottom).toBeLessThanOrEqual(440);
  });

  it('moves a name that would cover another one below it, and keeps names on the canvas', () => {
    const boxes = pinLabelBoxes([
      { label: 'Wiesbaden', x: 120, y: 420 },
      { label: 'Mannheim', x: 128, y: 446 },
      { label: 'Charkiw', x: 1060, y: 300 },
    ]);
    const [a, b] = boxes.filter((x) => x.pin.x < 500);
    expect(a!.bottom <= b!.top || b!.bottom <= a!.top).toBe(true);
    // Near the right edge the name stands left of its dot.
    const right = boxes.find((x) => x.pin.label === 'Charkiw')!;
    expect(right.onRight).toBe(false);
    expect(right.right).toBeLessThanOrEqual(canvas.width);
  });

  it('names two to four highlighted countries on the map, so Ukraine and Moldova can be told apart', () => {
    const names = (countries: string[]) =>
      mapPins({ countries, places: [] })
        .filter((p) => p.centred)
        .map((p) => p.label);
    expect(names(['UA', 'MD'])).toEqual(['Ukraine', 'Moldau']);
    // On sharepic 2's wide view the countries are small: names would cover them.
    expect(mapPins({ countries: ['UA', 'MD'], places: [], wide: true })).toEqual([]);
    // One country is the kicker's; the whole euro area or EU would be a list, not a map.
    expect(names(['FR'])).toEqual([]);
    expect(names(['DE', 'FR', 'IT', 'ES', 'NL', 'BE'])).toEqual([]);
  });
});
