import { formatMessage, memberImportMessages, masterImportMessages as mi } from '@kayoi/domain/messages';
import type { Queryable } from '../../db/database.ts';
import type { FieldErrors } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import type { MultipartBody } from '../../http/multipart.ts';
import { type MemberFile, readMemberFile } from '../member-import/read.ts';
import { createSchoolRepository } from '../schools/repository.ts';

// A master file (issue 29's マスタのCSV取り込み) read by the member import's reader — the same encodings, the
// same .xlsx — into lines of named cells; what the cells mean is the owning module's (programs/import.ts,
// grades/import.ts). Lines are judged whole and answered with their outcome, each reason naming its line
// and column in Japanese.

/** More lines than a school's masters ever have: a member list sent here by mistake is refused at once. */
export const MASTER_IMPORT_MAX_ROWS = 1000;

export interface SheetLine<F extends string> {
  line: number;
  cells: Partial<Record<F, string>>;
  /** Every cell of a column read several times (技能1, 技能2 …), left to right. */
  lists: Partial<Record<F, string[]>>;
}

export interface MasterSheet<F extends string> {
  dryRun: boolean;
  fileName: string;
  format: MemberFile['format'];
  encoding: MemberFile['encoding'];
  lines: SheetLine<F>[];
}

export type LineOutcome = 'created' | 'updated' | 'unchanged' | 'refused';

export interface LineResult {
  line: number;
  school: string;
  name: string;
  outcome: LineOutcome;
  detail: string;
  errors: string[];
  /** The reasons by field, for the 422 of an import (`rows.{line}.{field}`). */
  fields: FieldErrors;
}

/** Reads the request's file: its header line mapped by `columnsOf`, the lines after it that hold anything. */
export function readMasterSheet<F extends string>(
  body: MultipartBody,
  columnsOf: (headers: readonly string[]) => (F | null)[],
  required: { field: F; label: string },
): MasterSheet<F> {
  const { file } = body;
  if (file?.field !== 'file') throw validationFailed({ file: [memberImportMessages.fileRequired] });
  const read = readMemberFile(file);
  const filled = (cells: readonly string[]) => cells.some((cell) => cell.trim() !== '');
  const headerIndex = read.rows.findIndex((row) => filled(row.cells));
  if (headerIndex < 0) throw validationFailed({ file: [memberImportMessages.empty] });
  const header = read.rows[headerIndex] as (typeof read.rows)[number];
  const columns = columnsOf(header.cells.map((cell) => cell.trim()));
  if (!columns.includes(required.field)) {
    throw validationFailed({ file: [formatMessage(mi.noNameColumn, { column: required.label })] });
  }
  const rows = read.rows.slice(headerIndex + 1).filter((row) => filled(row.cells));
  if (rows.length === 0) throw validationFailed({ file: [mi.noRows] });
  if (rows.length > MASTER_IMPORT_MAX_ROWS) {
    throw validationFailed({
      file: [formatMessage(mi.tooManyRows, { max: MASTER_IMPORT_MAX_ROWS.toLocaleString('ja-JP') })],
    });
  }
  const lines = rows.map((row) => {
    const cells: Partial<Record<F, string>> = {};
    const lists: Partial<Record<F, string[]>> = {};
    columns.forEach((field, index) => {
      if (field === null) return;
      const value = (row.cells[index] ?? '').trim();
      lists[field] = [...(lists[field] ?? []), value];
      if (cells[field] === undefined) cells[field] = value;
    });
    return { line: row.line, cells, lists };
  });
  return {
    dryRun: ['1', 'true'].includes(body.fields.dry_run ?? ''),
    fileName: file.filename,
    format: read.format,
    encoding: read.encoding,
    lines,
  };
}

/** Names compared as people write them: full- and half-width alike, spaces folded. */
export const foldName = (text: string) => text.normalize('NFKC').replace(/\s+/gu, ' ').trim();

/** A line's result with its reasons worded 「3行目 月謝: …」. */
export function lineResult(
  line: number,
  base: { school: string; name: string; detail: string; outcome: Exclude<LineOutcome, 'refused'> },
  reasons: readonly { field: string; column: string; message: string }[],
): LineResult {
  const fields: FieldErrors = {};
  const errors = reasons.map(({ field, column, message }) => {
    const text = formatMessage(mi.cell, { line, column, message });
    const key = `rows.${line}.${field}`;
    fields[key] = [...(fields[key] ?? []), text];
    return text;
  });
  return { line, ...base, outcome: errors.length > 0 ? 'refused' : base.outcome, errors, fields };
}

export function summaryOf(results: readonly LineResult[]) {
  const count = (outcome: LineOutcome) => results.filter((r) => r.outcome === outcome).length;
  return {
    rows: results.length,
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    refused: count('refused'),
  };
}

/** An import (not a preview) with any line in error writes nothing: 422 with every line's reasons. */
export function refuseIfAnyLineRefused(results: readonly LineResult[]) {
  const refused = results.filter((r) => r.outcome === 'refused');
  if (refused.length === 0) return;
  throw validationFailed({
    file: [formatMessage(mi.refused, { count: refused.length })],
    ...Object.assign({}, ...refused.map((r) => r.fields)),
  });
}

/** The answer's view of a result (without the keyed reasons). */
export const resultView = ({ fields: _fields, ...view }: LineResult) => view;

export interface SchoolRef {
  id: number;
  name: string;
}

/** The store's schools by folded name; a line may leave スクール empty when the store has one school. */
export async function schoolsOfStore(db: Queryable, storeId: number) {
  const all = { page: 1, perPage: 10_000 };
  const { rows } = await createSchoolRepository(db).list(storeId, { search: null, isActive: undefined }, all);
  const byName = new Map(rows.map((row) => [foldName(row.name), { id: row.id, name: row.name }]));
  const only = rows.length === 1 ? (rows[0] as SchoolRef) : undefined;
  return (cell: string | undefined): { school?: SchoolRef; error?: string } => {
    if (!cell) return only ? { school: only } : { error: mi.schoolRequired };
    const school = byName.get(foldName(cell));
    return school ? { school } : { error: formatMessage(mi.schoolNotFound, { school: cell.slice(0, 50) }) };
  };
}

/** The store's masters locked while a file is written (as a master copy and the ladder table lock them). */
export const lockStoreMasters = (tx: Queryable, storeId: number) =>
  tx.query('select id from stores where id = $1 for update', [storeId]);
