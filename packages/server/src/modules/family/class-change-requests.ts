import { type Day, dayOf, formatJapaneseDate, longMonthLabel, monthDayLabel } from '@kayoi/domain/calendar';
import { membershipMessages as m } from '@kayoi/domain/membership';
import { formatMessage } from '@kayoi/domain/messages';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import type { RequestBody } from '../../http/types.ts';
import { moveClassEnrollmentIn, placesForNewcomers, placesForNewcomersOf } from '../classes/enrollments.ts';
import type { Deps as ClassDeps } from '../classes/use-cases.ts';
import type { Actor } from '../customers/use-cases.ts';
import { accountFingerprintOf } from '../zengin/member-accounts.ts';
import type { FamilyMembershipRequestRow, RequestClass } from './membership-requests-repository.ts';

// コース変更・曜日変更 and 口座変更 on 各種申請 (issue 32). A class change names one of the member's class places and a
// class of the same school with a seat free on its first day: 曜日変更 the same program and grade range at another
// weekday or time, コース変更 another class the member's grade allows. It starts on the 1st of a month the school's
// deadline allows (the 休会 / 退会 deadline: 前月N日まで). Asking holds no seat: approval runs the desk's own move
// (moveClassEnrollmentIn) in the approving transaction, so the seat and the days are decided there, once. A
// 口座変更 carries no bank data: staff mark the paper 口座振替依頼書 sent, and complete the request once the account on
// file differs from the one at the time of the request (the desk registered the new one in 口座振替の口座).

type Input = RequestBody<'createFamilyMembershipRequest'>;
type MoveKind = 'course_change' | 'day_change';

interface PlaceRow extends RequestClass {
  enrollment_id: number;
  school_id: number | null;
  program_id: number | null;
  min_grade_id: number | null;
  max_grade_id: number | null;
}
interface TargetRow extends Omit<PlaceRow, 'enrollment_id'> {
  capacity: number;
}

const CLASS_FIELDS = `k.id, k.name, p.name as program_name, k.day_of_week, to_char(k.start_time, 'HH24:MI') as start_time,
  to_char(k.end_time, 'HH24:MI') as end_time, k.school_id, k.program_id, k.min_grade_id, k.max_grade_id`;

const requestClass = (k: RequestClass): RequestClass => ({
  id: k.id,
  name: k.name,
  program_name: k.program_name,
  day_of_week: k.day_of_week,
  start_time: k.start_time,
  end_time: k.end_time,
});

/** The member's class places running on `day` (the day a move would start). */
async function placesOf(db: Queryable, customerId: number, day: Day): Promise<PlaceRow[]> {
  const { rows } = await db.query<PlaceRow>(
    `select e.id as enrollment_id, ${CLASS_FIELDS}
       from class_enrollments e join classes k on k.id = e.class_id left join programs p on p.id = k.program_id
      where e.customer_id = $1 and (e.ended_on is null or e.ended_on >= $2::date)
      order by k.day_of_week, k.start_time, k.id`,
    [customerId, day],
  );
  return rows;
}

/**
 * The active classes of the place's school the member's grade allows on `day`, neither the place's class nor one
 * the member holds a place in then.
 */
async function targetsOf(db: Queryable, storeId: number, customerId: number, place: PlaceRow, day: Day) {
  const { rows } = await db.query<TargetRow>(
    `select ${CLASS_FIELDS}, k.capacity
       from classes k
       left join programs p on p.id = k.program_id
       join customers c on c.id = $2
       left join grades g on g.id = c.grade_id
       left join grades lo on lo.id = k.min_grade_id
       left join grades hi on hi.id = k.max_grade_id
      where k.store_id = $1 and k.is_active and k.id <> $3 and k.school_id is not distinct from $4
        and (k.ends_on is null or k.ends_on >= $5::date)
        and (g.id is null or ((lo.id is null or g.sort_order >= lo.sort_order)
                              and (hi.id is null or g.sort_order <= hi.sort_order)))
        and not exists (select 1 from class_enrollments e where e.class_id = k.id and e.customer_id = $2
                          and (e.ended_on is null or e.ended_on >= $5::date))
      order by k.day_of_week, k.start_time, k.id`,
    [storeId, customerId, place.id, place.school_id, day],
  );
  return rows;
}

const sameCourse = (a: TargetRow | PlaceRow, b: PlaceRow) =>
  a.program_id === b.program_id && a.min_grade_id === b.min_grade_id && a.max_grade_id === b.max_grade_id;

/** Each class place of the member with the classes it may move to, a seat free for a newcomer on `day`. */
export async function classChangeOptions(
  db: Queryable,
  member: { id: number; store_id: number },
  day: Day,
  now: Date,
) {
  const places = await placesOf(db, member.id, day);
  const options = [];
  for (const place of places) {
    const day_changes = [];
    const course_changes = [];
    const targets = await targetsOf(db, member.store_id, member.id, place, day);
    const places = await placesForNewcomersOf(db, targets, day, now);
    for (const target of targets) {
      const free = places.get(target.id) ?? 0;
      if (free <= 0) continue;
      const choice = { ...requestClass(target), free_seats: free };
      const sameTime = target.day_of_week === place.day_of_week && target.start_time === place.start_time;
      if (sameCourse(target, place)) {
        if (!sameTime) day_changes.push(choice);
      } else course_changes.push(choice);
    }
    options.push({
      enrollment_id: place.enrollment_id,
      class: requestClass(place),
      day_changes,
      course_changes,
    });
  }
  return options;
}

/** The rules of a class change sent today, as sentences. */
export const moveNotes = (firstMonth: string, dueOn: Day) => [
  formatMessage(m.noteMoveDeadline, { month: longMonthLabel(firstMonth), date: monthDayLabel(dueOn) }),
  m.noteMoveSeat,
];

/**
 * A class change as the family asked it, checked now: the place is the member's (404), the day a month's 1st
 * the deadline allows, the class one offered for the place on that day with a seat free (422).
 */
export async function checkedClassChange(
  db: Queryable,
  member: { id: number; store_id: number },
  input: Input & { kind: MoveKind },
  firstDay: Day,
  deadlineDay: number,
  now: Date,
) {
  if (input.enrollment_id === undefined || input.to_class_id === undefined) {
    throw validationFailed({ to_class_id: [m.moveRequired] });
  }
  const movesOn = input.moves_on ?? firstDay;
  if (movesOn < firstDay || !movesOn.endsWith('-01')) {
    throw validationFailed({
      moves_on: [formatMessage(m.moveTooEarly, { date: formatJapaneseDate(firstDay), day: deadlineDay })],
    });
  }
  const options = await classChangeOptions(db, member, movesOn, now);
  const place = options.find((o) => o.enrollment_id === input.enrollment_id);
  if (!place) throw new ApiError(404, 'NOT_FOUND', m.movePlaceNotFound);
  const offered = input.kind === 'day_change' ? place.day_changes : place.course_changes;
  const target = offered.find((k) => k.id === input.to_class_id);
  if (!target) throw validationFailed({ to_class_id: [m.moveTargetNotOffered] });
  return { fromClassId: place.class.id, toClassId: target.id, movesOn };
}

/**
 * The approved class change: the desk's move of the place in the caller's transaction (the approving staff member
 * its author). A start day already past, or a place no longer held, refuses with the rule (422): the move itself
 * answers 409 for a class full by then.
 */
export async function runClassChange(
  tx: Queryable,
  deps: ClassDeps,
  actor: Actor,
  row: FamilyMembershipRequestRow,
) {
  const movesOn = row.moves_on as Day;
  if (movesOn < dayOf(deps.config.now())) {
    throw validationFailed({
      moves_on: [formatMessage(m.moveDayPassed, { date: formatJapaneseDate(movesOn) })],
    });
  }
  if (!row.from_class || !row.to_class) throw validationFailed({ to_class_id: [m.moveTargetNotOffered] });
  try {
    return await moveClassEnrollmentIn(
      tx,
      deps,
      { storeId: actor.storeId, staffId: actor.staffId },
      row.from_class.id,
      row.customer_id,
      { to_class_id: row.to_class.id, moves_on: movesOn },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw validationFailed({ enrollment_id: [m.movePlaceEnded] });
    }
    throw error;
  }
}

/** The seats of the class moved to free for the member on the first day, as the inbox shows them. */
export async function freeSeatsOf(db: Queryable, row: FamilyMembershipRequestRow, now: Date) {
  if (!row.to_class || !row.moves_on) return null;
  const { rows } = await db.query<{ id: number; capacity: number }>(
    'select id, capacity from classes where id = $1',
    [row.to_class.id],
  );
  const klass = rows[0];
  return klass ? placesForNewcomers(db, klass, row.moves_on, now) : null;
}

/** The account on file now, kept with a 口座変更 request to tell later whether a new one was registered. */
export const bankAccountFingerprint = (db: Queryable, customerId: number) =>
  accountFingerprintOf(db, customerId);

/** Why a 口座変更 cannot be completed yet (the paper not sent, the account on file unchanged), or null. */
export async function bankAccountRefusal(
  db: Queryable,
  row: FamilyMembershipRequestRow,
): Promise<string | null> {
  if (!row.paper_sent_at) return m.paperNotSent;
  const now = await accountFingerprintOf(db, row.customer_id);
  if (now === null || now === row.account_fingerprint) return m.accountNotChanged;
  return null;
}
