import { dayOf, isoTokyo } from '@kayoi/domain/calendar';
import { classMessages, formatMessage } from '@kayoi/domain/messages';
import { ApiError } from '../../http/envelope.ts';
import { type MasterActor, notFound } from '../master-data/rules.ts';
import {
  classesWithLapsedOffers,
  closeWaitlistEntry,
  memberForEnrollment,
  offerFreeSeats,
  openWaitlistEntry,
  waitlistOf,
} from './enrollment-repository.ts';
import { rulesOfClass } from './makeup-repository.ts';
import {
  currentGradeOf,
  enrollmentsOfMember,
  gradeHistoryOf,
  waitlistOfMember,
} from './member-repository.ts';
import { findClassRow, findClassRows, lockClass } from './repository.ts';
import { classView, type Deps } from './use-cases.ts';

// The member's side (issue 14, the customer record): their classes and waiting-list places across classes, a
// seat offer declined (辞退) so it passes to the next in line, and their grade history.

const today = (deps: Deps) => dayOf(deps.config.now());

/** The member of the caller's store, or 404 (another store's member is not there). */
async function memberOf(deps: Deps, actor: Pick<MasterActor, 'storeId'>, customerId: number) {
  const member = await memberForEnrollment(deps.db, actor.storeId, customerId);
  if (!member) throw new ApiError(404, 'NOT_FOUND', classMessages.customerNotFound);
  return member;
}

export async function listCustomerClasses(
  deps: Deps,
  actor: MasterActor,
  customerId: number,
  includeEnded: boolean,
) {
  const day = today(deps);
  await memberOf(deps, actor, customerId);
  const [enrollments, waitlist] = await Promise.all([
    enrollmentsOfMember(deps.db, customerId, day, includeEnded),
    waitlistOfMember(deps.db, customerId),
  ]);
  const ids = [...new Set([...enrollments, ...waitlist].map((row) => row.class_id))];
  const classes = new Map(
    (await findClassRows(deps.db, actor.storeId, ids, day)).map((row) => [row.id, classView(row)]),
  );
  // A class of another store never holds this store's member; the filter only keeps the types honest.
  const withClass = <T extends { class_id: number }>(row: T) => {
    const klass = classes.get(row.class_id);
    return klass ? [{ row, klass }] : [];
  };
  return {
    customer_id: customerId,
    enrollments: enrollments.flatMap(withClass).map(({ row, klass }) => ({ enrollment: row, class: klass })),
    waitlist: waitlist.flatMap(withClass).map(({ row, klass }) => ({ entry: row, class: klass })),
  };
}

/**
 * 辞退: the member's offered seat goes back to the line. With the class locked, lapsed offers close first, so an
 * offer past its hold cannot be declined twice over; the entry closes as withdrawn and the seat is offered to
 * the next one waiting for the school's hold time.
 */
export async function declineWaitlistOffer(
  deps: Deps,
  actor: Pick<MasterActor, 'storeId'>,
  classId: number,
  customerId: number,
) {
  const day = today(deps);
  const klass = await findClassRow(deps.db, actor.storeId, classId, day);
  if (!klass) throw notFound();
  const member = await memberOf(deps, actor, customerId);
  const now = deps.config.now();
  const waitlist = await deps.db.transaction(async (tx) => {
    await lockClass(tx, actor.storeId, classId);
    const rules = await rulesOfClass(tx, classId);
    await offerFreeSeats(tx, classId, klass.capacity, day, now, rules.waitlist_hold_hours);
    const entry = await openWaitlistEntry(tx, classId, customerId);
    if (!entry) throw new ApiError(404, 'NOT_FOUND', classMessages.notOnWaitlist);
    if (entry.status !== 'offered') throw new ApiError(409, 'CONFLICT', classMessages.noOfferToDecline);
    const offeredBefore = new Set(
      (await waitlistOf(tx, classId)).filter((w) => w.status === 'offered').map((w) => w.id),
    );
    await closeWaitlistEntry(tx, entry.id, 'withdrawn', now);
    await offerFreeSeats(tx, classId, klass.capacity, day, now, rules.waitlist_hold_hours);
    const after = await waitlistOf(tx, classId);
    return { after, next: after.find((w) => w.status === 'offered' && !offeredBefore.has(w.id)) };
  });
  const { next } = waitlist;
  return {
    waitlist: waitlist.after,
    message: next
      ? formatMessage(classMessages.offerDeclinedPassedOn, { name: member.name, next: next.name })
      : formatMessage(classMessages.offerDeclined, { name: member.name }),
  };
}

/**
 * The waiting list's turn, now (issue 31: a family found its offer past its hold): with the class locked, offers
 * past their hold lapse and each free seat is offered to the next in line, as every write of the class does.
 */
export async function runWaitlistTurn(deps: Deps, storeId: number, classId: number): Promise<void> {
  const day = today(deps);
  const klass = await findClassRow(deps.db, storeId, classId, day);
  if (!klass) return;
  await deps.db.transaction(async (tx) => {
    await lockClass(tx, storeId, classId);
    const rules = await rulesOfClass(tx, classId);
    await offerFreeSeats(tx, classId, klass.capacity, day, deps.config.now(), rules.waitlist_hold_hours);
  });
}

/**
 * The hourly sweep (app.ts): every line with an offer past its hold takes its turn, so the seat reaches the next
 * one waiting within the hour even when nobody writes to the class or looks at the offer. Answers how many lines
 * moved.
 */
export async function runLapsedWaitlistTurns(deps: Deps): Promise<number> {
  const lines = await classesWithLapsedOffers(deps.db, deps.config.now());
  for (const line of lines) await runWaitlistTurn(deps, line.store_id, line.class_id);
  return lines.length;
}

export async function customerGradeHistory(deps: Deps, actor: MasterActor, customerId: number) {
  const member = await currentGradeOf(deps.db, actor.storeId, customerId);
  if (!member) throw new ApiError(404, 'NOT_FOUND', classMessages.customerNotFound);
  const entries = await gradeHistoryOf(deps.db, customerId);
  return {
    customer_id: customerId,
    current_grade: member.grade,
    entries: entries.map((entry) => ({ ...entry, changed_at: isoTokyo(entry.changed_at) })),
  };
}
