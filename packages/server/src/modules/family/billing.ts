import { addBillingMonths } from '@kayoi/domain/billing';
import { dayOf, longMonthLabel } from '@kayoi/domain/calendar';
import { familyBillingMessages as messages } from '@kayoi/domain/messages';
import type { FastifyInstance } from 'fastify';
import { csvDocument, csvLine } from '../../http/csv.ts';
import { ApiError, success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { paramsOf, queryOf } from '../../http/request.ts';
import {
  memberDeskPayment,
  memberInvoice,
  memberInvoices,
  memberPaymentsOfYear,
  memberPaymentYears,
  nextStepOf,
} from '../billing/member-billing.ts';
import { printReceiptOf } from '../billing/payment-use-cases.ts';
import { maskedAccountsOf } from '../zengin/member-accounts.ts';
import { familyDeps, requireFamily } from './handlers.ts';
import { receiptPdf } from './receipt-pdf.ts';
import type { FamilyAuth, FamilyDeps } from './use-cases.ts';

// 請求・お支払い in マイページ (issue 32). The billing module keeps the invoices, payments and receipts and reads them
// for a set of members (billing/member-billing.ts); this module says which members are the account's. A receipt is
// the desk's, printed by the desk's use case (one numbering, one print counter: a download after the desk's print
// is a 再発行). Whatever id is sent, an invoice or payment of a member not linked to the account is 404.

/** How far back 請求・お支払い lists: two years of months. */
const LISTED_MONTHS = 24;

const memberIdsOf = async (deps: FamilyDeps, auth: FamilyAuth) =>
  (await deps.repo.linkedMembers(auth.accountId)).map((m) => m.id);

/** The family's invoices by month (newest first), the family's totals, and the years a summary exists for. */
export async function familyInvoices(deps: FamilyDeps, auth: FamilyAuth) {
  const members = await deps.repo.linkedMembers(auth.accountId);
  const ids = members.map((m) => m.id);
  const today = dayOf(deps.config.now());
  const [invoices, years] = await Promise.all([
    memberInvoices(deps.db, ids, addBillingMonths(today.slice(0, 7), 1 - LISTED_MONTHS)),
    memberPaymentYears(deps.db, ids),
  ]);
  // Within a month, the members in the order マイページ shows them everywhere.
  const rank = new Map(ids.map((id, index) => [id, index]));
  const months = new Map<string, typeof invoices>();
  for (const invoice of invoices) {
    months.set(invoice.billing_month, [...(months.get(invoice.billing_month) ?? []), invoice]);
  }
  const sum = (list: typeof invoices, key: 'total' | 'paid_amount' | 'outstanding') =>
    list.reduce((total, invoice) => total + invoice[key], 0);
  const thisYear = Number(today.slice(0, 4));
  return {
    months: [...months.entries()].map(([billing_month, list]) => ({
      billing_month,
      total: sum(list, 'total'),
      paid_amount: sum(list, 'paid_amount'),
      outstanding: sum(list, 'outstanding'),
      invoices: list.sort((a, b) => (rank.get(a.member.id) ?? 0) - (rank.get(b.member.id) ?? 0)),
    })),
    outstanding: sum(invoices, 'outstanding'),
    summary_years: [...new Set([thisYear, ...years])].sort((a, b) => b - a),
  };
}

/** One of the family's invoices with its lines, payments and what to do next. */
export async function familyInvoice(deps: FamilyDeps, auth: FamilyAuth, invoiceId: number) {
  const invoice = await memberInvoice(deps.db, await memberIdsOf(deps, auth), invoiceId);
  if (!invoice) throw new ApiError(404, 'NOT_FOUND', messages.invoiceNotFound);
  return { ...invoice, next_step: nextStepOf(invoice, dayOf(deps.config.now())) };
}

/** The desk's receipt of one of the family's payments, printed (counted) now, as a PDF. */
export async function familyReceipt(deps: FamilyDeps, auth: FamilyAuth, paymentId: number) {
  const payment = await memberDeskPayment(deps.db, await memberIdsOf(deps, auth), paymentId);
  if (!payment) throw new ApiError(404, 'NOT_FOUND', messages.receiptNotFound);
  const receipt = await printReceiptOf(deps, { storeId: payment.store_id, printedBy: null }, payment.id);
  return {
    pdf: await receiptPdf(receipt, deps.config.now()),
    fileName: `receipt-${receipt.receipt_number}.pdf`,
  };
}

/** A calendar year's payments as CSV: a row per month, a column per member and the family's total. */
export async function familyPaymentSummary(deps: FamilyDeps, auth: FamilyAuth, year: number) {
  const members = await deps.repo.linkedMembers(auth.accountId);
  const paid = await memberPaymentsOfYear(
    deps.db,
    members.map((m) => m.id),
    year,
  );
  const amountOf = (customerId: number, month?: number) =>
    paid
      .filter((p) => p.customer_id === customerId && (month === undefined || p.month === month))
      .reduce((sum, p) => sum + p.amount, 0);
  const lineOf = (label: string, month?: number) => {
    const amounts = members.map((m) => amountOf(m.id, month));
    return csvLine([label, ...amounts, amounts.reduce((sum, a) => sum + a, 0)]);
  };
  const lines = [csvLine(['月', ...members.map((m) => m.name), '合計'])];
  for (let month = 1; month <= 12; month += 1) {
    lines.push(lineOf(longMonthLabel(`${year}-${String(month).padStart(2, '0')}`), month));
  }
  lines.push(lineOf('年間合計'));
  return { csv: csvDocument(lines), fileName: `payments-${year}.csv` };
}

/** The members' accounts on file, masked (the family only reads them: a change is the school's 口座振替依頼書). */
export async function familyBankAccounts(deps: FamilyDeps, auth: FamilyAuth) {
  return maskedAccountsOf(deps.db, await deps.repo.linkedMembers(auth.accountId));
}

/** The family realm's 請求・お支払い operations, spread into familyHandlers. */
export function familyBillingHandlers(app: FastifyInstance): OperationHandlers {
  const deps = familyDeps(app);
  return {
    listFamilyInvoices: async (request) => success(await familyInvoices(deps, requireFamily(request))),
    listFamilyBankAccounts: async (request) =>
      success(await familyBankAccounts(deps, requireFamily(request))),
    getFamilyInvoice: async (request) =>
      success(await familyInvoice(deps, requireFamily(request), paramsOf(request, 'getFamilyInvoice').id)),
    async printFamilyReceipt(request, reply) {
      const { id } = paramsOf(request, 'printFamilyReceipt');
      const { pdf, fileName } = await familyReceipt(deps, requireFamily(request), id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
    async getFamilyPaymentSummary(request, reply) {
      const { year } = queryOf(request, 'getFamilyPaymentSummary');
      const { csv, fileName } = await familyPaymentSummary(deps, requireFamily(request), year);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  };
}
