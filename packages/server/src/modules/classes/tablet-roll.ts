import type { Day } from '@kayoi/domain/calendar';
import { storeDay } from '@kayoi/domain/store-calendar';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../master-data/rules.ts';
import { storeSchedulesOf } from '../stores/master-repository.ts';
import { runningOn } from './repository.ts';
import { classInTerm } from './term.ts';

// The roll of a lesson for the instructors' tablet (issue 14, coach side): the members enrolled in the class on
// that day and the members who booked a makeup (振替) into that lesson, each with whether an absence notice
// (欠席連絡) is recorded for it. The classes module's tables, asked by the front desk's tablet.

export interface RollEntry {
  class_id: number;
  customer_id: number;
  roll: 'enrolled' | 'makeup';
  absence_notice: boolean;
}

/** The roll of the given classes of the store on `day` (`customerId`: that member's entries only). */
export async function lessonRoll(
  db: Queryable,
  storeId: number,
  day: Day,
  classIds: readonly number[],
  customerId?: number,
): Promise<RollEntry[]> {
  return lessonRollIn(db, [storeId], day, classIds, customerId);
}

/**
 * `lessonRoll` of the given classes of several stores at once (a chain's daily report), in one statement, by class
 * and member.
 */
export async function lessonRollIn(
  db: Queryable,
  storeIds: readonly number[],
  day: Day,
  classIds: readonly number[],
  customerId?: number,
): Promise<RollEntry[]> {
  if (classIds.length === 0) return [];
  const { rows } = await db.query<RollEntry>(
    `with roll as (
       select e.class_id, e.customer_id, 'enrolled' as roll
         from class_enrollments e
        where e.class_id = any($3::int[]) and ${runningOn('e', '$2::date')}
       union all
       select mb.class_id, mb.customer_id, 'makeup'
         from makeup_bookings mb
        where mb.store_id = any($1::int[]) and mb.class_id = any($3::int[]) and mb.lesson_date = $2::date
          and mb.status = 'booked'
     )
     select distinct on (r.class_id, r.customer_id) r.class_id, r.customer_id, r.roll,
            exists (select 1 from lesson_absences ab where ab.class_id = r.class_id and ab.customer_id = r.customer_id
                     and ab.lesson_date = $2::date) as absence_notice
       from roll r
      where ($4::int is null or r.customer_id = $4::int)
      order by r.class_id, r.customer_id, r.roll = 'makeup'`,
    [storeIds, day, classIds, customerId ?? null],
  );
  return rows;
}

export interface RollLesson {
  class_id: number;
  name: string;
  program_name: string | null;
  /** The lanes of the lesson that day (第1レーン・第2レーン), null when it has none. */
  lane: string | null;
  start_time: string;
  end_time: string;
  /** The coach of the lesson that day: the 代行 when one is set. */
  instructor_name: string | null;
  capacity: number;
}

/**
 * The lessons the tablet takes the roll of on `day`: the same lessons as the timetable (the class's term, the
 * store's closed days and holidays, that day's exception — another lane, other times, a 代行 coach), less the
 * lessons cancelled (休講) that day. `classId` for one.
 */
export async function lessonsForRoll(
  db: Queryable,
  storeId: number,
  day: Day,
  classId?: number,
): Promise<RollLesson[]> {
  return (await lessonsForRollIn(db, [storeId], day, classId)).map(
    ({ store_id: _store, ...lesson }) => lesson,
  );
}

/**
 * `lessonsForRoll` of several stores at once (a chain's daily report), by store id, then by start time, first lane
 * and class: the stores' calendars in three statements, the lessons in one, and only what the roll shows. The
 * timetable's `lessonsOn` also counts each lesson's roll, absences and presences, which the roll did not use (a
 * chain's day: 50 statements, 154 ms of the daily report's database time).
 */
export async function lessonsForRollIn(
  db: Queryable,
  storeIds: readonly number[],
  day: Day,
  classId?: number,
): Promise<(RollLesson & { store_id: number })[]> {
  const schedules = await storeSchedulesOf(db, storeIds, { from: day, to: day });
  const open = storeIds.filter((storeId) => {
    const schedule = schedules.get(storeId);
    if (!schedule) throw notFound();
    return storeDay(day, schedule).is_open;
  });
  if (open.length === 0) return [];
  const { rows } = await db.query<RollLesson & { store_id: number }>(
    `with day_classes as (
       select k.* from classes k
        where k.store_id = any($1::int[]) and k.is_active and k.day_of_week = extract(dow from $2::date)::int
          and ${classInTerm('k', '$2::date')} and ($3::int is null or k.id = $3::int)),
     -- The day's classes' own lanes, joined once: each class's lanes looked up one by one read the lane table for
     -- each class (a chain's day of 900 lessons: 29 of the statement's 45 ms).
     own as (
       select cl.class_id, string_agg(l.name, '・' order by l.number) as lanes, min(l.number) as first_lane
         from class_lanes cl join facility_lanes l on l.id = cl.lane_id
        where cl.class_id in (select id from day_classes)
        group by cl.class_id)
     select k.store_id, k.id as class_id, k.name, p.name as program_name,
            case when x.lane_id is not null then (select l.name from facility_lanes l where l.id = x.lane_id)
                 else own.lanes end as lane,
            to_char(coalesce(x.start_time, k.start_time), 'HH24:MI') as start_time,
            to_char(coalesce(x.end_time, k.end_time), 'HH24:MI') as end_time,
            coalesce(sub.name, coach.name) as instructor_name, k.capacity
       from day_classes k
       left join own on own.class_id = k.id
       left join lesson_exceptions x on x.class_id = k.id and x.lesson_date = $2::date
       left join programs p on p.id = k.program_id
       left join staffs sub on sub.id = x.substitute_instructor_id
       left join staffs coach on coach.id = k.instructor_id
      where x.kind is distinct from 'cancelled'
      order by k.store_id, coalesce(x.start_time, k.start_time), own.first_lane nulls last, k.id`,
    [open, day, classId ?? null],
  );
  return rows;
}
