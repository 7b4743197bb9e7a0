import { buildInvoices } from '@kayoi/domain/billing';
import {
  addMonths,
  type Day,
  dayOf,
  formatJapaneseDate,
  isoTokyo,
  longMonthLabel,
  monthDayLabel,
} from '@kayoi/domain/calendar';
import { changeRequestRejectFormSchema } from '@kayoi/domain/forms';
import { MEMBERSHIP_KIND_LABELS, membershipMessages as m, pausePeriodLabel } from '@kayoi/domain/membership';
import { familyAccountMessages, formatMessage, notificationMessages } from '@kayoi/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { ApiError, success } from '../../http/envelope.ts';
import { parseForm } from '../../http/formErrors.ts';
import { serverMessages } from '../../http/messages.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, requireAuth, requireStore } from '../../http/request.ts';
import type { RequestBody } from '../../http/types.ts';
import { billingInputs } from '../billing/use-cases.ts';
import {
  membershipRulesOn,
  membershipStateOf,
  plannedMembershipDays,
  scheduleMembershipChange,
} from '../customers/membership.ts';
import type { Actor } from '../customers/use-cases.ts';
import { notifyMemberFamilies } from '../notifications/events.ts';
import {
  createMembershipRequestRepository,
  type FamilyMembershipRequestRow,
} from './membership-requests-repository.ts';
import type { FamilyAuth, FamilyDeps } from './use-cases.ts';

// 各種申請 on マイページ (issue 32): a family asks for a linked member's 休会 or 退会; the member's store approves or
// declines it in its inbox. The rules are the desk's, never copied: a request is checked when sent by the
// functions the desk's requests are checked by, the inbox shows what approving would do by running the desk's
// scheduling in a transaction rolled back, and approval runs that same scheduling (the approving staff member its
// author) in the transaction that marks the request approved, with the request's row locked first — of two
// approvals at once one schedules, the other finds it decided. A rule that no longer holds refuses approval with
// its message and leaves the request pending.

type Input = RequestBody<'createFamilyMembershipRequest'>;

const requestNotFound = () => new ApiError(404, 'NOT_FOUND', m.familyRequestNotFound);
const memberNotFound = () => new ApiError(404, 'NOT_FOUND', familyAccountMessages.memberNotFound);
const decided = () => new ApiError(409, 'CONFLICT', m.familyRequestDecided);

export function membershipRequestView(row: FamilyMembershipRequestRow) {
  return {
    id: row.id,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    kind: row.kind,
    from_month: row.from_month,
    to_month: row.to_month,
    effective_on: row.effective_on,
    reason: row.reason,
    state: row.state,
    requested_at: isoTokyo(row.requested_at),
    requested_by: row.requested_by,
    decided_at: row.decided_at ? isoTokyo(row.decided_at) : null,
    decided_by: row.decided_by,
    reject_reason: row.reject_reason,
    membership_request_id: row.membership_request_id,
  };
}

/** '12月10日': the last day a request for `month` is accepted (the deadline day of the month before). */
const dueOn = (month: string, deadlineDay: number): Day =>
  `${addMonths(`${month}-01`, -1).slice(0, 8)}${String(deadlineDay).padStart(2, '0')}`;

/** Each linked member's rules for a request sent today, as sentences, and the account's requests. */
export async function familyMembershipRequests(deps: FamilyDeps, auth: FamilyAuth) {
  const today = dayOf(deps.config.now());
  const members = await deps.repo.linkedMembers(auth.accountId);
  const options = [];
  for (const member of members) {
    const rules = await membershipRulesOn(deps.db, member.store_id, today);
    const { status, blocked } = await membershipStateOf(deps.db, member.id, today);
    const due = dueOn(rules.first_month, rules.request_deadline_day);
    options.push({
      id: member.id,
      name: member.name,
      status,
      first_month: rules.first_month,
      due_on: due,
      max_pause_months: rules.max_pause_months,
      withdrawal_effective_on: rules.withdrawal_effective_on,
      pause_keeps_seat: rules.pause_keeps_seat,
      notes: [
        formatMessage(m.noteDeadline, { month: longMonthLabel(rules.first_month), date: monthDayLabel(due) }),
        formatMessage(m.noteMaxPause, { months: rules.max_pause_months }),
        formatMessage(m.noteWithdrawal, { date: formatJapaneseDate(rules.withdrawal_effective_on) }),
        rules.pause_keeps_seat ? m.noteKeepsSeat : m.noteReleasesSeat,
      ],
      open: blocked,
    });
  }
  const rows = await createMembershipRequestRepository(deps.db).ofMembers(members.map((x) => x.id));
  return { members: options, requests: rows.map(membershipRequestView) };
}

/**
 * A request for a linked member (404 for any other), checked now by the desk's rules; the months or the day
 * the rules give are kept. A second pending request of the kind is 409 (the partial unique index holds it
 * under parallel requests).
 */
export async function createFamilyMembershipRequest(deps: FamilyDeps, auth: FamilyAuth, input: Input) {
  const member = (await deps.repo.linkedMembers(auth.accountId)).find((x) => x.id === input.customer_id);
  if (!member) throw memberNotFound();
  const now = deps.config.now();
  const today = dayOf(now);
  const rules = await membershipRulesOn(deps.db, member.store_id, today);
  const { status, blocked } = await membershipStateOf(deps.db, member.id, today);
  if (blocked) throw new ApiError(422, 'VALIDATION_ERROR', blocked, { fieldErrors: { kind: [blocked] } });
  const { startsOn, endsOn } = plannedMembershipDays(input, status, today, rules);
  const account = await deps.repo.accountById(auth.accountId);
  const repo = createMembershipRequestRepository(deps.db);
  const pending = () =>
    new ApiError(
      409,
      'CONFLICT',
      formatMessage(m.familyRequestPending, { kind: MEMBERSHIP_KIND_LABELS[input.kind] }),
    );
  const existing = await repo.ofMembers([member.id]);
  if (existing.some((r) => r.kind === input.kind && r.state === 'pending')) throw pending();
  try {
    const id = await repo.insert({
      accountId: auth.accountId,
      email: account?.email ?? '',
      customerId: member.id,
      storeId: member.store_id,
      kind: input.kind,
      fromMonth: endsOn === null ? null : startsOn.slice(0, 7),
      toMonth: endsOn === null ? null : endsOn.slice(0, 7),
      effectiveOn: endsOn === null ? startsOn : null,
      reason: input.reason?.trim() || null,
      at: now,
    });
    const row = (await repo.byId(id)) as FamilyMembershipRequestRow;
    return { request: membershipRequestView(row), storeId: member.store_id };
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw pending();
    throw error;
  }
}

/** The family takes back a pending request of its own members (404 for any other, 409 once decided). */
export async function cancelFamilyMembershipRequest(deps: FamilyDeps, auth: FamilyAuth, id: number) {
  const members = await deps.repo.linkedMembers(auth.accountId);
  const now = deps.config.now();
  return deps.db.transaction(async (tx) => {
    const repo = createMembershipRequestRepository(tx);
    const locked = await repo.lock(id, { customerIds: members.map((x) => x.id) });
    if (!locked) throw requestNotFound();
    if (locked.state !== 'pending') throw decided();
    await repo.decide(id, { state: 'cancelled', staffId: null, at: now });
    const row = (await repo.byId(id)) as FamilyMembershipRequestRow;
    return { request: membershipRequestView(row), storeId: row.store_id };
  });
}

/** The request as the desk's input: the months or the day the family asked for. */
const lifecycleInput = (row: FamilyMembershipRequestRow): RequestBody<'requestMembershipChange'> =>
  row.kind === 'pause'
    ? {
        kind: 'pause',
        from_month: row.from_month ?? undefined,
        to_month: row.to_month ?? undefined,
        ...(row.reason ? { reason: row.reason } : {}),
      }
    : {
        kind: 'withdraw',
        effective_on: row.effective_on ?? undefined,
        ...(row.reason ? { reason: row.reason } : {}),
      };

/** An error's message for the inbox: a refused rule's own sentence (its field error), else the message. */
function refusalOf(error: ApiError): string {
  const fields = Object.values(error.fieldErrors ?? {}).flat();
  return fields[0] ?? error.message;
}

/** Thrown to roll the dry run back with what it found. */
class DryRun {
  readonly outcome: Outcome;
  constructor(outcome: Outcome) {
    this.outcome = outcome;
  }
}
interface Outcome {
  refusal: string | null;
  period: string | null;
  pause_fee: number | null;
  ending_contracts: string[];
  ending_classes: string[];
}

/**
 * What approving would do now: the desk's scheduling runs in a transaction that is then rolled back, and the
 * 休会's first month is billed as billing would bill it (its 休会費 lines), inside that same transaction.
 */
async function outcomeOf(deps: FamilyDeps, actor: Actor, row: FamilyMembershipRequestRow): Promise<Outcome> {
  try {
    await deps.db.transaction(async (tx) => {
      const done = await scheduleMembershipChange(tx, deps, actor, row.customer_id, lifecycleInput(row));
      const r = done.request;
      if (r.kind === 'pause' && r.ends_on) {
        throw new DryRun({
          refusal: null,
          period: pausePeriodLabel(r.starts_on, r.ends_on),
          pause_fee: await pauseFeeOf(tx, actor.storeId, row.customer_id, r.starts_on.slice(0, 7)),
          ending_contracts: [],
          ending_classes: [],
        });
      }
      const names = await createMembershipRequestRepository(tx).endingNames(
        done.contracts.map((c) => c.id),
        done.places.map((p) => p.enrollmentId),
      );
      throw new DryRun({
        refusal: null,
        period: formatJapaneseDate(r.starts_on),
        pause_fee: null,
        ending_contracts: names.contracts,
        ending_classes: names.classes,
      });
    });
  } catch (error) {
    if (error instanceof DryRun) return error.outcome;
    if (error instanceof ApiError && error.status < 500) {
      return {
        refusal: refusalOf(error),
        period: null,
        pause_fee: null,
        ending_contracts: [],
        ending_classes: [],
      };
    }
    throw error;
  }
  throw new Error('unreachable: the dry run always rolls back');
}

async function pauseFeeOf(tx: Queryable, storeId: number, customerId: number, month: string) {
  const { settings, customers, groups } = await billingInputs(tx, storeId, month);
  const invoice = buildInvoices(customers, groups, month, settings).find((d) => d.customer_id === customerId);
  return (invoice?.lines ?? []).filter((l) => l.kind === 'pause_fee').reduce((sum, l) => sum + l.amount, 0);
}

export async function familyMembershipInbox(deps: FamilyDeps, actor: Actor) {
  const rows = await createMembershipRequestRepository(deps.db).pendingOfStore(actor.storeId);
  const items = [];
  for (const row of rows)
    items.push({ ...membershipRequestView(row), outcome: await outcomeOf(deps, actor, row) });
  return items;
}

/** 承認: the desk's scheduling runs for the request, in the transaction that marks it approved. */
export async function approveFamilyMembershipRequest(deps: FamilyDeps, actor: Actor, id: number) {
  const now = deps.config.now();
  return deps.db.transaction(async (tx) => {
    const repo = createMembershipRequestRepository(tx);
    const locked = await repo.lock(id, { storeId: actor.storeId });
    if (!locked) throw requestNotFound();
    if (locked.state !== 'pending') throw decided();
    const row = (await repo.byId(id)) as FamilyMembershipRequestRow;
    const done = await scheduleMembershipChange(tx, deps, actor, row.customer_id, lifecycleInput(row));
    await repo.decide(id, {
      state: 'approved',
      staffId: actor.staffId,
      at: now,
      membershipRequestId: done.request.id,
    });
    const approved = (await repo.byId(id)) as FamilyMembershipRequestRow;
    await notifyRequestAnswered(tx, approved, now);
    return { request: membershipRequestView(approved), message: done.message };
  });
}

/** 却下 with a reason (required), which the family reads. */
export async function rejectFamilyMembershipRequest(
  deps: FamilyDeps,
  actor: Actor,
  id: number,
  reason: string,
) {
  const now = deps.config.now();
  return deps.db.transaction(async (tx) => {
    const repo = createMembershipRequestRepository(tx);
    const locked = await repo.lock(id, { storeId: actor.storeId });
    if (!locked) throw requestNotFound();
    if (locked.state !== 'pending') throw decided();
    await repo.decide(id, { state: 'rejected', staffId: actor.staffId, at: now, reason });
    const rejected = (await repo.byId(id)) as FamilyMembershipRequestRow;
    await notifyRequestAnswered(tx, rejected, now);
    return membershipRequestView(rejected);
  });
}

/** The answer to a request, told to the member's families in the transaction that decided it. */
function notifyRequestAnswered(tx: Queryable, row: FamilyMembershipRequestRow, now: Date) {
  const approved = row.state === 'approved';
  return notifyMemberFamilies(
    tx,
    {
      kind: 'request_answered',
      eventKey: `membership-request:${row.id}`,
      customerId: row.customer_id,
      title: approved ? notificationMessages.requestApprovedTitle : notificationMessages.requestRejectedTitle,
      body: approved ? notificationMessages.requestApprovedBody : notificationMessages.requestRejectedBody,
      values: {
        request: (MEMBERSHIP_KIND_LABELS as Record<string, string>)[row.kind] ?? '',
        reason: row.reject_reason ?? '',
      },
      path: '/my/requests',
    },
    now,
  );
}

function requireFamily(request: FastifyRequest): FamilyAuth {
  if (!request.family) throw new ApiError(401, 'UNAUTHENTICATED', serverMessages.unauthenticated);
  return request.family;
}

function actorOf(request: FastifyRequest): Actor {
  const { staffId, role } = requireAuth(request);
  return { staffId, role, storeId: requireStore(request) };
}

/** 各種申請's operations, spread into the family handlers. */
export function familyMembershipRequestHandlers(app: FastifyInstance, deps: FamilyDeps): OperationHandlers {
  // The customer record (its 休会 / 退会 card) and the inbox refresh on this event.
  const publish = (storeId: number, customerId: number) =>
    app.kayoi.events.publish({ type: 'customer.changed', store_id: storeId, payload: { id: customerId } });
  return {
    listFamilyMembershipRequests: async (request) =>
      success(await familyMembershipRequests(deps, requireFamily(request))),
    async createFamilyMembershipRequest(request) {
      const input = bodyOf(request, 'createFamilyMembershipRequest');
      const made = await createFamilyMembershipRequest(deps, requireFamily(request), input);
      publish(made.storeId, made.request.customer_id);
      return success(
        made.request,
        input.kind === 'pause' ? m.familyPauseRequested : m.familyWithdrawRequested,
      );
    },
    async cancelFamilyMembershipRequest(request) {
      const { id } = paramsOf(request, 'cancelFamilyMembershipRequest');
      const done = await cancelFamilyMembershipRequest(deps, requireFamily(request), id);
      publish(done.storeId, done.request.customer_id);
      return success(done.request, m.familyRequestCancelled);
    },
    listFamilyMembershipInbox: async (request) =>
      success(await familyMembershipInbox(deps, actorOf(request))),
    async approveFamilyMembershipRequest(request) {
      const actor = actorOf(request);
      const { id } = paramsOf(request, 'approveFamilyMembershipRequest');
      const done = await approveFamilyMembershipRequest(deps, actor, id);
      publish(actor.storeId, done.request.customer_id);
      return success(done.request, done.message);
    },
    async rejectFamilyMembershipRequest(request) {
      const actor = actorOf(request);
      const { id } = paramsOf(request, 'rejectFamilyMembershipRequest');
      const { reason } = parseForm(
        changeRequestRejectFormSchema,
        bodyOf(request, 'rejectFamilyMembershipRequest'),
      );
      const done = await rejectFamilyMembershipRequest(deps, actor, id, reason);
      publish(actor.storeId, done.customer_id);
      return success(done, m.familyRequestRejected);
    },
  };
}
