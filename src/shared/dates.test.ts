import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './dates';

describe('isCalendarDate', () => {
  it.each(['2026-02-28', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31', '2026-04-30', '2026-12-31'])(
    'takes the real day %s',
    (day) => expect(isCalendarDate(day)).toBe(true),
  );

  it.each([
    '2026-02-30',
    '2026-13-01',
    '0000-00-00',
    '0000-01-01',
    '2025-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-01-00',
    '2026-1-01',
    '20260101',
    ' 2026-01-01',
  ])('refuses %j', (day) => expect(isCalendarDate(day)).toBe(false));
});
