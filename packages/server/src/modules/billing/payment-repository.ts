import type { Day } from '@kayoi/domain/calendar';
import type { TaxByRate } from '@kayoi/domain/money';
import type { Queryable } from '../../db/database.ts';
import type { Schemas } from './sql.ts';
import { customerName, instant, monthOut, OPEN_STATUSES, staffName } from './sql.ts';

// Cash payments with their allocations and receipts, and the day's レジ締め (payments, payment_allocations,
// receipt_counters, cash_closes).

export type PaymentRow = Schemas['CashCollection'];

const PAYMENT_COLUMNS = `p.id, p.customer_id, ${customerName('cu')} as customer_name, p.method, p.amount, p.received,
  p.change, p.paid_on::text as paid_on, p.receipt_number,
  coalesce((select json_agg(json_build_object('invoice_id', a.invoice_id,
      'billing_month', ${monthOut('i.billing_month')}, 'amount', a.amount) order by i.billing_month, a.invoice_id)
    from payment_allocations a join invoices i on i.id = a.invoice_id where a.payment_id = p.id), '[]'::json)
    as allocations,
  p.is_advance,
  case when p.is_advance and p.voided_at is null
       then p.amount - coalesce((select sum(a.amount) from payment_allocations a where a.payment_id = p.id), 0)
       else 0 end::int as unapplied,
  p.note, ${instant('p.created_at')} as created_at, ${staffName('p.created_by')} as created_by, ${instant('p.voided_at')} as voided_at, p.void_reason`;

export type CashCloseRow = Schemas['CashClose'];

export interface ReceiptPrints {
  print_count: number;
  first_printed_at: string | null;
  last_printed_at: string | null;
}

const CLOSE_COLUMNS = `x.id, x.business_date::text as business_date, x.float_amount, x.collected, x.payment_count,
  x.expected_cash, x.counts, x.counted_cash, x.difference, x.note, ${staffName('x.closed_by')} as closed_by,
  ${instant('x.closed_at')} as closed_at`;

export function createPaymentRepository(db: Queryable) {
  return {
    ...createPaymentWriteRepository(db),
    ...createAllocationRepository(db),
    ...createPaymentReadRepository(db),
    ...createCashCloseRepository(db),
  };
}

/** Payments taken: found by their idempotency key, numbered, written. */
function createPaymentWriteRepository(db: Queryable) {
  return {
    async findPaymentByKey(storeId: number, key: string): Promise<number | undefined> {
      const { rows } = await db.query<{ id: number }>(
        'select id from payments where store_id = $1 and idempotency_key = $2',
        [storeId, key],
      );
      return rows[0]?.id;
    },

    /**
     * The store's next receipt number, taken in the payment's transaction: the counter's row stays locked until
     * it commits (parallel payments wait, in turn) and a rollback gives the number back, so numbers have no gaps.
     */
    async nextReceiptNumber(storeId: number): Promise<number> {
      const { rows } = await db.query<{ last_number: number }>(
        `insert into receipt_counters (store_id, last_number) values ($1, 1)
         on conflict (store_id) do update set last_number = receipt_counters.last_number + 1
         returning last_number`,
        [storeId],
      );
      return rows[0]?.last_number as number;
    },

    async insertPayment(p: {
      storeId: number;
      customerId: number;
      method: string;
      amount: number;
      received: number;
      paidOn: Day;
      receiptNumber: number;
      key: string;
      note: string | null;
      staffId: number;
      at: Date;
      allocations: { invoice_id: number; amount: number }[];
      isAdvance?: boolean;
    }): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into payments (store_id, customer_id, method, amount, received, change, paid_on, receipt_number,
           idempotency_key, note, created_by, created_at, is_advance)
         values ($1, $2, $3, $4::int, $5::int, $5::int - $4::int, $6, $7, $8, $9, $10, $11, $12) returning id`,
        [
          p.storeId,
          p.customerId,
          p.method,
          p.amount,
          p.received,
          p.paidOn,
          p.receiptNumber,
          p.key,
          p.note,
          p.staffId,
          p.at,
          p.isAdvance ?? false,
        ],
      );
      const id = rows[0]?.id as number;
      await db.query(
        `insert into payment_allocations (payment_id, invoice_id, amount)
         select $1, x.invoice_id, x.amount from jsonb_to_recordset($2::jsonb) as x(invoice_id int, amount int)`,
        [id, JSON.stringify(p.allocations)],
      );
      return id;
    },
  };
}

/** What a payment is set against: the customer and the cycle locked, advances (前受金), open invoices, credit. */
function createAllocationRepository(db: Queryable) {
  return {
    /**
     * Locks a customer for its 前受金: taking an advance locks the row exclusively and a confirmation shares the locks
     * of all its cycle's customers (`lockCustomersOfCycle`), so an advance either commits before the confirmation
     * reads the credits or sees the confirmed invoices — never neither.
     */
    async lockCustomerForAdvance(storeId: number, customerId: number): Promise<boolean> {
      const { rows } = await db.query(
        'select id from customers where store_id = $1 and id = $2 for no key update',
        [storeId, customerId],
      );
      return rows.length === 1;
    },

    /** Shares the locks of every customer with an invoice in the cycle (see `lockCustomerForAdvance`), in id order. */
    async lockCustomersOfCycle(cycleId: number): Promise<void> {
      await db.query(
        `select id from customers where id in (select customer_id from invoices where cycle_id = $1)
          order by id for share`,
        [cycleId],
      );
    },

    /** A customer's live advances with what is left of each, oldest first, locked. */
    async lockOpenAdvances(customerId: number): Promise<{ id: number; unapplied: number }[]> {
      const { rows } = await db.query<{ id: number; unapplied: number }>(
        `select p.id, (p.amount - coalesce((select sum(a.amount) from payment_allocations a
                                             where a.payment_id = p.id), 0))::int as unapplied
           from payments p where p.customer_id = $1 and p.is_advance and p.voided_at is null
          order by p.id for update of p`,
        [customerId],
      );
      return rows.filter((row) => row.unapplied > 0);
    },

    /** The customers with a live advance left among the cycle's open invoices' customers, in id order. */
    async customersWithCreditInCycle(cycleId: number): Promise<number[]> {
      const { rows } = await db.query<{ customer_id: number }>(
        `select distinct i.customer_id from invoices i
          where i.cycle_id = $1 and i.total > i.paid_amount and i.status in ${OPEN_STATUSES}
            and exists (select 1 from payments p where p.customer_id = i.customer_id and p.is_advance
                          and p.voided_at is null
                          and p.amount > coalesce((select sum(a.amount) from payment_allocations a
                                                    where a.payment_id = p.id), 0))
          order by i.customer_id`,
        [cycleId],
      );
      return rows.map((row) => row.customer_id);
    },

    /**
     * A customer's open invoices a credit may pay, oldest month first, locked: those of one cycle (being confirmed),
     * or of every cycle confirmed and not yet sent to the bank (a 口座振替 file already out would debit them too).
     */
    async lockOpenInvoicesOf(storeId: number, customerId: number, cycleId?: number) {
      const { rows } = await db.query<{ id: number; outstanding: number }>(
        `select i.id, (i.total - i.paid_amount)::int as outstanding from invoices i
           join billing_cycles c on c.id = i.cycle_id
          where i.store_id = $1 and i.customer_id = $2 and i.total > i.paid_amount
            and i.status in ${OPEN_STATUSES}
            and ${cycleId === undefined ? "c.status = 'confirmed'" : 'i.cycle_id = $3'}
          order by i.billing_month, i.id for update of i`,
        cycleId === undefined ? [storeId, customerId] : [storeId, customerId, cycleId],
      );
      return rows;
    },

    /** Adds (or grows) an allocation of a payment to an invoice. */
    async allocate(paymentId: number, invoiceId: number, amount: number): Promise<void> {
      await db.query(
        `insert into payment_allocations (payment_id, invoice_id, amount) values ($1, $2, $3)
         on conflict (payment_id, invoice_id) do update set amount = payment_allocations.amount + excluded.amount`,
        [paymentId, invoiceId, amount],
      );
    },

    /** A customer's credit (live advances less their allocations) and the invoices of its draft cycles. */
    async creditOf(storeId: number, customerId: number) {
      const { rows } = await db.query<{ credit: number }>(
        `select coalesce(sum(p.amount - coalesce((select sum(a.amount) from payment_allocations a
                                                   where a.payment_id = p.id), 0)), 0)::int as credit
           from payments p where p.store_id = $1 and p.customer_id = $2 and p.is_advance and p.voided_at is null`,
        [storeId, customerId],
      );
      const planned = await db.query<{ cycle_id: number; billing_month: string; total: number }>(
        `select i.cycle_id, ${monthOut('i.billing_month')} as billing_month, i.total from invoices i
           join billing_cycles c on c.id = i.cycle_id
          where i.store_id = $1 and i.customer_id = $2 and c.status = 'draft' and i.status <> 'void'
          order by i.billing_month, i.id`,
        [storeId, customerId],
      );
      return { credit: rows[0]?.credit ?? 0, planned_invoices: planned.rows };
    },
  };
}

/** Payments found, listed and voided, and their receipts (prints, taxes, the issuer). */
function createPaymentReadRepository(db: Queryable) {
  return {
    async findPayment(storeId: number, id: number, lock = false): Promise<PaymentRow | undefined> {
      const { rows } = await db.query<PaymentRow>(
        `select ${PAYMENT_COLUMNS} from payments p join customers cu on cu.id = p.customer_id
          where p.store_id = $1 and p.id = $2 and p.method <> 'bank_transfer'${lock ? ' for update of p' : ''}`,
        [storeId, id],
      );
      return rows[0];
    },

    async listPayments(storeId: number, filter: { day?: Day; customerId?: number }): Promise<PaymentRow[]> {
      const params: unknown[] = [storeId];
      // Debits by 口座振替 (issue 16) are payments too (the ledger and the totals count them), not the desk's.
      const where = ['p.store_id = $1', "p.method <> 'bank_transfer'"];
      if (filter.customerId) {
        params.push(filter.customerId);
        where.push(`p.customer_id = $${params.length}`);
      } else if (filter.day) {
        params.push(filter.day);
        where.push(`p.paid_on = $${params.length}::date`);
      }
      const { rows } = await db.query<PaymentRow>(
        `select ${PAYMENT_COLUMNS} from payments p join customers cu on cu.id = p.customer_id
          where ${where.join(' and ')} order by p.receipt_number desc limit 1000`,
        params,
      );
      return rows;
    },

    async voidPayment(id: number, reason: string, staffId: number, at: Date): Promise<void> {
      await db.query('update payments set voided_at = $4, voided_by = $3, void_reason = $2 where id = $1', [
        id,
        reason,
        staffId,
        at,
      ]);
    },

    /** A receipt's prints so far (a read: nothing counted). */
    async receiptPrints(paymentId: number): Promise<ReceiptPrints> {
      const { rows } = await db.query<ReceiptPrints>(
        `select print_count, ${instant('first_printed_at')} as first_printed_at,
                ${instant('last_printed_at')} as last_printed_at
           from payments where id = $1`,
        [paymentId],
      );
      return rows[0] ?? { print_count: 0, first_printed_at: null, last_printed_at: null };
    },

    /**
     * Counts one print of a live payment's receipt, in one statement (two staff printing at once get counts 1 and
     * 2, never both 1); undefined when the payment is voided.
     */
    async countReceiptPrint(
      paymentId: number,
      staffId: number | null,
      at: Date,
    ): Promise<ReceiptPrints | undefined> {
      const { rows } = await db.query<ReceiptPrints>(
        `update payments set print_count = print_count + 1, first_printed_at = coalesce(first_printed_at, $3),
                last_printed_at = $3, last_printed_by = $2
          where id = $1 and voided_at is null
          returning print_count, ${instant('first_printed_at')} as first_printed_at,
                    ${instant('last_printed_at')} as last_printed_at`,
        [paymentId, staffId, at],
      );
      return rows[0];
    },

    async paymentTaxes(paymentId: number) {
      const { rows } = await db.query<{ amount: number; tax_by_rate: TaxByRate[]; billing_month: string }>(
        `select a.amount, i.tax_by_rate, ${monthOut('i.billing_month')} as billing_month
           from payment_allocations a join invoices i on i.id = a.invoice_id where a.payment_id = $1
          order by i.billing_month`,
        [paymentId],
      );
      return rows;
    },

    async issuer(storeId: number) {
      const { rows } = await db.query<{
        name: string;
        company_name: string | null;
        invoice_registration_number: string | null;
        address: string | null;
        phone: string | null;
      }>('select name, company_name, invoice_registration_number, address, phone from stores where id = $1', [
        storeId,
      ]);
      return rows[0];
    },
  };
}

/** The cash desk day: what it took, and its close. */
function createCashCloseRepository(db: Queryable) {
  return {
    async cashOfDay(
      storeId: number,
      day: Day,
    ): Promise<{ collected: number; payment_count: number; voided_count: number }> {
      const { rows } = await db.query<{ collected: number; payment_count: number; voided_count: number }>(
        // The drawer's day: the cash taken that day, less the cash handed back that day — a payment voided on a
        // later day (its day already closed) is taken out of the day it was voided on, never out of its own
        // closed day; one taken and voided the same day counts for nothing.
        `select (coalesce(sum(amount) filter (where paid_on = $2::date and voided_on is distinct from $2::date), 0)
                 - coalesce(sum(amount) filter (where voided_on = $2::date and paid_on <> $2::date), 0))::int
                  as collected,
                (count(*) filter (where paid_on = $2::date and voided_on is distinct from $2::date))::int
                  as payment_count,
                (count(*) filter (where voided_on = $2::date))::int as voided_count
           from (select amount, paid_on, (voided_at at time zone 'Asia/Tokyo')::date as voided_on from payments
                  where store_id = $1 and method = 'cash'
                    and (paid_on = $2::date or (voided_at at time zone 'Asia/Tokyo')::date = $2::date)) p`,
        [storeId, day],
      );
      return rows[0] ?? { collected: 0, payment_count: 0, voided_count: 0 };
    },

    async findClose(storeId: number, day: Day): Promise<CashCloseRow | undefined> {
      const { rows } = await db.query<CashCloseRow>(
        `select ${CLOSE_COLUMNS} from cash_closes x where x.store_id = $1 and x.business_date = $2::date`,
        [storeId, day],
      );
      return rows[0];
    },

    /** Inserts a day's close; undefined when the day is already closed. */
    async insertClose(c: {
      storeId: number;
      day: Day;
      float: number;
      collected: number;
      paymentCount: number;
      expected: number;
      counts: Record<string, number>;
      counted: number;
      note: string | null;
      staffId: number;
      at: Date;
    }): Promise<number | undefined> {
      const { rows } = await db.query<{ id: number }>(
        `insert into cash_closes (store_id, business_date, float_amount, collected, payment_count, expected_cash,
           counts, counted_cash, difference, note, closed_by, closed_at)
         values ($1, $2, $3, $4, $5, $6::int, $7, $8::int, $8::int - $6::int, $9, $10, $11)
         on conflict (store_id, business_date) do nothing returning id`,
        [
          c.storeId,
          c.day,
          c.float,
          c.collected,
          c.paymentCount,
          c.expected,
          JSON.stringify(c.counts),
          c.counted,
          c.note,
          c.staffId,
          c.at,
        ],
      );
      return rows[0]?.id;
    },
  };
}
