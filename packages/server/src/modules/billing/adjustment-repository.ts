import type { Queryable } from '../../db/database.ts';
import type { Schemas } from './sql.ts';
import { customerName, instant, monthIn, monthOut, staffName } from './sql.ts';

// Adjustments (調整): one-off charges and credits of a month, voided with a reason (billing_adjustments).

export type AdjustmentRow = Schemas['BillingAdjustment'];

const ADJUSTMENT_COLUMNS = `a.id, a.customer_id, ${customerName('cu')} as customer_name, cu.member_number,
  ${monthOut('a.billing_month')} as billing_month, a.kind, a.description, a.amount, a.tax_rate,
  case when a.voided_at is not null then 'void' when a.invoice_id is not null then 'applied' else 'open' end as status,
  a.invoice_id, ${instant('a.created_at')} as created_at, ${staffName('a.created_by')} as created_by, ${instant('a.updated_at')} as updated_at, ${instant('a.voided_at')} as voided_at,
  ${staffName('a.voided_by')} as voided_by, a.void_reason`;

export interface AdjustmentFields {
  customer_id: number;
  billing_month: string;
  kind: string;
  description: string;
  amount: number;
  tax_rate: number;
}

export function createAdjustmentRepository(db: Queryable) {
  return {
    // ------------------------------------------------------------------------------- adjustments

    async listAdjustments(
      storeId: number,
      filter: { month?: string; customerId?: number; status?: string },
    ): Promise<AdjustmentRow[]> {
      const where = ['a.store_id = $1'];
      const params: unknown[] = [storeId];
      if (filter.month) {
        params.push(monthIn(filter.month));
        where.push(`a.billing_month = $${params.length}::date`);
      }
      if (filter.customerId) {
        params.push(filter.customerId);
        where.push(`a.customer_id = $${params.length}`);
      }
      const status = filter.status
        ? ` where status = '${filter.status === 'void' ? 'void' : filter.status === 'applied' ? 'applied' : 'open'}'`
        : '';
      const { rows } = await db.query<AdjustmentRow>(
        `select * from (select ${ADJUSTMENT_COLUMNS} from billing_adjustments a
           join customers cu on cu.id = a.customer_id where ${where.join(' and ')}) x${status}
          order by billing_month desc, id desc limit 1000`,
        params,
      );
      return rows;
    },

    async findAdjustment(storeId: number, id: number, lock = false): Promise<AdjustmentRow | undefined> {
      const { rows } = await db.query<AdjustmentRow>(
        `select ${ADJUSTMENT_COLUMNS} from billing_adjustments a join customers cu on cu.id = a.customer_id
          where a.store_id = $1 and a.id = $2${lock ? ' for update of a' : ''}`,
        [storeId, id],
      );
      return rows[0];
    },

    async insertAdjustment(
      storeId: number,
      f: AdjustmentFields,
      staffId: number,
      at?: Date,
    ): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into billing_adjustments (store_id, customer_id, billing_month, kind, description, amount, tax_rate,
           created_by, updated_by, created_at, updated_at)
         values ($1, $2, $3::date, $4, $5, $6, $7, $8, $8, coalesce($9::timestamptz, now()),
           coalesce($9::timestamptz, now())) returning id`,
        [
          storeId,
          f.customer_id,
          monthIn(f.billing_month),
          f.kind,
          f.description,
          f.amount,
          f.tax_rate,
          staffId,
          at ?? null,
        ],
      );
      return rows[0]?.id as number;
    },

    async updateAdjustment(id: number, f: AdjustmentFields, staffId: number, at: Date): Promise<void> {
      await db.query(
        `update billing_adjustments set customer_id = $2, billing_month = $3::date, kind = $4, description = $5,
           amount = $6, tax_rate = $7, updated_by = $8, updated_at = $9 where id = $1`,
        [
          id,
          f.customer_id,
          monthIn(f.billing_month),
          f.kind,
          f.description,
          f.amount,
          f.tax_rate,
          staffId,
          at,
        ],
      );
    },

    async voidAdjustment(id: number, reason: string, staffId: number, at: Date): Promise<void> {
      await db.query(
        'update billing_adjustments set voided_at = $4, voided_by = $3, void_reason = $2 where id = $1',
        [id, reason, staffId, at],
      );
    },
  };
}
