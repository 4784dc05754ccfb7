import { describe, expect, it } from 'vitest';
import { rankWeek } from './week-rank';

describe('the week ranked 1–7', () => {
  it('puts topics with a European side first, then by score', () => {
    const places = rankWeek([
      { id: 'a', score: 0.8, side: null, locked: false },
      { id: 'b', score: 0.4, side: 'EU-Kommission', locked: false },
      { id: 'c', score: 0.6, side: 'Europäische Zentralbank', locked: false },
    ]);
    expect([...places.entries()].sort((x, y) => x[1].rank - y[1].rank).map(([id]) => id)).toEqual(['c', 'b', 'a']);
    expect(places.get('c')!.reason).toBe(
      'Platz 1 von 3: europäischer Bezug (Europäische Zentralbank); das stärkste von 2 Themen mit europäischem Bezug nach Reichweite, Aktualität und EU-Relevanz.',
    );
    expect(places.get('a')!.reason).toMatch(/^Platz 3 von 3: ohne europäischen Bezug/);
  });

  it('lets a released or published topic keep its place; a stronger new topic moves the others down', () => {
    const places = rankWeek([
      { id: 'released', score: 0.2, side: 'EU-Kommission', locked: true, rank: 1 },
      { id: 'strong', score: 0.9, side: 'EU-Kommission', locked: false, rank: 3 },
      { id: 'old', score: 0.5, side: 'EU-Kommission', locked: false, rank: 2 },
    ]);
    expect(places.get('released')!.rank).toBe(1);
    expect(places.get('strong')!.rank).toBe(2);
    expect(places.get('old')!.rank).toBe(3);
    expect(places.get('released')!.reason).toMatch(/behält seinen Platz/);
  });
});
