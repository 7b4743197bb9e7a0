import { addDays, type Day, weekdayOf } from '@kayoi/domain/calendar';
import { classMessages, formatMessage } from '@kayoi/domain/messages';
import { storeDay } from '@kayoi/domain/store-calendar';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import type { RequestBody } from '../../http/types.ts';
import { type MasterActor, notFound } from '../master-data/rules.ts';
import { storeScheduleOf } from '../stores/master-repository.ts';
import {
  deleteException,
  findException,
  type LessonRow,
  lessonsOn,
  saveException,
} from './lesson-repository.ts';
import { grantCancelledCredits, rulesOfClass, withdrawCancelledCredits } from './makeup-repository.ts';
import { findClassRow, lanesByIds, lockTimetable, referencesOf } from './repository.ts';
import { type Deps, refuseDoubleBooking } from './use-cases.ts';

// Lessons (issue 14, part 2): the lessons of a day derived from the weekly classes, less the store's closed
// days (closures, 定休日, national holidays by the store's rule — @kayoi/domain/store-calendar), with one
// lesson's exception (休講, 代行, another lane or time) applied.

export const lessonView = ({
  program_id: _p,
  school_id: _s,
  min_grade_sort: _g1,
  max_grade_sort: _g2,
  trials: _t,
  ...row
}: LessonRow) => row;

/** The store on that day: open, or closed and why (the store calendar's one rule). */
export async function storeDayOf(db: Queryable, storeId: number, day: Day) {
  const schedule = await storeScheduleOf(db, storeId, { from: day, to: day });
  if (!schedule) throw notFound();
  return storeDay(day, schedule);
}

/** The days from `from` to `to` the store is open (on `weekdays` only, when given), its schedule read once. */
export async function openDaysOf(
  db: Queryable,
  storeId: number,
  span: { from: Day; to: Day },
  weekdays?: ReadonlySet<number>,
) {
  const schedule = await storeScheduleOf(db, storeId, span);
  if (!schedule) throw notFound();
  const days: Day[] = [];
  for (let day = span.from; day <= span.to; day = addDays(day, 1))
    if ((!weekdays || weekdays.has(weekdayOf(day))) && storeDay(day, schedule).is_open) days.push(day);
  return days;
}

export async function lessonsOfDay(
  deps: Deps,
  actor: Pick<MasterActor, 'storeId'>,
  day: Day,
  facilityId: number | undefined,
) {
  const open = await storeDayOf(deps.db, actor.storeId, day);
  if (!open.is_open) return { date: day, is_open: false, closed_note: open.note, lessons: [] };
  const rows = await lessonsOn(deps.db, actor.storeId, day, { facilityId });
  return { date: day, is_open: true, closed_note: null, lessons: rows.map(lessonView) };
}

/** One lesson of a class, or 404 (no such class) / 422 (the class does not meet that day, the store is shut). */
export async function lessonOf(
  db: Queryable,
  storeId: number,
  classId: number,
  day: Day,
): Promise<LessonRow> {
  const [row] = await lessonsOn(db, storeId, day, { classId });
  if (row) {
    const open = await storeDayOf(db, storeId, day);
    if (!open.is_open) {
      throw validationFailed({ date: [formatMessage(classMessages.storeClosed, { note: open.note ?? '' })] });
    }
    return row;
  }
  const exists = await db.query('select 1 from classes where id = $1 and store_id = $2', [classId, storeId]);
  if (exists.rows.length === 0) throw notFound();
  throw validationFailed({ date: [classMessages.notALessonDay] });
}

const mayCancel = (actor: MasterActor) => actor.role === 'admin' || actor.role === 'manager';
const cancelForbidden = () => new ApiError(403, 'FORBIDDEN', classMessages.cancelNeedsManager);

export async function setLessonException(
  deps: Deps,
  actor: MasterActor,
  classId: number,
  day: Day,
  input: RequestBody<'setLessonException'>,
) {
  await lessonOf(deps.db, actor.storeId, classId, day);
  if (input.kind === 'cancelled' && !mayCancel(actor)) throw cancelForbidden();
  const klass = await findClassRow(deps.db, actor.storeId, classId, day);
  if (!klass) throw notFound();
  const x = {
    kind: input.kind,
    reason: input.reason?.trim() ? input.reason.trim() : null,
    substitute_instructor_id: input.kind === 'moved' ? (input.substitute_instructor_id ?? null) : null,
    lane_id: input.kind === 'moved' ? (input.lane_id ?? null) : null,
    start_time: input.kind === 'moved' ? (input.start_time ?? null) : null,
    end_time: input.kind === 'moved' ? (input.end_time ?? null) : null,
  };
  const errors: Record<string, string[]> = {};
  const start = x.start_time ?? klass.start_time;
  const end = x.end_time ?? klass.end_time;
  if (end <= start) errors.end_time = [classMessages.endBeforeStart];
  if (x.lane_id !== null) {
    const [lane] = await lanesByIds(deps.db, [x.lane_id]);
    if (!lane || lane.facility_id !== klass.facility_id) errors.lane_id = [classMessages.laneNotOfClass];
  }
  if (x.substitute_instructor_id !== null) {
    const refs = await referencesOf(deps.db, actor.storeId, {
      school_id: 0,
      program_id: 0,
      facility_id: null,
      lane_ids: [],
      instructor_id: x.substitute_instructor_id,
      assistant_instructor_id: null,
      min_grade_id: null,
      max_grade_id: null,
    });
    if (refs.staff.length === 0) errors.substitute_instructor_id = [classMessages.instructorNotFound];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  await deps.db.transaction(async (tx) => {
    await lockTimetable(tx, actor.storeId);
    const before = await findException(tx, classId, day);
    if (before?.kind === 'cancelled' && !mayCancel(actor)) throw cancelForbidden();
    if (x.kind === 'moved') {
      await refuseDoubleBooking(
        tx,
        actor.storeId,
        {
          day_of_week: klass.day_of_week,
          start_time: start,
          end_time: end,
          starts_on: day,
          ends_on: day,
          lane_ids: x.lane_id !== null ? [x.lane_id] : klass.lanes.map((l) => l.id),
          instructor_id: x.substitute_instructor_id ?? klass.instructor_id,
          assistant_instructor_id: klass.assistant_instructor_id,
          capacity: klass.capacity,
        },
        classId,
      );
      if (before?.kind === 'cancelled') await withdrawCancelledCredits(tx, classId, day, deps.config.now());
    }
    await saveException(tx, actor.storeId, classId, day, x, actor.staffId);
    if (x.kind === 'cancelled' && before?.kind !== 'cancelled') {
      const rules = await rulesOfClass(tx, classId);
      await grantCancelledCredits(tx, actor.storeId, classId, day, rules.cancelled_validity_months);
    }
  });
  return lessonView(await lessonOf(deps.db, actor.storeId, classId, day));
}

export async function clearLessonException(deps: Deps, actor: MasterActor, classId: number, day: Day) {
  const klass = await findClassRow(deps.db, actor.storeId, classId, day);
  if (!klass) throw notFound();
  await deps.db.transaction(async (tx) => {
    const before = await findException(tx, classId, day);
    if (!before) throw notFound();
    if (before.kind === 'cancelled' && !mayCancel(actor)) throw cancelForbidden();
    await deleteException(tx, classId, day);
    if (before.kind === 'cancelled') await withdrawCancelledCredits(tx, classId, day, deps.config.now());
  });
}
