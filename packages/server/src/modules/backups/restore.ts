import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { type Database, openDatabase } from '../../db/database.ts';
import { knownMigrations } from '../../db/migrate.ts';
import { HEADER_PREFIX, rowCounts, type SnapshotHeader } from './snapshot.ts';
import { forReplay, sqlStatements } from './sql-script.ts';

const BATCH_CHARS = 512 * 1024;

export interface BackupContents {
  header: SnapshotHeader;
  script: string;
}

/** Reads a backup file; a damaged or cut-off file (gzip's own check), or one without our header, throws. */
export async function readBackup(file: string): Promise<BackupContents> {
  const text = (await promisify(gunzip)(await readFile(file))).toString('utf8');
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

/** Tables in the public schema: a database with none is empty. */
export async function publicTables(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  return rows.map((r) => r.name);
}

export class NotEmptyError extends Error {}

/**
 * Replays a backup into `db` in one transaction: all of it or nothing. Refuses a database that has tables
 * unless `force`, which first drops everything in its public schema.
 */
export async function restoreBackup(db: Database, backup: BackupContents, options: { force?: boolean } = {}) {
  const existing = await publicTables(db);
  if (existing.length > 0 && !options.force) {
    throw new NotEmptyError(
      `the database is not empty (${existing.length} tables); restore only into an empty one, or --force`,
    );
  }
  await db.transaction(async (tx) => {
    if (existing.length > 0) await tx.exec('drop schema public cascade; create schema public;');
    let batch = '';
    for (const statement of sqlStatements(backup.script)) {
      const replay = forReplay(statement);
      if (replay === null) continue;
      batch += `${replay}\n`;
      if (batch.length >= BATCH_CHARS) {
        await tx.exec(batch);
        batch = '';
      }
    }
    if (batch) await tx.exec(batch);
  });
}

export interface Verification {
  ok: boolean;
  ms: number;
  /** What did not match; empty when ok. */
  problems: string[];
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
    scratch = await openDatabase({ kind: 'pglite', dataDir: null });
    await restoreBackup(scratch, backup);
    const { counts, migrations } = await rowCounts(scratch);
    if (migrations.join(',') !== backup.header.migrations.join(','))
      problems.push('migrations differ from the snapshot');
    const known = new Set(await knownMigrations());
    const unknown = migrations.filter((v) => !known.has(v));
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
