import { type Day, daysBetween, monthStartOf, weekdayOf, weekStartOf } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import {
  CLASS_COLUMNS,
  cancelledLessonsSql,
  countHeldLessons,
  HEAT_X,
  HEAT_Y,
  heldLessonGroupsSql,
  type LessonScope,
  lessonScopeOf,
  listsStores,
  type OpenDays,
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
import { visitorsSql, visitorsWayOf } from './visitors.ts';

// 出席レポート: visits to the store (来館, every check-in — the dashboard's count) and lessons (出席: presences
// of the members enrolled, absences notified, makeups used, lessons cancelled) by day, Sunday-first week or
// month; visits by weekday × hour (the heat map); and each class.

export type AttendanceGrouping = 'day' | 'week' | 'month';

/** The first day of a day's bucket, in SQL. */
const BUCKET_SQL: Record<AttendanceGrouping, (day: string) => string> = {
  day: (day) => `${day}`,
  week: (day) => `(${day} - extract(dow from ${day})::int)`,
  month: (day) => `date_trunc('month', ${day})::date`,
};
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

function createAttendanceQueries(db: Queryable) {
  return {
    /** Check-ins per Tokyo day and hour (the read model of migration 0131). */
    async visitsByHour(scope: LessonScope) {
      const { rows } = await db.query<{ day: Day; hour: number; check_ins: number }>(
        `select h.day, h.hour, sum(h.check_ins)::int as check_ins from report_visit_hours h
          where h.store_id = any($1::int[]) and h.day between $2::date and $3::date and h.check_ins > 0
          group by h.day, h.hour`,
        [scope.storeIds, scope.from, scope.to],
      );
      return rows;
    },

    /** Distinct members who came in the period, from their last visits or their visit days by month (visitors.ts). */
    async visitors(scope: LessonScope) {
      const { rows } = await db.query<{ visitors: number }>(
        `select count(*)::int as visitors from (${visitorsSql('$1', '$2', '$3', visitorsWayOf(scope))}) v`,
        [scope.storeIds, scope.from, scope.to],
      );
      return rows[0]?.visitors ?? 0;
    },

    /**
     * Held lessons' figures per bucket (`unit` null) and per class or store (`bucket` null), with what the class or
     * store table shows, summed by the database. The buckets add up the stores' days (lesson_stats_store_days, 0430: a
     * chain's year is 18,000 store-days, not 330,000 lessons), and so do the stores; the classes add up the held
     * lessons in groups (a class's whole month one row, heldLessonGroupsSql); the cancelled lessons (休講) are counted
     * from the exceptions.
     */
    async lessons(scope: LessonScope, open: OpenDays, grouping: AttendanceGrouping, unit: Unit) {
      const whole = wholeMonthsOf(scope);
      const bucket = BUCKET_SQL[grouping];
      const held =
        unit === 'class'
          ? `select null, h.class_id, sum(h.lessons), sum(h.places), sum(h.presences), sum(h.absences), sum(h.makeups), 0
               from held h group by h.class_id`
          : `select null, d.store_id, sum(d.lessons), sum(d.places), sum(d.presences), sum(d.absences), sum(d.makeups), 0
               from store_days d group by d.store_id`;
      const { rows } = await db.query<
        LessonFigures & {
          bucket: Day | null;
          unit: number | null;
          class_name: string | null;
          program_name: string | null;
          day_of_week: number | null;
          start_time: string | null;
          instructor_name: string | null;
          store_name: string | null;
          check_ins: number;
        }
      >(
        `with ${unit === 'class' ? `held as (${heldLessonGroupsSql('$4', '$5', '$6', '$3', '$7', '$8')}),` : ''}
         cancelled as (${cancelledLessonsSql('$1', '$2')} and x.lesson_date < $3::date),
         store_days as (
           select d.* from lesson_stats_store_days d
            where d.store_id = any($4::int[]) and d.day between $5::date and $6::date and d.day < $3::date),
         part as (
           select ${bucket('d.day')} as bucket, null::int as unit, sum(d.lessons) as lessons, sum(d.places) as places,
                  sum(d.presences) as presences, sum(d.absences) as absences, sum(d.makeups) as makeups_used,
                  0 as cancelled_lessons
             from store_days d group by 1
           union all ${held}
           union all
           select ${bucket('c.lesson_date')}, null, 0, 0, 0, 0, 0, count(*) from cancelled c group by 1
           union all
           select null, c.${unit}_id, 0, 0, 0, 0, 0, count(*) from cancelled c group by 2),
         per as (
           select p.bucket, p.unit, sum(p.lessons)::int as lessons, sum(p.places)::int as places,
                  sum(p.presences)::int as presences, sum(p.absences)::int as absences,
                  sum(p.makeups_used)::int as makeups_used, sum(p.cancelled_lessons)::int as cancelled_lessons
             from part p group by p.bucket, p.unit)
         ${
           unit === 'class'
             ? `select p.bucket::text as bucket, p.unit, k.name as class_name, pr.name as program_name,
                       k.day_of_week, to_char(k.start_time, 'HH24:MI') as start_time, s.name as instructor_name,
                       null as store_name, 0 as check_ins,
                       p.lessons, p.places, p.presences, p.absences, p.makeups_used, p.cancelled_lessons
                  from per p
                  left join classes k on k.id = p.unit
                  left join programs pr on pr.id = k.program_id
                  left join staffs s on s.id = k.instructor_id`
             : `select p.bucket::text as bucket, null::int as unit, null as class_name, null as program_name,
                       null::int as day_of_week, null as start_time, null as instructor_name, null as store_name,
                       0 as check_ins, p.lessons, p.places, p.presences, p.absences, p.makeups_used,
                       p.cancelled_lessons
                  from per p where p.unit is null
                union all
                select null, st.id, null, null, null, null, null, st.name,
                       coalesce((select sum(a.check_ins) from attendance_daily_counts a
                                  where a.store_id = st.id and a.day between $5::date and $6::date), 0)::int,
                       coalesce(p.lessons, 0), coalesce(p.places, 0), coalesce(p.presences, 0),
                       coalesce(p.absences, 0), coalesce(p.makeups_used, 0), coalesce(p.cancelled_lessons, 0)
                  from stores st left join per p on p.unit = st.id
                 where st.id = any($4::int[])`
         }`,
        [
          open.stores,
          open.days,
          scope.today,
          scope.storeIds,
          scope.from,
          scope.to,
          ...(unit === 'class' ? [whole.from, whole.to] : []),
        ],
      );
      return rows;
    },
  };
}

/** What the table under the series lists: each class of one store, or each store (listsStores). */
type Unit = 'class' | 'store';

const zero = (): LessonFigures => ({
  lessons: 0,
  places: 0,
  presences: 0,
  absences: 0,
  makeups_used: 0,
  cancelled_lessons: 0,
});
function add(into: LessonFigures, row: LessonFigures) {
  into.lessons += row.lessons;
  into.places += row.places;
  into.presences += row.presences;
  into.absences += row.absences;
  into.makeups_used += row.makeups_used;
  into.cancelled_lessons += row.cancelled_lessons;
}

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

type LessonRow = Awaited<ReturnType<ReturnType<typeof createAttendanceQueries>['lessons']>>[number] & {
  unit: number;
};

/** The table under the series: each class of one store by weekday and time, or each store of the chain. */
function unitTable(unit: Unit, rows: LessonRow[], totals: LessonFigures, checkIns: number) {
  if (unit === 'store') {
    return {
      key: 'stores',
      title: '店舗別',
      columns: [STORE_COLUMN, column('check_ins', '来館', 'int'), ...LESSON_COLUMNS],
      rows: rows.map((r) => ({
        store_id: r.unit,
        store_name: r.store_name,
        check_ins: r.check_ins,
        ...lessonCells(r),
      })),
      totals: { store_name: '合計', check_ins: checkIns, ...lessonCells(totals) },
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
        (a, b) =>
          a.day_of_week - b.day_of_week || a.start_time.localeCompare(b.start_time) || a.unit - b.unit,
      )
      .map((k) => ({
        class_id: k.unit,
        class_name: k.class_name,
        program_name: k.program_name,
        slot: `${weekdayLabel(k.day_of_week)} ${k.start_time}`,
        instructor_name: k.instructor_name,
        ...lessonCells(k),
      })),
    totals: { class_name: '合計', ...lessonCells(totals) },
  };
}

const REPORT = { name: 'attendance', title: '出席' } as const;

export const attendanceReport = defineReport({
  ...REPORT,
  operationId: 'getAttendanceReport',
  async build(context): Promise<ReportData> {
    const { db } = context;
    const scope = await lessonScopeOf(context);
    const days = daysBetween(scope.from, scope.to);
    const grouping = groupingOf(context.query, days.length);
    const q = createAttendanceQueries(db);
    const open = await openDaysOf(db, scope);
    await countHeldLessons(db, scope);
    const hourly = await q.visitsByHour(scope);
    const visitors = await q.visitors(scope);
    const unit: Unit = listsStores(scope) ? 'store' : 'class';
    const lessons = await q.lessons(scope, open, grouping, unit);

    const bucketOf = BUCKET_OF[grouping];
    const series = new Map<Day, LessonFigures & { check_ins: number }>();
    for (const day of days) {
      const bucket = bucketOf(day);
      if (!series.has(bucket)) series.set(bucket, { check_ins: 0, ...zero() });
    }
    const heat = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
    let checkIns = 0;
    for (const row of hourly) {
      checkIns += row.check_ins;
      const entry = series.get(bucketOf(row.day));
      if (entry) entry.check_ins += row.check_ins;
      const cells = heat[weekdayOf(row.day)];
      if (cells) cells[row.hour] = (cells[row.hour] ?? 0) + row.check_ins;
    }
    const totals = zero();
    const units: LessonRow[] = [];
    for (const row of lessons) {
      if (row.unit !== null) {
        units.push({ ...row, unit: row.unit });
        continue;
      }
      add(totals, row);
      const entry = row.bucket === null ? undefined : series.get(row.bucket);
      if (entry) add(entry, row);
    }
    // Open days per weekday: a heat map cell also reads as the check-ins of an average such day.
    const openDays = Array.from({ length: 7 }, () => new Set<Day>());
    for (const day of open.days) openDays[weekdayOf(day)]?.add(day);
    const usedHours = [...Array(24).keys()].filter((h) => heat.some((cells) => (cells[h] ?? 0) > 0));
    const firstHour = usedHours[0] ?? 9;
    const lastHour = usedHours.at(-1) ?? 21;
    const heatRows: ReportRow[] = [];
    for (let weekday = 0; weekday < 7; weekday += 1) {
      for (let hour = firstHour; hour <= lastHour; hour += 1) {
        const n = heat[weekday]?.[hour] ?? 0;
        const opened = openDays[weekday]?.size ?? 0;
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
        unitTable(unit, units, totals, checkIns),
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
