import { todayInTokyo } from '@kayoi/domain/calendar';
import { type ImageType, sniffImageType } from '@kayoi/domain/files';
import {
  type CustomerFormValues,
  createCustomerFormSchema,
  createCustomerStatusFormSchema,
  customerContractFormSchema,
} from '@kayoi/domain/forms';
import { serverMessages, validationMessages } from '@kayoi/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError, type FieldErrors } from '../../http/envelope.ts';
import { parseForm, validationFailed, zodFieldErrors } from '../../http/formErrors.ts';
import type { MultipartBody } from '../../http/multipart.ts';
import { deletePhoto, keyOfPhotoPath, photoPath, savePhoto } from '../photos/photos.ts';
import {
  type CustomerFields,
  claimMemberNumber,
  customerExists,
  findCustomerDetail,
  findCustomerForUpdate,
  insertCustomer,
  memberNumberTaken,
  recordStatusChange,
  saveContract,
  updateCustomerFields,
} from './repository.ts';

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
export function publishCustomerChange(deps: Deps, storeId: number, id: number) {
  deps.events.publish({
    type: 'customer.changed',
    store_id: storeId,
    payload: { id },
  });
}

export async function readCustomer(deps: Deps, actor: Actor, id: number, db: Queryable = deps.db) {
  const now = deps.config.now();
  const detail = await findCustomerDetail(db, actor.storeId, id, now, todayInTokyo(now), deps.photos);
  if (!detail) throw notFound();
  return detail;
}

/** 404 unless the customer is in the caller's store (for reads that need no more of the record). */
export async function requireCustomer(deps: Deps, actor: Actor, id: number): Promise<void> {
  if (!(await customerExists(deps.db, actor.storeId, id))) throw notFound();
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
    if (member_number && (await memberNumberTaken(deps.db, actor.storeId, member_number, exceptId))) {
      errors.member_number = [c.memberNumberTaken];
    }
    if (grade_id != null) {
      const { rows } = await deps.db.query('select 1 from grades where id = $1', [grade_id]);
      if (rows.length === 0) errors.grade_id = [c.gradeNotFound];
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw validationFailed(errors);
  return { values: parsed.data, photo: file && type ? { bytes: file.bytes, type } : null };
}

function storedFields(values: CustomerFormValues, memberNumber: string, today: string): CustomerFields {
  const orNull = <V>(value: V | undefined) => (value === undefined ? null : value);
  return {
    member_number: memberNumber,
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

export async function createCustomer(deps: Deps, actor: Actor, body: MultipartBody) {
  const { values, photo } = await parseCustomerForm(deps, actor, body);
  const now = deps.config.now();
  const today = todayInTokyo(now);
  const detail = await uniqueMemberNumber(() =>
    deps.db.transaction(async (tx) => {
      const memberNumber = await claimMemberNumber(tx, actor.storeId, values.member_number);
      const key = photo ? await savePhoto(tx, photo.bytes, photo.type) : null;
      const id = await insertCustomer(tx, actor.storeId, storedFields(values, memberNumber, today), {
        photoPath: photoPath(key),
        preRegistrationId: null,
        now,
      });
      await recordStatusChange(tx, {
        customerId: id,
        from: null,
        to: 'active',
        effectiveOn: values.joined_on ?? today,
        reason: null,
        staffId: actor.staffId,
        now,
      });
      return readCustomer(deps, actor, id, tx);
    }),
  );
  publishCustomerChange(deps, actor.storeId, detail.id);
  return detail;
}

export async function updateCustomer(deps: Deps, actor: Actor, id: number, body: MultipartBody) {
  if (body.fields._method !== 'PUT') throw validationFailed({ _method: ['_methodの値が正しくありません'] });
  await readCustomer(deps, actor, id);
  const { values, photo } = await parseCustomerForm(deps, actor, body, id);
  const now = deps.config.now();
  const detail = await uniqueMemberNumber(() =>
    deps.db.transaction(async (tx) => {
      const current = await findCustomerForUpdate(tx, actor.storeId, id);
      if (!current) throw notFound();
      const { rows } = await tx.query<{ member_number: string; joined_on: string | null }>(
        'select member_number, joined_on from customers where id = $1',
        [id],
      );
      const existing = rows[0] as { member_number: string; joined_on: string | null };
      const oldKey = keyOfPhotoPath(current.photo_path);
      let key = oldKey;
      if (photo) key = await savePhoto(tx, photo.bytes, photo.type);
      else if (values.remove_avatar) key = null;
      const memberNumber =
        values.member_number && values.member_number !== existing.member_number
          ? await claimMemberNumber(tx, actor.storeId, values.member_number)
          : existing.member_number;
      const fields = storedFields(values, memberNumber, todayInTokyo(now));
      // An edit without a join date keeps the one on record.
      if (!values.joined_on) fields.joined_on = existing.joined_on;
      await updateCustomerFields(tx, id, fields, { photoPath: photoPath(key), now });
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
  const now = deps.config.now();
  const today = todayInTokyo(now);
  const effectiveOn = values.effective_on ?? today;
  const detail = await deps.db.transaction(async (tx) => {
    const current = await findCustomerForUpdate(tx, actor.storeId, id);
    if (!current) throw notFound();
    if (current.status === values.status) throw validationFailed({ status: [c.statusUnchanged] });
    await recordStatusChange(tx, {
      customerId: id,
      from: current.status,
      to: values.status,
      effectiveOn,
      reason: values.reason ?? null,
      staffId: actor.staffId,
      now,
    });
    // 退会 ends what the member still had running, on the day it takes effect.
    if (values.status === 'withdrawn') {
      await tx.query(
        `update customer_contracts set ends_on = greatest(starts_on, $2::date)
         where customer_id = $1 and (ends_on is null or ends_on > $2::date)`,
        [id, effectiveOn],
      );
      await tx.query(
        'update class_enrollments set ended_on = $2::date where customer_id = $1 and ended_on is null',
        [id, effectiveOn],
      );
    }
    return readCustomer(deps, actor, id, tx);
  });
  publishCustomerChange(deps, actor.storeId, id);
  return detail;
}

export async function deleteCustomer(deps: Deps, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    const current = await findCustomerForUpdate(tx, actor.storeId, id);
    if (!current) throw notFound();
    await tx.query('delete from customers where id = $1', [id]);
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
  if (values.program_id != null) {
    const { rows } = await deps.db.query('select 1 from programs where id = $1 and store_id = $2', [
      values.program_id,
      actor.storeId,
    ]);
    if (rows.length === 0) throw validationFailed({ program_id: [c.programNotFound] });
  }
  const detail = await deps.db.transaction(async (tx) => {
    const current = await findCustomerForUpdate(tx, actor.storeId, id);
    if (!current) throw notFound();
    if (contractId !== undefined) {
      const { rows } = await tx.query('select 1 from customer_contracts where id = $1 and customer_id = $2', [
        contractId,
        id,
      ]);
      if (rows.length === 0) throw notFound();
    }
    await saveContract(
      tx,
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
    const current = await findCustomerForUpdate(tx, actor.storeId, id);
    if (!current) throw notFound();
    const { rows } = await tx.query(
      'delete from customer_contracts where id = $1 and customer_id = $2 returning id',
      [contractId, id],
    );
    if (rows.length === 0) throw notFound();
    return readCustomer(deps, actor, id, tx);
  });
  publishCustomerChange(deps, actor.storeId, id);
  return detail;
}
