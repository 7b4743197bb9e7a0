// Days and times as a family reads them, in Asia/Tokyo. A lesson's day (`2026-11-24`) is a calendar day, not an
// instant: its weekday is read from the day itself.

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** `2026-11-24` → `11月24日（火）`. */
export function formatLessonDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()];
  return `${month}月${date}日（${weekday}）`;
}

const tokyoTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as Tokyo's `11/24 14:00`. */
export const formatTokyoDateTime = (instant: string) => tokyoTime.format(new Date(instant));

/** `2027-01` → `2027年1月` (a month as マイページ names it: 請求, 休会). */
export const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;
