import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { ja } from 'date-fns/locale/ja';

// Asia/Tokyo wall-clock helpers for the front desk (Tokyo has no daylight saving: every day is 24 h).

export const TOKYO = 'Asia/Tokyo';
export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

export const tokyo = (instant: Date | number) => new TZDate(instant.valueOf(), TOKYO);
export const formatTokyo = (instant: Date | number, pattern: string) =>
  format(tokyo(instant), pattern, { locale: ja });
/** 'HH:MM' */
export const timeOfDay = (instant: Date | number) => formatTokyo(instant, 'HH:mm');
/** 'YYYY-MM-DD' */
export const tokyoDate = (instant: Date | number) => formatTokyo(instant, 'yyyy-MM-dd');
/** ISO 8601 with the Tokyo offset, as the API writes instants. */
export const isoTokyo = (instant: Date | number) => formatTokyo(instant, "yyyy-MM-dd'T'HH:mm:ssXXX");
/** '11月21日(土)' */
export const dateWithWeekday = (instant: Date | number) => formatTokyo(instant, 'M月d日(EEE)');

/** 00:00 Tokyo of a 'YYYY-MM-DD' day, as an instant (ms). */
export function midnightOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, TOKYO).getTime();
}

/** 0 = Sunday … 6 = Saturday of a 'YYYY-MM-DD' day. */
export const weekdayOfDate = (date: string) => new TZDate(midnightOf(date), TOKYO).getDay();

/** 'HH:MM[:SS]' → minutes after midnight. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
