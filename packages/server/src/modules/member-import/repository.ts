import { randomInt } from 'node:crypto';
import { isoTokyo } from '@kayoi/domain/calendar';
import type { Database, Queryable } from '../../db/database.ts';

// The kept member imports (customer_imports): who ran which file when, its counts and its report, kept from
// the run's start; and the lines each file's runs wrote (customer_import_lines), which make a second run of
// the same file match them rather than create them again.

export interface ImportSummary {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  skipped: number;
}

export type ImportStatus = 'running' | 'completed' | 'interrupted' | 'resumed';

/**
 * The holder keys of the runs this process is writing now. PostgreSQL also knows them as session advisory
 * locks, which any node can probe; embedded PGlite has one process, so a running run not listed here has no
 * server left (it stopped before the run ended).
 */
const runningHere = new Set<number>();

/** A fresh advisory-lock key for one run (2^40 and up: clear of the fixed keys of migrations and demo data). */
export const newHolderKey = () => randomInt(2 ** 40, 2 ** 47);

/**
 * Imports one process writes at once. Each holds a pooled connection for its lock besides the one its batches
 * use: left unbounded, as many imports as the pool has connections would hold them all and wait for ever.
 */
export const IMPORTS_AT_ONCE = 3;
let importsHere = 0;

/** This process is writing IMPORTS_AT_ONCE imports already. */
export class TooManyImportsError extends Error {}

/**
 * Runs `work` as the holder of `holderKey`: while it runs, the key's session advisory lock is held on a
 * connection of its own (PostgreSQL), and this process lists it. A server killed midway loses both, which is
 * how its run is told from a live one (`sweepDeadRuns`). An import counts from this call, before it waits for
 * its connection.
 */
export async function holdingRun<T>(db: Database, holderKey: number, work: () => Promise<T>): Promise<T> {
  if (importsHere >= IMPORTS_AT_ONCE) throw new TooManyImportsError();
  importsHere += 1;
  try {
    return await db.exclusive(holderKey, async () => {
      runningHere.add(holderKey);
      try {
        return await work();
      } finally {
        runningHere.delete(holderKey);
      }
    });
  } finally {
    importsHere -= 1;
  }
}

/**
 * Marks the store's running runs whose server is gone as interrupted. A run's lock that can be taken (for
 * the length of this transaction) has no holder: its server ended, and a run it finished is no longer
 * 'running' (the finishing update commits before the lock is given back), so only a dead run is changed.
 */
export async function sweepDeadRuns(db: Database, storeId: number): Promise<void> {
  const { rows } = await db.query<{ id: number; holder_key: number }>(
    `select id, holder_key from customer_imports where store_id = $1 and status = 'running'`,
    [storeId],
  );
  for (const run of rows) {
    if (runningHere.has(run.holder_key)) continue;
    await db.transaction(async (tx) => {
      const { rows: probe } = await tx.query<{ free: boolean }>(
        'select pg_try_advisory_xact_lock($1::bigint) as free',
        [run.holder_key],
      );
      if (!probe[0]?.free) return;
      await tx.query(
        `update customer_imports set status = 'interrupted' where id = $1 and status = 'running'`,
        [run.id],
      );
    });
  }
}

/**
 * Keeps a run from its start, committed, as 'running' (its lines to write follow in planImportRun); null when
 * the same file is being imported into the store now (the partial unique index decides between two at once).
 */
export async function startImportRun(
  db: Queryable,
  run: {
    storeId: number;
    staffId: number;
    fileName: string;
    fileDigest: string;
    holderKey: number;
    format: 'csv' | 'xlsx';
    encoding: 'utf-8' | 'shift_jis' | null;
    rows: number;
    skipped: number;
    startedAt: Date;
  },
): Promise<number | null> {
  try {
    const { rows } = await db.query<{ id: number }>(
      `insert into customer_imports (store_id, imported_by, file_name, format, encoding, rows, created, updated,
         unchanged, refused, skipped, report, started_at, finished_at, status, file_digest, done, total, holder_key)
       values ($1, $2, $3, $4, $5, $6, 0, 0, 0, 0, $7, null, $8, null, 'running', $9, 0, 0, $10) returning id`,
      [
        run.storeId,
        run.staffId,
        run.fileName.slice(0, 255),
        run.format,
        run.encoding,
        run.rows,
        run.skipped,
        run.startedAt,
        run.fileDigest,
        run.holderKey,
      ],
    );
    return (rows[0] as { id: number }).id;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return null;
    throw error;
  }
}

/** The run's lines to write and refused, once they are judged (it is kept before, with none yet). */
export async function planImportRun(db: Queryable, id: number, plan: { total: number; refused: number }) {
  await db.query('update customer_imports set total = $2, refused = $3 where id = $1', [
    id,
    plan.total,
    plan.refused,
  ]);
}

/** The lines of this file the store already has from an earlier run, and their customers. */
export async function importedLines(
  db: Queryable,
  storeId: number,
  fileDigest: string,
): Promise<Map<number, number>> {
  const { rows } = await db.query<{ line: number; customer_id: number }>(
    'select line, customer_id from customer_import_lines where store_id = $1 and file_digest = $2',
    [storeId, fileDigest],
  );
  return new Map(rows.map((row) => [row.line, row.customer_id]));
}

/**
 * In the batch's own transaction: its lines and their customers, and the run's counts. `done` therefore
 * always equals the lines whose customers were committed, whenever the server stops.
 */
export async function recordBatch(
  tx: Queryable,
  batch: {
    runId: number;
    storeId: number;
    fileDigest: string;
    /** The lines this run is the first to write (a line an earlier run wrote is recorded already). */
    lines: readonly { line: number; customerId: number }[];
    counts: { created: number; updated: number; unchanged: number };
  },
): Promise<void> {
  await tx.query(
    `insert into customer_import_lines (store_id, file_digest, line, customer_id)
     select $1, $2, u.line, u.customer_id from unnest($3::int[], $4::int[]) as u(line, customer_id)
     on conflict (store_id, file_digest, line) do update set customer_id = excluded.customer_id
       where customer_import_lines.customer_id <> excluded.customer_id`,
    [batch.storeId, batch.fileDigest, batch.lines.map((l) => l.line), batch.lines.map((l) => l.customerId)],
  );
  await tx.query(
    `update customer_imports set done = done + $2, created = created + $3, updated = updated + $4,
       unchanged = unchanged + $5 where id = $1`,
    [
      batch.runId,
      batch.counts.created + batch.counts.updated + batch.counts.unchanged,
      batch.counts.created,
      batch.counts.updated,
      batch.counts.unchanged,
    ],
  );
}

/** The run's end: completed with its report; the store's interrupted runs of the same file are finished by it. */
export async function finishImportRun(
  db: Database,
  run: {
    id: number;
    storeId: number;
    fileDigest: string;
    summary: ImportSummary;
    report: string;
    finishedAt: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `update customer_imports set status = 'completed', created = $2, updated = $3, unchanged = $4,
         refused = $5, report = $6, finished_at = $7 where id = $1`,
      [
        run.id,
        run.summary.created,
        run.summary.updated,
        run.summary.unchanged,
        run.summary.refused,
        run.report,
        run.finishedAt,
      ],
    );
    await tx.query(
      `update customer_imports set status = 'resumed', resumed_by = $1
        where store_id = $2 and file_digest = $3 and status = 'interrupted'`,
      [run.id, run.storeId, run.fileDigest],
    );
  });
}

/** A run that failed midway (an error, not a kill): interrupted, with the lines its committed batches wrote. */
export async function interruptImportRun(db: Queryable, id: number): Promise<void> {
  await db.query(`update customer_imports set status = 'interrupted' where id = $1 and status = 'running'`, [
    id,
  ]);
}

interface RunRow extends ImportSummary {
  id: number;
  status: ImportStatus;
  done: number;
  total: number;
  file_name: string;
  format: 'csv' | 'xlsx';
  encoding: 'utf-8' | 'shift_jis' | null;
  imported_by_id: number | null;
  imported_by_name: string | null;
  started_at: Date;
  finished_at: Date | null;
}

export async function listImportRuns(db: Database, storeId: number, page: { page: number; perPage: number }) {
  await sweepDeadRuns(db, storeId);
  const [{ rows }, count] = await Promise.all([
    db.query<RunRow>(
      `select i.id, i.status, i.done, i.total, i.file_name, i.format, i.encoding, i.rows, i.created, i.updated, i.unchanged, i.refused,
              i.skipped, s.id as imported_by_id, s.name as imported_by_name, i.started_at, i.finished_at
         from customer_imports i left join staffs s on s.id = i.imported_by
        where i.store_id = $1 order by i.started_at desc, i.id desc limit $2 offset $3`,
      [storeId, page.perPage, (page.page - 1) * page.perPage],
    ),
    db.query<{ total: number }>('select count(*)::int as total from customer_imports where store_id = $1', [
      storeId,
    ]),
  ]);
  return {
    total: count.rows[0]?.total ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      file_name: row.file_name,
      format: row.format,
      encoding: row.encoding,
      status: row.status,
      done: row.done,
      total: row.total,
      summary: {
        rows: row.rows,
        created: row.created,
        updated: row.updated,
        unchanged: row.unchanged,
        refused: row.refused,
        skipped: row.skipped,
      },
      imported_by:
        row.imported_by_id !== null && row.imported_by_name !== null
          ? { id: row.imported_by_id, name: row.imported_by_name }
          : null,
      started_at: isoTokyo(row.started_at),
      finished_at: row.finished_at ? isoTokyo(row.finished_at) : null,
    })),
  };
}

export async function importReport(db: Queryable, storeId: number, id: number) {
  const { rows } = await db.query<{ report: string; started_at: Date }>(
    'select report, started_at from customer_imports where id = $1 and store_id = $2 and report is not null',
    [id, storeId],
  );
  return rows[0];
}
