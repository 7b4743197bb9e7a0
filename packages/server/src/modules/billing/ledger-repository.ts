import type { Day } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import type { Schemas } from './sql.ts';
import { customerName, monthIn, monthOut, OPEN_STATUSES } from './sql.ts';

// Read models over the billing tables: a customer's 請求・入金履歴 and the billing dashboard.

export type LedgerLine = Schemas['CustomerLedger']['entries'][number]['lines'][number];

export function createLedgerRepository(db: Queryable) {
  return {
    // ------------------------------------------------------------------------------------ ledger

    async ledgerRows(storeId: number, customerId: number) {
      const { rows } = await db.query<{
        date: Day;
        kind: 'invoice' | 'payment' | 'payment_void';
        reference_id: number;
        billing_month: string | null;
        receipt_number: number | null;
        method: string | null;
        amount: number;
        failed_reason: string | null;
        is_advance: boolean;
      }>(
        `select * from (
           select coalesce((c.confirmed_at at time zone 'Asia/Tokyo')::date, i.billing_month)::text as date,
                  'invoice' as kind, i.id as reference_id, ${monthOut('i.billing_month')} as billing_month,
                  null::int as receipt_number, null as method, i.total as amount,
                  case when i.status = 'failed' then i.failed_reason end as failed_reason, false as is_advance,
                  0 as sort
             from invoices i join billing_cycles c on c.id = i.cycle_id
            where i.store_id = $1 and i.customer_id = $2 and c.status <> 'draft' and i.status <> 'void'
           union all
           select p.paid_on::text, 'payment', p.id, null, p.receipt_number, p.method, p.amount, null, p.is_advance, 1
             from payments p where p.store_id = $1 and p.customer_id = $2
           union all
           select (p.voided_at at time zone 'Asia/Tokyo')::date::text, 'payment_void', p.id, null, p.receipt_number,
                  p.method, p.amount, null, p.is_advance, 2
             from payments p where p.store_id = $1 and p.customer_id = $2 and p.voided_at is not null
         ) e order by date, sort, reference_id`,
        [storeId, customerId],
      );
      return rows;
    },

    /** The lines of the customer's invoices the ledger lists (confirmed, not void), by invoice, in order. */
    async ledgerLines(storeId: number, customerId: number): Promise<Map<number, LedgerLine[]>> {
      const { rows } = await db.query<LedgerLine & { invoice_id: number }>(
        `select l.invoice_id, l.description, l.source, l.amount, l.tax_rate
           from invoice_lines l join invoices i on i.id = l.invoice_id
           join billing_cycles c on c.id = i.cycle_id
          where i.store_id = $1 and i.customer_id = $2 and c.status <> 'draft' and i.status <> 'void'
          order by l.invoice_id, l.position`,
        [storeId, customerId],
      );
      const byInvoice = new Map<number, LedgerLine[]>();
      for (const { invoice_id, ...line } of rows) {
        byInvoice.set(invoice_id, [...(byInvoice.get(invoice_id) ?? []), line]);
      }
      return byInvoice;
    },

    // --------------------------------------------------------------------------------- dashboard

    /**
     * The dashboard's figures from billing_cycle_totals (kept by triggers on invoices, 0111): the month by
     * method and the months up to it (the trend and the aging, a few rows each); then the customers to follow
     * up — open invoices of earlier months or failed debits, grouped in SQL, the oldest first.
     */
    async dashboard(storeId: number, month: string, followUpLimit: number) {
      const months = await db.query<{
        month: string;
        payment_method: 'bank_transfer' | 'cash' | 'other';
        billed: number;
        collected: number;
        outstanding: number;
        invoice_count: number;
        open_count: number;
      }>(
        `select ${monthOut('t.billing_month')} as month, t.payment_method, sum(t.billed)::int as billed,
                sum(t.collected)::int as collected, sum(t.outstanding)::int as outstanding,
                sum(t.invoice_count)::int as invoice_count, sum(t.open_count)::int as open_count
           from billing_cycle_totals t join billing_cycles c on c.id = t.cycle_id
          where t.store_id = $1 and t.billing_month <= $2::date and c.status <> 'draft'
          group by t.billing_month, t.payment_method order by t.billing_month`,
        [storeId, monthIn(month)],
      );
      const followUp = await db.query<{
        customer_id: number;
        customer_name: string;
        member_number: string;
        payment_method: 'bank_transfer' | 'cash' | 'other';
        outstanding: number;
        oldest_month: string;
        invoice_count: number;
        has_failed_debit: boolean;
      }>(
        `select o.customer_id, ${customerName('cu')} as customer_name, cu.member_number,
                coalesce((select b.payment_method from customer_billing_profiles b where b.customer_id = o.customer_id),
                  'bank_transfer') as payment_method,
                o.outstanding, ${monthOut('o.oldest')} as oldest_month, o.invoice_count, o.has_failed_debit
           from (select i.customer_id, sum(i.total - i.paid_amount)::int as outstanding, min(i.billing_month) as oldest,
                        count(*)::int as invoice_count, bool_or(i.status = 'failed') as has_failed_debit
                   from (select customer_id, cycle_id, billing_month, status, total, paid_amount from invoices
                          where store_id = $1 and status in ${OPEN_STATUSES} and billing_month < $2::date
                         union all
                         select customer_id, cycle_id, billing_month, status, total, paid_amount from invoices
                          where store_id = $1 and status = 'failed' and billing_month = $2::date) i
                   join billing_cycles c on c.id = i.cycle_id and c.status <> 'draft'
                  group by i.customer_id
                  order by min(i.billing_month), sum(i.total - i.paid_amount) desc, i.customer_id
                  limit $3) o
           join customers cu on cu.id = o.customer_id
          order by o.oldest, o.outstanding desc, o.customer_id`,
        [storeId, monthIn(month), followUpLimit],
      );
      return { months: months.rows, followUp: followUp.rows };
    },
  };
}
