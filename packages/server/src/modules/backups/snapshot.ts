import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import type { Database, Queryable } from '../../db/database.ts';

/** The first line of every backup: what the snapshot held, so that its restore can be checked against it. */
export interface SnapshotHeader {
  format: 1;
  kind: Database['kind'];
  taken_at: string;
  /** schema_migrations' versions, in order. */
  migrations: string[];
  /** Rows per table of the public schema, counted in the same snapshot as the dump. */
  counts: Record<string, number>;
}

export const HEADER_PREFIX = '-- kayoi-backup ';

/**
 * Tables whose rows no backup holds: the key that signs backups' records (0149) must not travel with them,
 * the rate-limit counters (0152) are a minute's traffic, changing with every request (a restore starts
 * with every limit's window fresh), and the reports' kept store parts and their stores' changes (0450) name
 * transactions of the cluster they were read in (a restore starts with none kept), as do the members' kept spans,
 * days and their stores' changes (0620), and 進級's grade changes and grades reached made with them (0640), made again
 * on read; and the claims of parts being read (0690).
 */
export const NOT_BACKED_UP = [
  'backup_signing_keys',
  'rate_limit_counters',
  'report_member_changes',
  'report_member_days',
  'report_member_grade_changes',
  'report_member_grade_since',
  'report_member_span_stores',
  'report_member_spans',
  'report_part_claims',
  'report_store_changes',
  'report_store_parts',
];

/** Plain SQL with multi-row INSERTs (no COPY): replayable through either driver, on PGlite and PostgreSQL. */
const DUMP_ARGS = [
  '--no-owner',
  '--no-privileges',
  '--rows-per-insert=1000',
  ...NOT_BACKED_UP.map((table) => `--exclude-table-data=public.${table}`),
];

export async function rowCounts(
  db: Queryable,
): Promise<{ counts: Record<string, number>; migrations: string[] }> {
  const tables = await db.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    if (NOT_BACKED_UP.includes(name)) continue;
    const { rows } = await db.query<{ n: string | number }>(
      `select count(*) as n from public."${name.replaceAll('"', '""')}"`,
    );
    counts[name] = Number(rows[0]?.n ?? 0);
  }
  const migrations = counts.schema_migrations
    ? (
        await db.query<{ version: string }>('select version from public.schema_migrations order by version')
      ).rows.map((r) => r.version)
    : [];
  return { counts, migrations };
}

/**
 * An md5 per table over its rows as text, in byte order (collate "C": PGlite and a PostgreSQL server may sort
 * text differently) and in UTC, so that the same rows give the same sums on either kind of database.
 */
export async function tableChecksums(db: Database): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    await tx.query("set local timezone = 'UTC'");
    const tables = await tx.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    );
    const sums: Record<string, string> = {};
    for (const { name } of tables.rows) {
      if (NOT_BACKED_UP.includes(name)) continue;
      const quoted = `public."${name.replaceAll('"', '""')}"`;
      const { rows } = await tx.query<{ sum: string | null }>(
        `select md5(coalesce(string_agg(t::text, E'\\n' order by t::text collate "C"), '')) as sum from ${quoted} t`,
      );
      sums[name] = rows[0]?.sum ?? '';
    }
    return sums;
  });
}

/**
 * Writes a consistent dump of the live database to `out` (header line first) while the server goes on
 * serving. PGlite: a clone of the instance (PGlite's own copy of its data directory, taken between two
 * queries) is counted and dumped with pglite-tools' pg_dump, so the dump never runs inside a transaction
 * of the server's single connection. PostgreSQL: the counts are taken in a repeatable-read transaction
 * whose snapshot the system pg_dump is told to use (`--snapshot`).
 */
export async function writeSnapshot(
  db: Database,
  options: { postgresUrl?: string; now: Date; isoNow: string },
  out: Writable,
): Promise<SnapshotHeader> {
  if (db.kind === 'pglite') {
    if (!db.embedded) throw new Error('the embedded database is not reachable for a backup');
    const copy = await db.embedded.clone();
    try {
      const { counts, migrations } = await rowCounts(copy);
      const header: SnapshotHeader = {
        format: 1,
        kind: 'pglite',
        taken_at: options.isoNow,
        migrations,
        counts,
      };
      const dump = await copy.pgDump(DUMP_ARGS);
      await writeAll(out, `${HEADER_PREFIX}${JSON.stringify(header)}\n${dump}`);
      return header;
    } finally {
      await copy.close();
    }
  }
  if (!options.postgresUrl) throw new Error('a PostgreSQL backup needs DATABASE_URL');
  const client = new pg.Client({ connectionString: options.postgresUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const snapshotId = rows[0]?.id as string;
    const { counts, migrations } = await rowCounts({
      query: async (sql, params) => ({ rows: (await client.query(sql, params as unknown[])).rows }),
      exec: async (sql) => {
        await client.query(sql);
      },
    });
    const header: SnapshotHeader = {
      format: 1,
      kind: 'postgres',
      taken_at: options.isoNow,
      migrations,
      counts,
    };
    out.write(`${HEADER_PREFIX}${JSON.stringify(header)}\n`);
    await runPgDump(options.postgresUrl, [...DUMP_ARGS, '--inserts', `--snapshot=${snapshotId}`], out);
    await client.query('commit');
    return header;
  } finally {
    await client.end();
  }
}

function writeAll(out: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    out.write(text, (error) => (error ? reject(error) : resolve()));
  });
}

/** The system's pg_dump (PostgreSQL's own bin directory first), given the password by environment, never on its command line. */
async function runPgDump(url: string, args: string[], out: Writable): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const child = spawn(pgDumpBinary(), [...args, `--dbname=${target.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const exited = new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
  await pipeline(child.stdout, out, { end: false });
  const code = await exited;
  if (code !== 0) throw new Error(`pg_dump failed (exit ${code}): ${stderr.trim()}`);
}

/** PG_DUMP names it; otherwise the newest /usr/lib/postgresql/<major>/bin/pg_dump, else `pg_dump` on PATH. */
function pgDumpBinary(): string {
  if (process.env.PG_DUMP) return process.env.PG_DUMP;
  try {
    const majors = readdirSync('/usr/lib/postgresql')
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    if (majors[0]) return `/usr/lib/postgresql/${majors[0]}/bin/pg_dump`;
  } catch {
    // not a Debian layout
  }
  return 'pg_dump';
}
