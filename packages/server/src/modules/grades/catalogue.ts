import type { GradeFormValues } from '@kayoi/domain/forms';
import type { Queryable } from '../../db/database.ts';
import type { AuditColumns } from '../master-data/history.ts';
import { masterTable } from '../master-data/table.ts';

// The grade master's SQL (issue 13): grades of each school's grade system (grades) and the skills their
// promotion test checks (grade_skills). The grades module owns these tables.

export interface GradeRow extends AuditColumns {
  id: number;
  store_id: number;
  school_id: number;
  name: string;
  sort_order: number;
  cap_color_name: string | null;
  cap_color_hex: string | null;
  description: string | null;
  is_active: boolean;
}

export interface SkillRow {
  id: number;
  grade_id: number;
  name: string;
  description: string | null;
  position: number;
}

export type GradeFields = Omit<GradeRow, 'id' | 'store_id' | keyof AuditColumns>;

const GRADE_FIELDS = [
  'school_id',
  'name',
  'sort_order',
  'cap_color_name',
  'cap_color_hex',
  'description',
  'is_active',
] as const satisfies readonly (keyof GradeFields)[];

const grades = masterTable<GradeRow, GradeFields>({
  table: 'grades',
  alias: 'g',
  columns: ['id', 'store_id', ...GRADE_FIELDS],
  fields: GRADE_FIELDS,
  nameScope: 'school_id',
  filters: [{ key: 'schoolId', column: 'school_id', type: 'int' }],
  orderJoins: 'join schools s on s.id = g.school_id',
  orderBy: 's.sort_order, s.id, g.sort_order, g.id',
});

export function createGradeCatalogue(db: Queryable) {
  return {
    // list (by school and grade order), find, nameTaken (in the school), insert, update, and delete (with its
    // skills)
    ...grades(db),

    /** Some grades of the store with their school and place in its order (a program's grade range). */
    async ofStore(storeId: number, ids: readonly number[]) {
      const { rows } = await db.query<{ id: number; name: string; school_id: number; sort_order: number }>(
        'select id, name, school_id, sort_order from grades where store_id = $1 and id = any($2::int[])',
        [storeId, ids],
      );
      return new Map(rows.map((row) => [row.id, row]));
    },

    async skillsOf(gradeIds: readonly number[]): Promise<SkillRow[]> {
      if (gradeIds.length === 0) return [];
      const { rows } = await db.query<SkillRow>(
        `select id, grade_id, name, description, position from grade_skills where grade_id = any($1::int[])
         order by grade_id, position`,
        [gradeIds],
      );
      return rows;
    },

    /** After the school's last grade. */
    async nextSortOrder(schoolId: number): Promise<number> {
      const { rows } = await db.query<{ next: number }>(
        'select coalesce(max(sort_order), 0) + 1 as next from grades where school_id = $1',
        [schoolId],
      );
      return Math.min(999, rows[0]?.next ?? 1);
    },

    /** Grades per school of the store. */
    async counts(storeId: number): Promise<Map<number, number>> {
      const { rows } = await db.query<{ school_id: number; n: number }>(
        'select school_id, count(*)::int as n from grades where store_id = $1 group by school_id',
        [storeId],
      );
      return new Map(rows.map((row) => [row.school_id, row.n]));
    },

    /** Makes the grade's skills the form's, in its order; skills named by id keep their id. */
    async replaceSkills(gradeId: number, skills: GradeFormValues['skills']): Promise<void> {
      const kept = skills.map((skill) => skill.id).filter((id): id is number => typeof id === 'number');
      await db.query('delete from grade_skills where grade_id = $1 and not (id = any($2::int[]))', [
        gradeId,
        kept,
      ]);
      for (const [index, skill] of skills.entries()) {
        if (skill.id) {
          await db.query(
            'update grade_skills set position = $3, name = $4, description = $5 where id = $1 and grade_id = $2',
            [skill.id, gradeId, index + 1, skill.name, skill.description ?? null],
          );
        } else {
          await db.query(
            'insert into grade_skills (grade_id, position, name, description) values ($1, $2, $3, $4)',
            [gradeId, index + 1, skill.name, skill.description ?? null],
          );
        }
      }
    },
  };
}
