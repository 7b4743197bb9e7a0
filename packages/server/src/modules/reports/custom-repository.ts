import type { components } from '@kayoi/api-client/schema';
import { isoTokyo } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';

// Saved custom reports (report_custom_definitions, migration 0131): a store's, shared by its admins and
// managers. The only table the custom report writes.

type Schemas = components['schemas'];
export type CustomReportDefinition = Schemas['CustomReportDefinition'];
export type CustomReportInput = Schemas['CustomReportInput'];

interface Row {
  id: number;
  store_id: number;
  name: string;
  measure: CustomReportDefinition['measure'];
  dimension: CustomReportDefinition['dimension'];
  filters: CustomReportDefinition['filters'];
  created_by: number | null;
  created_name: string | null;
  created_at: Date;
  updated_by: number | null;
  updated_name: string | null;
  updated_at: Date;
}

const SELECT = `select d.id, d.store_id, d.name, d.measure, d.dimension, d.filters, d.created_by,
    c.name as created_name, d.created_at, d.updated_by, u.name as updated_name, d.updated_at
  from report_custom_definitions d
  left join staffs c on c.id = d.created_by
  left join staffs u on u.id = d.updated_by`;

const who = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

const toDefinition = (row: Row): CustomReportDefinition => ({
  id: row.id,
  store_id: row.store_id,
  name: row.name,
  measure: row.measure,
  dimension: row.dimension,
  filters: row.filters ?? {},
  created_by: who(row.created_by, row.created_name),
  created_at: isoTokyo(new Date(row.created_at)),
  updated_by: who(row.updated_by, row.updated_name),
  updated_at: isoTokyo(new Date(row.updated_at)),
});

export function createCustomReportRepository(db: Queryable) {
  return {
    async list(storeId: number): Promise<CustomReportDefinition[]> {
      const { rows } = await db.query<Row>(`${SELECT} where d.store_id = $1 order by d.name, d.id`, [
        storeId,
      ]);
      return rows.map(toDefinition);
    },

    async find(storeId: number, id: number): Promise<CustomReportDefinition | undefined> {
      const { rows } = await db.query<Row>(`${SELECT} where d.store_id = $1 and d.id = $2`, [storeId, id]);
      return rows[0] ? toDefinition(rows[0]) : undefined;
    },

    async nameTaken(storeId: number, name: string, exceptId = 0): Promise<boolean> {
      const { rows } = await db.query(
        'select 1 from report_custom_definitions where store_id = $1 and name = $2 and id <> $3',
        [storeId, name, exceptId],
      );
      return rows.length > 0;
    },

    /** Saves a new report; undefined when the name was taken meanwhile. */
    async insert(storeId: number, input: CustomReportInput, staffId: number, now: Date) {
      const { rows } = await db.query<{ id: number }>(
        `insert into report_custom_definitions (store_id, name, measure, dimension, filters, created_by, created_at,
           updated_by, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $6, $7)
         on conflict (store_id, name) do nothing returning id`,
        [
          storeId,
          input.name,
          input.measure,
          input.dimension,
          JSON.stringify(input.filters ?? {}),
          staffId,
          now,
        ],
      );
      return rows[0]?.id;
    },

    /** Changes a report; false when there is none (or the new name was taken meanwhile: `conflict`). */
    async update(storeId: number, id: number, input: CustomReportInput, staffId: number, now: Date) {
      try {
        const { rows } = await db.query(
          `update report_custom_definitions set name = $3, measure = $4, dimension = $5, filters = $6,
             updated_by = $7, updated_at = $8
           where store_id = $1 and id = $2 returning id`,
          [
            storeId,
            id,
            input.name,
            input.measure,
            input.dimension,
            JSON.stringify(input.filters ?? {}),
            staffId,
            now,
          ],
        );
        return rows.length > 0 ? 'updated' : 'missing';
      } catch (error) {
        if ((error as { code?: string }).code === '23505') return 'conflict';
        throw error;
      }
    },

    async remove(storeId: number, id: number): Promise<boolean> {
      const { rows } = await db.query(
        'delete from report_custom_definitions where store_id = $1 and id = $2 returning id',
        [storeId, id],
      );
      return rows.length > 0;
    },
  };
}
