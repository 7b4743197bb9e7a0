import { isoTokyo } from '@kayoi/domain/calendar';
import { BANK_SEARCH_KEY_VERSION } from '@kayoi/domain/kana';
import type { Queryable } from '../../db/database.ts';
import { masterSearchText } from './master.ts';

// The bank master's reads and an admin's corrections.

interface MasterRow {
  code: string;
  name: string;
  kana: string;
  source_name: string;
  source_kana: string;
  in_source: boolean;
  is_active: boolean;
  edited_at: Date | null;
  edited_by_id: number | null;
  edited_by_name: string | null;
}
interface BankRow extends MasterRow {
  branch_count: number;
}
interface BranchRow extends MasterRow {
  bank_code: string;
  note: string | null;
}

function common(row: MasterRow) {
  const edited = row.edited_at !== null;
  return {
    code: row.code,
    name: row.name,
    kana: row.kana,
    is_active: row.is_active,
    in_source: row.in_source,
    edited,
    edited_at: row.edited_at ? isoTokyo(row.edited_at) : null,
    edited_by:
      row.edited_by_id !== null && row.edited_by_name !== null
        ? { id: row.edited_by_id, name: row.edited_by_name }
        : null,
    // The package's own values, shown where an edit made the school's differ.
    source:
      edited && (row.source_name !== row.name || row.source_kana !== row.kana)
        ? { name: row.source_name, kana: row.source_kana }
        : null,
  };
}

const bankView = (row: BankRow) => ({ ...common(row), branch_count: row.branch_count });
const branchView = (row: BranchRow) => ({ bank_code: row.bank_code, ...common(row), note: row.note });

const BANK_SELECT = `select b.code, b.name, b.kana, b.source_name, b.source_kana, b.in_source, b.is_active, b.edited_at,
    e.id as edited_by_id, e.name as edited_by_name,
    (select count(*)::int from bank_branches r where r.bank_code = b.code and r.is_active) as branch_count
  from banks b left join staffs e on e.id = b.edited_by`;
const BRANCH_SELECT = `select r.bank_code, r.code, r.name, r.kana, r.source_name, r.source_kana, r.in_source, r.is_active,
    r.note, r.edited_at, e.id as edited_by_id, e.name as edited_by_name
  from bank_branches r left join staffs e on e.id = r.edited_by`;

export interface MasterQuery {
  /** The search as typed; digits also match codes from their start. */
  words: string | undefined;
  /** The folded search key (bankSearchKey), '' for none. */
  key: string;
  includeInactive: boolean;
  page: number;
  perPage: number;
}

/** Codes first (a typed code finds its bank at once), then names; inactive ones only when asked. */
const FILTER = (
  alias: string,
  first: number,
) => `($${first}::text = '' or ${alias}.search_text like '%' || $${first} || '%'
    or ${alias}.code like $${first + 1} || '%')
  and ($${first + 2} or ${alias}.is_active)`;

const codePrefix = (words: string | undefined) => {
  const digits = (words ?? '').normalize('NFKC').trim();
  return /^[0-9]{1,4}$/.test(digits) ? digits : 'none';
};

export async function searchBanks(db: Queryable, query: MasterQuery) {
  const params = [query.key, codePrefix(query.words), query.includeInactive];
  const [{ rows }, count] = await Promise.all([
    db.query<BankRow>(`${BANK_SELECT} where ${FILTER('b', 1)} order by b.code limit $4 offset $5`, [
      ...params,
      query.perPage,
      (query.page - 1) * query.perPage,
    ]),
    db.query<{ total: number }>(`select count(*)::int as total from banks b where ${FILTER('b', 1)}`, params),
  ]);
  return { rows: rows.map(bankView), total: count.rows[0]?.total ?? 0 };
}

export async function searchBranches(db: Queryable, bankCode: string, query: MasterQuery) {
  const params = [query.key, codePrefix(query.words), query.includeInactive, bankCode];
  const [{ rows }, count] = await Promise.all([
    db.query<BranchRow>(
      `${BRANCH_SELECT} where r.bank_code = $4 and ${FILTER('r', 1)} order by r.code limit $5 offset $6`,
      [...params, query.perPage, (query.page - 1) * query.perPage],
    ),
    db.query<{ total: number }>(
      `select count(*)::int as total from bank_branches r where r.bank_code = $4 and ${FILTER('r', 1)}`,
      params,
    ),
  ]);
  return { rows: rows.map(branchView), total: count.rows[0]?.total ?? 0 };
}

export async function findBank(db: Queryable, code: string) {
  const { rows } = await db.query<BankRow>(`${BANK_SELECT} where b.code = $1`, [code]);
  return rows[0] && bankView(rows[0]);
}

export async function findBranch(db: Queryable, bankCode: string, code: string) {
  const { rows } = await db.query<BranchRow>(`${BRANCH_SELECT} where r.bank_code = $1 and r.code = $2`, [
    bankCode,
    code,
  ]);
  return rows[0] && branchView(rows[0]);
}

export interface MasterEdit {
  name: string;
  kana: string;
  is_active: boolean;
  by: number;
  at: Date;
}

export async function editBank(db: Queryable, code: string, edit: MasterEdit): Promise<boolean> {
  const { rows } = await db.query(
    `update banks set name = $2, kana = $3, is_active = $4, edited_by = $5, edited_at = $6, search_text = $7,
       search_key_version = $8
      where code = $1 returning 1`,
    [
      code,
      edit.name,
      edit.kana,
      edit.is_active,
      edit.by,
      edit.at,
      masterSearchText(edit),
      BANK_SEARCH_KEY_VERSION,
    ],
  );
  return rows.length > 0;
}

export async function editBranch(
  db: Queryable,
  bankCode: string,
  code: string,
  edit: MasterEdit & { note: string | null },
): Promise<boolean> {
  const { rows } = await db.query(
    `update bank_branches set name = $3, kana = $4, is_active = $5, note = $6, edited_by = $7, edited_at = $8,
       search_text = $9, search_key_version = $10
      where bank_code = $1 and code = $2 returning 1`,
    [
      bankCode,
      code,
      edit.name,
      edit.kana,
      edit.is_active,
      edit.note,
      edit.by,
      edit.at,
      masterSearchText(edit),
      BANK_SEARCH_KEY_VERSION,
    ],
  );
  return rows.length > 0;
}
