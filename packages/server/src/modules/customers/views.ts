import { ageInTokyo, type Day, isoTokyo } from '@kayoi/domain/calendar';
import { ADULT_AGE } from '@kayoi/domain/constants';
import { weekdayLabels } from '@kayoi/domain/labels';
import { keyOfPhotoPath, type PhotoSigner } from '../photos/photos.ts';
import { type Contract, isInForce, monthlyTotal } from './contracts.ts';
import type { CustomerDetailRow, CustomerRow, DeskCustomerRow, StatusHistoryRow } from './repository.ts';

// The customers module's answers, as the spec names them.

/** A customer as the check-in/out display shows them (the spec's Customer). */
export function deskCustomerView(row: DeskCustomerRow, photos: PhotoSigner) {
  return {
    id: row.id,
    name: row.name,
    name_kana: row.name_kana,
    birth_date: row.birth_date,
    gender: row.gender,
    photo_url: photos.url(keyOfPhotoPath(row.photo_path)),
    avatar: row.photo_path,
    memo: row.memo,
    notes: row.notes,
    store: row.store,
    status: row.status,
  };
}

export type DeskCustomer = ReturnType<typeof deskCustomerView>;

/** A row as the list shows it (CustomerListItem), its photo URL signed by `photos`. */
export function toCustomerListItem(row: CustomerRow, now: Date, photos: PhotoSigner) {
  const age = row.birth_date ? (ageInTokyo(row.birth_date, now) ?? null) : null;
  return {
    id: row.id,
    store_id: row.store_id,
    store: row.store_name,
    member_number: row.member_number,
    family_name: row.family_name,
    given_name: row.given_name,
    family_name_kana: row.family_name_kana,
    given_name_kana: row.given_name_kana,
    name: `${row.family_name} ${row.given_name}`,
    name_kana: `${row.family_name_kana} ${row.given_name_kana}`,
    birth_date: row.birth_date,
    age: age !== null && age >= 0 ? age : null,
    gender: row.gender,
    phone: row.phone,
    mobile: row.mobile,
    email: row.email,
    photo_url: photos.url(keyOfPhotoPath(row.photo_path)),
    status: row.status,
    status_since: row.status_changed_on,
    joined_on: row.joined_on,
    grade: row.grade_id && row.grade_name ? { id: row.grade_id, name: row.grade_name } : null,
    programs: row.programs ?? [],
    last_visit_at: row.last_visit_at ? isoTokyo(new Date(row.last_visit_at)) : null,
  };
}

/**
 * What the list shows as a member's programs: the program (or, without one, the plan) of each contract in
 * force, each name once, in the order of their names.
 */
export function programsOf(contracts: readonly Contract[]): string[] {
  return [...new Set(contracts.map((k) => k.program_name ?? k.plan_name))].sort();
}

const hhmm = (time: string) => time.slice(0, 5);

/** The full record (CustomerDetail); `is_current` and the monthly total follow the contracts in force today. */
export function toCustomerDetail(
  row: CustomerDetailRow,
  contracts: readonly Contract[],
  history: readonly StatusHistoryRow[],
  now: Date,
  today: Day,
  photos: PhotoSigner,
) {
  const age = row.birth_date ? ageInTokyo(row.birth_date, now) : undefined;
  const inForce = contracts.filter((k) => isInForce(k, today));
  return {
    ...toCustomerListItem(row, now, photos),
    postal_code: row.postal_code,
    prefecture: row.prefecture,
    city: row.city,
    street_address: row.street_address,
    building: row.building,
    guardian_name: row.guardian_name,
    guardian_name_kana: row.guardian_name_kana,
    guardian_relationship: row.guardian_relationship,
    guardian_phone: row.guardian_phone,
    is_minor: age !== undefined && age < ADULT_AGE,
    memo: row.memo,
    notes: row.notes,
    contracts: contracts.map((k) => ({
      id: k.id,
      program_id: k.program_id,
      program_name: k.program_name,
      plan_name: k.plan_name,
      monthly_fee: k.monthly_fee,
      starts_on: k.starts_on,
      ends_on: k.ends_on,
      is_current: inForce.includes(k),
      time_slots: k.time_slots.map((t) => ({
        id: t.id,
        day_of_week: t.day_of_week,
        day_label: weekdayLabels[t.day_of_week] ?? '',
        start_time: hhmm(t.start_time),
        end_time: hhmm(t.end_time),
        time_range: `${hhmm(t.start_time)}〜${hhmm(t.end_time)}`,
      })),
    })),
    status_history: history.map((h) => ({ ...h, created_at: isoTokyo(new Date(h.created_at)) })),
    monthly_fee_total: monthlyTotal(inForce),
    pre_registration_id: row.pre_registration_id,
    created_at: isoTokyo(new Date(row.created_at)),
    updated_at: isoTokyo(new Date(row.updated_at)),
  };
}
