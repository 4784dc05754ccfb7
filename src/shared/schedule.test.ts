import { describe, expect, it } from 'vitest';
import { berlinLocalParts, berlinLocalToDate, formatBerlinDateTime, scheduleProblem } from './schedule';

const now = new Date('2026-11-18T10:00:00Z');

describe('when a post may be scheduled', () => {
  it('needs at least 10 minutes ahead and at most 90 days, with German reasons', () => {
    expect(scheduleProblem(new Date('2026-11-18T10:09:59Z'), now)).toBe(
      'Der geplante Zeitpunkt muss mindestens 10 Minuten in der Zukunft liegen.',
    );
    expect(scheduleProblem(new Date('2026-11-18T09:00:00Z'), now)).toContain('mindestens 10 Minuten');
    expect(scheduleProblem(new Date('2026-11-18T10:10:00Z'), now)).toBeNull();
    expect(scheduleProblem(new Date('2027-02-16T10:00:00Z'), now)).toBeNull();
    expect(scheduleProblem(new Date('2027-02-16T10:00:01Z'), now)).toBe(
      'Der geplante Zeitpunkt darf höchstens 90 Tage in der Zukunft liegen.',
    );
    expect(scheduleProblem(new Date('nope'), now)).toBe('Bitte gib ein gültiges Datum und eine gültige Uhrzeit an.');
  });
});

describe('Berlin wall-clock time', () => {
  it('is UTC+1 in winter and UTC+2 in summer, whatever the zone of the machine', () => {
    expect(berlinLocalToDate('2026-11-19', '10:00')!.toISOString()).toBe('2026-11-19T09:00:00.000Z');
    expect(berlinLocalToDate('2026-07-01', '10:00')!.toISOString()).toBe('2026-07-01T08:00:00.000Z');
    // The autumn change: 02:30 happens twice; either instant is 02:30 in Berlin.
    expect(berlinLocalParts(berlinLocalToDate('2026-10-25', '02:30')!)).toEqual({ date: '2026-10-25', time: '02:30' });
  });

  it('refuses malformed dates and times', () => {
    expect(berlinLocalToDate('2026-02-30', '10:00')).toBeNull();
    expect(berlinLocalToDate('2026-11-19', '24:00')).toBeNull();
    expect(berlinLocalToDate('19.11.2026', '10:00')).toBeNull();
  });

  it('round-trips and formats as German readers write it', () => {
    const at = new Date('2026-11-19T09:00:00Z');
    expect(berlinLocalParts(at)).toEqual({ date: '2026-11-19', time: '10:00' });
    expect(formatBerlinDateTime(at)).toBe('19.11.2026, 10:00 Uhr');
  });
});
