import {
  type AgingBucket,
  addBillingMonths,
  agingBucketOf,
  type BillingContract,
  type BillingCustomer,
  buildInvoices,
  countedCash,
  monthDays,
  nextBankBusinessDay,
  type PaymentMethod,
  totalsOf,
  withdrawalDateOf,
} from '@kayoi/domain/billing';
import { type Day, dayInMonth, dayOf, longMonthLabel } from '@kayoi/domain/calendar';
import { billingMessages, formatMessage, notificationMessages } from '@kayoi/domain/messages';
import { formatYenInText, mergeRates, splitOverRates, type TaxRate } from '@kayoi/domain/money';
import type { AppConfig } from '../../config.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import { placesAgainstContracts } from '../classes/enrollment-repository.ts';
import { contractsRunningIn, type MonthContract, programContractPreview } from '../customers/contracts.ts';
import { notifyMemberFamilies } from '../notifications/events.ts';
import { createCatalogueRepository } from '../programs/catalogue.ts';
import {
  type BillingRepository,
  type CycleRow,
  createBillingRepository,
  type ReceiptPrints,
  type StoreBillingSettings,
} from './repository.ts';

// Billing's use cases (issue 15). Every rule about money is here or in @kayoi/domain/billing; the handlers only
// read the request. A cycle is generated, confirmed and closed with its row locked; a payment locks the invoices
// it pays and takes the store's next receipt number in the same transaction.

export interface BillingDeps {
  db: Database;
  config: Pick<AppConfig, 'now'>;
}

export interface BillingActor {
  staffId: number;
  storeId: number;
}

const notFound = () => new ApiError(404, 'NOT_FOUND', 'お探しのデータが見つかりません');
const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);
const today = (deps: BillingDeps) => dayOf(deps.config.now());
const thisMonth = (deps: BillingDeps) => today(deps).slice(0, 7);
const repo = (db: Queryable) => createBillingRepository(db);

/** A lock another transaction holds (select … for update nowait). */
const isLockBusy = (error: unknown) => (error as { code?: string } | null)?.code === '55P03';
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

// ---------------------------------------------------------------------------------------------------------
// Settings and payment method

export const readSettings = (deps: BillingDeps, actor: BillingActor) => repo(deps.db).settings(actor.storeId);

export async function saveSettings(
  deps: BillingDeps,
  actor: BillingActor,
  input: Omit<StoreBillingSettings, 'cash_float'> & { cash_float?: number },
) {
  const r = repo(deps.db);
  // A change without the float (釣銭準備金) keeps the stored one.
  const cash_float = input.cash_float ?? (await r.settings(actor.storeId)).cash_float;
  await r.saveSettings(actor.storeId, { ...input, cash_float }, actor.staffId);
  return readSettings(deps, actor);
}

export async function setPaymentMethod(
  deps: BillingDeps,
  actor: BillingActor,
  customerId: number,
  method: PaymentMethod,
) {
  const r = repo(deps.db);
  if (!(await r.customerOfStore(actor.storeId, customerId))) throw notFound();
  await r.setPaymentMethod(customerId, method, actor.staffId);
  return { payment_method: method };
}

// ---------------------------------------------------------------------------------------------------------
// Cycles

export const listCycles = (deps: BillingDeps, actor: Pick<BillingActor, 'storeId'>) =>
  repo(deps.db).listCycles(actor.storeId);

export async function readCycle(
  deps: BillingDeps,
  actor: Pick<BillingActor, 'storeId'>,
  id: number,
  db: Queryable = deps.db,
) {
  const cycle = await repo(db).findCycle(actor.storeId, id);
  if (!cycle) throw notFound();
  return cycle;
}

/** 要確認 before the cycle is confirmed (issue 29): class places without a contract, contracts without a place. */
export async function contractCheck(deps: BillingDeps, actor: BillingActor, id: number) {
  const cycle = await readCycle(deps, actor, id);
  const { first, last } = monthDays(cycle.billing_month);
  const rows = await placesAgainstContracts(deps.db, actor.storeId, first, last);
  return {
    cycle_id: cycle.id,
    items: rows.map((row) => ({
      ...row,
      message:
        row.reason_code === 'no_contract'
          ? billingMessages.placeWithoutContract
          : billingMessages.contractWithoutPlace,
    })),
  };
}

/** The would-be contract's id in a quote: no row has it, so its lines are told from the others. */
const QUOTED_CONTRACT = 0;

/**
 * The enrolment quote (issue 29): what enrolling `customerId` in a class of `programId` from `startsOn` makes —
 * the contract (or the one held already) and the member's lines of that month, built by `buildInvoices` from
 * the month's inputs with the would-be contract added: billing's rules, not a copy of them. Writes nothing.
 */
export async function enrolmentQuote(
  db: Queryable,
  storeId: number,
  customerId: number,
  programId: number | null,
  startsOn: Day,
) {
  const month = startsOn.slice(0, 7);
  const preview =
    programId === null ? null : await programContractPreview(db, customerId, programId, startsOn);
  const open = preview?.wouldOpen ?? null;
  const extra: MonthContract[] = open
    ? [{ ...open, id: QUOTED_CONTRACT, customer_id: customerId, ends_on: null }]
    : [];
  const { settings, customers, groups } = await billingInputs(db, storeId, month, extra);
  const invoice = buildInvoices(customers, groups, month, settings).find((d) => d.customer_id === customerId);
  return {
    billing_month: month,
    contract: open && {
      program_id: open.program_id,
      program_name: open.program_name,
      plan_name: open.plan_name,
      monthly_fee: open.monthly_fee,
      starts_on: open.starts_on,
    },
    existing_contract: preview?.existing ?? null,
    lines: (invoice?.lines ?? []).map((line) => ({
      kind: line.kind,
      description: line.description,
      amount: line.amount,
      tax_rate: line.tax_rate,
      from_enrolment: line.source === 'contract' && line.source_id === QUOTED_CONTRACT,
    })),
    total: invoice?.total ?? 0,
  };
}

function checkDates(closing: Day, withdrawal: Day) {
  if (withdrawal <= closing) {
    throw validationFailed({ withdrawal_date: [billingMessages.withdrawalBeforeClosing] });
  }
}

export async function createCycle(
  deps: BillingDeps,
  actor: BillingActor,
  input: { billing_month: string; withdrawal_date?: Day; closing_date?: Day },
): Promise<CycleRow> {
  const r = repo(deps.db);
  const settings = await r.settings(actor.storeId);
  const month = input.billing_month;
  const closing = input.closing_date ?? dayInMonth(month, settings.closing_day);
  const withdrawal = input.withdrawal_date
    ? nextBankBusinessDay(input.withdrawal_date)
    : withdrawalDateOf(month, settings.withdrawal_day);
  checkDates(closing, withdrawal);
  const id = await r.insertCycle(actor.storeId, month, closing, withdrawal, actor.staffId, deps.config.now());
  if (id === undefined) {
    throw conflict(formatMessage(billingMessages.cycleExists, { month: longMonthLabel(month) }));
  }
  return readCycle(deps, actor, id);
}

export async function updateCycle(
  deps: BillingDeps,
  actor: BillingActor,
  id: number,
  input: { withdrawal_date?: Day; closing_date?: Day },
) {
  return deps.db.transaction(async (tx) => {
    const r = repo(tx);
    const locked = await r.lockCycle(actor.storeId, id, false);
    if (!locked) throw notFound();
    if (locked.status !== 'draft') throw conflict(billingMessages.notDraft);
    const current = (await r.findCycle(actor.storeId, id)) as CycleRow;
    const closing = input.closing_date ?? current.closing_date;
    const withdrawal = input.withdrawal_date
      ? nextBankBusinessDay(input.withdrawal_date)
      : current.withdrawal_date;
    checkDates(closing, withdrawal);
    await r.updateCycleDates(id, closing, withdrawal);
    return readCycle(deps, actor, id, tx);
  });
}

/**
 * Locks the cycle for an action: 404 when it is not the store's; 409 when another transaction holds it (the
 * other staff member's generate or confirm is running) or when it changed since the `revision` the screen saw.
 */
async function lockForAction(tx: Queryable, actor: BillingActor, id: number, revision: number | undefined) {
  let locked: Awaited<ReturnType<BillingRepository['lockCycle']>>;
  try {
    locked = await repo(tx).lockCycle(actor.storeId, id, true);
  } catch (error) {
    if (isLockBusy(error)) throw conflict(billingMessages.busy);
    throw error;
  }
  if (!locked) throw notFound();
  if (revision !== undefined && revision !== locked.revision) throw conflict(billingMessages.stale);
  return locked;
}

/**
 * Everything the month's invoices are made from, read for `buildInvoices`; `extra` adds contracts not written
 * (the enrolment quote's would-be contract).
 */
export async function billingInputs(
  db: Queryable,
  storeId: number,
  month: string,
  extra: readonly MonthContract[] = [],
) {
  const r = repo(db);
  const { first, last } = monthDays(month);
  // One after the other: `db` is the generating transaction's one connection (queries sent to it at once
  // queue anyway, and node-postgres is dropping that).
  const settings = await r.settings(storeId);
  const statuses = await r.statusesOn(storeId, first);
  const contracts = [...(await contractsRunningIn(db, storeId, first, last)), ...extra];
  const adjustments = await r.openAdjustments(storeId, month);
  const groups = await r.groupsValidIn(storeId, first, last);
  const methods = await r.paymentMethods(storeId);
  const programIds = [...new Set(contracts.flatMap((c) => (c.program_id === null ? [] : [c.program_id])))];
  const fees = await createCatalogueRepository(db).feesInMonth(programIds, first);
  const customers = new Map<
    number,
    BillingCustomer & { contracts: BillingContract[]; adjustments: BillingCustomer['adjustments'][number][] }
  >();
  const customer = (id: number) => {
    let found = customers.get(id);
    if (!found) {
      found = { customer_id: id, status: statuses.get(id) ?? 'active', contracts: [], adjustments: [] };
      customers.set(id, found);
    }
    return found;
  };
  for (const c of contracts) {
    const fee = c.program_id === null ? undefined : fees.get(c.program_id);
    customer(c.customer_id).contracts.push({
      id: c.id,
      program_id: c.program_id,
      name: c.program_name ?? c.plan_name,
      monthly_fee: c.monthly_fee,
      starts_on: c.starts_on,
      ends_on: c.ends_on,
      fees: fee ? { ...fee, tax_rate: fee.tax_rate as TaxRate } : null,
      is_first: c.is_first,
    });
  }
  for (const a of adjustments) customer(a.customer_id).adjustments.push(a);
  return { settings, customers: [...customers.values()], groups, methods };
}

type LockedCycle = Awaited<ReturnType<typeof lockForAction>>;

/** One action on a cycle: in a transaction, with the cycle locked (see `lockForAction`); answers the cycle. */
function cycleAction(
  deps: BillingDeps,
  actor: BillingActor,
  id: number,
  revision: number | undefined,
  work: (tx: Queryable, locked: LockedCycle) => Promise<void>,
) {
  return deps.db.transaction(async (tx) => {
    await work(tx, await lockForAction(tx, actor, id, revision));
    return readCycle(deps, actor, id, tx);
  });
}

export const generateCycle = (
  deps: BillingDeps,
  actor: BillingActor,
  id: number,
  input: { revision?: number },
) =>
  cycleAction(deps, actor, id, input.revision, async (tx, locked) => {
    if (locked.status !== 'draft') throw conflict(billingMessages.notDraft);
    const { settings, customers, groups, methods } = await billingInputs(
      tx,
      actor.storeId,
      locked.billing_month,
    );
    const drafts = buildInvoices(customers, groups, locked.billing_month, settings).map((d) => ({
      ...d,
      payment_method: methods.get(d.customer_id) ?? 'bank_transfer',
    }));
    const r = repo(tx);
    await r.replaceDraftInvoices(id, actor.storeId, locked.billing_month, drafts);
    await r.markGenerated(id, actor.staffId, deps.config.now());
  });

export const confirmCycle = (
  deps: BillingDeps,
  actor: BillingActor,
  id: number,
  input: { revision?: number },
) =>
  cycleAction(deps, actor, id, input.revision, async (tx, locked) => {
    if (locked.status !== 'draft') throw conflict(billingMessages.notDraft);
    if (!locked.generated) throw conflict(billingMessages.notGenerated);
    const r = repo(tx);
    await r.markConfirmed(id, actor.staffId, deps.config.now());
    await carryCredits(tx, actor, id, locked.billing_month, deps.config.now());
    // 前受金: each member's advances pay the new invoices first. The customers' rows are shared first: an advance
    // being taken for one of them (which holds its row) commits before its credit is read, or waits and then sees
    // these invoices confirmed.
    await r.lockCustomersOfCycle(id);
    for (const customerId of await r.customersWithCreditInCycle(id)) {
      await applyCredit(tx, actor.storeId, customerId, id);
    }
    // Each member's families hear of the invoice, in the transaction that issued it.
    for (const invoice of await r.issuedInvoices(id)) {
      await notifyMemberFamilies(
        tx,
        {
          kind: 'invoice_issued',
          eventKey: `invoice:${invoice.id}`,
          customerId: invoice.customer_id,
          title: notificationMessages.invoiceIssuedTitle,
          body: notificationMessages.invoiceIssuedBody,
          values: { month: longMonthLabel(locked.billing_month), amount: formatYenInText(invoice.total) },
          path: '/my/billing',
        },
        deps.config.now(),
      );
    }
  });

/**
 * Credits carried (繰越): an invoice whose credits (a refund, a correction) exceed its charges is never a negative
 * bill nor a credit lost — at confirmation the rest becomes an open credit adjustment of the next month still
 * open for adjustments (its cycle not yet confirmed), and the invoice a line carrying it there, so it comes to 0
 * (paid) and both ends name each other. The ledger's balance counts the credit once.
 */
async function carryCredits(tx: Queryable, actor: BillingActor, cycleId: number, month: string, at: Date) {
  const r = repo(tx);
  for (const invoice of await r.creditInvoices(cycleId)) {
    let to = addBillingMonths(month, 1);
    for (
      let status = await r.cycleStatusOfMonth(actor.storeId, to);
      status !== undefined && status !== 'draft';
    ) {
      to = addBillingMonths(to, 1);
      status = await r.cycleStatusOfMonth(actor.storeId, to);
    }
    // The rate the credit is at: the one with the largest credit (a school's lines are all at 10 %).
    const rate = ([...invoice.tax_by_rate].sort((a, b) => a.amount - b.amount)[0]?.rate ?? 10) as TaxRate;
    const adjustmentId = await r.insertAdjustment(
      actor.storeId,
      {
        customer_id: invoice.customer_id,
        billing_month: to,
        kind: 'refund',
        description: `${longMonthLabel(month)}分の差引残（繰越）`,
        amount: invoice.total,
        tax_rate: rate,
      },
      actor.staffId,
      at,
    );
    const line = {
      source: 'adjustment' as const,
      source_id: adjustmentId,
      kind: 'refund' as const,
      description: `${longMonthLabel(to)}分へ繰越（差引残）`,
      amount: -invoice.total,
      tax_rate: rate,
      program_id: null,
    };
    await r.appendInvoiceLine(invoice.id, line, totalsOf([...invoice.lines, line]));
  }
}

export const closeCycle = (
  deps: BillingDeps,
  actor: BillingActor,
  id: number,
  input: { revision?: number },
) =>
  cycleAction(deps, actor, id, input.revision, async (tx, locked) => {
    if (locked.status === 'draft' || locked.status === 'closed') throw conflict(billingMessages.notConfirmed);
    await repo(tx).markClosed(id, actor.staffId, deps.config.now());
  });

// ---------------------------------------------------------------------------------------------------------
// Invoices

export async function listCycleInvoices(
  deps: BillingDeps,
  actor: Pick<BillingActor, 'storeId'>,
  id: number,
  query: { page?: number; per_page?: number; status?: string; customer_id?: number; search?: string },
) {
  await readCycle(deps, actor, id);
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 20;
  const { rows, total } = await repo(deps.db).listCycleInvoices(actor.storeId, id, {
    status: query.status,
    customerId: query.customer_id,
    search: query.search?.trim() || undefined,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return { rows, page: { page, perPage, total } };
}

export async function listCustomerInvoices(
  deps: BillingDeps,
  actor: BillingActor,
  customerId: number,
  openOnly: boolean,
) {
  const r = repo(deps.db);
  if (!(await r.customerOfStore(actor.storeId, customerId))) throw notFound();
  return r.listCustomerInvoices(actor.storeId, customerId, openOnly);
}

// ---------------------------------------------------------------------------------------------------------
// Adjustments

interface AdjustmentInput {
  customer_id: number;
  billing_month: string;
  kind: string;
  description: string;
  amount: number;
  tax_rate?: number;
}

async function checkAdjustment(db: Queryable, actor: BillingActor, input: AdjustmentInput) {
  const r = repo(db);
  if (input.amount === 0) throw validationFailed({ amount: [billingMessages.amountZero] });
  if (!(await r.customerOfStore(actor.storeId, input.customer_id))) {
    throw validationFailed({ customer_id: [billingMessages.customerNotFound] });
  }
  const status = await r.cycleStatusOfMonth(actor.storeId, input.billing_month);
  if (status !== undefined && status !== 'draft') {
    throw conflict(
      formatMessage(billingMessages.adjustmentMonthConfirmed, { month: longMonthLabel(input.billing_month) }),
    );
  }
  return { ...input, description: input.description.trim(), tax_rate: input.tax_rate ?? 10 };
}

export const listAdjustments = (
  deps: BillingDeps,
  actor: BillingActor,
  query: { billing_month?: string; customer_id?: number; status?: string },
) =>
  repo(deps.db).listAdjustments(actor.storeId, {
    month: query.billing_month,
    customerId: query.customer_id,
    status: query.status,
  });

export async function readAdjustment(
  deps: BillingDeps,
  actor: BillingActor,
  id: number,
  db: Queryable = deps.db,
) {
  const found = await repo(db).findAdjustment(actor.storeId, id);
  if (!found) throw notFound();
  return found;
}

export async function createAdjustment(deps: BillingDeps, actor: BillingActor, input: AdjustmentInput) {
  const fields = await checkAdjustment(deps.db, actor, input);
  const id = await repo(deps.db).insertAdjustment(actor.storeId, fields, actor.staffId, deps.config.now());
  return readAdjustment(deps, actor, id);
}

export async function updateAdjustment(
  deps: BillingDeps,
  actor: BillingActor,
  id: number,
  input: AdjustmentInput,
) {
  return deps.db.transaction(async (tx) => {
    const current = await repo(tx).findAdjustment(actor.storeId, id, true);
    if (!current) throw notFound();
    if (current.status === 'void') throw conflict(billingMessages.adjustmentVoid);
    if (current.status === 'applied') throw conflict(billingMessages.adjustmentApplied);
    const fields = await checkAdjustment(tx, actor, input);
    await repo(tx).updateAdjustment(id, fields, actor.staffId, deps.config.now());
    return readAdjustment(deps, actor, id, tx);
  });
}

export async function voidAdjustment(deps: BillingDeps, actor: BillingActor, id: number, reason: string) {
  return deps.db.transaction(async (tx) => {
    const current = await repo(tx).findAdjustment(actor.storeId, id, true);
    if (!current) throw notFound();
    if (current.status === 'void') throw conflict(billingMessages.adjustmentVoid);
    if (current.status === 'applied') throw conflict(billingMessages.adjustmentApplied);
    await repo(tx).voidAdjustment(id, reason.trim(), actor.staffId, deps.config.now());
    return readAdjustment(deps, actor, id, tx);
  });
}

// ---------------------------------------------------------------------------------------------------------
// Discount groups

interface DiscountGroupInput {
  name: string;
  kind?: string;
  valid_from: Day;
  valid_to?: Day | null;
  note?: string | null;
  member_ids: number[];
  rules: { member_rank: number; program_id?: number | null; discount_type: string; value: number }[];
}

async function checkGroup(db: Queryable, actor: BillingActor, input: DiscountGroupInput) {
  const r = repo(db);
  const errors: Record<string, string[]> = {};
  if (input.valid_to && input.valid_to < input.valid_from)
    errors.valid_to = [billingMessages.validToBeforeFrom];
  const members = await r.customersOfStore(actor.storeId, input.member_ids);
  if (members.length !== new Set(input.member_ids).size)
    errors.member_ids = [billingMessages.customerNotFound];
  const programIds = [...new Set(input.rules.flatMap((rule) => (rule.program_id ? [rule.program_id] : [])))];
  if ((await r.programsOfStore(actor.storeId, programIds)).length !== programIds.length) {
    errors.rules = [billingMessages.programNotFound];
  }
  input.rules.forEach((rule, index) => {
    if (rule.discount_type === 'percent' && rule.value > 100) {
      errors[`rules.${index}.value`] = [billingMessages.percentTooLarge];
    }
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return {
    name: input.name.trim(),
    kind: input.kind ?? 'family',
    valid_from: input.valid_from,
    valid_to: input.valid_to ?? null,
    note: input.note?.trim() || null,
    member_ids: input.member_ids,
    rules: input.rules.map((rule) => ({ ...rule, program_id: rule.program_id ?? null })),
  };
}

export const listGroups = (deps: BillingDeps, actor: BillingActor, search?: string) =>
  repo(deps.db).listGroups(actor.storeId, search?.trim() || undefined);

export async function readGroup(deps: BillingDeps, actor: BillingActor, id: number, db: Queryable = deps.db) {
  const found = await repo(db).findGroup(actor.storeId, id);
  if (!found) throw notFound();
  return found;
}

export async function createGroup(deps: BillingDeps, actor: BillingActor, input: DiscountGroupInput) {
  return deps.db.transaction(async (tx) => {
    const fields = await checkGroup(tx, actor, input);
    const id = await repo(tx).insertGroup(actor.storeId, fields, actor.staffId, deps.config.now());
    await repo(tx).replaceGroupMembersAndRules(id, fields);
    return readGroup(deps, actor, id, tx);
  });
}

export async function updateGroup(
  deps: BillingDeps,
  actor: BillingActor,
  id: number,
  input: DiscountGroupInput,
) {
  return deps.db.transaction(async (tx) => {
    if (!(await repo(tx).lockGroup(actor.storeId, id))) throw notFound();
    const fields = await checkGroup(tx, actor, input);
    await repo(tx).updateGroup(id, fields, actor.staffId, deps.config.now());
    await repo(tx).replaceGroupMembersAndRules(id, fields);
    return readGroup(deps, actor, id, tx);
  });
}

export async function deleteGroup(deps: BillingDeps, actor: BillingActor, id: number) {
  await deps.db.transaction(async (tx) => {
    if (!(await repo(tx).lockGroup(actor.storeId, id))) throw notFound();
    if (await repo(tx).groupUsed(id)) throw conflict(billingMessages.discountGroupUsed);
    await repo(tx).deleteGroup(id);
  });
}

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

/**
 * A customer's 前受金 pays its open invoices, oldest advance first into the oldest month: those of the cycle being
 * confirmed (`cycleId`), or of every confirmed cycle not yet sent to the bank. What an invoice does not use stays
 * credit for the next one; each use is an allocation of the advance, so its invoice is paid or partly paid and the
 * 口座振替 file debits only the rest.
 */
async function applyCredit(tx: Queryable, storeId: number, customerId: number, cycleId?: number) {
  const r = repo(tx);
  const advances = await r.lockOpenAdvances(customerId);
  if (advances.length === 0) return;
  const invoices = await r.lockOpenInvoicesOf(storeId, customerId, cycleId);
  let next = 0;
  for (const invoice of invoices) {
    let due = invoice.outstanding;
    while (due > 0 && next < advances.length) {
      const advance = advances[next] as (typeof advances)[number];
      const used = Math.min(due, advance.unapplied);
      await r.allocate(advance.id, invoice.id, used);
      await r.addPaid(invoice.id, used);
      advance.unapplied -= used;
      due -= used;
      if (advance.unapplied === 0) next += 1;
    }
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
