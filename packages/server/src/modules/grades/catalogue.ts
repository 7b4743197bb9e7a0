import type { GradeFormValues } from '@kayoi/domain/forms';
import type { Queryable } from '../../db/database.ts';
import type { AuditColumns } from '../master-data/history.ts';
import type { Page } from '../master-data/rules.ts';

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

export interface GradeFields {
  school_id: number;
  name: string;
  sort_order: number;
  cap_color_name: string | null;
  cap_color_hex: string | null;
  description: string | null;
  is_active: boolean;
}

const COLUMNS = `g.id, g.store_id, g.school_id, g.name, g.sort_order, g.cap_color_name, g.cap_color_hex,
  g.description, g.is_active, g.created_at, g.updated_at, g.created_by, g.updated_by`;

export function createGradeCatalogue(db: Queryable) {
  return {
    async list(
      storeId: number,
      filters: { search: string | null; schoolId: number | undefined; isActive: boolean | undefined },
      page: Page,
    ): Promise<{ rows: GradeRow[]; total: number }> {
      const where = `where g.store_id = $1
        and ($2::text is null or strpos(kayoi_search_key(g.name), kayoi_search_key($2::text)) > 0)
        and ($3::int is null or g.school_id = $3) and ($4::boolean is null or g.is_active = $4)`;
      const params = [storeId, filters.search, filters.schoolId ?? null, filters.isActive ?? null];
      const [{ rows }, count] = await Promise.all([
        db.query<GradeRow>(
          `select ${COLUMNS} from grades g join schools s on s.id = g.school_id ${where}
           order by s.sort_order, s.id, g.sort_order, g.id limit $5 offset $6`,
          [...params, page.perPage, (page.page - 1) * page.perPage],
        ),
        db.query<{ total: number }>(`select count(*)::int as total from grades g ${where}`, params),
      ]);
      return { rows, total: count.rows[0]?.total ?? 0 };
    },

    async find(storeId: number, id: number, lock = false): Promise<GradeRow | undefined> {
      const { rows } = await db.query<GradeRow>(
        `select ${COLUMNS} from grades g where g.id = $1 and g.store_id = $2 ${lock ? 'for update' : ''}`,
        [id, storeId],
      );
      return rows[0];
    },

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

    async nameTaken(schoolId: number, name: string, exceptId = 0): Promise<boolean> {
      const { rows } = await db.query(
        'select 1 from grades where school_id = $1 and name = $2 and id <> $3',
        [schoolId, name, exceptId],
      );
      return rows.length > 0;
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

    async insert(storeId: number, f: GradeFields, staffId: number, now: Date): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into grades (store_id, school_id, name, sort_order, cap_color_name, cap_color_hex, description,
           is_active, created_by, updated_by, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $10) returning id`,
        [storeId, ...fieldValues(f), staffId, now],
      );
      return (rows[0] as { id: number }).id;
    },

    async update(id: number, f: GradeFields, staffId: number, now: Date): Promise<void> {
      await db.query(
        `update grades set school_id = $2, name = $3, sort_order = $4, cap_color_name = $5, cap_color_hex = $6,
           description = $7, is_active = $8, updated_by = $9, updated_at = $10
         where id = $1`,
        [id, ...fieldValues(f), staffId, now],
      );
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

    async delete(id: number): Promise<void> {
      await db.query('delete from grades where id = $1', [id]);
    },
  };
}

const fieldValues = (f: GradeFields) => [
  f.school_id,
  f.name,
  f.sort_order,
  f.cap_color_name,
  f.cap_color_hex,
  f.description,
  f.is_active,
];
