import {
  addBillingMonths,
  type BillingContract,
  type BillingCustomer,
  buildInvoices,
  monthDays,
  nextBankBusinessDay,
  type PaymentMethod,
  totalsOf,
  withdrawalDateOf,
} from '@kayoi/domain/billing';
import { type Day, dayInMonth, longMonthLabel } from '@kayoi/domain/calendar';
import { billingMessages, formatMessage, notificationMessages } from '@kayoi/domain/messages';
import { formatYenInText, type TaxRate } from '@kayoi/domain/money';
import type { AppConfig } from '../../config.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { validationFailed } from '../../http/formErrors.ts';
import { placesAgainstContracts } from '../classes/enrollment-repository.ts';
import { contractsRunningIn, type MonthContract, programContractPreview } from '../customers/contracts.ts';
import { notifyMemberFamilies } from '../notifications/events.ts';
import { createCatalogueRepository } from '../programs/catalogue.ts';
import type { BillingRepository, CycleRow, StoreBillingSettings } from './repository.ts';
import { applyCredit, conflict, notFound, repo } from './use-case-support.ts';

// Billing's use cases (issue 15). Every rule about money is here or in @kayoi/domain/billing; the handlers only
// read the request. A cycle is generated, confirmed and closed with its row locked; a payment locks the invoices
// it pays and takes the store's next receipt number in the same transaction.
//
// One file per aggregate, as the repository is: this one has the deps, the settings and the cycles with their
// invoices; adjustment-, discount-, payment- and ledger-use-cases.ts the rest; use-case-support.ts what they share.

export interface BillingDeps {
  db: Database;
  config: Pick<AppConfig, 'now'>;
}

export interface BillingActor {
  staffId: number;
  storeId: number;
}

/** A lock another transaction holds (select … for update nowait). */
const isLockBusy = (error: unknown) => (error as { code?: string } | null)?.code === '55P03';

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
