import {
  addDays,
  DAY_MS,
  type Day,
  daysBetween,
  earlierDay,
  laterDay,
  monthStartOf,
  weekdayOf,
  weekStartOf,
} from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import {
  CLASS_COLUMNS,
  countHeldLessons,
  HEAT_X,
  HEAT_Y,
  heldLessonGroupsSql,
  type LessonScope,
  lessonScopeOf,
  listsStores,
  namedStoresOf,
  openDaysOf,
  STORE_COLUMN,
  STORES_NOTE,
  weekdayLabel,
  wholeMonthsOf,
} from './lessons-held.ts';
import {
  column,
  defineReport,
  figure,
  percent,
  type ReportColumn,
  type ReportData,
  type ReportRow,
  reportHeader,
} from './shared.ts';
import { storeParts } from './store-parts.ts';
import { visitorsCountSql, visitorsWayOf } from './visitors.ts';

// 出席レポート: visits to the store (来館, every check-in — the dashboard's count) and lessons (出席: presences
// of the members enrolled, absences notified, makeups used, lessons cancelled) by day, Sunday-first week or
// month; visits by weekday × hour (the heat map); and each class.

export type AttendanceGrouping = 'day' | 'week' | 'month';

const REPORT = { name: 'attendance', title: '出席' } as const;

const BUCKET_OF: Record<AttendanceGrouping, (day: Day) => Day> = {
  day: (day) => day,
  week: weekStartOf,
  month: monthStartOf,
};

interface LessonFigures {
  lessons: number;
  places: number;
  presences: number;
  absences: number;
  makeups_used: number;
  cancelled_lessons: number;
}
type Figures = LessonFigures & { check_ins: number };

/** What the table under the series lists: each class of one store, or each store (listsStores). */
type Unit = 'class' | 'store';

/** The figures a store has for each day, in this order (StoreFigures.daily). */
const DAILY = [
  'check_ins',
  'lessons',
  'places',
  'presences',
  'absences',
  'makeups_used',
  'cancelled_lessons',
] as const satisfies readonly (keyof Figures)[];

/**
 * One store's figures over some days of the period (a window), as JSON: a part. Over a chain a store's days up to the
 * day before yesterday are kept (store-parts.ts, 0520) and the rest are read at each call. By unit (unitsOf), so that
 * one part serves the groupings by week and by month: a chain's first read of a period is 50 stores' statements
 * (420 ms), and by day a year's part was 119,000 numbers to add up at each call (43 → 62–77 ms).
 */
interface StoreFigures {
  /** DAILY's figures, each an array of the window's units in order. */
  daily: number[][];
  /** Check-ins per weekday and hour: [weekday, hour, check-ins]. */
  heat: [number, number, number][];
  /** The days of the window it was open: one character a day from the window's first, '1' open. */
  open: string;
  /** Its cancelled lessons (休講) per class: [class id, lessons]. */
  cancelled: [number, number][];
}

interface Window {
  from: Day;
  to: Day;
}

/** How finely a part holds its days: each day (for a grouping by day), or runs of days within one week and month. */
type Granularity = 'day' | 'run';

/**
 * The units of a window: each day, or each run of days within one week (Sunday first) and one month (a year is 64
 * runs instead of 365 days; a run lies in one week and one month, so it adds up into either). Their first days, and
 * the unit of each day of the window.
 */
function unitsOf(window: Window, granularity: Granularity) {
  const days = daysBetween(window.from, window.to);
  const starts: Day[] = [];
  const unitOfDay: number[] = [];
  const first = weekdayOf(window.from);
  days.forEach((day, i) => {
    if (i === 0 || granularity === 'day' || (first + i) % 7 === 0 || day.endsWith('-01')) starts.push(day);
    unitOfDay.push(starts.length - 1);
  });
  return { days, starts, unitOfDay };
}

/** The index of a day among the days from `first` (0 for `first`). */
const dayIndex = (first: Day, day: Day) => Math.round((Date.parse(day) - Date.parse(first)) / DAY_MS);

/** Each store's figures over `window` (lessons before `today`). */
async function readStoreFigures(
  db: Queryable,
  storeIds: readonly number[],
  window: Window,
  today: Day,
  granularity: Granularity,
): Promise<Map<number, StoreFigures>> {
  const params = [storeIds, window.from, window.to, today];
  const [open, visits, lessons, cancelled] = await Promise.all([
    openDaysOf(db, { storeIds: [...storeIds], ...window, today }),
    // Check-ins per day and per weekday × hour, from the hours kept by 0131's triggers, in one pass.
    db.query<{ store_id: number; day: Day | null; weekday: number | null; hour: number | null; n: number }>(
      `select h.store_id, h.day::text as day, h.weekday, h.hour, sum(h.check_ins)::int as n
         from (select h.*, extract(dow from h.day)::int as weekday from report_visit_hours h
                where h.store_id = any($1::int[]) and h.day between $2::date and $3::date and h.check_ins > 0) h
        group by grouping sets ((h.store_id, h.day), (h.store_id, h.weekday, h.hour))`,
      params.slice(0, 3),
    ),
    // Held lessons' figures per day: the stores' days (lesson_stats_store_days, 0430).
    db.query<Figures & { store_id: number; day: Day }>(
      `select d.store_id, d.day::text as day, 0 as check_ins, d.lessons, d.places, d.presences, d.absences,
              d.makeups as makeups_used, 0 as cancelled_lessons
         from lesson_stats_store_days d
        where d.store_id = any($1::int[]) and d.day between $2::date and $3::date and d.day < $4::date`,
      params,
    ),
    // Cancelled lessons (休講) of active classes before today; those of the store's open days count (below).
    db.query<{ store_id: number; class_id: number; day: Day }>(
      `select x.store_id, x.class_id, x.lesson_date::text as day
         from lesson_exceptions x join classes k on k.id = x.class_id and k.is_active
        where x.store_id = any($1::int[]) and x.lesson_date between $2::date and $3::date
          and x.lesson_date < $4::date and x.kind = 'cancelled'`,
      params,
    ),
  ]);
  const { days, starts, unitOfDay } = unitsOf(window, granularity);
  const openOf = new Map(storeIds.map((storeId) => [storeId, new Array<string>(days.length).fill('0')]));
  open.stores.forEach((storeId, i) => {
    const marks = openOf.get(storeId);
    if (marks) marks[dayIndex(window.from, open.days[i] as Day)] = '1';
  });
  const figures = new Map<number, StoreFigures>();
  for (const storeId of storeIds) {
    figures.set(storeId, {
      daily: DAILY.map(() => new Array<number>(starts.length).fill(0)),
      heat: [],
      open: openOf.get(storeId)?.join('') ?? '',
      cancelled: [],
    });
  }
  const addTo = (storeId: number, day: Day, figure: number, n: number) => {
    const into = figures.get(storeId)?.daily[figure];
    const i = unitOfDay[dayIndex(window.from, day)];
    if (into && i !== undefined) into[i] = (into[i] ?? 0) + n;
  };
  for (const row of visits.rows) {
    if (row.day !== null) addTo(row.store_id, row.day, 0, row.n);
    else figures.get(row.store_id)?.heat.push([row.weekday ?? 0, row.hour ?? 0, row.n]);
  }
  for (const row of lessons.rows) {
    DAILY.forEach((key, figure) => {
      addTo(row.store_id, row.day, figure, row[key]);
    });
  }
  const perClass = new Map<number, Map<number, number>>();
  for (const row of cancelled.rows) {
    if (figures.get(row.store_id)?.open[dayIndex(window.from, row.day)] !== '1') continue;
    addTo(row.store_id, row.day, DAILY.indexOf('cancelled_lessons'), 1);
    const classes = perClass.get(row.store_id) ?? new Map<number, number>();
    classes.set(row.class_id, (classes.get(row.class_id) ?? 0) + 1);
    perClass.set(row.store_id, classes);
  }
  for (const [storeId, classes] of perClass) {
    const part = figures.get(storeId);
    if (part) part.cancelled = [...classes];
  }
  return figures;
}

/**
 * Each store's figures over the scope's period: over several stores, its kept part of the days up to the day before
 * yesterday (a change to a past day of its data records the store, 0450–0520) and the last two days read now; for one
 * store, read whole. Each store's figures come with their window (their days start at its first).
 */
async function figuresOf(db: Queryable, scope: LessonScope, granularity: Granularity) {
  const read = (storeIds: readonly number[], window: Window) =>
    readStoreFigures(db, storeIds, window, scope.today, granularity);
  const windows: { window: Window; figures: Map<number, StoreFigures> }[] = [];
  if (!listsStores(scope)) {
    windows.push({ window: scope, figures: await read(scope.storeIds, scope) });
    return windows;
  }
  const kept = { from: scope.from, to: earlierDay(scope.to, addDays(scope.today, -2)) };
  if (kept.from <= kept.to) {
    const parts = await storeParts(db, {
      report: REPORT.name,
      module: import.meta.url,
      key: { ...kept, granularity },
      storeId: null,
      read: (storeIds) => read(storeIds, kept),
    });
    windows.push({
      window: kept,
      figures: new Map(scope.storeIds.map((id, i) => [id, parts[i] as StoreFigures])),
    });
  }
  const yesterday = addDays(scope.today, -1);
  const live = { from: laterDay(scope.from, yesterday), to: scope.to };
  if (live.from <= live.to) windows.push({ window: live, figures: await read(scope.storeIds, live) });
  return windows;
}

const zero = (): LessonFigures => ({
  lessons: 0,
  places: 0,
  presences: 0,
  absences: 0,
  makeups_used: 0,
  cancelled_lessons: 0,
});
const LESSON_COLUMNS: ReportColumn[] = [
  column('lessons', '実施レッスン', 'int'),
  column('places', '出席対象（のべ）', 'int'),
  column('presences', '出席', 'int'),
  column('attendance_rate', '出席率', 'percent'),
  column('absences', '欠席連絡', 'int'),
  column('makeups_used', '振替利用', 'int'),
  column('cancelled_lessons', '休講', 'int'),
];
const lessonCells = (f: LessonFigures): ReportRow => ({
  lessons: f.lessons,
  places: f.places,
  presences: f.presences,
  attendance_rate: percent(f.presences, f.places),
  absences: f.absences,
  makeups_used: f.makeups_used,
  cancelled_lessons: f.cancelled_lessons,
});

/** The grouping asked for, or by the period's length: days up to a month, weeks up to a quarter, else months. */
function groupingOf(query: Record<string, unknown>, days: number): AttendanceGrouping {
  const asked = query.group_by;
  if (asked === 'day' || asked === 'week' || asked === 'month') return asked;
  return days <= 31 ? 'day' : days <= 92 ? 'week' : 'month';
}

/** A row of the table under the series: a class (one store) or a store (several), with its figures. */
interface UnitRow extends Figures {
  id: number;
  name: string | null;
  program_name?: string | null;
  day_of_week?: number;
  start_time?: string;
  instructor_name?: string | null;
}

/**
 * One store's classes with their held lessons' figures (the held lessons in groups, heldLessonGroupsSql) and their
 * cancelled lessons (`cancelled`, counted by readStoreFigures).
 */
async function classRows(
  db: Queryable,
  scope: LessonScope,
  cancelled: [number, number][],
): Promise<UnitRow[]> {
  const whole = wholeMonthsOf(scope);
  const { rows } = await db.query<UnitRow>(
    `with held as (${heldLessonGroupsSql('$1', '$2', '$3', '$4', '$5', '$6')}),
     per as (
       select h.class_id, sum(h.lessons) as lessons, sum(h.places) as places, sum(h.presences) as presences,
              sum(h.absences) as absences, sum(h.makeups) as makeups_used, 0 as cancelled_lessons
         from held h group by h.class_id
       union all
       select c.class_id, 0, 0, 0, 0, 0, c.n from unnest($7::int[], $8::int[]) as c(class_id, n)),
     sums as (
       select p.class_id, sum(p.lessons)::int as lessons, sum(p.places)::int as places,
              sum(p.presences)::int as presences, sum(p.absences)::int as absences,
              sum(p.makeups_used)::int as makeups_used, sum(p.cancelled_lessons)::int as cancelled_lessons
         from per p group by p.class_id)
     select p.class_id as id, k.name, pr.name as program_name, k.day_of_week,
            to_char(k.start_time, 'HH24:MI') as start_time, s.name as instructor_name, 0 as check_ins,
            p.lessons, p.places, p.presences, p.absences, p.makeups_used, p.cancelled_lessons
       from sums p
       left join classes k on k.id = p.class_id
       left join programs pr on pr.id = k.program_id
       left join staffs s on s.id = k.instructor_id`,
    [
      scope.storeIds,
      scope.from,
      scope.to,
      scope.today,
      whole.from,
      whole.to,
      cancelled.map(([id]) => id),
      cancelled.map(([, n]) => n),
    ],
  );
  return rows;
}

/** The table under the series: each class of one store by weekday and time, or each store of the chain. */
function unitTable(unit: Unit, rows: UnitRow[], totals: Figures) {
  if (unit === 'store') {
    return {
      key: 'stores',
      title: '店舗別',
      columns: [STORE_COLUMN, column('check_ins', '来館', 'int'), ...LESSON_COLUMNS],
      rows: rows.map((r) => ({
        store_id: r.id,
        store_name: r.name,
        check_ins: r.check_ins,
        ...lessonCells(r),
      })),
      totals: { store_name: '合計', check_ins: totals.check_ins, ...lessonCells(totals) },
    };
  }
  const classes = rows.map((r) => ({
    ...r,
    day_of_week: r.day_of_week ?? 0,
    start_time: r.start_time ?? '',
  }));
  return {
    key: 'classes',
    title: 'クラス別',
    columns: [...CLASS_COLUMNS, ...LESSON_COLUMNS],
    rows: classes
      .sort(
        (a, b) => a.day_of_week - b.day_of_week || a.start_time.localeCompare(b.start_time) || a.id - b.id,
      )
      .map((k) => ({
        class_id: k.id,
        class_name: k.name,
        program_name: k.program_name ?? null,
        slot: `${weekdayLabel(k.day_of_week)} ${k.start_time}`,
        instructor_name: k.instructor_name ?? null,
        ...lessonCells(k),
      })),
    totals: { class_name: '合計', ...lessonCells(totals) },
  };
}

/**
 * The stores' figures added up: the series by bucket (every bucket of the period, empty ones too), the weekday × hour
 * check-ins, the days of each weekday some store was open (a heat map cell also reads as the check-ins of an average
 * such day), each store's sums and the totals.
 */
function addUpFigures(
  scope: LessonScope,
  grouping: AttendanceGrouping,
  granularity: Granularity,
  windows: { window: Window; figures: Map<number, StoreFigures> }[],
) {
  const days = daysBetween(scope.from, scope.to);
  const series = new Map<Day, Figures>();
  for (const day of days) {
    const bucket = BUCKET_OF[grouping](day);
    if (!series.has(bucket)) series.set(bucket, { check_ins: 0, ...zero() });
  }
  const heat = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  const open = new Uint8Array(days.length);
  const stores = new Map<number, Figures>();
  const totals: Figures = { check_ins: 0, ...zero() };
  for (const { window, figures } of windows) {
    const offset = dayIndex(scope.from, window.from);
    const entryOfUnit = unitsOf(window, granularity).starts.map((start) =>
      series.get(BUCKET_OF[grouping](start)),
    );
    for (const [storeId, part] of figures) {
      const store = stores.get(storeId) ?? { check_ins: 0, ...zero() };
      stores.set(storeId, store);
      DAILY.forEach((key, figure) => {
        const values = part.daily[figure] ?? [];
        for (let i = 0; i < values.length; i += 1) {
          const n = values[i] ?? 0;
          const entry = entryOfUnit[i];
          if (n === 0 || !entry) continue;
          entry[key] += n;
          store[key] += n;
          totals[key] += n;
        }
      });
      for (const [weekday, hour, n] of part.heat) {
        const cells = heat[weekday];
        if (cells) cells[hour] = (cells[hour] ?? 0) + n;
      }
      for (let i = 0; i < part.open.length; i += 1) if (part.open[i] === '1') open[offset + i] = 1;
    }
  }
  const first = weekdayOf(scope.from);
  const openDays = new Array<number>(7).fill(0);
  open.forEach((isOpen, i) => {
    openDays[(first + i) % 7] = (openDays[(first + i) % 7] ?? 0) + isOpen;
  });
  return { series, heat, openDays, stores, totals };
}

export const attendanceReport = defineReport({
  ...REPORT,
  operationId: 'getAttendanceReport',
  async build(context): Promise<ReportData> {
    const { db } = context;
    const scope = await lessonScopeOf(context);
    const grouping = groupingOf(context.query, daysBetween(scope.from, scope.to).length);
    await countHeldLessons(db, scope);
    const granularity: Granularity = grouping === 'day' ? 'day' : 'run';
    const windows = await figuresOf(db, scope, granularity);
    const { rows: counted } = await db.query<{ visitors: number }>(
      visitorsCountSql('$1', '$2', '$3', visitorsWayOf(scope)),
      [scope.storeIds, scope.from, scope.to],
    );
    const visitors = counted[0]?.visitors ?? 0;
    const { series, heat, openDays, stores, totals } = addUpFigures(scope, grouping, granularity, windows);
    const unit: Unit = listsStores(scope) ? 'store' : 'class';
    const units =
      unit === 'store'
        ? (await namedStoresOf(db, scope)).map((s) => ({
            id: s.id,
            name: s.name,
            ...(stores.get(s.id) ?? { check_ins: 0, ...zero() }),
          }))
        : await classRows(db, scope, windows[0]?.figures.get(scope.storeIds[0] ?? 0)?.cancelled ?? []);
    const usedHours = [...Array(24).keys()].filter((h) => heat.some((cells) => (cells[h] ?? 0) > 0));
    const firstHour = usedHours[0] ?? 9;
    const lastHour = usedHours.at(-1) ?? 21;
    const heatRows: ReportRow[] = [];
    for (let weekday = 0; weekday < 7; weekday += 1) {
      for (let hour = firstHour; hour <= lastHour; hour += 1) {
        const n = heat[weekday]?.[hour] ?? 0;
        const opened = openDays[weekday] ?? 0;
        heatRows.push({
          weekday: weekdayLabel(weekday),
          hour,
          check_ins: n,
          per_day: opened > 0 ? Math.round((n * 10) / opened) / 10 : null,
        });
      }
    }
    const periodColumn =
      grouping === 'month'
        ? column('period', '月', 'month')
        : column('period', grouping === 'week' ? '週（日曜始まり）' : '日', 'date');
    const checkIns = totals.check_ins;
    const seriesRows: ReportRow[] = [...series].map(([start, f]) => ({
      period: grouping === 'month' ? start.slice(0, 7) : start,
      check_ins: f.check_ins,
      ...lessonCells(f),
    }));
    return {
      ...reportHeader(REPORT, context),
      summary: [
        figure('check_ins', '来館数', checkIns, 'int'),
        figure('visitors', '来館会員数', visitors, 'int'),
        figure('lessons', '実施レッスン数', totals.lessons, 'int'),
        figure('attendance_rate', '出席率', percent(totals.presences, totals.places), 'percent'),
        figure('presences', '出席数', totals.presences, 'int'),
        figure('absences', '欠席連絡', totals.absences, 'int'),
        figure('makeups_used', '振替利用', totals.makeups_used, 'int'),
        figure('cancelled_lessons', '休講', totals.cancelled_lessons, 'int'),
      ],
      charts: [
        {
          key: 'trend',
          title: '来館数と出席数の推移',
          kind: 'bar' as const,
          x: periodColumn,
          series: [column('check_ins', '来館', 'int'), column('presences', '出席', 'int')],
          rows: seriesRows,
        },
        {
          key: 'heatmap',
          title: '曜日×時間帯の来館数',
          kind: 'heatmap' as const,
          x: HEAT_X,
          y: HEAT_Y,
          series: [column('check_ins', '来館', 'int')],
          rows: heatRows,
        },
      ],
      tables: [
        {
          key: 'series',
          title: grouping === 'month' ? '月別' : grouping === 'week' ? '週別' : '日別',
          columns: [periodColumn, column('check_ins', '来館', 'int'), ...LESSON_COLUMNS],
          rows: seriesRows,
          totals: {
            period: '合計',
            check_ins: checkIns,
            ...lessonCells(totals),
          },
        },
        {
          key: 'heatmap',
          title: '曜日×時間帯',
          columns: [
            HEAT_Y,
            HEAT_X,
            column('check_ins', '来館', 'int'),
            column('per_day', '1日平均', 'decimal'),
          ],
          rows: heatRows,
        },
        unitTable(unit, units, totals),
      ],
      notes: [
        '来館数は入館（チェックイン）の件数で、ダッシュボードの来館数と同じ数え方です。',
        '出席率は、レッスン日に在籍していた会員のうち出席した割合です（タブレットの記録を優先し、記録がなければレッスン開始30分前から終了までの入館を出席とします）。',
        '本日のレッスンは翌日から集計されます。休講のレッスンは実施数に含みません。週は日曜始まりです。',
        ...(unit === 'store' ? [`全店舗では店舗別に表示します。${STORES_NOTE}`] : []),
      ],
    };
  },
});
