import {
  DAY_MS,
  dayOf,
  dayStartOf,
  formatMonthDayWeekday,
  isoTokyo,
  MINUTE_MS,
  timeOfDay,
} from '@kayoi/domain/calendar';
import type { FixtureCustomer } from '@kayoi/domain/demo';
import { weekdayLabels } from '@kayoi/domain/labels';
import type {
  AttendanceStatus,
  CustomerWelcome,
  LessonAttendanceStatus,
  NfcCard,
} from '../../queries/types.ts';
import type { FixtureStore } from '../fixtureStore.ts';
import {
  attendanceView,
  contractSlots,
  customerView,
  isOutsideContractHours,
  startOfTokyoMonth,
  visitsOf,
} from './attendance.ts';
import { memberNumberOf } from './customers.ts';

// What the mock front desk remembers beyond the fixture store: recorded tap keys, tablet marks and the card
// registry's history. One per fixture store, so a reset starts them afresh.

export interface LessonMark {
  status: LessonAttendanceStatus;
  source: 'tablet' | 'card';
}

interface FrontDeskState {
  taps: Map<string, { attendanceId: number; action: 'check_in' | 'check_out' }>;
  /** `${classId}:${date}:${customerId}` → mark */
  marks: Map<string, LessonMark>;
  cards: NfcCard[];
}

const states = new WeakMap<FixtureStore, FrontDeskState>();

export function frontDeskState(store: FixtureStore): FrontDeskState {
  let state = states.get(store);
  if (!state) {
    const issuedAt = isoTokyo(dayStartOf(store.nowMs()) - 200 * DAY_MS + 9 * 60 * MINUTE_MS);
    const cards: NfcCard[] = [];
    for (const staff of store.staff) {
      if (!staff.card) continue;
      cards.push({
        id: cards.length + 1,
        uid: staff.card.uid,
        card_type: 1,
        holder_type: 'staff',
        holder_id: staff.id,
        holder_name: staff.name,
        entity_id: staff.id,
        status: staff.card.active ? 'active' : 'disabled',
        issued_at: issuedAt,
        disabled_at: staff.card.active ? null : isoTokyo(store.nowMs() - 12 * DAY_MS),
      });
    }
    for (const customer of store.customers) {
      if (!customer.card) continue;
      cards.push({
        id: cards.length + 1,
        uid: customer.card.uid,
        card_type: 2,
        holder_type: 'customer',
        holder_id: customer.id,
        holder_name: `${customer.family_name} ${customer.given_name}`,
        entity_id: customer.id,
        status: customer.card.active ? 'active' : 'disabled',
        issued_at: isoTokyo(customer.joined_at + 9 * 60 * MINUTE_MS),
        disabled_at: customer.card.active ? null : isoTokyo(store.nowMs() - 30 * DAY_MS),
      });
    }
    state = { taps: new Map(), marks: new Map(), cards };
    states.set(store, state);
  }
  return state;
}

export function welcomeOf(store: FixtureStore, customer: FixtureCustomer): CustomerWelcome {
  const now = store.nowMs();
  const monthStart = startOfTokyoMonth(now);
  const visits = visitsOf(store, customer.id).sort((a, b) => b.check_in_at - a.check_in_at);
  const slots = customer.contract ? contractSlots(store, customer) : [];
  const program = customer.contract
    ? store.programs.find((p) => p.id === customer.contract?.program_id)
    : undefined;
  const open = visits.find((v) => v.check_out_at === null);
  return {
    customer: customerView(store, customer),
    member_number: memberNumberOf(store, customer),
    contract: {
      has_contract: customer.contract !== null,
      plan_name: customer.contract?.plan_name ?? null,
      program_name: program?.name ?? null,
      monthly_fee: customer.contract?.monthly_fee ?? null,
    },
    monthly_count: visits.filter((v) => v.check_in_at >= monthStart).length,
    overtime: {
      overtime_count: visits.filter((v) => v.check_in_at >= monthStart && v.is_overtime).length,
      has_contract: customer.contract !== null,
      has_time_slots: slots.length > 0,
      contract_time_slots: slots.map((slot) => ({
        day_label: `${weekdayLabels[slot.day]}曜日`,
        time_range: `${slot.start}-${slot.end}`,
      })),
    },
    recent_history: {
      attendances: visits.slice(0, 5).map((visit) => ({
        id: visit.id,
        date_formatted: formatMonthDayWeekday(visit.check_in_at),
        check_in_time: timeOfDay(visit.check_in_at),
        check_out_time: visit.check_out_at === null ? null : timeOfDay(visit.check_out_at),
      })),
    },
    current_visit: open ? attendanceView(open) : null,
  };
}

export function statusOf(store: FixtureStore, storeId: number): AttendanceStatus {
  const now = store.nowMs();
  const dayStart = dayStartOf(now);
  const ofStore = store.attendances.filter((a) => a.store_id === storeId && a.check_in_at <= now);
  const name = (id: number) => {
    const c = store.customerById(id);
    return c ? `${c.family_name} ${c.given_name}` : '';
  };
  const inside = ofStore.filter((a) => a.check_out_at === null).sort((a, b) => a.check_in_at - b.check_in_at);
  const events = [
    ...ofStore
      .filter((a) => a.check_in_at >= dayStart)
      .map((a) => ({ a, action: 'check_in' as const, at: a.check_in_at })),
    ...ofStore
      .filter((a) => a.check_out_at !== null && a.check_out_at >= dayStart && a.check_out_at <= now)
      .map((a) => ({ a, action: 'check_out' as const, at: a.check_out_at as number })),
  ].sort((x, y) => y.at - x.at || y.a.id - x.a.id);
  return {
    date: dayOf(now),
    inside_count: inside.length,
    checked_in_today: events.filter((e) => e.action === 'check_in').length,
    checked_out_today: events.filter((e) => e.action === 'check_out').length,
    inside: inside.map((visit) => {
      const customer = store.customerById(visit.customer_id) as FixtureCustomer;
      return {
        attendance_id: visit.id,
        customer_id: visit.customer_id,
        name: name(visit.customer_id),
        name_kana: `${customer.family_name_kana} ${customer.given_name_kana}`,
        member_number: memberNumberOf(store, customer),
        check_in_at: isoTokyo(visit.check_in_at),
        check_in_time: timeOfDay(visit.check_in_at),
        stay_minutes: Math.max(0, Math.floor((now - visit.check_in_at) / MINUTE_MS)),
        is_overtime: isOutsideContractHours(store, customer, visit.check_in_at, now),
      };
    }),
    recent: events.slice(0, 20).map((e) => ({
      attendance_id: e.a.id,
      customer_id: e.a.customer_id,
      name: name(e.a.customer_id),
      action: e.action,
      at: isoTokyo(e.at),
      time: timeOfDay(e.at),
    })),
  };
}
