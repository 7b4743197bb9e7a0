import { isoTokyo } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import type { Gender, Role } from '../auth/repository.ts';
import { maskCardUid } from '../front-desk/cards.ts';
import { keyOfPhotoPath, type PhotoSigner } from '../photos/photos.ts';

// The staff accounts (issue 13): the master's list and profile, and the rows an account change writes.

export type AccountStatus = 'active' | 'invited' | 'retired';
export type StaffChangeAction =
  | 'created'
  | 'updated'
  | 'retired'
  | 'reinstated'
  | 'invited'
  | 'invitation_accepted'
  | 'password_reset_forced'
  | 'photo_changed';

const STATUS_SQL = `case when s.retired_at is not null or not s.is_active then 'retired'
    when s.password_hash is null then 'invited' else 'active' end`;

const STAFF_SELECT = `select s.id, s.name, s.name_kana, s.email, s.role, s.is_active, s.photo_path, s.gender,
    s.store_id, st.name as store, s.is_instructor, s.retired_at, s.retire_reason, s.created_at, s.updated_at,
    ${STATUS_SQL} as account_status,
    n.id as card_id, n.uid as card_uid, n.issued_at as card_issued_at,
    rb.id as retired_by_id, rb.name as retired_by_name, cb.id as created_by_id, cb.name as created_by_name,
    ub.id as updated_by_id, ub.name as updated_by_name,
    i.created_at as invitation_sent_at, i.expires_at as invitation_expires_at
  from staffs s left join stores st on st.id = s.store_id
  left join nfc_cards n on n.staff_id = s.id and n.status = 'active'
  left join staffs rb on rb.id = s.retired_by
  left join staffs cb on cb.id = s.created_by
  left join staffs ub on ub.id = s.updated_by
  left join staff_invitations i on i.staff_id = s.id and s.password_hash is null`;

interface StaffRow {
  id: number;
  name: string;
  name_kana: string | null;
  email: string;
  role: Role;
  is_active: boolean;
  photo_path: string | null;
  gender: Gender | null;
  store_id: number | null;
  store: string | null;
  is_instructor: boolean;
  retired_at: Date | null;
  retire_reason: string | null;
  created_at: Date;
  updated_at: Date;
  account_status: AccountStatus;
  card_id: number | null;
  card_uid: string | null;
  card_issued_at: Date | null;
  retired_by_id: number | null;
  retired_by_name: string | null;
  created_by_id: number | null;
  created_by_name: string | null;
  updated_by_id: number | null;
  updated_by_name: string | null;
  invitation_sent_at: Date | null;
  invitation_expires_at: Date | null;
}

const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

function listItem(row: StaffRow, photos: PhotoSigner) {
  return {
    id: row.id,
    name: row.name,
    name_kana: row.name_kana,
    email: row.email,
    role: row.role,
    is_active: row.is_active,
    account_status: row.account_status,
    is_instructor: row.is_instructor,
    retired_at: row.retired_at ? isoTokyo(row.retired_at) : null,
    photo_url: photos.url(keyOfPhotoPath(row.photo_path)),
    card:
      row.card_id && row.card_uid && row.card_issued_at
        ? { id: row.card_id, uid: maskCardUid(row.card_uid), issued_at: isoTokyo(row.card_issued_at) }
        : null,
  };
}

export async function listStaff(
  db: Queryable,
  photos: PhotoSigner,
  storeId: number,
  status: AccountStatus | undefined,
) {
  const { rows } = await db.query<StaffRow>(
    `${STAFF_SELECT} where s.store_id = $1 and ($2::text is null or ${STATUS_SQL} = $2)
     order by s.name_kana nulls last, s.id`,
    [storeId, status ?? null],
  );
  return rows.map((row) => listItem(row, photos));
}

/** The profile of a staff member of `storeId`, or undefined. */
export async function findStaffDetail(
  db: Queryable,
  photos: PhotoSigner,
  storeId: number,
  id: number,
  now: Date,
) {
  const { rows } = await db.query<StaffRow>(`${STAFF_SELECT} where s.id = $1 and s.store_id = $2`, [
    id,
    storeId,
  ]);
  const row = rows[0];
  if (!row) return undefined;
  const [qualifications, history] = await Promise.all([
    db.query<{
      id: number;
      name: string;
      certificate_number: string | null;
      acquired_on: string | null;
      expires_on: string | null;
    }>(
      `select id, name, certificate_number, acquired_on, expires_on from staff_qualifications
        where staff_id = $1 order by sort_order, id`,
      [id],
    ),
    db.query<{
      action: StaffChangeAction;
      changed_by_id: number | null;
      changed_by_name: string | null;
      changes: Record<string, unknown> | null;
      created_at: Date;
    }>(
      `select c.action, b.id as changed_by_id, b.name as changed_by_name, c.changes, c.created_at
         from staff_changes c left join staffs b on b.id = c.changed_by
        where c.staff_id = $1 order by c.created_at desc, c.id desc limit 50`,
      [id],
    ),
  ]);
  return {
    ...listItem(row, photos),
    store: row.store,
    store_id: row.store_id,
    gender: row.gender,
    qualifications: qualifications.rows,
    invitation:
      row.invitation_sent_at && row.invitation_expires_at
        ? {
            sent_at: isoTokyo(row.invitation_sent_at),
            expires_at: isoTokyo(row.invitation_expires_at),
            expired: row.invitation_expires_at.getTime() <= now.getTime(),
          }
        : null,
    retire_reason: row.retire_reason,
    retired_by: ref(row.retired_by_id, row.retired_by_name),
    created_at: isoTokyo(row.created_at),
    created_by: ref(row.created_by_id, row.created_by_name),
    updated_at: isoTokyo(row.updated_at),
    updated_by: ref(row.updated_by_id, row.updated_by_name),
    history: history.rows.map((change) => ({
      action: change.action,
      changed_by: ref(change.changed_by_id, change.changed_by_name),
      changes: change.changes,
      created_at: isoTokyo(change.created_at),
    })),
  };
}

/** The account as a change sees it, locked until the transaction ends. */
export interface LockedStaff {
  id: number;
  store_id: number | null;
  name: string;
  name_kana: string | null;
  email: string;
  role: Role;
  gender: Gender | null;
  is_instructor: boolean;
  is_active: boolean;
  retired_at: Date | null;
  has_password: boolean;
  photo_path: string | null;
}

export async function lockStaff(
  tx: Queryable,
  storeId: number,
  id: number,
): Promise<LockedStaff | undefined> {
  const { rows } = await tx.query<LockedStaff>(
    `select id, store_id, name, name_kana, email, role, gender, is_instructor, is_active, retired_at,
            password_hash is not null as has_password, photo_path
       from staffs where id = $1 and store_id = $2 for update`,
    [id, storeId],
  );
  return rows[0];
}

/** How many active admins there are, each locked (two admins retiring each other at once wait in turn). */
export async function lockActiveAdmins(tx: Queryable): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `select id from staffs where role = 'admin' and is_active order by id for update`,
  );
  return rows.map((row) => row.id);
}

export async function emailTaken(db: Queryable, email: string, exceptId?: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from staffs where email = $1 and id <> $2', [
    email,
    exceptId ?? 0,
  ]);
  return rows.length > 0;
}

export async function storeExists(db: Queryable, storeId: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from stores where id = $1', [storeId]);
  return rows.length > 0;
}

export interface StaffFields {
  store_id: number;
  name: string;
  name_kana: string;
  email: string;
  role: Role;
  gender: Gender | null;
  is_instructor: boolean;
}

export async function insertStaff(tx: Queryable, fields: StaffFields, by: number, at: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into staffs (store_id, name, name_kana, email, password_hash, role, gender, is_instructor,
       created_by, updated_by, created_at, updated_at)
     values ($1, $2, $3, $4, null, $5, $6, $7, $8, $8, $9, $9) returning id`,
    [
      fields.store_id,
      fields.name,
      fields.name_kana,
      fields.email,
      fields.role,
      fields.gender,
      fields.is_instructor,
      by,
      at,
    ],
  );
  return (rows[0] as { id: number }).id;
}

export async function updateStaffFields(
  tx: Queryable,
  id: number,
  fields: StaffFields,
  by: number,
  at: Date,
): Promise<void> {
  await tx.query(
    `update staffs set store_id = $2, name = $3, name_kana = $4, email = $5, role = $6, gender = $7,
       is_instructor = $8, updated_by = $9, updated_at = $10 where id = $1`,
    [
      id,
      fields.store_id,
      fields.name,
      fields.name_kana,
      fields.email,
      fields.role,
      fields.gender,
      fields.is_instructor,
      by,
      at,
    ],
  );
}

export interface QualificationFields {
  name: string;
  certificate_number?: string | undefined;
  acquired_on?: string | undefined;
  expires_on?: string | undefined;
}

/** Replaces the account's qualifications by `list`, in its order. */
export async function replaceQualifications(
  tx: Queryable,
  staffId: number,
  list: readonly QualificationFields[],
): Promise<void> {
  await tx.query('delete from staff_qualifications where staff_id = $1', [staffId]);
  if (list.length === 0) return;
  await tx.query(
    `insert into staff_qualifications (staff_id, name, certificate_number, acquired_on, expires_on, sort_order)
     select $1, * from unnest($2::text[], $3::text[], $4::date[], $5::date[], $6::int[])`,
    [
      staffId,
      list.map((q) => q.name),
      list.map((q) => q.certificate_number ?? null),
      list.map((q) => q.acquired_on ?? null),
      list.map((q) => q.expires_on ?? null),
      list.map((_, i) => i),
    ],
  );
}

export async function qualificationsOf(tx: Queryable, staffId: number): Promise<QualificationFields[]> {
  const { rows } = await tx.query<QualificationFields>(
    `select name, certificate_number, acquired_on, expires_on from staff_qualifications
      where staff_id = $1 order by sort_order, id`,
    [staffId],
  );
  return rows.map((q) => ({
    name: q.name,
    ...(q.certificate_number ? { certificate_number: q.certificate_number } : {}),
    ...(q.acquired_on ? { acquired_on: q.acquired_on } : {}),
    ...(q.expires_on ? { expires_on: q.expires_on } : {}),
  }));
}

export async function recordStaffChange(
  tx: Queryable,
  change: {
    staffId: number;
    action: StaffChangeAction;
    by: number | null;
    changes?: Record<string, unknown> | null;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    'insert into staff_changes (staff_id, action, changed_by, changes, created_at) values ($1, $2, $3, $4, $5)',
    [
      change.staffId,
      change.action,
      change.by,
      change.changes ? JSON.stringify(change.changes) : null,
      change.at,
    ],
  );
}

export async function setRetired(
  tx: Queryable,
  id: number,
  retired: { by: number; reason: string | null; at: Date } | null,
  by: number,
  at: Date,
): Promise<void> {
  await tx.query(
    `update staffs set is_active = $2, retired_at = $3, retired_by = $4, retire_reason = $5,
       updated_by = $6, updated_at = $7 where id = $1`,
    [id, retired === null, retired?.at ?? null, retired?.by ?? null, retired?.reason ?? null, by, at],
  );
}

/** A new password (its holder's change, a reset link, an accepted invitation): what auth asks for. */
export async function setPasswordHash(
  db: Queryable,
  id: number,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db.query('update staffs set password_hash = $2, updated_at = $3 where id = $1', [
    id,
    passwordHash,
    at,
  ]);
}

/** The card PIN (null: the card asks for none): what auth asks for. */
export async function setCardPinHash(
  db: Queryable,
  id: number,
  pinHash: string | null,
  at: Date,
): Promise<void> {
  await db.query('update staffs set card_pin_hash = $2, updated_at = $3 where id = $1', [id, pinHash, at]);
}

/** The password stops working (a forced reset); the account waits for the new one. */
export async function clearPassword(tx: Queryable, id: number, by: number, at: Date): Promise<void> {
  await tx.query('update staffs set password_hash = null, updated_by = $2, updated_at = $3 where id = $1', [
    id,
    by,
    at,
  ]);
}

export async function setPhotoPath(
  tx: Queryable,
  id: number,
  photoPath: string | null,
  by: number,
  at: Date,
): Promise<void> {
  await tx.query('update staffs set photo_path = $2, updated_by = $3, updated_at = $4 where id = $1', [
    id,
    photoPath,
    by,
    at,
  ]);
}

export async function saveInvitation(
  tx: Queryable,
  invitation: { staffId: number; hash: string; sentBy: number; at: Date; expiresAt: Date },
): Promise<void> {
  await tx.query(
    `insert into staff_invitations (staff_id, token_hash, sent_by, created_at, expires_at)
     values ($1, $2, $3, $4, $5)
     on conflict (staff_id) do update set token_hash = excluded.token_hash, sent_by = excluded.sent_by,
       created_at = excluded.created_at, expires_at = excluded.expires_at`,
    [invitation.staffId, invitation.hash, invitation.sentBy, invitation.at, invitation.expiresAt],
  );
}

export async function deleteInvitation(tx: Queryable, staffId: number): Promise<void> {
  await tx.query('delete from staff_invitations where staff_id = $1', [staffId]);
}

/**
 * Spends an invitation in one statement: of parallel requests with the same token exactly one deletes the
 * row and gets true. Only an active account's invitation counts.
 */
export async function consumeInvitation(
  tx: Queryable,
  staffId: number,
  hash: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.query(
    `delete from staff_invitations i using staffs s
      where i.staff_id = $1 and i.token_hash = $2 and i.expires_at > $3 and s.id = i.staff_id and s.is_active
      returning 1`,
    [staffId, hash, now],
  );
  return rows.length > 0;
}
