import {
  addDays,
  addMonths,
  type Day,
  daysBetween,
  earlierDay,
  monthStartOf,
  todayInTokyo,
} from '@kayoi/domain/calendar';
import { weekdayLabels } from '@kayoi/domain/labels';
import { storeDay } from '@kayoi/domain/store-calendar';
import type { Queryable } from '../../db/database.ts';
import { classInTerm } from '../classes/term.ts';
import { createDashboardRepository } from '../dashboard/repository.ts';
import { storeSchedulesOf } from '../stores/master-repository.ts';
import { column, type ReportColumn, type ReportContext } from './shared.ts';

// The lessons the programs, attendance, staff, facilities and custom reports count, written once so that a
// figure agrees across them (a read model across the classes, front desk and dashboard tables, like the
// dashboard's own).
//
// A lesson is a weekly class on a Tokyo day the store is open (its calendar: 定休日, closures, holidays by
// its rule), the class active and in term that day, not cancelled (休講); a moved lesson (代行, another lane or
// time) counts with its coach, lane and times of that day. A lesson is *held* once its day has passed; its
// places (members enrolled that day) and presences (the house rule of migration 0002: a tablet mark wins, else
// a visit overlapping the lesson from 30 minutes before) are the dashboard's counts (lesson_occurrence_stats),
// filled by the dashboard repository on first read and kept — so the dashboard and the reports agree.
// Today's lessons count from tomorrow.

/** The stores and days a report covers; `today` is the Tokyo day of the request. */
export interface LessonScope {
  storeIds: number[];
  from: Day;
  to: Day;
  today: Day;
}

/** The stores of a report's scope (every store for the chain total). */
export async function lessonScopeOf(context: ReportContext): Promise<LessonScope> {
  let storeIds: number[];
  if (context.scope.storeId !== null) storeIds = [context.scope.storeId];
  else {
    const { rows } = await context.db.query<{ id: number }>('select id from stores order by id');
    storeIds = rows.map((r) => r.id);
  }
  return { storeIds, from: context.period.from, to: context.period.to, today: todayInTokyo(context.now()) };
}

/**
 * Whether a report lists its stores where a store's report lists its classes: over several stores (the chain total)
 * the classes are thousands of rows whose names repeat from store to store (50 stores: 6,300 rows, 1.7 MB of JSON),
 * and an owner compares the stores; a store's classes are one store away.
 */
export const listsStores = (scope: Pick<LessonScope, 'storeIds'>) => scope.storeIds.length > 1;

/** The scope's stores with their names, in id order: the rows of a table of stores. */
export async function namedStoresOf(db: Queryable, scope: Pick<LessonScope, 'storeIds'>) {
  const { rows } = await db.query<{ id: number; name: string }>(
    'select id, name from stores where id = any($1::int[]) order by id',
    [scope.storeIds],
  );
  return rows;
}

/** The first column of a table of stores, and what the report's notes say of it. */
export const STORE_COLUMN = column('store_name', '店舗', 'text');
export const STORES_NOTE = 'クラス別の表は店舗を選ぶと表示されます。';

/** The open days of the scope's stores, as parallel arrays (SQL `unnest($a::int[], $b::date[])`). */
export interface OpenDays {
  stores: number[];
  days: Day[];
  opens: (string | null)[];
  closes: (string | null)[];
}

/** The days each store of the scope is open between `from` and `to`, with its hours (null when unknown). */
export async function openDaysOf(db: Queryable, scope: LessonScope): Promise<OpenDays> {
  const open: OpenDays = { stores: [], days: [], opens: [], closes: [] };
  const days = daysBetween(scope.from, scope.to);
  const schedules = await storeSchedulesOf(db, scope.storeIds, { from: scope.from, to: scope.to });
  for (const storeId of scope.storeIds) {
    const schedule = schedules.get(storeId);
    if (!schedule) continue;
    for (const day of days) {
      const state = storeDay(day, schedule);
      if (!state.is_open) continue;
      open.stores.push(storeId);
      open.days.push(day);
      open.opens.push(state.opens_at);
      open.closes.push(state.closes_at);
    }
  }
  return open;
}

/**
 * Fills the dashboard's counts of the scope's past lessons that are not counted yet. The stores with a day left to
 * count are found first, in one statement: a chain's report asked each of 50 stores in four statements (≈ 0.1 s)
 * when every day was counted already, as it is after the first read.
 */
export async function countHeldLessons(db: Queryable, scope: LessonScope): Promise<void> {
  const last = earlierDay(scope.to, addDays(scope.today, -1));
  if (last < scope.from) return;
  const { rows } = await db.query<{ store_id: number }>(
    `select s.id as store_id from unnest($1::int[]) as s(id)
      where (select count(*) from lesson_stats_days d
              where d.store_id = s.id and d.day between $2::date and $3::date) < $4::int`,
    [scope.storeIds, scope.from, last, daysBetween(scope.from, last).length],
  );
  const dashboard = createDashboardRepository(db);
  for (const { store_id } of rows) await dashboard.countPastLessons(store_id, scope.from, last);
}

/**
 * The lessons of the open days `stores`/`days` (parameter placeholders), one row each: class, store, day,
 * program, the coach who teaches it that day (the substitute of a 代行, else the class's instructor), the
 * scheduled instructor and the substitute, the assistant, start and end times of that day, a moved lane,
 * capacity and `held` (before `today`). A held lesson's figures are the counts' (`heldLessonsSql`).
 */
export const lessonsSql = (stores: string, days: string, today: string) => `
  select k.id as class_id, k.store_id, od.day as lesson_date, k.program_id, k.capacity,
         coalesce(x.substitute_instructor_id, k.instructor_id) as coach_id, k.instructor_id,
         x.substitute_instructor_id as substitute_id, k.assistant_instructor_id as assistant_id,
         coalesce(x.start_time, k.start_time) as start_time, coalesce(x.end_time, k.end_time) as end_time,
         x.lane_id as moved_lane_id, x.reason as exception_reason, od.day < ${today}::date as held
    from unnest(${stores}::int[], ${days}::date[]) as od(store_id, day)
    join classes k on k.store_id = od.store_id and k.is_active and k.day_of_week = extract(dow from od.day)::int
     and ${classInTerm('k', 'od.day')}
    left join lesson_exceptions x on x.class_id = k.id and x.lesson_date = od.day
   where x.kind is distinct from 'cancelled'`;

/** What `heldLessonsSql` says of a lesson (`s` its count, `k` its class, `x` its exception if any). */
const HELD_COLUMNS = `k.id as class_id, s.store_id, s.lesson_date, k.program_id,
         coalesce(x.substitute_instructor_id, k.instructor_id) as coach_id, k.instructor_id,
         x.substitute_instructor_id as substitute_id, k.assistant_instructor_id as assistant_id,
         coalesce(x.start_time, k.start_time) as start_time, coalesce(x.end_time, k.end_time) as end_time,
         s.enrolled as places, s.present as presences, s.absences, s.makeups`;

/**
 * The held lessons (before `today`) of `stores` between `from` and `to` (parameter placeholders), with what the lesson
 * reports read of them: class, store, day, program, the coach who taught (the substitute of a 代行, else the class's
 * instructor), the scheduled instructor, the substitute and the assistant, the lesson's times, its places,
 * presences, absence notices and booked makeups (0420). They are read from the counted lessons themselves: once
 * `countHeldLessons` has run for the scope, the dashboard's counts (lesson_occurrence_stats) hold one row for each
 * held lesson by the same rule as `lessonsSql` (an open day, the class active and in term, not cancelled), forgotten
 * and counted again whenever what decides it changes. A chain's year is 330,000 lessons: made from its open days and
 * classes, then looked up one by one in the counts, they took 0.8–1.5 s of the chain-wide reports; read from the
 * counts, one pass over the stores' period.
 */
export const heldLessonsSql = (stores: string, from: string, to: string, today: string) => `
  select ${HELD_COLUMNS}
    from lesson_occurrence_stats s
    join classes k on k.id = s.class_id and k.is_active
    left join lesson_exceptions x on x.class_id = s.class_id and x.lesson_date = s.lesson_date
   where s.store_id = any(${stores}::int[]) and s.lesson_date between ${from}::date and ${to}::date
     and s.lesson_date < ${today}::date and x.kind is distinct from 'cancelled'`;

/** The held lessons of `heldLessonsSql` that have an exception (moved: a 代行, other times or lanes), from the exceptions. */
const movedLessonsSql = (stores: string, from: string, to: string, today: string) => `
  select ${HELD_COLUMNS}
    from lesson_exceptions x
    join lesson_occurrence_stats s on s.class_id = x.class_id and s.lesson_date = x.lesson_date
    join classes k on k.id = s.class_id and k.is_active
   where x.store_id = any(${stores}::int[]) and x.lesson_date between ${from}::date and ${to}::date
     and x.lesson_date < ${today}::date and x.kind is distinct from 'cancelled'`;

/**
 * The whole months of a period whose lessons are all held (every day before `today`): the first day of the first
 * month that begins on or after `from`, and the last day of the last month that ends by `to` and before `today`.
 * None (`from` after `to`, both the day after the period) when no month fits.
 */
export function wholeMonthsOf(scope: Pick<LessonScope, 'from' | 'to' | 'today'>): { from: Day; to: Day } {
  const first = monthStartOf(scope.from) === scope.from ? scope.from : addMonths(monthStartOf(scope.from), 1);
  // The day before the month of the day after the last held day of the period.
  const last = addDays(monthStartOf(addDays(earlierDay(scope.to, addDays(scope.today, -1)), 1)), -1);
  if (first > last) return { from: addDays(scope.to, 1), to: scope.to };
  return { from: first, to: last };
}

/**
 * The held lessons of `heldLessonsSql` in groups: a class's lessons of a whole month of the period without an
 * exception are one row, added up by the dashboard (lesson_stats_months, migration 0430), and every other held
 * lesson is a row of its own — the days before and after the whole months (`wholeFrom`, `wholeTo`: parameter
 * placeholders, `wholeMonthsOf`) and the lessons with an exception. A row says how many lessons it is (`lessons`)
 * and its first and last day; a row's coach, times and program are those of all its lessons. A chain's year is
 * 75,600 month rows and the lessons of a month's edges instead of 330,000 lessons. For the figures summed by class,
 * program, coach or month (a week or a day needs the lessons themselves).
 */
export const heldLessonGroupsSql = (
  stores: string,
  from: string,
  to: string,
  today: string,
  wholeFrom: string,
  wholeTo: string,
) => {
  const one = (lessons: string) => `
    select l.class_id, l.store_id, l.lesson_date as first_day, l.lesson_date as last_day, l.program_id, l.coach_id,
           l.instructor_id, l.substitute_id, l.assistant_id, l.start_time, l.end_time, 1 as lessons, l.places,
           l.presences, l.absences, l.makeups
      from (${lessons}) l`;
  return `
    select m.class_id, m.store_id, m.first_day, m.last_day, k.program_id, k.instructor_id as coach_id, k.instructor_id,
           null::integer as substitute_id, k.assistant_instructor_id as assistant_id, k.start_time, k.end_time,
           m.lessons, m.places, m.presences, m.absences, m.makeups
      from lesson_stats_months m join classes k on k.id = m.class_id and k.is_active
     where m.store_id = any(${stores}::int[]) and m.month between ${wholeFrom}::date and ${wholeTo}::date
    union all ${one(heldLessonsSql(stores, from, `(${wholeFrom}::date - 1)`, today))}
    union all ${one(heldLessonsSql(stores, `(${wholeTo}::date + 1)`, to, today))}
    union all ${one(movedLessonsSql(stores, wholeFrom, wholeTo, today))}`;
};

/** Hours to one decimal from minutes. */
export const hoursOf = (minutes: number) => Math.round(minutes / 6) / 10;

/** 日, 月 … 土 */
export const weekdayLabel = (weekday: number) => weekdayLabels[weekday] ?? '';

/** 月 10:00 */
export const slotLabel = (weekday: number, time: string) => `${weekdayLabel(weekday)} ${time}`;

/** Which class a row is: the first columns of a per-class table. */
export const CLASS_COLUMNS: ReportColumn[] = [
  column('class_name', 'クラス', 'text'),
  column('program_name', 'プログラム', 'text'),
  column('slot', '曜日・時刻', 'text'),
  column('instructor_name', '担当', 'text'),
];

/** The axes of a weekday × hour heat map (x the hour, y the weekday), and its table's first columns. */
export const HEAT_X = column('hour', '時', 'int');
export const HEAT_Y = column('weekday', '曜日', 'text');
