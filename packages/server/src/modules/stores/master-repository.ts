import type { BusinessHours, StoreClosure, StoreSchedule } from '@kayoi/domain/store-calendar';
import type { Queryable } from '../../db/database.ts';
import { rowsByStore, withoutStore } from '../../db/rows.ts';
import type { AuditColumns } from '../master-data/history.ts';
import type { Page } from '../master-data/rules.ts';

// The store master's SQL (issue 13): stores with their address parts, billing identity, weekly hours
// (store_business_hours) and extra closures (store_closures). The stores module owns these tables.

export type HolidayHours = StoreSchedule['national_holiday_hours'];

export interface StoreListRow {
  id: number;
  name: string;
  name_kana: string | null;
  phone: string | null;
  address: string | null;
  is_active: boolean;
}

export interface StoreRow extends StoreListRow, AuditColumns {
  postal_code: string | null;
  prefecture: string | null;
  city: string | null;
  street_address: string | null;
  building: string | null;
  email: string | null;
  company_name: string | null;
  /** The school's logo, a key of the photos table (set by its own operation, not by the store form). */
  logo_key: string | null;
  invoice_registration_number: string | null;
  national_holiday_hours: HolidayHours;
}

/** What the store form writes (optional fields null). */
export interface StoreFields {
  name: string;
  name_kana: string;
  postal_code: string;
  prefecture: string;
  city: string;
  street_address: string;
  building: string | null;
  phone: string;
  email: string | null;
  company_name: string | null;
  invoice_registration_number: string | null;
  national_holiday_hours: HolidayHours;
  is_active: boolean;
}

const FIELDS = [
  'name',
  'name_kana',
  'postal_code',
  'prefecture',
  'city',
  'street_address',
  'building',
  'phone',
  'email',
  'company_name',
  'invoice_registration_number',
  'national_holiday_hours',
  'is_active',
] as const satisfies readonly (keyof StoreFields)[];

/** The address on one line, as receipts print it: 東京都渋谷区神南1-2-3 神南スクエア2F. */
export const addressLine = (f: Pick<StoreFields, 'prefecture' | 'city' | 'street_address' | 'building'>) =>
  `${f.prefecture}${f.city}${f.street_address}${f.building ? ` ${f.building}` : ''}`;

const hhmm = "to_char(h.opens_at, 'HH24:MI') as opens_at, to_char(h.closes_at, 'HH24:MI') as closes_at";

export async function listStoreRows(
  db: Queryable,
  filters: { search: string | null; isActive: boolean | undefined },
  page: Page,
): Promise<{ rows: StoreListRow[]; total: number }> {
  const where = `where ($1::text is null
      or strpos(kayoi_search_key(name || '|' || coalesce(name_kana, '')), kayoi_search_key($1::text)) > 0)
    and ($2::boolean is null or is_active = $2)`;
  const params = [filters.search, filters.isActive ?? null];
  const [{ rows }, count] = await Promise.all([
    db.query<StoreListRow>(
      `select id, name, name_kana, phone, address, is_active from stores ${where}
       order by is_active desc, id limit $3 offset $4`,
      [...params, page.perPage, (page.page - 1) * page.perPage],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from stores ${where}`, params),
  ]);
  return { rows, total: count.rows[0]?.total ?? 0 };
}

export async function findStoreRow(db: Queryable, id: number, lock = false): Promise<StoreRow | undefined> {
  const { rows } = await db.query<StoreRow>(
    `select id, name, name_kana, postal_code, prefecture, city, street_address, building, address, phone, email,
       company_name, logo_key, invoice_registration_number, national_holiday_hours, is_active, created_at, updated_at,
       created_by, updated_by
     from stores where id = $1 ${lock ? 'for update' : ''}`,
    [id],
  );
  return rows[0];
}

/** The weekly hours, by weekday. */
export async function businessHoursOf(db: Queryable, storeId: number): Promise<BusinessHours[]> {
  return (await businessHoursIn(db, [storeId])).map(withoutStore);
}

/** The closures, in date order; with `from`/`to`, only those touching that span. */
export async function closuresOf(
  db: Queryable,
  storeId: number,
  span?: { from: string; to: string },
): Promise<(StoreClosure & { id: number })[]> {
  return (await closuresIn(db, [storeId], span)).map(withoutStore);
}

/** The opening hours of several stores, by store and weekday. */
async function businessHoursIn(db: Queryable, storeIds: readonly number[]) {
  const { rows } = await db.query<BusinessHours & { store_id: number }>(
    `select h.store_id, h.day_of_week, ${hhmm} from store_business_hours h where h.store_id = any($1::int[])
      order by h.store_id, h.day_of_week`,
    [storeIds],
  );
  return rows;
}

/** The closures of several stores, by store and date; with `from`/`to`, only those touching that span. */
async function closuresIn(db: Queryable, storeIds: readonly number[], span?: { from: string; to: string }) {
  const { rows } = await db.query<StoreClosure & { id: number; store_id: number }>(
    `select store_id, id, starts_on::text as starts_on, ends_on::text as ends_on, reason from store_closures
      where store_id = any($1::int[]) and ($2::date is null or ends_on >= $2::date)
        and ($3::date is null or starts_on <= $3::date)
      order by store_id, starts_on, id`,
    [storeIds, span?.from ?? null, span?.to ?? null],
  );
  return rows;
}

/** The store's calendar rules (hours, holiday rule, closures within `span`), or undefined for no such store. */
export async function storeScheduleOf(
  db: Queryable,
  storeId: number,
  span?: { from: string; to: string },
): Promise<StoreSchedule | undefined> {
  return (await storeSchedulesOf(db, [storeId], span)).get(storeId);
}

/**
 * The calendar rules of several stores in three statements, by store id (a store that does not exist is absent):
 * a chain's report read 3 statements per store (150 for 50 stores) to know which days each was open.
 */
export async function storeSchedulesOf(
  db: Queryable,
  storeIds: readonly number[],
  span?: { from: string; to: string },
): Promise<Map<number, StoreSchedule>> {
  const [stores, hours, closures] = await Promise.all([
    db.query<{ id: number; national_holiday_hours: HolidayHours }>(
      'select id, national_holiday_hours from stores where id = any($1::int[])',
      [storeIds],
    ),
    businessHoursIn(db, storeIds).then(rowsByStore),
    closuresIn(db, storeIds, span).then(rowsByStore),
  ]);
  const schedules = new Map<number, StoreSchedule>();
  for (const store of stores.rows) {
    schedules.set(store.id, {
      business_hours: hours.get(store.id) ?? [],
      national_holiday_hours: store.national_holiday_hours,
      closures: closures.get(store.id) ?? [],
    });
  }
  return schedules;
}

export async function storeNameTaken(db: Queryable, name: string, exceptId = 0): Promise<boolean> {
  const { rows } = await db.query('select 1 from stores where name = $1 and id <> $2', [name, exceptId]);
  return rows.length > 0;
}

export async function insertStore(
  db: Queryable,
  fields: StoreFields,
  staffId: number,
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into stores (${FIELDS.join(', ')}, address, created_by, updated_by, created_at, updated_at)
     values (${FIELDS.map((_, i) => `$${i + 1}`).join(', ')}, $${FIELDS.length + 1}, $${FIELDS.length + 2},
       $${FIELDS.length + 2}, $${FIELDS.length + 3}, $${FIELDS.length + 3})
     returning id`,
    [...FIELDS.map((f) => fields[f]), addressLine(fields), staffId, now],
  );
  return (rows[0] as { id: number }).id;
}

export async function updateStoreRow(
  db: Queryable,
  id: number,
  fields: StoreFields,
  staffId: number,
  now: Date,
): Promise<void> {
  await db.query(
    `update stores set ${FIELDS.map((f, i) => `${f} = $${i + 2}`).join(', ')},
       address = $${FIELDS.length + 2}, updated_by = $${FIELDS.length + 3}, updated_at = $${FIELDS.length + 4}
     where id = $1`,
    [id, ...FIELDS.map((f) => fields[f]), addressLine(fields), staffId, now],
  );
}

/** Replaces the weekly hours and the closures with the form's. */
export async function replaceSchedule(
  db: Queryable,
  storeId: number,
  hours: readonly BusinessHours[],
  closures: readonly StoreClosure[],
): Promise<void> {
  await db.query('delete from store_business_hours where store_id = $1', [storeId]);
  await db.query('delete from store_closures where store_id = $1', [storeId]);
  if (hours.length > 0) {
    await db.query(
      `insert into store_business_hours (store_id, day_of_week, opens_at, closes_at)
       select $1::int, * from unnest($2::smallint[], $3::time[], $4::time[])`,
      [storeId, hours.map((h) => h.day_of_week), hours.map((h) => h.opens_at), hours.map((h) => h.closes_at)],
    );
  }
  if (closures.length > 0) {
    await db.query(
      `insert into store_closures (store_id, starts_on, ends_on, reason)
       select $1::int, * from unnest($2::date[], $3::date[], $4::text[])`,
      [
        storeId,
        closures.map((c) => c.starts_on),
        closures.map((c) => c.ends_on),
        closures.map((c) => c.reason),
      ],
    );
  }
}

/** What still belongs to a store and keeps it from being deleted. */
export async function storeUses(db: Queryable, storeId: number) {
  const { rows } = await db.query<{
    customers: number;
    staff: number;
    applications: number;
    classes: number;
  }>(
    `select (select count(*)::int from customers where store_id = $1) as customers,
            (select count(*)::int from staffs where store_id = $1) as staff,
            (select count(*)::int from pre_registrations where store_id = $1) as applications,
            (select count(*)::int from classes where store_id = $1) as classes`,
    [storeId],
  );
  return rows[0] as { customers: number; staff: number; applications: number; classes: number };
}

/** Names the store's logo (a photos key, or null for none), as a change by `staffId`. */
export async function setStoreLogoKey(
  db: Queryable,
  id: number,
  key: string | null,
  staffId: number,
  now: Date,
): Promise<void> {
  await db.query('update stores set logo_key = $2, updated_by = $3, updated_at = $4 where id = $1', [
    id,
    key,
    staffId,
    now,
  ]);
}

/** Whether `key` is some store's logo now (an old or removed logo's URL is no longer served). */
export async function isStoreLogo(db: Queryable, key: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from stores where logo_key = $1', [key]);
  return rows.length > 0;
}

export async function deleteStoreRow(db: Queryable, storeId: number): Promise<void> {
  await db.query('delete from stores where id = $1', [storeId]);
}
