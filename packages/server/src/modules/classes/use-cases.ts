import { type Day, dayOf } from '@kayoi/domain/calendar';
import { weekdayLabels } from '@kayoi/domain/labels';
import { classMessages, formatMessage } from '@kayoi/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError, type FieldErrors } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import type { RequestBody } from '../../http/types.ts';
import { type MasterActor, notFound } from '../master-data/rules.ts';
import {
  type ClassFields,
  type ClassFilters,
  type ClassRow,
  deactivateClass,
  findClassRow,
  insertClass,
  lanesByIds,
  listClassRows,
  lockTimetable,
  type OverlappingClass,
  overlappingClasses,
  referencesOf,
  staffNames,
  updateClassRow,
} from './repository.ts';

// The weekly timetable (issue 14, part 1): classes of a school's program in lanes with coaches, refused when
// they double-book a lane or a coach.

export type Deps = Pick<AppContext, 'db' | 'config'>;
export type ClassInput = RequestBody<'createClass'>;

export const classView = ({
  school_id: _s,
  program_id: _p,
  facility_id: _f,
  instructor_id: _i,
  assistant_instructor_id: _a,
  min_grade_id: _g1,
  max_grade_id: _g2,
  ...row
}: ClassRow) => row;

const today = (deps: Deps) => dayOf(deps.config.now());

export async function listClasses(deps: Deps, actor: Pick<MasterActor, 'storeId'>, filters: ClassFilters) {
  return (await listClassRows(deps.db, actor.storeId, filters, today(deps))).map(classView);
}

async function classDetail(db: Queryable, storeId: number, id: number, day: string) {
  const row = await findClassRow(db, storeId, id, day);
  if (!row) throw notFound();
  return row;
}

export const readClass = async (deps: Deps, actor: MasterActor, id: number) =>
  classView(await classDetail(deps.db, actor.storeId, id, today(deps)));

/** The class's fields from the form; a term sent without its 開始日 starts on `startsOn`. */
const fieldsOf = (input: ClassInput, startsOn: Day): ClassFields => ({
  school_id: input.school_id,
  program_id: input.program_id,
  name: input.name.trim(),
  day_of_week: input.day_of_week,
  start_time: input.start_time,
  end_time: input.end_time,
  facility_id: input.facility_id ?? null,
  lane_ids: [...new Set(input.lane_ids ?? [])],
  instructor_id: input.instructor_id ?? null,
  assistant_instructor_id: input.assistant_instructor_id ?? null,
  capacity: input.capacity,
  min_grade_id: input.min_grade_id ?? null,
  max_grade_id: input.max_grade_id ?? null,
  starts_on: input.starts_on ?? startsOn,
  ends_on: input.ends_on ?? null,
  notes: input.notes?.trim() ? input.notes.trim() : null,
  is_active: input.is_active ?? true,
});

/** The form's own rules and its references to the caller's store (422 with field errors). */
async function checkFields(db: Queryable, storeId: number, c: ClassFields): Promise<void> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (!c.name) add('name', 'クラス名を入力してください');
  if (c.end_time <= c.start_time) add('end_time', classMessages.endBeforeStart);
  if (c.ends_on && c.ends_on < c.starts_on) add('ends_on', classMessages.termEndBeforeStart);
  if (c.instructor_id !== null && c.instructor_id === c.assistant_instructor_id) {
    add('assistant_instructor_id', classMessages.sameInstructor);
  }
  const refs = await referencesOf(db, storeId, c);
  if (!refs.schoolExists) add('school_id', classMessages.schoolNotFound);
  if (!refs.program || refs.program.school_id !== c.school_id)
    add('program_id', classMessages.programNotInSchool);
  if (c.facility_id !== null && !refs.facilityExists) add('facility_id', classMessages.facilityNotFound);
  if (c.lane_ids.length > 0 && c.facility_id === null) add('lane_ids', classMessages.lanesNeedFacility);
  else if (
    c.lane_ids.length > 0 &&
    (refs.lanes.length !== c.lane_ids.length || refs.lanes.some((l) => l.facility_id !== c.facility_id))
  ) {
    add('lane_ids', classMessages.laneNotInFacility);
  }
  const staff = new Set(refs.staff.map((s) => s.id));
  if (c.instructor_id !== null && !staff.has(c.instructor_id))
    add('instructor_id', classMessages.instructorNotFound);
  if (c.assistant_instructor_id !== null && !staff.has(c.assistant_instructor_id)) {
    add('assistant_instructor_id', classMessages.instructorNotFound);
  }
  const grade = (id: number | null) => refs.grades.find((g) => g.id === id);
  for (const field of ['min_grade_id', 'max_grade_id'] as const) {
    const id = c[field];
    if (id !== null && grade(id)?.school_id !== c.school_id) add(field, classMessages.gradeNotInSchool);
  }
  const low = grade(c.min_grade_id);
  const high = grade(c.max_grade_id);
  if (low && high && high.sort_order < low.sort_order) add('max_grade_id', classMessages.gradeRangeReversed);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

const conflict = (template: string, params: Record<string, string | number>) =>
  new ApiError(409, 'CONFLICT', formatMessage(template, params));

const when = (other: OverlappingClass) => ({
  other: other.name,
  weekday: weekdayLabels[other.day_of_week] ?? '',
  start: other.start_time,
  end: other.end_time,
});

/**
 * The double-booking rule: another active class at an overlapping time on the same weekday in an overlapping
 * term may not use the same lane (a shared lane: while their capacities together stay within the lane's) nor
 * the same coach, as main or assistant. Run under lockTimetable, so the check and the write are one step.
 */
export async function refuseDoubleBooking(
  db: Queryable,
  storeId: number,
  c: Pick<
    ClassFields,
    | 'day_of_week'
    | 'start_time'
    | 'end_time'
    | 'starts_on'
    | 'ends_on'
    | 'lane_ids'
    | 'instructor_id'
    | 'assistant_instructor_id'
    | 'capacity'
  >,
  exceptId: number,
  extraOthers: OverlappingClass[] = [],
): Promise<void> {
  const others = [...(await overlappingClasses(db, storeId, c, exceptId)), ...extraOthers];
  if (others.length === 0) return;
  const lanes = await lanesByIds(db, c.lane_ids);
  for (const lane of lanes) {
    const sharing = others.filter((o) => o.lane_ids.includes(lane.id));
    const first = sharing[0];
    if (!first) continue;
    if (!lane.is_shared) throw conflict(classMessages.laneTaken, { lane: lane.name, ...when(first) });
    const total = sharing.reduce((sum, o) => sum + o.capacity, c.capacity);
    if (lane.capacity !== null && total > lane.capacity) {
      throw conflict(classMessages.sharedLaneFull, {
        lane: lane.name,
        other: first.name,
        capacity: lane.capacity,
      });
    }
  }
  const staff = [c.instructor_id, c.assistant_instructor_id].filter((id): id is number => id !== null);
  const busy = others.find((o) =>
    staff.some((id) => id === o.instructor_id || id === o.assistant_instructor_id),
  );
  if (busy) {
    const coach = staff.find(
      (id) => id === busy.instructor_id || id === busy.assistant_instructor_id,
    ) as number;
    const names = await staffNames(db, [coach]);
    throw conflict(classMessages.instructorTaken, { instructor: names.get(coach) ?? '', ...when(busy) });
  }
}

export async function createClass(deps: Deps, actor: MasterActor, input: ClassInput) {
  // A new class's lessons start the day it is created unless its form says otherwise (issue 28).
  const c = fieldsOf(input, today(deps));
  await checkFields(deps.db, actor.storeId, c);
  const now = deps.config.now();
  const id = await deps.db.transaction(async (tx) => {
    await lockTimetable(tx, actor.storeId);
    if (c.is_active) await refuseDoubleBooking(tx, actor.storeId, c, 0);
    return insertClass(tx, actor.storeId, c, actor.staffId, now);
  });
  return readClass(deps, actor, id);
}

export async function updateClass(deps: Deps, actor: MasterActor, id: number, input: ClassInput) {
  const before = await classDetail(deps.db, actor.storeId, id, today(deps));
  const c = fieldsOf(input, before.starts_on);
  await checkFields(deps.db, actor.storeId, c);
  const now = deps.config.now();
  await deps.db.transaction(async (tx) => {
    await lockTimetable(tx, actor.storeId);
    if (c.is_active) await refuseDoubleBooking(tx, actor.storeId, c, id);
    await updateClassRow(tx, id, c, actor.staffId, now);
  });
  return readClass(deps, actor, id);
}

export async function removeClass(deps: Deps, actor: MasterActor, id: number) {
  await classDetail(deps.db, actor.storeId, id, today(deps));
  await deactivateClass(deps.db, id, actor.staffId, deps.config.now());
  return readClass(deps, actor, id);
}
