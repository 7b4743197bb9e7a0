import { createRequire } from 'node:module';
import { BANK_SEARCH_KEY_VERSION, bankSearchKey } from '@kayoi/domain/kana';
import type { Database, Queryable } from '../../db/database.ts';

// Loading the bank master from the `zengin-code` package (全銀協 codes: ~1,150 banks, ~29,000 branches).

export interface ZenginBranch {
  code: string;
  name: string;
  kana: string;
}
export interface ZenginBank extends ZenginBranch {
  branches: Record<string, ZenginBranch>;
}
export type ZenginData = Record<string, ZenginBank>;

export interface BankMasterSource {
  version: string;
  data: ZenginData;
}

const require = createRequire(import.meta.url);

/** The installed package's data and version (5 MB of JavaScript, read when first asked for). */
export function installedZenginCode(): BankMasterSource {
  const { version } = require('zengin-code/package.json') as { version: string };
  return { version, data: require('zengin-code') as ZenginData };
}

export interface BankMasterLoad {
  version: string;
  banks: number;
  branches: number;
  added: number;
  changed: number;
  closed: number;
  keptEdits: number;
  ms: number;
}

/** Any constant: one load or refresh at a time, across the server processes of one database. */
const BANK_MASTER_LOCK = 7_405_081;

/**
 * Loads `source` into the bank master, or refreshes it: new codes are added, the package's names and readings
 * update what no admin edited (an edited row keeps its name, reading and state; `source_*` always follows the
 * package), and codes the package no longer lists are kept (accounts may name them) but marked closed unless
 * an admin edited them. One transaction; rows go in per statement of arrays, not one by one.
 */
export async function loadBankMaster(
  db: Database,
  source: BankMasterSource,
  now: Date,
  options: { onlyIntoEmpty?: boolean } = {},
): Promise<BankMasterLoad | null> {
  const started = performance.now();
  const banks = Object.values(source.data);
  const branches = banks.flatMap((bank) =>
    Object.values(bank.branches).map((branch) => ({ ...branch, bank_code: bank.code })),
  );
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [BANK_MASTER_LOCK]);
    // Another process loaded it while this one waited for the lock.
    if (options.onlyIntoEmpty && (await bankMasterLoaded(tx))) return null;
    const before = await sourceValues(tx);
    const counts = { added: 0, changed: 0, closed: 0, keptEdits: 0 };
    const tally = (key: string, name: string, kana: string) => {
      const known = before.get(key);
      if (!known) counts.added += 1;
      else if (known.name !== name || known.kana !== kana || !known.in_source) {
        counts.changed += 1;
        if (known.edited) counts.keptEdits += 1;
      }
    };
    for (const bank of banks) tally(bank.code, bank.name, bank.kana);
    for (const branch of branches) tally(`${branch.bank_code}-${branch.code}`, branch.name, branch.kana);

    await tx.query(
      `insert into banks as b (code, name, kana, source_name, source_kana, search_text, search_key_version)
       select code, name, kana, name, kana, search_text, $5
         from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as u(code, name, kana, search_text)
       on conflict (code) do update set source_name = excluded.source_name, source_kana = excluded.source_kana,
         in_source = true,
         name = case when b.edited_at is null then excluded.name else b.name end,
         kana = case when b.edited_at is null then excluded.kana else b.kana end,
         search_text = case when b.edited_at is null then excluded.search_text else b.search_text end,
         search_key_version = case when b.edited_at is null then excluded.search_key_version else b.search_key_version end,
         is_active = case when b.edited_at is null then true else b.is_active end`,
      [
        banks.map((b) => b.code),
        banks.map((b) => b.name),
        banks.map((b) => b.kana),
        banks.map(masterSearchText),
        BANK_SEARCH_KEY_VERSION,
      ],
    );
    await tx.query(
      `insert into bank_branches as r (bank_code, code, name, kana, source_name, source_kana, search_text, search_key_version)
       select bank_code, code, name, kana, name, kana, search_text, $6
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) as u(bank_code, code, name, kana, search_text)
       on conflict (bank_code, code) do update set source_name = excluded.source_name,
         source_kana = excluded.source_kana, in_source = true,
         name = case when r.edited_at is null then excluded.name else r.name end,
         kana = case when r.edited_at is null then excluded.kana else r.kana end,
         search_text = case when r.edited_at is null then excluded.search_text else r.search_text end,
         search_key_version = case when r.edited_at is null then excluded.search_key_version else r.search_key_version end,
         is_active = case when r.edited_at is null then true else r.is_active end`,
      [
        branches.map((b) => b.bank_code),
        branches.map((b) => b.code),
        branches.map((b) => b.name),
        branches.map((b) => b.kana),
        branches.map(masterSearchText),
        BANK_SEARCH_KEY_VERSION,
      ],
    );
    // What the package no longer lists: kept (accounts may name it), closed unless an admin said otherwise.
    // An empty master (the first start) has nothing to close.
    if (before.size > 0) counts.closed = await closeMissing(tx, banks, branches);
    const load: BankMasterLoad = {
      version: source.version,
      banks: banks.length,
      branches: branches.length,
      ...counts,
      ms: 0,
    };
    await tx.query(
      `insert into bank_master_loads (package_version, loaded_at, banks, branches, added, changed, closed, kept_edits)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [load.version, now, load.banks, load.branches, load.added, load.changed, load.closed, load.keptEdits],
    );
    load.ms = Math.round(performance.now() - started);
    return load;
  });
}

async function closeMissing(
  tx: Queryable,
  banks: readonly ZenginBank[],
  branches: readonly (ZenginBranch & { bank_code: string })[],
): Promise<number> {
  const closedBanks = await tx.query<{ n: number }>(
    `with gone as (
       update banks set in_source = false, is_active = case when edited_at is null then false else is_active end
        where in_source and code <> all($1::text[]) returning 1)
     select count(*)::int as n from gone`,
    [banks.map((b) => b.code)],
  );
  const closedBranches = await tx.query<{ n: number }>(
    `with gone as (
       update bank_branches r set in_source = false,
         is_active = case when r.edited_at is null then false else r.is_active end
        where r.in_source and (r.bank_code || '-' || r.code) <> all($1::text[])
       returning 1)
     select count(*)::int as n from gone`,
    [branches.map((b) => `${b.bank_code}-${b.code}`)],
  );
  return (closedBanks.rows[0]?.n ?? 0) + (closedBranches.rows[0]?.n ?? 0);
}

async function sourceValues(tx: Queryable) {
  const { rows } = await tx.query<{
    key: string;
    name: string;
    kana: string;
    in_source: boolean;
    edited: boolean;
  }>(
    `select code as key, source_name as name, source_kana as kana, in_source, edited_at is not null as edited
       from banks
     union all
     select bank_code || '-' || code, source_name, source_kana, in_source, edited_at is not null from bank_branches`,
  );
  return new Map(rows.map((row) => [row.key, row]));
}

/** The search key a bank or branch is found by (its name and reading, folded as the query is). */
export const masterSearchText = (row: { name: string; kana: string }) =>
  bankSearchKey(`${row.name}|${row.kana}`);

/** Whether the master was ever loaded into this database. */
export async function bankMasterLoaded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('select 1 from bank_master_loads limit 1');
  return rows.length > 0;
}

const loading = new WeakMap<Database, Promise<BankMasterLoad | null>>();

/**
 * Loads the installed package into an empty bank master, once per database and process: the first bank
 * request (or the server's start, in the background) waits for it, later ones do not. A failed load is tried
 * again by the next request.
 */
export function ensureBankMaster(db: Database, now: () => Date): Promise<BankMasterLoad | null> {
  let promise = loading.get(db);
  if (!promise) {
    promise = (async () => {
      if (await bankMasterLoaded(db)) {
        await rekeyBankMaster(db);
        return null;
      }
      return loadBankMaster(db, installedZenginCode(), now(), { onlyIntoEmpty: true });
    })();
    promise.catch(() => loading.delete(db));
    loading.set(db, promise);
  }
  return promise;
}

/**
 * Writes the search key again of the rows an older version of `bankSearchKey` keyed (a database loaded before the
 * fold changed), edited rows included: the key follows the row's own name and reading. Returns how many rows.
 */
export async function rekeyBankMaster(db: Queryable): Promise<number> {
  let rekeyed = 0;
  for (const [table, key] of [
    ['banks', 't.code'],
    ['bank_branches', "t.bank_code || '-' || t.code"],
  ] as const) {
    const { rows } = await db.query<{ key: string; name: string; kana: string }>(
      `select ${key} as key, t.name, t.kana from ${table} t where t.search_key_version <> $1`,
      [BANK_SEARCH_KEY_VERSION],
    );
    if (rows.length === 0) continue;
    await db.query(
      `update ${table} t set search_text = u.search_text, search_key_version = $3
         from unnest($1::text[], $2::text[]) as u(key, search_text)
        where ${key} = u.key`,
      [rows.map((row) => row.key), rows.map(masterSearchText), BANK_SEARCH_KEY_VERSION],
    );
    rekeyed += rows.length;
  }
  return rekeyed;
}
