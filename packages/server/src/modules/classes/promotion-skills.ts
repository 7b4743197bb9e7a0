import type { Queryable } from '../../db/database.ts';
import { createGradeCatalogue, type SkillRow } from '../grades/catalogue.ts';

// The skills checked in a promotion test (issue 14, coach side; promotion_result_skills, migration 0103): each
// skill of the tested grade — the grades module's master — kept with the result as it was then, passed or not.

export interface ResultSkill {
  id: number | null;
  name: string;
  passed: boolean;
}

/** The skills of a grade in its order (none for a member without a grade). */
export const skillsOfGrade = async (db: Queryable, gradeId: number | null): Promise<SkillRow[]> =>
  gradeId === null ? [] : createGradeCatalogue(db).skillsOf([gradeId]);

/** The ids given that are not skills of the grade. */
export const strangerSkills = (skills: readonly SkillRow[], passedIds: readonly number[]) => {
  const own = new Set(skills.map((skill) => skill.id));
  return passedIds.filter((id) => !own.has(id));
};

/** Writes the result's checks: every skill of the tested grade, passed when its id is among `passedIds`. */
export async function insertResultSkills(
  db: Queryable,
  resultId: number,
  skills: readonly SkillRow[],
  passedIds: readonly number[],
): Promise<void> {
  if (skills.length === 0) return;
  const passed = new Set(passedIds);
  await db.query(
    `insert into promotion_result_skills (result_id, position, skill_id, name, passed)
     select $1, s.position, s.id, s.name, s.passed
       from unnest($2::int[], $3::int[], $4::text[], $5::bool[]) as s(position, id, name, passed)`,
    [
      resultId,
      skills.map((skill) => skill.position),
      skills.map((skill) => skill.id),
      skills.map((skill) => skill.name),
      skills.map((skill) => passed.has(skill.id)),
    ],
  );
}

/** SQL: a result's checks as JSON in the grade's order, for the result `r` of a select. */
export const resultSkillsJson = `coalesce((select json_agg(json_build_object('id', rs.skill_id, 'name', rs.name,
    'passed', rs.passed) order by rs.position) from promotion_result_skills rs where rs.result_id = r.id), '[]'::json)`;
