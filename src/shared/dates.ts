/** Calendar arithmetic in Europe/Berlin, where the organisation lives. Dates are `YYYY-MM-DD` strings. */
export const timeZone = 'Europe/Berlin';

const berlinDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

let lastMinute: { minute: number; date: string } | undefined;

/**
 * The Berlin calendar date of an instant. Remembered for the minute (Berlin's offset is whole hours, so the
 * date cannot change within one): every API request asks, and formatting costs more than the cached list.
 */
export function berlinDate(instant: Date): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (lastMinute?.minute !== minute) lastMinute = { minute, date: berlinDateFormat.format(instant) };
  return lastMinute.date;
}

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/**
 * True for a `YYYY-MM-DD` that names a real day of the (proleptic Gregorian) calendar from 0001-01-01 to
 * 9999-12-31, as PostgreSQL's `date` reads it: not 2026-02-30, 2026-13-01 or 0000-00-00.
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= daysInMonth;
}

function toUtcDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  const d = toUtcDay(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Monday of the ISO week (Monday–Sunday) that contains `date`. */
export function isoWeekStart(date: string): string {
  const weekday = (toUtcDay(date).getUTCDay() + 6) % 7; // Monday = 0
  return addDays(date, -weekday);
}

/** ISO week key such as `2024-W23`. */
export function isoWeekKey(date: string): string {
  const d = toUtcDay(date);
  const thursday = addDays(date, 3 - ((d.getUTCDay() + 6) % 7));
  const year = Number(thursday.slice(0, 4));
  const firstThursday = addDays(`${year}-01-04`, 3 - ((toUtcDay(`${year}-01-04`).getUTCDay() + 6) % 7));
  const week = 1 + Math.round((toUtcDay(thursday).getTime() - toUtcDay(firstThursday).getTime()) / (7 * 86400000));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export type DateCategory = 'heute' | 'woche' | 'vergangene';

/** heute = today; woche = earlier in the current ISO week; vergangene = before this week. */
export function categoryOf(date: string, today: string): DateCategory {
  if (date >= today) return 'heute';
  if (date >= isoWeekStart(today)) return 'woche';
  return 'vergangene';
}

/** `22.11.2026` */
export function formatGermanDate(value: string | Date): string {
  const d = typeof value === 'string' && value.length === 10 ? toUtcDay(value) : new Date(value);
  return d.toLocaleDateString('de-DE', {
    timeZone: typeof value === 'string' && value.length === 10 ? 'UTC' : timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
}
