import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { ResponseData } from '../../http/types.ts';
import {
  addDays,
  addMonthsClamped,
  type Day,
  daysBetween,
  earlierDay,
  longMonthLabel,
  monthLabel,
  monthStartOf,
  percentOf,
  startOfDayInstant,
  TOKYO,
  tokyoDay,
  WEEKDAY_LABELS,
  weekdayOf,
  weekStartOf,
} from './calendar.ts';
import type { DashboardRepository, LessonStat } from './repository.ts';

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

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** The occupancy panel's lists other than "currently inside" hold this many rows. */
const LIST_LIMIT = 10;
/** Before today's lesson opens, the schedule shows the rate of the class's last lessons held. */
const RECENT_LESSONS = 4;
/** The KPI detail modal's timeline. */
const TIMELINE_DAYS = 30;
/** The breakdown pie has one colour per slice (a 5-colour palette). */
const MAX_SLICES = 5;

export const KPI_LABELS: Record<KpiKey, { label: string; unit: string }> = {
  active_members: { label: 'アクティブ会員', unit: '名' },
  today_checkins: { label: '本日の入退室', unit: '件' },
  monthly_attendances: { label: '今月の出席数', unit: '回' },
  active_classes: { label: 'アクティブクラス', unit: 'クラス' },
};

/** An instant as the API writes it: ISO 8601 with the Tokyo offset. */
export const isoTokyo = (instant: Date) => format(new TZDate(instant, TOKYO), "yyyy-MM-dd'T'HH:mm:ssXXX");
const timeOfDay = (instant: Date) => format(new TZDate(instant, TOKYO), 'HH:mm');

function change(value: number, previous: number) {
  const delta = value - previous;
  return {
    delta,
    percentage: previous === 0 ? 0 : Math.round((delta / previous) * 1000) / 10,
    trend: delta > 0 ? ('up' as const) : delta < 0 ? ('down' as const) : ('flat' as const),
  };
}

function kpiItem(value: number, previous: number, sparkline: number[]): KpiItem {
  const { delta, percentage, trend } = change(value, previous);
  return { value, trend, percentage, delta, sparkline };
}

/**
 * What the KPIs are made of, read once per request: check-ins per day since `from`, membership spans and
 * enrolment spans. `valueAt(key, day)` is the KPI at the end of that day (today: now).
 */
async function loadKpiFacts(deps: DashboardDeps, storeId: number, today: Day, from: Day) {
  const [counts, members, enrolments] = await Promise.all([
    deps.repo.dailyCounts(storeId, monthStartOf(from), today),
    deps.repo.memberSpans(storeId, today),
    deps.repo.enrolmentSpans(storeId),
  ]);
  const monthToDate = (day: Day) => {
    let sum = 0;
    for (const d of daysBetween(monthStartOf(day), day)) sum += counts.get(d) ?? 0;
    return sum;
  };
  const covers = (from: Day, to: Day | null, day: Day) => from <= day && (to === null || to >= day);
  const valueAt = (key: KpiKey, day: Day): number => {
    switch (key) {
      case 'active_members':
        return members.reduce((sum, span) => sum + (covers(span.from_day, span.to_day, day) ? span.n : 0), 0);
      case 'today_checkins':
        return counts.get(day) ?? 0;
      case 'monthly_attendances':
        return monthToDate(day);
      case 'active_classes':
        return new Set(
          enrolments.filter((e) => covers(e.enrolled_on, e.ended_on, day)).map((e) => e.class_id),
        ).size;
    }
  };
  return { counts, enrolments, valueAt };
}

const lastDays = (today: Day, n: number) => daysBetween(addDays(today, -(n - 1)), today);

/** The four KPI cards (see DashboardKpi in the spec for what each is compared with). */
export async function dashboardKpi(deps: DashboardDeps, storeId: number): Promise<DashboardKpi> {
  const now = deps.now();
  const today = tokyoDay(now);
  const todayStart = startOfDayInstant(today);
  const lastMonthDay = addMonthsClamped(today, -1);
  // The same wall-clock moment a day and a month ago (Tokyo days are 24 h: no daylight saving).
  const sinceMidnight = now.getTime() - todayStart.getTime();
  const lastMonthMoment = new Date(startOfDayInstant(lastMonthDay).getTime() + sinceMidnight);
  const [facts, yesterdaySoFar, lastMonthDaySoFar] = await Promise.all([
    loadKpiFacts(deps, storeId, today, lastMonthDay),
    deps.repo.checkInsBetween(
      storeId,
      new Date(todayStart.getTime() - DAY_MS),
      new Date(now.getTime() - DAY_MS),
    ),
    deps.repo.checkInsBetween(storeId, startOfDayInstant(lastMonthDay), lastMonthMoment),
  ]);
  const week = lastDays(today, 7);
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
  const todayStart = startOfDayInstant(today);
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
      const rows = await deps.repo.checkInsByProgram(storeId, startOfDayInstant(monthStartOf(today)), now);
      return {
        title: 'プログラム別',
        slices: slices(rows.map((r) => ({ label: r.label ?? '契約なし', value: r.n }))),
      };
    }
    case 'active_classes': {
      const spans = await deps.repo.enrolmentSpans(storeId);
      const programOf = new Map<number, string>();
      for (const e of spans) {
        if (e.enrolled_on <= today && (e.ended_on === null || e.ended_on >= today))
          programOf.set(e.class_id, e.program ?? 'プログラム未設定');
      }
      const counts = new Map<string, number>();
      for (const program of programOf.values()) counts.set(program, (counts.get(program) ?? 0) + 1);
      return {
        title: 'プログラム別',
        slices: slices([...counts].map(([label, value]) => ({ label, value }))),
      };
    }
  }
}

/** The KPI detail modal: 30-day timeline, the four comparison tiles and the breakdown. */
export async function kpiDetail(deps: DashboardDeps, storeId: number, key: KpiKey): Promise<KpiDetail> {
  const now = deps.now();
  const today = tokyoDay(now);
  const points = [
    { period: 'today', label: '本日', date: today },
    { period: 'yesterday', label: '昨日', date: addDays(today, -1) },
    { period: 'last_week', label: '先週', date: addDays(today, -7) },
    { period: 'last_month', label: '先月', date: addMonthsClamped(today, -1) },
  ] as const;
  const oldest = addMonthsClamped(today, -2);
  const [facts, breakdown] = await Promise.all([
    loadKpiFacts(deps, storeId, today, earlierDay(oldest, addDays(today, -TIMELINE_DAYS))),
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
    ...KPI_LABELS[key],
    value: facts.valueAt(key, today),
    timeline: lastDays(today, TIMELINE_DAYS).map((date) => ({ date, value: facts.valueAt(key, date) })),
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
  const visits = await deps.repo.visitsSince(storeId, startOfDayInstant(tokyoDay(now)), now);
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

/** Check-ins per weekday, this week and last week (weeks start on Sunday); days to come count 0. */
export async function weeklyComparison(deps: DashboardDeps, storeId: number) {
  const today = tokyoDay(deps.now());
  const thisWeek = weekStartOf(today);
  const lastWeek = addDays(thisWeek, -7);
  const counts = await deps.repo.dailyCounts(storeId, lastWeek, addDays(thisWeek, 6));
  const week = (start: Day) =>
    WEEKDAY_LABELS.map((label, i) => {
      const day = addDays(start, i);
      return { label, count: day > today ? 0 : (counts.get(day) ?? 0) };
    });
  return { this_week: week(thisWeek), last_week: week(lastWeek) };
}

const sumOf = (stats: readonly LessonStat[]) => ({
  places: stats.reduce((sum, s) => sum + s.enrolled, 0),
  presences: stats.reduce((sum, s) => sum + s.present, 0),
});

/** Today's classes with instructor, members enrolled today, capacity and attendance rate. */
export async function todaySchedule(deps: DashboardDeps, storeId: number): Promise<ClassScheduleItem[]> {
  const now = deps.now();
  const today = tokyoDay(now);
  const [classes, stats] = await Promise.all([
    deps.repo.classesOfDay(storeId, today, weekdayOf(today)),
    deps.repo.lessonStats(storeId, addDays(today, -7 * RECENT_LESSONS), today, now),
  ]);
  return classes.map((lesson) => {
    const own = stats.filter((s) => s.class_id === lesson.id);
    const todays = own.find((s) => s.lesson_date === today);
    const base = { ...lesson };
    if (todays) {
      return {
        ...base,
        attendance_rate: percentOf(todays.present, todays.enrolled),
        present: todays.present,
        attendance_basis: 'today' as const,
      };
    }
    const recent = own
      .filter((s) => s.finished && s.lesson_date < today)
      .sort((a, b) => b.lesson_date.localeCompare(a.lesson_date))
      .slice(0, RECENT_LESSONS);
    const { places, presences } = sumOf(recent);
    return {
      ...base,
      attendance_rate: percentOf(presences, places),
      present: null,
      attendance_basis: recent.length === 0 ? ('none' as const) : ('recent' as const),
    };
  });
}

const monthOf = (day: Day) => day.slice(0, 7);

/** Lesson presences over enrolled lesson places per month, oldest first, ending with this month. */
export async function attendanceTrend(
  deps: DashboardDeps,
  storeId: number,
  months: number,
): Promise<TrendPoint[]> {
  const now = deps.now();
  const today = tokyoDay(now);
  const first = monthStartOf(addMonthsClamped(monthStartOf(today), -(months - 1)));
  const stats = (await deps.repo.lessonStats(storeId, first, today, now)).filter((s) => s.started);
  const points: TrendPoint[] = [];
  for (let i = 0; i < months; i += 1) {
    const month = monthOf(addMonthsClamped(first, i));
    const { places, presences } = sumOf(stats.filter((s) => monthOf(s.lesson_date) === month));
    points.push({ month, label: monthLabel(month), rate: percentOf(presences, places) });
  }
  return points;
}

/** One month of the trend in detail; null for a month after the current one. */
export async function attendanceMonth(
  deps: DashboardDeps,
  storeId: number,
  month: string,
): Promise<MonthDetail | null> {
  const now = deps.now();
  const today = tokyoDay(now);
  const start = `${month}-01`;
  if (start > today) return null;
  const end = addDays(addMonthsClamped(start, 1), -1);
  const last = earlierDay(end, today);
  const previousStart = addMonthsClamped(start, -1);
  const until = end < today ? new Date(startOfDayInstant(addDays(end, 1)).getTime() - 1) : now;
  const [allStats, classes, visits] = await Promise.all([
    deps.repo.lessonStats(storeId, previousStart, last, now),
    deps.repo.activeClasses(storeId, last),
    deps.repo.visitSummary(storeId, startOfDayInstant(start), until),
  ]);
  const started = allStats.filter((s) => s.started);
  const stats = started.filter((s) => s.lesson_date >= start);
  const previous = sumOf(started.filter((s) => s.lesson_date < start));
  const total = sumOf(stats);
  const row = (label: string, part: readonly LessonStat[]) => {
    const { places, presences } = sumOf(part);
    return { label, presences, places, rate: percentOf(presences, places) };
  };
  const previousMonth = monthOf(previousStart);
  return {
    month,
    label: longMonthLabel(month),
    rate: percentOf(total.presences, total.places),
    lessons: stats.length,
    places: total.places,
    presences: total.presences,
    check_ins: visits.check_ins,
    members_attended: visits.members,
    previous: {
      month: previousMonth,
      label: monthLabel(previousMonth),
      rate: percentOf(previous.presences, previous.places),
    },
    by_weekday: WEEKDAY_LABELS.map((label, day) =>
      row(
        label,
        stats.filter((s) => weekdayOf(s.lesson_date) === day),
      ),
    ),
    classes: classes
      .map((lesson) => ({
        class_id: lesson.id,
        ...row(
          lesson.name,
          stats.filter((s) => s.class_id === lesson.id),
        ),
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
  const labels = targets.map((day) => WEEKDAY_LABELS[weekdayOf(day)]).join('・');
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

async function classCapacity(
  deps: DashboardDeps,
  storeId: number,
  today: Day,
  now: Date,
): Promise<Insight | null> {
  const [classes, stats] = await Promise.all([
    deps.repo.activeClasses(storeId, today),
    deps.repo.lessonStats(storeId, addDays(today, -(7 * RECENT_LESSONS - 1)), today, now),
  ]);
  const lessonsOf = (classId: number) =>
    stats
      .filter((s) => s.class_id === classId && s.finished)
      .sort((a, b) => b.lesson_date.localeCompare(a.lesson_date))
      .slice(0, RECENT_LESSONS);
  const fullest = [...classes].sort(
    (a, b) => b.enrolled / b.capacity - a.enrolled / a.capacity || a.id - b.id,
  )[0];
  if (fullest && fullest.enrolled / fullest.capacity >= FULL_RATIO) {
    const lessons = lessonsOf(fullest.id);
    const busy = lessons.filter((s) => s.present >= BUSY_ATTENDANCE * fullest.capacity).length;
    return {
      id: 'class_capacity',
      kind: 'recommendation',
      title: 'クラスの増枠を検討',
      message: `「${fullest.name}」は定員${fullest.capacity}名に${fullest.enrolled}名が在籍しています（${Math.round((fullest.enrolled / fullest.capacity) * 100)}%）。増枠やクラスの追加を検討してください。`,
      confidence: lessons.length === 0 ? 0 : Math.round((busy / lessons.length) * 100),
      basis:
        lessons.length === 0
          ? '実施済みのレッスンがなく、出席で裏付けられていません'
          : `直近${lessons.length}回のレッスンのうち出席が定員の${BUSY_ATTENDANCE * 100}%以上だった割合`,
    };
  }
  const rated = classes
    .map((lesson) => {
      const lessons = lessonsOf(lesson.id);
      const { places, presences } = sumOf(lessons);
      return { lesson, lessons, places, rate: percentOf(presences, places) };
    })
    .filter((r) => r.places > 0)
    .sort((a, b) => a.rate - b.rate || a.lesson.id - b.lesson.id);
  const lowest = rated[0];
  if (!lowest || lowest.rate >= LOW_RATE) return null;
  const low = lowest.lessons.filter((s) => percentOf(s.present, s.enrolled) < LOW_RATE).length;
  return {
    id: 'class_capacity',
    kind: 'recommendation',
    title: '出席率の低いクラス',
    message: `「${lowest.lesson.name}」の直近${lowest.lessons.length}回の出席率は${lowest.rate}%です。振替の案内や時間帯の見直しを検討してください。`,
    confidence: Math.round((low / lowest.lessons.length) * 100),
    basis: `直近${lowest.lessons.length}回のレッスンのうち出席率が${LOW_RATE}%未満だった割合`,
  };
}

async function attendanceDrop(deps: DashboardDeps, storeId: number, now: Date): Promise<Insight | null> {
  const back = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const rows = await deps.repo.visitsPerMember(
    storeId,
    back(3 * DROP_WINDOW_DAYS),
    back(2 * DROP_WINDOW_DAYS),
    back(DROP_WINDOW_DAYS),
    now,
  );
  const dropped = (before: number, after: number) => before >= DROP_MIN_VISITS && after <= before / 2;
  const flagged = rows
    .filter((r) => r.active && dropped(r.b, r.c))
    .sort((x, y) => y.b - y.c - (x.b - x.c) || x.customer_id - y.customer_id);
  if (flagged.length === 0) return null;
  // The same rule four weeks ago: of the members it flagged then, how many still came half as often since.
  const flaggedBefore = rows.filter((r) => dropped(r.a, r.b));
  const stayedLow = flaggedBefore.filter((r) => r.c <= r.a / 2).length;
  const names = flagged.slice(0, 2).map((r) => `${r.name}さん`);
  return {
    id: 'attendance_drop',
    kind: 'alert',
    title: '来館が減っている会員',
    message: `直近4週の来館が前の4週の半分以下になった会員が${flagged.length}名います（${names.join('、')}${flagged.length > 2 ? ' ほか' : ''}）。声かけや振替の案内を検討してください。`,
    confidence: flaggedBefore.length === 0 ? 0 : Math.round((stayedLow / flaggedBefore.length) * 100),
    basis:
      flaggedBefore.length === 0
        ? '4週前に同じ条件の会員がおらず、検証できていません'
        : `4週前に同じ条件で挙がった${flaggedBefore.length}名のうち、その後も来館が戻らなかった割合`,
  };
}

/** The insights card, computed anew at every call. */
export async function dashboardInsights(deps: DashboardDeps, storeId: number) {
  const now = deps.now();
  const today = tokyoDay(now);
  const items = await Promise.all([
    weekForecast(deps, storeId, today),
    classCapacity(deps, storeId, today, now),
    attendanceDrop(deps, storeId, now),
  ]);
  return { generated_at: isoTokyo(now), items: items.filter((item): item is Insight => item !== null) };
}
