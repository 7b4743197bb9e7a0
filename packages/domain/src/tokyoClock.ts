// Tokyo wall-clock time from the platform's Intl alone, no date library: the app's first screens (the login form
// names the end of a lockout) load this, not the calendar, so they carry no date-fns. calendar.ts re-exports it.

import type { Day, Instant } from './calendar.ts';

export const TOKYO = 'Asia/Tokyo';

const tokyoClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TOKYO,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Tokyo has kept UTC+9, without summer time, since its last summer time ended in September 1951 (IANA
 * Asia/Tokyo). An instant from 1952 to the year 9999 is Tokyo's wall clock read off the UTC clock nine hours
 * on: the server stamps every answer and every visit this way, and Intl's time-zone lookup cost more CPU than
 * the rest of a tap's answer (issue 30's profile). Before 1952, Intl says what the clock said.
 */
const FIXED_OFFSET_FROM = Date.UTC(1952, 0, 1);
const FIXED_OFFSET_UNTIL = Date.UTC(9999, 11, 31) - 9 * 3_600_000;
const NINE_HOURS = 9 * 3_600_000;

/**
 * Tokyo's wall clock as 'YYYY-MM-DDTHH:mm:ss' (`toISOString`'s first 19 characters, shifted by nine hours), or
 * undefined when the instant is outside the fixed-offset years (or not a time at all).
 */
export function fixedOffsetWallClock(instant: Instant): string | undefined {
  const ms = instant.valueOf();
  if (!(ms >= FIXED_OFFSET_FROM && ms < FIXED_OFFSET_UNTIL)) return undefined;
  return new Date(ms + NINE_HOURS).toISOString().slice(0, 19);
}

/**
 * 00:00 Tokyo of a day in the fixed-offset years, given as that day's 00:00 UTC (nine hours later), or undefined
 * outside them.
 */
export function fixedOffsetMidnight(utcMidnight: number): number | undefined {
  return utcMidnight >= FIXED_OFFSET_FROM && utcMidnight < FIXED_OFFSET_UNTIL
    ? utcMidnight - NINE_HOURS
    : undefined;
}

function wallClock(instant: Instant): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const fixed = fixedOffsetWallClock(instant);
  if (fixed !== undefined) {
    return {
      year: fixed.slice(0, 4),
      month: fixed.slice(5, 7),
      day: fixed.slice(8, 10),
      hour: fixed.slice(11, 13),
      minute: fixed.slice(14, 16),
    };
  }
  const clock = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const part of tokyoClock.formatToParts(instant.valueOf())) {
    if (part.type in clock) clock[part.type as keyof typeof clock] = part.value;
  }
  return clock;
}

/** The Tokyo calendar day of an instant. */
export function dayOf(instant: Instant): Day {
  const { year, month, day } = wallClock(instant);
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

/** Today in Tokyo. */
export const todayInTokyo = (now: Instant = new Date()): Day => dayOf(now);

/** 'HH:MM' in Tokyo. */
export function timeOfDay(instant: Instant): string {
  const { hour, minute } = wallClock(instant);
  return `${hour}:${minute}`;
}
