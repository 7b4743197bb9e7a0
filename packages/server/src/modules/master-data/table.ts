import type { Queryable } from '../../db/database.ts';
import type { AuditColumns } from './history.ts';
import type { Page } from './rules.ts';

// The one way a store's master table is read and written in SQL (issue 27): facilities, schools, program
// categories, programs and grades each said the same list (the store's rows, searched kana- and width-blind by
// name, filtered, in their order, a page and its total), find (the store's record, locked for a write), name
// taken (in the store or the school), insert and update (with who and when) and delete, five times in four
// styles. A master now says its table, columns, filters and order; masterWrites (writes.ts) does the rest.

export interface MasterTableSpec<Fields> {
  /** The table and the alias its columns are read under (`programs p`). */
  table: string;
  alias: string;
  /** The row's own columns, id and store_id first; the audit columns are added. */
  columns: readonly string[];
  /** The columns a form writes, in order (store_id and the audit columns are added). */
  fields: readonly (keyof Fields & string)[];
  /** Where a name must be free: in the store, or in the record's school. */
  nameScope: 'store_id' | 'school_id';
  /** Equality filters of the list: the filter's key, its column and its SQL type. */
  filters?: readonly { key: string; column: string; type: 'int' | 'text' | 'boolean' }[];
  /** Joins the order needs (`join schools s on s.id = p.school_id`) and the order itself, id last. */
  orderJoins?: string;
  orderBy: string;
}

export interface MasterListFilters {
  search: string | null;
  isActive: boolean | undefined;
  [key: string]: string | number | boolean | null | undefined;
}

export function masterTable<Row extends AuditColumns, Fields>(spec: MasterTableSpec<Fields>) {
  const { table, alias } = spec;
  const columns = [...spec.columns, 'created_at', 'updated_at', 'created_by', 'updated_by']
    .map((column) => `${alias}.${column}`)
    .join(', ');
  const filters = [
    ...(spec.filters ?? []),
    { key: 'isActive', column: 'is_active', type: 'boolean' as const },
  ];
  const n = spec.fields.length;
  const values = (fields: Fields) => spec.fields.map((key) => fields[key]);

  return (db: Queryable) => ({
    async list(
      storeId: number,
      filter: MasterListFilters,
      page: Page,
    ): Promise<{ rows: Row[]; total: number }> {
      const where = [
        `where ${alias}.store_id = $1`,
        `($2::text is null or strpos(kayoi_search_key(${alias}.name), kayoi_search_key($2::text)) > 0)`,
        ...filters.map(
          ({ column, type }, i) => `($${i + 3}::${type} is null or ${alias}.${column} = $${i + 3})`,
        ),
      ].join(' and ');
      const params = [storeId, filter.search, ...filters.map(({ key }) => filter[key] ?? null)];
      const [{ rows }, count] = await Promise.all([
        db.query<Row>(
          `select ${columns} from ${table} ${alias} ${spec.orderJoins ?? ''} ${where}
           order by ${spec.orderBy} limit $${params.length + 1} offset $${params.length + 2}`,
          [...params, page.perPage, (page.page - 1) * page.perPage],
        ),
        db.query<{ total: number }>(`select count(*)::int as total from ${table} ${alias} ${where}`, params),
      ]);
      return { rows, total: count.rows[0]?.total ?? 0 };
    },

    /** The store's record, or undefined (another store's is not found); `lock` holds it for the transaction. */
    async find(storeId: number, id: number, lock = false): Promise<Row | undefined> {
      const { rows } = await db.query<Row>(
        `select ${columns} from ${table} ${alias} where ${alias}.id = $1 and ${alias}.store_id = $2
         ${lock ? 'for update' : ''}`,
        [id, storeId],
      );
      return rows[0];
    },

    /** Whether another record of the store (or the school, by `nameScope`) has the name. */
    async nameTaken(scopeId: number, name: string, exceptId = 0): Promise<boolean> {
      const { rows } = await db.query(
        `select 1 from ${table} where ${spec.nameScope} = $1 and name = $2 and id <> $3`,
        [scopeId, name, exceptId],
      );
      return rows.length > 0;
    },

    /** Writes a new record of the store; `extra` are columns the form does not write (a program's fee). */
    async insert(
      storeId: number,
      fields: Fields,
      staffId: number,
      now: Date,
      extra: Record<string, unknown> = {},
    ): Promise<number> {
      const names = [...spec.fields, ...Object.keys(extra)];
      const m = names.length;
      const { rows } = await db.query<{ id: number }>(
        `insert into ${table} (store_id, ${names.join(', ')}, created_by, updated_by, created_at, updated_at)
         values ($1, ${names.map((_, i) => `$${i + 2}`).join(', ')}, $${m + 2}, $${m + 2}, $${m + 3}, $${m + 3})
         returning id`,
        [storeId, ...values(fields), ...Object.values(extra), staffId, now],
      );
      return (rows[0] as { id: number }).id;
    },

    async update(id: number, fields: Fields, staffId: number, now: Date): Promise<void> {
      await db.query(
        `update ${table} set ${spec.fields.map((key, i) => `${key} = $${i + 2}`).join(', ')},
           updated_by = $${n + 2}, updated_at = $${n + 3}
         where id = $1`,
        [id, ...values(fields), staffId, now],
      );
    },

    /** Deletes the record (its own rows go with it by the foreign keys; the caller made sure nothing uses it). */
    async delete(id: number): Promise<void> {
      await db.query(`delete from ${table} where id = $1`, [id]);
    },
  });
}
