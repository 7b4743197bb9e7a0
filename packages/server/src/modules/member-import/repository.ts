import { isoTokyo } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';

// The kept member imports (customer_imports): who ran which file when, its counts and its report.

export interface ImportSummary {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  skipped: number;
}

export async function saveImportRun(
  db: Queryable,
  run: {
    storeId: number;
    staffId: number;
    fileName: string;
    format: 'csv' | 'xlsx';
    encoding: 'utf-8' | 'shift_jis' | null;
    summary: ImportSummary;
    report: string;
    startedAt: Date;
    finishedAt: Date;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into customer_imports (store_id, imported_by, file_name, format, encoding, rows, created, updated,
       unchanged, refused, skipped, report, started_at, finished_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
    [
      run.storeId,
      run.staffId,
      run.fileName.slice(0, 255),
      run.format,
      run.encoding,
      run.summary.rows,
      run.summary.created,
      run.summary.updated,
      run.summary.unchanged,
      run.summary.refused,
      run.summary.skipped,
      run.report,
      run.startedAt,
      run.finishedAt,
    ],
  );
  return (rows[0] as { id: number }).id;
}

interface RunRow extends ImportSummary {
  id: number;
  file_name: string;
  format: 'csv' | 'xlsx';
  encoding: 'utf-8' | 'shift_jis' | null;
  imported_by_id: number | null;
  imported_by_name: string | null;
  started_at: Date;
  finished_at: Date;
}

export async function listImportRuns(
  db: Queryable,
  storeId: number,
  page: { page: number; perPage: number },
) {
  const [{ rows }, count] = await Promise.all([
    db.query<RunRow>(
      `select i.id, i.file_name, i.format, i.encoding, i.rows, i.created, i.updated, i.unchanged, i.refused,
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
      finished_at: isoTokyo(row.finished_at),
    })),
  };
}

export async function importReport(db: Queryable, storeId: number, id: number) {
  const { rows } = await db.query<{ report: string; started_at: Date }>(
    'select report, started_at from customer_imports where id = $1 and store_id = $2',
    [id, storeId],
  );
  return rows[0];
}
