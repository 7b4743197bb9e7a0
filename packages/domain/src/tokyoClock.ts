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

function wallClock(instant: Instant): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
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
