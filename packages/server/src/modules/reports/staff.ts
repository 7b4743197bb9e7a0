import { storeDay } from '@kayoi/domain/store-calendar';
import type { Queryable } from '../../db/database.ts';
import { rowsByStore, withoutStore } from '../../db/rows.ts';
import { classInTerm } from '../classes/term.ts';
import { storeSchedulesOf } from '../stores/master-repository.ts';
import {
  countHeldLessons,
  heldLessonGroupsSql,
  hoursOf,
  type LessonScope,
  lessonScopeOf,
  wholeMonthsOf,
} from './lessons-held.ts';
import {
  column,
  defineReport,
  figure,
  percent,
  type ReportData,
  type ReportRow,
  reportHeader,
} from './shared.ts';
import { addUpRows, storeParts } from './store-parts.ts';

// スタッフ別レポート: each instructor's held lessons (as the coach of the day: a substitute's 代行 counts for
// the substitute), hours, lessons assisted, members taught, their attendance rate, the promotion tests of the
// members of their classes (tested, passed, pass rate), and 代行 both ways; and the list of 代行 in the period.

interface StaffFigures {
  staff_id: number;
  name: string;
  is_active: boolean;
  lessons: number;
  minutes: number;
  assisted: number;
  members_taught: number;
  places: number;
  presences: number;
  covered_for_others: number;
  covered_by_others: number;
  tested: number;
  passed: number;
}

interface Substitution {
  lesson_date: string;
  class_name: string;
  slot_time: string;
  instructor_name: string | null;
  substitute_name: string | null;
  reason: string | null;
  held: boolean;
}

/** A lesson's minutes (in double precision: extract's numeric cost ≈ 70 ms over a chain's year of lessons). */
const MINUTES = `(date_part('epoch', l.end_time - l.start_time) / 60)::int`;

/** A staff member's figures in one store (a store's classes and promotion tests): a store's part of the report. */
type StoreFigures = Omit<StaffFigures, 'name' | 'is_active'>;
const COUNTED: (keyof StoreFigures)[] = [
  'lessons',
  'minutes',
  'assisted',
  'members_taught',
  'places',
  'presences',
  'covered_for_others',
  'covered_by_others',
  'tested',
  'passed',
];

/**
 * The period's classes by coach, with the first and last day they taught it ($1 the stores, $2–$3 the period, $4
 * today, $5–$6 its whole months; heldLessonGroupsSql, a class's whole months one row each), and the members
 * enrolled in a class within that span, each once per store and coach (`taught`).
 */
const PER_CLASS = `per_class as (
           select l.store_id, l.class_id, l.coach_id, l.instructor_id, l.substitute_id, l.assistant_id,
                  sum(l.lessons)::int as lessons, sum(${MINUTES} * l.lessons)::int as minutes,
                  sum(l.places)::int as places, sum(l.presences)::int as presences, min(l.first_day) as first_day,
                  max(l.last_day) as last_day
             from (${heldLessonGroupsSql('$1', '$2', '$3', '$4', '$5', '$6')}) l
            group by 1, 2, 3, 4, 5, 6)`;
const TAUGHT = `span as (
           select h.store_id, h.coach_id, h.class_id, min(h.first_day) as first_day, max(h.last_day) as last_day
             from per_class h where h.coach_id is not null group by 1, 2, 3),
         taught_pairs as (
           select distinct sp.store_id, sp.coach_id, e.customer_id
             from span sp join class_enrollments e on e.class_id = sp.class_id and e.enrolled_on <= sp.last_day
              and (e.ended_on is null or e.ended_on >= sp.first_day))`;

/** Each store's figures of every staff member who taught, assisted, was covered for or tested there (a row each). */
const STORE_FIGURES_SQL = `with ${PER_CLASS},
         coach as (
           select h.store_id, h.coach_id as staff_id, sum(h.lessons)::int as lessons, sum(h.minutes)::int as minutes,
                  sum(h.places)::int as places, sum(h.presences)::int as presences,
                  coalesce(sum(h.lessons) filter (where h.substitute_id is not null and h.substitute_id <> h.instructor_id),
                           0)::int as covered_for_others
             from per_class h where h.coach_id is not null group by 1, 2),
         assist as (
           select h.store_id, h.assistant_id as staff_id, sum(h.lessons)::int as n from per_class h
            where h.assistant_id is not null group by 1, 2),
         covered as (
           select h.store_id, h.instructor_id as staff_id, sum(h.lessons)::int as n from per_class h
            where h.substitute_id is not null and h.substitute_id <> h.instructor_id group by 1, 2),
         ${TAUGHT},
         taught as (select store_id, coach_id as staff_id, count(*)::int as n from taught_pairs group by 1, 2),
         tests as (
           select t.store_id, coalesce(k.instructor_id, r.recorded_by) as staff_id, count(*)::int as tested,
                  (count(*) filter (where r.passed))::int as passed
             from promotion_tests t join promotion_results r on r.test_id = t.id
             left join classes k on k.id = r.from_class_id
            where t.store_id = any($1::int[]) and t.held_on between $2::date and $3::date
            group by 1, 2),
         who as (
           select store_id, staff_id from coach union select store_id, staff_id from assist
           union select store_id, staff_id from covered
           union select store_id, staff_id from tests where staff_id is not null)
         select who.store_id, who.staff_id, coalesce(c.lessons, 0) as lessons, coalesce(c.minutes, 0) as minutes,
                coalesce(a.n, 0) as assisted, coalesce(tg.n, 0) as members_taught, coalesce(c.places, 0) as places,
                coalesce(c.presences, 0) as presences, coalesce(c.covered_for_others, 0) as covered_for_others,
                coalesce(cv.n, 0) as covered_by_others, coalesce(t.tested, 0) as tested, coalesce(t.passed, 0) as passed
           from who
           left join coach c on c.store_id = who.store_id and c.staff_id = who.staff_id
           left join assist a on a.store_id = who.store_id and a.staff_id = who.staff_id
           left join covered cv on cv.store_id = who.store_id and cv.staff_id = who.staff_id
           left join taught tg on tg.store_id = who.store_id and tg.staff_id = who.staff_id
           left join tests t on t.store_id = who.store_id and t.staff_id = who.staff_id`;

/**
 * The members a coach taught in several stores, each once (STORE_FIGURES_SQL's values, $7 the coaches): a member may
 * have been enrolled in two stores' classes of one coach (moved to another store), whom the stores' counts would
 * count twice.
 */
const TAUGHT_ACROSS_SQL = `with ${PER_CLASS}, ${TAUGHT}
         select coach_id as staff_id, count(distinct customer_id)::int as n from taught_pairs
          where coach_id = any($7::int[]) group by 1`;

/** The staff members' figures with their names, in the report's order (most lessons first). */
const NAMED_SQL = `select s.id as staff_id, s.name, s.is_active, f.lessons, f.minutes, f.assisted, f.members_taught,
                          f.places, f.presences, f.covered_for_others, f.covered_by_others, f.tested, f.passed
     from jsonb_to_recordset($1::jsonb) as f(staff_id integer, lessons integer, minutes integer, assisted integer,
            members_taught integer, places integer, presences integer, covered_for_others integer,
            covered_by_others integer, tested integer, passed integer)
     join staffs s on s.id = f.staff_id
    order by f.lessons desc, s.name_kana nulls last, s.id`;

/** STORE_FIGURES_SQL's values but the stores ($2–$6). */
const figureParams = (scope: LessonScope) => {
  const whole = wholeMonthsOf(scope);
  return [scope.from, scope.to, scope.today, whole.from, whole.to];
};

function createStaffQueries(db: Queryable) {
  return {
    /**
     * Every staff member's figures over the scope: each store's part (store-parts.ts) is kept until its classes,
     * lessons, enrolments or tests change, the stores without one read together, and the parts added up (a chain's
     * classes and tests read at each call took 300 ms of CPU on bench:chain's 50 stores). A coach's members taught
     * in several stores are counted once, from the data.
     */
    async staff(scope: LessonScope, storeId: number | null): Promise<StaffFigures[]> {
      const params = figureParams(scope);
      const parts = await storeParts(db, {
        report: REPORT.name,
        module: import.meta.url,
        key: [STORE_FIGURES_SQL, params],
        storeId,
        read: async (ids) => {
          const { rows } = await db.query<StoreFigures & { store_id: number }>(STORE_FIGURES_SQL, [
            ids,
            ...params,
          ]);
          const byStore = rowsByStore(rows);
          return new Map(ids.map((id) => [id, byStore.get(id) ?? []]));
        },
      });
      const rows = parts.flat();
      const summed = new Map(
        addUpRows(rows, { id: (row) => [row.staff_id], summed: () => COUNTED }).map((row) => [
          row.staff_id,
          row,
        ]),
      );
      // The coaches with members taught in several stores: those are counted again, each member once.
      const stores = Map.groupBy(
        rows.filter((row) => row.members_taught > 0),
        (row) => row.staff_id,
      );
      const across = [...stores].filter(([, list]) => list.length > 1).map(([staffId]) => staffId);
      if (across.length > 0) {
        const taught = await db.query<{ staff_id: number; n: number }>(TAUGHT_ACROSS_SQL, [
          scope.storeIds,
          ...params,
          across,
        ]);
        for (const row of taught.rows) {
          const figures = summed.get(row.staff_id);
          if (figures) figures.members_taught = row.n;
        }
      }
      const named = await db.query<StaffFigures>(NAMED_SQL, [JSON.stringify([...summed.values()])]);
      return named.rows;
    },

    /**
     * Every 代行 of the period, held or planned: the lessons of `lessonsSql` with a substitute — an exception of a
     * class active and in term on its weekday, on a day its store is open. Read from the exceptions, and only their
     * days looked up in the stores' calendars (making every store's open days of a chain's year was 17,000
     * store-days in Node for a handful of 代行).
     */
    async substitutions(scope: LessonScope): Promise<Substitution[]> {
      const { rows } = await db.query<Substitution & { store_id: number }>(
        `select k.store_id, x.lesson_date::text as lesson_date, k.name as class_name,
                to_char(coalesce(x.start_time, k.start_time), 'HH24:MI') as slot_time, i.name as instructor_name,
                s.name as substitute_name, x.reason, x.lesson_date < $4::date as held
           from lesson_exceptions x
           join classes k on k.id = x.class_id and k.store_id = any($1::int[]) and k.is_active
            and k.day_of_week = extract(dow from x.lesson_date)::int and ${classInTerm('k', 'x.lesson_date')}
           left join staffs i on i.id = k.instructor_id
           left join staffs s on s.id = x.substitute_instructor_id
          where x.lesson_date between $2::date and $3::date and x.kind is distinct from 'cancelled'
            and x.substitute_instructor_id is not null and x.substitute_instructor_id is distinct from k.instructor_id
          order by x.lesson_date, coalesce(x.start_time, k.start_time), k.id`,
        [scope.storeIds, scope.from, scope.to, scope.today],
      );
      if (rows.length === 0) return [];
      const schedules = await storeSchedulesOf(db, [...new Set(rows.map((row) => row.store_id))], scope);
      return rows
        .filter((row) => {
          const schedule = schedules.get(row.store_id);
          return schedule !== undefined && storeDay(row.lesson_date, schedule).is_open;
        })
        .map(withoutStore);
    },
  };
}

const REPORT = { name: 'staff', title: 'スタッフ別' } as const;

export const staffReport = defineReport({
  ...REPORT,
  operationId: 'getStaffReport',
  async build(context): Promise<ReportData> {
    const { db } = context;
    const scope = await lessonScopeOf(context);
    await countHeldLessons(db, scope);
    const q = createStaffQueries(db);
    const staff = await q.staff(scope, context.scope.storeId);
    const substitutions = await q.substitutions(scope);

    const sum = (key: keyof StaffFigures) => staff.reduce((n, s) => n + (s[key] as number), 0);
    const rowOf = (s: StaffFigures): ReportRow => ({
      staff_name: s.is_active ? s.name : `${s.name}（無効）`,
      lessons: s.lessons,
      hours: hoursOf(s.minutes),
      assisted: s.assisted,
      members_taught: s.members_taught,
      attendance_rate: percent(s.presences, s.places),
      tested: s.tested,
      passed: s.passed,
      pass_rate: percent(s.passed, s.tested),
      covered_for_others: s.covered_for_others,
      covered_by_others: s.covered_by_others,
    });
    const staffRows = staff.map(rowOf);
    const held = substitutions.filter((s) => s.held).length;
    return {
      ...reportHeader(REPORT, context),
      summary: [
        figure('instructors', '担当インストラクター', staff.filter((s) => s.lessons > 0).length, 'int'),
        figure('lessons', '実施レッスン数', sum('lessons'), 'int'),
        figure('hours', '指導時間', hoursOf(sum('minutes')), 'decimal'),
        figure('attendance_rate', '出席率', percent(sum('presences'), sum('places')), 'percent'),
        figure('pass_rate', '進級テスト合格率', percent(sum('passed'), sum('tested')), 'percent'),
        figure('substitutions', '代行', held, 'int', {
          note: substitutions.length > held ? `予定${substitutions.length - held}件` : '',
        }),
      ],
      charts: [
        {
          key: 'lessons',
          title: 'インストラクター別のレッスン数と指導時間',
          kind: 'bar' as const,
          x: column('staff_name', 'インストラクター', 'text'),
          series: [column('lessons', 'レッスン', 'int'), column('hours', '時間', 'decimal')],
          rows: staffRows,
        },
      ],
      tables: [
        {
          key: 'staff',
          title: 'インストラクター別',
          columns: [
            column('staff_name', 'インストラクター', 'text'),
            column('lessons', 'レッスン', 'int'),
            column('hours', '時間', 'decimal'),
            column('assisted', 'アシスタント', 'int'),
            column('members_taught', '指導会員', 'int'),
            column('attendance_rate', '出席率', 'percent'),
            column('tested', '進級テスト受験', 'int'),
            column('passed', '合格', 'int'),
            column('pass_rate', '合格率', 'percent'),
            column('covered_for_others', '代行した', 'int'),
            column('covered_by_others', '代行された', 'int'),
          ],
          rows: staffRows,
          totals: {
            staff_name: '合計',
            lessons: sum('lessons'),
            hours: hoursOf(sum('minutes')),
            assisted: sum('assisted'),
            attendance_rate: percent(sum('presences'), sum('places')),
            tested: sum('tested'),
            passed: sum('passed'),
            pass_rate: percent(sum('passed'), sum('tested')),
            covered_for_others: sum('covered_for_others'),
            covered_by_others: sum('covered_by_others'),
          },
        },
        {
          key: 'substitutions',
          title: '代行',
          columns: [
            column('date', '日付', 'date'),
            column('class_name', 'クラス', 'text'),
            column('time', '時刻', 'text'),
            column('instructor_name', '担当', 'text'),
            column('substitute_name', '代行', 'text'),
            column('reason', '理由', 'text'),
          ],
          rows: substitutions.map((s) => ({
            date: s.lesson_date,
            class_name: s.class_name,
            time: s.slot_time,
            instructor_name: s.instructor_name,
            substitute_name: s.substitute_name,
            reason: s.reason,
          })),
        },
      ],
      notes: [
        'レッスン・時間・出席率は、その日に指導したインストラクター（代行はその代行者）で数えます。',
        '進級テストは期間中のテストで、受験した会員のクラス担当ごとに数えます。指導会員は、そのクラスでの担当期間（最初と最後のレッスンの間）に在籍していた会員の実人数です。',
      ],
    };
  },
});
