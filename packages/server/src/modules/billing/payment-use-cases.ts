import { countedCash } from '@kayoi/domain/billing';
import { type Day, longMonthLabel } from '@kayoi/domain/calendar';
import { billingMessages, formatMessage } from '@kayoi/domain/messages';
import { formatYenInText, mergeRates, splitOverRates } from '@kayoi/domain/money';
import type { Queryable } from '../../db/database.ts';
import { validationFailed } from '../../http/formErrors.ts';
import type { ReceiptPrints } from './repository.ts';
import { applyCredit, conflict, notFound, repo, today } from './use-case-support.ts';
import type { BillingActor, BillingDeps } from './use-cases.ts';

// Billing's payments at the desk: cash taken against invoices or as 前受金, a customer's credit, voids, receipts
// and their prints, and the day's cash close (レジ締め).

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

// ---------------------------------------------------------------------------------------------------------
// Cash payments

interface CashCollectionInput {
  customer_id: number;
  method?: 'cash' | 'other';
  allocations: { invoice_id: number; amount: number }[];
  advance_amount?: number;
  received: number;
  idempotency_key: string;
  note?: string;
}

async function readPayment(
  deps: BillingDeps,
  actor: Pick<BillingActor, 'storeId'>,
  id: number,
  db: Queryable = deps.db,
) {
  const found = await repo(db).findPayment(actor.storeId, id);
  if (!found) throw notFound();
  return found;
}

/**
 * Takes a payment against open invoices. The invoices are locked first, then the key is looked up: a second
 * request with the same key (a double click, a retry) waits for the first and answers its payment. Each amount
 * is at most what is left on its invoice; the receipt number is the store's next, in the same transaction.
 */
export async function createCashCollection(
  deps: BillingDeps,
  actor: BillingActor,
  input: CashCollectionInput,
) {
  if (input.advance_amount !== undefined) {
    if (input.allocations.length > 0) {
      throw validationFailed({ advance_amount: [billingMessages.advanceWithAllocations] });
    }
    return createAdvancePayment(deps, actor, { ...input, advance_amount: input.advance_amount });
  }
  if (input.allocations.length === 0) {
    throw validationFailed({ allocations: [billingMessages.paymentAmountMissing] });
  }
  const merged = new Map<number, number>();
  for (const a of input.allocations) merged.set(a.invoice_id, (merged.get(a.invoice_id) ?? 0) + a.amount);
  const allocations = [...merged.entries()].map(([invoice_id, amount]) => ({ invoice_id, amount }));
  const amount = allocations.reduce((sum, a) => sum + a.amount, 0);
  try {
    return await deps.db.transaction(async (tx) => {
      const r = repo(tx);
      const invoices = await r.lockPayableInvoices(actor.storeId, [...merged.keys()]);
      const existing = await r.findPaymentByKey(actor.storeId, input.idempotency_key);
      if (existing !== undefined)
        return { payment: await readPayment(deps, actor, existing, tx), created: false };
      if (!(await r.customerOfStore(actor.storeId, input.customer_id))) throw notFound();
      const payable =
        invoices.length === merged.size &&
        invoices.every((i) => i.customer_id === input.customer_id && i.status !== 'void');
      if (!payable) throw conflict(billingMessages.invoiceNotPayable);
      for (const invoice of invoices) {
        if ((merged.get(invoice.id) ?? 0) > invoice.total - invoice.paid_amount) {
          throw conflict(billingMessages.overpaid);
        }
      }
      if (input.received < amount) throw validationFailed({ received: [billingMessages.receivedTooLittle] });
      const receiptNumber = await r.nextReceiptNumber(actor.storeId);
      const id = await r.insertPayment({
        ...paymentFields(deps, actor, input, amount, receiptNumber),
        allocations,
      });
      for (const a of allocations) await r.addPaid(a.invoice_id, a.amount);
      return { payment: await readPayment(deps, actor, id, tx), created: true };
    });
  } catch (error) {
    // Two requests with one key that locked nothing in common: the second's insert meets the first's key.
    if (isUniqueViolation(error)) {
      const existing = await repo(deps.db).findPaymentByKey(actor.storeId, input.idempotency_key);
      if (existing !== undefined)
        return { payment: await readPayment(deps, actor, existing), created: false };
    }
    throw error;
  }
}

/** What a payment at the desk records, against invoices or as a 前受金 alike. */
function paymentFields(
  deps: BillingDeps,
  actor: BillingActor,
  input: CashCollectionInput,
  amount: number,
  receiptNumber: number,
) {
  return {
    storeId: actor.storeId,
    customerId: input.customer_id,
    method: input.method ?? 'cash',
    amount,
    received: input.received,
    paidOn: today(deps),
    receiptNumber,
    key: input.idempotency_key,
    note: input.note?.trim() || null,
    staffId: actor.staffId,
    at: deps.config.now(),
  };
}

/**
 * Takes a 前受金 (advance payment): cash from a parent while the member has nothing confirmed to pay (the month's
 * cycle still a draft). It gets the store's next receipt number like any payment, marked 前受金; an invoice
 * confirmed later uses it first (see `applyCredit`), and so does one confirmed already (a confirmation that
 * committed while the desk's screen still showed nothing to pay). The customer's row is locked first: two desks
 * taking cash for one member go one after the other, and a confirmation shares it (see `confirmCycle`).
 */
async function createAdvancePayment(
  deps: BillingDeps,
  actor: BillingActor,
  input: CashCollectionInput & { advance_amount: number },
) {
  const amount = input.advance_amount;
  try {
    return await deps.db.transaction(async (tx) => {
      const r = repo(tx);
      const found = await r.lockCustomerForAdvance(actor.storeId, input.customer_id);
      const existing = await r.findPaymentByKey(actor.storeId, input.idempotency_key);
      if (existing !== undefined)
        return { payment: await readPayment(deps, actor, existing, tx), created: false };
      if (!found) throw notFound();
      if (input.received < amount) throw validationFailed({ received: [billingMessages.receivedTooLittle] });
      // Locked in the order a confirmation and a void take them (advances, then invoices), before the receipt
      // counter that payments against invoices take after their invoices.
      await r.lockOpenAdvances(input.customer_id);
      await r.lockOpenInvoicesOf(actor.storeId, input.customer_id);
      const receiptNumber = await r.nextReceiptNumber(actor.storeId);
      const id = await r.insertPayment({
        ...paymentFields(deps, actor, input, amount, receiptNumber),
        allocations: [],
        isAdvance: true,
      });
      await applyCredit(tx, actor.storeId, input.customer_id);
      return { payment: await readPayment(deps, actor, id, tx), created: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const existing = await repo(deps.db).findPaymentByKey(actor.storeId, input.idempotency_key);
      if (existing !== undefined)
        return { payment: await readPayment(deps, actor, existing), created: false };
    }
    throw error;
  }
}

/** A customer's 前受金 left and the invoices of its draft cycles (今月のご請求予定額), for the desk. */
export async function readBillingCredit(deps: BillingDeps, actor: BillingActor, customerId: number) {
  const r = repo(deps.db);
  if (!(await r.customerOfStore(actor.storeId, customerId))) throw notFound();
  return { customer_id: customerId, ...(await r.creditOf(actor.storeId, customerId)) };
}

export const listPayments = (
  deps: BillingDeps,
  actor: BillingActor,
  query: { date?: Day; customer_id?: number },
) =>
  repo(deps.db).listPayments(actor.storeId, {
    day: query.date ?? today(deps),
    customerId: query.customer_id,
  });

/** Voids a payment: it stays with its receipt number, the reason, who and when; its invoices are open again. */
export async function voidPayment(deps: BillingDeps, actor: BillingActor, id: number, reason: string) {
  return deps.db.transaction(async (tx) => {
    const r = repo(tx);
    const payment = await r.findPayment(actor.storeId, id, true);
    if (!payment) throw notFound();
    if (payment.voided_at) throw conflict(billingMessages.paymentAlreadyVoided);
    await r.lockPayableInvoices(
      actor.storeId,
      payment.allocations.map((a) => a.invoice_id),
    );
    await r.voidPayment(id, reason.trim(), actor.staffId, deps.config.now());
    for (const a of payment.allocations) await r.addPaid(a.invoice_id, -a.amount);
    return readPayment(deps, actor, id, tx);
  });
}

/**
 * A payment's receipt: the issuer's 登録番号, the amount and the tax per rate of what it paid, and its prints —
 * a read shows the prints so far (`reissued`: a print now would be a 再発行); see `printReceipt`.
 */
export async function readReceipt(deps: BillingDeps, actor: BillingActor, id: number) {
  const payment = await readPayment(deps, actor, id);
  const prints = await repo(deps.db).receiptPrints(id);
  return receiptOf(deps.db, actor.storeId, payment, prints, prints.print_count >= 1);
}

/**
 * Prints a receipt: counts the print on the server (one statement, so two staff printing at once never both
 * get the original) and answers the receipt as printed — the first print the original, every later one a 再発行
 * with its count and date. A voided payment's receipt is not printed (409).
 */
export const printReceipt = (deps: BillingDeps, actor: BillingActor, id: number) =>
  printReceiptOf(deps, { storeId: actor.storeId, printedBy: actor.staffId }, id);

/**
 * The same print made by whoever prints it: the desk's staff, or a family downloading it in マイページ (issue 32,
 * `printedBy` null). Both count on the one counter, so the family's download of a receipt the desk handed over is
 * a 再発行, and the desk's reprint after a download too.
 */
export async function printReceiptOf(
  deps: BillingDeps,
  by: { storeId: number; printedBy: number | null },
  id: number,
) {
  const payment = await readPayment(deps, { storeId: by.storeId }, id);
  const prints = await repo(deps.db).countReceiptPrint(id, by.printedBy, deps.config.now());
  if (!prints) throw conflict(billingMessages.receiptOfVoidedPayment);
  return receiptOf(deps.db, by.storeId, payment, prints, prints.print_count > 1);
}

async function receiptOf(
  db: Queryable,
  storeId: number,
  payment: Awaited<ReturnType<typeof readPayment>>,
  prints: ReceiptPrints,
  reissued: boolean,
) {
  const r = repo(db);
  const id = payment.id;
  const parts = await r.paymentTaxes(id);
  const rates = mergeRates(parts.flatMap((p) => splitOverRates(p.amount, p.tax_by_rate)));
  const months = [...new Set(parts.map((p) => p.billing_month))];
  const issuer = await r.issuer(storeId);
  return {
    receipt_number: payment.receipt_number,
    issued_on: payment.paid_on,
    customer_name: payment.customer_name,
    amount: payment.amount,
    received: payment.received,
    change: payment.change,
    // A 前受金's receipt says so; what it will pay is not known when it is taken (its months and tax come later).
    description: payment.is_advance
      ? '前受金として'
      : `${months.map(longMonthLabel).join('・')}分 月謝として`,
    tax_by_rate: payment.is_advance ? [] : rates,
    months: payment.is_advance ? [] : months,
    store: {
      name: issuer?.name ?? '',
      company_name: issuer?.company_name ?? null,
      invoice_registration_number: issuer?.invoice_registration_number ?? null,
      address: issuer?.address ?? null,
      phone: issuer?.phone ?? null,
    },
    staff_name: payment.created_by,
    voided: payment.voided_at !== null,
    ...prints,
    reissued,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Daily cash close (レジ締め)

/** A day at the desk: its cash payments, the store's float (釣銭準備金) and what the drawer should hold. */
export async function readCashDay(deps: BillingDeps, actor: BillingActor, day: Day) {
  const r = repo(deps.db);
  const [figures, payments, close, settings] = await Promise.all([
    r.cashOfDay(actor.storeId, day),
    r.listPayments(actor.storeId, { day }),
    r.findClose(actor.storeId, day),
    r.settings(actor.storeId),
  ]);
  // A closed day keeps the float it was closed with (the setting may have changed since).
  const float = close?.float_amount ?? settings.cash_float;
  return {
    business_date: day,
    ...figures,
    float_amount: float,
    expected_cash: float + figures.collected,
    payments,
    close: close ?? null,
  };
}

export async function createCashClose(
  deps: BillingDeps,
  actor: BillingActor,
  input: { business_date: Day; float_amount?: number; counts: Record<string, number>; note?: string },
) {
  return deps.db.transaction(async (tx) => {
    const r = repo(tx);
    // The drawer opens with the store's stored float (定額の釣銭準備金): a close never starts from a typed one.
    const float = (await r.settings(actor.storeId)).cash_float;
    if (input.float_amount !== undefined && input.float_amount !== float) {
      throw validationFailed({
        float_amount: [formatMessage(billingMessages.cashFloatMismatch, { amount: formatYenInText(float) })],
      });
    }
    const { collected, payment_count } = await r.cashOfDay(actor.storeId, input.business_date);
    const id = await r.insertClose({
      storeId: actor.storeId,
      day: input.business_date,
      float,
      collected,
      paymentCount: payment_count,
      expected: float + collected,
      counts: input.counts,
      counted: countedCash(input.counts),
      note: input.note?.trim() || null,
      staffId: actor.staffId,
      at: deps.config.now(),
    });
    if (id === undefined) throw conflict(billingMessages.cashCloseExists);
    return (await r.findClose(actor.storeId, input.business_date)) as NonNullable<
      Awaited<ReturnType<typeof r.findClose>>
    >;
  });
}
