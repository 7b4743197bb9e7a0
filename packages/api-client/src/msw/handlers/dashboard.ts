import {
  addMonths,
  DAY_MS,
  dayOf,
  dayStartOf,
  isoTokyo,
  isValidIsoDate,
  longMonthLabel,
  MINUTE_MS,
  midnightOf,
  minutesOf,
  monthLabel,
  monthStartOf,
  timeOfDay,
  weekdayAt,
  weekStartOf,
} from '@kayoi/domain/calendar';
import type { FixtureAttendance, FixtureClass, FixtureCustomer } from '@kayoi/domain/demo';
import { kpiLabels, weekdayLabels } from '@kayoi/domain/labels';
import { z } from 'zod';
import type {
  AttendanceMonthDetail,
  CheckinRecord,
  DashboardInsight,
  DashboardInsights,
  KpiDetail,
  KpiItem,
  KpiKey,
  WeekdayCount,
} from '../../queries/types.ts';
import type { FixtureStore } from '../fixtureStore.ts';
import { handleAs, http, notFound, parseOr422, success } from '../http.ts';
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
    percentage: previous === 0 ? null : round1((delta / previous) * 100),
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
  // Built on first use: only the lesson figures need it.
  let byCustomerDay: Map<string, FixtureAttendance[]> | null = null;
  const visitsOn = (customerId: number, day: number) => {
    if (!byCustomerDay) {
      byCustomerDay = new Map();
      for (const visit of visits) {
        const key = `${visit.customer_id}:${dayStartOf(visit.check_in_at)}`;
        const list = byCustomerDay.get(key);
        if (list) list.push(visit);
        else byCustomerDay.set(key, [visit]);
      }
    }
    return byCustomerDay.get(`${customerId}:${day}`) ?? [];
  };
  /**
   * Lessons held between two instants (started by now), each with its places (members enrolled that day)
   * and presences by the house rule: a visit overlapping 30 minutes before the start to the end.
   */
  const lessonsBetween = (from: number, to: number) => {
    const held: { lesson: FixtureClass; day: number; places: number; presences: number }[] = [];
    for (let day = dayStartOf(from); day < to; day += DAY_MS) {
      for (const lesson of classes) {
        const starts = day + minutesOf(lesson.start) * MINUTE_MS;
        if (lesson.day !== weekdayAt(day) || starts > now || day < from) continue;
        const opens = starts - ARRIVAL_MARGIN_MINUTES * MINUTE_MS;
        const ends = day + minutesOf(lesson.end) * MINUTE_MS;
        const members = customers.filter((c) => c.class_ids.includes(lesson.id) && isMemberAt(c, day));
        const presences = members.filter((m) =>
          visitsOn(m.id, day).some((v) => v.check_in_at <= ends && (v.check_out_at ?? now) >= opens),
        ).length;
        held.push({ lesson, day, places: members.length, presences });
      }
    }
    return held;
  };
  return { now, today, visits, customers, classes, countBetween, enrolledAt, lessonsBetween };
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
  const lastMonthSameMoment = midnightOf(addMonths(dayOf(now), -1)) + (now - dayStartOf(now));
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
  const weekStart = midnightOf(weekStartOf(dayOf(facts.now)));
  const week = (start: number): WeekdayCount[] =>
    weekdayLabels.map((label, i) => {
      const dayStart = start + i * DAY_MS;
      const isFuture = dayStart > facts.now;
      return {
        label,
        count: isFuture ? 0 : facts.countBetween(dayStart, Math.min(dayStart + DAY_MS, facts.now + 1)),
        date: dayOf(dayStart),
        is_future: isFuture,
      };
    });
  return { this_week: week(weekStart), last_week: week(weekStart - 7 * DAY_MS) };
}

function todaySchedule(store: FixtureStore, facts: Facts) {
  const weekday = weekdayAt(facts.now);
  const recent = facts.lessonsBetween(facts.today - 7 * SCHEDULE_OCCURRENCES * DAY_MS, facts.today);
  return facts.classes
    .filter((lesson) => lesson.day === weekday)
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((lesson) => {
      const instructor = lesson.instructor_id === null ? undefined : store.staffById(lesson.instructor_id);
      const base = {
        id: lesson.id,
        class_name: lesson.name,
        instructor_name: instructor?.name ?? null,
        start_time: lesson.start,
        end_time: lesson.end,
        enrolled: facts.enrolledAt(lesson, facts.now),
        capacity: lesson.capacity,
        lane: lesson.lane,
      };
      const opens = facts.today + (minutesOf(lesson.start) - ARRIVAL_MARGIN_MINUTES) * MINUTE_MS;
      if (opens <= facts.now) {
        const today = facts
          .lessonsBetween(facts.today, facts.today + DAY_MS)
          .find((held) => held.lesson.id === lesson.id) ?? { places: base.enrolled, presences: 0 };
        return {
          ...base,
          attendance_rate: rate(today.presences, today.places),
          present: today.presences,
          attendance_basis: 'today' as const,
        };
      }
      const past = recent.filter((held) => held.lesson.id === lesson.id);
      return {
        ...base,
        attendance_rate: rate(
          past.reduce((sum, h) => sum + h.presences, 0),
          past.reduce((sum, h) => sum + h.places, 0),
        ),
        present: null,
        attendance_basis: past.length === 0 ? ('none' as const) : ('recent' as const),
      };
    });
}

const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.min(100, round1((part / whole) * 100)));

/** Lesson presences over enrolled lesson places per month (the server's rule). */
function attendanceTrend(facts: Facts, months: number) {
  const currentMonth = monthStartOf(dayOf(facts.now));
  const points = [];
  for (let back = months - 1; back >= 0; back -= 1) {
    const first = addMonths(currentMonth, -back);
    const start = midnightOf(first);
    const end = Math.min(midnightOf(addMonths(currentMonth, -back + 1)), facts.now + 1);
    const held = facts.lessonsBetween(start, end);
    points.push({
      month: first.slice(0, 7),
      label: monthLabel(first),
      rate: rate(
        held.reduce((sum, h) => sum + h.presences, 0),
        held.reduce((sum, h) => sum + h.places, 0),
      ),
    });
  }
  return points;
}

function attendanceMonth(facts: Facts, month: string): AttendanceMonthDetail | null {
  const first = `${month}-01`;
  if (!isValidIsoDate(first) || midnightOf(first) > facts.now) return null;
  const start = midnightOf(first);
  const end = Math.min(midnightOf(addMonths(first, 1)), facts.now + 1);
  const previousMonth = addMonths(first, -1);
  const previousStart = midnightOf(previousMonth);
  const held = facts.lessonsBetween(start, end);
  const before = facts.lessonsBetween(previousStart, start);
  const row = (label: string, part: typeof held) => {
    const places = part.reduce((sum, h) => sum + h.places, 0);
    const presences = part.reduce((sum, h) => sum + h.presences, 0);
    return { label, presences, places, rate: rate(presences, places) };
  };
  const total = row(month, held);
  const monthVisits = facts.visits.filter((v) => v.check_in_at >= start && v.check_in_at < end);
  return {
    month,
    label: longMonthLabel(month),
    rate: total.rate,
    lessons: held.length,
    places: total.places,
    presences: total.presences,
    check_ins: monthVisits.length,
    members_attended: new Set(monthVisits.map((v) => v.customer_id)).size,
    previous: {
      month: previousMonth.slice(0, 7),
      label: monthLabel(previousMonth),
      rate: row('', before).rate,
    },
    by_weekday: weekdayLabels.map((label, day) =>
      row(
        label,
        held.filter((h) => h.lesson.day === day),
      ),
    ),
    classes: facts.classes
      .map((lesson) => ({
        class_id: lesson.id,
        ...row(
          lesson.name,
          held.filter((h) => h.lesson.id === lesson.id),
        ),
      }))
      .filter((r) => r.places > 0)
      .sort((a, b) => b.rate - a.rate || b.places - a.places),
  };
}

function slicesOf(entries: { label: string; value: number }[], keepOrder = false) {
  const kept = entries.filter((e) => e.value > 0);
  if (!keepOrder) kept.sort((a, b) => b.value - a.value);
  const top =
    kept.length <= 5
      ? kept
      : [...kept.slice(0, 4), { label: 'その他', value: kept.slice(4).reduce((s, e) => s + e.value, 0) }];
  const total = top.reduce((sum, e) => sum + e.value, 0);
  return top.map((e) => ({ ...e, percentage: total === 0 ? 0 : round1((e.value / total) * 100) }));
}

/** The KPI detail modal over the fixtures (the server's definitions, see KpiDetail in the spec). */
function kpiDetail(store: FixtureStore, facts: Facts, key: KpiKey): KpiDetail {
  const { now, today, customers, classes, countBetween, enrolledAt } = facts;
  const endOf = (day: number) => (day === today ? now : day + DAY_MS - 1);
  const valueAt = (day: number): number => {
    const at = endOf(day);
    switch (key) {
      case 'active_members':
        return customers.filter((c) => isMemberAt(c, at)).length;
      case 'today_checkins':
        return countBetween(day, at + 1);
      case 'monthly_attendances':
        return countBetween(startOfTokyoMonth(at), at + 1);
      case 'active_classes':
        return classes.filter((lesson) => enrolledAt(lesson, at) > 0).length;
    }
  };
  const shift = (months: number) => midnightOf(addMonths(dayOf(today), months));
  const points = [
    { period: 'today', label: '本日', day: today },
    { period: 'yesterday', label: '昨日', day: today - DAY_MS },
    { period: 'last_week', label: '先週', day: today - 7 * DAY_MS },
    { period: 'last_month', label: '先月', day: shift(-1) },
  ] as const;
  const comparisons = points.map((point, i) => {
    const previousDay = points[i + 1]?.day ?? shift(-2);
    const value = valueAt(point.day);
    const previous = valueAt(previousDay);
    const item = kpi(value, previous, []);
    return {
      period: point.period,
      label: point.label,
      date: dayOf(point.day),
      value,
      previous_date: dayOf(previousDay),
      previous,
      delta: item.delta,
      percentage: item.percentage,
      trend: item.trend,
    };
  });
  let breakdown_title: string;
  let breakdown: ReturnType<typeof slicesOf>;
  switch (key) {
    case 'active_members': {
      const bands = ['幼児（〜5歳）', '小学生（6〜12歳）', '中高生（13〜17歳）', '大人（18歳〜）'];
      const year = Number(dayOf(now).slice(0, 4));
      const ages = customers
        .filter((m) => isMemberAt(m, now))
        .map((c) => year - Number(c.birth_date.slice(0, 4)));
      const counts = [
        ages.filter((a) => a < 6).length,
        ages.filter((a) => a >= 6 && a < 13).length,
        ages.filter((a) => a >= 13 && a < 18).length,
        ages.filter((a) => a >= 18).length,
      ];
      breakdown_title = '年齢層別';
      breakdown = slicesOf(
        bands.map((label, i) => ({ label, value: counts[i] ?? 0 })),
        true,
      );
      break;
    }
    case 'today_checkins': {
      const hours = facts.visits
        .filter((v) => v.check_in_at >= today && v.check_in_at <= now)
        .map((v) => Number(timeOfDay(v.check_in_at).slice(0, 2)));
      breakdown_title = '時間帯別';
      breakdown = slicesOf(
        [
          { label: '午前（〜12時）', value: hours.filter((h) => h < 12).length },
          { label: '午後（12〜17時）', value: hours.filter((h) => h >= 12 && h < 17).length },
          { label: '夕方以降（17時〜）', value: hours.filter((h) => h >= 17).length },
        ],
        true,
      );
      break;
    }
    case 'monthly_attendances': {
      const days = facts.visits
        .filter((v) => v.check_in_at >= startOfTokyoMonth(now) && v.check_in_at <= now)
        .map((v) => weekdayAt(v.check_in_at));
      breakdown_title = '曜日区分別';
      breakdown = slicesOf(
        [
          { label: '平日（月〜金）', value: days.filter((d) => d > 0 && d < 6).length },
          { label: '土曜', value: days.filter((d) => d === 6).length },
          { label: '日曜', value: days.filter((d) => d === 0).length },
        ],
        true,
      );
      break;
    }
    case 'active_classes': {
      const byProgram = new Map<string, number>();
      for (const lesson of classes.filter((l) => enrolledAt(l, now) > 0)) {
        const name = store.programs.find((p) => p.id === lesson.program_id)?.name ?? 'プログラム未設定';
        byProgram.set(name, (byProgram.get(name) ?? 0) + 1);
      }
      breakdown_title = 'プログラム別';
      breakdown = slicesOf([...byProgram].map(([label, value]) => ({ label, value })));
      break;
    }
  }
  return {
    key,
    ...kpiLabels[key],
    value: valueAt(today),
    timeline: Array.from({ length: 30 }, (_, i) => {
      const day = today - (29 - i) * DAY_MS;
      return { date: dayOf(day), value: valueAt(day) };
    }),
    comparisons,
    breakdown_title,
    breakdown,
  };
}

/** The insights card over the fixtures: the server's three rules with their backtested confidence. */
function insights(facts: Facts): DashboardInsights {
  const { now, today, countBetween } = facts;
  const items: DashboardInsight[] = [];
  const dayCount = (day: number) => countBetween(day, day + DAY_MS);
  const weekStart = midnightOf(weekStartOf(dayOf(now)));
  const rest = [];
  for (let day = today + DAY_MS; day < weekStart + 7 * DAY_MS; day += DAY_MS) rest.push(day);
  const nextWeek = rest.length === 0;
  const targets = nextWeek ? Array.from({ length: 7 }, (_, i) => weekStart + (7 + i) * DAY_MS) : rest;
  const forecast = (days: number[]) =>
    days.reduce((sum, day) => {
      let past = 0;
      for (let k = 1; k <= 8; k += 1) past += dayCount(day - 7 * k * DAY_MS);
      return sum + past / 8;
    }, 0);
  if (forecast(targets) > 0) {
    let hits = 0;
    for (let k = 1; k <= 8; k += 1) {
      const past = targets.map((day) => day - 7 * k * DAY_MS);
      const actual = past.reduce((sum, day) => sum + dayCount(day), 0);
      if (Math.abs(forecast(past) - actual) <= 0.15 * Math.max(actual, 1)) hits += 1;
    }
    const predicted = Math.round(forecast(targets));
    const soFar = countBetween(weekStart, now + 1);
    items.push({
      id: 'week_forecast',
      kind: 'prediction',
      title: nextWeek ? '来週の入館予測' : '今週の入館予測',
      message: nextWeek
        ? `来週の入館は約${predicted}名の見込みです（過去8週の同じ曜日の平均）。`
        : `今週の残り（${targets.map((d) => weekdayLabels[weekdayAt(d)]).join('・')}）の入館は約${predicted}名の見込みです。今週の合計は約${soFar + predicted}名になります。`,
      confidence: Math.round((hits / 8) * 100),
      basis: '過去8週に同じ方法で予測した結果が実績の±15%以内だった割合',
    });
  }
  const recent = facts.lessonsBetween(today - 28 * DAY_MS, today);
  const fullest = [...facts.classes].sort(
    (a, b) => facts.enrolledAt(b, now) / b.capacity - facts.enrolledAt(a, now) / a.capacity || a.id - b.id,
  )[0];
  if (fullest && facts.enrolledAt(fullest, now) / fullest.capacity >= 0.9) {
    const lessons = recent.filter((h) => h.lesson.id === fullest.id).slice(-4);
    const busy = lessons.filter((h) => h.presences >= 0.8 * fullest.capacity).length;
    const enrolled = facts.enrolledAt(fullest, now);
    items.push({
      id: 'class_capacity',
      kind: 'recommendation',
      title: 'クラスの増枠を検討',
      message: `「${fullest.name}」は定員${fullest.capacity}名に${enrolled}名が在籍しています（${Math.round((enrolled / fullest.capacity) * 100)}%）。増枠やクラスの追加を検討してください。`,
      confidence: lessons.length === 0 ? 0 : Math.round((busy / lessons.length) * 100),
      basis: `直近${lessons.length}回のレッスンのうち出席が定員の80%以上だった割合`,
    });
  } else {
    const rated = facts.classes
      .map((lesson) => {
        const lessons = recent.filter((h) => h.lesson.id === lesson.id).slice(-4);
        const places = lessons.reduce((sum, h) => sum + h.places, 0);
        return {
          lesson,
          lessons,
          rate: rate(
            lessons.reduce((sum, h) => sum + h.presences, 0),
            places,
          ),
          places,
        };
      })
      .filter((r) => r.places > 0)
      .sort((a, b) => a.rate - b.rate || a.lesson.id - b.lesson.id);
    const lowest = rated[0];
    if (lowest && lowest.rate < 60) {
      const low = lowest.lessons.filter((h) => rate(h.presences, h.places) < 60).length;
      items.push({
        id: 'class_capacity',
        kind: 'recommendation',
        title: '出席率の低いクラス',
        message: `「${lowest.lesson.name}」の直近${lowest.lessons.length}回の出席率は${lowest.rate}%です。振替の案内や時間帯の見直しを検討してください。`,
        confidence: Math.round((low / lowest.lessons.length) * 100),
        basis: `直近${lowest.lessons.length}回のレッスンのうち出席率が60%未満だった割合`,
      });
    }
  }
  const window = 28 * DAY_MS;
  const counts = new Map<number, [number, number, number]>();
  for (const visit of facts.visits) {
    const age = now - visit.check_in_at;
    if (age > 3 * window || age < 0) continue;
    const slot = age > 2 * window ? 0 : age > window ? 1 : 2;
    const row = counts.get(visit.customer_id) ?? [0, 0, 0];
    row[slot] += 1;
    counts.set(visit.customer_id, row);
  }
  const dropped = (before: number, after: number) => before >= 4 && after * 2 <= before;
  const flagged = [...counts].filter(
    ([id, [, b, c]]) => dropped(b, c) && facts.customers.find((m) => m.id === id)?.status === 'active',
  );
  if (flagged.length > 0) {
    const then = [...counts.values()].filter(([a, b]) => dropped(a, b));
    const stayed = then.filter(([a, , c]) => c * 2 <= a).length;
    const names = flagged.slice(0, 2).map(([id]) => {
      const c = facts.customers.find((m) => m.id === id);
      return `${c?.family_name} ${c?.given_name}さん`;
    });
    items.push({
      id: 'attendance_drop',
      kind: 'alert',
      title: '来館が減っている会員',
      message: `直近4週の来館が前の4週の半分以下になった会員が${flagged.length}名います（${names.join('、')}${flagged.length > 2 ? ' ほか' : ''}）。声かけや振替の案内を検討してください。`,
      confidence: then.length === 0 ? 0 : Math.round((stayed / then.length) * 100),
      basis:
        then.length === 0
          ? '4週前に同じ条件の会員がおらず、検証できていません'
          : `4週前に同じ条件で挙がった${then.length}名のうち、その後も来館が戻らなかった割合`,
    });
  }
  return { generated_at: isoTokyo(now), items };
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

  http.get('/api/dashboard/kpi/{key}', (info) =>
    handleAs(info, 'getDashboardKpiDetail', ({ store, storeId }) => {
      const key = info.params.key as KpiKey;
      if (!(key in kpiLabels)) throw notFound();
      return info.response(200).json(success(kpiDetail(store, storeFacts(store, storeId), key)));
    }),
  ),

  http.get('/api/dashboard/attendance-trend/{month}', (info) =>
    handleAs(info, 'getDashboardAttendanceMonth', ({ store, storeId }) => {
      const month = String(info.params.month);
      const detail = /^\d{4}-(0[1-9]|1[0-2])$/.test(month)
        ? attendanceMonth(storeFacts(store, storeId), month)
        : null;
      if (!detail) throw notFound();
      return info.response(200).json(success(detail));
    }),
  ),

  http.get('/api/dashboard/insights', (info) =>
    handleAs(info, 'getDashboardInsights', ({ store, storeId }) =>
      info.response(200).json(success(insights(storeFacts(store, storeId)))),
    ),
  ),

  http.get('/api/dashboard/attendance-trend', (info) =>
    handleAs(info, 'getDashboardAttendanceTrend', ({ store, storeId }) => {
      const { months } = parseOr422(monthsSchema, { months: info.query.get('months') ?? undefined });
      return info.response(200).json(success(attendanceTrend(storeFacts(store, storeId), months)));
    }),
  ),
];
