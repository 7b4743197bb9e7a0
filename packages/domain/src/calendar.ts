import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { ja } from 'date-fns/locale/ja';
import { weekdayLabels } from './labels.ts';

// The school's calendar: Asia/Tokyo days as 'YYYY-MM-DD' strings, whatever the machine's zone is. Tokyo has no
// daylight saving, so every day is 24 hours long and day arithmetic on UTC dates standing for Tokyo dates is
// exact; instants are converted only at the edges. Weeks start on Sunday; the fiscal year (年度) on 1 April.
// Functions that need "now" take it as a parameter, so tests can pin the clock.

import {
  dayOf,
  fixedOffsetMidnight,
  fixedOffsetWallClock,
  TOKYO,
  timeOfDay,
  todayInTokyo,
} from './tokyoClock.ts';

export { dayOf, TOKYO, timeOfDay, todayInTokyo };

export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** A calendar day in Tokyo, 'YYYY-MM-DD'. Zero-padded four-digit days order the same as strings and as days. */
export type Day = string;

/** An instant: a Date or milliseconds since the epoch. */
export type Instant = Date | number;

/**
 * The years a day may name. Before 1900 no member was born; JavaScript's Date reads years 0–99 as 1900–1999
 * and PostgreSQL has no year 0. Four-digit years keep 'YYYY-MM-DD' strings in day order, and no school plans
 * a millennium ahead.
 */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2999;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a 'YYYY-MM-DD' string naming a day that exists ('2025-02-30' does not) between 1900 and 2999. */
export function isValidIsoDate(date: string): boolean {
  const match = ISO_DATE.exec(date);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return (
    year >= EARLIEST_YEAR &&
    year <= LATEST_YEAR &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

// ---------------------------------------------------------------------------------------------------------
// Instants in Tokyo.

/** Formats an instant as Tokyo wall-clock time with a date-fns pattern in the ja locale ('EEE' → '土'). */
export function formatTokyo(instant: Instant, pattern: string): string {
  return format(new TZDate(instant.valueOf(), TOKYO), pattern, { locale: ja });
}

/**
 * An instant as the API writes it: ISO 8601 with the Tokyo offset, to the second
 * ('2026-11-21T16:02:00+09:00'). Every timestamp the server sends goes through here.
 */
export function isoTokyo(instant: Instant): string {
  const fixed = fixedOffsetWallClock(instant);
  return fixed === undefined ? formatTokyo(instant, "yyyy-MM-dd'T'HH:mm:ssXXX") : `${fixed}+09:00`;
}

/**
 * 00:00 Tokyo of a calendar day, as milliseconds since the epoch: nine hours before its 00:00 UTC from 1952 on
 * (a time-zone lookup per call was a tenth of a tap's CPU in Node, issue 30), the time-zone database's before.
 */
export function midnightOf(day: Day): number {
  const fixed = fixedOffsetMidnight(toUtc(day));
  if (fixed !== undefined) return fixed;
  return new TZDate(
    Number(day.slice(0, 4)),
    Number(day.slice(5, 7)) - 1,
    Number(day.slice(8, 10)),
    TOKYO,
  ).getTime();
}

/** 00:00 Tokyo of the day that holds an instant, as milliseconds since the epoch. */
export const dayStartOf = (instant: Instant) => midnightOf(dayOf(instant));

/** 'HH:MM[:SS]' → minutes after midnight. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes after midnight → 'HH:MM' (the wall clock of a weekly class: 990 → '16:30'). */
export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

// ---------------------------------------------------------------------------------------------------------
// Days, weeks, months, fiscal years.

const toUtc = (day: Day) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const fromUtc = (ms: number): Day => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: Day, days: number): Day => fromUtc(toUtc(day) + days * DAY_MS);

/**
 * The same day `months` months away, clamped to the month's last day (3/31 − 1 month = 2/28). In arithmetic on the
 * day's numbers, not through a time-zoned date: a chain's members report adds months to some hundred days a read, and
 * date-fns' addMonths over a TZDate took 4 ms of it.
 */
export const addMonths = (day: Day, months: number): Day => {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + months;
  const [year, month] = [Math.floor(index / 12), ((index % 12) + 12) % 12];
  // Day 0 of the next month: this month's last day.
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(year, month, Math.min(Number(day.slice(8, 10)), last)));
};

/** The `dayOfMonth`-th of a month ('YYYY-MM'), or its last day when the month is shorter (31 → 2/28). */
export const dayInMonth = (month: string, dayOfMonth: number): Day => {
  const first: Day = `${month}-01`;
  const days = Number(monthEndOf(month).slice(8, 10));
  return addDays(first, Math.min(Math.max(dayOfMonth, 1), days) - 1);
};

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: Day) => new Date(toUtc(day)).getUTCDay();

/** 0 = Sunday … 6 = Saturday of the Tokyo day that holds an instant. */
export const weekdayAt = (instant: Instant) => weekdayOf(dayOf(instant));

/** The Sunday that starts the week of `day`. */
export const weekStartOf = (day: Day) => addDays(day, -weekdayOf(day));

/** The first of the month of `day`. */
export const monthStartOf = (day: Day): Day => `${day.slice(0, 7)}-01`;

/** The last day of a month ('YYYY-MM'). */
export const monthEndOf = (month: string): Day => addDays(addMonths(`${month}-01`, 1), -1);

/** The earlier of two days. */
export const earlierDay = (a: Day, b: Day): Day => (a < b ? a : b);

/** The later of two days. */
export const laterDay = (a: Day, b: Day): Day => (a < b ? b : a);

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The fiscal year (年度) a day belongs to: it starts on 1 April, so 2027-03-31 is in 2026年度. */
export const fiscalYearOf = (day: Day) => Number(day.slice(0, 4)) - (Number(day.slice(5, 7)) < 4 ? 1 : 0);

/** The first and last day of a fiscal year: 2026年度 is 2026-04-01 … 2027-03-31. */
export const fiscalYearDays = (fiscalYear: number): { first: Day; last: Day } => ({
  first: `${fiscalYear}-04-01`,
  last: `${fiscalYear + 1}-03-31`,
});

/**
 * Full years of a person born on `birthDate` on the day `on`. A birthday later in the year than `on` has not
 * come yet; someone born on 29 February turns a year older on 1 March in other years.
 */
export function ageOn(birthDate: Day, on: Day): number {
  const years = Number(on.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return on.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Full years of a person born on `birthDate` today in Tokyo; undefined for a day that does not exist. */
export function ageInTokyo(birthDate: string, now: Instant = new Date()): number | undefined {
  return isValidIsoDate(birthDate) ? ageOn(birthDate, todayInTokyo(now)) : undefined;
}

/** A real 'YYYY-MM-DD' day strictly before today in Tokyo; false for anything that is not a real day. */
export function isBeforeTodayInTokyo(date: string, now: Instant = new Date()): boolean {
  return isValidIsoDate(date) && date < todayInTokyo(now);
}

/** A real 'YYYY-MM-DD' day that is today or later in Tokyo; false for anything that is not a real day. */
export function isTodayOrLaterInTokyo(date: string, now: Instant = new Date()): boolean {
  return isValidIsoDate(date) && date >= todayInTokyo(now);
}

// ---------------------------------------------------------------------------------------------------------
// Japanese formats. Numeric dates are zero-padded (2026/02/28) everywhere; written dates are not (2026年2月28日).

/** '2026-02-28' → '2026/02/28' */
export const formatSlashDate = (day: Day) => day.replaceAll('-', '/');

/** '2026-02-28' → '2026年2月28日(土)' */
export const formatJapaneseDate = (day: Day) =>
  `${day.slice(0, 4)}年${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日(${weekdayLabels[weekdayOf(day)]})`;

/** An instant's Tokyo day without the year, as the desk's visit history shows it: '11月21日(土)'. */
export const formatMonthDayWeekday = (instant: Instant) => {
  const day = dayOf(instant);
  return `${monthDayLabel(day)}(${weekdayLabels[weekdayOf(day)]})`;
};

/** '2026-12-10' → '12月10日' */
export const monthDayLabel = (day: Day) => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;

/** '2026-11' → '11月' */
export const monthLabel = (month: string) => `${Number(month.slice(5, 7))}月`;

/** '2026-11' → '2026年11月' */
export const longMonthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;
