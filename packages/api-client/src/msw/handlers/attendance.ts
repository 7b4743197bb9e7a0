import {
  dayOf,
  dayStartOf,
  formatMonthDayWeekday,
  isoTokyo,
  MINUTE_MS,
  midnightOf,
  minutesOf,
  monthStartOf,
  timeOfDay,
  weekdayAt,
} from '@kayoi/domain/calendar';
import { normalizeCardUid } from '@kayoi/domain/cards';
import { CUSTOMER_TAP_COOLDOWN_MS } from '@kayoi/domain/constants';
import type { FixtureAttendance, FixtureCustomer } from '@kayoi/domain/demo';
import { weekdayLabels } from '@kayoi/domain/labels';
import { customerCardMessages, validationMessages } from '@kayoi/domain/messages';
import { z } from 'zod';
import type { Customer } from '../../queries/types.ts';
import type { FixtureStore } from '../fixtureStore.ts';
import {
  type Caller,
  handleAs,
  http,
  jsonBody,
  MockApiError,
  notFound,
  parseOr422,
  pathId,
  success,
  validationError,
} from '../http.ts';
import { frontDeskState, statusOf, welcomeOf } from './frontDeskState.ts';

/** A visit counts as within its slot from 30 minutes before the class until 30 minutes after it. */
const SLOT_MARGIN_MINUTES = 30;

export function customerView(store: FixtureStore, customer: FixtureCustomer): Customer {
  return {
    id: customer.id,
    name: `${customer.family_name} ${customer.given_name}`,
    name_kana: `${customer.family_name_kana} ${customer.given_name_kana}`,
    birth_date: customer.birth_date,
    gender: customer.gender,
    photo_url: null,
    avatar: null,
    memo: customer.memo,
    notes: customer.notes,
    store: store.storeName(customer.store_id),
    status: customer.status,
  };
}

/** The customer's weekly contract slots (the classes they are enrolled in). */
export function contractSlots(store: FixtureStore, customer: FixtureCustomer) {
  return customer.class_ids
    .map((id) => store.classes.find((c) => c.id === id))
    .filter((lesson) => lesson !== undefined)
    .sort((a, b) => a.day - b.day || a.start.localeCompare(b.start));
}

/** True when a visit falls outside every contract slot of its weekday; never without fixed slots. */
export function isOutsideContractHours(
  store: FixtureStore,
  customer: FixtureCustomer,
  checkIn: number,
  checkOut: number | null,
) {
  const slots = contractSlots(store, customer);
  if (slots.length === 0) return false;
  const day = dayStartOf(checkIn);
  return !slots.some((slot) => {
    if (slot.day !== weekdayAt(checkIn)) return false;
    const opens = day + (minutesOf(slot.start) - SLOT_MARGIN_MINUTES) * MINUTE_MS;
    const closes = day + (minutesOf(slot.end) + SLOT_MARGIN_MINUTES) * MINUTE_MS;
    return checkIn >= opens && (checkOut ?? checkIn) <= closes;
  });
}

const stayMinutes = (visit: FixtureAttendance) =>
  visit.check_out_at === null ? null : Math.floor((visit.check_out_at - visit.check_in_at) / MINUTE_MS);

export function attendanceView(visit: FixtureAttendance) {
  return {
    id: visit.id,
    action: visit.check_out_at === null ? ('check_in' as const) : ('check_out' as const),
    check_in_at: isoTokyo(visit.check_in_at),
    check_out_at: visit.check_out_at === null ? null : isoTokyo(visit.check_out_at),
    check_in_time: timeOfDay(visit.check_in_at),
    check_out_time: visit.check_out_at === null ? null : timeOfDay(visit.check_out_at),
    stay_duration: stayMinutes(visit),
    is_overtime: visit.is_overtime,
  };
}

/** Start of the current Tokyo calendar month (ms). */
export const startOfTokyoMonth = (now: number) => midnightOf(monthStartOf(dayOf(now)));

/** Customers of other stores do not exist for staff and managers; admins see every store. */
export function customerFor(caller: Caller, customerId: number): FixtureCustomer {
  const customer = caller.store.customerById(customerId);
  if (!customer || (caller.staff.role !== 'admin' && customer.store_id !== caller.storeId)) {
    throw notFound(customerCardMessages.customerNotFound);
  }
  return customer;
}

export const visitsOf = (store: FixtureStore, customerId: number) =>
  store.attendances.filter((a) => a.customer_id === customerId);

const attendanceInputSchema = z.object({
  customer_id: z
    .number({ error: '顧客IDは数値である必要があります' })
    .int({ error: '顧客IDは数値である必要があります' })
    .positive({ error: '顧客IDは数値である必要があります' })
    .optional(),
  nfc_uid: z
    .string()
    .regex(/^[0-9A-Fa-f]{8,16}$/, { error: validationMessages.nfcId.invalid })
    .optional(),
  device_id: z.string().max(100, { error: 'デバイスIDは100文字以内で入力してください' }).optional(),
  idempotency_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/)
    .optional(),
  tapped_at: z.string().optional(),
});

const recentHistoryLimitSchema = z.coerce
  .number({ error: '件数は1から20の整数で指定してください' })
  .int({ error: '件数は1から20の整数で指定してください' })
  .min(1, { error: '件数は1から20の整数で指定してください' })
  .max(20, { error: '件数は1から20の整数で指定してください' });

export const attendanceHandlers = [
  http.post('/api/attendance/customer', (info) =>
    handleAs(info, 'recordCustomerAttendance', async (caller) => {
      const { store } = caller;
      const input = parseOr422(attendanceInputSchema, await jsonBody(info.request));
      if (input.customer_id === undefined && input.nfc_uid === undefined) {
        throw validationError({ customer_id: ['顧客IDまたはNFCカードIDは必須です'] });
      }
      const uid = input.nfc_uid === undefined ? undefined : normalizeCardUid(input.nfc_uid);
      const byCard = uid === undefined ? undefined : store.customers.find((c) => c.card?.uid === uid);
      const byId = input.customer_id === undefined ? undefined : store.customerById(input.customer_id);
      if ((uid !== undefined && !byCard) || (input.customer_id !== undefined && !byId)) {
        throw notFound(customerCardMessages.customerNotFound);
      }
      if (byCard && byId && byCard.id !== byId.id) {
        throw validationError({ nfc_uid: ['NFCカードと顧客が一致しません'] });
      }
      const customer = (byCard ?? byId) as FixtureCustomer;
      if (byCard && !byCard.card?.active) {
        throw new MockApiError(403, 'CARD_DISABLED', customerCardMessages.cardInvalid);
      }
      if (caller.staff.role !== 'admin' && customer.store_id !== caller.storeId)
        throw notFound(customerCardMessages.customerNotFound);
      if (customer.status !== 'active') {
        throw new MockApiError(
          409,
          'CUSTOMER_INACTIVE',
          customer.status === 'withdrawn'
            ? '退会済みの会員のため入退室を記録できません'
            : '休会中の会員のため入退室を記録できません',
        );
      }

      // The server decides: an open visit is closed, otherwise a new one starts. A second tap within the
      // 3-second cooldown, or a key already recorded, repeats the last answer (as the server does).
      const now = store.nowMs();
      const state = frontDeskState(store);
      const reply = (visit: FixtureAttendance, action: 'check_in' | 'check_out', duplicate: boolean) => {
        const attendance = { ...attendanceView(visit), action };
        const message = action === 'check_in' ? 'チェックインしました' : 'チェックアウトしました';
        return info.response(200).json(
          success(
            {
              customer: customerView(store, customer),
              attendance,
              action,
              message,
              duplicate,
              welcome: welcomeOf(store, customer),
            },
            message,
          ),
        );
      };
      const key = input.idempotency_key;
      const seen = key ? state.taps.get(key) : undefined;
      const seenVisit = seen && store.attendances.find((a) => a.id === seen.attendanceId);
      if (seen && seenVisit) return reply(seenVisit, seen.action, true);
      const last = store.attendances
        .filter((a) => a.customer_id === customer.id)
        .sort((a, b) => b.check_in_at - a.check_in_at)[0];
      if (last && Math.abs(now - (last.check_out_at ?? last.check_in_at)) < CUSTOMER_TAP_COOLDOWN_MS) {
        return reply(last, last.check_out_at === null ? 'check_in' : 'check_out', true);
      }
      let visit: FixtureAttendance;
      if (last && last.check_out_at === null) {
        last.check_out_at = now;
        last.is_overtime = isOutsideContractHours(store, customer, last.check_in_at, now);
        visit = last;
      } else {
        visit = {
          id: store.nextId('attendance'),
          store_id: customer.store_id,
          customer_id: customer.id,
          check_in_at: now,
          check_out_at: null,
          is_overtime: isOutsideContractHours(store, customer, now, null),
        };
        store.attendances.push(visit);
      }
      const action = visit.check_out_at === null ? 'check_in' : 'check_out';
      if (key) state.taps.set(key, { attendanceId: visit.id, action });
      store.events.publish({
        type: 'attendance.changed',
        store_id: visit.store_id,
        at: isoTokyo(now),
        payload: { customer_id: customer.id, attendance_id: visit.id, action },
      });
      return reply(visit, action, false);
    }),
  ),

  http.get('/api/attendance/welcome/{customerId}', (info) =>
    handleAs(info, 'getCustomerWelcome', (caller) => {
      const customer = customerFor(caller, pathId(info.params.customerId));
      return info.response(200).json(success(welcomeOf(caller.store, customer)));
    }),
  ),

  http.get('/api/attendance/current-status', (info) =>
    handleAs(info, 'getAttendanceStatus', (caller) =>
      info.response(200).json(success(statusOf(caller.store, caller.storeId))),
    ),
  ),

  http.get('/api/attendance/overtime-count/{customerId}', (info) =>
    handleAs(info, 'getCustomerOvertimeCount', (caller) => {
      const customer = customerFor(caller, pathId(info.params.customerId));
      const monthStart = startOfTokyoMonth(caller.store.nowMs());
      const slots = customer.contract ? contractSlots(caller.store, customer) : [];
      return info.response(200).json(
        success({
          overtime_count: visitsOf(caller.store, customer.id).filter(
            (a) => a.check_in_at >= monthStart && a.is_overtime,
          ).length,
          has_contract: customer.contract !== null,
          has_time_slots: slots.length > 0,
          contract_time_slots: slots.map((slot) => ({
            day_label: `${weekdayLabels[slot.day]}曜日`,
            time_range: `${slot.start}-${slot.end}`,
          })),
        }),
      );
    }),
  ),

  http.get('/api/attendance/monthly-count/{customerId}', (info) =>
    handleAs(info, 'getCustomerMonthlyCount', (caller) => {
      const customer = customerFor(caller, pathId(info.params.customerId));
      const monthStart = startOfTokyoMonth(caller.store.nowMs());
      const count = visitsOf(caller.store, customer.id).filter((a) => a.check_in_at >= monthStart).length;
      return info.response(200).json(success({ count }));
    }),
  ),

  http.get('/api/attendance/contract/{customerId}', (info) =>
    handleAs(info, 'getCustomerContract', (caller) => {
      const customer = customerFor(caller, pathId(info.params.customerId));
      const { contract } = customer;
      const program = contract ? caller.store.programs.find((p) => p.id === contract.program_id) : undefined;
      return info.response(200).json(
        success({
          has_contract: contract !== null,
          plan_name: contract?.plan_name ?? null,
          program_name: program?.name ?? null,
          monthly_fee: contract?.monthly_fee ?? null,
        }),
      );
    }),
  ),

  http.get('/api/attendance/recent-history/{customerId}', (info) =>
    handleAs(info, 'getCustomerRecentHistory', (caller) => {
      const customer = customerFor(caller, pathId(info.params.customerId));
      const limitParam = info.query.get('limit');
      const limit =
        limitParam === null
          ? 5
          : parseOr422(z.object({ limit: recentHistoryLimitSchema }), { limit: limitParam }).limit;
      const attendances = visitsOf(caller.store, customer.id)
        .sort((a, b) => b.check_in_at - a.check_in_at)
        .slice(0, limit)
        .map((visit) => ({
          id: visit.id,
          date_formatted: formatMonthDayWeekday(visit.check_in_at),
          check_in_time: timeOfDay(visit.check_in_at),
          check_out_time: visit.check_out_at === null ? null : timeOfDay(visit.check_out_at),
        }));
      return info.response(200).json(success({ attendances }));
    }),
  ),
];
