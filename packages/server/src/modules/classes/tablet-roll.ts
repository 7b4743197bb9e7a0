import type { Day } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import { lessonsOn } from './lesson-repository.ts';
import { storeDayOf } from './lessons.ts';
import { runningOn } from './repository.ts';

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
  if (classIds.length === 0) return [];
  const { rows } = await db.query<RollEntry>(
    `with roll as (
       select e.class_id, e.customer_id, 'enrolled' as roll
         from class_enrollments e
        where e.class_id = any($3::int[]) and ${runningOn('e', '$2::date')}
       union all
       select mb.class_id, mb.customer_id, 'makeup'
         from makeup_bookings mb
        where mb.store_id = $1 and mb.class_id = any($3::int[]) and mb.lesson_date = $2::date and mb.status = 'booked'
     )
     select distinct on (r.class_id, r.customer_id) r.class_id, r.customer_id, r.roll,
            exists (select 1 from lesson_absences ab where ab.class_id = r.class_id and ab.customer_id = r.customer_id
                     and ab.lesson_date = $2::date) as absence_notice
       from roll r
      where ($4::int is null or r.customer_id = $4::int)
      order by r.class_id, r.customer_id, r.roll = 'makeup'`,
    [storeId, day, classIds, customerId ?? null],
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
  const open = await storeDayOf(db, storeId, day);
  if (!open.is_open) return [];
  const rows = await lessonsOn(db, storeId, day, { classId });
  return rows
    .filter((lesson) => lesson.status !== 'cancelled')
    .map((lesson) => ({
      class_id: lesson.class_id,
      name: lesson.name,
      program_name: lesson.program?.name ?? null,
      lane: lesson.lanes.length > 0 ? lesson.lanes.map((lane) => lane.name).join('・') : null,
      start_time: lesson.start_time,
      end_time: lesson.end_time,
      instructor_name: (lesson.substitute_instructor ?? lesson.instructor)?.name ?? null,
      capacity: lesson.capacity,
    }));
}
