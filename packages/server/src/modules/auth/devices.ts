import { isoTokyo } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';
import { hashToken, issueOpaqueToken } from './tokens.ts';

// Reader devices (カードリーダー端末): the desk PCs and tablets on which a staff card may open a session.
// A card UID is not a secret (any phone reads it), so the card alone is never the credential: the device
// must also present the credential it got when an admin or manager enrolled it. Only the credential's hash
// is stored; a device is revoked (who, when), never deleted.

/** The request header that carries a device's credential (the app keeps it in localStorage). */
export const DEVICE_CREDENTIAL_HEADER = 'x-device-credential';

interface DeviceRow {
  id: number;
  store_id: number;
  store_name: string;
  name: string;
  enrolled_by_name: string | null;
  enrolled_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  revoked_by_name: string | null;
  credential_hash: string;
}

const DEVICE_SELECT = `select d.id, d.store_id, st.name as store_name, d.name, d.credential_hash,
    e.name as enrolled_by_name, d.enrolled_at, d.last_used_at, d.revoked_at, r.name as revoked_by_name
  from reader_devices d join stores st on st.id = d.store_id
  left join staffs e on e.id = d.enrolled_by left join staffs r on r.id = d.revoked_by`;

export interface ReaderDevice {
  id: number;
  store_id: number;
  store_name: string;
  name: string;
  status: 'active' | 'revoked';
  enrolled_by_name: string | null;
  enrolled_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  revoked_by_name: string | null;
  /** The device this request came from (its credential is in the request). */
  is_current: boolean;
}

function deviceView(row: DeviceRow, currentHash: string | null): ReaderDevice {
  return {
    id: row.id,
    store_id: row.store_id,
    store_name: row.store_name,
    name: row.name,
    status: row.revoked_at ? 'revoked' : 'active',
    enrolled_by_name: row.enrolled_by_name,
    enrolled_at: isoTokyo(row.enrolled_at),
    last_used_at: row.last_used_at ? isoTokyo(row.last_used_at) : null,
    revoked_at: row.revoked_at ? isoTokyo(row.revoked_at) : null,
    revoked_by_name: row.revoked_by_name,
    is_current: currentHash !== null && row.credential_hash === currentHash,
  };
}

const hashOf = (credential: string | undefined) =>
  credential && credential.length <= 200 ? hashToken(credential) : null;

/** The active device a credential belongs to, or undefined (unknown, revoked, or none sent). */
export async function activeDevice(
  db: Queryable,
  credential: string | undefined,
): Promise<{ id: number; store_id: number } | undefined> {
  const hash = hashOf(credential);
  if (!hash) return undefined;
  const { rows } = await db.query<{ id: number; store_id: number }>(
    'select id, store_id from reader_devices where credential_hash = $1 and revoked_at is null',
    [hash],
  );
  return rows[0];
}

export async function touchDevice(db: Queryable, id: number, at: Date): Promise<void> {
  await db.query('update reader_devices set last_used_at = $2 where id = $1', [id, at]);
}

export async function listDevices(db: Queryable, storeId: number, credential: string | undefined) {
  const { rows } = await db.query<DeviceRow>(
    `${DEVICE_SELECT} where d.store_id = $1 order by (d.revoked_at is null) desc, d.enrolled_at desc, d.id desc`,
    [storeId],
  );
  const current = hashOf(credential);
  return rows.map((row) => deviceView(row, current));
}

export async function currentDevice(
  db: Queryable,
  credential: string | undefined,
): Promise<ReaderDevice | null> {
  const hash = hashOf(credential);
  if (!hash) return null;
  const { rows } = await db.query<DeviceRow>(`${DEVICE_SELECT} where d.credential_hash = $1`, [hash]);
  return rows[0] ? deviceView(rows[0], hash) : null;
}

/** Enrols the device the caller is using; the credential is shown this once and never again. */
export async function enrollDevice(
  db: Queryable,
  input: { storeId: number; staffId: number; name: string; at: Date },
): Promise<{ device: ReaderDevice; credential: string }> {
  const name = input.name.trim();
  if (name.length === 0) {
    throw new ApiError(422, 'VALIDATION_ERROR', serverMessages.validationFailed, {
      fieldErrors: { name: [serverMessages.deviceNameRequired] },
    });
  }
  const { token: credential, hash } = issueOpaqueToken();
  const { rows } = await db.query<{ id: number }>(
    `insert into reader_devices (store_id, name, credential_hash, enrolled_by, enrolled_at)
     values ($1, $2, $3, $4, $5) returning id`,
    [input.storeId, name, hash, input.staffId, input.at],
  );
  const id = (rows[0] as { id: number }).id;
  const { rows: created } = await db.query<DeviceRow>(`${DEVICE_SELECT} where d.id = $1`, [id]);
  return { device: deviceView(created[0] as DeviceRow, hash), credential };
}

/**
 * Revokes a device of the caller's store: card login from it stops at once and the card sessions opened on it
 * end. Answers the device and the ids of the sessions that ended.
 */
export async function revokeDevice(
  db: Queryable & { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  input: { storeId: number; staffId: number; deviceId: number; at: Date; credential: string | undefined },
): Promise<{ device: ReaderDevice; endedTokenIds: number[] }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ store_id: number }>(
      'select store_id from reader_devices where id = $1 for update',
      [input.deviceId],
    );
    if (rows[0]?.store_id !== input.storeId) {
      throw new ApiError(404, 'NOT_FOUND', serverMessages.deviceNotFound);
    }
    await tx.query(
      'update reader_devices set revoked_at = $2, revoked_by = $3 where id = $1 and revoked_at is null',
      [input.deviceId, input.at, input.staffId],
    );
    const { rows: ended } = await tx.query<{ id: number }>(
      'delete from auth_tokens where reader_device_id = $1 returning id',
      [input.deviceId],
    );
    const { rows: after } = await tx.query<DeviceRow>(`${DEVICE_SELECT} where d.id = $1`, [input.deviceId]);
    return {
      device: deviceView(after[0] as DeviceRow, hashOf(input.credential)),
      endedTokenIds: ended.map((row) => row.id),
    };
  });
}
