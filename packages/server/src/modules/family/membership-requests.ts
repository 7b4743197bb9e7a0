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
  bankAccountFingerprint,
  bankAccountRefusal,
  checkedClassChange,
  classChangeOptions,
  freeSeatsOf,
  moveNotes,
  runClassChange,
} from './class-change-requests.ts';
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
// its message and leaves the request pending. コース変更・曜日変更 and 口座変更 (class-change-requests.ts) go through
// the same table, inbox and decisions: a class change's approval runs the desk's move of the place.

type Input = RequestBody<'createFamilyMembershipRequest'>;
type LifecycleInput = Input & { kind: 'pause' | 'withdraw' };
type MoveInput = Input & { kind: 'course_change' | 'day_change' };
type ClassDeps = Parameters<typeof runClassChange>[1];
/** The family module's deps with the classes module's, which a class change's move runs with. */
type Deps = FamilyDeps & { classes: ClassDeps };

const isLifecycle = (input: Input): input is LifecycleInput =>
  input.kind === 'pause' || input.kind === 'withdraw';
const isMove = (input: { kind: Input['kind'] }): input is MoveInput =>
  input.kind === 'course_change' || input.kind === 'day_change';

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
    from_class: row.from_class,
    to_class: row.to_class,
    moves_on: row.moves_on,
    paper_sent_at: row.paper_sent_at ? isoTokyo(row.paper_sent_at) : null,
  };
}

/** '12月10日': the last day a request for `month` is accepted (the deadline day of the month before). */
const dueOn = (month: string, deadlineDay: number): Day =>
  `${addMonths(`${month}-01`, -1).slice(0, 8)}${String(deadlineDay).padStart(2, '0')}`;

/** Each linked member's rules for a request sent today, as sentences, and the account's requests. */
export async function familyMembershipRequests(deps: FamilyDeps, auth: FamilyAuth) {
  const now = deps.config.now();
  const today = dayOf(now);
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
      moves_on: `${rules.first_month}-01`,
      move_notes: moveNotes(rules.first_month, due),
      classes: await classChangeOptions(deps.db, member, `${rules.first_month}-01`, now),
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
  const fields = await requestFields(deps, member, input, rules, now);
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
      reason: input.reason?.trim() || null,
      at: now,
      ...fields,
    });
    const row = (await repo.byId(id)) as FamilyMembershipRequestRow;
    return { request: membershipRequestView(row), storeId: member.store_id };
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw pending();
    throw error;
  }
}

type Rules = Awaited<ReturnType<typeof membershipRulesOn>>;

/** What a request keeps besides its kind: a 休会's months or a 退会's day, a class change, a 口座変更's account. */
async function requestFields(
  deps: FamilyDeps,
  member: { id: number; store_id: number },
  input: Input,
  rules: Rules,
  now: Date,
) {
  const none = { fromMonth: null, toMonth: null, effectiveOn: null };
  if (isMove(input)) {
    const move = await checkedClassChange(
      deps.db,
      member,
      input,
      `${rules.first_month}-01`,
      rules.request_deadline_day,
      now,
    );
    return { ...none, fromClassId: move.fromClassId, toClassId: move.toClassId, movesOn: move.movesOn };
  }
  if (!isLifecycle(input)) {
    return { ...none, accountFingerprint: await bankAccountFingerprint(deps.db, member.id) };
  }
  const today = dayOf(now);
  const { status, blocked } = await membershipStateOf(deps.db, member.id, today);
  if (blocked) throw new ApiError(422, 'VALIDATION_ERROR', blocked, { fieldErrors: { kind: [blocked] } });
  const { startsOn, endsOn } = plannedMembershipDays(input, status, today, rules);
  return {
    fromMonth: endsOn === null ? null : startsOn.slice(0, 7),
    toMonth: endsOn === null ? null : endsOn.slice(0, 7),
    effectiveOn: endsOn === null ? startsOn : null,
  };
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
  free_seats: number | null;
}
const NO_OUTCOME: Outcome = {
  refusal: null,
  period: null,
  pause_fee: null,
  ending_contracts: [],
  ending_classes: [],
  free_seats: null,
};

/**
 * What approving would do now: the desk's scheduling runs in a transaction that is then rolled back, and the
 * 休会's first month is billed as billing would bill it (its 休会費 lines), inside that same transaction.
 */
async function outcomeOf(deps: Deps, actor: Actor, row: FamilyMembershipRequestRow): Promise<Outcome> {
  if (row.kind === 'bank_account') return { ...NO_OUTCOME, refusal: await bankAccountRefusal(deps.db, row) };
  try {
    await deps.db.transaction(async (tx) => {
      if (isMove(row)) {
        const free = await freeSeatsOf(tx, row, deps.config.now());
        await runClassChange(tx, deps.classes, actor, row);
        throw new DryRun({
          ...NO_OUTCOME,
          period: `${formatJapaneseDate(row.moves_on as Day)}から`,
          ending_classes: row.from_class ? [row.from_class.name] : [],
          free_seats: free,
        });
      }
      const done = await scheduleMembershipChange(tx, deps, actor, row.customer_id, lifecycleInput(row));
      const r = done.request;
      if (r.kind === 'pause' && r.ends_on) {
        throw new DryRun({
          ...NO_OUTCOME,
          period: pausePeriodLabel(r.starts_on, r.ends_on),
          pause_fee: await pauseFeeOf(tx, actor.storeId, row.customer_id, r.starts_on.slice(0, 7)),
        });
      }
      const names = await createMembershipRequestRepository(tx).endingNames(
        done.contracts.map((c) => c.id),
        done.places.map((p) => p.enrollmentId),
      );
      throw new DryRun({
        ...NO_OUTCOME,
        period: formatJapaneseDate(r.starts_on),
        ending_contracts: names.contracts,
        ending_classes: names.classes,
      });
    });
  } catch (error) {
    if (error instanceof DryRun) return error.outcome;
    if (error instanceof ApiError && error.status < 500) {
      return { ...NO_OUTCOME, refusal: refusalOf(error) };
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

export async function familyMembershipInbox(deps: Deps, actor: Actor) {
  const rows = await createMembershipRequestRepository(deps.db).pendingOfStore(actor.storeId);
  const items = [];
  for (const row of rows)
    items.push({ ...membershipRequestView(row), outcome: await outcomeOf(deps, actor, row) });
  return items;
}

/**
 * 承認: the desk's scheduling (or move of a class place) runs for the request, in the transaction that marks it
 * approved; a 口座変更 is completed once its paper was sent and the new account registered.
 */
export async function approveFamilyMembershipRequest(deps: Deps, actor: Actor, id: number) {
  const now = deps.config.now();
  return deps.db.transaction(async (tx) => {
    const repo = createMembershipRequestRepository(tx);
    const locked = await repo.lock(id, { storeId: actor.storeId });
    if (!locked) throw requestNotFound();
    if (locked.state !== 'pending') throw decided();
    const row = (await repo.byId(id)) as FamilyMembershipRequestRow;
    // Every approval: marked approved (with the desk's own request when it scheduled one), told to the family.
    const approve = async (message: string, membershipRequestId?: number) => {
      await repo.decide(id, { state: 'approved', staffId: actor.staffId, at: now, membershipRequestId });
      const approved = (await repo.byId(id)) as FamilyMembershipRequestRow;
      await notifyRequestAnswered(tx, approved, now);
      return { request: membershipRequestView(approved), message };
    };
    if (row.kind === 'bank_account') {
      const refusal = await bankAccountRefusal(tx, row);
      if (refusal) throw new ApiError(422, 'VALIDATION_ERROR', refusal, { fieldErrors: { kind: [refusal] } });
      return approve(m.bankAccountCompleted);
    }
    if (isMove(row)) return approve((await runClassChange(tx, deps.classes, actor, row)).message);
    const done = await scheduleMembershipChange(tx, deps, actor, row.customer_id, lifecycleInput(row));
    return approve(done.message, done.request.id);
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

/** 口座変更: the paper 口座振替依頼書 recorded as sent or handed over (once), the family seeing it. */
export async function markFamilyRequestPaperSent(deps: FamilyDeps, actor: Actor, id: number) {
  const now = deps.config.now();
  return deps.db.transaction(async (tx) => {
    const repo = createMembershipRequestRepository(tx);
    const locked = await repo.lock(id, { storeId: actor.storeId });
    if (!locked) throw requestNotFound();
    if (locked.state !== 'pending') throw decided();
    const row = (await repo.byId(id)) as FamilyMembershipRequestRow;
    if (row.kind !== 'bank_account') {
      throw new ApiError(422, 'VALIDATION_ERROR', m.paperOnlyBank, {
        fieldErrors: { kind: [m.paperOnlyBank] },
      });
    }
    if (row.paper_sent_at) throw new ApiError(409, 'CONFLICT', m.paperAlreadySent);
    await repo.markPaperSent(id, actor.staffId, now);
    return membershipRequestView((await repo.byId(id)) as FamilyMembershipRequestRow);
  });
}

/** The member's requests from マイページ, for the customer record (a customer of another store is 404). */
export async function customerFamilyRequests(deps: FamilyDeps, actor: Actor, customerId: number) {
  const repo = createMembershipRequestRepository(deps.db);
  if (!(await repo.customerOfStore(customerId, actor.storeId))) throw memberNotFound();
  return (await repo.ofMembers([customerId])).map(membershipRequestView);
}

function requireFamily(request: FastifyRequest): FamilyAuth {
  if (!request.family) throw new ApiError(401, 'UNAUTHENTICATED', serverMessages.unauthenticated);
  return request.family;
}

function actorOf(request: FastifyRequest): Actor {
  const { staffId, role } = requireAuth(request);
  return { staffId, role, storeId: requireStore(request) };
}

/** What the family reads when a request is recorded. */
const requestedMessage = (kind: Input['kind']) => {
  if (kind === 'pause') return m.familyPauseRequested;
  if (kind === 'withdraw') return m.familyWithdrawRequested;
  if (kind === 'bank_account') return m.familyBankAccountRequested;
  return formatMessage(m.familyRequested, { kind: MEMBERSHIP_KIND_LABELS[kind] });
};

/** 各種申請's operations, spread into the family handlers. */
export function familyMembershipRequestHandlers(
  app: FastifyInstance,
  familyDeps: FamilyDeps,
): OperationHandlers {
  const deps: Deps = { ...familyDeps, classes: app.kayoi };
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
      return success(made.request, requestedMessage(input.kind));
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
    async markFamilyRequestPaperSent(request) {
      const actor = actorOf(request);
      const { id } = paramsOf(request, 'markFamilyRequestPaperSent');
      const done = await markFamilyRequestPaperSent(deps, actor, id);
      publish(actor.storeId, done.customer_id);
      return success(done, m.paperSent);
    },
    listCustomerFamilyRequests: async (request) =>
      success(
        await customerFamilyRequests(
          deps,
          actorOf(request),
          paramsOf(request, 'listCustomerFamilyRequests').id,
        ),
      ),
  };
}
