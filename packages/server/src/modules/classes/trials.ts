import { addDays, type Day, dayOf, isoTokyo, MINUTE_MS, midnightOf, minutesOf } from '@kayoi/domain/calendar';
import { formatMessage, trialMessages } from '@kayoi/domain/messages';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import type { RequestBody } from '../../http/types.ts';
import { type MasterActor, notFound } from '../master-data/rules.ts';
import {
  changePreRegistrationStatus,
  convertPreRegistration,
  getPreRegistration,
} from '../pre-registrations/use-cases.ts';
import { enrollInClass } from './enrollments.ts';
import { lessonsOn, lessonsOnEachDay } from './lesson-repository.ts';
import { lessonOf, openDaysOf } from './lessons.ts';
import { lockClass } from './repository.ts';
import {
  cancelTrialRow,
  gradeOfClassSchool,
  insertTrial,
  listTrialRows,
  lockTrial,
  saveTrialOutcome,
  saveTrialResult,
  type TrialRow,
} from './trial-repository.ts';
import type { Deps } from './use-cases.ts';

// 体験 (issue 29): a pre-registration's trial lesson in one dated lesson with a free seat. The seat is taken with
// the class locked and counted by lessonsOn — the one rule for a dated lesson's seats (regular places less
// absences, makeups, trials) — so the last seat goes once, to a makeup or a trial. The coach records whether the
// child came and the grade (級) they suggest; the outcome converts the application (the pre-registrations
// module's conversion) and enrols the member in the class (the enrolment use case), or closes the application.

type TrialDeps = Deps & Pick<AppContext, 'events' | 'photos'>;

const today = (deps: Deps) => dayOf(deps.config.now());
const invalid = (field: string, message: string) => validationFailed({ [field]: [message] });
const lessonStart = (day: Day, time: string) => midnightOf(day) + minutesOf(time) * MINUTE_MS;

const trialView = ({ store_id: _s, ...row }: TrialRow) => ({ ...row, booked_at: isoTokyo(row.booked_at) });

async function trialOf(deps: Deps, actor: MasterActor, id: number) {
  const [row] = await listTrialRows(deps.db, actor.storeId, { id });
  if (!row) throw new ApiError(404, 'NOT_FOUND', trialMessages.notFound);
  return row;
}

export async function listTrialLessons(
  deps: Deps,
  actor: MasterActor,
  filters: { preRegistrationId?: number | undefined; date?: Day | undefined },
) {
  return (await listTrialRows(deps.db, actor.storeId, filters)).map(trialView);
}

/** Lessons of the next `weeks` weeks (from today, not yet begun) with a free seat, of the applicant's program when named. */
export async function listTrialSlots(
  deps: TrialDeps,
  actor: MasterActor,
  query: { preRegistrationId: number; from?: Day | undefined; weeks?: number | undefined },
) {
  const application = await getPreRegistration(deps, actor, query.preRegistrationId);
  const from = query.from && query.from > today(deps) ? query.from : today(deps);
  const last = addDays(from, (query.weeks ?? 2) * 7 - 1);
  const now = deps.config.now().getTime();
  const slots = [];
  const days = await openDaysOf(deps.db, actor.storeId, { from, to: last });
  for (const lesson of await lessonsOnEachDay(deps.db, actor.storeId, days)) {
    const program = application.desired_program_id ?? null;
    if (lesson.status === 'cancelled' || lesson.booked >= lesson.capacity) continue;
    if (program !== null && lesson.program_id !== program) continue;
    if (lessonStart(lesson.date, lesson.start_time) <= now) continue;
    slots.push({
      class_id: lesson.class_id,
      lesson_date: lesson.date,
      name: lesson.name,
      program: lesson.program,
      start_time: lesson.start_time,
      end_time: lesson.end_time,
      capacity: lesson.capacity,
      free_seats: lesson.capacity - lesson.booked,
      min_grade: lesson.min_grade,
      max_grade: lesson.max_grade,
    });
  }
  return slots;
}

export async function bookTrialLesson(
  deps: TrialDeps,
  actor: MasterActor,
  input: RequestBody<'bookTrialLesson'>,
) {
  const application = await getPreRegistration(deps, actor, input.pre_registration_id);
  if (application.status === 'converted' || application.status === 'cancelled') {
    throw invalid('pre_registration_id', trialMessages.applicationClosed);
  }
  const lesson = await lessonOf(deps.db, actor.storeId, input.class_id, input.lesson_date);
  if (lesson.status === 'cancelled') throw invalid('lesson_date', trialMessages.lessonCancelled);
  const now = deps.config.now();
  if (lessonStart(input.lesson_date, lesson.start_time) <= now.getTime()) {
    throw invalid('lesson_date', trialMessages.lessonPast);
  }
  const id = await deps.db.transaction(async (tx) => {
    await lockClass(tx, actor.storeId, input.class_id);
    // That day's seats, counted with the class locked (the makeups' rule, lessonsOn).
    const [fresh] = await lessonsOn(tx, actor.storeId, input.lesson_date, {
      classId: input.class_id,
    });
    if (!fresh || fresh.booked >= fresh.capacity) throw new ApiError(409, 'CONFLICT', trialMessages.full);
    const id = await insertTrial(
      tx,
      {
        storeId: actor.storeId,
        preRegistrationId: input.pre_registration_id,
        classId: input.class_id,
        programId: lesson.program_id,
        day: input.lesson_date,
        staffId: actor.staffId,
      },
      now,
    );
    if (id === null) throw new ApiError(409, 'CONFLICT', trialMessages.alreadyBooked);
    return id;
  });
  return trialView(await trialOf(deps, actor, id));
}

export async function cancelTrialLesson(deps: Deps, actor: MasterActor, id: number) {
  const row = await trialOf(deps, actor, id);
  if (row.status === 'cancelled') throw invalid('id', trialMessages.alreadyCancelled);
  if (deps.config.now().getTime() >= lessonStart(row.lesson_date, row.start_time)) {
    throw invalid('id', trialMessages.lessonStarted);
  }
  await cancelTrialRow(deps.db, id, deps.config.now());
}

export async function recordTrialResult(
  deps: Deps,
  actor: MasterActor,
  id: number,
  input: RequestBody<'recordTrialResult'>,
) {
  const row = await trialOf(deps, actor, id);
  if (row.status === 'cancelled') throw invalid('id', trialMessages.alreadyCancelled);
  if (row.lesson_date > today(deps)) throw invalid('attendance', trialMessages.notYetHeld);
  const gradeId = input.suggested_grade_id ?? null;
  if (gradeId !== null && (await gradeOfClassSchool(deps.db, row.class.id, gradeId)) === null) {
    throw invalid('suggested_grade_id', trialMessages.gradeNotFound);
  }
  const comment = input.comment?.trim() ? input.comment.trim() : null;
  await saveTrialResult(
    deps.db,
    id,
    { attendance: input.attendance, gradeId, comment, staffId: actor.staffId },
    deps.config.now(),
  );
  return trialView(await trialOf(deps, actor, id));
}

/**
 * 入会: the application is converted (its own use case: the customer, member number, history) and the member
 * enrolled in the trial's class (the enrolment use case: capacity, waiting list). 見送り: the application is
 * cancelled with the reason. The trial row is locked so one outcome is recorded.
 */
export async function decideTrialOutcome(
  deps: TrialDeps,
  actor: MasterActor,
  id: number,
  input: RequestBody<'decideTrialOutcome'>,
) {
  const row = await trialOf(deps, actor, id);
  if (row.status === 'cancelled') throw invalid('id', trialMessages.alreadyCancelled);
  if (row.outcome !== null) throw new ApiError(409, 'CONFLICT', trialMessages.decided);
  if (row.attendance === null) throw invalid('outcome', trialMessages.resultFirst);
  const reason = input.reason?.trim() ? input.reason.trim() : null;
  if (input.outcome === 'declined') {
    if (reason === null) throw invalid('reason', trialMessages.reasonRequired);
    await changePreRegistrationStatus(deps, actor, row.pre_registration_id, {
      status: 'cancelled',
      notes: `体験後の見送り: ${reason}`,
    });
    await record(deps, actor, id, { outcome: 'declined', reason, customerId: null });
    return { trial: trialView(await trialOf(deps, actor, id)), message: trialMessages.declined };
  }
  // The coach's suggested grade becomes the new member's grade.
  const { customer_id } = await convertPreRegistration(deps, actor, row.pre_registration_id, {
    grade_id: row.suggested_grade?.id ?? null,
  });
  const enrolled = await enrollInClass(deps, actor, row.class.id, {
    customer_id,
    join_waitlist: true,
  });
  await record(deps, actor, id, { outcome: 'enrolled', reason, customerId: customer_id });
  return {
    trial: trialView(await trialOf(deps, actor, id)),
    message:
      enrolled.result.status === 'enrolled'
        ? formatMessage(trialMessages.enrolled, { name: row.applicant_name, class: row.class.name })
        : enrolled.message,
  };
}

async function record(
  deps: Deps,
  actor: MasterActor,
  id: number,
  o: { outcome: 'enrolled' | 'declined'; reason: string | null; customerId: number | null },
) {
  await deps.db.transaction(async (tx) => {
    if (!(await lockTrial(tx, actor.storeId, id))) throw notFound();
    await saveTrialOutcome(tx, id, { ...o, staffId: actor.staffId }, deps.config.now());
  });
}
