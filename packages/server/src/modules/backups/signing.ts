import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Queryable } from '../../db/database.ts';

/**
 * A backup's record (`<name>.json`) says the file's sha256; anyone who can write the file can write the
 * record too, so the record carries an HMAC of what it says, keyed with a secret a copy of the backups does
 * not hold: KAYOI_SECRET when set (derived from it, never itself), else the database's own key
 * (backup_signing_keys, 0149; its row is left out of every dump).
 */
export interface SigningKey {
  /** Where the key comes from, for messages. */
  source: 'KAYOI_SECRET' | 'database';
  key: Buffer;
}

export function keyFromSecret(secret: string): SigningKey {
  return {
    source: 'KAYOI_SECRET',
    key: createHmac('sha256', secret).update('kayoi backup record signing v1').digest(),
  };
}

/** The database's key, or null when it has none (a new, empty database, or one from before 0149). */
export async function databaseKey(db: Queryable): Promise<SigningKey | null> {
  try {
    const { rows } = await db.query<{ key: string }>('select key from backup_signing_keys where id = 1');
    return rows[0] ? { source: 'database', key: Buffer.from(rows[0].key, 'base64url') } : null;
  } catch {
    return null;
  }
}

/** The key new records are signed with: KAYOI_SECRET's, else the database's (made at the first backup). */
export async function signingKey(db: Queryable, secret: string | undefined): Promise<SigningKey> {
  if (secret) return keyFromSecret(secret);
  await db.query('insert into backup_signing_keys (id, key) values (1, $1) on conflict (id) do nothing', [
    randomBytes(32).toString('base64url'),
  ]);
  const key = await databaseKey(db);
  if (!key) throw new Error('the backup signing key could not be stored');
  return key;
}

/** Every key a record may have been signed with, here: KAYOI_SECRET's and the database's. */
export async function verificationKeys(db: Queryable, secret: string | undefined): Promise<SigningKey[]> {
  const fromDb = await databaseKey(db);
  return [...(secret ? [keyFromSecret(secret)] : []), ...(fromDb ? [fromDb] : [])];
}

/** The record's fields that matter, in a fixed order: what the signature covers. */
export interface SignedFields {
  file: string;
  kind: string;
  taken_at: string;
  bytes: number;
  sha256: string;
  rows: number;
  verified: boolean;
}

function payload(fields: SignedFields): string {
  const { file, kind, taken_at, bytes, sha256, rows, verified } = fields;
  return JSON.stringify(['kayoi-backup-record-v1', file, kind, taken_at, bytes, sha256, rows, verified]);
}

export function signRecord(key: SigningKey, fields: SignedFields): string {
  return createHmac('sha256', key.key).update(payload(fields)).digest('base64url');
}

/** Whether `signature` is the HMAC of `fields` under one of `keys` (compared in constant time). */
export function signatureValid(keys: SigningKey[], fields: SignedFields, signature: unknown): boolean {
  if (typeof signature !== 'string') return false;
  const given = Buffer.from(signature, 'base64url');
  return keys.some((key) => {
    const expected = Buffer.from(signRecord(key, fields), 'base64url');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}
