import {
  addDays,
  addMonths,
  DAY_MS,
  type Day,
  dayOf,
  daysBetween,
  earlierDay,
  isoTokyo,
  longMonthLabel,
  MINUTE_MS,
  midnightOf,
  monthLabel,
  monthStartOf,
  timeOfDay,
  weekdayOf,
  weekStartOf,
} from '@kayoi/domain/calendar';
import { kpiLabels, weekdayLabels } from '@kayoi/domain/labels';
import type { ResponseData } from '../../http/types.ts';
import type { DashboardRepository, LessonGrouping, LessonTotals } from './repository.ts';

type DashboardKpi = ResponseData<'getDashboardKpi'>;
type KpiItem = DashboardKpi['active_members'];
type KpiKey = ResponseData<'getDashboardKpiDetail'>['key'];
type KpiDetail = ResponseData<'getDashboardKpiDetail'>;
type CheckinRecord = ResponseData<'getDashboardCheckinCheckout'>['current_checkins'][number];
type ClassScheduleItem = ResponseData<'getDashboardTodaySchedule'>[number];
type TrendPoint = ResponseData<'getDashboardAttendanceTrend'>[number];
type MonthDetail = ResponseData<'getDashboardAttendanceMonth'>;
type Insight = ResponseData<'getDashboardInsights'>['items'][number];

export interface DashboardDeps {
  repo: DashboardRepository;
  now: () => Date;
}

/** The occupancy panel's lists other than "currently inside" hold this many rows. */
const LIST_LIMIT = 10;
/** Before today's lesson opens, the schedule shows the rate of the class's last lessons held. */
const RECENT_LESSONS = 4;
/** The KPI detail modal's timeline. */
const TIMELINE_DAYS = 30;
/** The breakdown pie has one colour per slice (a 5-colour palette). */
const MAX_SLICES = 5;

/** Percent with one decimal; 0 over nothing. */
const percentOf = (part: number, whole: number) => (whole <= 0 ? 0 : Math.round((part / whole) * 1000) / 10);

function change(value: number, previous: number) {
  const delta = value - previous;
  return {
    delta,
    // Against 0 there is no percentage to tell (nor a direction to invent): the screen says 比較なし.
    percentage: previous === 0 ? null : Math.round((delta / previous) * 1000) / 10,
    trend: delta > 0 ? ('up' as const) : delta < 0 ? ('down' as const) : ('flat' as const),
  };
}

function kpiItem(value: number, previous: number, sparkline: number[]): KpiItem {
  const { delta, percentage, trend } = change(value, previous);
  return { value, trend, percentage, delta, sparkline };
}

/**
 * What the KPIs are made of, read once per request: check-ins per day since the month of `from`, and the
 * active members and classes at the end of each of `days`. `valueAt(key, day)` is the KPI at the end of that
 * day (today: now).
 */
async function loadKpiFacts(
  deps: DashboardDeps,
  storeId: number,
  today: Day,
  from: Day,
  days: readonly Day[],
) {
  const [counts, stock] = await Promise.all([
    deps.repo.dailyCounts(storeId, monthStartOf(from), today),
    deps.repo.dailyStock(storeId, [...new Set(days)], today),
  ]);
  const monthToDate = (day: Day) => {
    let sum = 0;
    for (const d of daysBetween(monthStartOf(day), day)) sum += counts.get(d) ?? 0;
    return sum;
  };
  const valueAt = (key: KpiKey, day: Day): number => {
    switch (key) {
      case 'active_members':
        return stock.get(day)?.active_members ?? 0;
      case 'today_checkins':
        return counts.get(day) ?? 0;
      case 'monthly_attendances':
        return monthToDate(day);
      case 'active_classes':
        return stock.get(day)?.active_classes ?? 0;
    }
  };
  return { counts, valueAt };
}

const lastDays = (today: Day, n: number) => daysBetween(addDays(today, -(n - 1)), today);

/** The four KPI cards (see DashboardKpi in the spec for what each is compared with). */
export async function dashboardKpi(deps: DashboardDeps, storeId: number): Promise<DashboardKpi> {
  const now = deps.now();
  const today = dayOf(now);
  const todayStart = new Date(midnightOf(today));
  const lastMonthDay = addMonths(today, -1);
  // The same wall-clock moment a day and a month ago (Tokyo days are 24 h: no daylight saving).
  const sinceMidnight = now.getTime() - todayStart.getTime();
  const lastMonthMoment = new Date(midnightOf(lastMonthDay) + sinceMidnight);
  const week = lastDays(today, 7);
  const [facts, yesterdaySoFar, lastMonthDaySoFar] = await Promise.all([
    loadKpiFacts(deps, storeId, today, lastMonthDay, [...week, lastMonthDay, addDays(today, -7)]),
    deps.repo.checkInsBetween(
      storeId,
      new Date(todayStart.getTime() - DAY_MS),
      new Date(now.getTime() - DAY_MS),
    ),
    deps.repo.checkInsBetween(storeId, new Date(midnightOf(lastMonthDay)), lastMonthMoment),
  ]);
  const series = (key: KpiKey) => week.map((day) => facts.valueAt(key, day));
  const lastMonthSoFar =
    facts.valueAt('monthly_attendances', lastMonthDay) -
    (facts.counts.get(lastMonthDay) ?? 0) +
    lastMonthDaySoFar;
  return {
    active_members: kpiItem(
      facts.valueAt('active_members', today),
      facts.valueAt('active_members', lastMonthDay),
      series('active_members'),
    ),
    today_checkins: kpiItem(facts.valueAt('today_checkins', today), yesterdaySoFar, series('today_checkins')),
    monthly_attendances: kpiItem(
      facts.valueAt('monthly_attendances', today),
      lastMonthSoFar,
      series('monthly_attendances'),
    ),
    active_classes: kpiItem(
      facts.valueAt('active_classes', today),
      facts.valueAt('active_classes', addDays(today, -7)),
      series('active_classes'),
    ),
  };
}

/** Slices with their share; beyond five, the smallest are summed as その他. */
function slices(entries: readonly { label: string; value: number }[]) {
  const sorted = entries.filter((e) => e.value > 0).sort((a, b) => b.value - a.value);
  const kept =
    sorted.length <= MAX_SLICES
      ? sorted
      : [
          ...sorted.slice(0, MAX_SLICES - 1),
          { label: 'その他', value: sorted.slice(MAX_SLICES - 1).reduce((sum, e) => sum + e.value, 0) },
        ];
  const total = kept.reduce((sum, e) => sum + e.value, 0);
  return kept.map((e) => ({ ...e, percentage: percentOf(e.value, total) }));
}

const AGE_BANDS: Record<string, string> = {
  preschool: '幼児（〜5歳）',
  elementary: '小学生（6〜12歳）',
  teen: '中高生（13〜17歳）',
  adult: '大人（18歳〜）',
  unknown: '生年月日未登録',
};
const TIME_BANDS: Record<string, string> = {
  morning: '午前（〜12時）',
  afternoon: '午後（12〜17時）',
  evening: '夕方以降（17時〜）',
};

async function breakdownOf(deps: DashboardDeps, storeId: number, key: KpiKey, today: Day, now: Date) {
  const todayStart = new Date(midnightOf(today));
  switch (key) {
    case 'active_members': {
      const rows = await deps.repo.membersByAge(storeId, today);
      return {
        title: '年齢層別',
        slices: slices(
          Object.keys(AGE_BANDS).map((band) => ({
            label: AGE_BANDS[band] as string,
            value: rows.find((r) => r.band === band)?.n ?? 0,
          })),
        ),
      };
    }
    case 'today_checkins': {
      const rows = await deps.repo.checkInsByTimeOfDay(storeId, todayStart, now);
      // Time of day keeps its order (morning → evening) rather than size.
      const entries = Object.keys(TIME_BANDS).map((band) => ({
        label: TIME_BANDS[band] as string,
        value: rows.find((r) => r.band === band)?.n ?? 0,
      }));
      const total = entries.reduce((sum, e) => sum + e.value, 0);
      return {
        title: '時間帯別',
        slices: entries
          .filter((e) => e.value > 0)
          .map((e) => ({ ...e, percentage: percentOf(e.value, total) })),
      };
    }
    case 'monthly_attendances': {
      // Weekends are Sunday and Saturday (seed §1): a swim school's week is weekday and weekend classes.
      const counts = await deps.repo.dailyCounts(storeId, monthStartOf(today), today);
      const groups = { weekdays: 0, saturday: 0, sunday: 0 };
      for (const [day, n] of counts) {
        const weekday = weekdayOf(day);
        if (weekday === 0) groups.sunday += n;
        else if (weekday === 6) groups.saturday += n;
        else groups.weekdays += n;
      }
      const entries = [
        { label: '平日（月〜金）', value: groups.weekdays },
        { label: '土曜', value: groups.saturday },
        { label: '日曜', value: groups.sunday },
      ];
      const total = entries.reduce((sum, e) => sum + e.value, 0);
      return {
        title: '曜日区分別',
        slices: entries
          .filter((e) => e.value > 0)
          .map((e) => ({ ...e, percentage: percentOf(e.value, total) })),
      };
    }
    case 'active_classes': {
      const rows = await deps.repo.activeClassesByProgram(storeId, today);
      return {
        title: 'プログラム別',
        slices: slices(rows.map((r) => ({ label: r.label ?? 'プログラム未設定', value: r.n }))),
      };
    }
  }
}

/** The KPI detail modal: 30-day timeline, the four comparison tiles and the breakdown. */
export async function kpiDetail(deps: DashboardDeps, storeId: number, key: KpiKey): Promise<KpiDetail> {
  const now = deps.now();
  const today = dayOf(now);
  const points = [
    { period: 'today', label: '本日', date: today },
    { period: 'yesterday', label: '昨日', date: addDays(today, -1) },
    { period: 'last_week', label: '先週', date: addDays(today, -7) },
    { period: 'last_month', label: '先月', date: addMonths(today, -1) },
  ] as const;
  const oldest = addMonths(today, -2);
  const timeline = lastDays(today, TIMELINE_DAYS);
  const [facts, breakdown] = await Promise.all([
    loadKpiFacts(deps, storeId, today, earlierDay(oldest, addDays(today, -TIMELINE_DAYS)), [
      ...timeline,
      ...points.map((p) => p.date),
      oldest,
    ]),
    breakdownOf(deps, storeId, key, today, now),
  ]);
  const comparisons = points.map((point, i) => {
    const previousDate = points[i + 1]?.date ?? oldest;
    const value = facts.valueAt(key, point.date);
    const previous = facts.valueAt(key, previousDate);
    return { ...point, value, previous_date: previousDate, previous, ...change(value, previous) };
  });
  return {
    key,
    ...kpiLabels[key],
    value: facts.valueAt(key, today),
    timeline: timeline.map((date) => ({ date, value: facts.valueAt(key, date) })),
    comparisons,
    breakdown_title: breakdown.title,
    breakdown: breakdown.slices,
  };
}

function checkinRecord(
  visit: {
    id: number;
    customer_id: number;
    customer_name: string;
    check_in_at: Date;
    check_out_at: Date | null;
  },
  now: Date,
): CheckinRecord {
  const stay =
    visit.check_out_at === null
      ? null
      : Math.floor((visit.check_out_at.getTime() - visit.check_in_at.getTime()) / MINUTE_MS);
  return {
    id: visit.id,
    customer_id: visit.customer_id,
    customer_name: visit.customer_name,
    check_in_time: timeOfDay(visit.check_in_at),
    check_in_datetime: isoTokyo(visit.check_in_at),
    check_out_time: visit.check_out_at === null ? null : timeOfDay(visit.check_out_at),
    stay_duration: stay,
    duration_minutes:
      stay ?? Math.max(0, Math.floor((now.getTime() - visit.check_in_at.getTime()) / MINUTE_MS)),
  };
}

/** The occupancy panel: everyone inside now, and today's latest check-ins, check-outs and longest stays. */
export async function checkinCheckout(deps: DashboardDeps, storeId: number) {
  const now = deps.now();
  const visits = await deps.repo.visitsSince(storeId, new Date(midnightOf(dayOf(now))), now);
  const rows = visits.map((visit) => ({ visit, record: checkinRecord(visit, now) }));
  const newestIn = [...rows].sort(
    (a, b) => b.visit.check_in_at.getTime() - a.visit.check_in_at.getTime() || b.visit.id - a.visit.id,
  );
  return {
    current_checkins: newestIn.filter(({ visit }) => visit.check_out_at === null).map(({ record }) => record),
    recent_checkins: newestIn.slice(0, LIST_LIMIT).map(({ record }) => record),
    recent_checkouts: rows
      .filter(({ visit }) => visit.check_out_at !== null)
      .sort(
        (a, b) =>
          (b.visit.check_out_at?.getTime() ?? 0) - (a.visit.check_out_at?.getTime() ?? 0) ||
          b.visit.id - a.visit.id,
      )
      .slice(0, LIST_LIMIT)
      .map(({ record }) => record),
    longest_stays: [...rows]
      .sort((a, b) => b.record.duration_minutes - a.record.duration_minutes || b.visit.id - a.visit.id)
      .slice(0, LIST_LIMIT)
      .map(({ record }) => record),
  };
}

/**
 * Check-ins per weekday, this week and last week (weeks start on Sunday); days to come are marked, 0, and so
 * are the days the store is closed (its calendar), which a chart marks 休業日 rather than draws as a 0.
 */
export async function weeklyComparison(deps: DashboardDeps, storeId: number) {
  const today = dayOf(deps.now());
  const thisWeek = weekStartOf(today);
  const lastWeek = addDays(thisWeek, -7);
  const [counts, closed] = await Promise.all([
    deps.repo.dailyCounts(storeId, lastWeek, addDays(thisWeek, 6)),
    deps.repo.closedDays(storeId, lastWeek, addDays(thisWeek, 6)),
  ]);
  const week = (start: Day) =>
    weekdayLabels.map((label, i) => {
      const day = addDays(start, i);
      const isFuture = day > today;
      return {
        label,
        count: isFuture ? 0 : (counts.get(day) ?? 0),
        date: day,
        is_future: isFuture,
        is_closed: closed.includes(day),
      };
    });
  return { this_week: week(thisWeek), last_week: week(lastWeek) };
}

/**
 * Places and presences of the lessons held between two days, summed by each of `groupings`: past days from
 * the kept counts (counted on first read), today's started lessons live.
 */
async function heldLessons<G extends LessonGrouping>(
  deps: DashboardDeps,
  storeId: number,
  from: Day,
  to: Day,
  groupings: readonly G[],
  now: Date,
): Promise<Record<G, Map<string, LessonTotals>>> {
  const today = dayOf(now);
  const lastPast = earlierDay(to, addDays(today, -1));
  await deps.repo.countPastLessons(storeId, from, lastPast);
  const includesToday = from <= today && today <= to;
  const [live, ...past] = await Promise.all([
    includesToday ? deps.repo.liveLessons(storeId, today, now) : Promise.resolve([]),
    ...groupings.map((grouping) =>
      from <= lastPast ? deps.repo.lessonTotals(storeId, from, lastPast, grouping) : Promise.resolve([]),
    ),
  ]);
  const result = {} as Record<G, Map<string, LessonTotals>>;
  groupings.forEach((grouping, i) => {
    const totals = new Map((past[i] ?? []).map((row) => [row.key, row]));
    for (const lesson of live) {
      if (!lesson.started) continue;
      const key =
        grouping === 'month'
          ? monthOf(today)
          : grouping === 'weekday'
            ? String(weekdayOf(today))
            : String(lesson.class_id);
      const row = totals.get(key) ?? { key, lessons: 0, places: 0, presences: 0 };
      totals.set(key, {
        key,
        lessons: row.lessons + 1,
        places: row.places + lesson.enrolled,
        presences: row.presences + lesson.present,
      });
    }
    result[grouping] = totals;
  });
  return result;
}

/** Today's classes with instructor, members enrolled today, capacity and attendance rate. */
export async function todaySchedule(deps: DashboardDeps, storeId: number): Promise<ClassScheduleItem[]> {
  const now = deps.now();
  const today = dayOf(now);
  const yesterday = addDays(today, -1);
  const from = addDays(today, -7 * RECENT_LESSONS);
  await deps.repo.countPastLessons(storeId, from, yesterday);
  const [classes, live, recent] = await Promise.all([
    deps.repo.classesOfDay(storeId, today, weekdayOf(today)),
    deps.repo.liveLessons(storeId, today, now),
    deps.repo.recentLessons(storeId, from, yesterday, RECENT_LESSONS, BUSY_ATTENDANCE, LOW_RATE),
  ]);
  return classes.map((lesson) => {
    const todays = live.find((l) => l.class_id === lesson.id);
    if (todays) {
      return {
        ...lesson,
        attendance_rate: percentOf(todays.present, todays.enrolled),
        present: todays.present,
        attendance_basis: 'today' as const,
      };
    }
    const past = recent.find((r) => r.class_id === lesson.id);
    return {
      ...lesson,
      attendance_rate: past ? percentOf(past.presences, past.places) : 0,
      present: null,
      attendance_basis: past ? ('recent' as const) : ('none' as const),
    };
  });
}

const monthOf = (day: Day) => day.slice(0, 7);
const totalsOf = (totals: Map<string, LessonTotals>, key: string) =>
  totals.get(key) ?? { key, lessons: 0, places: 0, presences: 0 };

/** Lesson presences over enrolled lesson places per month, oldest first, ending with this month. */
export async function attendanceTrend(
  deps: DashboardDeps,
  storeId: number,
  months: number,
): Promise<TrendPoint[]> {
  const now = deps.now();
  const today = dayOf(now);
  const first = addMonths(monthStartOf(today), -(months - 1));
  const totals = (await heldLessons(deps, storeId, first, today, ['month'], now)).month;
  return Array.from({ length: months }, (_, i) => {
    const month = monthOf(addMonths(first, i));
    const { places, presences } = totalsOf(totals, month);
    return { month, label: monthLabel(month), rate: percentOf(presences, places) };
  });
}

/** One month of the trend in detail; null for a month after the current one. */
export async function attendanceMonth(
  deps: DashboardDeps,
  storeId: number,
  month: string,
): Promise<MonthDetail | null> {
  const now = deps.now();
  const today = dayOf(now);
  const start = `${month}-01`;
  if (start > today) return null;
  const end = addDays(addMonths(start, 1), -1);
  const last = earlierDay(end, today);
  const previousStart = addMonths(start, -1);
  const until = end < today ? new Date(midnightOf(addDays(end, 1)) - 1) : now;
  const [{ month: before }, held, classes, visits] = await Promise.all([
    heldLessons(deps, storeId, previousStart, addDays(start, -1), ['month'], now),
    heldLessons(deps, storeId, start, last, ['month', 'weekday', 'class'], now),
    deps.repo.activeClasses(storeId, last),
    deps.repo.visitSummary(storeId, new Date(midnightOf(start)), until),
  ]);
  const previousMonth = monthOf(previousStart);
  const previous = totalsOf(before, previousMonth);
  const total = totalsOf(held.month, month);
  const row = (label: string, totals: LessonTotals) => ({
    label,
    presences: totals.presences,
    places: totals.places,
    rate: percentOf(totals.presences, totals.places),
  });
  return {
    month,
    label: longMonthLabel(month),
    rate: percentOf(total.presences, total.places),
    lessons: total.lessons,
    places: total.places,
    presences: total.presences,
    check_ins: visits.check_ins,
    members_attended: visits.members,
    previous: {
      month: previousMonth,
      label: monthLabel(previousMonth),
      rate: percentOf(previous.presences, previous.places),
    },
    by_weekday: weekdayLabels.map((label, day) => row(label, totalsOf(held.weekday, String(day)))),
    classes: classes
      .map((lesson) => ({
        class_id: lesson.id,
        ...row(lesson.name, totalsOf(held.class, String(lesson.id))),
      }))
      .filter((r) => r.places > 0)
      .sort((a, b) => b.rate - a.rate || b.places - a.places),
  };
}

// ── Insights ──────────────────────────────────────────────────────────────────────────────────────────

const FORECAST_WEEKS = 8;
const FORECAST_TOLERANCE = 0.15;
const FULL_RATIO = 0.9;
const BUSY_ATTENDANCE = 0.8;
const LOW_RATE = 60;
const DROP_WINDOW_DAYS = 28;
const DROP_MIN_VISITS = 4;

/** Check-ins expected on `days`: the mean of the same weekdays over the 8 weeks before them. */
function forecastDays(counts: Map<Day, number>, days: readonly Day[]) {
  let sum = 0;
  for (const day of days) {
    let past = 0;
    for (let k = 1; k <= FORECAST_WEEKS; k += 1) past += counts.get(addDays(day, -7 * k)) ?? 0;
    sum += past / FORECAST_WEEKS;
  }
  return sum;
}

async function weekForecast(deps: DashboardDeps, storeId: number, today: Day): Promise<Insight | null> {
  const weekStart = weekStartOf(today);
  const thisWeekRest = daysBetween(addDays(today, 1), addDays(weekStart, 6));
  const nextWeek = thisWeekRest.length === 0;
  const targets = nextWeek ? daysBetween(addDays(weekStart, 7), addDays(weekStart, 13)) : thisWeekRest;
  // The backtest predicts the same days 1…8 weeks earlier, each from the 8 weeks before it.
  const counts = await deps.repo.dailyCounts(
    storeId,
    addDays(weekStart, -7 * (2 * FORECAST_WEEKS + 1)),
    today,
  );
  let history = 0;
  for (const day of targets)
    for (let k = 1; k <= FORECAST_WEEKS; k += 1) history += counts.get(addDays(day, -7 * k)) ?? 0;
  if (history === 0) return null;
  const forecast = Math.round(forecastDays(counts, targets));
  let tested = 0;
  let hits = 0;
  for (let k = 1; k <= FORECAST_WEEKS; k += 1) {
    const past = targets.map((day) => addDays(day, -7 * k));
    const actual = past.reduce((sum, day) => sum + (counts.get(day) ?? 0), 0);
    const predicted = forecastDays(counts, past);
    tested += 1;
    if (Math.abs(predicted - actual) <= FORECAST_TOLERANCE * Math.max(actual, 1)) hits += 1;
  }
  const labels = targets.map((day) => weekdayLabels[weekdayOf(day)]).join('・');
  const soFar = daysBetween(weekStart, today).reduce((sum, day) => sum + (counts.get(day) ?? 0), 0);
  return {
    id: 'week_forecast',
    kind: 'prediction',
    title: nextWeek ? '来週の入館予測' : '今週の入館予測',
    message: nextWeek
      ? `来週の入館は約${forecast}名の見込みです（過去${FORECAST_WEEKS}週の同じ曜日の平均）。`
      : `今週の残り（${labels}）の入館は約${forecast}名の見込みです。今週の合計は約${soFar + forecast}名になります。`,
    confidence: Math.round((hits / tested) * 100),
    basis: `過去${tested}週に同じ方法で予測した結果が実績の±${FORECAST_TOLERANCE * 100}%以内だった割合`,
  };
}

async function classCapacity(deps: DashboardDeps, storeId: number, today: Day): Promise<Insight | null> {
  const yesterday = addDays(today, -1);
  const from = addDays(today, -7 * RECENT_LESSONS);
  await deps.repo.countPastLessons(storeId, from, yesterday);
  const [classes, recent] = await Promise.all([
    deps.repo.activeClasses(storeId, today),
    deps.repo.recentLessons(storeId, from, yesterday, RECENT_LESSONS, BUSY_ATTENDANCE, LOW_RATE),
  ]);
  const lessonsOf = (classId: number) => recent.find((r) => r.class_id === classId);
  const fullest = [...classes].sort(
    (a, b) => b.enrolled / b.capacity - a.enrolled / a.capacity || a.id - b.id,
  )[0];
  if (fullest && fullest.enrolled / fullest.capacity >= FULL_RATIO) {
    const lessons = lessonsOf(fullest.id);
    return {
      id: 'class_capacity',
      kind: 'recommendation',
      title: 'クラスの増枠を検討',
      message: `「${fullest.name}」は定員${fullest.capacity}名に${fullest.enrolled}名が在籍しています（${Math.round((fullest.enrolled / fullest.capacity) * 100)}%）。増枠やクラスの追加を検討してください。`,
      confidence: lessons ? Math.round((lessons.busy / lessons.lessons) * 100) : 0,
      basis: lessons
        ? `直近${lessons.lessons}回のレッスンのうち出席が定員の${BUSY_ATTENDANCE * 100}%以上だった割合`
        : '実施済みのレッスンがなく、出席で裏付けられていません',
    };
  }
  const lowest = classes
    .map((lesson) => ({ lesson, lessons: lessonsOf(lesson.id) }))
    .filter((r) => r.lessons !== undefined && r.lessons.places > 0)
    .map((r) => ({ ...r, rate: percentOf(r.lessons?.presences ?? 0, r.lessons?.places ?? 0) }))
    .sort((a, b) => a.rate - b.rate || a.lesson.id - b.lesson.id)[0];
  if (!lowest?.lessons || lowest.rate >= LOW_RATE) return null;
  return {
    id: 'class_capacity',
    kind: 'recommendation',
    title: '出席率の低いクラス',
    message: `「${lowest.lesson.name}」の直近${lowest.lessons.lessons}回の出席率は${lowest.rate}%です。振替の案内や時間帯の見直しを検討してください。`,
    confidence: Math.round((lowest.lessons.low / lowest.lessons.lessons) * 100),
    basis: `直近${lowest.lessons.lessons}回のレッスンのうち出席率が${LOW_RATE}%未満だった割合`,
  };
}

async function attendanceDrop(deps: DashboardDeps, storeId: number, now: Date): Promise<Insight | null> {
  const back = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const { flagged, flaggedBefore, stayedLow } = await deps.repo.attendanceDrops(
    storeId,
    back(3 * DROP_WINDOW_DAYS),
    back(2 * DROP_WINDOW_DAYS),
    back(DROP_WINDOW_DAYS),
    now,
    DROP_MIN_VISITS,
  );
  if (flagged.length === 0) return null;
  const names = flagged
    .sort((x, y) => y.before - y.after - (x.before - x.after) || x.customer_id - y.customer_id)
    .slice(0, 2)
    .map((r) => `${r.name}さん`);
  return {
    id: 'attendance_drop',
    kind: 'alert',
    title: '来館が減っている会員',
    message: `直近4週の来館が前の4週の半分以下になった会員が${flagged.length}名います（${names.join('、')}${flagged.length > 2 ? ' ほか' : ''}）。声かけや振替の案内を検討してください。`,
    // The same rule four weeks ago: of the members it flagged then, how many still came half as often since.
    confidence: flaggedBefore === 0 ? 0 : Math.round((stayedLow / flaggedBefore) * 100),
    basis:
      flaggedBefore === 0
        ? '4週前に同じ条件の会員がおらず、検証できていません'
        : `4週前に同じ条件で挙がった${flaggedBefore}名のうち、その後も来館が戻らなかった割合`,
  };
}

/** The insights card, computed anew at every call. */
export async function dashboardInsights(deps: DashboardDeps, storeId: number) {
  const now = deps.now();
  const today = dayOf(now);
  const items = await Promise.all([
    weekForecast(deps, storeId, today),
    classCapacity(deps, storeId, today),
    attendanceDrop(deps, storeId, now),
  ]);
  return { generated_at: isoTokyo(now), items: items.filter((item): item is Insight => item !== null) };
}
