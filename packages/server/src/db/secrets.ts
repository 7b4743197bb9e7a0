import { randomBytes } from 'node:crypto';
import type { Queryable } from './database.ts';

/**
 * The named secret of this database: 32 random bytes (base64url) made at the first call and kept in
 * server_secrets. Insert-if-absent, then read back: when several servers start at once on one PostgreSQL,
 * one insert wins and all of them read the winner.
 */
export async function loadServerSecret(db: Queryable, name: string): Promise<string> {
  await db.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>('select value from server_secrets where name = $1', [
    name,
  ]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`server secret ${name} could not be stored`);
  return value;
}
