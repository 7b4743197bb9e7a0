import type { Day } from '@kayoi/domain/calendar';
import { billingMessages } from '@kayoi/domain/messages';
import type { Queryable } from '../../db/database.ts';
import { validationFailed } from '../../http/formErrors.ts';
import { conflict, notFound, repo } from './use-case-support.ts';
import type { BillingActor, BillingDeps } from './use-cases.ts';

// Billing's discount groups: the members billed together (a family) and the group's rules by member rank and
// program, checked against the store's customers and programs.

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
