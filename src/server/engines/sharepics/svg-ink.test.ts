import { describe, expect, it } from 'vitest';
import { inkBands, svgInk } from './svg-ink';

const svg = (body: string) =>
  `<svg width="100" height="200" viewBox="0 0 100 200" xmlns="http://www.w3.org/2000/svg">${body}</svg>`;

describe('svgInk', () => {
  it('bounds paths by all their points, control points included, with two pixels of slack', () => {
    const ink = svgInk(svg('<g><path fill="#fff" d="M10 20L30 40Q50 60.5 70 80Z"/></g>'), 100, 200);
    expect(ink).toEqual({ rows: [{ top: 18, bottom: 82 }], hasImage: false, left: 8, right: 72 });
  });

  it('bounds rectangles and images, merges overlapping rows and ignores what definitions hold', () => {
    const ink = svgInk(
      svg(
        '<mask id="m"><rect x="0" y="0" width="100" height="200" fill="#fff"/></mask>' +
          '<defs><pattern id="p"><rect x="0" y="0" width="100" height="200"/></pattern></defs>' +
          '<rect x="5" y="100" width="10" height="10" fill="#000"/>' +
          '<rect x="20" y="108" width="10" height="10" fill="#000"/>' +
          '<image x="40" y="150" width="20" height="20" href="data:image/png;base64,AA=="/>',
      ),
      100,
      200,
    );
    expect(ink).toEqual({
      rows: [
        { top: 98, bottom: 120 },
        { top: 148, bottom: 172 },
      ],
      hasImage: true,
      left: 3,
      right: 62,
    });
  });

  it('gives no answer for markup whose reach it cannot read', () => {
    expect(svgInk(svg('<text x="1" y="2">a</text>'), 100, 200)).toBeNull();
    expect(svgInk(svg('<path transform="scale(2)" d="M1 1L2 2"/>'), 100, 200)).toBeNull();
    expect(svgInk(svg('<path d="M1 1l2 2"/>'), 100, 200)).toBeNull();
    expect(svgInk(svg('<rect x="0" y="0" width="5" height="5" stroke="#000"/>'), 100, 200)).toBeNull();
  });
});

describe('inkBands', () => {
  const ink = (rows: [number, number][], hasImage = false) => ({
    rows: rows.map(([top, bottom]) => ({ top, bottom })),
    hasImage,
    left: 0,
    right: 100,
  });

  it('splits the ink in two halves at the gap nearest its middle, each band spanning its own gaps', () => {
    expect(
      inkBands(
        ink([
          [10, 40],
          [50, 80],
          [90, 120],
          [130, 160],
        ]),
        { top: 0, bottom: 200 },
      ),
    ).toEqual([
      { top: 10, bottom: 80 },
      { top: 90, bottom: 160 },
    ]);
  });

  it('keeps to the rows asked for, and draws an SVG with an image in one band', () => {
    const rows = ink([
      [10, 40],
      [50, 80],
      [90, 120],
    ]);
    expect(inkBands(rows, { top: 60, bottom: 200 })).toEqual([
      { top: 60, bottom: 80 },
      { top: 90, bottom: 120 },
    ]);
    expect(inkBands({ ...rows, hasImage: true }, { top: 0, bottom: 200 })).toEqual([{ top: 10, bottom: 120 }]);
    expect(inkBands(ink([]), { top: 0, bottom: 200 })).toEqual([]);
  });
});
