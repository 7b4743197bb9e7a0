import type { Day } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';

// Billing's side of 口座振替 (issue 16): what the zengin module asks billing to do with its own tables when a
// request file is exported and the bank's results come back. The cycle moves confirmed → exported →
// results_imported; a debit reported paid is a payment of method 'bank_transfer' (no receipt number) allocated
// to its invoice, so the ledger, the totals and the dashboard count it; a failed one marks the invoice failed
// with the bank's reason, which the cash-collection worklist, the dashboard's follow-up and the ledger show.

export interface CycleForTransfer {
  id: number;
  store_id: number;
  billing_month: string;
  withdrawal_date: Day;
  status: 'draft' | 'confirmed' | 'exported' | 'results_imported' | 'closed';
}

/** The store's cycle (null when it is another store's or none). */
export async function cycleForTransfer(
  db: Queryable,
  storeId: number,
  cycleId: number,
): Promise<CycleForTransfer | null> {
  const { rows } = await db.query<CycleForTransfer>(
    `select id, store_id, to_char(billing_month, 'YYYY-MM') as billing_month, withdrawal_date::text as withdrawal_date,
            status from billing_cycles where id = $1 and store_id = $2`,
    [cycleId, storeId],
  );
  return rows[0] ?? null;
}

/** Moves a cycle forward to `to` when it is in one of `from` (bumping its revision); false when it was not. */
export async function advanceCycle(
  db: Queryable,
  cycleId: number,
  from: readonly CycleForTransfer['status'][],
  to: CycleForTransfer['status'],
): Promise<boolean> {
  const { rows } = await db.query(
    `update billing_cycles set status = $3, revision = revision + 1 where id = $1 and status = any($2::text[])
     returning id`,
    [cycleId, from, to],
  );
  return rows.length > 0;
}

export interface CycleInvoiceState {
  id: number;
  customer_id: number;
  total: number;
  paid_amount: number;
  status: string;
}

/** The cycle's invoices, locked for the result import's transaction, by customer. */
export async function lockCycleInvoices(
  db: Queryable,
  cycleId: number,
): Promise<Map<number, CycleInvoiceState>> {
  const { rows } = await db.query<CycleInvoiceState>(
    `select id, customer_id, total, paid_amount, status from invoices where cycle_id = $1 and status <> 'void'
      order by id for update`,
    [cycleId],
  );
  return new Map(rows.map((row) => [row.customer_id, row]));
}

/** A debit the bank reports paid: a bank_transfer payment allocated to the invoice, and the invoice's paid amount. */
export async function recordBankDebit(
  db: Queryable,
  d: {
    storeId: number;
    customerId: number;
    invoiceId: number;
    amount: number;
    paidOn: Day;
    key: string;
    staffId: number;
    at: Date;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into payments (store_id, customer_id, method, amount, received, change, paid_on, receipt_number,
       idempotency_key, note, created_by, created_at)
     values ($1, $2, 'bank_transfer', $3::int, $3::int, 0, $4, null, $5, '口座振替', $6, $7) returning id`,
    [d.storeId, d.customerId, d.amount, d.paidOn, d.key, d.staffId, d.at],
  );
  const id = rows[0]?.id as number;
  await db.query('insert into payment_allocations (payment_id, invoice_id, amount) values ($1, $2, $3)', [
    id,
    d.invoiceId,
    d.amount,
  ]);
  await db.query(
    `update invoices set paid_amount = paid_amount + $2,
       status = case when paid_amount + $2 >= total then 'paid' when paid_amount + $2 > 0 then 'partially_paid'
                     else 'unpaid' end,
       failed_reason = null, updated_at = now()
     where id = $1`,
    [d.invoiceId, d.amount],
  );
  return id;
}

/** A corrected result takes back a debit reported paid before: its payment is voided, the invoice failed. */
export async function reverseBankDebit(
  db: Queryable,
  r: { invoiceId: number; reason: string; voidReason: string; staffId: number; at: Date },
): Promise<void> {
  const { rows } = await db.query<{ id: number; amount: number }>(
    `update payments p set voided_at = $3, voided_by = $2, void_reason = $4
       from payment_allocations a
      where a.payment_id = p.id and a.invoice_id = $1 and p.method = 'bank_transfer' and p.voided_at is null
     returning p.id, a.amount`,
    [r.invoiceId, r.staffId, r.at, r.voidReason],
  );
  const taken = rows.reduce((sum, row) => sum + row.amount, 0);
  await db.query(
    `update invoices set paid_amount = paid_amount - $2, failed_reason = $3,
       status = case when paid_amount - $2 >= total then 'paid' else 'failed' end, updated_at = now()
     where id = $1`,
    [r.invoiceId, taken, r.reason],
  );
}

/** A debit the bank could not make: the invoice is failed with the reason (unless paid meanwhile). */
export async function markDebitFailed(db: Queryable, invoiceId: number, reason: string): Promise<void> {
  await db.query(
    `update invoices set failed_reason = $2,
       status = case when paid_amount >= total then status else 'failed' end, updated_at = now()
     where id = $1`,
    [invoiceId, reason],
  );
}
