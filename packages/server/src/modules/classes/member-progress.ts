import type { Day } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import { createGradeCatalogue } from '../grades/catalogue.ts';
import { type ResultSkill, resultSkillsJson } from './promotion-skills.ts';
import { named, type Ref } from './repository.ts';

// A member's 進級 as the classes module keeps it (issue 31, read by マイページ): the promotion results with the
// skills the coach checked, the school's next test day, and what a pass's 認定証 prints. Reads only; the grades
// themselves and their skills are the grades module's, asked through its catalogue.

export interface MemberResultRow {
  id: number;
  customer_id: number;
  test_name: string;
  held_on: Day;
  tested_grade: Ref | null;
  passed: boolean;
  new_grade: Ref | null;
  notes: string | null;
  skills: ResultSkill[];
}

/** The members' promotion results, newest test first. */
export async function resultsOfMembers(db: Queryable, customerIds: readonly number[]) {
  if (customerIds.length === 0) return [];
  const { rows } = await db.query<MemberResultRow>(
    `select r.id, r.customer_id, t.name as test_name, t.held_on::text as held_on,
            ${named('grades', 'r.tested_grade_id')} as tested_grade, r.passed,
            ${named('grades', 'r.new_grade_id')} as new_grade, r.notes, ${resultSkillsJson} as skills
       from promotion_results r join promotion_tests t on t.id = r.test_id
      where r.customer_id = any($1::int[])
      order by t.held_on desc, r.recorded_at desc, r.id desc`,
    [customerIds],
  );
  return rows;
}

/** A grade with its school, colour and the grade after it in the school's order (the grades module's rows). */
export async function gradeForProgress(db: Queryable, storeId: number, gradeId: number | null) {
  if (gradeId === null) return null;
  const catalogue = createGradeCatalogue(db);
  const grade = await catalogue.find(storeId, gradeId);
  if (!grade) return null;
  const { rows } = await db.query<{ school: Ref; next: Ref | null }>(
    `select ${named('schools', 'g.school_id')} as school,
            (select json_build_object('id', n.id, 'name', n.name) from grades n
              where n.school_id = g.school_id and n.is_active and n.sort_order > g.sort_order
              order by n.sort_order, n.id limit 1) as next
       from grades g where g.id = $1`,
    [gradeId],
  );
  const skills = await catalogue.skillsOf([gradeId]);
  return { grade, school: rows[0]?.school ?? null, next: rows[0]?.next ?? null, skills };
}

/** The school of the member's first running class, for a member without a grade. */
export async function schoolOfClasses(db: Queryable, customerId: number, today: Day): Promise<Ref | null> {
  const { rows } = await db.query<{ school: Ref }>(
    `select ${named('schools', 'k.school_id')} as school from class_enrollments e join classes k on k.id = e.class_id
      where e.customer_id = $1 and (e.ended_on is null or e.ended_on >= $2::date)
      order by e.enrolled_on, e.id limit 1`,
    [customerId, today],
  );
  return rows[0]?.school ?? null;
}

/** The school's next promotion test from `today` on that the member has no result in yet. */
export async function nextTestOf(db: Queryable, schoolId: number, customerId: number, today: Day) {
  const { rows } = await db.query<{ name: string; held_on: Day }>(
    `select t.name, t.held_on::text as held_on from promotion_tests t
      where t.school_id = $1 and t.held_on >= $3::date
        and not exists (select 1 from promotion_results r where r.test_id = t.id and r.customer_id = $2)
      order by t.held_on, t.id limit 1`,
    [schoolId, customerId, today],
  );
  return rows[0] ?? null;
}

/** What a pass's 認定証 prints: the member's passed result, else nothing (not passed, or another member's). */
export async function passedResultOf(db: Queryable, customerId: number, resultId: number) {
  const { rows } = await db.query<{
    id: number;
    customer_name: string;
    test_name: string;
    held_on: Day;
    grade_name: string;
    school_name: string;
    store_name: string;
  }>(
    `select r.id, c.family_name || ' ' || c.given_name as customer_name, t.name as test_name,
            t.held_on::text as held_on, g.name as grade_name, s.name as school_name, st.name as store_name
       from promotion_results r
       join promotion_tests t on t.id = r.test_id
       join customers c on c.id = r.customer_id
       join grades g on g.id = r.new_grade_id
       join schools s on s.id = t.school_id
       join stores st on st.id = t.store_id
      where r.id = $1 and r.customer_id = $2 and r.passed`,
    [resultId, customerId],
  );
  return rows[0] ?? null;
}
