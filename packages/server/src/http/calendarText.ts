import { EARLIEST_YEAR, isValidIsoDate, LATEST_YEAR } from '@kayoi/domain/calendar';

/** `YYYY-MM`, `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]` (or with `T`), each part read as digits. */
const CALENDAR = /^(\d{4})-(\d{2})(?:-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?)?/;
/** `HH:MM[:SS]` alone. */
const CLOCK = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

const clockIsReal = (hour: string, minute: string, second: string | undefined) =>
  Number(hour) < 24 && Number(minute) < 60 && (second === undefined || Number(second) < 60);

/**
 * Whether text shaped like a month, a date, a wall-clock time or a time of day names one the database and the
 * Tokyo calendar code can hold: a year between EARLIEST_YEAR and LATEST_YEAR (PostgreSQL has no year 0), a
 * month 01–12, a day of that month, an hour 00–23, a minute and second 00–59. Text of another shape is not
 * judged here (its pattern is). The one rule for every month, date and time the API reads.
 */
export function isRealCalendarText(text: string): boolean {
  const clock = CLOCK.exec(text);
  if (clock) return clockIsReal(clock[1] as string, clock[2] as string, clock[3]);
  const parts = CALENDAR.exec(text);
  if (!parts) return true;
  const [, year, month, day, hour, minute, second] = parts;
  if (Number(year) < EARLIEST_YEAR || Number(year) > LATEST_YEAR) return false;
  if (Number(month) < 1 || Number(month) > 12) return false;
  if (day !== undefined && !isValidIsoDate(`${year}-${month}-${day}`)) return false;
  return hour === undefined || clockIsReal(hour, minute as string, second);
}
