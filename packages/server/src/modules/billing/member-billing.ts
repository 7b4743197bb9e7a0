import type { Day } from '@kayoi/domain/calendar';
import { monthDayLabel } from '@kayoi/domain/calendar';
import { formatYenInText, type TaxByRate } from '@kayoi/domain/money';
import type { Queryable } from '../../db/database.ts';
import type { Schemas } from './sql.ts';
import { customerName, monthIn, monthOut } from './sql.ts';

// Billing as a family sees it (issue 32), the billing module's read model for マイページ: the invoices of a set of
// members (the family module says which are the account's) from confirmed cycles only — a draft being prepared
// and a void invoice are never shown — with their lines and payments, what the family does next while one is
// open, and what the members paid in a year. Every query takes the members' ids, so an id of another family
// finds nothing.

type InvoiceSummary = Schemas['FamilyInvoiceSummary'];
type InvoicePayment = Schemas['FamilyInvoicePayment'];
type InvoiceLine = Schemas['FamilyInvoiceLine'];

/** The invoices a family sees: of a cycle past its draft, not void. */
const SHOWN = `c.status <> 'draft' and i.status <> 'void'`;

const SUMMARY_COLUMNS = `i.id, json_build_object('id', cu.id, 'name', ${customerName('cu')}) as member,
  ${monthOut('i.billing_month')} as billing_month, i.payment_method, i.total, i.paid_amount,
  i.total - i.paid_amount as outstanding, i.status,
  case when i.payment_method = 'bank_transfer' then c.withdrawal_date::text end as withdrawal_date,
  case when i.status <> 'paid' then i.failed_reason end as failed_reason`;

const FROM_SHOWN = `from invoices i join billing_cycles c on c.id = i.cycle_id join customers cu on cu.id = i.customer_id`;

/** The members' invoices from `fromMonth` ('YYYY-MM') on, newest month first. */
export async function memberInvoices(
  db: Queryable,
  customerIds: readonly number[],
  fromMonth: string,
): Promise<InvoiceSummary[]> {
  if (customerIds.length === 0) return [];
  const { rows } = await db.query<InvoiceSummary>(
    `select ${SUMMARY_COLUMNS} ${FROM_SHOWN}
      where i.customer_id = any($1::int[]) and ${SHOWN} and i.billing_month >= $2::date
      order by i.billing_month desc, i.id`,
    [customerIds, monthIn(fromMonth)],
  );
  return rows;
}

/** One of the members' invoices with its lines, tax, payments and store; undefined when it is not theirs or not shown. */
export async function memberInvoice(db: Queryable, customerIds: readonly number[], invoiceId: number) {
  if (customerIds.length === 0) return undefined;
  const { rows } = await db.query<
    InvoiceSummary & { tax_by_rate: TaxByRate[]; store: { name: string; phone: string | null } }
  >(
    `select ${SUMMARY_COLUMNS}, i.tax_by_rate, json_build_object('name', s.name, 'phone', s.phone) as store
       ${FROM_SHOWN} join stores s on s.id = i.store_id
      where i.id = $1 and i.customer_id = any($2::int[]) and ${SHOWN}`,
    [invoiceId, customerIds],
  );
  const invoice = rows[0];
  if (!invoice) return undefined;
  const [lines, payments] = await Promise.all([
    db.query<InvoiceLine>(
      `select source, kind, description, amount, tax_rate from invoice_lines where invoice_id = $1 order by position`,
      [invoiceId],
    ),
    db.query<InvoicePayment>(
      `select p.id, p.method, p.paid_on::text as paid_on, a.amount, p.amount as payment_amount, p.receipt_number,
              p.is_advance
         from payment_allocations a join payments p on p.id = a.payment_id
        where a.invoice_id = $1 and p.voided_at is null order by p.paid_on, p.id`,
      [invoiceId],
    ),
  ]);
  return { ...invoice, lines: lines.rows, payments: payments.rows };
}

/**
 * The store and id of a live payment of the members made at the desk (the ones with a receipt number): a debit by
 * 口座振替 has no receipt and a voided payment's receipt is not issued, so neither is found.
 */
export async function memberDeskPayment(db: Queryable, customerIds: readonly number[], paymentId: number) {
  if (customerIds.length === 0) return undefined;
  const { rows } = await db.query<{ id: number; store_id: number }>(
    `select id, store_id from payments
      where id = $1 and customer_id = any($2::int[]) and method <> 'bank_transfer' and voided_at is null`,
    [paymentId, customerIds],
  );
  return rows[0];
}

/** What each member paid in each month of `year` (by the day the money was paid; voided payments not). */
export async function memberPaymentsOfYear(db: Queryable, customerIds: readonly number[], year: number) {
  if (customerIds.length === 0) return [];
  const { rows } = await db.query<{ customer_id: number; month: number; amount: number }>(
    `select customer_id, extract(month from paid_on)::int as month, sum(amount)::int as amount
       from payments
      where customer_id = any($1::int[]) and voided_at is null
        and paid_on >= make_date($2, 1, 1) and paid_on < make_date($2 + 1, 1, 1)
      group by customer_id, month`,
    [customerIds, year],
  );
  return rows;
}

/** The calendar years the members paid anything in, newest first. */
export async function memberPaymentYears(db: Queryable, customerIds: readonly number[]): Promise<number[]> {
  if (customerIds.length === 0) return [];
  const { rows } = await db.query<{ year: number }>(
    `select distinct extract(year from paid_on)::int as year from payments
      where customer_id = any($1::int[]) and voided_at is null order by year desc`,
    [customerIds],
  );
  return rows.map((r) => r.year);
}

// --- What to do next -----------------------------------------------------------------------------------------

/**
 * The bank's reasons that say the account itself cannot be debited (closed, stopped by the holder, no mandate):
 * the family needs a new 口座振替依頼書, not only to pay this month.
 */
const ACCOUNT_REASONS = new Set(['取引なし', '預金者都合による振替停止', '依頼書なし']);

/**
 * What the family does next while an invoice is open, as the billing module collects it: a failed debit is not
 * debited again (the next request file holds the next cycle's invoices only; the desk's cash-collection worklist
 * lists it), so it is paid at the desk; a debit still to come names its day; cash is paid at the desk.
 */
export function nextStepOf(invoice: InvoiceSummary, today: Day): string | null {
  if (invoice.outstanding <= 0) return null;
  const left = formatYenInText(invoice.outstanding);
  const deskPayment = `お手数ですが、受付にて現金でお支払いください（${left}）。`;
  if (invoice.failed_reason) {
    const when = invoice.withdrawal_date ? `${monthDayLabel(invoice.withdrawal_date)}の` : '';
    const account = ACCOUNT_REASONS.has(invoice.failed_reason)
      ? 'ご登録の口座では振替ができない状態です。口座を変更される場合は、受付で口座振替依頼書をお受け取りください。'
      : '';
    return `${when}口座振替ができませんでした（${invoice.failed_reason}）。この請求は次回以降の口座振替には含まれません。${deskPayment}${account}`;
  }
  if (invoice.payment_method === 'bank_transfer' && invoice.withdrawal_date) {
    return invoice.withdrawal_date >= today
      ? `${monthDayLabel(invoice.withdrawal_date)}にご登録の口座から振り替えます（${left}）。前日までに残高をご確認ください。`
      : `${monthDayLabel(invoice.withdrawal_date)}の口座振替の結果を確認しています。結果が届きしだいこちらに反映します。`;
  }
  return `受付にてお支払いください（${left}）。`;
}
