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
import { CUSTOMER_TAP_COOLDOWN_MS } from '@kayoi/domain/constants';
import { frontDeskMessages } from '@kayoi/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';
import type { AuthContext } from '../auth/use-cases.ts';
import type { PhotoSigner } from '../photos/photos.ts';
import {
  type CustomerRow,
  contractSlots,
  currentContract,
  customerView,
  findCustomer,
  slotsByCustomer,
} from './customers.ts';
import { isOutsideContractHours } from './overtime.ts';

/** An open visit older than this was never checked out (the desk closed): it is closed at its day's end. */
export const STALE_VISIT_MS = 20 * 60 * MINUTE_MS;
const IDEMPOTENCY_KEEP_MS = 3 * DAY_MS;

/** Forgets the idempotency keys of taps older than three days (run by the server's hourly sweep). */
export async function deleteExpiredTapKeys(db: Queryable, now: number): Promise<void> {
  await db.query('delete from attendance_taps where created_at < $1', [new Date(now - IDEMPOTENCY_KEEP_MS)]);
}
const TAPPED_AT_PAST_MS = DAY_MS;
const TAPPED_AT_FUTURE_MS = 60_000;

interface VisitRow {
  id: number;
  check_in_at: Date;
  check_out_at: Date | null;
  is_overtime: boolean;
}

type Action = 'check_in' | 'check_out';

export function attendanceView(
  visit: VisitRow,
  action: Action = visit.check_out_at ? 'check_out' : 'check_in',
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
  customer: ReturnType<typeof customerView>;
  attendance: ReturnType<typeof attendanceView>;
  action: Action;
  message: string;
  duplicate: boolean;
  storeId: number;
}

/** The customer a card belongs to, refusing what the seed refuses (unknown 404, disabled 403). */
export async function customerIdOfCard(db: Queryable, uid: string): Promise<number> {
  const { rows } = await db.query<{ customer_id: number | null; card_type: number; status: string }>(
    'select customer_id, card_type, status from nfc_cards where uid = $1',
    [normalizeCardUid(uid)],
  );
  const card = rows[0];
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

const messageOf = (action: Action) =>
  action === 'check_in' ? frontDeskMessages.checkedIn : frontDeskMessages.checkedOut;

/**
 * A tap at the front desk (seed §4: the server decides). One transaction holds the customer's row, so taps of
 * one card are decided one after the other: the first records, a second within the cooldown (or with a key
 * already recorded) repeats the first answer and records nothing.
 */
export async function checkInOrOut(ctx: AppContext, auth: AuthContext, input: TapInput): Promise<TapResult> {
  if (input.customer_id === undefined && input.nfc_uid === undefined) {
    throw new ApiError(422, 'VALIDATION_ERROR', serverMessages.validationFailed, {
      fieldErrors: { customer_id: [frontDeskMessages.customerOrCardRequired] },
    });
  }
  const now = ctx.config.now().getTime();
  const at = tapInstant(input, now);
  return ctx.db.transaction(async (tx) => {
    let customerId = input.customer_id;
    if (input.nfc_uid !== undefined) {
      const byCard = await customerIdOfCard(tx, input.nfc_uid);
      if (customerId !== undefined && customerId !== byCard) {
        throw new ApiError(422, 'VALIDATION_ERROR', serverMessages.validationFailed, {
          fieldErrors: { nfc_uid: [frontDeskMessages.cardCustomerMismatch] },
        });
      }
      customerId = byCard;
    }
    const customer = await findCustomer(tx, customerId as number, true);
    if (!customer) throw customerNotFound();
    // Another store's customer is as unknown as a missing one: the answer must not tell them apart.
    if (!visibleTo(auth, customer)) throw customerNotFound();
    if (customer.status !== 'active') {
      throw new ApiError(
        409,
        'CUSTOMER_INACTIVE',
        customer.status === 'withdrawn'
          ? frontDeskMessages.customerWithdrawn
          : frontDeskMessages.customerPaused,
      );
    }

    const answer = (visit: VisitRow, action: Action, duplicate: boolean): TapResult => ({
      customer: customerView(customer, ctx.photos),
      attendance: attendanceView(visit, action),
      action,
      message: messageOf(action),
      duplicate,
      storeId: customer.store_id,
    });

    if (input.idempotency_key) {
      const { rows } = await tx.query<VisitRow & { action: Action }>(
        `select a.id, a.check_in_at, a.check_out_at, a.is_overtime, t.action
           from attendance_taps t join attendances a on a.id = t.attendance_id
          where t.idempotency_key = $1 and t.customer_id = $2`,
        [input.idempotency_key, customer.id],
      );
      const seen = rows[0];
      if (seen) return answer(seen, seen.action, true);
    }

    const remember = async (visit: VisitRow, action: Action) => {
      if (!input.idempotency_key) return;
      await tx.query(
        `insert into attendance_taps (idempotency_key, store_id, customer_id, attendance_id, action, device_id, tapped_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (idempotency_key) do nothing`,
        [
          input.idempotency_key,
          customer.store_id,
          customer.id,
          visit.id,
          action,
          input.device_id ?? null,
          new Date(at),
          new Date(now),
        ],
      );
    };

    const { rows: latest } = await tx.query<VisitRow>(
      `select id, check_in_at, check_out_at, is_overtime from attendances
        where customer_id = $1 order by check_in_at desc, id desc limit 1`,
      [customer.id],
    );
    let last = latest[0];
    // The cooldown: the same customer again within 3 s of the last change is the same tap.
    if (last) {
      const lastChange = (last.check_out_at ?? last.check_in_at).getTime();
      if (Math.abs(at - lastChange) < CUSTOMER_TAP_COOLDOWN_MS) {
        const action: Action = last.check_out_at ? 'check_out' : 'check_in';
        await remember(last, action);
        return answer(last, action, true);
      }
    }

    const date = dayOf(at);
    const contract = await currentContract(tx, customer.id, date);
    const slots = await contractSlots(tx, contract?.id);

    if (last && last.check_out_at === null && at - last.check_in_at.getTime() >= STALE_VISIT_MS) {
      // Never checked out: closed at the end of its Tokyo day, and this tap starts a new visit.
      const dayEnd = midnightOf(dayOf(last.check_in_at)) + DAY_MS;
      const closedAt = new Date(Math.min(dayEnd, at));
      await tx.query('update attendances set check_out_at = $2, is_overtime = $3 where id = $1', [
        last.id,
        closedAt,
        isOutsideContractHours(slots, last.check_in_at.getTime(), closedAt.getTime()),
      ]);
      last = undefined;
    }

    if (last && last.check_out_at === null) {
      const checkOut = new Date(Math.max(at, last.check_in_at.getTime()));
      const { rows } = await tx.query<VisitRow>(
        `update attendances set check_out_at = $2, is_overtime = $3 where id = $1
         returning id, check_in_at, check_out_at, is_overtime`,
        [last.id, checkOut, isOutsideContractHours(slots, last.check_in_at.getTime(), checkOut.getTime())],
      );
      const visit = rows[0] as VisitRow;
      await remember(visit, 'check_out');
      return answer(visit, 'check_out', false);
    }
    const { rows } = await tx.query<VisitRow>(
      `insert into attendances (store_id, customer_id, check_in_at, device_id, is_overtime)
       values ($1, $2, $3, $4, $5) returning id, check_in_at, check_out_at, is_overtime`,
      [
        customer.store_id,
        customer.id,
        new Date(at),
        input.device_id ?? null,
        isOutsideContractHours(slots, at, null),
      ],
    );
    const visit = rows[0] as VisitRow;
    await remember(visit, 'check_in');
    return answer(visit, 'check_in', false);
  });
}

/** A customer the caller may read, or 404 (another store's customer does not exist for them). */
export async function readableCustomer(db: Queryable, auth: AuthContext, id: number): Promise<CustomerRow> {
  const customer = await findCustomer(db, id);
  if (!customer || !visibleTo(auth, customer)) throw customerNotFound();
  return customer;
}

const monthStartOf = (now: number) => midnightOf(`${dayOf(now).slice(0, 8)}01`);

export async function monthlyCount(db: Queryable, customerId: number, now: number) {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from attendances where customer_id = $1 and check_in_at >= $2 and check_in_at <= $3',
    [customerId, new Date(monthStartOf(now)), new Date(now)],
  );
  return rows[0]?.n ?? 0;
}

const DAY_LABELS = ['日曜日', '月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日'] as const;

type CurrentContract = Awaited<ReturnType<typeof currentContract>>;

export const overtimeSummary = async (db: Queryable, customerId: number, now: number) =>
  overtimeOf(db, customerId, now, await currentContract(db, customerId, dayOf(now)));

/** This month's overtime visits and the contract's weekly slots, for a contract already read. */
async function overtimeOf(db: Queryable, customerId: number, now: number, contract: CurrentContract) {
  const slots = await contractSlots(db, contract?.id);
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from attendances
      where customer_id = $1 and check_in_at >= $2 and check_in_at <= $3 and is_overtime`,
    [customerId, new Date(monthStartOf(now)), new Date(now)],
  );
  return {
    overtime_count: rows[0]?.n ?? 0,
    has_contract: contract !== undefined,
    has_time_slots: slots.length > 0,
    contract_time_slots: slots.map((slot) => ({
      day_label: DAY_LABELS[slot.day_of_week] ?? '',
      time_range: `${slot.start_time}-${slot.end_time}`,
    })),
  };
}

export const contractSummary = async (db: Queryable, customerId: number, now: number) =>
  contractView(await currentContract(db, customerId, dayOf(now)));

function contractView(contract: CurrentContract) {
  return {
    has_contract: contract !== undefined,
    plan_name: contract?.plan_name ?? null,
    program_name: contract?.program_name ?? null,
    monthly_fee: contract?.monthly_fee ?? null,
  };
}

export async function recentHistory(db: Queryable, customerId: number, limit: number, now: number) {
  const { rows } = await db.query<VisitRow>(
    `select id, check_in_at, check_out_at, is_overtime from attendances
      where customer_id = $1 and check_in_at <= $2 order by check_in_at desc, id desc limit $3`,
    [customerId, new Date(now), limit],
  );
  return {
    attendances: rows.map((visit) => ({
      id: visit.id,
      date_formatted: formatMonthDayWeekday(visit.check_in_at),
      check_in_time: timeOfDay(visit.check_in_at),
      check_out_time: visit.check_out_at ? timeOfDay(visit.check_out_at) : null,
    })),
  };
}

/** The welcome display's one answer. */
export async function welcome(
  db: Queryable,
  photos: PhotoSigner,
  auth: AuthContext,
  customerId: number,
  now: number,
) {
  const customer = await readableCustomer(db, auth, customerId);
  // The contract in force is read once, for both the contract and the overtime parts.
  const current = await currentContract(db, customer.id, dayOf(now));
  const [monthly, overtime, history, open] = await Promise.all([
    monthlyCount(db, customer.id, now),
    overtimeOf(db, customer.id, now, current),
    recentHistory(db, customer.id, 5, now),
    db.query<VisitRow>(
      'select id, check_in_at, check_out_at, is_overtime from attendances where customer_id = $1 and check_out_at is null',
      [customer.id],
    ),
  ]);
  const visit = open.rows[0];
  return {
    customer: customerView(customer, photos),
    member_number: customer.member_number,
    contract: contractView(current),
    monthly_count: monthly,
    overtime,
    recent_history: history,
    current_visit: visit ? attendanceView(visit) : null,
  };
}

/** Who is inside the store now, and today's latest entries and exits. */
export async function attendanceStatus(db: Queryable, storeId: number, now: number) {
  const date = dayOf(now);
  const dayStart = new Date(midnightOf(date));
  // A visit ends on the day it starts or the next (a stale one is closed at its midnight): every query
  // below reads only visits started since yesterday, through the (store_id, check_in_at) index.
  const { rows: inside } = await db.query<{
    attendance_id: number;
    customer_id: number;
    name: string;
    name_kana: string;
    member_number: string;
    check_in_at: Date;
  }>(
    `select a.id as attendance_id, c.id as customer_id, c.family_name || ' ' || c.given_name as name,
            c.family_name_kana || ' ' || c.given_name_kana as name_kana, c.member_number, a.check_in_at
       from attendances a join customers c on c.id = a.customer_id
      where a.store_id = $1 and a.check_out_at is null and a.check_in_at <= $2
      order by a.check_in_at, a.id`,
    [storeId, new Date(now)],
  );
  const slots = await slotsByCustomer(
    db,
    inside.map((v) => v.customer_id),
    date,
  );
  const { rows: counts } = await db.query<{ checked_in: number; checked_out: number }>(
    `select count(*) filter (where check_in_at >= $2 and check_in_at <= $3)::int as checked_in,
            count(*) filter (where check_out_at >= $2 and check_out_at <= $3)::int as checked_out
       from attendances where store_id = $1 and check_in_at >= $2::timestamptz - interval '1 day'`,
    [storeId, dayStart, new Date(now)],
  );
  const { rows: recent } = await db.query<{
    attendance_id: number;
    customer_id: number;
    name: string;
    action: Action;
    at: Date;
  }>(
    `select * from (
        select a.id as attendance_id, a.customer_id, c.family_name || ' ' || c.given_name as name,
               'check_in' as action, a.check_in_at as at
          from attendances a join customers c on c.id = a.customer_id
         where a.store_id = $1 and a.check_in_at >= $2 and a.check_in_at <= $3
        union all
        select a.id, a.customer_id, c.family_name || ' ' || c.given_name, 'check_out', a.check_out_at
          from attendances a join customers c on c.id = a.customer_id
         where a.store_id = $1 and a.check_in_at >= $2::timestamptz - interval '1 day'
           and a.check_out_at >= $2 and a.check_out_at <= $3
      ) events order by at desc, attendance_id desc limit 20`,
    [storeId, dayStart, new Date(now)],
  );
  return {
    date,
    inside_count: inside.length,
    checked_in_today: counts[0]?.checked_in ?? 0,
    checked_out_today: counts[0]?.checked_out ?? 0,
    inside: inside.map((visit) => ({
      attendance_id: visit.attendance_id,
      customer_id: visit.customer_id,
      name: visit.name,
      name_kana: visit.name_kana,
      member_number: visit.member_number,
      check_in_at: isoTokyo(visit.check_in_at),
      check_in_time: timeOfDay(visit.check_in_at),
      stay_minutes: Math.max(0, Math.floor((now - visit.check_in_at.getTime()) / MINUTE_MS)),
      is_overtime: isOutsideContractHours(
        slots.get(visit.customer_id) ?? [],
        visit.check_in_at.getTime(),
        now,
      ),
    })),
    recent: recent.map((event) => ({
      attendance_id: event.attendance_id,
      customer_id: event.customer_id,
      name: event.name,
      action: event.action,
      at: isoTokyo(event.at),
      time: timeOfDay(event.at),
    })),
  };
}
