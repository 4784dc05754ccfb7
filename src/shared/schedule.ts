/**
 * Scheduled posts: when a post may be planned, and Berlin wall-clock time ↔ instants. Plain functions
 * without zod, shared by the publish dialog, the plan page and the server's check of every request.
 */
import { timeZone } from './dates';

/** A scheduled post must lie at least this far ahead: Buffer needs time, and the team time to cancel. */
export const scheduleMinLeadMinutes = 10;
/** And at most this far: a plan of three months is the most the team can keep an eye on. */
export const scheduleMaxDays = 90;

export const scheduleMessages = {
  invalid: 'Bitte gib ein gültiges Datum und eine gültige Uhrzeit an.',
  tooSoon: `Der geplante Zeitpunkt muss mindestens ${scheduleMinLeadMinutes} Minuten in der Zukunft liegen.`,
  tooLate: `Der geplante Zeitpunkt darf höchstens ${scheduleMaxDays} Tage in der Zukunft liegen.`,
} as const;

/** The German reason why `at` cannot be scheduled at `now`, or null when it can. */
export function scheduleProblem(at: Date, now: Date): string | null {
  if (Number.isNaN(at.getTime())) return scheduleMessages.invalid;
  if (at.getTime() < now.getTime() + scheduleMinLeadMinutes * 60_000) return scheduleMessages.tooSoon;
  if (at.getTime() > now.getTime() + scheduleMaxDays * 86_400_000) return scheduleMessages.tooLate;
  return null;
}

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Berlin's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function berlinOffsetMs(instant: number): number {
  const p = Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a Berlin wall-clock time (`2026-11-19`, `10:00`), whatever the browser's own zone; null
 * for malformed input. A time that does not exist (the hour skipped in spring) moves forward by the gap.
 */
export function berlinLocalToDate(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(+d[1]!, +d[2]! - 1, +d[3]!, +t[1]!, +t[2]!);
  if (Number.isNaN(wall) || +t[1]! > 23 || +t[2]! > 59) return null;
  const check = new Date(wall);
  if (check.getUTCDate() !== +d[3]! || check.getUTCMonth() !== +d[2]! - 1) return null;
  let instant = wall - berlinOffsetMs(wall);
  instant = wall - berlinOffsetMs(instant);
  return new Date(instant);
}

/** The Berlin wall-clock date and time of an instant, as the date and time inputs take them. */
export function berlinLocalParts(instant: Date): { date: string; time: string } {
  const p = Object.fromEntries(partsFormat.formatToParts(instant).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** `19.11.2026, 10:00 Uhr` in Berlin time. */
export function formatBerlinDateTime(value: string | Date): string {
  const d = new Date(value);
  const date = d.toLocaleDateString('de-DE', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
  const time = d.toLocaleTimeString('de-DE', { timeZone, hour: '2-digit', minute: '2-digit' });
  return `${date}, ${time} Uhr`;
}
