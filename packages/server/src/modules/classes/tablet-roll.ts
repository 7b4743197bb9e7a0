import type { Day } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
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
