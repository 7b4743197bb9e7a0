import type { Queryable } from '../../db/database.ts';
import {
  countHeldLessons,
  heldLessonGroupsSql,
  hoursOf,
  type LessonScope,
  lessonScopeOf,
  lessonsSql,
  type OpenDays,
  openDaysOf,
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

function createStaffQueries(db: Queryable) {
  return {
    async staff(scope: LessonScope): Promise<StaffFigures[]> {
      // A class's whole months are one row each (heldLessonGroupsSql).
      const whole = wholeMonthsOf(scope);
      const { rows } = await db.query<StaffFigures>(
        `with per_class as (
           select l.class_id, l.coach_id, l.instructor_id, l.substitute_id, l.assistant_id, sum(l.lessons)::int as lessons,
                  sum(${MINUTES} * l.lessons)::int as minutes, sum(l.places)::int as places,
                  sum(l.presences)::int as presences, min(l.first_day) as first_day, max(l.last_day) as last_day
             from (${heldLessonGroupsSql('$1', '$2', '$3', '$4', '$5', '$6')}) l
            group by 1, 2, 3, 4, 5),
         coach as (
           select h.coach_id as staff_id, sum(h.lessons)::int as lessons, sum(h.minutes)::int as minutes,
                  sum(h.places)::int as places, sum(h.presences)::int as presences,
                  coalesce(sum(h.lessons) filter (where h.substitute_id is not null and h.substitute_id <> h.instructor_id),
                           0)::int as covered_for_others
             from per_class h where h.coach_id is not null group by 1),
         assist as (
           select h.assistant_id as staff_id, sum(h.lessons)::int as n from per_class h where h.assistant_id is not null
            group by 1),
         covered as (
           select h.instructor_id as staff_id, sum(h.lessons)::int as n from per_class h
            where h.substitute_id is not null and h.substitute_id <> h.instructor_id group by 1),
         span as (
           select h.coach_id, h.class_id, min(h.first_day) as first_day, max(h.last_day) as last_day
             from per_class h where h.coach_id is not null group by 1, 2),
         taught as (
           select sp.coach_id as staff_id, count(distinct e.customer_id)::int as n
             from span sp join class_enrollments e on e.class_id = sp.class_id and e.enrolled_on <= sp.last_day
              and (e.ended_on is null or e.ended_on >= sp.first_day)
            group by 1),
         tests as (
           select coalesce(k.instructor_id, r.recorded_by) as staff_id, count(*)::int as tested,
                  (count(*) filter (where r.passed))::int as passed
             from promotion_tests t join promotion_results r on r.test_id = t.id
             left join classes k on k.id = r.from_class_id
            where t.store_id = any($1::int[]) and t.held_on between $2::date and $3::date
            group by 1),
         who as (
           select staff_id from coach union select staff_id from assist union select staff_id from covered
           union select staff_id from tests where staff_id is not null)
         select s.id as staff_id, s.name, s.is_active, coalesce(c.lessons, 0) as lessons,
                coalesce(c.minutes, 0) as minutes, coalesce(a.n, 0) as assisted, coalesce(tg.n, 0) as members_taught,
                coalesce(c.places, 0) as places, coalesce(c.presences, 0) as presences,
                coalesce(c.covered_for_others, 0) as covered_for_others, coalesce(cv.n, 0) as covered_by_others,
                coalesce(t.tested, 0) as tested, coalesce(t.passed, 0) as passed
           from who join staffs s on s.id = who.staff_id
           left join coach c on c.staff_id = s.id
           left join assist a on a.staff_id = s.id
           left join covered cv on cv.staff_id = s.id
           left join taught tg on tg.staff_id = s.id
           left join tests t on t.staff_id = s.id
          order by coalesce(c.lessons, 0) desc, s.name_kana nulls last, s.id`,
        [scope.storeIds, scope.from, scope.to, scope.today, whole.from, whole.to],
      );
      return rows;
    },

    /** Every 代行 of the period, held or planned. */
    async substitutions(scope: LessonScope, open: OpenDays): Promise<Substitution[]> {
      const { rows } = await db.query<Substitution>(
        `with lesson as (${lessonsSql('$1', '$2', '$3')})
         select l.lesson_date::text as lesson_date, k.name as class_name,
                to_char(l.start_time, 'HH24:MI') as slot_time, i.name as instructor_name,
                s.name as substitute_name, l.exception_reason as reason, l.held
           from lesson l join classes k on k.id = l.class_id
           left join staffs i on i.id = l.instructor_id
           left join staffs s on s.id = l.substitute_id
          where l.substitute_id is not null and l.substitute_id is distinct from l.instructor_id
          order by l.lesson_date, l.start_time, k.id`,
        [open.stores, open.days, scope.today],
      );
      return rows;
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
    const open = await openDaysOf(db, scope);
    await countHeldLessons(db, scope);
    const q = createStaffQueries(db);
    const staff = await q.staff(scope);
    const substitutions = await q.substitutions(scope, open);

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
