import { TZDate } from '@date-fns/tz';
import { formatTokyo, startOfTokyoDay, TOKYO } from '../../time.ts';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** An instant as the API writes it: ISO 8601 with the Tokyo offset ('2026-11-21T16:02:00+09:00'). */
export const isoTokyo = (ms: number) => formatTokyo(ms, "yyyy-MM-dd'T'HH:mm:ssXXX");

/** 'HH:MM' in Tokyo. */
export const timeOfDay = (ms: number) => formatTokyo(ms, 'HH:mm');

/** 'YYYY-MM-DD', the Tokyo calendar day of an instant. */
export const tokyoDate = (ms: number) => formatTokyo(ms, 'yyyy-MM-dd');

/** 00:00 Tokyo of the day holding `ms` (Tokyo has no daylight saving: days are 24 h long). */
export const dayStartOf = (ms: number) => startOfTokyoDay(ms).getTime();

/** 0 = Sunday … 6 = Saturday, in Tokyo. */
export const weekdayOf = (ms: number) => new TZDate(ms, TOKYO).getDay();

/** 'HH:MM' → minutes after midnight. */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const WEEKDAY_LABELS = ['日', '月', '火', '水', '木', '金', '土'] as const;
