import { todayInTokyo } from '@kayoi/domain/calendar';
import { normalizePhone, normalizePostalCode } from '@kayoi/domain/contact';
import { type ImageType, sniffImageType } from '@kayoi/domain/files';
import {
  createPreRegistrationPublicFormSchema,
  createPreRegistrationStaffEditFormSchema,
  preRegistrationStatusFormSchema,
} from '@kayoi/domain/forms';
import { preRegistrationMessages, serverMessages, validationMessages } from '@kayoi/domain/messages';
import { canChangePreRegistrationStatus } from '@kayoi/domain/status';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import type { PayloadOf } from '../../events/bus.ts';
import { ApiError, type FieldErrors } from '../../http/envelope.ts';
import { validationFailed, zodFieldErrors } from '../../http/formErrors.ts';
import type { MultipartBody } from '../../http/multipart.ts';
import { enrolConvertedMember } from '../classes/enrollments.ts';
import { openProgramContract } from '../customers/contracts.ts';
import { createCustomer } from '../customers/use-cases.ts';
import { deletePhoto, savePhoto } from '../photos/photos.ts';
import { createProgramRepository } from '../programs/repository.ts';
import { createStoreRepository } from '../stores/repository.ts';
import {
  createPreRegistrationRepository,
  type PreRegistrationFields,
  type PreRegistrationRow,
  type PreRegistrationStatus,
  toPreRegistration,
} from './repository.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'events' | 'photos'>;

/** Who is acting: admins reach every store's records, the others only their own store's. */
export interface Actor {
  staffId: number;
  role: 'admin' | 'manager' | 'staff';
  storeId: number | null;
}

const invalidTransition = (message: string) => new ApiError(422, 'INVALID_STATUS_TRANSITION', message);
const notFound = () => new ApiError(404, 'NOT_FOUND', serverMessages.notFound);

/** The one place a status may change (seed §4); converting has its own use case. */
export function assertTransition(from: PreRegistrationStatus, to: PreRegistrationStatus): void {
  if (from === 'converted') throw invalidTransition(preRegistrationMessages.convertedIsFinal);
  if (!canChangePreRegistrationStatus(from, to)) {
    throw invalidTransition(preRegistrationMessages.transitionNotAllowed);
  }
}

function publishChange(
  deps: Deps,
  row: { id: number; store_id: number; status: PayloadOf<'pre_registration.changed'>['status'] },
) {
  deps.events.publish({
    type: 'pre_registration.changed',
    store_id: row.store_id,
    payload: { id: row.id, status: row.status },
  });
}

/**
 * Parses a posted form with the client's own schema (same messages), then checks what only the server can:
 * the avatar's bytes really are a jpeg/png/gif, and the store and desired program exist and are open.
 */
async function parsePreRegistrationForm<
  T extends { store_id: number; desired_program_id?: number | null | undefined },
>(
  db: Queryable,
  schema: z.ZodType<T>,
  body: MultipartBody,
): Promise<{ values: T; avatar: { bytes: Buffer; type: ImageType } | null }> {
  const { file } = body;
  const avatar =
    file && file.field === 'avatar'
      ? Object.assign(new Blob([new Uint8Array(file.bytes)], { type: file.mimetype }), {
          name: file.filename,
        })
      : undefined;
  const parsed = schema.safeParse({ ...body.fields, ...(avatar ? { avatar } : {}) });
  const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  const type = file && !file.truncated ? sniffImageType(file.bytes) : null;
  if (file && !file.truncated && !type && !errors.avatar) {
    errors.avatar = [validationMessages.preRegistration.avatarNotImage];
  }
  if (parsed.success) {
    const { store_id, desired_program_id } = parsed.data;
    if (!(await createStoreRepository(db).isOpen(store_id))) {
      errors.store_id = [preRegistrationMessages.storeNotFound];
    } else if (
      desired_program_id != null &&
      !(await createProgramRepository(db).isOfferedBy(desired_program_id, store_id))
    ) {
      errors.desired_program_id = [preRegistrationMessages.programNotFound];
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw validationFailed(errors);
  return { values: parsed.data, avatar: file && type ? { bytes: file.bytes, type } : null };
}

type GuardianField = 'guardian_name' | 'guardian_name_kana' | 'guardian_relationship' | 'guardian_phone';

function storedFields(
  values: Omit<PreRegistrationFields, 'phone' | GuardianField> & Record<string, unknown>,
): PreRegistrationFields {
  const orNull = <V>(value: V | undefined) => (value === undefined ? null : value);
  return {
    store_id: values.store_id,
    family_name: values.family_name,
    given_name: values.given_name,
    family_name_kana: values.family_name_kana,
    given_name_kana: values.given_name_kana,
    birth_date: values.birth_date,
    gender: values.gender,
    phone: orNull(values.phone as string | undefined),
    mobile: values.mobile,
    email: values.email,
    postal_code: values.postal_code,
    region: orNull(values.region),
    prefecture: values.prefecture,
    city: values.city,
    street_address: values.street_address,
    building: orNull(values.building),
    desired_program_id: orNull(values.desired_program_id),
    desired_join_date: orNull(values.desired_join_date),
    desired_visit_date: orNull(values.desired_visit_date),
    guardian_name: orNull(values.guardian_name as string | undefined),
    guardian_name_kana: orNull(values.guardian_name_kana as string | undefined),
    guardian_relationship: orNull(values.guardian_relationship as string | undefined),
    guardian_phone: orNull(values.guardian_phone as string | undefined),
    notes: orNull(values.notes),
  };
}

async function readVisible(db: Queryable, actor: Actor, id: number, forUpdate = false) {
  const row = await createPreRegistrationRepository(db).find(id, { forUpdate });
  if (!row || (actor.role !== 'admin' && row.store_id !== actor.storeId)) throw notFound();
  return row;
}

export async function submitPublicPreRegistration(deps: Deps, body: MultipartBody, clientIp: string | null) {
  const schema = createPreRegistrationPublicFormSchema(() => deps.config.now());
  const { values, avatar } = await parsePreRegistrationForm(deps.db, schema, body);
  const row = await deps.db.transaction(async (tx) => {
    const avatarKey = avatar ? await savePhoto(tx, avatar.bytes, avatar.type) : null;
    const preRegistrations = createPreRegistrationRepository(tx);
    const id = await preRegistrations.insert(storedFields(values as never), {
      avatarKey,
      clientIp,
      now: deps.config.now(),
    });
    return (await preRegistrations.find(id)) as PreRegistrationRow;
  });
  publishChange(deps, row);
  return toPreRegistration(row, deps.photos);
}

export async function updatePreRegistration(deps: Deps, actor: Actor, id: number, body: MultipartBody) {
  if (body.fields._method !== 'PUT') {
    throw validationFailed({ _method: ['_methodの値が正しくありません'] });
  }
  const current = await readVisible(deps.db, actor, id);
  if (current.status === 'converted') {
    throw new ApiError(409, 'CONFLICT', preRegistrationMessages.convertedCannotBeEdited);
  }
  const schema = createPreRegistrationStaffEditFormSchema(() => deps.config.now());
  const { values, avatar } = await parsePreRegistrationForm(deps.db, schema, body);
  if (actor.role !== 'admin' && values.store_id !== actor.storeId) {
    throw validationFailed({ store_id: [preRegistrationMessages.storeNotFound] });
  }
  const row = await deps.db.transaction(async (tx) => {
    const locked = await readVisible(tx, actor, id, true);
    if (locked.status === 'converted') {
      throw new ApiError(409, 'CONFLICT', preRegistrationMessages.convertedCannotBeEdited);
    }
    const now = deps.config.now();
    const preRegistrations = createPreRegistrationRepository(tx);
    await preRegistrations.updateFields(id, storedFields(values as never), now);
    if (values.status !== undefined && values.status !== locked.status) {
      await moveStatus(tx, locked, values.status, now);
    }
    if (avatar) {
      const key = await savePhoto(tx, avatar.bytes, avatar.type);
      await preRegistrations.setAvatar(id, key);
      await deletePhoto(tx, locked.avatar_key);
    }
    return (await preRegistrations.find(id)) as PreRegistrationRow;
  });
  publishChange(deps, row);
  return toPreRegistration(row, deps.photos);
}

async function moveStatus(
  tx: Queryable,
  row: PreRegistrationRow,
  to: PreRegistrationStatus,
  now: Date,
  notes?: string | null,
) {
  assertTransition(row.status, to);
  await createPreRegistrationRepository(tx).setStatus(row.id, to, now, notes);
}

export async function changePreRegistrationStatus(deps: Deps, actor: Actor, id: number, input: unknown) {
  const parsed = preRegistrationStatusFormSchema.safeParse(input);
  // A missing or unknown status first: that is what the dialog asks for.
  if (!parsed.success) throw validationFailed(zodFieldErrors(parsed.error));
  const row = await deps.db.transaction(async (tx) => {
    const current = await readVisible(tx, actor, id, true);
    await moveStatus(tx, current, parsed.data.status, deps.config.now(), parsed.data.notes ?? null);
    return (await createPreRegistrationRepository(tx).find(id)) as PreRegistrationRow;
  });
  publishChange(deps, row);
  return toPreRegistration(row, deps.photos);
}

export async function confirmPreRegistration(deps: Deps, actor: Actor, id: number) {
  const row = await deps.db.transaction(async (tx) => {
    const current = await readVisible(tx, actor, id, true);
    if (current.status !== 'pending')
      throw invalidTransition(preRegistrationMessages.onlyPendingCanBeConfirmed);
    await moveStatus(tx, current, 'confirmed', deps.config.now());
    return (await createPreRegistrationRepository(tx).find(id)) as PreRegistrationRow;
  });
  publishChange(deps, row);
  return toPreRegistration(row, deps.photos);
}

/**
 * 本登録: one transaction creates the customer (through the customers module's createCustomer: member number,
 * photo copy, registration in the status history) and marks the pre-registration converted. The row lock
 * makes a second, concurrent convert wait and then see `converted` (409), so there is never a half-converted
 * record or a duplicate customer.
 */
export async function convertPreRegistration(
  deps: Deps,
  actor: Actor,
  id: number,
  input: { class_id?: number; grade_id?: number | null } = {},
) {
  const result = await deps.db.transaction(async (tx) => {
    const current = await readVisible(tx, actor, id, true);
    if (current.status === 'converted') {
      throw new ApiError(409, 'CONFLICT', preRegistrationMessages.alreadyConverted);
    }
    if (current.status === 'cancelled')
      throw invalidTransition(preRegistrationMessages.cancelledCannotConvert);
    const now = deps.config.now();
    const today = todayInTokyo(now);
    const customer = await createCustomer(deps, tx, {
      storeId: current.store_id,
      fields: {
        family_name: current.family_name,
        given_name: current.given_name,
        family_name_kana: current.family_name_kana,
        given_name_kana: current.given_name_kana,
        birth_date: current.birth_date,
        gender: current.gender,
        // Kept as the customer form keeps them (an application saved before may read 1540004).
        phone: current.phone && normalizePhone(current.phone),
        mobile: current.mobile && normalizePhone(current.mobile),
        email: current.email,
        postal_code: current.postal_code && normalizePostalCode(current.postal_code),
        prefecture: current.prefecture,
        city: [current.region, current.city].filter(Boolean).join(' ') || current.city,
        street_address: current.street_address,
        building: current.building,
        // The guardian the applicant named (a child's form): the customer is not left without one.
        guardian_name: current.guardian_name,
        guardian_name_kana: current.guardian_name_kana,
        guardian_relationship: current.guardian_relationship,
        guardian_phone: current.guardian_phone,
        // A trial's suggested grade (issue 29) when the trial converts; none from the desk's 本登録.
        grade_id: input.grade_id ?? null,
        joined_on: current.desired_join_date ?? today,
        memo: null,
        notes: current.notes,
      },
      photo: current.avatar_key ? { copyOf: current.avatar_key } : null,
      preRegistrationId: current.id,
      registeredBy: actor.staffId,
      registeredOn: today,
      reason: '仮登録から本登録',
    });
    await placeConvertedMember(tx, deps, actor, current, customer.id, input.class_id);
    const preRegistrations = createPreRegistrationRepository(tx);
    await preRegistrations.markConverted(id, customer.id, now);
    return { row: (await preRegistrations.find(id)) as PreRegistrationRow, customer };
  });
  publishChange(deps, result.row);
  result.customer.announce();
  return { pre_registration: toPreRegistration(result.row, deps.photos), customer_id: result.customer.id };
}

/**
 * The applicant's desired program becomes a contract and their desired class a place (issue 29): with a class,
 * the class enrolment (which makes its program's contract); with a desired program alone, its contract.
 */
async function placeConvertedMember(
  tx: Queryable,
  deps: Deps,
  actor: Actor,
  current: PreRegistrationRow,
  customerId: number,
  classId: number | undefined,
) {
  const startsOn = current.desired_join_date ?? todayInTokyo(deps.config.now());
  if (classId !== undefined) {
    const member = { id: customerId, name: `${current.family_name} ${current.given_name}` };
    const classActor = { staffId: actor.staffId, role: actor.role, storeId: current.store_id };
    await enrolConvertedMember(tx, deps, classActor, classId, member, startsOn);
  } else if (current.desired_program_id !== null) {
    await openProgramContract(tx, customerId, current.desired_program_id, startsOn);
  }
}

export async function deletePreRegistration(deps: Deps, actor: Actor, id: number) {
  const row = await deps.db.transaction(async (tx) => {
    const current = await readVisible(tx, actor, id, true);
    await createPreRegistrationRepository(tx).delete(id);
    await deletePhoto(tx, current.avatar_key);
    return current;
  });
  publishChange(deps, { ...row, status: 'deleted' });
}

export async function getPreRegistration(deps: Deps, actor: Actor, id: number) {
  return toPreRegistration(await readVisible(deps.db, actor, id), deps.photos);
}
