import {
  type Day,
  dayOf,
  formatJapaneseDate,
  isoTokyo,
  MINUTE_MS,
  midnightOf,
  minutesOf,
} from '@kayoi/domain/calendar';
import { classMessages, formatMessage, notificationMessages as notices } from '@kayoi/domain/messages';
import { ApiError } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import type { RequestBody } from '../../http/types.ts';
import { type MasterActor, notFound } from '../master-data/rules.ts';
import { notifyMemberFamilies } from '../notifications/events.ts';
import { memberForEnrollment } from './enrollment-repository.ts';
import { lessonsOn } from './lesson-repository.ts';
import { lessonOf } from './lessons.ts';
import {
  type AbsenceRow,
  absenceBooked,
  absenceCreditsInMonth,
  type BookingRow,
  cancelBookingRow,
  creditForBooking,
  creditsOf,
  deleteAbsenceRow,
  enrolledOn,
  insertAbsence,
  insertAbsenceCredit,
  insertBooking,
  lessonsPerWeekOf,
  listAbsenceRows,
  listBookingRows,
  rulesOfClass,
} from './makeup-repository.ts';
import { lockClass } from './repository.ts';
import type { Deps } from './use-cases.ts';

// Absences and makeup lessons (issue 14, part 4): an absence notice gives a makeup credit (振替権) within the
// school's monthly quota, valid to the end of the month its rules name (Tokyo days); a credit books one lesson
// of the same program and grade range with a free seat that day, before the booking cutoff; cancelling gives
// it back; an expired credit lapses and says so.

const today = (deps: Deps) => dayOf(deps.config.now());
const invalid = (field: string, message: string) => validationFailed({ [field]: [message] });

const absenceView = (row: AbsenceRow) => ({ ...row, recorded_at: isoTokyo(row.recorded_at) });
const bookingView = (row: BookingRow) => ({ ...row, booked_at: isoTokyo(row.booked_at) });

/** The instant a lesson starts: its Tokyo wall-clock time on its day. */
const lessonStart = (day: Day, time: string) => midnightOf(day) + minutesOf(time) * MINUTE_MS;

export async function listAbsences(
  deps: Deps,
  actor: MasterActor,
  filters: { date?: Day | undefined; customerId?: number | undefined; classId?: number | undefined },
) {
  return (await listAbsenceRows(deps.db, actor.storeId, filters, today(deps))).map(absenceView);
}

/**
 * Who records an absence: a staff member at the desk, or a family on マイページ (issue 31, no staff member). Both
 * come here, so the makeup credit that follows is granted by one rule.
 */
export interface AbsenceRecorder {
  storeId: number;
  staffId: number | null;
}

export async function createAbsence(deps: Deps, actor: AbsenceRecorder, input: RequestBody<'createAbsence'>) {
  const day = input.lesson_date;
  const lesson = await lessonOf(deps.db, actor.storeId, input.class_id, day);
  const member = await memberForEnrollment(deps.db, actor.storeId, input.customer_id);
  if (!member) throw new ApiError(404, 'NOT_FOUND', classMessages.customerNotFound);
  if (!(await enrolledOn(deps.db, input.class_id, input.customer_id, day))) {
    throw invalid('customer_id', classMessages.notEnrolledOnDate);
  }
  const now = deps.config.now();
  const { id, credited, quota } = await deps.db.transaction(async (tx) => {
    // The member's absences are counted against the quota one at a time.
    await lockClass(tx, actor.storeId, input.class_id);
    const id = await insertAbsence(
      tx,
      {
        storeId: actor.storeId,
        classId: input.class_id,
        customerId: input.customer_id,
        day,
        reason: input.reason?.trim() ? input.reason.trim() : null,
        staffId: actor.staffId,
      },
      now,
    );
    if (id === null) throw new ApiError(409, 'CONFLICT', classMessages.absenceExists);
    const rules = await rulesOfClass(tx, input.class_id);
    const quota = (await lessonsPerWeekOf(tx, lesson.program_id)) * rules.makeup_quota_per_weekly_lesson;
    // A lesson the school cancelled already gave its credit; no second one.
    const credited =
      lesson.status !== 'cancelled' &&
      (await absenceCreditsInMonth(tx, input.customer_id, lesson.program_id, day)) < quota;
    if (credited) {
      await insertAbsenceCredit(
        tx,
        {
          storeId: actor.storeId,
          customerId: input.customer_id,
          absenceId: id,
          classId: input.class_id,
          programId: lesson.program_id,
          day,
        },
        rules.makeup_validity_months,
      );
    }
    // The member's families hear it was received (whoever recorded it: the family itself or the desk).
    await notifyMemberFamilies(
      tx,
      {
        kind: 'absence_accepted',
        eventKey: `absence:${id}`,
        customerId: input.customer_id,
        title: notices.absenceAcceptedTitle,
        body: notices.absenceAcceptedBody,
        values: { date: formatJapaneseDate(day), className: lesson.name },
        path: '/my/absences',
      },
      now,
    );
    return { id, credited, quota };
  });
  const [row] = await listAbsenceRows(deps.db, actor.storeId, { id }, today(deps));
  return {
    absence: absenceView(row as AbsenceRow),
    message: credited
      ? classMessages.absenceRecorded
      : formatMessage(classMessages.absenceRecordedNoCredit, { quota }),
  };
}

export async function deleteAbsence(deps: Deps, actor: MasterActor, id: number) {
  await deps.db.transaction(async (tx) => {
    const [row] = await listAbsenceRows(tx, actor.storeId, { id }, today(deps));
    if (!row) throw notFound();
    if (await absenceBooked(tx, id)) throw new ApiError(409, 'CONFLICT', classMessages.absenceCreditUsed);
    await deleteAbsenceRow(tx, actor.storeId, id);
  });
}

export async function listMakeupCredits(deps: Deps, actor: MasterActor, customerId: number) {
  if (!(await memberForEnrollment(deps.db, actor.storeId, customerId))) throw notFound();
  return creditsOf(deps.db, actor.storeId, customerId, today(deps));
}

export async function listMakeupBookings(
  deps: Deps,
  actor: MasterActor,
  filters: { date?: Day | undefined; customerId?: number | undefined },
) {
  return (await listBookingRows(deps.db, actor.storeId, filters)).map(bookingView);
}

/** Who books or cancels a makeup: the desk, or a family on マイページ (issue 31, no staff member), by one rule. */
export async function createMakeupBooking(
  deps: Deps,
  actor: AbsenceRecorder,
  input: RequestBody<'createMakeupBooking'>,
) {
  const now = deps.config.now();
  const day = today(deps);
  const lesson = await lessonOf(deps.db, actor.storeId, input.class_id, input.lesson_date);
  const id = await deps.db.transaction(async (tx) => {
    await lockClass(tx, actor.storeId, input.class_id);
    const found = await creditForBooking(tx, actor.storeId, input.credit_id, day);
    if (!found) throw new ApiError(404, 'NOT_FOUND', classMessages.creditNotFound);
    const { credit, grade_sort } = found;
    if (credit.status === 'booked') throw new ApiError(409, 'CONFLICT', classMessages.creditUsed);
    if (credit.status === 'withdrawn') throw invalid('credit_id', classMessages.creditNotFound);
    if (credit.status === 'expired') {
      throw invalid(
        'credit_id',
        formatMessage(classMessages.creditExpired, { expires: formatJapaneseDate(credit.expires_on) }),
      );
    }
    if (input.lesson_date > credit.expires_on) {
      throw invalid(
        'lesson_date',
        formatMessage(classMessages.makeupAfterExpiry, { expires: formatJapaneseDate(credit.expires_on) }),
      );
    }
    if (lesson.status === 'cancelled') throw invalid('lesson_date', classMessages.makeupLessonCancelled);
    if ((credit.program?.id ?? null) !== lesson.program_id) {
      throw invalid('class_id', classMessages.makeupProgramMismatch);
    }
    if (
      grade_sort !== null &&
      ((lesson.min_grade_sort !== null && grade_sort < lesson.min_grade_sort) ||
        (lesson.max_grade_sort !== null && grade_sort > lesson.max_grade_sort))
    ) {
      throw invalid('class_id', classMessages.makeupGradeMismatch);
    }
    if (await enrolledOn(tx, input.class_id, credit.customer_id, input.lesson_date)) {
      throw invalid('class_id', classMessages.makeupOwnLesson);
    }
    const rules = await rulesOfClass(tx, input.class_id);
    const cutoff =
      lessonStart(input.lesson_date, lesson.start_time) - rules.booking_cutoff_minutes * MINUTE_MS;
    if (now.getTime() > cutoff) {
      throw invalid(
        'lesson_date',
        formatMessage(classMessages.makeupCutoff, { minutes: rules.booking_cutoff_minutes }),
      );
    }
    // That day's seats, counted with the class locked: enrolled, less absences, plus makeups.
    const [fresh] = await lessonsOn(tx, actor.storeId, input.lesson_date, {
      classId: input.class_id,
    });
    if (!fresh || fresh.booked >= fresh.capacity)
      throw new ApiError(409, 'CONFLICT', classMessages.makeupFull);
    const bookingId = await insertBooking(
      tx,
      {
        storeId: actor.storeId,
        creditId: input.credit_id,
        customerId: credit.customer_id,
        classId: input.class_id,
        day: input.lesson_date,
        staffId: actor.staffId,
      },
      now,
    );
    await notifyMakeup(
      tx,
      'makeup_booked',
      { id: bookingId, customerId: credit.customer_id, day: input.lesson_date, className: lesson.name },
      now,
    );
    return bookingId;
  });
  const [row] = await listBookingRows(deps.db, actor.storeId, { id });
  return bookingView(row as BookingRow);
}

export async function cancelMakeupBooking(deps: Deps, actor: AbsenceRecorder, id: number) {
  const [row] = await listBookingRows(deps.db, actor.storeId, { id });
  if (!row) throw notFound();
  if (row.status === 'cancelled') throw invalid('id', classMessages.bookingAlreadyCancelled);
  if (deps.config.now().getTime() >= lessonStart(row.lesson_date, row.start_time)) {
    throw invalid('id', classMessages.lessonStarted);
  }
  const now = deps.config.now();
  await deps.db.transaction(async (tx) => {
    await cancelBookingRow(tx, id, now);
    await notifyMakeup(
      tx,
      'makeup_cancelled',
      { id, customerId: row.customer_id, day: row.lesson_date, className: row.class.name },
      now,
    );
  });
}

/** A makeup booked or cancelled, told to the member's families (one event per booking and kind). */
function notifyMakeup(
  tx: Parameters<typeof notifyMemberFamilies>[0],
  kind: 'makeup_booked' | 'makeup_cancelled',
  booking: { id: number; customerId: number; day: Day; className: string },
  now: Date,
) {
  const booked = kind === 'makeup_booked';
  return notifyMemberFamilies(
    tx,
    {
      kind,
      eventKey: `makeup-booking:${booking.id}`,
      customerId: booking.customerId,
      title: booked ? notices.makeupBookedTitle : notices.makeupCancelledTitle,
      body: booked ? notices.makeupBookedBody : notices.makeupCancelledBody,
      values: { date: formatJapaneseDate(booking.day), className: booking.className },
      path: '/my/absences',
    },
    now,
  );
}
