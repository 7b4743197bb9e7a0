import holidayJp from '@holiday-jp/holiday_jp';
import type { Day } from './calendar.ts';

// Japan's national holidays (国民の祝日, 振替休日 and 国民の休日) from @holiday-jp/holiday_jp, which lists them
// from 1970 to 2050. Its own subpath, apart from the calendar: the table is about 230 KB and only the screens
// and rules that ask about holidays should load it.

const holidays: Readonly<Record<string, { name: string }>> = holidayJp.holidays;

/** The holiday's name ('元日', 'こどもの日 振替休日', '休日'), or undefined on a working day. */
export const holidayName = (day: Day): string | undefined => holidays[day]?.name;

/** True on a national holiday in Japan. */
export const isHoliday = (day: Day) => holidayName(day) !== undefined;
