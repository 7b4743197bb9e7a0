import type { BillingSettings } from '@kayoi/domain/billing';
import type { Day } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';

// Billing settings and each customer's payment method (billing_settings, customer_billing_profiles); the
// customers' status on a day is read here as a read model (`statusesOn`).

export const DEFAULT_SETTINGS: BillingSettings & {
  withdrawal_day: number;
  closing_day: number;
  cash_float: number;
} = {
  first_month_rule: 'full',
  annual_fee_month: 4,
  withdrawal_day: 27,
  closing_day: 10,
  cash_float: 0,
};
export type StoreBillingSettings = typeof DEFAULT_SETTINGS;

export function createBillingSettingsRepository(db: Queryable) {
  return {
    // ---------------------------------------------------------------------------------- settings

    async settings(storeId: number): Promise<StoreBillingSettings> {
      const { rows } = await db.query<StoreBillingSettings>(
        `select first_month_rule, annual_fee_month, withdrawal_day, closing_day, cash_float from billing_settings
          where store_id = $1`,
        [storeId],
      );
      return rows[0] ?? DEFAULT_SETTINGS;
    },

    /** The store's saved settings, or undefined while it runs on the defaults (a master copy fills only those). */
    async savedSettings(storeId: number): Promise<StoreBillingSettings | undefined> {
      const { rows } = await db.query<StoreBillingSettings>(
        `select first_month_rule, annual_fee_month, withdrawal_day, closing_day, cash_float from billing_settings
          where store_id = $1`,
        [storeId],
      );
      return rows[0];
    },

    async saveSettings(storeId: number, s: StoreBillingSettings, staffId: number): Promise<void> {
      await db.query(
        `insert into billing_settings (store_id, first_month_rule, annual_fee_month, withdrawal_day, closing_day,
           cash_float, updated_by, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, now())
         on conflict (store_id) do update set first_month_rule = excluded.first_month_rule,
           annual_fee_month = excluded.annual_fee_month, withdrawal_day = excluded.withdrawal_day,
           closing_day = excluded.closing_day, cash_float = excluded.cash_float, updated_by = excluded.updated_by,
           updated_at = now()`,
        [
          storeId,
          s.first_month_rule,
          s.annual_fee_month,
          s.withdrawal_day,
          s.closing_day,
          s.cash_float,
          staffId,
        ],
      );
    },

    // --------------------------------------------------------------------------------- customers

    async customerOfStore(storeId: number, customerId: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from customers where id = $1 and store_id = $2', [
        customerId,
        storeId,
      ]);
      return rows.length > 0;
    },

    async customersOfStore(storeId: number, ids: readonly number[]): Promise<number[]> {
      const { rows } = await db.query<{ id: number }>(
        'select id from customers where store_id = $1 and id = any($2::int[])',
        [storeId, ids],
      );
      return rows.map((r) => r.id);
    },

    /**
     * Each customer's status on `day` (read model over the customers module's status history): the latest change
     * in effect by then; before their first change, what that change changed from; without changes, today's.
     */
    async statusesOn(storeId: number, day: Day): Promise<Map<number, 'active' | 'paused' | 'withdrawn'>> {
      const { rows } = await db.query<{ id: number; status: 'active' | 'paused' | 'withdrawn' }>(
        `select c.id, coalesce(
            (select s.status from customer_status_changes s where s.customer_id = c.id and s.effective_on <= $2::date
              order by s.effective_on desc, s.id desc limit 1),
            (select s.from_status from customer_status_changes s where s.customer_id = c.id
              order by s.effective_on, s.id limit 1),
            c.status) as status
           from customers c where c.store_id = $1`,
        [storeId, day],
      );
      return new Map(rows.map((r) => [r.id, r.status]));
    },

    async paymentMethods(storeId: number): Promise<Map<number, 'bank_transfer' | 'cash' | 'other'>> {
      const { rows } = await db.query<{
        customer_id: number;
        payment_method: 'bank_transfer' | 'cash' | 'other';
      }>(
        `select b.customer_id, b.payment_method from customer_billing_profiles b
           join customers c on c.id = b.customer_id where c.store_id = $1`,
        [storeId],
      );
      return new Map(rows.map((r) => [r.customer_id, r.payment_method]));
    },

    async paymentMethodOf(customerId: number): Promise<'bank_transfer' | 'cash' | 'other'> {
      const { rows } = await db.query<{ payment_method: 'bank_transfer' | 'cash' | 'other' }>(
        'select payment_method from customer_billing_profiles where customer_id = $1',
        [customerId],
      );
      return rows[0]?.payment_method ?? 'bank_transfer';
    },

    async setPaymentMethod(customerId: number, method: string, staffId: number): Promise<void> {
      await db.query(
        `insert into customer_billing_profiles (customer_id, payment_method, updated_by, updated_at)
         values ($1, $2, $3, now())
         on conflict (customer_id) do update set payment_method = excluded.payment_method,
           updated_by = excluded.updated_by, updated_at = now()`,
        [customerId, method, staffId],
      );
    },
  };
}
