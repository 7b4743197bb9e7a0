import type { SchoolFormValues } from '@kayoi/domain/forms';
import type { Queryable } from '../../db/database.ts';
import type { AuditColumns } from '../master-data/history.ts';
import { masterTable } from '../master-data/table.ts';

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

const schools = masterTable<SchoolRow, SchoolFields>({
  table: 'schools',
  alias: 's',
  columns: ['id', 'store_id', 'name', 'discipline', 'description', 'sort_order', 'is_active'],
  fields: ['name', 'discipline', 'description', 'sort_order', 'is_active'],
  nameScope: 'store_id',
  orderBy: 's.sort_order, s.id',
});

export function createSchoolRepository(db: Queryable) {
  return {
    // list, find, nameTaken (in the store), insert, update, and delete (its categories and grades go with it)
    ...schools(db),

    /** The names of some schools of the store, by id (what other masters show as their school). */
    async names(storeId: number, ids: readonly number[]): Promise<Map<number, string>> {
      const { rows } = await db.query<{ id: number; name: string }>(
        'select id, name from schools where store_id = $1 and id = any($2::int[])',
        [storeId, ids],
      );
      return new Map(rows.map((row) => [row.id, row.name]));
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
