import { randomBytes } from 'node:crypto';
import { AVATAR_MAX_BYTES } from '@kayoi/domain/constants';
import { sniffImageType } from '@kayoi/domain/files';
import { type StaffFormValues, staffFormSchema, staffRetireFormSchema } from '@kayoi/domain/forms';
import { staffMessages as m, serverMessages, staffValidationMessages } from '@kayoi/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { parseForm, validationFailed } from '../../http/formErrors.ts';
import type { MultipartBody } from '../../http/multipart.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createAuthRepository, type Role } from '../auth/repository.ts';
import { hashToken } from '../auth/tokens.ts';
import { disableStaffCards } from '../front-desk/cards.ts';
import { deletePhoto, keyOfPhotoPath, photoPath, savePhoto } from '../photos/photos.ts';
import {
  type AccountStatus,
  clearPassword,
  consumeInvitation,
  deleteInvitation,
  emailTaken,
  findStaffDetail,
  insertStaff,
  type LockedStaff,
  listStaff,
  lockActiveAdmins,
  lockStaff,
  qualificationsOf,
  recordStaffChange,
  replaceQualifications,
  type StaffFields,
  saveInvitation,
  setPhotoPath,
  setRetired,
  storeExists,
  updateStaffFields,
} from './repository.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'mailer' | 'photos' | 'sessions'>;

/** Who acts on staff accounts: every account is read and changed within `storeId`, the session's store. */
export interface Actor {
  staffId: number;
  role: Role;
  storeId: number;
}

/** How long an invitation (or a forced reset's link) can be used. */
export const STAFF_INVITATION_LIFETIME_DAYS = 7;

const ROLE_RANK: Record<Role, number> = { staff: 1, manager: 2, admin: 3 };

const notFound = () => new ApiError(404, 'NOT_FOUND', m.notFound);
const forbidden = (message: string) => new ApiError(403, 'FORBIDDEN', message);
const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);

/** Nobody acts on an account above their own role (the card registry's rule, for every account change). */
function assertNotAbove(actor: Actor, target: LockedStaff) {
  if (ROLE_RANK[target.role] > ROLE_RANK[actor.role]) throw forbidden(serverMessages.accountAboveYourRole);
}

/** Any constant: serialises the account changes that can take an admin away (retire, role change). */
const ADMIN_CHANGE_LOCK = 7_405_013;

/**
 * Taken first in a transaction that may take an admin away, before any account row: two admins retiring each
 * other at once then wait in turn (the second finds the other the last admin) instead of deadlocking on
 * each other's rows.
 */
async function serialiseAdminChanges(tx: Queryable) {
  await tx.query('select pg_advisory_xact_lock($1)', [ADMIN_CHANGE_LOCK]);
}

/** The last active admin stays one: whoever would leave the school without an admin is refused. */
async function assertAnotherAdmin(tx: Queryable, target: LockedStaff) {
  if (target.role !== 'admin' || !target.is_active) return;
  const admins = await lockActiveAdmins(tx);
  if (admins.filter((id) => id !== target.id).length === 0) throw conflict(m.lastAdmin);
}

async function lockTarget(tx: Queryable, actor: Actor, id: number): Promise<LockedStaff> {
  const target = await lockStaff(tx, actor.storeId, id);
  if (!target) throw notFound();
  return target;
}

export async function readStaff(
  deps: Deps,
  actor: Pick<Actor, 'storeId'>,
  id: number,
  db: Queryable = deps.db,
) {
  const detail = await findStaffDetail(db, deps.photos, actor.storeId, id, deps.config.now());
  if (!detail) throw notFound();
  return detail;
}

export const listStaffAccounts = (deps: Deps, storeId: number, status: AccountStatus | undefined) =>
  listStaff(deps.db, deps.photos, storeId, status);

/** The store a form asks for, under the rule that only admins place accounts outside their own store. */
async function storeFor(tx: Queryable, actor: Actor, values: StaffFormValues, current: number | null) {
  const storeId = values.store_id ?? current ?? actor.storeId;
  if (storeId !== (current ?? actor.storeId) && actor.role !== 'admin') throw forbidden(m.otherStore);
  if (storeId !== current && !(await storeExists(tx, storeId))) {
    throw validationFailed({ store_id: [m.storeNotFound] });
  }
  return storeId;
}

function fieldsOf(values: StaffFormValues, storeId: number): StaffFields {
  return {
    store_id: storeId,
    name: values.name,
    name_kana: values.name_kana,
    email: values.email,
    role: values.role,
    gender: values.gender ?? null,
    is_instructor: values.is_instructor,
  };
}

/** The e-mail index is the last word: two forms saving one address at once get a 422, not a 500. */
async function uniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw validationFailed({ email: [m.emailTaken] });
    throw error;
  }
}

const link = (deps: Deps, path: string, token: string, email: string) =>
  `${deps.config.publicUrl}${path}?token=${token}&email=${encodeURIComponent(email)}`;

/**
 * Makes a fresh one-time link for an account without a password (the previous one stops working) and mails
 * it, inside the caller's transaction: a mail that cannot be sent leaves nothing half done.
 */
async function invite(
  deps: Deps,
  tx: Queryable,
  staff: { id: number; name: string; email: string },
  actor: Actor,
  kind: 'invitation' | 'reset',
) {
  const now = deps.config.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STAFF_INVITATION_LIFETIME_DAYS * 86_400_000);
  await saveInvitation(tx, {
    staffId: staff.id,
    hash: hashToken(token),
    sentBy: actor.staffId,
    at: now,
    expiresAt,
  });
  const url = link(deps, '/accept-invitation', token, staff.email);
  const body =
    kind === 'invitation'
      ? [
          `${staff.name} 様`,
          '',
          'Kayoi のスタッフアカウントが作成されました。',
          `下記のリンクから${STAFF_INVITATION_LIFETIME_DAYS}日以内にご自身のパスワードを設定してください。`,
        ]
      : [
          `${staff.name} 様`,
          '',
          '管理者がパスワードの再設定を行いました。これまでのパスワードは使用できません。',
          `下記のリンクから${STAFF_INVITATION_LIFETIME_DAYS}日以内に新しいパスワードを設定してください。`,
        ];
  await deps.mailer.send({
    to: staff.email,
    subject: kind === 'invitation' ? m.invitationSubject : m.resetSubject,
    text: [
      ...body,
      '',
      url,
      '',
      `ログインID（メールアドレス）: ${staff.email}`,
      '',
      '有効期限が切れた場合は、管理者に招待メールの再送を依頼してください。',
      'お心当たりのない場合は、このメールを破棄してください。',
    ].join('\n'),
  });
}

/** The fields that differ, each as [before, after]. */
function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(value ?? null))
      changes[key] = [before[key] ?? null, value ?? null];
  }
  return changes;
}

export async function createStaffAccount(deps: Deps, actor: Actor, input: unknown) {
  const values = parseForm(staffFormSchema, input);
  if (values.role === 'admin' && actor.role !== 'admin') throw forbidden(m.cannotCreateAdmin);
  const now = deps.config.now();
  const id = await uniqueEmail(() =>
    deps.db.transaction(async (tx) => {
      const storeId = await storeFor(tx, actor, values, null);
      if (await emailTaken(tx, values.email)) throw validationFailed({ email: [m.emailTaken] });
      const fields = fieldsOf(values, storeId);
      const id = await insertStaff(tx, fields, actor.staffId, now);
      await replaceQualifications(tx, id, values.qualifications);
      await recordStaffChange(tx, {
        staffId: id,
        action: 'created',
        by: actor.staffId,
        changes: { ...fields, qualifications: values.qualifications },
        at: now,
      });
      if (values.send_invitation) {
        await invite(deps, tx, { id, name: values.name, email: values.email }, actor, 'invitation');
        await recordStaffChange(tx, { staffId: id, action: 'invited', by: actor.staffId, at: now });
      }
      return id;
    }),
  );
  return readStaff(deps, { storeId: (await findStoreOf(deps.db, id)) ?? actor.storeId }, id);
}

async function findStoreOf(db: Queryable, id: number): Promise<number | null> {
  const { rows } = await db.query<{ store_id: number | null }>('select store_id from staffs where id = $1', [
    id,
  ]);
  return rows[0]?.store_id ?? null;
}

export async function updateStaffAccount(deps: Deps, actor: Actor, id: number, input: unknown) {
  const values = parseForm(staffFormSchema, input);
  const now = deps.config.now();
  const { ended, storeId } = await uniqueEmail(() =>
    deps.db.transaction(async (tx) => {
      await serialiseAdminChanges(tx);
      const target = await lockTarget(tx, actor, id);
      assertNotAbove(actor, target);
      if (values.role === 'admin' && target.role !== 'admin' && actor.role !== 'admin') {
        throw forbidden(m.cannotCreateAdmin);
      }
      if (values.role !== target.role) {
        if (target.id === actor.staffId) throw validationFailed({ role: [m.cannotChangeOwnRole] });
        await assertAnotherAdmin(tx, target);
      }
      const storeId = await storeFor(tx, actor, values, target.store_id);
      if (values.email !== target.email && (await emailTaken(tx, values.email, id))) {
        throw validationFailed({ email: [m.emailTaken] });
      }
      const fields = fieldsOf(values, storeId);
      const before = {
        store_id: target.store_id,
        name: target.name,
        name_kana: target.name_kana,
        email: target.email,
        role: target.role,
        gender: target.gender,
        is_instructor: target.is_instructor,
        qualifications: await qualificationsOf(tx, id),
      };
      const changes = diff(before, { ...fields, qualifications: values.qualifications });
      await updateStaffFields(tx, id, fields, actor.staffId, now);
      await replaceQualifications(tx, id, values.qualifications);
      if (Object.keys(changes).length > 0) {
        await recordStaffChange(tx, { staffId: id, action: 'updated', by: actor.staffId, changes, at: now });
      }
      // Another role or store is another account: the sessions opened as the old one end.
      const ended =
        changes.role || changes.store_id
          ? await createAuthRepository(tx, deps.photos).deleteTokensOfStaff(id)
          : [];
      return { ended, storeId };
    }),
  );
  deps.sessions.revoked(ended);
  return readStaff(deps, { storeId }, id);
}

/**
 * 退職: the account stays (history keeps its name) but stops now — no login, every session (card sessions
 * included) ends, its staff card is disabled, invitation and reset links are void.
 */
export async function retireStaffAccount(deps: Deps, actor: Actor, id: number, input: unknown) {
  const values = parseForm(staffRetireFormSchema, input && typeof input === 'object' ? input : {});
  const now = deps.config.now();
  const ended = await deps.db.transaction(async (tx) => {
    await serialiseAdminChanges(tx);
    const target = await lockTarget(tx, actor, id);
    if (target.id === actor.staffId) throw forbidden(m.cannotRetireSelf);
    assertNotAbove(actor, target);
    if (!target.is_active || target.retired_at) throw conflict(m.alreadyRetired);
    await assertAnotherAdmin(tx, target);
    await setRetired(
      tx,
      id,
      { by: actor.staffId, reason: values.reason ?? null, at: now },
      actor.staffId,
      now,
    );
    const auth = createAuthRepository(tx, deps.photos);
    const cardSessions = await disableStaffCards(tx, id, now);
    const sessions = await auth.deleteTokensOfStaff(id);
    await auth.deletePasswordResetToken(id);
    await deleteInvitation(tx, id);
    await recordStaffChange(tx, {
      staffId: id,
      action: 'retired',
      by: actor.staffId,
      changes: values.reason ? { reason: values.reason } : null,
      at: now,
    });
    return [...cardSessions, ...sessions];
  });
  deps.sessions.revoked(ended);
  return readStaff(deps, actor, id);
}

/** 再雇用: the account logs in again with its password; its old card stays disabled. */
export async function reinstateStaffAccount(deps: Deps, actor: Actor, id: number) {
  const now = deps.config.now();
  await deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, id);
    assertNotAbove(actor, target);
    if (target.is_active && !target.retired_at) throw conflict(m.notRetired);
    await setRetired(tx, id, null, actor.staffId, now);
    await recordStaffChange(tx, { staffId: id, action: 'reinstated', by: actor.staffId, at: now });
  });
  return readStaff(deps, actor, id);
}

export async function resendStaffInvitation(deps: Deps, actor: Actor, id: number) {
  const now = deps.config.now();
  await deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, id);
    assertNotAbove(actor, target);
    if (!target.is_active) throw conflict(m.retiredAccount);
    if (target.has_password) throw conflict(m.hasPassword);
    await invite(deps, tx, target, actor, 'invitation');
    await recordStaffChange(tx, { staffId: id, action: 'invited', by: actor.staffId, at: now });
  });
  return readStaff(deps, actor, id);
}

/** An admin's forced reset: the password stops working, sessions end, a link to set a new one is mailed. */
export async function forceStaffPasswordReset(deps: Deps, actor: Actor, id: number) {
  const now = deps.config.now();
  const ended = await deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, id);
    if (target.id === actor.staffId) throw forbidden(m.cannotResetOwnPassword);
    assertNotAbove(actor, target);
    if (!target.is_active) throw conflict(m.retiredAccount);
    await clearPassword(tx, id, actor.staffId, now);
    const auth = createAuthRepository(tx, deps.photos);
    const ended = await auth.deleteTokensOfStaff(id);
    await auth.deletePasswordResetToken(id);
    await invite(deps, tx, target, actor, 'reset');
    await recordStaffChange(tx, { staffId: id, action: 'password_reset_forced', by: actor.staffId, at: now });
    return ended;
  });
  deps.sessions.revoked(ended);
  return readStaff(deps, actor, id);
}

/**
 * The new staff member's first password (or the one after a forced reset). Spending the token and setting
 * the password are one transaction: of parallel requests with one token exactly one wins.
 */
export async function acceptStaffInvitation(
  deps: Deps,
  input: { token: string; email: string; password: string; password_confirmation: string },
): Promise<void> {
  if (input.password !== input.password_confirmation) {
    throw validationFailed({ password_confirmation: ['パスワードが一致しません'] });
  }
  const invalid = validationFailed({ token: [m.invitationInvalid] });
  const staff = await createAuthRepository(deps.db, deps.photos).findStaffByEmail(input.email);
  if (!staff) throw invalid;
  const passwordHash = await hashPassword(input.password);
  const now = deps.config.now();
  const ended = await deps.db.transaction(async (tx) => {
    if (!(await consumeInvitation(tx, staff.id, hashToken(input.token), now))) throw invalid;
    const auth = createAuthRepository(tx, deps.photos);
    await auth.updatePassword(staff.id, passwordHash, now);
    await recordStaffChange(tx, { staffId: staff.id, action: 'invitation_accepted', by: null, at: now });
    return auth.deleteTokensOfStaff(staff.id);
  });
  deps.sessions.revoked(ended);
}

export async function setStaffPhoto(deps: Deps, actor: Actor, id: number, body: MultipartBody | null) {
  const now = deps.config.now();
  await deps.db.transaction(async (tx) => {
    // Whose photo, and may the caller change it, before what was sent is judged.
    const target = await lockTarget(tx, actor, id);
    assertNotAbove(actor, target);
    const file = body?.file;
    if (body && file?.field !== 'photo')
      throw validationFailed({ photo: [staffValidationMessages.photoRequired] });
    if (file?.truncated || (file && file.bytes.length > AVATAR_MAX_BYTES)) {
      throw validationFailed({ photo: [staffValidationMessages.photoTooLarge] });
    }
    const type = file ? sniffImageType(file.bytes) : null;
    if (file && !type) throw validationFailed({ photo: [staffValidationMessages.photoNotImage] });
    const key = file && type ? await savePhoto(tx, file.bytes, type) : null;
    await setPhotoPath(tx, id, photoPath(key), actor.staffId, now);
    await deletePhoto(tx, keyOfPhotoPath(target.photo_path));
    await recordStaffChange(tx, { staffId: id, action: 'photo_changed', by: actor.staffId, at: now });
  });
  return readStaff(deps, actor, id);
}
