import { TZDate } from '@date-fns/tz';
import { addMonths as addCalendarMonths } from 'date-fns/addMonths';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  ageInTokyo,
  ageOn,
  clockOf,
  dayInMonth,
  dayOf,
  dayStartOf,
  daysBetween,
  earlierDay,
  fiscalYearDays,
  fiscalYearOf,
  formatJapaneseDate,
  formatMonthDayWeekday,
  formatSlashDate,
  formatTokyo,
  isBeforeTodayInTokyo,
  isoTokyo,
  isTodayOrLaterInTokyo,
  isValidIsoDate,
  laterDay,
  longMonthLabel,
  midnightOf,
  minutesOf,
  monthLabel,
  monthStartOf,
  TOKYO,
  timeOfDay,
  todayInTokyo,
  weekdayAt,
  weekdayOf,
  weekStartOf,
} from '../src/calendar.ts';
import { holidayName, isHoliday } from '../src/holidays.ts';

// 15:00 UTC is 00:00 the next day in Tokyo (UTC+9, no daylight saving).
const LAST_MS_OF_15TH = new Date('2025-06-15T14:59:59.999Z'); // 2025-06-15 23:59:59.999 JST, a Sunday
const MIDNIGHT_16TH = new Date('2025-06-15T15:00:00.000Z'); // 2025-06-16 00:00 JST, a Monday

const utc = (ms: number) => new Date(ms).toISOString();

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

describe('dayOf, midnightOf, dayStartOf', () => {
  it('when it is 15:00 UTC, then the Tokyo day started at that very instant', () => {
    expect(dayOf(MIDNIGHT_16TH)).toBe('2025-06-16');
    expect(utc(midnightOf('2025-06-16'))).toBe('2025-06-15T15:00:00.000Z');
    expect(dayStartOf(MIDNIGHT_16TH)).toBe(MIDNIGHT_16TH.getTime());
  });
  it('when it is 14:59:59.999 UTC, then the Tokyo day started 24 hours earlier', () => {
    expect(dayOf(LAST_MS_OF_15TH.getTime())).toBe('2025-06-15');
    expect(utc(dayStartOf(LAST_MS_OF_15TH))).toBe('2025-06-14T15:00:00.000Z');
  });
});

describe('timeOfDay, isoTokyo, minutesOf', () => {
  it('when an instant is written, then it is Tokyo wall-clock time with the +09:00 offset', () => {
    expect(timeOfDay(LAST_MS_OF_15TH)).toBe('23:59');
    expect(isoTokyo(MIDNIGHT_16TH)).toBe('2025-06-16T00:00:00+09:00');
    expect(isoTokyo(Date.parse('2026-11-21T07:02:09.500Z'))).toBe('2026-11-21T16:02:09+09:00');
  });
  it("when a time of day is read, then 'HH:MM' and 'HH:MM:SS' are minutes after midnight", () => {
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('21:00:00')).toBe(1260);
  });
  it("when minutes after midnight are written, then they are 'HH:MM' and read back the same", () => {
    expect(clockOf(570)).toBe('09:30');
    expect(clockOf(0)).toBe('00:00');
    expect(clockOf(23 * 60 + 45)).toBe('23:45');
    for (let m = 0; m < 24 * 60; m += 7) expect(minutesOf(clockOf(m))).toBe(m);
  });
});

describe('weeks start on Sunday', () => {
  it.each([
    ['2025-06-16', 1, '2025-06-15'], // Monday → the Sunday before
    ['2025-06-15', 0, '2025-06-15'], // a Sunday starts its own week
    ['2025-06-14', 6, '2025-06-08'], // Saturday is the week's last day
    ['2026-03-04', 3, '2026-03-01'],
    ['2026-04-02', 4, '2026-03-29'], // a week across two months
    ['2027-01-01', 5, '2026-12-27'], // a week across New Year
  ])('when the day is %s, then it is weekday %i and its week starts on %s', (day, weekday, sunday) => {
    expect(weekdayOf(day)).toBe(weekday);
    expect(weekStartOf(day)).toBe(sunday);
  });
  it('when an instant is late on Saturday in UTC but Sunday in Tokyo, then it is Sunday', () => {
    expect(weekdayAt(new Date('2025-06-14T15:00:00Z'))).toBe(0);
    expect(weekdayAt(new Date('2025-06-14T14:59:59.999Z'))).toBe(6);
  });
});

describe('days and months', () => {
  it('when days are added across a month, a year and a leap day, then the calendar is followed', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
  it('when months are added, then the day is clamped to the shorter month', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2028-03-31', -1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-31', -13)).toBe('2024-12-31');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(monthStartOf('2026-02-28')).toBe('2026-02-01');
  });
  it('when months are added to any day, then the answer is date-fns’ on that day in UTC', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2200-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -400, max: 400 }),
        (date, months) => {
          const day = date.toISOString().slice(0, 10);
          const expected = addCalendarMonths(new TZDate(`${day}T00:00:00Z`, 'UTC'), months)
            .toISOString()
            .slice(0, 10);
          expect(addMonths(day, months)).toBe(expected);
        },
      ),
      { numRuns: 5000 },
    );
  });
  it('when a day of a month is asked for, then a shorter month gives its last day', () => {
    expect(dayInMonth('2026-11', 27)).toBe('2026-11-27');
    expect(dayInMonth('2026-02', 31)).toBe('2026-02-28');
    expect(dayInMonth('2028-02', 30)).toBe('2028-02-29');
    expect(dayInMonth('2026-04', 31)).toBe('2026-04-30');
    expect(dayInMonth('2026-12', 1)).toBe('2026-12-01');
  });
  it('when the days between two days are listed, then both ends are included', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(daysBetween('2026-01-02', '2026-01-01')).toEqual([]);
  });
});

describe('fiscal year (年度) from April', () => {
  it.each([
    ['2026-03-31', 2025],
    ['2026-04-01', 2026],
    ['2026-12-31', 2026],
    ['2027-01-01', 2026],
    ['2027-03-31', 2026],
    ['2027-04-01', 2027],
  ])('when the day is %s, then it belongs to %i年度', (day, fiscalYear) => {
    expect(fiscalYearOf(day)).toBe(fiscalYear);
  });
  it('when a fiscal year is asked for, then it runs from 1 April to 31 March', () => {
    expect(fiscalYearDays(2026)).toEqual({ first: '2026-04-01', last: '2027-03-31' });
  });
});

describe('age', () => {
  it.each([
    ['2010-06-16', '2025-06-15', 14],
    ['2010-06-16', '2025-06-16', 15],
    ['2008-02-29', '2026-02-28', 17], // born on a leap day: a year older on 1 March
    ['2008-02-29', '2026-03-01', 18],
    ['2008-02-29', '2028-02-29', 20],
  ])('when born on %s, then on %s the age is %i', (birth, on, age) => {
    expect(ageOn(birth, on)).toBe(age);
  });
  it('when the birthday is the next Tokyo day, then the age has not turned yet in Tokyo', () => {
    expect(ageInTokyo('2010-06-16', LAST_MS_OF_15TH)).toBe(14);
    expect(ageInTokyo('2010-06-16', MIDNIGHT_16TH)).toBe(15);
    expect(ageInTokyo('2010-02-30', MIDNIGHT_16TH)).toBeUndefined();
  });
});

describe('Japanese formats', () => {
  it('when a day is written, then numbers are zero-padded with slashes and words are not padded', () => {
    expect(formatSlashDate('2026-02-08')).toBe('2026/02/08');
    expect(formatJapaneseDate('2026-02-28')).toBe('2026年2月28日(土)');
    expect(formatJapaneseDate('2026-11-01')).toBe('2026年11月1日(日)');
    expect(formatMonthDayWeekday(Date.parse('2026-11-21T07:00:00Z'))).toBe('11月21日(土)');
    expect(monthLabel('2026-01')).toBe('1月');
    expect(longMonthLabel('2026-11')).toBe('2026年11月');
  });
  it('when formatted with a pattern, then it shows Tokyo wall-clock time with Japanese weekday names', () => {
    expect(formatTokyo(MIDNIGHT_16TH, 'yyyy-MM-dd HH:mm (EEE)')).toBe('2025-06-16 00:00 (月)');
    expect(formatTokyo(LAST_MS_OF_15TH, 'M月d日(EEEE) H:mm')).toBe('6月15日(日曜日) 23:59');
  });
});

describe('national holidays', () => {
  it.each([
    ['2026-01-01', '元日'],
    ['2026-01-12', '成人の日'],
    ['2026-05-06', 'こどもの日 振替休日'], // 5/3 was a Sunday
    ['2026-09-22', '休日'], // 国民の休日 between 敬老の日 and 秋分の日
    ['2027-03-21', '春分の日'],
    ['2028-10-09', 'スポーツの日'],
    ['2029-04-30', '昭和の日 振替休日'],
    ['2030-11-04', '文化の日 振替休日'],
  ])('when the day is %s, then it is the holiday %s', (day, name) => {
    expect(isHoliday(day)).toBe(true);
    expect(holidayName(day)).toBe(name);
  });
  it('when the day is a working day, then it is no holiday', () => {
    expect(isHoliday('2026-11-24')).toBe(false);
    expect(holidayName('2026-11-24')).toBeUndefined();
  });
  it.each([2026, 2027, 2028, 2029, 2030])('when the year is %i, then its holidays are known', (year) => {
    const holidays = daysBetween(`${year}-01-01`, `${year}-12-31`).filter(isHoliday);
    // 16 national holidays a year, plus substitute holidays and 国民の休日.
    expect(holidays.length).toBeGreaterThanOrEqual(16);
    expect(holidays).toContain(`${year}-01-01`);
    expect(holidays).toContain(`${year}-11-23`);
  });
});

describe('Tokyo wall clock by the fixed offset (issue 30)', () => {
  // The reference: the platform's time-zone database, as every reading went before.
  const intl = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Tokyo',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const byIntl = (ms: number) => {
    const part = Object.fromEntries(intl.formatToParts(ms).map((p) => [p.type, p.value]));
    return {
      day: `${String(part.year).padStart(4, '0')}-${part.month}-${part.day}`,
      time: `${part.hour}:${part.minute}`,
      iso: `${String(part.year).padStart(4, '0')}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`,
    };
  };

  it('when any instant from 1952 to 9999 is read, then the day, the time and the ISO stamp are what the time-zone database says', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1952, 0, 1), max: Date.UTC(9999, 11, 30) }), (ms) => {
        const expected = byIntl(ms);
        expect(dayOf(ms)).toBe(expected.day);
        expect(timeOfDay(ms)).toBe(expected.time);
        expect(isoTokyo(ms)).toBe(`${expected.iso}+09:00`);
      }),
      { numRuns: 2_000 },
    );
  });

  it("when any day from 1900 to 2999 starts, then its midnight is the time-zone database's", () => {
    const byZone = (day: string) =>
      new TZDate(
        Number(day.slice(0, 4)),
        Number(day.slice(5, 7)) - 1,
        Number(day.slice(8, 10)),
        TOKYO,
      ).getTime();
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2999, 11, 31) }), (ms) => {
        const day = new Date(ms).toISOString().slice(0, 10);
        expect(midnightOf(day)).toBe(byZone(day));
      }),
      { numRuns: 2_000 },
    );
    // The last summer time's days (1951-05-06 to 09-08, UTC+10) and the first fixed-offset day.
    for (const day of ['1951-05-06', '1951-07-01', '1951-09-08', '1951-12-31', '1952-01-01']) {
      expect(midnightOf(day)).toBe(byZone(day));
    }
  });

  it('when any instant from 1900 to 9999 is written without its year, then it is the pattern M月d日(EEE) in Tokyo', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(9999, 11, 30) }), (ms) => {
        expect(formatMonthDayWeekday(ms)).toBe(formatTokyo(ms, 'M月d日(EEE)'));
      }),
      { numRuns: 2_000 },
    );
  });

  it('when an instant is on a Tokyo midnight or a second before it, then it is on the right day', () => {
    const midnight = Date.UTC(2026, 11, 31, 15, 0, 0); // 2027-01-01 00:00 in Tokyo
    expect(dayOf(midnight)).toBe('2027-01-01');
    expect(dayOf(midnight - 1)).toBe('2026-12-31');
    expect(isoTokyo(midnight - 1000)).toBe('2026-12-31T23:59:59+09:00');
    expect(isoTokyo(new Date(midnight))).toBe('2027-01-01T00:00:00+09:00');
  });

  it('when an instant is in the summer time of 1948–1951, then the clock of the time-zone database is read', () => {
    // 1950-07-01 12:00 UTC was 22:00 in Tokyo's summer time (UTC+10).
    const summer = Date.UTC(1950, 6, 1, 12, 0, 0);
    expect(timeOfDay(summer)).toBe(byIntl(summer).time);
    expect(isoTokyo(summer)).toBe(formatTokyo(summer, "yyyy-MM-dd'T'HH:mm:ssXXX"));
    expect(isoTokyo(summer)).toMatch(/\+10:00$/);
  });

  it('when the instant is not a time, then it is refused as before', () => {
    expect(() => isoTokyo(Number.NaN)).toThrow(RangeError);
  });
});

describe('earlierDay, laterDay', () => {
  it('when two days are given, then one is the earlier and the other the later, whatever their order', () => {
    const day = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const inOrder = Date.parse(a) <= Date.parse(b) ? [a, b] : [b, a];
        expect([earlierDay(a, b), laterDay(a, b)]).toEqual(inOrder);
        expect([earlierDay(b, a), laterDay(b, a)]).toEqual(inOrder);
      }),
    );
  });
});
