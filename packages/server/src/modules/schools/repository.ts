import type { SchoolFormValues } from '@kayoi/domain/forms';
import type { Queryable } from '../../db/database.ts';
import type { AuditColumns } from '../master-data/history.ts';
import type { Page } from '../master-data/rules.ts';

// Schools (スクール): the disciplines a store teaches; table schools, owned by the schools module. Program
// categories, programs and grades each belong to one school of the same store.

export interface SchoolRow extends AuditColumns {
  id: number;
  store_id: number;
  name: string;
  discipline: SchoolFormValues['discipline'];
  description: string | null;
  sort_order: number;
  is_active: boolean;
}

const COLUMNS = `id, store_id, name, discipline, description, sort_order, is_active, created_at, updated_at,
  created_by, updated_by`;

export function createSchoolRepository(db: Queryable) {
  return {
    async list(
      storeId: number,
      filters: { search: string | null; isActive: boolean | undefined },
      page: Page,
    ): Promise<{ rows: SchoolRow[]; total: number }> {
      const where = `where store_id = $1
        and ($2::text is null or strpos(kayoi_search_key(name), kayoi_search_key($2::text)) > 0)
        and ($3::boolean is null or is_active = $3)`;
      const params = [storeId, filters.search, filters.isActive ?? null];
      const [{ rows }, count] = await Promise.all([
        db.query<SchoolRow>(
          `select ${COLUMNS} from schools ${where} order by sort_order, id limit $4 offset $5`,
          [...params, page.perPage, (page.page - 1) * page.perPage],
        ),
        db.query<{ total: number }>(`select count(*)::int as total from schools ${where}`, params),
      ]);
      return { rows, total: count.rows[0]?.total ?? 0 };
    },

    async find(storeId: number, id: number, lock = false): Promise<SchoolRow | undefined> {
      const { rows } = await db.query<SchoolRow>(
        `select ${COLUMNS} from schools where id = $1 and store_id = $2 ${lock ? 'for update' : ''}`,
        [id, storeId],
      );
      return rows[0];
    },

    /** The names of some schools of the store, by id (what other masters show as their school). */
    async names(storeId: number, ids: readonly number[]): Promise<Map<number, string>> {
      const { rows } = await db.query<{ id: number; name: string }>(
        'select id, name from schools where store_id = $1 and id = any($2::int[])',
        [storeId, ids],
      );
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    async nameTaken(storeId: number, name: string, exceptId = 0): Promise<boolean> {
      const { rows } = await db.query(
        'select 1 from schools where store_id = $1 and name = $2 and id <> $3',
        [storeId, name, exceptId],
      );
      return rows.length > 0;
    },

    async insert(storeId: number, values: SchoolFields, staffId: number, now: Date): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into schools (store_id, name, discipline, description, sort_order, is_active, created_by, updated_by,
           created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $7, $8, $8) returning id`,
        [storeId, ...fieldValues(values), staffId, now],
      );
      return (rows[0] as { id: number }).id;
    },

    async update(id: number, values: SchoolFields, staffId: number, now: Date): Promise<void> {
      await db.query(
        `update schools set name = $2, discipline = $3, description = $4, sort_order = $5, is_active = $6,
           updated_by = $7, updated_at = $8
         where id = $1`,
        [id, ...fieldValues(values), staffId, now],
      );
    },

    /** Deletes the school; its categories and grades go with it (the caller made sure nothing uses them). */
    async delete(id: number): Promise<void> {
      await db.query('delete from schools where id = $1', [id]);
    },
  };
}

export interface SchoolFields {
  name: string;
  discipline: SchoolRow['discipline'];
  description: string | null;
  sort_order: number;
  is_active: boolean;
}

const fieldValues = (f: SchoolFields) => [f.name, f.discipline, f.description, f.sort_order, f.is_active];
