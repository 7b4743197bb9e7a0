import {
  addDays,
  addMonths,
  type Day,
  dayOf,
  formatJapaneseDate,
  isoTokyo,
  longMonthLabel,
  monthEndOf,
} from '@kayoi/domain/calendar';
import {
  earliestWithdrawalDay,
  firstAffectedMonth,
  membershipMessages as m,
  monthsBetween,
  pausePeriodLabel,
} from '@kayoi/domain/membership';
import { formatMessage, serverMessages, validationMessages } from '@kayoi/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import type { RequestBody } from '../../http/types.ts';
import { releaseClassPlaces, reopenClassPlaces } from '../classes/enrollments.ts';
import { createContractRepository, reopenContracts } from './contracts.ts';
import {
  applyDueStatuses,
  cancelRequest,
  endingsOf,
  insertRequest,
  type MembershipRequestRow,
  membershipRulesOf,
  openRequestOf,
  recordEndings,
  requestById,
  requestsOf,
  saveMembershipRules,
  scheduleStatus,
  shortenPause,
} from './membership-repository.ts';
import { createCustomerRepository } from './repository.ts';
import type { Actor } from './use-cases.ts';

// 休会 and 退会 by the store's rules (issue 29 §3). Status on a day is read from the history (billing's
// statusesOn, the reports), so a request only has to write its changes with their days; the customer's current
// status follows when the day comes. Each write locks the customer's row first: two desks asking at once for the
// same member give one request, the other sees it and is refused.

type Deps = Pick<AppContext, 'db' | 'config' | 'events'>;

const notFound = () => new ApiError(404, 'NOT_FOUND', serverMessages.notFound);
const refuse = (field: string, message: string) => validationFailed({ [field]: [message] });

/** A store's rules with the first month and the 退会 day a request made on `today` gets at the earliest. */
export async function membershipRulesOn(db: Queryable, storeId: number, today: Day) {
  const rules = await membershipRulesOf(db, storeId);
  return {
    store_id: storeId,
    ...rules,
    first_month: firstAffectedMonth(today, rules.request_deadline_day),
    withdrawal_effective_on: earliestWithdrawalDay(today, rules.request_deadline_day),
  };
}

export const getMembershipRules = (deps: Deps, actor: Actor) =>
  membershipRulesOn(deps.db, actor.storeId, dayOf(deps.config.now()));

export async function updateMembershipRules(
  deps: Deps,
  actor: Actor,
  input: RequestBody<'updateMembershipRules'>,
) {
  await saveMembershipRules(deps.db, actor.storeId, input, actor.staffId, deps.config.now());
  return getMembershipRules(deps, actor);
}

const stateOf = (r: MembershipRequestRow, today: Day) => {
  if (r.cancelled_at) return 'cancelled' as const;
  if (r.starts_on > today) return 'scheduled' as const;
  if (r.ends_on !== null && r.ends_on < today) return 'done' as const;
  return 'in_effect' as const;
};

const toRequest = (r: MembershipRequestRow, today: Day) => ({
  ...r,
  state: stateOf(r, today),
  cancelled_at: r.cancelled_at ? isoTokyo(r.cancelled_at) : null,
});

async function lockedCustomer(tx: Queryable, actor: Actor, id: number) {
  const current = await createCustomerRepository(tx).findForUpdate(actor.storeId, id);
  if (!current) throw notFound();
  return current;
}

export async function listMembershipRequests(deps: Deps, actor: Actor, id: number) {
  const today = dayOf(deps.config.now());
  const { rows } = await deps.db.query('select 1 from customers where id = $1 and store_id = $2', [
    id,
    actor.storeId,
  ]);
  if (rows.length === 0) throw notFound();
  await applyDueStatuses(deps.db, today, id);
  return (await requestsOf(deps.db, id)).map((r) => toRequest(r, today));
}

type Input = RequestBody<'requestMembershipChange'>;
type Rules = Awaited<ReturnType<typeof membershipRulesOf>>;

/** The 休会's months by the rules: the first the deadline allows unless a later one is chosen, at most the maximum. */
function pauseMonths(input: Input, today: Day, rules: Rules) {
  const first = firstAffectedMonth(today, rules.request_deadline_day);
  const from = input.from_month ?? first;
  if (from < first) {
    throw refuse(
      'from_month',
      formatMessage(m.pauseTooEarly, { day: rules.request_deadline_day, month: longMonthLabel(first) }),
    );
  }
  const to = input.to_month ?? from;
  if (to < from) throw refuse('to_month', m.pauseEndBeforeStart);
  if (monthsBetween(from, to) > rules.max_pause_months) {
    throw refuse('to_month', formatMessage(m.pauseTooLong, { months: rules.max_pause_months }));
  }
  return { startsOn: `${from}-01`, endsOn: monthEndOf(to) };
}

function withdrawalDay(input: Input, today: Day, deadlineDay: number): Day {
  const earliest = earliestWithdrawalDay(today, deadlineDay);
  const day = input.effective_on ?? earliest;
  if (day < earliest) {
    throw refuse(
      'effective_on',
      formatMessage(m.withdrawTooEarly, { day: deadlineDay, date: formatJapaneseDate(earliest) }),
    );
  }
  if (day !== monthEndOf(day.slice(0, 7))) throw refuse('effective_on', m.withdrawNotMonthEnd);
  return day;
}

/** Why a member can take no new 休会 / 退会 now (withdrawn, or one still open), else null. */
export async function membershipChangeBlocked(
  db: Queryable,
  customerId: number,
  status: string,
  today: Day,
): Promise<string | null> {
  if (status === 'withdrawn') return m.withdrawnAlready;
  if (await openRequestOf(db, customerId, today)) return m.requestOpen;
  return null;
}

/**
 * The days a request would schedule by the store's rules — a 休会's first and last day, a 退会's day — or the
 * 422 of the rule it breaks. The desk's requests and マイページ's 各種申請 are checked by this one function.
 */
export function plannedMembershipDays(input: Input, status: string, today: Day, rules: Rules) {
  if (input.kind === 'pause') {
    if (status !== 'active') throw refuse('kind', m.pauseNotActive);
    return pauseMonths(input, today, rules);
  }
  return { startsOn: withdrawalDay(input, today, rules.request_deadline_day), endsOn: null };
}

export async function requestMembershipChange(deps: Deps, actor: Actor, id: number, input: Input) {
  const result = await deps.db.transaction((tx) => scheduleMembershipChange(tx, deps, actor, id, input));
  publish(deps, actor.storeId, id);
  return { request: result.request, message: result.message };
}

/**
 * The desk's 休会 / 退会 in an open transaction (the customer's row locked first): a family's request approved
 * runs this, in the transaction that marks it approved. Answers the request scheduled with what it ended.
 */
export async function scheduleMembershipChange(
  tx: Queryable,
  deps: { config: Pick<Deps['config'], 'now'> },
  actor: Actor,
  id: number,
  input: Input,
) {
  if (input.kind === 'withdraw' && actor.role === 'staff') {
    throw new ApiError(403, 'FORBIDDEN', validationMessages.customer.withdrawForbidden);
  }
  const now = deps.config.now();
  const today = dayOf(now);
  const rules = await membershipRulesOf(tx, actor.storeId);
  const reason = input.reason?.trim() || null;
  const current = await lockedCustomer(tx, actor, id);
  await applyDueStatuses(tx, today, id);
  const blocked = await membershipChangeBlocked(tx, id, current.status, today);
  if (blocked) throw refuse('kind', blocked);
  const { startsOn, endsOn } = plannedMembershipDays(input, current.status, today, rules);
  const schedule = (requestId: number, from: string, to: string, on: Day) =>
    scheduleStatus(tx, { requestId, customerId: id, from, to, on, reason }, actor.staffId, now);
  const base = { customer_id: id, requested_on: today, reason, staffId: actor.staffId };
  if (input.kind === 'pause' && endsOn !== null) {
    const row = await insertRequest(tx, { ...base, kind: 'pause', starts_on: startsOn, ends_on: endsOn });
    await schedule(row.id, 'active', 'paused', startsOn);
    await schedule(row.id, 'paused', 'active', addDays(endsOn, 1));
    const places = rules.pause_keeps_seat
      ? []
      : await releaseClassPlaces(tx, actor.storeId, id, addDays(startsOn, -1), now);
    return {
      request: toRequest(row, today),
      contracts: [],
      places,
      message: formatMessage(m.pauseScheduled, { period: pausePeriodLabel(startsOn, endsOn) }),
    };
  }
  const row = await insertRequest(tx, { ...base, kind: 'withdraw', starts_on: startsOn, ends_on: null });
  await schedule(row.id, current.status, 'withdrawn', startsOn);
  // 退会 ends what the member has running on its day; each freed seat goes to the first on the waiting list.
  const contracts = await createContractRepository(tx).endAfter(id, startsOn);
  const places = await releaseClassPlaces(tx, actor.storeId, id, startsOn, now);
  await recordEndings(tx, row.id, contracts, places);
  return {
    request: toRequest(row, today),
    contracts,
    places,
    message: formatMessage(m.withdrawScheduled, { date: formatJapaneseDate(startsOn) }),
  };
}

export async function cancelMembershipRequest(deps: Deps, actor: Actor, id: number, requestId: number) {
  const now = deps.config.now();
  const today = dayOf(now);
  const { row, full } = await deps.db.transaction(async (tx) => {
    await lockedCustomer(tx, actor, id);
    const request = await requestById(tx, id, requestId);
    if (!request || request.cancelled_at) throw notFound();
    if (request.starts_on <= today) throw new ApiError(409, 'CONFLICT', m.requestStarted);
    const full = request.kind === 'withdraw' ? await reopenWithdrawal(tx, actor, request, now) : [];
    return { row: await cancelRequest(tx, requestId, actor.staffId, now), full };
  });
  publish(deps, actor.storeId, id);
  const message =
    full.length === 0
      ? m.requestCancelled
      : formatMessage(m.requestCancelledSeatsTaken, {
          classes: full.join('、'),
          date: formatJapaneseDate(row.starts_on),
        });
  return { request: toRequest(row, today), message };
}

/**
 * A cancelled 退会 takes back what it ended: the class places whose seat is still free, and the contracts —
 * but a program's contract stays ended when none of its places could come back (its last class ends it, as
 * ending a place at the desk does). Answers the classes whose seat was taken meanwhile.
 */
async function reopenWithdrawal(tx: Queryable, actor: Actor, request: MembershipRequestRow, now: Date) {
  const endings = await endingsOf(tx, request.id);
  const day = request.starts_on;
  const { reopened, full } = await reopenClassPlaces(
    tx,
    actor.storeId,
    request.customer_id,
    day,
    endings.places,
    now,
  );
  const back = new Set(reopened.map((p) => p.programId));
  const lost = new Set(full.map((p) => p.programId).filter((p) => !back.has(p)));
  const contracts = endings.contracts.filter((c) => c.programId === null || !lost.has(c.programId));
  await reopenContracts(tx, request.customer_id, day, contracts);
  return full.map((p) => p.className);
}

/**
 * 復会 before a 休会's planned end (issue 29 §3): the member is 在籍 again from the first day of the return month
 * (the next month by default), so billing's status on that month's first day bills the fee, not the 休会費. The
 * return month comes after this month (a month already begun stays as billed) and after the 休会's first month.
 */
export async function returnFromPause(
  deps: Deps,
  actor: Actor,
  id: number,
  requestId: number,
  input: RequestBody<'returnFromPause'>,
) {
  const now = deps.config.now();
  const today = dayOf(now);
  const row = await deps.db.transaction(async (tx) => {
    await lockedCustomer(tx, actor, id);
    await applyDueStatuses(tx, today, id);
    const request = await requestById(tx, id, requestId);
    if (!request || request.cancelled_at) throw notFound();
    if (request.kind !== 'pause' || request.ends_on === null) throw refuse('return_month', m.returnNotPause);
    if (request.ends_on < today) throw refuse('return_month', m.returnNotPause);
    const nextMonth = addMonths(`${today.slice(0, 7)}-01`, 1).slice(0, 7);
    const afterStart = addMonths(request.starts_on, 1).slice(0, 7);
    const earliest = [nextMonth, afterStart].sort()[1] as string;
    const month = input.return_month ?? earliest;
    if (month < earliest) {
      throw refuse('return_month', formatMessage(m.returnTooEarly, { month: longMonthLabel(earliest) }));
    }
    if (month > request.ends_on.slice(0, 7)) {
      throw refuse(
        'return_month',
        formatMessage(m.returnAfterEnd, { month: longMonthLabel(request.ends_on.slice(0, 7)) }),
      );
    }
    return shortenPause(tx, requestId, addDays(`${month}-01`, -1));
  });
  publish(deps, actor.storeId, id);
  const month = addDays(row.ends_on as Day, 1).slice(0, 7);
  return {
    request: toRequest(row, today),
    message: formatMessage(m.returnScheduled, { month: longMonthLabel(month) }),
  };
}

function publish(deps: Deps, storeId: number, id: number) {
  deps.events.publish({ type: 'customer.changed', store_id: storeId, payload: { id } });
}

/**
 * A member's status on `today` (statuses due by then applied first) and why no new 休会 / 退会 can be asked for
 * now, else null — what マイページ's 各種申請 shows before a family sends one.
 */
export async function membershipStateOf(db: Queryable, customerId: number, today: Day) {
  await applyDueStatuses(db, today, customerId);
  const { rows } = await db.query<{ status: 'active' | 'paused' | 'withdrawn' }>(
    'select status from customers where id = $1',
    [customerId],
  );
  const status = rows[0]?.status ?? 'withdrawn';
  return { status, blocked: await membershipChangeBlocked(db, customerId, status, today) };
}
