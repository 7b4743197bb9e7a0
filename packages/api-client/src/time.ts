import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { ja } from 'date-fns/locale/ja';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfWeek } from 'date-fns/startOfWeek';

// Calendar days are Asia/Tokyo days whatever the machine's zone is; `now` is a parameter so tests can pin it.

export const TOKYO = 'Asia/Tokyo';

/** The same instant, with Tokyo wall-clock getters (what date-fns reads). */
function inTokyo(date: Date | number): TZDate {
  return new TZDate(date.valueOf(), TOKYO);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * The years a date may name. Before 1900 no member was born; JavaScript's Date reads years 0–99 as 1900–1999
 * and PostgreSQL has no year 0. Four-digit years keep 'YYYY-MM-DD' strings in day order, and no school plans
 * a millennium ahead.
 */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2999;

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

/** Midnight in Tokyo of a 'YYYY-MM-DD' calendar day, or undefined when the string is not a real date. */
export function parseTokyoDate(date: string): TZDate | undefined {
  if (!isValidIsoDate(date)) return undefined;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, TOKYO);
}

/** Today's date in Tokyo as 'YYYY-MM-DD'. */
export function todayInTokyo(now: Date = new Date()): string {
  return format(inTokyo(now), 'yyyy-MM-dd');
}

/** A real 'YYYY-MM-DD' date strictly before today in Tokyo; false for anything that is not a real date. */
export function isBeforeTodayInTokyo(date: string, now: Date = new Date()): boolean {
  // Zero-padded four-digit dates order the same as strings and as days.
  return isValidIsoDate(date) && date < todayInTokyo(now);
}

/** A real 'YYYY-MM-DD' date that is today or later in Tokyo; false for anything that is not a real date. */
export function isTodayOrLaterInTokyo(date: string, now: Date = new Date()): boolean {
  return isValidIsoDate(date) && date >= todayInTokyo(now);
}

/** 00:00 Tokyo time of the day that contains `date`. */
export function startOfTokyoDay(date: Date | number = new Date()): TZDate {
  return startOfDay(inTokyo(date));
}

/** 00:00 Tokyo time of the Sunday that starts the week containing `date`. */
export function startOfTokyoWeek(date: Date | number = new Date()): TZDate {
  return startOfWeek(inTokyo(date), { weekStartsOn: 0 });
}

/** Formats an instant as Tokyo wall-clock time with a date-fns pattern in the ja locale ('EEE' → '日'). */
export function formatTokyo(date: Date | number, pattern: string): string {
  return format(inTokyo(date), pattern, { locale: ja });
}

/** Full years of a person born on `birthDate` ('YYYY-MM-DD'), on today in Tokyo; undefined for a bad date. */
export function ageInTokyo(birthDate: string, now: Date = new Date()): number | undefined {
  if (!isValidIsoDate(birthDate)) return undefined;
  const today = todayInTokyo(now);
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  // A birthday later in the year than today has not come yet (29 Feb counts from 1 Mar in other years).
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Age of majority in Japan since April 2022. */
export const ADULT_AGE = 18;
