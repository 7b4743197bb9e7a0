import { addDays, addMonths, type Day, daysBetween, isValidIsoDate, weekdayOf } from './calendar.ts';
import { holidayName } from './holidays.ts';
import { type ClosedReason, closedReasonLabels, type HolidayHours, weekdayLabels } from './labels.ts';

// A store's calendar: whether it is open on a Tokyo calendar day, its hours, and why not. Classes, the desk and
// the calendar screen ask this one rule. Its own subpath, as it reads the national holidays (a large table).
//
// Which reason wins when several apply: an extra closure (臨時休業, 年末年始 …) first, then the regular closed day
// (定休日 — a holiday on it does not open the store), then the store's rule for national holidays. A store with no
// hours at all has not entered them yet (a store made before the store master): it counts as open every day,
// with unknown hours, rather than closed all week.

/** Opening hours of one weekday, 'HH:MM' wall-clock times in Asia/Tokyo; a weekday without any is 定休日. */
export interface BusinessHours {
  day_of_week: number;
  opens_at: string;
  closes_at: string;
}

/** Days the store is closed besides its regular closed days, both days included. */
export interface StoreClosure {
  starts_on: Day;
  ends_on: Day;
  reason: string;
}

export interface StoreSchedule {
  business_hours: readonly BusinessHours[];
  national_holiday_hours: HolidayHours;
  closures: readonly StoreClosure[];
}

export interface StoreDay {
  date: Day;
  day_of_week: number;
  is_open: boolean;
  opens_at: string | null;
  closes_at: string | null;
  /** The national holiday's name ('元日', 'こどもの日 振替休日'), open or not. */
  holiday_name: string | null;
  closed_reason: ClosedReason | null;
  /** What the calendar shows for a closed day: the closure's reason, 定休日（木曜日）, 祝日休業（元日）. */
  note: string | null;
}

const SUNDAY = 0;
/** Stands for the hours of a store that has entered none. */
const HOURS_NOT_SET: BusinessHours = { day_of_week: -1, opens_at: '', closes_at: '' };

/** The weekdays without opening hours (定休日), 0 = Sunday, in order; none while no hours are entered. */
export function regularClosedDays(hours: readonly BusinessHours[]): number[] {
  if (hours.length === 0) return [];
  const open = new Set(hours.map((h) => h.day_of_week));
  return [0, 1, 2, 3, 4, 5, 6].filter((day) => !open.has(day));
}

/** 定休日（木曜日）, 定休日（土曜日・日曜日）; null when the store opens every day. */
export function regularClosedDaysLabel(hours: readonly BusinessHours[]): string | null {
  const days = regularClosedDays(hours);
  if (days.length === 0) return null;
  return `${closedReasonLabels.regular_closed_day}（${days.map((d) => `${weekdayLabels[d]}曜日`).join('・')}）`;
}

const closed = (
  base: Pick<StoreDay, 'date' | 'day_of_week' | 'holiday_name'>,
  reason: ClosedReason,
  note: string,
): StoreDay => ({ ...base, is_open: false, opens_at: null, closes_at: null, closed_reason: reason, note });

/** The store on one day. */
export function storeDay(day: Day, schedule: StoreSchedule): StoreDay {
  const weekday = weekdayOf(day);
  const holiday = holidayName(day) ?? null;
  const base = { date: day, day_of_week: weekday, holiday_name: holiday };
  const closure = schedule.closures.find((c) => c.starts_on <= day && day <= c.ends_on);
  if (closure) return closed(base, 'closure', closure.reason);
  const unknown = schedule.business_hours.length === 0;
  const own = unknown ? HOURS_NOT_SET : schedule.business_hours.find((h) => h.day_of_week === weekday);
  if (!own)
    return closed(
      base,
      'regular_closed_day',
      `${closedReasonLabels.regular_closed_day}（${weekdayLabels[weekday]}曜日）`,
    );
  let hours: BusinessHours | undefined = own;
  if (holiday) {
    if (schedule.national_holiday_hours === 'closed') hours = undefined;
    else if (schedule.national_holiday_hours === 'sunday') {
      hours = unknown ? HOURS_NOT_SET : schedule.business_hours.find((h) => h.day_of_week === SUNDAY);
    }
    if (!hours)
      return closed(base, 'national_holiday', `${closedReasonLabels.national_holiday}（${holiday}）`);
  }
  return {
    ...base,
    is_open: true,
    opens_at: hours === HOURS_NOT_SET ? null : hours.opens_at,
    closes_at: hours === HOURS_NOT_SET ? null : hours.closes_at,
    closed_reason: null,
    note: null,
  };
}

/** Every day of a month ('YYYY-MM'). */
export function storeMonth(month: string, schedule: StoreSchedule): StoreDay[] {
  const first = `${month}-01`;
  if (!isValidIsoDate(first)) return [];
  return daysBetween(first, addDays(addMonths(first, 1), -1)).map((day) => storeDay(day, schedule));
}
