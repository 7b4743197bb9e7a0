import type { Day } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import { runningOn } from './repository.ts';

// Absences, makeup credits (振替権) and makeup bookings (migration 0101), and the school's rules for them.

export interface SchoolRules {
  makeup_validity_months: number;
  cancelled_validity_months: number;
  makeup_quota_per_weekly_lesson: number;
  booking_cutoff_minutes: number;
  waitlist_hold_hours: number;
}

export const DEFAULT_RULES: SchoolRules = {
  makeup_validity_months: 1,
  cancelled_validity_months: 3,
  makeup_quota_per_weekly_lesson: 2,
  booking_cutoff_minutes: 60,
  waitlist_hold_hours: 48,
};

/** The rules of a class's school (the defaults when it has none or no school). */
export async function rulesOfClass(db: Queryable, classId: number): Promise<SchoolRules> {
  const { rows } = await db.query<SchoolRules>(
    `select r.makeup_validity_months, r.cancelled_validity_months, r.makeup_quota_per_weekly_lesson,
            r.booking_cutoff_minutes, r.waitlist_hold_hours
       from classes k join school_class_rules r on r.school_id = k.school_id where k.id = $1`,
    [classId],
  );
  return rows[0] ?? DEFAULT_RULES;
}

/** The last day of the month `months` after the month of `day` (Tokyo calendar days, no instants involved). */
export const endOfMonthAfter = (day: string, months: string): string =>
  `(date_trunc('month', ${day}::date) + make_interval(months => ${months} + 1) - interval '1 day')::date`;

/**
 * A lesson the school cancelled: every member enrolled that day gets a credit valid to the end of the month
 * `months` after it (one they already hold for that lesson, from an absence, stays).
 */
export async function grantCancelledCredits(
  db: Queryable,
  storeId: number,
  classId: number,
  day: Day,
  months: number,
): Promise<number> {
  const { rows } = await db.query(
    `insert into makeup_credits (store_id, customer_id, source, class_id, program_id, lesson_date, expires_on)
     select $1, e.customer_id, 'cancelled', k.id, k.program_id, $3::date, ${endOfMonthAfter('$3', '$4::int')}
       from class_enrollments e join classes k on k.id = e.class_id
      where e.class_id = $2 and ${runningOn('e', '$3::date')}
     on conflict do nothing
     returning id`,
    [storeId, classId, day, months],
  );
  return rows.length;
}

/** A cancellation undone: its credits not booked are withdrawn. */
export async function withdrawCancelledCredits(
  db: Queryable,
  classId: number,
  day: Day,
  now: Date,
): Promise<void> {
  await db.query(
    `update makeup_credits c set withdrawn_at = $3
      where c.class_id = $1 and c.lesson_date = $2 and c.source = 'cancelled' and c.withdrawn_at is null
        and not exists (select 1 from makeup_bookings b where b.credit_id = c.id and b.status = 'booked')`,
    [classId, day, now],
  );
}
