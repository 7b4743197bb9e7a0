import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns/addMonths';
import { z } from 'zod';
import type { CheckinRecord, KpiItem, WeekdayCount } from '../../queries/types.ts';
import { formatTokyo, startOfTokyoWeek, TOKYO } from '../../time.ts';
import type { FixtureStore } from '../fixtureStore.ts';
import { handleAs, http, parseOr422, success } from '../http.ts';
import {
  DAY_MS,
  dayStartOf,
  isoTokyo,
  MINUTE_MS,
  minutesOf,
  timeOfDay,
  WEEKDAY_LABELS,
  weekdayOf,
} from '../seed/clock.ts';
import type { FixtureAttendance, FixtureClass, FixtureCustomer } from '../seed/school.ts';
import { startOfTokyoMonth } from './attendance.ts';

// Every figure is computed from the fixture attendance of the caller's store (admins: the selected store),
// so a check-in recorded through the mock shows on the dashboard's next poll.

const LIST_LIMIT = 10;
const SCHEDULE_OCCURRENCES = 4;
const ARRIVAL_MARGIN_MINUTES = 30;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Was the customer a member at `at`: joined by then and not yet paused or withdrawn. */
const isMemberAt = (customer: FixtureCustomer, at: number) =>
  customer.joined_at <= at && (customer.left_at === null || customer.left_at > at);

function kpi(value: number, previous: number, sparkline: number[]): KpiItem {
  const delta = value - previous;
  return {
    value,
    trend: delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat',
    percentage: previous === 0 ? 0 : round1((delta / previous) * 100),
    delta,
    sparkline,
  };
}

/** The figures one dashboard request works from, read once from the store. */
function storeFacts(store: FixtureStore, storeId: number) {
  const now = store.nowMs();
  const today = dayStartOf(now);
  const visits = store.attendances.filter((a) => a.store_id === storeId && a.check_in_at <= now);
  const customers = store.customers.filter((c) => c.store_id === storeId);
  const classes = store.classes.filter((c) => c.store_id === storeId);
  const countBetween = (from: number, to: number) =>
    visits.filter((a) => a.check_in_at >= from && a.check_in_at < to).length;
  const enrolledAt = (lesson: FixtureClass, at: number) =>
    customers.filter((c) => c.class_ids.includes(lesson.id) && isMemberAt(c, at)).length;
  return { now, today, visits, customers, classes, countBetween, enrolledAt };
}

type Facts = ReturnType<typeof storeFacts>;

/** The last seven days, oldest first, as [day start, the moment to read the day at]. */
const lastSevenDays = ({ today, now }: Facts) =>
  [6, 5, 4, 3, 2, 1, 0].map((back) => {
    const day = today - back * DAY_MS;
    return [day, back === 0 ? now : day + DAY_MS - 1] as const;
  });

function dashboardKpi(facts: Facts) {
  const { now, today, customers, classes, countBetween, enrolledAt } = facts;
  const days = lastSevenDays(facts);
  const members = (at: number) => customers.filter((c) => isMemberAt(c, at)).length;
  const activeClasses = (at: number) => classes.filter((lesson) => enrolledAt(lesson, at) > 0).length;
  const monthToDate = (at: number) => countBetween(startOfTokyoMonth(at), at + 1);
  const lastMonthSameMoment = addMonths(new TZDate(now, TOKYO), -1).getTime();
  return {
    active_members: kpi(
      members(now),
      members(now - 30 * DAY_MS),
      days.map(([, at]) => members(at)),
    ),
    // Today so far against the same weekday last week up to the same time.
    today_checkins: kpi(
      countBetween(today, now + 1),
      countBetween(today - 7 * DAY_MS, now - 7 * DAY_MS + 1),
      days.map(([day, at]) => countBetween(day, at + 1)),
    ),
    // This month so far against last month up to the same day and time.
    monthly_attendances: kpi(
      monthToDate(now),
      monthToDate(lastMonthSameMoment),
      days.map(([, at]) => monthToDate(at)),
    ),
    active_classes: kpi(
      activeClasses(now),
      activeClasses(now - 30 * DAY_MS),
      days.map(([, at]) => activeClasses(at)),
    ),
  };
}

function checkinRecord(store: FixtureStore, visit: FixtureAttendance, now: number): CheckinRecord {
  const customer = store.customerById(visit.customer_id);
  const stay =
    visit.check_out_at === null ? null : Math.floor((visit.check_out_at - visit.check_in_at) / MINUTE_MS);
  return {
    id: visit.id,
    customer_id: visit.customer_id,
    customer_name: customer ? `${customer.family_name} ${customer.given_name}` : '不明な会員',
    check_in_time: timeOfDay(visit.check_in_at),
    check_in_datetime: isoTokyo(visit.check_in_at),
    check_out_time: visit.check_out_at === null ? null : timeOfDay(visit.check_out_at),
    stay_duration: stay,
    duration_minutes: stay ?? Math.max(0, Math.floor((now - visit.check_in_at) / MINUTE_MS)),
  };
}

function checkinCheckout(store: FixtureStore, facts: Facts) {
  const records = facts.visits
    .filter((a) => a.check_in_at >= facts.today)
    .map((visit) => ({ visit, record: checkinRecord(store, visit, facts.now) }));
  const newestIn = [...records].sort(
    (a, b) => b.visit.check_in_at - a.visit.check_in_at || b.visit.id - a.visit.id,
  );
  return {
    current_checkins: newestIn.filter(({ visit }) => visit.check_out_at === null).map(({ record }) => record),
    recent_checkins: newestIn.slice(0, LIST_LIMIT).map(({ record }) => record),
    recent_checkouts: records
      .filter(({ visit }) => visit.check_out_at !== null)
      .sort((a, b) => (b.visit.check_out_at ?? 0) - (a.visit.check_out_at ?? 0) || b.visit.id - a.visit.id)
      .slice(0, LIST_LIMIT)
      .map(({ record }) => record),
    longest_stays: [...records]
      .sort((a, b) => b.record.duration_minutes - a.record.duration_minutes)
      .slice(0, LIST_LIMIT)
      .map(({ record }) => record),
  };
}

function weeklyComparison(facts: Facts) {
  const weekStart = startOfTokyoWeek(facts.now).getTime();
  const week = (start: number): WeekdayCount[] =>
    WEEKDAY_LABELS.map((label, i) => ({
      label,
      count: facts.countBetween(start + i * DAY_MS, Math.min(start + (i + 1) * DAY_MS, facts.now + 1)),
    }));
  return { this_week: week(weekStart), last_week: week(weekStart - 7 * DAY_MS) };
}

/** The last few occurrences of a class that have started, newest first (day starts). */
function pastOccurrences(lesson: FixtureClass, facts: Facts): number[] {
  const days: number[] = [];
  for (
    let day = facts.today;
    days.length < SCHEDULE_OCCURRENCES && day > facts.today - 60 * DAY_MS;
    day -= DAY_MS
  ) {
    if (weekdayOf(day) === lesson.day && day + minutesOf(lesson.start) * MINUTE_MS <= facts.now)
      days.push(day);
  }
  return days;
}

function todaySchedule(store: FixtureStore, facts: Facts) {
  const weekday = weekdayOf(facts.now);
  return facts.classes
    .filter((lesson) => lesson.day === weekday)
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((lesson) => {
      let attended = 0;
      let places = 0;
      for (const day of pastOccurrences(lesson, facts)) {
        const opens = day + (minutesOf(lesson.start) - ARRIVAL_MARGIN_MINUTES) * MINUTE_MS;
        const closes = day + minutesOf(lesson.end) * MINUTE_MS;
        const members = facts.customers.filter((c) => c.class_ids.includes(lesson.id) && isMemberAt(c, day));
        places += members.length;
        attended += facts.visits.filter(
          (a) =>
            a.check_in_at >= opens && a.check_in_at <= closes && members.some((m) => m.id === a.customer_id),
        ).length;
      }
      const instructor = lesson.instructor_id === null ? undefined : store.staffById(lesson.instructor_id);
      return {
        id: lesson.id,
        class_name: lesson.name,
        instructor_name: instructor?.name ?? null,
        start_time: lesson.start,
        end_time: lesson.end,
        enrolled: facts.enrolledAt(lesson, facts.now),
        capacity: lesson.capacity,
        attendance_rate: places === 0 ? 0 : Math.min(100, round1((attended / places) * 100)),
        lane: lesson.lane,
      };
    });
}

/** Visits of the month over the class places scheduled in it so far (enrolled members × lessons held). */
function attendanceTrend(facts: Facts, months: number) {
  const currentMonth = new TZDate(startOfTokyoMonth(facts.now), TOKYO);
  const points = [];
  for (let back = months - 1; back >= 0; back -= 1) {
    const start = addMonths(currentMonth, -back).getTime();
    const end = Math.min(addMonths(currentMonth, -back + 1).getTime(), facts.now + 1);
    let places = 0;
    for (let day = start; day < end; day += DAY_MS) {
      for (const lesson of facts.classes) {
        if (lesson.day !== weekdayOf(day) || day + minutesOf(lesson.start) * MINUTE_MS > facts.now) continue;
        places += facts.enrolledAt(lesson, day);
      }
    }
    const visits = facts.countBetween(start, end);
    points.push({
      month: formatTokyo(start, 'yyyy-MM'),
      label: formatTokyo(start, 'M月'),
      rate: places === 0 ? 0 : Math.min(100, round1((visits / places) * 100)),
    });
  }
  return points;
}

const monthsSchema = z.object({
  months: z.coerce
    .number({ error: '月数は1から24の整数で指定してください' })
    .int({ error: '月数は1から24の整数で指定してください' })
    .min(1, { error: '月数は1から24の整数で指定してください' })
    .max(24, { error: '月数は1から24の整数で指定してください' })
    .default(6),
});

export const dashboardHandlers = [
  http.get('/api/dashboard/kpi', (info) =>
    handleAs(info, 'getDashboardKpi', ({ store, storeId }) =>
      info.response(200).json(success(dashboardKpi(storeFacts(store, storeId)))),
    ),
  ),

  http.get('/api/dashboard/checkin-checkout', (info) =>
    handleAs(info, 'getDashboardCheckinCheckout', ({ store, storeId }) =>
      info.response(200).json(success(checkinCheckout(store, storeFacts(store, storeId)))),
    ),
  ),

  http.get('/api/dashboard/weekly-comparison', (info) =>
    handleAs(info, 'getDashboardWeeklyComparison', ({ store, storeId }) =>
      info.response(200).json(success(weeklyComparison(storeFacts(store, storeId)))),
    ),
  ),

  http.get('/api/dashboard/today-schedule', (info) =>
    handleAs(info, 'getDashboardTodaySchedule', ({ store, storeId }) =>
      info.response(200).json(success(todaySchedule(store, storeFacts(store, storeId)))),
    ),
  ),

  http.get('/api/dashboard/attendance-trend', (info) =>
    handleAs(info, 'getDashboardAttendanceTrend', ({ store, storeId }) => {
      const { months } = parseOr422(monthsSchema, { months: info.query.get('months') ?? undefined });
      return info.response(200).json(success(attendanceTrend(storeFacts(store, storeId), months)));
    }),
  ),
];
