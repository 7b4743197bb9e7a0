import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';

// Asia/Tokyo calendar days as 'YYYY-MM-DD' strings. Tokyo has no daylight saving, so date arithmetic on
// the calendar (UTC dates standing for Tokyo dates) is exact; instants are converted only at the edges.

export const TOKYO = 'Asia/Tokyo';
const DAY_MS = 86_400_000;

export type Day = string;

const toUtc = (day: Day) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const fromUtc = (ms: number): Day => new Date(ms).toISOString().slice(0, 10);

/** The Tokyo calendar day of an instant. */
export const tokyoDay = (instant: Date): Day => format(new TZDate(instant, TOKYO), 'yyyy-MM-dd');

export const addDays = (day: Day, days: number): Day => fromUtc(toUtc(day) + days * DAY_MS);

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: Day) => new Date(toUtc(day)).getUTCDay();

/** The Sunday that starts the week of `day`. */
export const weekStartOf = (day: Day) => addDays(day, -weekdayOf(day));

export const monthStartOf = (day: Day) => `${day.slice(0, 7)}-01`;

/** The same day `months` months away, clamped to the month's last day (3/31 − 1 month = 2/28). */
export const addMonthsClamped = (day: Day, months: number): Day =>
  fromUtc(addMonths(new TZDate(toUtc(day), 'UTC'), months).getTime());

/** 00:00 Tokyo of a calendar day, as an instant. */
export const startOfDayInstant = (day: Day) =>
  new TZDate(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), TOKYO);

/** The earlier of two days. */
export const earlierDay = (a: Day, b: Day): Day => (a < b ? a : b);

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** '2026-11' → '11月' */
export const monthLabel = (month: string) => `${Number(month.slice(5, 7))}月`;

/** '2026-11' → '2026年11月' */
export const longMonthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

/** Percent with one decimal; 0 over nothing. */
export const percentOf = (part: number, whole: number) =>
  whole <= 0 ? 0 : Math.round((part / whole) * 1000) / 10;
