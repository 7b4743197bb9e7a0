// Days and times as a family reads them, in Asia/Tokyo. A lesson's day (`2026-11-24`) is a calendar day, not an
// instant: its weekday is read from the day itself.

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** `2026-11-24` → `11月24日（火）`. */
export function formatLessonDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()];
  return `${month}月${date}日（${weekday}）`;
}

const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as Tokyo's `11/24 14:00`. Tokyo keeps +09:00 all year, so this is arithmetic: an
 * `Intl.DateTimeFormat` with a time zone costs ≈ 25 ms of ICU loading on a phone's first screen (issue 31).
 */
export function formatTokyoDateTime(instant: string): string {
  const tokyo = new Date(Date.parse(instant) + TOKYO_OFFSET_MS);
  return `${tokyo.getUTCMonth() + 1}/${tokyo.getUTCDate()} ${twoDigits(tokyo.getUTCHours())}:${twoDigits(tokyo.getUTCMinutes())}`;
}

/** `2027-01` → `2027年1月` (a month as マイページ names it: 請求, 休会). */
export const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;
