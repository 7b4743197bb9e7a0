import { longMonthLabel } from '@kayoi/domain/calendar';
import { billingMessages, formatMessage } from '@kayoi/domain/messages';
import type { Queryable } from '../../db/database.ts';
import { validationFailed } from '../../http/formErrors.ts';
import { conflict, notFound, repo } from './use-case-support.ts';
import type { BillingActor, BillingDeps } from './use-cases.ts';

// Billing's adjustments: a customer's charge or credit for a month whose cycle is not confirmed yet, changed or
// voided until an invoice applies it.

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
