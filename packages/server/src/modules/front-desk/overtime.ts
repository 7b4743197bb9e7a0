import { DAY_MS, dayOf, MINUTE_MS, midnightOf, minutesOf, weekdayOf } from '@kayoi/domain/calendar';

/** A contract's weekly slot: weekday (0 = Sunday) and Tokyo wall-clock times ('HH:MM' or 'HH:MM:SS'). */
export interface TimeSlot {
  day_of_week: number;
  start_time: string;
  end_time: string;
}

/** A visit counts as within its slot from 30 minutes before it starts until 30 minutes after it ends. */
export const SLOT_MARGIN_MINUTES = 30;

/**
 * The instants [from, to) when the slots admit a visit, for the Tokyo days around `instant` (the day
 * before, so a late slot's margin past midnight counts; the day after, for a stay across midnight).
 */
function windowsAround(slots: readonly TimeSlot[], instant: number): [number, number][] {
  const windows: [number, number][] = [];
  for (const offset of [-1, 0, 1]) {
    const day = dayOf(instant + offset * DAY_MS);
    const midnight = midnightOf(day);
    const weekday = weekdayOf(day);
    for (const slot of slots) {
      if (slot.day_of_week !== weekday) continue;
      windows.push([
        midnight + (minutesOf(slot.start_time) - SLOT_MARGIN_MINUTES) * MINUTE_MS,
        midnight + (minutesOf(slot.end_time) + SLOT_MARGIN_MINUTES) * MINUTE_MS,
      ]);
    }
  }
  return windows;
}

/**
 * Overtime (seed §4: outside contract hours). With `checkOut` null, whether the arrival is outside every
 * slot; otherwise whether the whole stay is. Without slots nothing is overtime.
 */
export function isOutsideContractHours(
  slots: readonly TimeSlot[],
  checkIn: number,
  checkOut: number | null,
): boolean {
  if (slots.length === 0) return false;
  const end = checkOut ?? checkIn;
  return !windowsAround(slots, checkIn).some(([from, to]) => checkIn >= from && end <= to);
}
