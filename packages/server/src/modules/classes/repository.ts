import type { Day } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';

// Weekly classes (レッスン枠) and who is enrolled in them: tables classes, class_lanes, class_enrollments,
// class_waitlist and lesson_exceptions (migration 0100). The classes module owns them; the tablet and the
// dashboard still read classes and enrolments in SQL (see the README's module map).
//
// Reads that join a name from another module's table (a program's, a staff member's, a lane's, a grade's) say
// so; nothing here writes those.

export interface Ref {
  id: number;
  name: string;
}

export interface LaneRef {
  id: number;
  number: number;
  name: string;
  is_shared: boolean;
  capacity: number | null;
}

export interface ClassRow {
  id: number;
  store_id: number;
  school: Ref | null;
  program: Ref | null;
  name: string;
  day_of_week: number;
  start_time: string;
  end_time: string;
  facility: Ref | null;
  lanes: LaneRef[];
  instructor: Ref | null;
  assistant_instructor: Ref | null;
  capacity: number;
  enrolled_count: number;
  waitlist_count: number;
  min_grade: Ref | null;
  max_grade: Ref | null;
  starts_on: Day;
  ends_on: Day | null;
  notes: string | null;
  is_active: boolean;
  // For the rules (not shown).
  school_id: number | null;
  program_id: number | null;
  facility_id: number | null;
  instructor_id: number | null;
  assistant_instructor_id: number | null;
  min_grade_id: number | null;
  max_grade_id: number | null;
}

/**
 * `{ id, name }` of the row of `table` that `id` names, or null: a scalar subquery on the primary key (each
 * planned on its own, so a list joining six masters' names stays cheap to plan).
 */
export const named = (table: string, id: string) =>
  `(select json_build_object('id', n.id, 'name', n.name) from ${table} n where n.id = ${id})`;

/**
 * Lanes of a class (`k`) as JSON, and the first lane's number (the list's order), in one lateral read (`ln`; joins
 * facility_lanes, the facilities module's): read for the JSON and again for the order, they took 11 of the 25 ms of
 * the biggest store's 126 classes on bench:chain.
 */
const LANES = `left join lateral (
    select json_agg(json_build_object('id', l.id, 'number', l.number, 'name', l.name, 'is_shared', l.is_shared,
             'capacity', l.capacity) order by l.number) as lanes, min(l.number) as first_number
      from facility_lanes l
     where l.id = any(array(select cl.lane_id from class_lanes cl where cl.class_id = k.id))
  ) ln on true`;

/** The running enrolments of a class on a day ($day). */
export const runningOn = (alias: string, day: string) =>
  `(${alias}.enrolled_on <= ${day} and (${alias}.ended_on is null or ${alias}.ended_on >= ${day}))`;

const CLASS_SELECT = (day: string) => `select k.id, k.store_id, k.name, k.day_of_week,
    to_char(k.start_time, 'HH24:MI') as start_time, to_char(k.end_time, 'HH24:MI') as end_time, k.capacity,
    k.starts_on::text as starts_on, k.ends_on::text as ends_on, k.notes, k.is_active,
    k.school_id, k.program_id, k.facility_id, k.instructor_id, k.assistant_instructor_id, k.min_grade_id,
    k.max_grade_id,
    ${named('schools', 'k.school_id')} as school, ${named('programs', 'k.program_id')} as program,
    ${named('facilities', 'k.facility_id')} as facility, ${named('staffs', 'k.instructor_id')} as instructor,
    ${named('staffs', 'k.assistant_instructor_id')} as assistant_instructor,
    ${named('grades', 'k.min_grade_id')} as min_grade, ${named('grades', 'k.max_grade_id')} as max_grade,
    coalesce(ln.lanes, '[]'::json) as lanes,
    (select count(*)::int from class_enrollments e where e.class_id = k.id and ${runningOn('e', day)})
      as enrolled_count,
    (select count(*)::int from class_waitlist w where w.class_id = k.id and w.status in ('waiting', 'offered'))
      as waitlist_count
  from classes k ${LANES}`;

export interface ClassFilters {
  schoolId?: number | undefined;
  weekday?: number | undefined;
  facilityId?: number | undefined;
  instructorId?: number | undefined;
  includeInactive?: boolean | undefined;
}

export async function listClassRows(
  db: Queryable,
  storeId: number,
  filters: ClassFilters,
  day: Day,
): Promise<ClassRow[]> {
  const { rows } = await db.query<ClassRow>(
    `${CLASS_SELECT('$7::date')}
     where k.store_id = $1 and ($2::int is null or k.school_id = $2) and ($3::int is null or k.day_of_week = $3)
       and ($4::int is null or k.facility_id = $4)
       and ($5::int is null or k.instructor_id = $5 or k.assistant_instructor_id = $5)
       and ($6::boolean or k.is_active)
     order by k.day_of_week, k.start_time, ln.first_number nulls last, k.id`,
    [
      storeId,
      filters.schoolId ?? null,
      filters.weekday ?? null,
      filters.facilityId ?? null,
      filters.instructorId ?? null,
      filters.includeInactive ?? false,
      day,
    ],
  );
  return rows;
}

export async function findClassRow(
  db: Queryable,
  storeId: number,
  id: number,
  day: Day,
): Promise<ClassRow | undefined> {
  const { rows } = await db.query<ClassRow>(
    `${CLASS_SELECT('$3::date')} where k.id = $1 and k.store_id = $2`,
    [id, storeId, day],
  );
  return rows[0];
}

/** The classes of the store among `ids` (a member's classes), inactive ones included. */
export async function findClassRows(
  db: Queryable,
  storeId: number,
  ids: readonly number[],
  day: Day,
): Promise<ClassRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ClassRow>(
    `${CLASS_SELECT('$3::date')} where k.id = any($1::int[]) and k.store_id = $2`,
    [ids, storeId, day],
  );
  return rows;
}

/** Locks the class's row for the rest of the transaction (seats are counted under it); false when none. */
export async function lockClass(db: Queryable, storeId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('select id from classes where id = $1 and store_id = $2 for update', [
    id,
    storeId,
  ]);
  return rows.length > 0;
}

const TIMETABLE_LOCK = 14_001;

/**
 * Serialises the timetable writes of one store for the rest of the transaction: the double-booking check and
 * the write it allows are one step (a transaction-scoped advisory lock; PGlite runs one transaction at a time
 * anyway, PostgreSQL waits here).
 */
export async function lockTimetable(db: Queryable, storeId: number): Promise<void> {
  await db.query('select pg_advisory_xact_lock($1::int, $2::int)', [TIMETABLE_LOCK, storeId]);
}

export interface ClassFields {
  school_id: number;
  program_id: number;
  name: string;
  day_of_week: number;
  start_time: string;
  end_time: string;
  facility_id: number | null;
  lane_ids: number[];
  instructor_id: number | null;
  assistant_instructor_id: number | null;
  capacity: number;
  min_grade_id: number | null;
  max_grade_id: number | null;
  starts_on: Day;
  ends_on: Day | null;
  notes: string | null;
  is_active: boolean;
}

export interface OverlappingClass {
  id: number;
  name: string;
  day_of_week: number;
  start_time: string;
  end_time: string;
  capacity: number;
  instructor_id: number | null;
  assistant_instructor_id: number | null;
  lane_ids: number[];
}

/**
 * The other active classes of the store on that weekday whose times and terms overlap the candidate's and that
 * share a lane or an instructor with it.
 */
export async function overlappingClasses(
  db: Queryable,
  storeId: number,
  c: Pick<
    ClassFields,
    'day_of_week' | 'start_time' | 'end_time' | 'starts_on' | 'ends_on' | 'lane_ids' | 'instructor_id'
  > & { assistant_instructor_id: number | null },
  exceptId: number,
): Promise<OverlappingClass[]> {
  const staff = [c.instructor_id, c.assistant_instructor_id].filter((id): id is number => id !== null);
  const { rows } = await db.query<OverlappingClass>(
    `select k.id, k.name, k.day_of_week, to_char(k.start_time, 'HH24:MI') as start_time,
            to_char(k.end_time, 'HH24:MI') as end_time, k.capacity, k.instructor_id, k.assistant_instructor_id,
            array(select cl.lane_id from class_lanes cl where cl.class_id = k.id order by cl.lane_id) as lane_ids
       from classes k
      where k.store_id = $1 and k.is_active and k.id <> $2 and k.day_of_week = $3
        and k.start_time < $5::time and $4::time < k.end_time
        and daterange(k.starts_on, k.ends_on, '[]') && daterange($6::date, $7::date, '[]')
        and (exists (select 1 from class_lanes cl where cl.class_id = k.id and cl.lane_id = any($8::int[]))
             or k.instructor_id = any($9::int[]) or k.assistant_instructor_id = any($9::int[]))
      order by k.start_time, k.id`,
    [storeId, exceptId, c.day_of_week, c.start_time, c.end_time, c.starts_on, c.ends_on, c.lane_ids, staff],
  );
  return rows;
}

export async function insertClass(
  db: Queryable,
  storeId: number,
  c: ClassFields,
  staffId: number,
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into classes (store_id, school_id, program_id, name, day_of_week, start_time, end_time, facility_id,
       lane_id, instructor_id, assistant_instructor_id, capacity, min_grade_id, max_grade_id, starts_on, ends_on,
       notes, is_active, created_by, updated_by, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19, $20, $20)
     returning id`,
    [storeId, ...classValues(c), staffId, now],
  );
  const id = (rows[0] as { id: number }).id;
  await setLanes(db, id, c.lane_ids);
  return id;
}

const classValues = (c: ClassFields) => [
  c.school_id,
  c.program_id,
  c.name,
  c.day_of_week,
  c.start_time,
  c.end_time,
  c.facility_id,
  c.lane_ids[0] ?? null,
  c.instructor_id,
  c.assistant_instructor_id,
  c.capacity,
  c.min_grade_id,
  c.max_grade_id,
  c.starts_on,
  c.ends_on,
  c.notes,
  c.is_active,
];

export async function updateClassRow(
  db: Queryable,
  id: number,
  c: ClassFields,
  staffId: number,
  now: Date,
): Promise<void> {
  await db.query(
    `update classes set school_id = $2, program_id = $3, name = $4, day_of_week = $5, start_time = $6,
       end_time = $7, facility_id = $8, lane_id = $9, instructor_id = $10, assistant_instructor_id = $11,
       capacity = $12, min_grade_id = $13, max_grade_id = $14, starts_on = $15, ends_on = $16, notes = $17,
       is_active = $18, updated_by = $19, updated_at = $20
     where id = $1`,
    [id, ...classValues(c), staffId, now],
  );
  await setLanes(db, id, c.lane_ids);
}

async function setLanes(db: Queryable, classId: number, laneIds: readonly number[]): Promise<void> {
  await db.query('delete from class_lanes where class_id = $1 and lane_id <> all($2::int[])', [
    classId,
    laneIds,
  ]);
  if (laneIds.length > 0) {
    await db.query(
      `insert into class_lanes (class_id, lane_id) select $1, unnest($2::int[]) on conflict do nothing`,
      [classId, laneIds],
    );
  }
}

export async function deactivateClass(db: Queryable, id: number, staffId: number, now: Date): Promise<void> {
  await db.query('update classes set is_active = false, updated_by = $2, updated_at = $3 where id = $1', [
    id,
    staffId,
    now,
  ]);
}

// References the form names (other modules' tables, read to check the store and school) ---------------------

export interface References {
  program: { school_id: number } | undefined;
  schoolExists: boolean;
  facilityExists: boolean;
  lanes: { id: number; facility_id: number; is_shared: boolean; capacity: number | null; name: string }[];
  staff: { id: number; name: string }[];
  grades: { id: number; school_id: number; sort_order: number }[];
}

/** What a class form names, as far as it is the caller's store's. */
export async function referencesOf(
  db: Queryable,
  storeId: number,
  c: Pick<
    ClassFields,
    | 'school_id'
    | 'program_id'
    | 'facility_id'
    | 'lane_ids'
    | 'instructor_id'
    | 'assistant_instructor_id'
    | 'min_grade_id'
    | 'max_grade_id'
  >,
): Promise<References> {
  const staffIds = [c.instructor_id, c.assistant_instructor_id].filter((id): id is number => id !== null);
  const gradeIds = [c.min_grade_id, c.max_grade_id].filter((id): id is number => id !== null);
  const [program, school, facility, lanes, staff, grades] = await Promise.all([
    db.query<{ school_id: number }>('select school_id from programs where id = $1 and store_id = $2', [
      c.program_id,
      storeId,
    ]),
    db.query('select 1 from schools where id = $1 and store_id = $2', [c.school_id, storeId]),
    db.query('select 1 from facilities where id = $1 and store_id = $2', [c.facility_id ?? 0, storeId]),
    lanesByIds(db, c.lane_ids),
    db.query<{ id: number; name: string }>(
      `select id, name from staffs where id = any($1::int[]) and is_active
         and (store_id = $2 or role = 'admin')`,
      [staffIds, storeId],
    ),
    db.query<{ id: number; school_id: number; sort_order: number }>(
      'select id, school_id, sort_order from grades where id = any($1::int[]) and store_id = $2',
      [gradeIds, storeId],
    ),
  ]);
  return {
    program: program.rows[0],
    schoolExists: school.rows.length > 0,
    facilityExists: facility.rows.length > 0,
    lanes,
    staff: staff.rows,
    grades: grades.rows,
  };
}

/** Lanes by id (the facilities module's table, read for the double-booking rule). */
export async function lanesByIds(db: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{
    id: number;
    facility_id: number;
    is_shared: boolean;
    capacity: number | null;
    name: string;
  }>('select id, facility_id, is_shared, capacity, name from facility_lanes where id = any($1::int[])', [
    ids,
  ]);
  return rows;
}

export async function staffNames(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<Ref>('select id, name from staffs where id = any($1::int[])', [ids]);
  return new Map(rows.map((r) => [r.id, r.name]));
}
