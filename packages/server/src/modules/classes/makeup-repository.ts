import type { Day } from '@kayoi/domain/calendar';
import { DEFAULT_SCHOOL_CLASS_RULES } from '@kayoi/domain/constants';
import type { Queryable } from '../../db/database.ts';
import { runningOn } from './repository.ts';

// Absences, makeup credits (振替権) and makeup bookings (migration 0101), and the school's rules for them.

export interface SchoolRules {
  makeup_validity_months: number;
  cancelled_validity_months: number;
  makeup_quota_per_weekly_lesson: number;
  booking_cutoff_minutes: number;
  waitlist_hold_hours: number;
  /** How many days ahead a family may book a makeup on マイページ. */
  makeup_booking_window_days: number;
}

export const DEFAULT_RULES: SchoolRules = DEFAULT_SCHOOL_CLASS_RULES;

/** The rules of a class's school (the defaults when it has none or no school). */
export async function rulesOfClass(db: Queryable, classId: number): Promise<SchoolRules> {
  const { rows } = await db.query<SchoolRules>(
    `select r.makeup_validity_months, r.cancelled_validity_months, r.makeup_quota_per_weekly_lesson,
            r.booking_cutoff_minutes, r.waitlist_hold_hours, r.makeup_booking_window_days
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

// Absences ------------------------------------------------------------------------------------------------

const CREDIT_JSON = (today: string) => `case when cr.id is null then null else json_build_object(
    'id', cr.id, 'customer_id', cr.customer_id, 'source', cr.source,
    'class', json_build_object('id', ck.id, 'name', ck.name),
    'program', case when cp.id is null then null else json_build_object('id', cp.id, 'name', cp.name) end,
    'lesson_date', cr.lesson_date::text, 'expires_on', cr.expires_on::text,
    'status', case when cr.withdrawn_at is not null then 'withdrawn' when bk.id is not null then 'booked'
                   when cr.expires_on < ${today} then 'expired' else 'available' end,
    'booking', case when bk.id is null then null else json_build_object('id', bk.id,
      'class', json_build_object('id', bc.id, 'name', bc.name), 'lesson_date', bk.lesson_date::text) end) end`;

const CREDIT_JOINS = `left join classes ck on ck.id = cr.class_id
  left join programs cp on cp.id = cr.program_id
  left join makeup_bookings bk on bk.credit_id = cr.id and bk.status = 'booked'
  left join classes bc on bc.id = bk.class_id`;

export interface AbsenceRow {
  id: number;
  class: { id: number; name: string };
  customer_id: number;
  customer_name: string;
  lesson_date: Day;
  reason: string | null;
  recorded_at: Date;
  recorded_by: { id: number; name: string } | null;
  credit: CreditRow | null;
}

export interface CreditRow {
  id: number;
  customer_id: number;
  source: 'absence' | 'cancelled';
  class: { id: number; name: string };
  program: { id: number; name: string } | null;
  lesson_date: Day;
  expires_on: Day;
  status: 'available' | 'booked' | 'expired' | 'withdrawn';
  booking: { id: number; class: { id: number; name: string }; lesson_date: Day } | null;
}

export async function listAbsenceRows(
  db: Queryable,
  storeId: number,
  filters: {
    date?: Day | undefined;
    customerId?: number | undefined;
    classId?: number | undefined;
    id?: number;
  },
  today: Day,
): Promise<AbsenceRow[]> {
  const { rows } = await db.query<AbsenceRow>(
    `select a.id, json_build_object('id', k.id, 'name', k.name) as class, a.customer_id,
            c.family_name || ' ' || c.given_name as customer_name, a.lesson_date::text as lesson_date, a.reason,
            a.recorded_at,
            case when s.id is null then null else json_build_object('id', s.id, 'name', s.name) end as recorded_by,
            ${CREDIT_JSON('$6::date')} as credit
       from lesson_absences a
       join classes k on k.id = a.class_id
       join customers c on c.id = a.customer_id
       left join staffs s on s.id = a.recorded_by
       left join makeup_credits cr on cr.absence_id = a.id
       ${CREDIT_JOINS}
      where a.store_id = $1 and ($2::date is null or a.lesson_date = $2) and ($3::int is null or a.customer_id = $3)
        and ($4::int is null or a.class_id = $4) and ($5::int is null or a.id = $5)
      order by a.lesson_date desc, k.start_time, a.id
      limit 500`,
    [
      storeId,
      filters.date ?? null,
      filters.customerId ?? null,
      filters.classId ?? null,
      filters.id ?? null,
      today,
    ],
  );
  return rows;
}

export async function insertAbsence(
  db: Queryable,
  a: {
    storeId: number;
    classId: number;
    customerId: number;
    day: Day;
    reason: string | null;
    staffId: number | null;
  },
  now: Date,
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `insert into lesson_absences (store_id, class_id, customer_id, lesson_date, reason, recorded_by, recorded_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing returning id`,
    [a.storeId, a.classId, a.customerId, a.day, a.reason, a.staffId, now],
  );
  return rows[0]?.id ?? null;
}

/** Credits from absences of the member in a program whose lessons fall in the month of `day` (the quota). */
export async function absenceCreditsInMonth(
  db: Queryable,
  customerId: number,
  programId: number | null,
  day: Day,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from makeup_credits
      where customer_id = $1 and source = 'absence' and withdrawn_at is null
        and program_id is not distinct from $2
        and date_trunc('month', lesson_date) = date_trunc('month', $3::date)`,
    [customerId, programId, day],
  );
  return rows[0]?.n ?? 0;
}

export async function insertAbsenceCredit(
  db: Queryable,
  c: {
    storeId: number;
    customerId: number;
    absenceId: number;
    classId: number;
    programId: number | null;
    day: Day;
  },
  months: number,
): Promise<void> {
  await db.query(
    `insert into makeup_credits (store_id, customer_id, source, absence_id, class_id, program_id, lesson_date,
       expires_on)
     values ($1, $2, 'absence', $3, $4, $5, $6::date, ${endOfMonthAfter('$6', '$7::int')})
     on conflict do nothing`,
    [c.storeId, c.customerId, c.absenceId, c.classId, c.programId, c.day, months],
  );
}

export async function absenceBooked(db: Queryable, absenceId: number): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from makeup_credits cr join makeup_bookings b on b.credit_id = cr.id and b.status = 'booked'
      where cr.absence_id = $1`,
    [absenceId],
  );
  return rows.length > 0;
}

export async function deleteAbsenceRow(db: Queryable, storeId: number, id: number): Promise<boolean> {
  const { rows } = await db.query(
    'delete from lesson_absences where id = $1 and store_id = $2 returning id',
    [id, storeId],
  );
  return rows.length > 0;
}

// Credits and bookings ------------------------------------------------------------------------------------

export async function creditsOf(db: Queryable, storeId: number, customerId: number, today: Day) {
  const { rows } = await db.query<CreditRow>(
    `select ${CREDIT_JSON('$3::date')} as credit from makeup_credits cr ${CREDIT_JOINS}
      where cr.store_id = $1 and cr.customer_id = $2
      order by cr.lesson_date desc, cr.id desc`,
    [storeId, customerId, today],
  );
  return rows.map((row) => (row as unknown as { credit: CreditRow }).credit);
}

export async function creditForBooking(db: Queryable, storeId: number, creditId: number, today: Day) {
  const { rows } = await db.query<{ credit: CreditRow; grade_sort: number | null; class_id: number }>(
    `select ${CREDIT_JSON('$3::date')} as credit, g.sort_order as grade_sort, cr.class_id
       from makeup_credits cr ${CREDIT_JOINS}
       join customers cu on cu.id = cr.customer_id
       left join grades g on g.id = cu.grade_id
      where cr.store_id = $1 and cr.id = $2
      for update of cr`,
    [storeId, creditId, today],
  );
  return rows[0];
}

export interface BookingRow {
  id: number;
  credit_id: number;
  customer_id: number;
  customer_name: string;
  class: { id: number; name: string };
  lesson_date: Day;
  start_time: string;
  status: 'booked' | 'cancelled';
  booked_at: Date;
}

export async function listBookingRows(
  db: Queryable,
  storeId: number,
  filters: { date?: Day | undefined; customerId?: number | undefined; id?: number },
): Promise<BookingRow[]> {
  const { rows } = await db.query<BookingRow>(
    `select b.id, b.credit_id, b.customer_id, c.family_name || ' ' || c.given_name as customer_name,
            json_build_object('id', k.id, 'name', k.name) as class, b.lesson_date::text as lesson_date,
            to_char(coalesce(x.start_time, k.start_time), 'HH24:MI') as start_time, b.status, b.booked_at
       from makeup_bookings b
       join classes k on k.id = b.class_id
       join customers c on c.id = b.customer_id
       left join lesson_exceptions x on x.class_id = b.class_id and x.lesson_date = b.lesson_date
      where b.store_id = $1 and ($2::date is null or b.lesson_date = $2) and ($3::int is null or b.customer_id = $3)
        and ($4::int is null or b.id = $4) and ($4::int is not null or b.status = 'booked')
      order by b.lesson_date, k.start_time, b.id
      limit 500`,
    [storeId, filters.date ?? null, filters.customerId ?? null, filters.id ?? null],
  );
  return rows;
}

export async function insertBooking(
  db: Queryable,
  b: {
    storeId: number;
    creditId: number;
    customerId: number;
    classId: number;
    day: Day;
    staffId: number | null;
  },
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into makeup_bookings (store_id, credit_id, customer_id, class_id, lesson_date, booked_by, booked_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [b.storeId, b.creditId, b.customerId, b.classId, b.day, b.staffId, now],
  );
  return (rows[0] as { id: number }).id;
}

export async function cancelBookingRow(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query(`update makeup_bookings set status = 'cancelled', cancelled_at = $2 where id = $1`, [
    id,
    now,
  ]);
}

/** Is the member enrolled in the class on that day? */
export async function enrolledOn(db: Queryable, classId: number, customerId: number, day: Day) {
  const { rows } = await db.query(
    `select 1 from class_enrollments e where e.class_id = $1 and e.customer_id = $2 and ${runningOn('e', '$3::date')}`,
    [classId, customerId, day],
  );
  return rows.length > 0;
}

/** A program's lessons per week (the programs module's table; 1 for a class without a program). */
export async function lessonsPerWeekOf(db: Queryable, programId: number | null): Promise<number> {
  if (programId === null) return 1;
  const { rows } = await db.query<{ n: number }>('select lessons_per_week as n from programs where id = $1', [
    programId,
  ]);
  return rows[0]?.n ?? 1;
}
