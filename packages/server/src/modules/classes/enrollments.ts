import { addDays, type Day, dayOf, formatTokyo } from '@kayoi/domain/calendar';
import { classMessages, formatMessage } from '@kayoi/domain/messages';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import type { RequestBody } from '../../http/types.ts';
import { enrolmentQuote } from '../billing/use-cases.ts';
import {
  contractsInForce,
  endProgramContract,
  openProgramContract,
  replaceContractSlots,
} from '../customers/contracts.ts';
import { type MasterActor, notFound } from '../master-data/rules.ts';
import {
  classSlotsByProgram,
  closeWaitlistEntry,
  type EnrollmentRow,
  endEnrollment,
  endOf,
  enrollmentById,
  enrollmentsOf,
  firstFreeDay,
  gradeSortOf,
  heldSeats,
  insertEnrollment,
  insertWaitlistEntry,
  lapsedOfferOf,
  memberForEnrollment,
  offerFreeSeats,
  openWaitlistEntry,
  placesEndedOn,
  programEnrollmentAfter,
  runningEnrollment,
  seatsOfClasses,
  seatsTaken,
  waitlistOf,
  withdrawLatestOffers,
} from './enrollment-repository.ts';
import { rulesOfClass } from './makeup-repository.ts';
import { findClassRow, lockClass } from './repository.ts';
import type { Deps } from './use-cases.ts';

// Enrolment (issue 14, part 3): seats counted with the class locked (two desks, one last seat: one wins), the
// waiting list (キャンセル待ち) first come first served — a freed seat is offered to the first in line and held
// for the school's hold time before it passes on — the grade range (override with a reason), 曜日変更 with its
// history, and the member's contract slots following their classes.

const today = (deps: Deps) => dayOf(deps.config.now());
const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);

async function classOf(db: Queryable, storeId: number, id: number, day: Day) {
  const row = await findClassRow(db, storeId, id, day);
  if (!row) throw notFound();
  return row;
}

export async function classRoster(deps: Deps, actor: MasterActor, classId: number, includeEnded: boolean) {
  const day = today(deps);
  const now = deps.config.now();
  const klass = await classOf(deps.db, actor.storeId, classId, day);
  const [enrollments, waitlist, taken, held] = await Promise.all([
    enrollmentsOf(deps.db, classId, day, includeEnded),
    waitlistOf(deps.db, classId),
    seatsTaken(deps.db, classId, day),
    heldSeats(deps.db, classId, now),
  ]);
  return {
    class_id: classId,
    capacity: klass.capacity,
    enrolled_count: taken,
    held_seats: held,
    free_seats: Math.max(klass.capacity - taken - held, 0),
    enrollments,
    waitlist,
  };
}

/** The member, of the caller's store and 在籍中, and within the class's grade range unless a reason is given. */
async function checkMember(
  db: Queryable,
  storeId: number,
  customerId: number,
  klass: { min_grade_id: number | null; max_grade_id: number | null },
  overrideReason: string | null,
) {
  const member = await memberForEnrollment(db, storeId, customerId);
  if (!member) throw new ApiError(404, 'NOT_FOUND', classMessages.customerNotFound);
  if (member.status !== 'active') throw validationFailed({ customer_id: [classMessages.customerNotActive] });
  if (member.grade_sort !== null && (klass.min_grade_id !== null || klass.max_grade_id !== null)) {
    const grades = await gradeSortOf(db, [klass.min_grade_id, klass.max_grade_id]);
    const low = klass.min_grade_id === null ? undefined : grades.get(klass.min_grade_id);
    const high = klass.max_grade_id === null ? undefined : grades.get(klass.max_grade_id);
    const outside =
      (low && member.grade_sort < low.sort_order) || (high && member.grade_sort > high.sort_order);
    if (outside && !overrideReason) {
      throw validationFailed({
        grade_override_reason: [
          formatMessage(classMessages.outOfGradeRange, {
            name: member.name,
            grade: member.grade_name ?? '',
            range: `${low?.name ?? ''}〜${high?.name ?? ''}`,
          }),
        ],
      });
    }
  }
  return member;
}

/**
 * The member's contracts of a program take the weekly slots of their classes of that program (running on `day`
 * or later); contracts of programs they have no class in keep theirs.
 */
export async function syncContractSlots(db: Queryable, customerId: number, day: Day): Promise<void> {
  const [contracts, slots] = await Promise.all([
    contractsInForce(db, { customerIds: [customerId] }, day),
    classSlotsByProgram(db, customerId, day),
  ]);
  for (const contract of contracts) {
    if (contract.program_id === null) continue;
    const own = slots.filter((s) => s.program_id === contract.program_id);
    const current = contract.time_slots.map((s) => `${s.day_of_week} ${s.start_time} ${s.end_time}`).sort();
    const wanted = own.map((s) => `${s.day_of_week} ${s.start_time} ${s.end_time}`).sort();
    if (own.length === 0 || current.join() === wanted.join()) continue;
    await replaceContractSlots(db, contract.id, own);
  }
}

const reasonOf = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Who takes or waits for a seat: the desk (a staff member of the store), or a family in マイページ (issue 31,
 * no staff member: `staffId` null) going through the same use cases.
 */
export interface SeatActor {
  storeId: number;
  staffId: number | null;
}

/**
 * A family's call (issue 31) narrows the enrolment: `join` only ever waits (a seat free for the member is the
 * school's to give, not taken from マイページ); `accept` only takes the seat offered to the member, refused
 * once its hold has passed.
 */
export type FamilySeatCall = 'join' | 'accept';

/** Why the member holds no offer when accepting: the hold that passed (naming its end), or none at all. */
async function refuseWithoutOffer(tx: Queryable, classId: number, customerId: number): Promise<never> {
  const lapsed = await lapsedOfferOf(tx, classId, customerId);
  if (lapsed) {
    throw conflict(
      formatMessage(classMessages.offerExpired, { expires: formatTokyo(lapsed, 'yyyy年M月d日 H:mm') }),
    );
  }
  throw conflict(classMessages.noOfferToAccept);
}

/**
 * Enrols with the class locked: the seats from the first day on are the class's capacity less the running
 * enrolments and the seats held for offered waiting-list entries — except the caller's own offer.
 */
async function enrolLocked(
  tx: Queryable,
  deps: Deps,
  actor: SeatActor,
  klass: { id: number; capacity: number; program: { id: number } | null },
  customerId: number,
  startsOn: Day,
  options: {
    joinWaitlist: boolean;
    reason: string | null;
    movedFrom: number | null;
    name: string;
    family?: FamilySeatCall;
  },
) {
  const now = deps.config.now();
  if (await runningEnrollment(tx, klass.id, customerId, startsOn)) {
    throw conflict(formatMessage(classMessages.alreadyEnrolled, { name: options.name }));
  }
  const rules = await rulesOfClass(tx, klass.id);
  await offerFreeSeats(tx, klass.id, klass.capacity, startsOn, now, rules.waitlist_hold_hours);
  const entry = await openWaitlistEntry(tx, klass.id, customerId);
  const ownOffer = entry?.status === 'offered';
  if (options.family === 'accept' && !ownOffer) await refuseWithoutOffer(tx, klass.id, customerId);
  const taken = await seatsTaken(tx, klass.id, startsOn);
  const heldForOthers = await heldSeats(tx, klass.id, now, customerId);
  const waitingAhead = ownOffer
    ? 0
    : (await waitlistOf(tx, klass.id)).filter((w) => w.status === 'waiting').length;
  if (taken + heldForOthers < klass.capacity && (ownOffer || waitingAhead === 0)) {
    if (options.family === 'join') throw conflict(classMessages.seatFreeAskSchool);
    const id = await insertEnrollment(tx, {
      classId: klass.id,
      customerId,
      enrolledOn: startsOn,
      gradeOverrideReason: options.reason,
      movedFrom: options.movedFrom,
      staffId: actor.staffId,
    });
    if (entry) await closeWaitlistEntry(tx, entry.id, 'enrolled', now);
    // Enrolment = contract (issue 29): the place and the program's contract in one transaction.
    const contractId = klass.program
      ? await openProgramContract(tx, customerId, klass.program.id, startsOn)
      : null;
    await syncContractSlots(tx, customerId, today(deps));
    return { status: 'enrolled' as const, enrollmentId: id, contractId };
  }
  if (!options.joinWaitlist) {
    const held = heldForOthers > 0 && taken < klass.capacity;
    throw conflict(
      held ? classMessages.seatHeld : formatMessage(classMessages.classFull, { capacity: klass.capacity }),
    );
  }
  if (entry) throw conflict(formatMessage(classMessages.alreadyWaiting, { name: options.name }));
  await insertWaitlistEntry(tx, klass.id, customerId, actor.staffId, now);
  return { status: 'waitlisted' as const, enrollmentId: null, contractId: null };
}

/** The member's contract of the program ends with their last class of it (issue 29), the same day. */
async function endContractWithLastClass(
  tx: Queryable,
  customerId: number,
  program: { id: number } | null,
  endsOn: Day,
) {
  if (!program) return;
  if (await programEnrollmentAfter(tx, customerId, program.id, endsOn)) return;
  await endProgramContract(tx, customerId, program.id, endsOn);
}

export async function enrollInClass(
  deps: Deps,
  actor: SeatActor,
  classId: number,
  input: RequestBody<'enrollInClass'>,
  family?: FamilySeatCall,
) {
  const day = today(deps);
  const klass = await classOf(deps.db, actor.storeId, classId, day);
  if (!klass.is_active) throw validationFailed({ customer_id: [classMessages.classInactive] });
  const reason = reasonOf(input.grade_override_reason);
  const member = await checkMember(deps.db, actor.storeId, input.customer_id, klass, reason);
  const result = await deps.db.transaction(async (tx) => {
    await lockClass(tx, actor.storeId, classId);
    // A member taking the seat offered to them starts the day it is free, unless told otherwise.
    const offered = (await openWaitlistEntry(tx, classId, member.id))?.status === 'offered';
    const startsOn =
      input.starts_on ?? (offered ? await firstFreeDay(tx, classId, klass.capacity, day) : day);
    return enrolLocked(tx, deps, actor, klass, member.id, startsOn, {
      joinWaitlist: input.join_waitlist ?? false,
      reason,
      movedFrom: null,
      name: member.name,
      ...(family ? { family } : {}),
    });
  });
  if (result.status === 'enrolled') {
    return {
      result: {
        status: result.status,
        enrollment: await enrollmentById(deps.db, result.enrollmentId),
        waitlist_entry: null,
      },
      message: formatMessage(classMessages.enrolled, { name: member.name }),
    };
  }
  const entry = (await waitlistOf(deps.db, classId)).find((w) => w.customer_id === member.id) ?? null;
  return {
    result: { status: result.status, enrollment: null, waitlist_entry: entry },
    message: formatMessage(classMessages.waitlisted, { name: member.name, position: entry?.position ?? '' }),
  };
}

/**
 * The enrolment quote (issue 29): the contract enrolling would make and the member's first-month lines, before
 * the desk confirms. The class and member are checked as the enrolment checks them (the grade range aside: the
 * dialog asks for its reason separately). Writes nothing.
 */
export async function quoteEnrollment(
  deps: Deps,
  actor: MasterActor,
  classId: number,
  input: RequestBody<'quoteClassEnrollment'>,
) {
  const day = today(deps);
  const klass = await classOf(deps.db, actor.storeId, classId, day);
  const member = await memberForEnrollment(deps.db, actor.storeId, input.customer_id);
  if (!member) throw new ApiError(404, 'NOT_FOUND', classMessages.customerNotFound);
  const startsOn = input.starts_on ?? day;
  return enrolmentQuote(deps.db, actor.storeId, member.id, klass.program?.id ?? null, startsOn);
}

/**
 * 本登録 with a desired class (issue 29): the new member's place, under the class lock, inside the caller's
 * transaction — the same enrolment as the desk's, its program's contract made with it; a full class refuses (409).
 */
export async function enrolConvertedMember(
  tx: Queryable,
  deps: Deps,
  actor: MasterActor,
  classId: number,
  member: { id: number; name: string },
  startsOn: Day,
): Promise<void> {
  const klass = await findClassRow(tx, actor.storeId, classId, today(deps));
  if (!klass?.is_active) throw validationFailed({ class_id: [classMessages.classInactive] });
  await lockClass(tx, actor.storeId, classId);
  await enrolLocked(tx, deps, actor, klass, member.id, startsOn, {
    joinWaitlist: false,
    reason: null,
    movedFrom: null,
    name: member.name,
  });
}

/**
 * The places of the class a member with no offer of their own could take from `day` (the member import's
 * preview, issue 29): what enrolLocked admits — the capacity less the enrolments not ended before `day` and the
 * seats held for offers, none while anyone waits in line. Read without the class lock: the enrolment decides.
 */
export async function placesForNewcomers(
  db: Queryable,
  klass: { id: number; capacity: number },
  day: Day,
  now: Date,
): Promise<number> {
  return (await placesForNewcomersOf(db, [klass], day, now)).get(klass.id) ?? 0;
}

/** placesForNewcomers of each class of a list, in one statement (a family's class-change choices): the rule once. */
export async function placesForNewcomersOf(
  db: Queryable,
  classes: readonly { id: number; capacity: number }[],
  day: Day,
  now: Date,
): Promise<Map<number, number>> {
  const seats = await seatsOfClasses(
    db,
    classes.map((k) => k.id),
    day,
    now,
  );
  return new Map(
    classes.map((k) => {
      const s = seats.get(k.id);
      return [k.id, !s || s.waiting ? 0 : Math.max(k.capacity - s.taken - s.held, 0)];
    }),
  );
}

/** Whether the member holds a place in the class not ended before `day` (an import's line written before). */
export async function holdsClassPlace(
  db: Queryable,
  classId: number,
  customerId: number,
  day: Day,
): Promise<boolean> {
  return (await runningEnrollment(db, classId, customerId, day)) !== undefined;
}

/**
 * Ends the member's enrolment on `endsOn` (or takes them off the waiting list) and offers the freed seat. With
 * `waitlistOnly` (a family leaving the line, issue 31) a class place is never ended: no open entry is 404.
 */
export async function endClassEnrollment(
  deps: Deps,
  actor: SeatActor,
  classId: number,
  customerId: number,
  endsOn: Day | undefined,
  waitlistOnly = false,
) {
  const day = today(deps);
  const klass = await classOf(deps.db, actor.storeId, classId, day);
  const member = await memberForEnrollment(deps.db, actor.storeId, customerId);
  if (!member) throw notFound();
  const last = endsOn ?? day;
  const now = deps.config.now();
  return deps.db.transaction(async (tx) => {
    await lockClass(tx, actor.storeId, classId);
    const running = waitlistOnly ? undefined : await runningEnrollment(tx, classId, customerId, last);
    if (running) {
      await endEnrollment(tx, running.id, last);
      await endContractWithLastClass(tx, customerId, klass.program, last);
      const rules = await rulesOfClass(tx, classId);
      await offerFreeSeats(tx, classId, klass.capacity, addDays(last, 1), now, rules.waitlist_hold_hours);
      await syncContractSlots(tx, customerId, today(deps));
      return formatMessage(classMessages.enrolmentEnded, { name: member.name });
    }
    const entry = await openWaitlistEntry(tx, classId, customerId);
    if (!entry) {
      throw new ApiError(
        404,
        'NOT_FOUND',
        waitlistOnly ? classMessages.notOnWaitlist : classMessages.notEnrolled,
      );
    }
    await closeWaitlistEntry(tx, entry.id, 'withdrawn', now);
    const rules = await rulesOfClass(tx, classId);
    await offerFreeSeats(tx, classId, klass.capacity, day, now, rules.waitlist_hold_hours);
    return formatMessage(classMessages.waitlistWithdrawn, { name: member.name });
  });
}

/** 曜日変更: out of this class the day before `moves_on`, into the other from it, in one transaction. */
export async function moveClassEnrollment(
  deps: Deps,
  actor: SeatActor,
  classId: number,
  customerId: number,
  input: RequestBody<'moveClassEnrollment'>,
  family?: FamilySeatCall,
): Promise<{ enrollment: EnrollmentRow; message: string }> {
  const moved = await deps.db.transaction((tx) =>
    moveClassEnrollmentIn(tx, deps, actor, classId, customerId, input, family),
  );
  return { enrollment: await enrollmentById(deps.db, moved.enrollmentId), message: moved.message };
}

/**
 * The move itself, inside the caller's transaction (the desk's move above, and a family's コース変更 / 曜日変更
 * approved in the transaction that marks the request approved, issue 32): the seats of the class moved to and
 * the days are decided under both classes' locks, so a full class refuses (409) and nothing of the caller's
 * transaction is kept.
 */
export async function moveClassEnrollmentIn(
  tx: Queryable,
  deps: Deps,
  actor: SeatActor,
  classId: number,
  customerId: number,
  input: RequestBody<'moveClassEnrollment'>,
  family?: FamilySeatCall,
): Promise<{ enrollmentId: number; message: string }> {
  const day = today(deps);
  const from = await classOf(tx, actor.storeId, classId, day);
  if (input.to_class_id === classId) throw validationFailed({ to_class_id: [classMessages.moveToSameClass] });
  const to = await findClassRow(tx, actor.storeId, input.to_class_id, day);
  if (!to) throw validationFailed({ to_class_id: [classMessages.classInactive] });
  if (!to.is_active) throw validationFailed({ to_class_id: [classMessages.classInactive] });
  const reason = reasonOf(input.grade_override_reason);
  const member = await checkMember(tx, actor.storeId, customerId, to, reason);
  const movesOn = input.moves_on ?? day;
  const now = deps.config.now();
  // Both classes locked in id order, so two moves in opposite directions cannot wait on each other.
  for (const id of [classId, to.id].sort((a, b) => a - b)) await lockClass(tx, actor.storeId, id);
  const running = await runningEnrollment(tx, classId, customerId, movesOn);
  if (!running) throw new ApiError(404, 'NOT_FOUND', classMessages.notEnrolled);
  await endEnrollment(tx, running.id, addDays(movesOn, -1));
  const result = await enrolLocked(tx, deps, actor, to, customerId, movesOn, {
    joinWaitlist: false,
    reason,
    movedFrom: classId,
    name: member.name,
    ...(family ? { family } : {}),
  });
  await endContractWithLastClass(tx, customerId, from.program, addDays(movesOn, -1));
  const rules = await rulesOfClass(tx, classId);
  await offerFreeSeats(tx, classId, from.capacity, movesOn, now, rules.waitlist_hold_hours);
  return {
    enrollmentId: result.enrollmentId as number,
    message: formatMessage(classMessages.moved, { name: member.name, to: to.name }),
  };
}

/**
 * 退会, or a 休会 that releases the seat (issue 29 §3): the member's class places end on `lastDay` and each freed
 * seat is offered to the first on that class's waiting list, as ending one place at the desk does. Runs inside
 * the caller's transaction, classes locked one by one in id order (the order every seat writer takes them).
 */
export async function releaseClassPlaces(
  tx: Queryable,
  storeId: number,
  customerId: number,
  lastDay: Day,
  now: Date,
): Promise<EndedPlace[]> {
  const { rows } = await tx.query<{ class_id: number }>(
    `select distinct class_id from class_enrollments
      where customer_id = $1 and (ended_on is null or ended_on > $2::date) order by class_id`,
    [customerId, lastDay],
  );
  const ended: EndedPlace[] = [];
  for (const { class_id: classId } of rows) {
    if (!(await lockClass(tx, storeId, classId))) continue;
    const klass = await findClassRow(tx, storeId, classId, lastDay);
    const running = await runningEnrollment(tx, classId, customerId, lastDay);
    if (!klass || !running) continue;
    // A place that would have begun after the day is removed, not ended: nothing of it to take back.
    if (running.enrolled_on <= lastDay) {
      ended.push({ enrollmentId: running.id, previous: await endOf(tx, running.id) });
    }
    await endEnrollment(tx, running.id, lastDay);
    const rules = await rulesOfClass(tx, classId);
    await offerFreeSeats(tx, classId, klass.capacity, addDays(lastDay, 1), now, rules.waitlist_hold_hours);
  }
  await syncContractSlots(tx, customerId, dayOf(now));
  return ended;
}

/** A class place a 退会 ended on its day, with the end it had before (null: open). */
export interface EndedPlace {
  enrollmentId: number;
  previous: Day | null;
}

/**
 * A cancelled 退会 (issue 29 §3) takes its class places back, classes locked in id order: a place still ended on
 * `endedOn` gets its old end again if a seat is free after that day — the offers its freeing made go back to
 * waiting, the seat being the member's again. A seat someone took meanwhile keeps its place ended (answered).
 */
export async function reopenClassPlaces(
  tx: Queryable,
  storeId: number,
  customerId: number,
  endedOn: Day,
  places: readonly EndedPlace[],
  now: Date,
): Promise<{ reopened: PlaceOfProgram[]; full: PlaceOfProgram[] }> {
  const rows = await placesEndedOn(
    tx,
    customerId,
    places.map((p) => p.enrollmentId),
    endedOn,
  );
  const reopened: PlaceOfProgram[] = [];
  const full: PlaceOfProgram[] = [];
  const nextDay = addDays(endedOn, 1);
  for (const row of rows.sort((a, b) => a.class_id - b.class_id)) {
    if (!(await lockClass(tx, storeId, row.class_id))) continue;
    const klass = await findClassRow(tx, storeId, row.class_id, nextDay);
    if (!klass) continue;
    const place = { className: klass.name, programId: klass.program?.id ?? null };
    const taken = await seatsTaken(tx, row.class_id, nextDay);
    if (taken >= klass.capacity || (await runningEnrollment(tx, row.class_id, customerId, nextDay))) {
      full.push(place);
      continue;
    }
    const previous = places.find((p) => p.enrollmentId === row.id)?.previous ?? null;
    await tx.query('update class_enrollments set ended_on = $2::date where id = $1', [row.id, previous]);
    const excess = taken + 1 + (await heldSeats(tx, row.class_id, now)) - klass.capacity;
    if (excess > 0) await withdrawLatestOffers(tx, row.class_id, excess, now);
    reopened.push(place);
  }
  await syncContractSlots(tx, customerId, dayOf(now));
  return { reopened, full };
}

interface PlaceOfProgram {
  className: string;
  programId: number | null;
}
