import { addDays, addMonths } from '@kayoi/domain/calendar';
import { type StoreFormValues, storeFormSchema } from '@kayoi/domain/forms';
import { formatMessage, masterFieldLabels, masterMessages } from '@kayoi/domain/messages';
import { regularClosedDays, storeMonth } from '@kayoi/domain/store-calendar';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { parseForm } from '../../http/formErrors.ts';
import { changedFields, masterMeta } from '../master-data/history.ts';
import { inUse, type MasterActor, nameTaken, notFound, type Page } from '../master-data/rules.ts';
import { masterWrites } from '../master-data/writes.ts';
import { deletePhoto } from '../photos/photos.ts';
import {
  businessHoursOf,
  closuresOf,
  deleteStoreRow,
  findStoreRow,
  insertStore,
  listStoreRows,
  replaceSchedule,
  type StoreFields,
  storeNameTaken,
  storeScheduleOf,
  storeUses,
  updateStoreRow,
} from './master-repository.ts';

// The store master (issue 13): admins create, edit and delete stores; everyone reads their own store and its
// calendar (admins any store).

type Deps = Pick<AppContext, 'db' | 'config'>;

const L = masterFieldLabels.store;

/** Admins read any store; the others their own only (another store's id is 404). */
function assertReadable(actor: Pick<MasterActor, 'role' | 'storeId'>, storeId: number) {
  if (actor.role !== 'admin' && actor.storeId !== storeId) throw notFound();
}

export async function listStores(
  deps: Deps,
  filters: { search: string | null; isActive: boolean | undefined },
  page: Page,
) {
  return listStoreRows(deps.db, filters, page);
}

/** The public URL of a store's logo (logo.ts serves it): a new key for each upload, so what is behind a URL never changes. */
export const logoUrl = (key: string | null) => (key ? `/storage/logos/${key}` : null);

/** The whole record of a store (StoreDetail). */
export async function storeDetail(db: Queryable, storeId: number) {
  const row = await findStoreRow(db, storeId);
  if (!row) throw notFound();
  const [hours, closures, meta] = await Promise.all([
    businessHoursOf(db, storeId),
    closuresOf(db, storeId),
    masterMeta(db, 'store', storeId, row),
  ]);
  return {
    id: row.id,
    name: row.name,
    name_kana: row.name_kana,
    postal_code: row.postal_code,
    prefecture: row.prefecture,
    city: row.city,
    street_address: row.street_address,
    building: row.building,
    address: row.address,
    phone: row.phone,
    email: row.email,
    company_name: row.company_name,
    logo_url: logoUrl(row.logo_key),
    invoice_registration_number: row.invoice_registration_number,
    business_hours: hours,
    regular_closed_days: regularClosedDays(hours),
    national_holiday_hours: row.national_holiday_hours,
    closures,
    is_active: row.is_active,
    ...meta,
  };
}

export async function readStore(deps: Deps, actor: Pick<MasterActor, 'role' | 'storeId'>, storeId: number) {
  assertReadable(actor, storeId);
  return storeDetail(deps.db, storeId);
}

/** The store on each day of a month ('YYYY-MM'): open with its hours, or closed and why. */
export async function storeCalendar(
  deps: Deps,
  actor: Pick<MasterActor, 'role' | 'storeId'>,
  storeId: number,
  month: string,
) {
  assertReadable(actor, storeId);
  const first = `${month}-01`;
  const span = { from: first, to: addDays(addMonths(first, 1), -1) };
  const schedule = await storeScheduleOf(deps.db, storeId, span);
  if (!schedule) throw notFound();
  return { store_id: storeId, month, days: storeMonth(month, schedule) };
}

const orNull = <V>(value: V | undefined) => (value === undefined ? null : value);

function storedFields(values: StoreFormValues): StoreFields {
  return {
    name: values.name,
    name_kana: values.name_kana,
    postal_code: values.postal_code,
    prefecture: values.prefecture,
    city: values.city,
    street_address: values.street_address,
    building: orNull(values.building),
    phone: values.phone,
    email: orNull(values.email),
    company_name: orNull(values.company_name),
    invoice_registration_number: orNull(values.invoice_registration_number),
    national_holiday_hours: values.national_holiday_hours,
    is_active: values.is_active,
  };
}

/** What an edit compares to say which fields it changed. */
const comparable = (detail: Awaited<ReturnType<typeof storeDetail>>) => ({
  ...Object.fromEntries(
    Object.keys(masterFieldLabels.store)
      .filter((key) => !key.includes('.'))
      .map((key) => [key, (detail as Record<string, unknown>)[key] ?? null]),
  ),
  closures: detail.closures.map(({ starts_on, ends_on, reason }) => ({ starts_on, ends_on, reason })),
});

const stores = masterWrites<StoreFormValues, unknown>({
  entity: 'store',
  nameLabel: L.name,
  async parse(deps, _actor, input, exceptId) {
    const values = parseForm(storeFormSchema, input);
    if (await storeNameTaken(deps.db, values.name, exceptId)) throw nameTaken(L.name);
    return values;
  },
  // Admins only (the operations' roles); a store is its own record, filed under itself (under none once gone).
  find: (db, _actor, id, forUpdate) => findStoreRow(db, id, forUpdate),
  storeOf: (_actor, id, action) => (action === 'deleted' ? null : id),
  detail: (db, _actor, id) => storeDetail(db, id),
  async insert(tx, actor, values, now) {
    const id = await insertStore(tx, storedFields(values), actor.staffId, now);
    await replaceSchedule(tx, id, values.business_hours, values.closures);
    return id;
  },
  async update(tx, actor, id, _row, values, now) {
    const before = comparable(await storeDetail(tx, id));
    await updateStoreRow(tx, id, storedFields(values), actor.staffId, now);
    await replaceSchedule(tx, id, values.business_hours, values.closures);
    return changedFields(before, comparable(await storeDetail(tx, id)));
  },
  /** A store goes only when nothing is left in it: the refusal lists what is. */
  async remove(tx, _actor, id) {
    const uses = await storeUses(tx, id);
    const parts = [
      uses.customers > 0 ? formatMessage(masterMessages.storeUseCustomers, { count: uses.customers }) : null,
      uses.staff > 0 ? formatMessage(masterMessages.storeUseStaff, { count: uses.staff }) : null,
      uses.applications > 0
        ? formatMessage(masterMessages.storeUseApplications, { count: uses.applications })
        : null,
      uses.classes > 0 ? formatMessage(masterMessages.storeUseClasses, { count: uses.classes }) : null,
    ].filter((part): part is string => part !== null);
    if (parts.length > 0) throw inUse(masterMessages.storeInUse, { uses: parts.join('・') });
    const logo = (await findStoreRow(tx, id))?.logo_key ?? null;
    await deleteStoreRow(tx, id);
    await deletePhoto(tx, logo);
  },
});

export const createStore = stores.create;
export const updateStore = stores.update;
export const deleteStore = stores.delete;
