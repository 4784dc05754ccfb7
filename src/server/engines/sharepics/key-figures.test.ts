import { describe, expect, it } from 'vitest';
import { keyFigureParts } from './key-figures';

const keys = (line: string) =>
  keyFigureParts(line)
    .filter((p) => p.key)
    .map((p) => p.text);

describe('keyFigureParts', () => {
  it('finds amounts with their hedge, scale and unit, in digits or in words', () => {
    expect(keys('mit mehr als vier Milliarden Euro für den Betrieb')).toEqual(['mehr als vier Milliarden Euro']);
    expect(keys('Der Leitzins sinkt um 0,25 Prozentpunkte auf 4,25 Prozent.')).toEqual([
      '0,25 Prozentpunkte',
      '4,25 Prozent',
    ]);
    expect(keys('Insgesamt 50\u00A0Milliarden US-Dollar werden lockergemacht')).toEqual([
      '50\u00A0Milliarden US-Dollar',
    ]);
    expect(keys('205 Opfer in drei Minuten')).toEqual(['205']);
  });

  it('leaves dates, years, names with digits and bare number words plain', () => {
    expect(keys('Am Montag, 10. Juni, entschied sie')).toEqual([]);
    // As the layout binds them: the day and its month with a no-break space.
    expect(keys('ab Donnerstag, 13.\u00A0Juni (Stand: 20.\u00A0Dezember)')).toEqual([]);
    expect(keys('Wochenlang mussten 2019 Migranten ausharren')).toEqual([]);
    expect(keys('Die G7-Staaten beraten ab Donnerstag, 13.')).toEqual([]);
    expect(keys('von vier schwimmenden LNG-Terminals')).toEqual([]);
  });

  it('returns the whole line in order, so nothing is lost or doubled', () => {
    const line = 'Zölle von bis zu 38 Prozent auf E-Autos';
    expect(
      keyFigureParts(line)
        .map((p) => p.text)
        .join(''),
    ).toBe(line);
    expect(keyFigureParts('Kein Betrag hier.')).toEqual([{ text: 'Kein Betrag hier.', key: false }]);
  });
});
