import { type Day, todayInTokyo } from '@kayoi/domain/calendar';
import { type ImageType, sniffImageType } from '@kayoi/domain/files';
import {
  type CustomerFormValues,
  createCustomerFormSchema,
  createCustomerStatusFormSchema,
  customerContractFormSchema,
} from '@kayoi/domain/forms';
import { billingMessages, serverMessages, validationMessages } from '@kayoi/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError, type FieldErrors } from '../../http/envelope.ts';
import { parseForm, validationFailed, zodFieldErrors } from '../../http/formErrors.ts';
import type { MultipartBody } from '../../http/multipart.ts';
import { createGradeRepository } from '../grades/repository.ts';
import { copyPhoto, deletePhoto, keyOfPhotoPath, photoPath, savePhoto } from '../photos/photos.ts';
import { createProgramRepository } from '../programs/repository.ts';
import { createVisitRepository } from '../visits/repository.ts';
import { byCustomer, contractsInForce, createContractRepository, isInForce } from './contracts.ts';
import { customersCsv } from './csv.ts';
import { decodeCursor } from './list-pages.ts';
import {
  type CustomerFields,
  type CustomerFilters,
  type CustomerRow,
  type CustomerSort,
  type CustomerStatus,
  createCustomerRepository,
} from './repository.ts';
import { programsOf, toCustomerDetail, toCustomerListItem } from './views.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'events' | 'photos'>;

/** The caller of a customer operation: every customer row is read and written in `storeId`. */
export interface Actor {
  staffId: number;
  role: 'admin' | 'manager' | 'staff';
  storeId: number;
}

const c = validationMessages.customer;
const notFound = () => new ApiError(404, 'NOT_FOUND', serverMessages.notFound);

/** Tells the store's open screens that a customer changed (after the commit). */
function publishCustomerChange(deps: Deps, storeId: number, id: number) {
  deps.events.publish({
    type: 'customer.changed',
    store_id: storeId,
    payload: { id },
  });
}

export async function readCustomer(deps: Deps, actor: Actor, id: number, db: Queryable = deps.db) {
  const now = deps.config.now();
  const today = todayInTokyo(now);
  const customers = createCustomerRepository(db);
  const row = await customers.detailRow(actor.storeId, id);
  if (!row) throw notFound();
  // One after the other: `db` may be a transaction, whose connection runs one statement at a time.
  const contracts = await createContractRepository(db).ofCustomer(id, today);
  const history = await customers.statusHistory(id);
  const lastVisits = await createVisitRepository(db).lastCheckIns([id]);
  const inForce = contracts.filter((k) => isInForce(k, today));
  return toCustomerDetail(
    { ...row, programs: programsOf(inForce), last_visit_at: lastVisits.get(id) ?? null },
    contracts,
    history,
    now,
    today,
    deps.photos,
  );
}

/** 404 unless the customer is in the caller's store (for reads that need no more of the record). */
export async function requireCustomer(deps: Deps, actor: Actor, id: number): Promise<void> {
  if (!(await createCustomerRepository(deps.db).exists(actor.storeId, id))) throw notFound();
}

export interface CustomerListQuery {
  search?: string | undefined;
  member_number?: string | undefined;
  status?: CustomerStatus | undefined;
  program_id?: number | undefined;
  grade_id?: number | undefined;
  sort?: CustomerSort | undefined;
}

const filtersOf = (storeId: number, query: CustomerListQuery, today: Day): CustomerFilters => ({
  storeId,
  search: query.search,
  memberNumber: query.member_number,
  status: query.status,
  programId: query.program_id,
  gradeId: query.grade_id,
  sort: query.sort ?? 'name_kana',
  today,
});

/** One page of the store's customers, with the programs of their contracts in force and their last visit. */
export async function listCustomers(
  deps: Deps,
  actor: Pick<Actor, 'storeId'>,
  query: CustomerListQuery & { cursor?: string | undefined },
  page: { page: number; perPage: number },
) {
  const now = deps.config.now();
  const today = todayInTokyo(now);
  const filters = filtersOf(actor.storeId, query, today);
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, filters.sort);
  const { rows, ...listed } = await createCustomerRepository(deps.db).list(filters, { ...page, cursor });
  const ids = rows.map((row) => row.id);
  const [contracts, lastVisits] = await Promise.all([
    contractsInForce(deps.db, { customerIds: ids }, today),
    createVisitRepository(deps.db).lastCheckIns(ids),
  ]);
  const programs = byCustomer(contracts);
  const withExtras = (row: CustomerRow): CustomerRow => ({
    ...row,
    programs: programsOf(programs.get(row.id) ?? []),
    last_visit_at: lastVisits.get(row.id) ?? null,
  });
  return { items: rows.map((row) => toCustomerListItem(withExtras(row), now, deps.photos)), ...listed };
}

/** The CSV export of every matching customer (programs of the contracts in force today). */
export async function exportCustomers(deps: Deps, actor: Actor, query: CustomerListQuery) {
  const now = deps.config.now();
  const today = todayInTokyo(now);
  const [rows, contracts] = await Promise.all([
    createCustomerRepository(deps.db).exportRows(filtersOf(actor.storeId, query, today)),
    contractsInForce(deps.db, { storeId: actor.storeId }, today),
  ]);
  const programs = byCustomer(contracts);
  return customersCsv(
    rows.map((row) => ({ ...row, programs: programsOf(programs.get(row.id) ?? []) })),
    now,
  );
}

/** What the customer form offers: the store's programs and the grades. */
export async function customerFormOptions(deps: Deps, actor: Actor) {
  const [programs, grades] = await Promise.all([
    createProgramRepository(deps.db).activeOfStore(actor.storeId, todayInTokyo(deps.config.now())),
    createGradeRepository(deps.db).active(actor.storeId),
  ]);
  return { programs, grades };
}

/** The customer form's hint: the member number a customer saved now without one would get (not reserved). */
export async function nextMemberNumber(deps: Deps, actor: Actor) {
  return { member_number: await createCustomerRepository(deps.db).peekMemberNumber(actor.storeId) };
}

/** A page of the customer's visits, newest first. */
export async function customerVisits(
  deps: Deps,
  actor: Actor,
  id: number,
  page: { page: number; perPage: number },
) {
  await requireCustomer(deps, actor, id);
  return createVisitRepository(deps.db).pageOf(id, page);
}

/** The customer form parsed with the client's schema, the photo sniffed, and the database's own rules. */
async function parseCustomerForm(
  deps: Deps,
  actor: Actor,
  body: MultipartBody,
  exceptId?: number,
): Promise<{
  values: CustomerFormValues;
  photo: { bytes: Buffer; type: ImageType } | null;
}> {
  const { file } = body;
  const avatar =
    file && file.field === 'avatar'
      ? Object.assign(new Blob([new Uint8Array(file.bytes)], { type: file.mimetype }), {
          name: file.filename,
        })
      : undefined;
  const parsed = createCustomerFormSchema(() => deps.config.now()).safeParse({
    ...body.fields,
    ...(avatar ? { avatar } : {}),
  });
  const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  const type = file && !file.truncated ? sniffImageType(file.bytes) : null;
  if (file && !file.truncated && !type && !errors.avatar) {
    errors.avatar = [validationMessages.preRegistration.avatarNotImage];
  }
  if (parsed.success) {
    const { member_number, grade_id } = parsed.data;
    if (
      member_number &&
      (await createCustomerRepository(deps.db).memberNumberTaken(actor.storeId, member_number, exceptId))
    ) {
      errors.member_number = [c.memberNumberTaken];
    }
    if (grade_id != null && !(await createGradeRepository(deps.db).isOfStore(grade_id, actor.storeId))) {
      errors.grade_id = [c.gradeNotFound];
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw validationFailed(errors);
  return { values: parsed.data, photo: file && type ? { bytes: file.bytes, type } : null };
}

type NewCustomerFields = Omit<CustomerFields, 'member_number'>;

function storedFields(values: CustomerFormValues, today: string): NewCustomerFields {
  const orNull = <V>(value: V | undefined) => (value === undefined ? null : value);
  return {
    family_name: values.family_name,
    given_name: values.given_name,
    family_name_kana: values.family_name_kana,
    given_name_kana: values.given_name_kana,
    birth_date: orNull(values.birth_date),
    gender: orNull(values.gender),
    phone: orNull(values.phone),
    mobile: orNull(values.mobile),
    email: orNull(values.email),
    postal_code: orNull(values.postal_code),
    prefecture: orNull(values.prefecture),
    city: orNull(values.city),
    street_address: orNull(values.street_address),
    building: orNull(values.building),
    guardian_name: orNull(values.guardian_name),
    guardian_name_kana: orNull(values.guardian_name_kana),
    guardian_relationship: orNull(values.guardian_relationship),
    guardian_phone: orNull(values.guardian_phone),
    grade_id: orNull(values.grade_id),
    joined_on: values.joined_on ?? today,
    memo: orNull(values.memo),
    notes: orNull(values.notes),
  };
}

/** The unique index is the final word on member numbers: two desks saving at once get a 422, not a 500. */
async function uniqueMemberNumber<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      throw validationFailed({ member_number: [c.memberNumberTaken] });
    }
    throw error;
  }
}

/** A new member: the fields as stored, where the photo comes from, and the first line of the status history. */
export interface NewCustomer {
  storeId: number;
  fields: NewCustomerFields;
  /** The number chosen on the form; without one the store's next automatic number. */
  memberNumber?: string | undefined;
  /** An uploaded image, or a stored photo copied for the customer (a pre-registration's avatar). */
  photo: { bytes: Buffer; type: ImageType } | { copyOf: string } | null;
  preRegistrationId: number | null;
  /** The registration in the status history: by whom, from which day, and why. */
  registeredBy: number | null;
  registeredOn: Day;
  reason: string | null;
}

/**
 * 入会: the one way a customer is made (the customer form, and a pre-registration's conversion): member
 * number, photo, the record and its first status line ('active'), in the caller's transaction `tx`. After
 * the commit the caller calls `announce()` to tell the store's open screens.
 */
export async function createCustomer(
  deps: Deps,
  tx: Queryable,
  input: NewCustomer,
): Promise<{ id: number; announce: () => void }> {
  const customers = createCustomerRepository(tx);
  const memberNumber = await customers.claimMemberNumber(input.storeId, input.memberNumber);
  const { photo } = input;
  const key = !photo
    ? null
    : 'copyOf' in photo
      ? await copyPhoto(tx, photo.copyOf)
      : await savePhoto(tx, photo.bytes, photo.type);
  const now = deps.config.now();
  const id = await customers.insert(
    input.storeId,
    { ...input.fields, member_number: memberNumber },
    { photoPath: photoPath(key), preRegistrationId: input.preRegistrationId, now },
  );
  await customers.recordStatusChange({
    customerId: id,
    from: null,
    to: 'active',
    effectiveOn: input.registeredOn,
    reason: input.reason,
    staffId: input.registeredBy,
    now,
  });
  return { id, announce: () => publishCustomerChange(deps, input.storeId, id) };
}

/** The customer form's 新規登録. */
export async function registerCustomer(deps: Deps, actor: Actor, body: MultipartBody) {
  const { values, photo } = await parseCustomerForm(deps, actor, body);
  const today = todayInTokyo(deps.config.now());
  const { detail, created } = await uniqueMemberNumber(() =>
    deps.db.transaction(async (tx) => {
      const created = await createCustomer(deps, tx, {
        storeId: actor.storeId,
        fields: storedFields(values, today),
        memberNumber: values.member_number,
        photo,
        preRegistrationId: null,
        registeredBy: actor.staffId,
        registeredOn: values.joined_on ?? today,
        reason: null,
      });
      return { detail: await readCustomer(deps, actor, created.id, tx), created };
    }),
  );
  created.announce();
  return detail;
}

export async function updateCustomer(deps: Deps, actor: Actor, id: number, body: MultipartBody) {
  if (body.fields._method !== 'PUT') throw validationFailed({ _method: ['_methodの値が正しくありません'] });
  await readCustomer(deps, actor, id);
  const { values, photo } = await parseCustomerForm(deps, actor, body, id);
  const now = deps.config.now();
  const detail = await uniqueMemberNumber(() =>
    deps.db.transaction(async (tx) => {
      const customers = createCustomerRepository(tx);
      const current = await customers.findForUpdate(actor.storeId, id);
      if (!current) throw notFound();
      const oldKey = keyOfPhotoPath(current.photo_path);
      let key = oldKey;
      if (photo) key = await savePhoto(tx, photo.bytes, photo.type);
      else if (values.remove_avatar) key = null;
      const memberNumber =
        values.member_number && values.member_number !== current.member_number
          ? await customers.claimMemberNumber(actor.storeId, values.member_number)
          : current.member_number;
      const fields = { ...storedFields(values, todayInTokyo(now)), member_number: memberNumber };
      // An edit without a join date keeps the one on record.
      if (!values.joined_on) fields.joined_on = current.joined_on;
      await customers.updateFields(id, fields, { photoPath: photoPath(key), now });
      if (key !== oldKey) await deletePhoto(tx, oldKey);
      return readCustomer(deps, actor, id, tx);
    }),
  );
  publishCustomerChange(deps, actor.storeId, id);
  return detail;
}

export async function changeCustomerStatus(deps: Deps, actor: Actor, id: number, input: unknown) {
  const values = parseForm(
    createCustomerStatusFormSchema(() => deps.config.now()),
    input,
  );
  if (values.status === 'withdrawn' && actor.role === 'staff') {
    throw new ApiError(403, 'FORBIDDEN', c.withdrawForbidden);
  }
  // 退会 goes through the store's rules (issue 29 §3: requestMembershipChange — the deadline, the month end, the
  // seat offered to the waiting list, its cancel): never a bare status change.
  if (values.status === 'withdrawn') throw validationFailed({ status: [c.withdrawByRequest] });
  const now = deps.config.now();
  const today = todayInTokyo(now);
  const effectiveOn = values.effective_on ?? today;
  const detail = await deps.db.transaction(async (tx) => {
    const customers = createCustomerRepository(tx);
    const current = await customers.findForUpdate(actor.storeId, id);
    if (!current) throw notFound();
    if (current.status === values.status) throw validationFailed({ status: [c.statusUnchanged] });
    await customers.recordStatusChange({
      customerId: id,
      from: current.status,
      to: values.status,
      effectiveOn,
      reason: values.reason ?? null,
      staffId: actor.staffId,
      now,
    });
    return readCustomer(deps, actor, id, tx);
  });
  publishCustomerChange(deps, actor.storeId, id);
  return detail;
}

export async function deleteCustomer(deps: Deps, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    const customers = createCustomerRepository(tx);
    const current = await customers.findForUpdate(actor.storeId, id);
    if (!current) throw notFound();
    try {
      await customers.delete(id);
    } catch (error) {
      // Invoices, payments and adjustments (billing, issue 15) point at the customer without a cascade:
      // financial records are never deleted, so neither is their customer (退会 keeps them).
      if ((error as { code?: string } | null)?.code === '23503') {
        throw new ApiError(409, 'CONFLICT', billingMessages.customerHasInvoices);
      }
      throw error;
    }
    await deletePhoto(tx, keyOfPhotoPath(current.photo_path));
  });
  publishCustomerChange(deps, actor.storeId, id);
}

/** Adds or replaces a contract: the program must be one of the store's, the rest is the form's rules. */
export async function saveCustomerContract(
  deps: Deps,
  actor: Actor,
  id: number,
  input: unknown,
  contractId?: number,
) {
  const values = parseForm(customerContractFormSchema, input);
  if (
    values.program_id != null &&
    !(await createProgramRepository(deps.db).isOfStore(values.program_id, actor.storeId))
  ) {
    throw validationFailed({ program_id: [c.programNotFound] });
  }
  const detail = await deps.db.transaction(async (tx) => {
    const current = await createCustomerRepository(tx).findForUpdate(actor.storeId, id);
    if (!current) throw notFound();
    const contracts = createContractRepository(tx);
    if (contractId !== undefined && !(await contracts.belongsTo(contractId, id))) throw notFound();
    await contracts.save(
      id,
      {
        program_id: values.program_id ?? null,
        plan_name: values.plan_name,
        monthly_fee: values.monthly_fee,
        starts_on: values.starts_on,
        ends_on: values.ends_on ?? null,
        time_slots: values.time_slots,
      },
      contractId,
    );
    return readCustomer(deps, actor, id, tx);
  });
  publishCustomerChange(deps, actor.storeId, id);
  return detail;
}

export async function deleteCustomerContract(deps: Deps, actor: Actor, id: number, contractId: number) {
  const detail = await deps.db.transaction(async (tx) => {
    const current = await createCustomerRepository(tx).findForUpdate(actor.storeId, id);
    if (!current) throw notFound();
    if (!(await createContractRepository(tx).remove(contractId, id))) throw notFound();
    return readCustomer(deps, actor, id, tx);
  });
  publishCustomerChange(deps, actor.storeId, id);
  return detail;
}
