import type { Day } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import { type LaneRef, named, type Ref, runningOn } from './repository.ts';
import { classInTerm } from './term.ts';

// Lessons (a class on one Tokyo day) and their exceptions (lesson_exceptions, migration 0100), with the counts
// of the day: enrolled, absences (lesson_absences), makeups (makeup_bookings), trials (trial_lessons) and presence.
// `booked` is the one rule for a dated lesson's taken seats: makeups and trials book against it. Presence is the
// house rule of migration 0002, read from lesson_attendances and attendances (the front desk's and the visits
// module's tables — a read model, like the tablet's roll).

/** Minutes before a lesson from which a visit counts for it (the house rule of migration 0002). */
const EARLY_MINUTES = 30;

export interface LessonRow {
  class_id: number;
  date: Day;
  name: string;
  school: Ref | null;
  program: Ref | null;
  day_of_week: number;
  start_time: string;
  end_time: string;
  facility: Ref | null;
  lanes: LaneRef[];
  instructor: Ref | null;
  assistant_instructor: Ref | null;
  substitute_instructor: Ref | null;
  capacity: number;
  enrolled: number;
  absent: number;
  makeups: number;
  /** 体験: trial lessons booked into this lesson (migration 0190). */
  trials: number;
  booked: number;
  present: number;
  status: 'scheduled' | 'moved' | 'cancelled';
  exception_reason: string | null;
  min_grade: Ref | null;
  max_grade: Ref | null;
  // For the rules (not shown).
  program_id: number | null;
  school_id: number | null;
  min_grade_sort: number | null;
  max_grade_sort: number | null;
}

const laneJson = (
  where: string,
) => `coalesce((select json_agg(json_build_object('id', l.id, 'number', l.number,
    'name', l.name, 'is_shared', l.is_shared, 'capacity', l.capacity) order by l.number)
  from facility_lanes l where ${where}), '[]'::json)`;

interface LessonFilters {
  facilityId?: number | undefined;
  classId?: number | undefined;
  /** Only these classes (with `classId`, the one). */
  classIds?: readonly number[] | undefined;
}

/**
 * The lessons of a store on `day` (its weekday's active classes whose term covers it), with that day's
 * exception and counts; `classId` for one. The store's calendar (closed days) is the caller's to apply.
 */
export async function lessonsOn(db: Queryable, storeId: number, day: Day, filters: LessonFilters = {}) {
  return lessonsOnDays(db, storeId, [day], filters);
}

/** The lessons of a store on each of `days`, one statement a day (store-wide over weeks, see lessonsOnDays). */
export async function lessonsOnEachDay(db: Queryable, storeId: number, days: readonly Day[]) {
  const lessons: LessonRow[] = [];
  for (const day of days) lessons.push(...(await lessonsOn(db, storeId, day)));
  return lessons;
}

/**
 * The lessons of a store on each of `days`, as `lessonsOn` gives them for one day, in one statement: by day, then
 * start time and lane. For a few classes over weeks (マイページ's ホーム: 9 statements became 1, 135 → 30 ms); store-wide
 * over weeks, one statement a day plans better (振替予約's 641 lessons: 0.8 s a day at a time, 1.1 s at once).
 */
export async function lessonsOnDays(
  db: Queryable,
  storeId: number,
  days: readonly Day[],
  filters: LessonFilters = {},
): Promise<LessonRow[]> {
  if (days.length === 0) return [];
  const { rows } = await db.query<LessonRow & { lesson_start: string; lesson_end: string }>(
    `with lesson as (
       select k.*, d.day, x.kind, x.reason, x.substitute_instructor_id, x.lane_id as moved_lane_id,
              coalesce(x.start_time, k.start_time) as lesson_start, coalesce(x.end_time, k.end_time) as lesson_end
         from unnest($2::date[]) as d(day)
         join classes k on k.day_of_week = extract(dow from d.day)::int
         left join lesson_exceptions x on x.class_id = k.id and x.lesson_date = d.day
        where k.store_id = $1 and k.is_active
          and ${classInTerm('k', 'd.day')}
          and ($3::int is null or k.facility_id = $3) and ($4::int[] is null or k.id = any($4::int[]))
     ), roll as (
       select e.class_id, k.day, e.customer_id, true as enrolled
         from lesson k join class_enrollments e on e.class_id = k.id
        where ${runningOn('e', 'k.day')}
       union all
       select mb.class_id, k.day, mb.customer_id, false
         from lesson k join makeup_bookings mb on mb.class_id = k.id and mb.lesson_date = k.day
        where mb.status = 'booked'
     ), visit as (
       select a.customer_id, a.check_in_at, coalesce(a.check_out_at, 'infinity'::timestamptz) as out_at
         from attendances a
        where a.store_id = $1
          and a.check_in_at >= (select min(day) from lesson)::timestamp at time zone 'Asia/Tokyo'
          and a.check_in_at < ((select max(day) from lesson) + 1)::timestamp at time zone 'Asia/Tokyo'
     ), present as (
       select r.class_id, r.day, count(distinct r.customer_id) filter (
                where la.status = 'present' or (la.status is null and v.customer_id is not null))::int as n
         from roll r
         join lesson k on k.id = r.class_id and k.day = r.day
         left join lesson_attendances la
           on la.class_id = r.class_id and la.customer_id = r.customer_id and la.lesson_date = r.day
         left join visit v on v.customer_id = r.customer_id
           and v.check_in_at < (r.day + k.lesson_end) at time zone 'Asia/Tokyo'
           and v.out_at > (r.day + k.lesson_start - interval '${EARLY_MINUTES} minutes') at time zone 'Asia/Tokyo'
        group by r.class_id, r.day
     ), enrolled as (
       select r.class_id, r.day, count(*) filter (where r.enrolled)::int as n from roll r group by r.class_id, r.day
     ), absent as (
       select ab.class_id, ab.lesson_date as day, count(*)::int as n from lesson_absences ab
        where ab.store_id = $1 and ab.lesson_date = any($2::date[]) group by ab.class_id, ab.lesson_date
     ), makeup as (
       select mb.class_id, mb.lesson_date as day, count(*)::int as n from makeup_bookings mb
        where mb.store_id = $1 and mb.lesson_date = any($2::date[]) and mb.status = 'booked'
        group by mb.class_id, mb.lesson_date
     ), trial as (
       select tl.class_id, tl.lesson_date as day, count(*)::int as n from trial_lessons tl
        where tl.store_id = $1 and tl.lesson_date = any($2::date[]) and tl.status = 'booked'
        group by tl.class_id, tl.lesson_date
     ), counted as (
       select k.*, coalesce(en.n, 0) as enrolled, coalesce(ab.n, 0) as absent, coalesce(mk.n, 0) as makeups,
              coalesce(tr.n, 0) as trials, coalesce(pr.n, 0) as present
         from lesson k
         left join trial tr on tr.class_id = k.id and tr.day = k.day
         left join enrolled en on en.class_id = k.id and en.day = k.day
         left join absent ab on ab.class_id = k.id and ab.day = k.day
         left join makeup mk on mk.class_id = k.id and mk.day = k.day
         left join present pr on pr.class_id = k.id and pr.day = k.day
     )
     select k.id as class_id, to_char(k.day, 'YYYY-MM-DD') as date, k.name, k.day_of_week, k.capacity,
            to_char(k.lesson_start, 'HH24:MI') as start_time, to_char(k.lesson_end, 'HH24:MI') as end_time,
            ${named('schools', 'k.school_id')} as school, ${named('programs', 'k.program_id')} as program,
            ${named('facilities', 'k.facility_id')} as facility, ${named('staffs', 'k.instructor_id')} as instructor,
            ${named('staffs', 'k.assistant_instructor_id')} as assistant_instructor,
            ${named('staffs', 'k.substitute_instructor_id')} as substitute_instructor,
            ${named('grades', 'k.min_grade_id')} as min_grade, ${named('grades', 'k.max_grade_id')} as max_grade,
            case when k.moved_lane_id is not null then ${laneJson('l.id = k.moved_lane_id')}
                 else ${laneJson('l.id in (select cl.lane_id from class_lanes cl where cl.class_id = k.id)')}
            end as lanes,
            k.enrolled, k.absent, k.makeups, k.trials,
            greatest(k.enrolled - k.absent, 0) + k.makeups + k.trials as booked, k.present,
            case k.kind when 'cancelled' then 'cancelled' when 'moved' then 'moved' else 'scheduled' end as status,
            k.reason as exception_reason, k.program_id, k.school_id,
            (select g.sort_order from grades g where g.id = k.min_grade_id) as min_grade_sort,
            (select g.sort_order from grades g where g.id = k.max_grade_id) as max_grade_sort, k.lesson_start
       from counted k
      order by k.day, k.lesson_start, (select min(l.number) from class_lanes cl join facility_lanes l on l.id = cl.lane_id
        where cl.class_id = k.id) nulls last, k.id`,
    [
      storeId,
      days,
      filters.facilityId ?? null,
      filters.classId !== undefined ? [filters.classId] : (filters.classIds ?? null),
    ],
  );
  return rows.map(({ lesson_start: _s, lesson_end: _e, ...row }) => row);
}

export interface LessonException {
  kind: 'cancelled' | 'moved';
  reason: string | null;
  substitute_instructor_id: number | null;
  lane_id: number | null;
  start_time: string | null;
  end_time: string | null;
}

export async function findException(db: Queryable, classId: number, day: Day) {
  const { rows } = await db.query<{ id: number; kind: 'cancelled' | 'moved' }>(
    'select id, kind from lesson_exceptions where class_id = $1 and lesson_date = $2',
    [classId, day],
  );
  return rows[0];
}

export async function saveException(
  db: Queryable,
  storeId: number,
  classId: number,
  day: Day,
  x: LessonException,
  staffId: number,
): Promise<void> {
  await db.query(
    `insert into lesson_exceptions (store_id, class_id, lesson_date, kind, reason, substitute_instructor_id, lane_id,
       start_time, end_time, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (class_id, lesson_date) do update set kind = excluded.kind, reason = excluded.reason,
       substitute_instructor_id = excluded.substitute_instructor_id, lane_id = excluded.lane_id,
       start_time = excluded.start_time, end_time = excluded.end_time, created_by = excluded.created_by,
       created_at = now()`,
    [
      storeId,
      classId,
      day,
      x.kind,
      x.reason,
      x.substitute_instructor_id,
      x.lane_id,
      x.start_time,
      x.end_time,
      staffId,
    ],
  );
}

export async function deleteException(db: Queryable, classId: number, day: Day): Promise<void> {
  await db.query('delete from lesson_exceptions where class_id = $1 and lesson_date = $2', [classId, day]);
}
