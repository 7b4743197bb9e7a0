import { type Day, formatTokyo, isoTokyo } from '@kayoi/domain/calendar';
import { notificationMessages as notices } from '@kayoi/domain/messages';
import type { Queryable } from '../../db/database.ts';
import { notifyMemberFamilies } from '../notifications/events.ts';
import type { Ref } from './repository.ts';

// Enrolments (class_enrollments, with their history) and the waiting list (class_waitlist), migration 0100.
// Names, member numbers and grades are joined from the customers and grades tables (a list's names).

export interface EnrollmentRow {
  id: number;
  class_id: number;
  customer_id: number;
  member_number: string;
  name: string;
  name_kana: string;
  grade: Ref | null;
  enrolled_on: Day;
  ended_on: Day | null;
  grade_override_reason: string | null;
  moved_from: Ref | null;
}

export interface WaitlistRow {
  id: number;
  class_id: number;
  customer_id: number;
  member_number: string;
  name: string;
  position: number;
  status: 'waiting' | 'offered';
  created_at: string;
  offer_expires_at: string | null;
}

export const ENROLLMENT_SELECT = `select e.id, e.class_id, e.customer_id, c.member_number,
    c.family_name || ' ' || c.given_name as name, c.family_name_kana || ' ' || c.given_name_kana as name_kana,
    case when g.id is null then null else json_build_object('id', g.id, 'name', g.name) end as grade,
    e.enrolled_on::text as enrolled_on, e.ended_on::text as ended_on, e.grade_override_reason,
    case when m.id is null then null else json_build_object('id', m.id, 'name', m.name) end as moved_from
  from class_enrollments e
  join customers c on c.id = e.customer_id
  left join grades g on g.id = c.grade_id
  left join classes m on m.id = e.moved_from_class_id`;

/** The enrolments of a class running on `day` or later (with `includeEnded`, every one). */
export async function enrollmentsOf(
  db: Queryable,
  classId: number,
  day: Day,
  includeEnded: boolean,
): Promise<EnrollmentRow[]> {
  const { rows } = await db.query<EnrollmentRow>(
    `${ENROLLMENT_SELECT}
     where e.class_id = $1 and ($3::boolean or e.ended_on is null or e.ended_on >= $2::date)
     order by (e.ended_on is not null and e.ended_on < $2::date), c.family_name_kana, c.given_name_kana, e.id`,
    [classId, day, includeEnded],
  );
  return rows;
}

export async function enrollmentById(db: Queryable, id: number): Promise<EnrollmentRow> {
  const { rows } = await db.query<EnrollmentRow>(`${ENROLLMENT_SELECT} where e.id = $1`, [id]);
  return rows[0] as EnrollmentRow;
}

/** The open waiting list of a class in order (first come first served), with positions. */
export async function waitlistOf(db: Queryable, classId: number): Promise<WaitlistRow[]> {
  const { rows } = await db.query<
    Omit<WaitlistRow, 'created_at' | 'offer_expires_at'> & {
      created_at: Date;
      offer_expires_at: Date | null;
    }
  >(
    `select w.id, w.class_id, w.customer_id, c.member_number, c.family_name || ' ' || c.given_name as name,
            (row_number() over (order by w.created_at, w.id))::int as position, w.status, w.created_at,
            w.offer_expires_at
       from class_waitlist w join customers c on c.id = w.customer_id
      where w.class_id = $1 and w.status in ('waiting', 'offered')
      order by w.created_at, w.id`,
    [classId],
  );
  return rows.map((row) => ({
    ...row,
    created_at: isoTokyo(row.created_at),
    offer_expires_at: row.offer_expires_at ? isoTokyo(row.offer_expires_at) : null,
  }));
}

/** Seats taken from `day` on: enrolments not ended before it (future ones included). */
export async function seatsTaken(db: Queryable, classId: number, day: Day): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from class_enrollments
      where class_id = $1 and (ended_on is null or ended_on >= $2::date)`,
    [classId, day],
  );
  return rows[0]?.n ?? 0;
}

/**
 * The first day from `day` on with a seat of the class not taken by an enrolment: `day` itself, or the day after
 * one of the enrolments ends (a seat freed at a month end is free from the 1st).
 */
export async function firstFreeDay(db: Queryable, classId: number, capacity: number, day: Day): Promise<Day> {
  const { rows } = await db.query<{ d: Day }>(
    `select days.d::text as d
       from (select $2::date as d
             union select ended_on + 1 from class_enrollments where class_id = $1 and ended_on >= $2::date) days
      where (select count(*) from class_enrollments e
              where e.class_id = $1 and (e.ended_on is null or e.ended_on >= days.d)) < $3
      order by days.d limit 1`,
    [classId, day, capacity],
  );
  return rows[0]?.d ?? day;
}

/** The member's enrolment in the class that has not ended before `day`, if any. */
export async function runningEnrollment(db: Queryable, classId: number, customerId: number, day: Day) {
  const { rows } = await db.query<{ id: number; enrolled_on: Day }>(
    `select id, enrolled_on::text as enrolled_on from class_enrollments
      where class_id = $1 and customer_id = $2 and (ended_on is null or ended_on >= $3::date)
      order by enrolled_on desc limit 1`,
    [classId, customerId, day],
  );
  return rows[0];
}

export async function insertEnrollment(
  db: Queryable,
  e: {
    classId: number;
    customerId: number;
    enrolledOn: Day;
    gradeOverrideReason: string | null;
    movedFrom: number | null;
    staffId: number | null;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into class_enrollments (class_id, customer_id, enrolled_on, grade_override_reason, moved_from_class_id,
       created_by)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [e.classId, e.customerId, e.enrolledOn, e.gradeOverrideReason, e.movedFrom, e.staffId],
  );
  return (rows[0] as { id: number }).id;
}

/** Ends an enrolment on `day` (its last day); one that had not begun by then is removed. */
export async function endEnrollment(db: Queryable, id: number, day: Day): Promise<void> {
  await db.query('delete from class_enrollments where id = $1 and enrolled_on > $2::date', [id, day]);
  await db.query('update class_enrollments set ended_on = $2::date where id = $1', [id, day]);
}

/** The place's end (null: open). */
export async function endOf(db: Queryable, id: number): Promise<Day | null> {
  const { rows } = await db.query<{ ended_on: Day | null }>(
    'select ended_on::text as ended_on from class_enrollments where id = $1',
    [id],
  );
  return rows[0]?.ended_on ?? null;
}

/** The member's places among `ids` still ended on `day` (a 退会 being cancelled). */
export async function placesEndedOn(db: Queryable, customerId: number, ids: readonly number[], day: Day) {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: number; class_id: number }>(
    `select id, class_id from class_enrollments
      where id = any($1::int[]) and customer_id = $2 and ended_on = $3::date`,
    [ids, customerId, day],
  );
  return rows;
}

/** The `count` offers made last go back to waiting in their place in line (the seat they held is taken back). */
export async function withdrawLatestOffers(db: Queryable, classId: number, count: number, now: Date) {
  await db.query(
    `update class_waitlist set status = 'waiting', offered_at = null, offer_expires_at = null
      where id in (select id from class_waitlist
                    where class_id = $1 and status = 'offered' and offer_expires_at > $2
                    order by offered_at desc, created_at desc, id desc limit $3)`,
    [classId, now, count],
  );
}

export async function openWaitlistEntry(db: Queryable, classId: number, customerId: number) {
  const { rows } = await db.query<{
    id: number;
    status: 'waiting' | 'offered';
    offer_expires_at: Date | null;
  }>(
    `select id, status, offer_expires_at from class_waitlist
      where class_id = $1 and customer_id = $2 and status in ('waiting', 'offered')`,
    [classId, customerId],
  );
  return rows[0];
}

export async function insertWaitlistEntry(
  db: Queryable,
  classId: number,
  customerId: number,
  staffId: number | null,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into class_waitlist (class_id, customer_id, created_by, created_at) values ($1, $2, $3, $4)`,
    [classId, customerId, staffId, now],
  );
}

/** When the member's latest offer of the class lapsed, if their latest entry is a lapsed offer. */
export async function lapsedOfferOf(
  db: Queryable,
  classId: number,
  customerId: number,
): Promise<Date | null> {
  const { rows } = await db.query<{ status: string; offer_expires_at: Date | null }>(
    `select status, offer_expires_at from class_waitlist where class_id = $1 and customer_id = $2
      order by id desc limit 1`,
    [classId, customerId],
  );
  const row = rows[0];
  return row?.status === 'lapsed' ? row.offer_expires_at : null;
}

export async function closeWaitlistEntry(
  db: Queryable,
  id: number,
  status: 'enrolled' | 'withdrawn',
  now: Date,
): Promise<void> {
  await db.query('update class_waitlist set status = $2, closed_at = $3 where id = $1', [id, status, now]);
}

/**
 * The waiting list's turn: offers past their hold lapse, then each free seat (capacity − taken − held) is
 * offered to the next one waiting, held for `holdHours`. Run with the class locked.
 */
export async function offerFreeSeats(
  db: Queryable,
  classId: number,
  capacity: number,
  day: Day,
  now: Date,
  holdHours: number,
): Promise<void> {
  await db.query(
    `update class_waitlist set status = 'lapsed', closed_at = $2
      where class_id = $1 and status = 'offered' and offer_expires_at <= $2`,
    [classId, now],
  );
  const held = await heldSeats(db, classId, now);
  const free = capacity - (await seatsTaken(db, classId, day)) - held;
  if (free <= 0) return;
  const offered = await db.query<{ id: number; customer_id: number; offer_expires_at: Date }>(
    `update class_waitlist set status = 'offered', offered_at = $2,
       offer_expires_at = $2::timestamptz + make_interval(hours => $3::int)
      where id in (select id from class_waitlist where class_id = $1 and status = 'waiting'
                   order by created_at, id limit $4)
      returning id, customer_id, offer_expires_at`,
    [classId, now, holdHours, free],
  );
  if (offered.rows.length === 0) return;
  // Each offer is told to the member's families with its hold, in the transaction that made it.
  const { rows } = await db.query<{ name: string }>('select name from classes where id = $1', [classId]);
  for (const offer of offered.rows) {
    await notifyMemberFamilies(
      db,
      {
        kind: 'waitlist_offer',
        eventKey: `waitlist-offer:${offer.id}`,
        customerId: offer.customer_id,
        title: notices.waitlistOfferTitle,
        body: notices.waitlistOfferBody,
        values: {
          className: rows[0]?.name ?? '',
          expires: formatTokyo(offer.offer_expires_at, 'M月d日 H:mm'),
        },
        path: '/my/waitlist',
      },
      now,
    );
  }
}

/** The classes (and their stores) with an offer past its hold still open: the hourly sweep's turn for each. */
export async function classesWithLapsedOffers(db: Queryable, now: Date) {
  const { rows } = await db.query<{ class_id: number; store_id: number }>(
    `select distinct w.class_id, c.store_id
       from class_waitlist w join classes c on c.id = w.class_id
      where w.status = 'offered' and w.offer_expires_at <= $1
      order by w.class_id`,
    [now],
  );
  return rows;
}

/** Seats held for offered waiting-list entries (not yet lapsed). */
export async function heldSeats(
  db: Queryable,
  classId: number,
  now: Date,
  exceptCustomer = 0,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from class_waitlist
      where class_id = $1 and status = 'offered' and offer_expires_at > $2 and customer_id <> $3`,
    [classId, now, exceptCustomer],
  );
  return rows[0]?.n ?? 0;
}

/**
 * For each class of `classIds`, at once: the enrolments not ended before `day`, the seats held for offers
 * unexpired at `now`, and whether anyone waits in line (what seatsTaken, heldSeats and waitlistOf tell of one
 * class, for a list of classes in one statement).
 */
export async function seatsOfClasses(
  db: Queryable,
  classIds: readonly number[],
  day: Day,
  now: Date,
): Promise<Map<number, { taken: number; held: number; waiting: boolean }>> {
  if (classIds.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; taken: number; held: number; waiting: boolean }>(
    `select k.id,
            (select count(*)::int from class_enrollments e
              where e.class_id = k.id and (e.ended_on is null or e.ended_on >= $2::date)) as taken,
            (select count(*)::int from class_waitlist w
              where w.class_id = k.id and w.status = 'offered' and w.offer_expires_at > $3) as held,
            exists (select 1 from class_waitlist w where w.class_id = k.id and w.status = 'waiting') as waiting
       from unnest($1::int[]) as k(id)`,
    [classIds, day, now],
  );
  return new Map(rows.map(({ id, ...seats }) => [id, seats]));
}

/** A member as enrolment needs them (the customers module's table; the grade's order from grades). */
export async function memberForEnrollment(db: Queryable, storeId: number, customerId: number) {
  const { rows } = await db.query<{
    id: number;
    name: string;
    status: string;
    grade_name: string | null;
    grade_sort: number | null;
  }>(
    `select c.id, c.family_name || ' ' || c.given_name as name, c.status, g.name as grade_name,
            g.sort_order as grade_sort
       from customers c left join grades g on g.id = c.grade_id
      where c.id = $1 and c.store_id = $2`,
    [customerId, storeId],
  );
  return rows[0];
}

export async function gradeSortOf(db: Queryable, ids: readonly (number | null)[]) {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map<number, { name: string; sort_order: number }>();
  const { rows } = await db.query<{ id: number; name: string; sort_order: number }>(
    'select id, name, sort_order from grades where id = any($1::int[])',
    [wanted],
  );
  return new Map(rows.map((g) => [g.id, g]));
}

/**
 * The weekly slots of the member's classes running on `day` or later, by program: what their contracts of
 * those programs take as their slots.
 */
export async function classSlotsByProgram(db: Queryable, customerId: number, day: Day) {
  const { rows } = await db.query<{
    program_id: number;
    day_of_week: number;
    start_time: string;
    end_time: string;
  }>(
    `select distinct k.program_id, k.day_of_week, to_char(k.start_time, 'HH24:MI') as start_time,
            to_char(k.end_time, 'HH24:MI') as end_time
       from class_enrollments e join classes k on k.id = e.class_id
      where e.customer_id = $1 and (e.ended_on is null or e.ended_on >= $2::date) and k.program_id is not null
        and k.is_active
      order by k.day_of_week, start_time`,
    [customerId, day],
  );
  return rows;
}

/** Whether the member has a place in a class of the program running after `day` (their last class of it ended?). */
export async function programEnrollmentAfter(
  db: Queryable,
  customerId: number,
  programId: number,
  day: Day,
): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from class_enrollments e join classes k on k.id = e.class_id
      where e.customer_id = $1 and k.program_id = $2 and (e.ended_on is null or e.ended_on > $3::date)
      limit 1`,
    [customerId, programId, day],
  );
  return rows.length > 0;
}

/**
 * 要確認 of a month (issue 29): a member's class place running in it with no contract of its program running in
 * it (no_contract), and a contract running in it of a program that has active classes, with no place in one of
 * them (no_class). By member number.
 */
export async function placesAgainstContracts(db: Queryable, storeId: number, first: Day, last: Day) {
  const { rows } = await db.query<{
    customer_id: number;
    customer_name: string;
    member_number: string | null;
    program_id: number;
    program_name: string;
    reason_code: 'no_contract' | 'no_class';
  }>(
    `with places as (
       select distinct e.customer_id, k.program_id from class_enrollments e join classes k on k.id = e.class_id
        where k.store_id = $1 and k.program_id is not null and e.enrolled_on <= $3::date
          and (e.ended_on is null or e.ended_on >= $2::date)),
     held as (
       select distinct c.customer_id, c.program_id from customer_contracts c join customers m on m.id = c.customer_id
        where m.store_id = $1 and c.program_id is not null and c.starts_on <= $3::date
          and (c.ends_on is null or c.ends_on >= $2::date)),
     items as (
       select p.customer_id, p.program_id, 'no_contract' as reason_code from places p
        where not exists (select 1 from held h where h.customer_id = p.customer_id and h.program_id = p.program_id)
       union all
       select h.customer_id, h.program_id, 'no_class' from held h
        where exists (select 1 from classes k where k.program_id = h.program_id and k.is_active)
          and not exists (select 1 from places p where p.customer_id = h.customer_id and p.program_id = h.program_id))
     select i.customer_id, m.family_name || ' ' || m.given_name as customer_name, m.member_number, i.program_id,
            g.name as program_name, i.reason_code
       from items i join customers m on m.id = i.customer_id join programs g on g.id = i.program_id
      order by m.member_number, i.customer_id, i.program_id`,
    [storeId, first, last],
  );
  return rows;
}
