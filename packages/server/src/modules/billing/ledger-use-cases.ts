import { type AgingBucket, addBillingMonths, agingBucketOf } from '@kayoi/domain/billing';
import { longMonthLabel } from '@kayoi/domain/calendar';
import { notFound, repo, today } from './use-case-support.ts';
import type { BillingActor, BillingDeps } from './use-cases.ts';

// Billing's ledger and dashboard: a customer's ledger (invoices and payments with the running balance, the open
// invoices) and the store's billing dashboard of a month.

const thisMonth = (deps: BillingDeps) => today(deps).slice(0, 7);

// ---------------------------------------------------------------------------------------------------------
// Ledger and dashboard

export async function readLedger(deps: BillingDeps, actor: BillingActor, customerId: number) {
  const r = repo(deps.db);
  if (!(await r.customerOfStore(actor.storeId, customerId))) throw notFound();
  const [rows, lines, open, method] = await Promise.all([
    r.ledgerRows(actor.storeId, customerId),
    r.ledgerLines(actor.storeId, customerId),
    r.listCustomerInvoices(actor.storeId, customerId, true),
    r.paymentMethodOf(customerId),
  ]);
  let balance = 0;
  let invoiced = 0;
  let paid = 0;
  const entries = rows.map((row) => {
    const debit = row.kind === 'invoice' || row.kind === 'payment_void' ? row.amount : 0;
    const credit = row.kind === 'payment' ? row.amount : 0;
    if (row.kind === 'invoice') invoiced += row.amount;
    if (row.kind === 'payment') paid += row.amount;
    if (row.kind === 'payment_void') paid -= row.amount;
    balance += debit - credit;
    // A debit by 口座振替 has no receipt; a failed one shows on its invoice with the bank's reason (issue 16).
    const description =
      row.kind === 'invoice'
        ? `${longMonthLabel(row.billing_month ?? '')}分 請求${row.failed_reason ? `（口座振替不能：${row.failed_reason}）` : ''}`
        : row.method === 'bank_transfer'
          ? row.kind === 'payment'
            ? '口座振替入金'
            : '口座振替入金取消'
          : row.is_advance
            ? row.kind === 'payment'
              ? `前受金（${row.method === 'cash' ? '現金' : 'その他'}・領収書 No.${row.receipt_number}）`
              : `前受金取消（領収書 No.${row.receipt_number}）`
            : row.kind === 'payment'
              ? `${row.method === 'cash' ? '現金' : 'その他'}入金（領収書 No.${row.receipt_number}）`
              : `入金取消（領収書 No.${row.receipt_number}）`;
    return {
      date: row.date,
      kind: row.kind,
      reference_id: row.reference_id,
      billing_month: row.billing_month,
      receipt_number: row.receipt_number,
      description,
      debit,
      credit,
      balance,
      // What the invoice was made of (契約, 割引, 調整), so staff can explain the amount to a parent.
      lines: row.kind === 'invoice' ? (lines.get(row.reference_id) ?? []) : [],
    };
  });
  return {
    customer_id: customerId,
    payment_method: method,
    invoiced_total: invoiced,
    paid_total: paid,
    balance,
    entries,
    open_invoices: open.map((i) => ({
      id: i.id,
      billing_month: i.billing_month,
      total: i.total,
      paid_amount: i.paid_amount,
      outstanding: i.outstanding,
      status: i.status,
    })),
  };
}

const AGING: readonly AgingBucket[] = ['current', 'one_month', 'two_months', 'three_months_or_more'];
const FOLLOW_UP_LIMIT = 100;

/**
 * The billing dashboard of a month: billed, collected and outstanding (未収) of its invoices, by method; what
 * is still open up to it by age (当月, 1か月, 2か月, 3か月以上); the customers to follow up (earlier months still
 * open, or a failed debit), the oldest first; the 12 months up to it.
 */
/** The store's billing dashboard (only the actor's store decides it: the start-up warm-up reads it without one). */
export async function readDashboard(
  deps: BillingDeps,
  actor: Pick<BillingActor, 'storeId'>,
  month = thisMonth(deps),
) {
  const { months, followUp } = await repo(deps.db).dashboard(actor.storeId, month, FOLLOW_UP_LIMIT);
  const ofMonth = months.filter((m) => m.month === month);
  const billed = ofMonth.reduce((sum, m) => sum + m.billed, 0);
  const collected = ofMonth.reduce((sum, m) => sum + m.collected, 0);
  const aging = new Map(AGING.map((bucket) => [bucket, { bucket, amount: 0, invoice_count: 0 }]));
  for (const row of months) {
    const bucket = aging.get(agingBucketOf(row.month, month));
    if (bucket) {
      bucket.amount += row.outstanding;
      bucket.invoice_count += row.open_count;
    }
  }
  const trendFrom = addBillingMonths(month, -11);
  return {
    month,
    billed,
    collected,
    outstanding: billed - collected,
    invoice_count: ofMonth.reduce((sum, m) => sum + m.invoice_count, 0),
    collection_rate: billed <= 0 ? 0 : Math.min(100, Math.floor((collected * 1000) / billed) / 10),
    by_method: ofMonth
      .map(({ payment_method, billed: b, collected: c, invoice_count }) => ({
        payment_method,
        billed: b,
        collected: c,
        outstanding: b - c,
        invoice_count,
      }))
      .sort((a, b) => a.payment_method.localeCompare(b.payment_method)),
    aging: [...aging.values()],
    follow_up: followUp,
    trend: Array.from({ length: 12 }, (_, i) => {
      const m = addBillingMonths(trendFrom, i);
      const rows = months.filter((row) => row.month === m);
      return {
        month: m,
        billed: rows.reduce((sum, r) => sum + r.billed, 0),
        collected: rows.reduce((sum, r) => sum + r.collected, 0),
      };
    }),
  };
}
