import type { Day } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';

// 体験 (trial lessons, migration 0190): one pre-registration's trial in one dated lesson of a class. The seat it
// takes is counted by lessonsOn (lesson-repository.ts) with the regular places and makeups.

export interface TrialRow {
  id: number;
  pre_registration_id: number;
  applicant_name: string;
  applicant_kana: string;
  birth_date: Day;
  class: { id: number; name: string };
  program: { id: number; name: string } | null;
  lesson_date: Day;
  start_time: string;
  status: 'booked' | 'cancelled';
  attendance: 'present' | 'no_show' | null;
  suggested_grade: { id: number; name: string } | null;
  coach_comment: string | null;
  outcome: 'enrolled' | 'declined' | null;
  outcome_reason: string | null;
  customer_id: number | null;
  booked_at: Date;
  store_id: number;
}

export interface TrialFilters {
  id?: number | undefined;
  preRegistrationId?: number | undefined;
  date?: Day | undefined;
  classIds?: readonly number[] | undefined;
}

export async function listTrialRows(db: Queryable, storeId: number, f: TrialFilters): Promise<TrialRow[]> {
  const { rows } = await db.query<TrialRow>(
    `select t.id, t.pre_registration_id, p.family_name || ' ' || p.given_name as applicant_name,
            p.family_name_kana || ' ' || p.given_name_kana as applicant_kana, p.birth_date::text as birth_date,
            json_build_object('id', k.id, 'name', k.name) as class,
            case when g.id is null then null else json_build_object('id', g.id, 'name', g.name) end as program,
            t.lesson_date::text as lesson_date,
            to_char(coalesce(x.start_time, k.start_time), 'HH24:MI') as start_time, t.status, t.attendance,
            case when sg.id is null then null else json_build_object('id', sg.id, 'name', sg.name) end
              as suggested_grade,
            t.coach_comment, t.outcome, t.outcome_reason, t.customer_id, t.booked_at, t.store_id
       from trial_lessons t
       join pre_registrations p on p.id = t.pre_registration_id
       join classes k on k.id = t.class_id
       left join programs g on g.id = t.program_id
       left join grades sg on sg.id = t.suggested_grade_id
       left join lesson_exceptions x on x.class_id = t.class_id and x.lesson_date = t.lesson_date
      where t.store_id = $1 and ($2::int is null or t.id = $2) and ($3::int is null or t.pre_registration_id = $3)
        and ($4::date is null or t.lesson_date = $4) and ($5::int[] is null or t.class_id = any($5::int[]))
        and ($2::int is not null or $3::int is not null or t.status = 'booked')
      order by t.lesson_date, coalesce(x.start_time, k.start_time), t.id
      limit 500`,
    [storeId, f.id ?? null, f.preRegistrationId ?? null, f.date ?? null, f.classIds ?? null],
  );
  return rows;
}

/** The trial row locked for a change (its status, result and outcome move one at a time). */
export async function lockTrial(db: Queryable, storeId: number, id: number) {
  const { rows } = await db.query<{ id: number }>(
    'select id from trial_lessons where id = $1 and store_id = $2 for update',
    [id, storeId],
  );
  return rows.length > 0;
}

export async function insertTrial(
  db: Queryable,
  t: {
    storeId: number;
    preRegistrationId: number;
    classId: number;
    programId: number | null;
    day: Day;
    staffId: number;
  },
  now: Date,
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `insert into trial_lessons (store_id, pre_registration_id, class_id, program_id, lesson_date, booked_by, booked_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing returning id`,
    [t.storeId, t.preRegistrationId, t.classId, t.programId, t.day, t.staffId, now],
  );
  return rows[0]?.id ?? null;
}

export async function cancelTrialRow(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query(`update trial_lessons set status = 'cancelled', cancelled_at = $2 where id = $1`, [id, now]);
}

export async function saveTrialResult(
  db: Queryable,
  id: number,
  r: { attendance: 'present' | 'no_show'; gradeId: number | null; comment: string | null; staffId: number },
  now: Date,
): Promise<void> {
  await db.query(
    `update trial_lessons set attendance = $2, suggested_grade_id = $3, coach_comment = $4, recorded_by = $5,
       recorded_at = $6 where id = $1`,
    [id, r.attendance, r.gradeId, r.comment, r.staffId, now],
  );
}

export async function saveTrialOutcome(
  db: Queryable,
  id: number,
  o: { outcome: 'enrolled' | 'declined'; reason: string | null; customerId: number | null; staffId: number },
  now: Date,
): Promise<void> {
  await db.query(
    `update trial_lessons set outcome = $2, outcome_reason = $3, customer_id = $4, decided_by = $5, decided_at = $6
      where id = $1`,
    [id, o.outcome, o.reason, o.customerId, o.staffId, now],
  );
}

/** The grade (級) a coach suggests, of the class's school (null when it is not one). */
export async function gradeOfClassSchool(db: Queryable, classId: number, gradeId: number) {
  const { rows } = await db.query<{ id: number }>(
    'select g.id from grades g join classes k on k.school_id = g.school_id where k.id = $1 and g.id = $2',
    [classId, gradeId],
  );
  return rows[0]?.id ?? null;
}
