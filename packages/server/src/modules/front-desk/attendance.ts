import {
  DAY_MS,
  dayOf,
  formatMonthDayWeekday,
  isoTokyo,
  MINUTE_MS,
  midnightOf,
  timeOfDay,
} from '@kayoi/domain/calendar';
import { normalizeCardUid } from '@kayoi/domain/cards';
import { CUSTOMER_TAP_COOLDOWN_MS, RECENT_HISTORY_LIMIT } from '@kayoi/domain/constants';
import { frontDeskMessages } from '@kayoi/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';
import type { AuthContext } from '../auth/use-cases.ts';
import {
  byCustomer,
  type Contract,
  contractsInForce,
  monthlyTotal,
  slotsOf,
} from '../customers/contracts.ts';
import { createCustomerRepository, type DeskCustomerRow } from '../customers/repository.ts';
import { type DeskCustomer, deskCustomerView } from '../customers/views.ts';
import type { PhotoSigner } from '../photos/photos.ts';
import {
  createVisitRepository,
  type TapAction,
  type VisitRow,
  type VisitSummary,
  visitOf,
  visitSummaryOf,
} from '../visits/repository.ts';
import { isOutsideContractHours, SLOT_MARGIN_MINUTES } from './overtime.ts';
import { createFrontDeskRepository, type TapCall, type TapRecord } from './repository.ts';

// The desk's check-in/out and the welcome display. The customers module answers who the member is and which
// contracts are in force; the visits module records the visits; this file decides.

/** An open visit older than this was never checked out (the desk closed): it is closed at its day's end. */
export const STALE_VISIT_MS = 20 * 60 * MINUTE_MS;
const IDEMPOTENCY_KEEP_MS = 3 * DAY_MS;

/** Forgets the idempotency keys of taps older than three days (run by the server's hourly sweep). */
export async function deleteExpiredTapKeys(db: Queryable, now: number): Promise<void> {
  await createVisitRepository(db).deleteTapKeysBefore(new Date(now - IDEMPOTENCY_KEEP_MS));
}
const monthStartOf = (now: number) => midnightOf(`${dayOf(now).slice(0, 8)}01`);

const TAPPED_AT_PAST_MS = DAY_MS;
const TAPPED_AT_FUTURE_MS = 60_000;

export function attendanceView(
  visit: VisitRow,
  action: TapAction = visit.check_out_at ? 'check_out' : 'check_in',
) {
  return {
    id: visit.id,
    action,
    check_in_at: isoTokyo(visit.check_in_at),
    check_out_at: visit.check_out_at ? isoTokyo(visit.check_out_at) : null,
    check_in_time: timeOfDay(visit.check_in_at),
    check_out_time: visit.check_out_at ? timeOfDay(visit.check_out_at) : null,
    stay_duration: visit.check_out_at
      ? Math.floor((visit.check_out_at.getTime() - visit.check_in_at.getTime()) / MINUTE_MS)
      : null,
    is_overtime: visit.is_overtime,
  };
}

const customerNotFound = () => new ApiError(404, 'NOT_FOUND', frontDeskMessages.customerNotFoundText);

/** Staff and managers see their store's customers; an admin sees every store (spec: recordCustomerAttendance). */
export function visibleTo(auth: AuthContext, customer: { store_id: number }): boolean {
  return auth.role === 'admin' || customer.store_id === auth.storeId;
}

export interface TapInput {
  customer_id?: number;
  nfc_uid?: string;
  device_id?: string;
  idempotency_key?: string;
  tapped_at?: string;
}

export interface TapResult {
  customer: DeskCustomer;
  attendance: ReturnType<typeof attendanceView>;
  action: TapAction;
  message: string;
  duplicate: boolean;
  /** What the welcome display shows (GET /api/attendance/welcome's answer), read right after the record. */
  welcome: Welcome;
  storeId: number;
}

/** The customer a card belongs to, refusing what the seed refuses (unknown 404, disabled 403). */
export async function customerIdOfCard(db: Queryable, uid: string): Promise<number> {
  const card = await createFrontDeskRepository(db).cardByUid(normalizeCardUid(uid));
  if (card?.card_type !== 2 || card.customer_id === null) throw customerNotFound();
  if (card.status !== 'active')
    throw new ApiError(403, 'CARD_DISABLED', frontDeskMessages.customerCardInvalid);
  return card.customer_id;
}

function tapInstant(input: TapInput, now: number): number {
  if (input.tapped_at === undefined) return now;
  const at = Date.parse(input.tapped_at);
  if (Number.isNaN(at) || at < now - TAPPED_AT_PAST_MS || at > now + TAPPED_AT_FUTURE_MS) {
    throw new ApiError(422, 'VALIDATION_ERROR', serverMessages.validationFailed, {
      fieldErrors: { tapped_at: [frontDeskMessages.tappedAtOutOfRange] },
    });
  }
  return Math.min(at, now);
}

const messageOf = (action: TapAction) =>
  action === 'check_in' ? frontDeskMessages.checkedIn : frontDeskMessages.checkedOut;

/** A refusal of `front_desk_tap` as the desk is answered it. */
function refusal(refused: Extract<TapRecord, { refused: string }>['refused']): ApiError {
  switch (refused) {
    case 'card_disabled':
      return new ApiError(403, 'CARD_DISABLED', frontDeskMessages.customerCardInvalid);
    case 'card_mismatch':
      return new ApiError(422, 'VALIDATION_ERROR', serverMessages.validationFailed, {
        fieldErrors: { nfc_uid: [frontDeskMessages.cardCustomerMismatch] },
      });
    case 'withdrawn':
      return new ApiError(409, 'CUSTOMER_INACTIVE', frontDeskMessages.customerWithdrawn);
    case 'paused':
      return new ApiError(409, 'CUSTOMER_INACTIVE', frontDeskMessages.customerPaused);
    default:
      return customerNotFound();
  }
}

/** What `front_desk_tap` is asked for a tap of the desk's `input` by `auth` at `now`. */
export function tapCallOf(input: TapInput, auth: AuthContext, now: number): TapCall {
  const at = tapInstant(input, now);
  return {
    uid: input.nfc_uid === undefined ? null : normalizeCardUid(input.nfc_uid),
    customerId: input.customer_id ?? null,
    storeId: auth.role === 'admin' ? null : auth.storeId,
    deviceId: input.device_id ?? null,
    key: input.idempotency_key || null,
    at: new Date(at),
    now: new Date(now),
    tapDay: dayOf(at),
    today: dayOf(now),
    monthStart: new Date(monthStartOf(now)),
    recentLimit: RECENT_HISTORY_LIMIT,
    cooldownMs: CUSTOMER_TAP_COOLDOWN_MS,
    staleMs: STALE_VISIT_MS,
    slotMarginMinutes: SLOT_MARGIN_MINUTES,
  };
}

/**
 * A tap at the front desk (seed §4: the server decides), decided and recorded by the database in one statement
 * (`front_desk_tap`, migration 0360; one round trip, atomic). Refused, in this order: an unknown card or one
 * that is not a member's (404), a disabled card (403), a card of another member than `customer_id` (422),
 * a member missing or of another store (404: the answer must not tell them apart), a paused or withdrawn
 * member (409). Taps of one member are decided one after the other (the member's row is locked): a tap with
 * a key already recorded, or within the 3 s cooldown of the last change, repeats that answer and records
 * nothing; an open visit older than STALE_VISIT_MS is closed at its Tokyo day's end and the tap opens a new
 * one; otherwise an open visit is checked out, or a new one checked in, overtime by the contracts' slots
 * (front-desk/overtime.ts says the rule). The answer carries the welcome display's data, read after the record.
 */
export async function checkInOrOut(ctx: AppContext, auth: AuthContext, input: TapInput): Promise<TapResult> {
  if (input.customer_id === undefined && input.nfc_uid === undefined) {
    throw new ApiError(422, 'VALIDATION_ERROR', serverMessages.validationFailed, {
      fieldErrors: { customer_id: [frontDeskMessages.customerOrCardRequired] },
    });
  }
  const record = await createFrontDeskRepository(ctx.db).tap(
    tapCallOf(input, auth, ctx.config.now().getTime()),
  );
  if (record.refused !== undefined) throw refusal(record.refused);
  const { customer, action } = record;
  return {
    customer: deskCustomerView(customer, ctx.photos),
    attendance: attendanceView(visitOf(record.visit), action),
    action,
    message: messageOf(action),
    duplicate: record.duplicate,
    welcome: welcomeView(ctx.photos, customer, record.contracts, visitSummaryOf(record.summary)),
    storeId: customer.store_id,
  };
}

/** A customer the caller may read, or 404 (another store's customer does not exist for them). */
export async function readableCustomer(
  db: Queryable,
  auth: AuthContext,
  id: number,
): Promise<DeskCustomerRow> {
  const customer = await createCustomerRepository(db).deskCustomer(id);
  if (!customer || !visibleTo(auth, customer)) throw customerNotFound();
  return customer;
}

export async function monthlyCount(db: Queryable, customerId: number, now: number) {
  const { visits } = await createVisitRepository(db).countBetween(
    customerId,
    new Date(monthStartOf(now)),
    new Date(now),
  );
  return visits;
}

const DAY_LABELS = ['日曜日', '月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日'] as const;

/** This month's overtime visits and the weekly slots of the contracts in force (OvertimeCount). */
function overtimeView(contracts: readonly Contract[], overtimeVisits: number) {
  const slots = slotsOf(contracts);
  return {
    overtime_count: overtimeVisits,
    has_contract: contracts.length > 0,
    has_time_slots: slots.length > 0,
    contract_time_slots: slots.map((slot) => ({
      day_label: DAY_LABELS[slot.day_of_week] ?? '',
      time_range: `${slot.start_time}-${slot.end_time}`,
    })),
  };
}

export async function overtimeSummary(db: Queryable, customerId: number, now: number) {
  const contracts = await contractsInForce(db, { customerIds: [customerId] }, dayOf(now));
  const { overtime } = await createVisitRepository(db).countBetween(
    customerId,
    new Date(monthStartOf(now)),
    new Date(now),
  );
  return overtimeView(contracts, overtime);
}

/**
 * The contracts in force as the desk shows them (CustomerContractSummary): the set, first course first —
 * plans and programs named together (・), and the monthly total of their fees.
 */
function contractView(contracts: readonly Contract[]) {
  if (contracts.length === 0) {
    return { has_contract: false, plan_name: null, program_name: null, monthly_fee: null };
  }
  const programs = [...new Set(contracts.flatMap((k) => (k.program_name === null ? [] : [k.program_name])))];
  return {
    has_contract: true,
    plan_name: contracts.map((k) => k.plan_name).join('・'),
    program_name: programs.length > 0 ? programs.join('・') : null,
    monthly_fee: monthlyTotal(contracts),
  };
}

export const contractSummary = async (db: Queryable, customerId: number, now: number) =>
  contractView(await contractsInForce(db, { customerIds: [customerId] }, dayOf(now)));

const historyView = (visits: readonly VisitRow[]) => ({
  attendances: visits.map((visit) => ({
    id: visit.id,
    date_formatted: formatMonthDayWeekday(visit.check_in_at),
    check_in_time: timeOfDay(visit.check_in_at),
    check_out_time: visit.check_out_at ? timeOfDay(visit.check_out_at) : null,
  })),
});

export async function recentHistory(db: Queryable, customerId: number, limit: number, now: number) {
  return historyView(await createVisitRepository(db).recent(customerId, limit, new Date(now)));
}

/** What the welcome display shows about a member, from their contracts in force and their visits' summary. */
function welcomeView(
  photos: PhotoSigner,
  customer: DeskCustomerRow,
  contracts: readonly Contract[],
  visits: VisitSummary,
) {
  return {
    customer: deskCustomerView(customer, photos),
    member_number: customer.member_number,
    grade:
      customer.grade_id !== null && customer.grade_name !== null
        ? { id: customer.grade_id, name: customer.grade_name }
        : null,
    contract: contractView(contracts),
    monthly_count: visits.visits,
    overtime: overtimeView(contracts, visits.overtime),
    recent_history: historyView(visits.recent),
    current_visit: visits.open ? attendanceView(visits.open) : null,
  };
}

export type Welcome = ReturnType<typeof welcomeView>;

/** The welcome display's one answer (also what a tap answers). */
export async function welcome(
  db: Queryable,
  photos: PhotoSigner,
  auth: AuthContext,
  customerId: number,
  now: number,
) {
  const customer = await readableCustomer(db, auth, customerId);
  const contracts = await contractsInForce(db, { customerIds: [customer.id] }, dayOf(now));
  const visits = await createVisitRepository(db).summary(
    customer.id,
    new Date(monthStartOf(now)),
    new Date(now),
    RECENT_HISTORY_LIMIT,
  );
  return welcomeView(photos, customer, contracts, visits);
}

/** Who is inside the store now, and today's latest entries and exits. */
export async function attendanceStatus(db: Queryable, storeId: number, now: number) {
  const date = dayOf(now);
  const dayStart = new Date(midnightOf(date));
  const visits = createVisitRepository(db);
  const inside = await visits.inside(storeId, new Date(now));
  const activity = await visits.dayActivity(storeId, dayStart, new Date(now), 20);
  const [contracts, people] = await Promise.all([
    contractsInForce(db, { customerIds: inside.map((v) => v.customer_id) }, date),
    createCustomerRepository(db).summaries([
      ...inside.map((v) => v.customer_id),
      ...activity.events.map((e) => e.customer_id),
    ]),
  ]);
  const slots = byCustomer(contracts);
  const person = (id: number) => people.get(id) ?? { name: '', name_kana: '', member_number: '' };
  return {
    date,
    inside_count: inside.length,
    checked_in_today: activity.checkedIn,
    checked_out_today: activity.checkedOut,
    inside: inside.map((visit) => ({
      attendance_id: visit.attendance_id,
      customer_id: visit.customer_id,
      name: person(visit.customer_id).name,
      name_kana: person(visit.customer_id).name_kana,
      member_number: person(visit.customer_id).member_number,
      check_in_at: isoTokyo(visit.check_in_at),
      check_in_time: timeOfDay(visit.check_in_at),
      stay_minutes: Math.max(0, Math.floor((now - visit.check_in_at.getTime()) / MINUTE_MS)),
      is_overtime: isOutsideContractHours(
        slotsOf(slots.get(visit.customer_id) ?? []),
        visit.check_in_at.getTime(),
        now,
      ),
    })),
    recent: activity.events.map((event) => ({
      attendance_id: event.attendance_id,
      customer_id: event.customer_id,
      name: person(event.customer_id).name,
      action: event.action,
      at: isoTokyo(event.at),
      time: timeOfDay(event.at),
    })),
  };
}
