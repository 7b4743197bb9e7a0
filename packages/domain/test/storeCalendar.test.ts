import { describe, expect, it } from 'vitest';
import {
  regularClosedDays,
  regularClosedDaysLabel,
  type StoreSchedule,
  storeDay,
  storeMonth,
} from '../src/storeCalendar.ts';

// A swim school: 10:00–21:30 on weekdays, 9:00–18:00 at the weekend, closed on Thursdays, 年末年始 off.
const hours = [0, 1, 2, 3, 5, 6].map((day) => ({
  day_of_week: day,
  opens_at: day === 0 || day === 6 ? '09:00' : '10:00',
  closes_at: day === 0 || day === 6 ? '18:00' : '21:30',
}));
const schedule = (patch: Partial<StoreSchedule> = {}): StoreSchedule => ({
  business_hours: hours,
  national_holiday_hours: 'regular',
  closures: [{ starts_on: '2026-12-29', ends_on: '2027-01-03', reason: '年末年始休業' }],
  ...patch,
});

describe('store calendar', () => {
  it('when a weekday has hours, then the store is open with them', () => {
    expect(storeDay('2026-11-24', schedule())).toEqual({
      date: '2026-11-24',
      day_of_week: 2,
      is_open: true,
      opens_at: '10:00',
      closes_at: '21:30',
      holiday_name: null,
      closed_reason: null,
      note: null,
    });
  });

  it('when the weekday has no hours, then it is the regular closed day', () => {
    expect(storeDay('2026-11-26', schedule())).toMatchObject({
      is_open: false,
      closed_reason: 'regular_closed_day',
      note: '定休日（木曜日）',
    });
    expect(regularClosedDays(hours)).toEqual([4]);
    expect(regularClosedDaysLabel(hours)).toBe('定休日（木曜日）');
    expect(regularClosedDaysLabel(hours.filter((h) => h.day_of_week !== 0))).toBe('定休日（日曜日・木曜日）');
  });

  it('when a store has entered no hours yet, then it counts as open every day with unknown hours', () => {
    expect(regularClosedDays([])).toEqual([]);
    expect(regularClosedDaysLabel([])).toBeNull();
    expect(storeDay('2026-11-26', schedule({ business_hours: [] }))).toMatchObject({
      is_open: true,
      opens_at: null,
      closes_at: null,
    });
    expect(storeDay('2026-12-30', schedule({ business_hours: [] })).closed_reason).toBe('closure');
    expect(
      storeDay('2026-11-23', schedule({ business_hours: [], national_holiday_hours: 'closed' }))
        .closed_reason,
    ).toBe('national_holiday');
  });

  it('when a day lies in a closure, then the closure says why, across the turn of the year', () => {
    for (const day of ['2026-12-29', '2026-12-31', '2027-01-01', '2027-01-03']) {
      expect(storeDay(day, schedule())).toMatchObject({
        is_open: false,
        closed_reason: 'closure',
        note: '年末年始休業',
      });
    }
    expect(storeDay('2027-01-04', schedule()).is_open).toBe(true);
    // 元日 is a holiday and in the closure: the closure is the reason, the holiday's name is still given.
    expect(storeDay('2027-01-01', schedule())).toMatchObject({
      holiday_name: '元日',
      closed_reason: 'closure',
    });
  });

  it('when a national holiday comes, then the store follows its holiday rule', () => {
    // 2026-11-23 勤労感謝の日, a Monday.
    expect(storeDay('2026-11-23', schedule())).toMatchObject({
      is_open: true,
      opens_at: '10:00',
      holiday_name: '勤労感謝の日',
    });
    expect(storeDay('2026-11-23', schedule({ national_holiday_hours: 'sunday' }))).toMatchObject({
      is_open: true,
      opens_at: '09:00',
      closes_at: '18:00',
    });
    expect(storeDay('2026-11-23', schedule({ national_holiday_hours: 'closed' }))).toMatchObject({
      is_open: false,
      closed_reason: 'national_holiday',
      note: '祝日休業（勤労感謝の日）',
    });
  });

  it('when a holiday takes Sunday hours and Sunday is closed, then the holiday is closed too', () => {
    const noSunday = hours.filter((h) => h.day_of_week !== 0);
    expect(
      storeDay('2026-11-23', schedule({ business_hours: noSunday, national_holiday_hours: 'sunday' })),
    ).toMatchObject({ is_open: false, closed_reason: 'national_holiday' });
  });

  it('when a holiday falls on the regular closed day, then the store stays closed for that reason', () => {
    // 2027-04-29 昭和の日 is a Thursday.
    expect(storeDay('2027-04-29', schedule({ national_holiday_hours: 'sunday' }))).toMatchObject({
      is_open: false,
      closed_reason: 'regular_closed_day',
      holiday_name: '昭和の日',
    });
  });

  it('when a month is asked for, then every day of it comes in order, February of a leap year included', () => {
    const november = storeMonth('2026-11', schedule());
    expect(november).toHaveLength(30);
    expect(november[0]?.date).toBe('2026-11-01');
    expect(november.at(-1)?.date).toBe('2026-11-30');
    expect(november.filter((d) => !d.is_open).map((d) => d.date)).toEqual([
      '2026-11-05',
      '2026-11-12',
      '2026-11-19',
      '2026-11-26',
    ]);
    expect(storeMonth('2028-02', schedule())).toHaveLength(29);
    expect(storeMonth('2026-13', schedule())).toEqual([]);
  });
});
