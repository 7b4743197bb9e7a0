import { ApiError } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';
import type { CustomerSort } from './repository.ts';

// How the customer list pages (issue 30): each sort is a key of columns ending in the id, all in one direction,
// so that "the rows after this one" is a row comparison an index walks from (keyset pages), and a page far
// down the list is read from its end instead of skipped to. Nullable days sort as ±infinity (as `nulls last`
// did), which keeps the key comparable.

type KeyType = 'text' | 'date' | 'int';

interface SortKey {
  columns: readonly { sql: string; type: KeyType }[];
  descending: boolean;
}

const ID = { sql: 'c.id', type: 'int' } as const;
const day = (column: string, nulls: 'infinity' | '-infinity') =>
  ({ sql: `coalesce(c.${column}, '${nulls}'::date)`, type: 'date' }) as const;

const KEYS: Record<CustomerSort, SortKey> = {
  name_kana: {
    columns: [{ sql: 'c.family_name_kana', type: 'text' }, { sql: 'c.given_name_kana', type: 'text' }, ID],
    descending: false,
  },
  '-name_kana': {
    columns: [{ sql: 'c.family_name_kana', type: 'text' }, { sql: 'c.given_name_kana', type: 'text' }, ID],
    descending: true,
  },
  member_number: { columns: [{ sql: 'c.member_number', type: 'text' }, ID], descending: false },
  '-member_number': { columns: [{ sql: 'c.member_number', type: 'text' }, ID], descending: true },
  joined_on: { columns: [day('joined_on', 'infinity'), ID], descending: false },
  '-joined_on': { columns: [day('joined_on', '-infinity'), ID], descending: true },
  birth_date: { columns: [day('birth_date', 'infinity'), ID], descending: false },
  '-birth_date': { columns: [day('birth_date', '-infinity'), ID], descending: true },
};

/** The ORDER BY of a sort, or of its reverse (a page read from the end of the list, or before a cursor). */
export function orderSql(sort: CustomerSort, reverse = false): string {
  const { columns, descending } = KEYS[sort];
  const direction = descending !== reverse ? ' desc' : '';
  return columns.map((column) => `${column.sql}${direction}`).join(', ');
}

/**
 * The sort key's columns, selected beside a row as k0, k1 … so that a cursor can be made from it (days come
 * back as their 'YYYY-MM-DD' text, or 'infinity', from both drivers).
 */
export function keySelectSql(sort: CustomerSort): string {
  return KEYS[sort].columns.map((column, i) => `${column.sql} as k${i}`).join(', ');
}

/** orderSql over keySelectSql's columns as `alias` has them. */
export function keyOrderSql(sort: CustomerSort, reverse: boolean, alias: string): string {
  const { columns, descending } = KEYS[sort];
  return columns.map((_, i) => `${alias}.k${i}${descending !== reverse ? ' desc' : ''}`).join(', ');
}

/** A place in the list: after (or before) the row whose sort key is `values`. */
export interface Cursor {
  sort: CustomerSort;
  values: (string | number)[];
  direction: 'after' | 'before';
}

/**
 * "Rows after (before) the cursor's" as a row comparison on the sort key, its values parameters from
 * `$first` on; the index of the sort walks from there.
 */
export function seekSql(cursor: Cursor, first: number): { sql: string; params: (string | number)[] } {
  const { columns, descending } = KEYS[cursor.sort];
  const forward = cursor.direction === 'after';
  const operator = descending === forward ? '<' : '>';
  const placeholders = columns.map((column, i) => `$${first + i}::${column.type}`);
  return {
    sql: `(${columns.map((column) => column.sql).join(', ')}) ${operator} (${placeholders.join(', ')})`,
    params: cursor.values,
  };
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.direction, cursor.values])).toString('base64url');
}

/** A day as the list's keys carry it: ±infinity, or a real calendar day (what `::date` accepts). */
function isDay(value: string): boolean {
  if (value === 'infinity' || value === '-infinity') return true;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** The cursor a client sent back, checked against the list's sort; 422 when it is not one this server made. */
export function decodeCursor(text: string, sort: CustomerSort): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalidCursor();
  const [cursorSort, direction, values] = parsed as unknown[];
  const { columns } = KEYS[sort];
  const fits =
    cursorSort === sort &&
    (direction === 'after' || direction === 'before') &&
    Array.isArray(values) &&
    values.length === columns.length &&
    columns.every((column, i) => {
      const value = values[i];
      if (column.type === 'int') return Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;
      if (column.type === 'date') return typeof value === 'string' && isDay(value);
      // PostgreSQL's text holds no NUL: such a value would fail in the database, not here.
      return typeof value === 'string' && value.length <= 200 && !value.includes('\u0000');
    });
  if (!fits) throw invalidCursor();
  return { sort, direction: direction as Cursor['direction'], values: values as (string | number)[] };
}

/** The cursor after (or before) a row selected with keySelectSql's columns. */
export function cursorOf(
  sort: CustomerSort,
  row: Record<string, unknown>,
  direction: Cursor['direction'],
): string {
  const values = KEYS[sort].columns.map((_, i) => row[`k${i}`] as string | number);
  return encodeCursor({ sort, direction, values });
}

const invalidCursor = () =>
  new ApiError(422, 'VALIDATION_ERROR', serverMessages.validationFailed, {
    fieldErrors: { cursor: ['ページの位置が正しくありません。一覧を最初から開き直してください'] },
  });
