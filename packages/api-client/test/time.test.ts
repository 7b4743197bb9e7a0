import { describe, expect, it } from 'vitest';
import {
  formatTokyo,
  isBeforeTodayInTokyo,
  isTodayOrLaterInTokyo,
  isValidIsoDate,
  parseTokyoDate,
  startOfTokyoDay,
  startOfTokyoWeek,
  TOKYO,
  todayInTokyo,
} from '../src/time.ts';

// 15:00 UTC is 00:00 the next day in Tokyo (UTC+9, no daylight saving).
const LAST_MS_OF_15TH = new Date('2025-06-15T14:59:59.999Z'); // 2025-06-15 23:59:59.999 JST, a Sunday
const MIDNIGHT_16TH = new Date('2025-06-15T15:00:00.000Z'); // 2025-06-16 00:00 JST, a Monday

/** The instant in UTC notation (a TZDate's own toISOString writes the +09:00 offset). */
const utc = (date: Date) => new Date(date.getTime()).toISOString();

describe('todayInTokyo', () => {
  it('when it is 14:59:59.999 UTC, then it is still that day in Tokyo', () => {
    expect(todayInTokyo(LAST_MS_OF_15TH)).toBe('2025-06-15');
  });
  it('when it is 15:00 UTC, then it is already the next day in Tokyo', () => {
    expect(todayInTokyo(MIDNIGHT_16TH)).toBe('2025-06-16');
  });
  it('when it is New Year 00:00 in Tokyo, then the year has turned there first', () => {
    expect(todayInTokyo(new Date('2025-12-31T15:00:00Z'))).toBe('2026-01-01');
  });
  it('when no time is given, then it uses the clock', () => {
    expect(todayInTokyo()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('isValidIsoDate', () => {
  it.each(['2025-06-16', '2024-02-29', '2000-02-29', '2025-12-31', '2025-04-30', '1900-01-01', '2999-12-31'])(
    'when the date is %s, then it is a real date',
    (date) => {
      expect(isValidIsoDate(date)).toBe(true);
    },
  );
  it.each([
    '2025-02-30',
    '2025-02-29',
    '2100-02-29',
    '2025-04-31',
    '2025-13-01',
    '2025-00-10',
    '2025-06-00',
    '2025-6-1',
    '2025/06/16',
    '20250616',
    '2025-06-16T00:00',
    '',
    '0000-01-01',
    '0099-12-31',
    '1899-12-31',
    '3000-01-01',
  ])('when the date is %j, then it is not a real YYYY-MM-DD date', (date) => {
    expect(isValidIsoDate(date)).toBe(false);
  });
});

describe('isBeforeTodayInTokyo', () => {
  it.each([
    [MIDNIGHT_16TH, '2025-06-15', true],
    [MIDNIGHT_16TH, '2025-06-16', false],
    [MIDNIGHT_16TH, '2025-06-17', false],
    [LAST_MS_OF_15TH, '2025-06-14', true],
    [LAST_MS_OF_15TH, '2025-06-15', false],
  ])('when now is %s and the date is %s, then it is before today: %s', (now, date, expected) => {
    expect(isBeforeTodayInTokyo(date, now)).toBe(expected);
  });
  it.each(['2025-02-30', 'yesterday', ''])(
    'when the date %j is not a real date, then it is false',
    (date) => {
      expect(isBeforeTodayInTokyo(date, MIDNIGHT_16TH)).toBe(false);
    },
  );
});

describe('isTodayOrLaterInTokyo', () => {
  it.each([
    [MIDNIGHT_16TH, '2025-06-16', true],
    [MIDNIGHT_16TH, '2025-06-17', true],
    [MIDNIGHT_16TH, '2025-06-15', false],
    [LAST_MS_OF_15TH, '2025-06-15', true],
    [LAST_MS_OF_15TH, '2025-06-14', false],
  ])('when now is %s and the date is %s, then it is today or later: %s', (now, date, expected) => {
    expect(isTodayOrLaterInTokyo(date, now)).toBe(expected);
  });
  it.each(['2026-02-30', 'tomorrow', ''])('when the date %j is not a real date, then it is false', (date) => {
    expect(isTodayOrLaterInTokyo(date, MIDNIGHT_16TH)).toBe(false);
  });
});

describe('parseTokyoDate', () => {
  it('when the date is real, then it is midnight of that day in Tokyo', () => {
    const date = parseTokyoDate('2025-06-16');
    expect(date && utc(date)).toBe('2025-06-15T15:00:00.000Z');
    expect(date?.timeZone).toBe(TOKYO);
  });
  it('when the date is not real, then it is undefined', () => {
    expect(parseTokyoDate('2025-02-30')).toBeUndefined();
  });
});

describe('startOfTokyoDay', () => {
  it('when it is 15:00 UTC, then the day started at that very instant', () => {
    expect(utc(startOfTokyoDay(MIDNIGHT_16TH))).toBe('2025-06-15T15:00:00.000Z');
  });
  it('when it is 14:59:59.999 UTC, then the day started 24 hours earlier', () => {
    expect(utc(startOfTokyoDay(LAST_MS_OF_15TH))).toBe('2025-06-14T15:00:00.000Z');
  });
  it('when given a timestamp number, then it treats it as the same instant', () => {
    expect(startOfTokyoDay(MIDNIGHT_16TH.getTime()).getTime()).toBe(MIDNIGHT_16TH.getTime());
  });
});

describe('startOfTokyoWeek', () => {
  it('when it is Monday 00:00 in Tokyo, then the week started on the Sunday before', () => {
    expect(utc(startOfTokyoWeek(MIDNIGHT_16TH))).toBe('2025-06-14T15:00:00.000Z');
  });
  it('when it is the last moment of Saturday in Tokyo (a Saturday in UTC too), then the week started six days before', () => {
    expect(utc(startOfTokyoWeek(new Date('2025-06-14T14:59:59.999Z')))).toBe('2025-06-07T15:00:00.000Z');
  });
  it('when it is Sunday 00:00 in Tokyo but still Saturday in UTC, then the week starts right then', () => {
    expect(utc(startOfTokyoWeek(new Date('2025-06-14T15:00:00Z')))).toBe('2025-06-14T15:00:00.000Z');
  });
});

describe('formatTokyo', () => {
  it('when formatted, then it shows Tokyo wall-clock time with Japanese weekday names', () => {
    expect(formatTokyo(MIDNIGHT_16TH, 'yyyy-MM-dd HH:mm (EEE)')).toBe('2025-06-16 00:00 (月)');
    expect(formatTokyo(LAST_MS_OF_15TH, 'M月d日(EEEE) H:mm')).toBe('6月15日(日曜日) 23:59');
  });
});
