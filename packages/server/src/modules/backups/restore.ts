import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { type Database, openDatabase, type Queryable } from '../../db/database.ts';
import { type MigrationFile, migrationFiles } from '../../db/migrate.ts';
import { acceptStatement, type KnownSchema, RefusedStatementError } from './allowed-statements.ts';
import { type SigningKey, signatureValid } from './signing.ts';
import { HEADER_PREFIX, rowCounts, type SnapshotHeader } from './snapshot.ts';
import { sqlStatements } from './sql-script.ts';

const BATCH_CHARS = 512 * 1024;

export interface BackupContents {
  header: SnapshotHeader;
  script: string;
}

/** Reads a backup file; a damaged or cut-off file (gzip's own check), or one without our header, throws. */
export async function readBackup(file: string): Promise<BackupContents> {
  return parseBackup(await readFile(file));
}

async function parseBackup(bytes: Buffer): Promise<BackupContents> {
  const text = (await promisify(gunzip)(bytes)).toString('utf8');
  const newline = text.indexOf('\n');
  const first = newline === -1 ? text : text.slice(0, newline);
  if (!first.startsWith(HEADER_PREFIX))
    throw new Error('not a Kayoi backup (its first line is not the snapshot header)');
  const header = JSON.parse(first.slice(HEADER_PREFIX.length)) as SnapshotHeader;
  if (header.format !== 1) throw new Error(`unknown backup format ${String(header.format)}`);
  const script = text.slice(newline + 1);
  if (!/-- PostgreSQL database dump complete\s*(--\s*)?(\\unrestrict \w+\s*)?$/.test(script))
    throw new Error('the dump is incomplete (no end marker)');
  return { header, script };
}

/** A backup refused before anything is written: its record is missing, or does not vouch for the file. */
export class BackupRefusedError extends Error {}

/** The record beside a backup, as `takeBackup` writes it (`<file>.json`). */
interface RecordOnDisk {
  file?: unknown;
  kind?: unknown;
  taken_at?: unknown;
  bytes?: unknown;
  sha256?: unknown;
  rows?: unknown;
  verification?: { ok?: unknown };
  signature?: unknown;
}

/**
 * Reads a backup for a restore, checked before anything runs: the file's sha256 must be its record's, the
 * record's signature must be the HMAC of one of `keys` (KAYOI_SECRET's, the target database's), and the
 * snapshot header inside must say what the record says. The bytes checked are the bytes parsed (read once).
 * `unsigned: true` (`--unsigned`) goes on without the signature, on the digest alone: for a new database without
 * KAYOI_SECRET (no key to check with) or a backup taken before records were signed.
 */
export async function loadBackupForRestore(
  file: string,
  options: { keys: SigningKey[]; unsigned?: boolean },
): Promise<BackupContents & { signed: boolean }> {
  return acceptBackup(await readBackupWithRecord(file), options);
}

/** A backup file and its record as read from disk, the file's digest checked against the record's. */
interface BackupOnDisk {
  record: RecordOnDisk;
  bytes: Buffer;
  digest: string;
}

/**
 * The first half of `loadBackupForRestore`, which needs no database: the record beside the file, and the file's
 * sha256 against it. `pnpm db:restore` runs it before it takes the embedded database's lock or opens a database,
 * so a damaged or altered file is refused at once and touches nothing (not even a DATA_DIR that has no database).
 */
export async function readBackupWithRecord(file: string): Promise<BackupOnDisk> {
  let record: RecordOnDisk;
  try {
    record = JSON.parse(await readFile(`${file}.json`, 'utf8')) as RecordOnDisk;
  } catch {
    throw new BackupRefusedError(
      `its record ${file}.json is missing or unreadable: a backup is restored only with the record written beside it (its digest and signature)`,
    );
  }
  const bytes = await readFile(file);
  const digest = createHash('sha256').update(bytes).digest('hex');
  if (typeof record.sha256 !== 'string' || record.sha256 !== digest)
    throw new BackupRefusedError(
      `the file's sha256 (${digest}) is not the one its record holds: the file was changed or damaged after the backup`,
    );
  return { record, bytes, digest };
}

/** The second half: the record's signature with `keys` (or `unsigned`), then the snapshot inside against the record. */
export async function acceptBackup(
  { record, bytes, digest }: BackupOnDisk,
  options: { keys: SigningKey[]; unsigned?: boolean },
): Promise<BackupContents & { signed: boolean }> {
  const fields = {
    file: String(record.file),
    kind: String(record.kind),
    taken_at: String(record.taken_at),
    bytes: Number(record.bytes),
    sha256: digest,
    rows: Number(record.rows),
    verified: record.verification?.ok === true,
  };
  let signed = false;
  if (options.unsigned) {
    // The operator's word for it (a new database without KAYOI_SECRET, a backup from before signatures).
  } else if (options.keys.length > 0) {
    if (!signatureValid(options.keys, fields, record.signature))
      throw new BackupRefusedError(
        `its record's signature does not match (checked with ${options.keys.map((k) => k.source).join(' and ')}): the file and its record were not written by a Kayoi server holding this key`,
      );
    signed = true;
  } else {
    throw new BackupRefusedError(
      "there is no key here to check its record's signature with (the database is new and KAYOI_SECRET is not set): set KAYOI_SECRET as it was when the backup was taken, or, for a file you know is yours, add --unsigned (its digest is still checked, and only data is loaded)",
    );
  }
  const backup = await parseBackup(bytes);
  if (backup.header.taken_at !== fields.taken_at || backup.header.kind !== fields.kind)
    throw new BackupRefusedError('the snapshot inside the file is not the one its record describes');
  return { ...backup, signed };
}

/** Tables in the public schema: a database with none is empty. */
export async function publicTables(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  return rows.map((r) => r.name);
}

export class NotEmptyError extends Error {}
export { RefusedStatementError };

/**
 * Restores a backup into `db` in one transaction: all of it or nothing. Refuses a database that has tables
 * unless `force`, which first drops everything in its public schema (keeping its backup signing key).
 *
 * The file's SQL is never run as a script: the schema is made by this server's own migrations (the ones the
 * backup names), then only the file's INSERTs of literal rows into those tables and its sequence positions
 * are run (`acceptStatement`); a statement of any other kind refuses the file and rolls everything back.
 * While the rows load, foreign keys are dropped (pg_dump orders data by name, not by reference) and our
 * triggers are off (the dashboard's kept counts are in the file already); both come back before the commit,
 * the foreign keys checked against the rows.
 */
export async function restoreBackup(db: Database, backup: BackupContents, options: { force?: boolean } = {}) {
  const existing = await publicTables(db);
  if (existing.length > 0 && !options.force) {
    throw new NotEmptyError(
      `the database is not empty (${existing.length} tables); restore only into an empty one, or --force`,
    );
  }
  const known = await migrationFiles();
  refuseUnknownMigrations(backup, known);
  const keptKey = existing.includes('backup_signing_keys')
    ? (await db.query<{ key: string }>('select key from backup_signing_keys where id = 1')).rows[0]?.key
    : undefined;
  await db.transaction(async (tx) => {
    if (existing.length > 0) await tx.exec('drop schema public cascade; create schema public;');
    await migrateAs(tx, backup.header.migrations, known);
    await loadRows(tx, backup);
    if (keptKey) await tx.query('insert into backup_signing_keys (id, key) values (1, $1)', [keptKey]);
  });
}

/** A backup naming migrations this server does not know is refused before anything is made. */
function refuseUnknownMigrations(backup: BackupContents, known: readonly MigrationFile[]) {
  const versions = new Set(known.map((file) => file.version));
  const unknown = backup.header.migrations.filter((v) => !versions.has(v));
  if (unknown.length > 0)
    throw new RefusedStatementError(
      `the backup was taken by a newer Kayoi (migrations this server does not know: ${unknown.join(', ')}); restore it with that version`,
    );
}

/** migrate()'s own table, then `migrations` (those of them this server knows, in its order): a backup's schema. */
async function migrateAs(tx: Queryable, migrations: readonly string[], known: readonly MigrationFile[]) {
  await tx.exec('set local standard_conforming_strings = on;');
  await tx.exec(`create table if not exists schema_migrations (
    version text primary key,
    applied_at timestamptz not null default now()
  )`);
  for (const { version, path } of known.filter((file) => migrations.includes(file.version))) {
    await tx.exec(await readFile(path, 'utf8'));
    await tx.query('insert into schema_migrations (version) values ($1)', [version]);
  }
}

/**
 * The backup's rows into the schema its migrations made (`tx` holds nothing else): only its INSERTs of literal rows
 * into our tables and its sequence positions are run (`acceptStatement`), with foreign keys dropped and our triggers
 * off while they load; both come back before the end, the foreign keys checked against the rows, and the rows of
 * every table must be the snapshot's counts.
 */
async function loadRows(tx: Queryable, backup: BackupContents) {
  await tx.exec('set local standard_conforming_strings = on;');
  const schema = await knownSchema(tx);
  const tables = [...schema.tables.keys()].map(quoteIdent);
  const { rows: foreignKeys } = await tx.query<{ drop_sql: string; add_sql: string }>(
    `select format('alter table %s drop constraint %I', conrelid::regclass, conname) as drop_sql,
            format('alter table %s add constraint %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) as add_sql
       from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  const { rows: triggered } = await tx.query<{ name: string }>(
    `select distinct c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and c.relnamespace = 'public'::regnamespace`,
  );
  // Each of these is one script (≈ 290 foreign keys): one round trip to the database, not one per statement.
  await script(
    tx,
    foreignKeys.map((fk) => fk.drop_sql),
    tables.length > 0 ? [`truncate table ${tables.map((t) => `public.${t}`).join(', ')}`] : [],
    triggered.map(({ name }) => `alter table public.${quoteIdent(name)} disable trigger user`),
  );
  let batch = '';
  for (const statement of sqlStatements(backup.script)) {
    const accepted = acceptStatement(statement, schema);
    if (accepted === null) continue;
    batch += `${accepted.sql}\n`;
    if (batch.length >= BATCH_CHARS) {
      await tx.exec(batch);
      batch = '';
    }
  }
  if (batch) await tx.exec(batch);
  await script(
    tx,
    triggered.map(({ name }) => `alter table public.${quoteIdent(name)} enable trigger user`),
    foreignKeys.map((fk) => fk.add_sql),
  );
  // Before the commit: a file whose rows are not its snapshot's counts leaves the database as it was.
  const { counts } = await rowCounts(tx);
  const differ = [...new Set([...Object.keys(counts), ...Object.keys(backup.header.counts)])].filter(
    (table) => counts[table] !== backup.header.counts[table],
  );
  if (differ.length > 0)
    throw new Error(
      `rows differ from the snapshot's counts: ${differ
        .map(
          (t) =>
            `${t}: ${backup.header.counts[t] ?? 'none'} rows in the snapshot, ${counts[t] ?? 'none'} restored`,
        )
        .join('; ')}`,
    );
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs these statements, in order, as one script (nothing when there are none). */
async function script(tx: Queryable, ...parts: string[][]) {
  const statements = parts.flat();
  if (statements.length > 0) await tx.exec(statements.map((sql) => `${sql};`).join('\n'));
}

/** The public schema's tables (with their columns), sequences, functions and names, as the migrations made it. */
export async function knownSchema(tx: Queryable): Promise<KnownSchema> {
  const schema: KnownSchema = {
    tables: new Map(),
    sequences: new Set(),
    functions: new Set(),
    names: new Set(),
  };
  const { rows: columns } = await tx.query<{ relname: string; attname: string }>(
    `select c.relname, a.attname from pg_class c join pg_attribute a on a.attrelid = c.oid
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`,
  );
  for (const { relname, attname } of columns) {
    const set = schema.tables.get(relname) ?? new Set<string>();
    set.add(attname);
    schema.tables.set(relname, set);
  }
  const { rows: relations } = await tx.query<{ relname: string; relkind: string }>(
    `select relname, relkind::text as relkind from pg_class where relnamespace = 'public'::regnamespace`,
  );
  for (const { relname, relkind } of relations) {
    schema.names.add(relname);
    if (relkind === 'S') schema.sequences.add(relname);
  }
  const { rows: functions } = await tx.query<{ name: string }>(
    `select proname as name from pg_proc where pronamespace = 'public'::regnamespace`,
  );
  for (const { name } of functions) {
    schema.functions.add(name);
    schema.names.add(name);
  }
  return schema;
}

export interface Verification {
  ok: boolean;
  ms: number;
  /** What did not match; empty when ok. */
  problems: string[];
}

/**
 * Clusters a verification's scratch database starts from, gzipped, each made by the first verification of the process
 * that needs it: one as initdb makes it (4.5 MB), and one carried through this server's migrations. initdb was half of
 * a verification's work (≈ 1.9 s of CPU, against ≈ 0.7 s to load a dump), and the migrations most of the rest
 * (≈ 0.8 s): a backup this server took names them all, so its verification only loads its rows (issue 27; the test
 * templates have started from such dumps since then too). A backup of an older version, naming fewer, is migrated
 * from the empty cluster each time.
 */
const clusters = new Map<string, Promise<Blob>>();

/** A database of its own, in memory, with `migrations` applied (none: empty), for one verification. */
async function scratchDatabase(
  migrations: readonly string[],
  known: readonly MigrationFile[],
): Promise<Database> {
  const key = migrations.join(',');
  const cached = await clusters.get(key)?.catch(() => null);
  if (cached) return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: cached });
  const db =
    migrations.length === 0
      ? await openDatabase({ kind: 'pglite', dataDir: null })
      : await scratchDatabase([], known);
  if (migrations.length > 0) await db.transaction((tx) => migrateAs(tx, migrations, known));
  const kept = migrations.length === 0 || key === known.map((file) => file.version).join(',');
  if (kept && !clusters.has(key) && db.embedded) {
    const { embedded } = db;
    // A checkpoint first: the dump then opens as a cluster shut down cleanly, not one to recover.
    const dumped = db.exec('checkpoint').then(() => embedded.dumpDataDir('gzip'));
    clusters.set(key, dumped);
    // Before any row is written into this one. A dump that failed is tried again by the next verification.
    await dumped.catch(() => {
      if (clusters.get(key) === dumped) clusters.delete(key);
    });
  }
  return db;
}

/**
 * Restores a backup into a throwaway in-memory database and checks it against its own header: the same
 * migrations (and none this server does not know), the same rows per table.
 */
export async function verifyBackup(file: string): Promise<Verification> {
  const started = Date.now();
  const problems: string[] = [];
  let scratch: Database | null = null;
  try {
    const backup = await readBackup(file);
    const known = await migrationFiles();
    refuseUnknownMigrations(backup, known);
    scratch = await scratchDatabase(
      known.map((file) => file.version).filter((v) => backup.header.migrations.includes(v)),
      known,
    );
    await scratch.transaction((tx) => loadRows(tx, backup));
    const { counts, migrations } = await rowCounts(scratch);
    if (migrations.join(',') !== backup.header.migrations.join(','))
      problems.push('migrations differ from the snapshot');
    const unknown = migrations.filter((v) => !known.some((file) => file.version === v));
    if (unknown.length > 0) problems.push(`migrations this server does not know: ${unknown.join(', ')}`);
    const tables = new Set([...Object.keys(counts), ...Object.keys(backup.header.counts)]);
    for (const table of tables) {
      if (counts[table] !== backup.header.counts[table]) {
        problems.push(
          `${table}: ${backup.header.counts[table] ?? 'none'} rows in the snapshot, ${counts[table] ?? 'none'} restored`,
        );
      }
    }
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    await scratch?.close();
  }
  return { ok: problems.length === 0, ms: Date.now() - started, problems };
}
