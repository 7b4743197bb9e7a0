import type { Day } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import { createCustomerRepository } from '../customers/repository.ts';
import { type ResultSkill, resultSkillsJson } from './promotion-skills.ts';
import { named, type Ref } from './repository.ts';

// Promotion tests (進級テスト, migration 0102): tests, results and the grade history. A pass also sets the
// member's current grade (customers.grade_id), through the customers module that owns it.

export interface PromotionTestRow {
  id: number;
  school: Ref;
  name: string;
  held_on: Day;
  notes: string | null;
  result_count: number;
  passed_count: number;
}

const TEST_SELECT = `select t.id, ${named('schools', 't.school_id')} as school, t.name, t.held_on::text as held_on,
    t.notes,
    (select count(*)::int from promotion_results r where r.test_id = t.id) as result_count,
    (select count(*)::int from promotion_results r where r.test_id = t.id and r.passed) as passed_count
  from promotion_tests t`;

export async function listTestRows(
  db: Queryable,
  storeId: number,
  schoolId: number | null,
  id: number | null,
) {
  const { rows } = await db.query<PromotionTestRow & { school_id?: number }>(
    `${TEST_SELECT} where t.store_id = $1 and ($2::int is null or t.school_id = $2) and ($3::int is null or t.id = $3)
     order by t.held_on desc, t.id desc limit 200`,
    [storeId, schoolId, id],
  );
  return rows;
}

export async function testSchoolOf(db: Queryable, storeId: number, id: number) {
  const { rows } = await db.query<{ school_id: number }>(
    'select school_id from promotion_tests where id = $1 and store_id = $2',
    [id, storeId],
  );
  return rows[0]?.school_id;
}

export async function schoolOfStore(db: Queryable, storeId: number, schoolId: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from schools where id = $1 and store_id = $2', [
    schoolId,
    storeId,
  ]);
  return rows.length > 0;
}

export async function insertTest(
  db: Queryable,
  t: { storeId: number; schoolId: number; name: string; heldOn: Day; notes: string | null; staffId: number },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into promotion_tests (store_id, school_id, name, held_on, notes, created_by)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [t.storeId, t.schoolId, t.name, t.heldOn, t.notes, t.staffId],
  );
  return (rows[0] as { id: number }).id;
}

export interface ResultRow {
  id: number;
  test_id: number;
  customer_id: number;
  customer_name: string;
  tested_grade: Ref | null;
  passed: boolean;
  new_grade: Ref | null;
  skill_ids: number[];
  skills: ResultSkill[];
  notes: string | null;
  recorded_at: Date;
  recorded_by: Ref | null;
  class_change: { from_class: Ref; to_class: Ref | null; moves_on: Day } | null;
}

export async function listResultRows(db: Queryable, testId: number): Promise<ResultRow[]> {
  const { rows } = await db.query<ResultRow>(
    `select r.id, r.test_id, r.customer_id, c.family_name || ' ' || c.given_name as customer_name,
            ${named('grades', 'r.tested_grade_id')} as tested_grade, r.passed,
            ${named('grades', 'r.new_grade_id')} as new_grade,
            array(select rs.skill_id from promotion_result_skills rs
                   where rs.result_id = r.id and rs.passed and rs.skill_id is not null order by rs.position) as skill_ids,
            ${resultSkillsJson} as skills, r.notes, r.recorded_at,
            ${named('staffs', 'r.recorded_by')} as recorded_by,
            case when r.from_class_id is null then null else json_build_object(
              'from_class', ${named('classes', 'r.from_class_id')},
              'to_class', ${named('classes', 'r.proposed_class_id')},
              'moves_on', r.proposed_moves_on::text) end as class_change
       from promotion_results r join customers c on c.id = r.customer_id
      where r.test_id = $1
      order by c.family_name_kana, c.given_name_kana, r.id`,
    [testId],
  );
  return rows;
}

/** The member of the store with their grade's place in the school's order. */
export async function memberGrade(db: Queryable, storeId: number, customerId: number) {
  const { rows } = await db.query<{
    id: number;
    status: string;
    grade_id: number | null;
    grade_school: number | null;
    grade_sort: number | null;
  }>(
    `select c.id, c.status, c.grade_id, g.school_id as grade_school, g.sort_order as grade_sort
       from customers c left join grades g on g.id = c.grade_id
      where c.id = $1 and c.store_id = $2
      for update of c`,
    [customerId, storeId],
  );
  return rows[0];
}

/** The grade after `sortOrder` in the school's order (the first one without a grade); none after the last. */
export async function nextGrade(db: Queryable, schoolId: number, sortOrder: number | null) {
  const { rows } = await db.query<{ id: number; sort_order: number }>(
    `select id, sort_order from grades where school_id = $1 and is_active
       and ($2::int is null or sort_order > $2)
     order by sort_order, id limit 1`,
    [schoolId, sortOrder],
  );
  return rows[0];
}

export async function insertResult(
  db: Queryable,
  r: {
    testId: number;
    customerId: number;
    testedGradeId: number | null;
    passed: boolean;
    newGradeId: number | null;
    skillIds: number[];
    notes: string | null;
    staffId: number;
  },
  now: Date,
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `insert into promotion_results (test_id, customer_id, tested_grade_id, passed, new_grade_id, skill_ids, notes,
       recorded_by, recorded_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (test_id, customer_id) do nothing returning id`,
    [r.testId, r.customerId, r.testedGradeId, r.passed, r.newGradeId, r.skillIds, r.notes, r.staffId, now],
  );
  return rows[0]?.id ?? null;
}

/** The pass: the member's current grade and its history row (who, when, which test). */
export async function promote(
  db: Queryable,
  p: { customerId: number; fromGradeId: number | null; toGradeId: number; testId: number; staffId: number },
  now: Date,
): Promise<void> {
  await createCustomerRepository(db).setGrade(p.customerId, p.toGradeId, now);
  await db.query(
    `insert into customer_grade_history (customer_id, from_grade_id, to_grade_id, test_id, changed_by, changed_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [p.customerId, p.fromGradeId, p.toGradeId, p.testId, p.staffId, now],
  );
}

/** The member's running class of a school whose grade range leaves out the grade at `sortOrder`, if any. */
export async function classOutOfRange(
  db: Queryable,
  customerId: number,
  schoolId: number,
  sortOrder: number,
  day: Day,
) {
  const { rows } = await db.query<{ id: number; program_id: number | null; day_of_week: number }>(
    `select k.id, k.program_id, k.day_of_week from class_enrollments e join classes k on k.id = e.class_id
       left join grades g1 on g1.id = k.min_grade_id left join grades g2 on g2.id = k.max_grade_id
      where e.customer_id = $1 and k.school_id = $2 and (e.ended_on is null or e.ended_on >= $4::date)
        and ((g1.id is not null and $3 < g1.sort_order) or (g2.id is not null and $3 > g2.sort_order))
      order by e.enrolled_on limit 1`,
    [customerId, schoolId, sortOrder, day],
  );
  return rows[0];
}

/** A class of the program whose range takes the grade at `sortOrder`, with a free seat on `day`; same weekday first. */
export async function fittingClass(
  db: Queryable,
  storeId: number,
  programId: number | null,
  weekday: number,
  sortOrder: number,
  day: Day,
) {
  const { rows } = await db.query<{ id: number }>(
    `select k.id from classes k
       left join grades g1 on g1.id = k.min_grade_id left join grades g2 on g2.id = k.max_grade_id
      where k.store_id = $1 and k.is_active and k.program_id is not distinct from $2
        and (g1.id is null or g1.sort_order <= $4) and (g2.id is null or g2.sort_order >= $4)
        and (k.ends_on is null or k.ends_on >= $5::date)
        and k.capacity > (select count(*) from class_enrollments e where e.class_id = k.id
                           and (e.ended_on is null or e.ended_on >= $5::date))
      order by (k.day_of_week <> $3), k.start_time, k.id limit 1`,
    [storeId, programId, weekday, sortOrder, day],
  );
  return rows[0];
}

export async function proposeClassChange(
  db: Queryable,
  resultId: number,
  fromClassId: number,
  toClassId: number | null,
  movesOn: Day,
): Promise<void> {
  await db.query(
    'update promotion_results set from_class_id = $2, proposed_class_id = $3, proposed_moves_on = $4 where id = $1',
    [resultId, fromClassId, toClassId, movesOn],
  );
}
