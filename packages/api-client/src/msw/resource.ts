import { searchKey } from '@kayoi/domain/kana';
import spec from '../specDocument.js';
import { type Caller, notFound, paginate } from './http.ts';
import type { CollectionName, FixtureRecords, FixtureStore } from './store.ts';

// Generic CRUD over the store's collections: lists with search, filters, sorting and the paginator's meta,
// records by id, the caller's store. Each feature area says which fields these read; none of it is a rule
// of the school (the validation is the domain's form schemas, the computed answers are recorded).

type Row = Record<string, unknown>;

/** The property names of one of the spec's schemas (what a list item shows of a record). */
export function schemaKeys(name: string): readonly string[] {
  const schema = (spec.components.schemas as Record<string, { properties?: Record<string, unknown> }>)[name];
  if (!schema?.properties) throw new Error(`The spec has no object schema ${name}`);
  return Object.keys(schema.properties);
}

/** A record cut down to `keys` (a list item of a detail record). */
export const pick = (record: object, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => k in record).map((k) => [k, (record as Row)[k]]));

export interface ListOptions<R> {
  /** The list item's keys (`schemaKeys('CustomerListItem')`); default: the whole record. */
  item?: readonly string[];
  /** The texts `search` looks in, folded like the database's search key (kana in either script, width). */
  search?: (record: R) => readonly (string | null | undefined)[];
  /**
   * Query parameters that filter: `true` compares the record's field of that name with the value, a
   * function decides.
   */
  filters?: Record<string, true | ((record: R, value: string) => boolean)>;
  /** The `sort` parameter's values: a field name, or a name and the value to order by; `-` reverses. */
  sorts?: Record<string, (record: R) => string | number | null | undefined>;
  /** The order without a `sort` parameter. */
  defaultSort?: string;
}

const order = (a: string | number | null | undefined, b: string | number | null | undefined) => {
  // Values without one go last, as the database sorts NULLs.
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return a < b ? -1 : 1;
};

/** The rows a list's query asks for, in order (before paging). */
export function query<R extends object>(
  rows: readonly R[],
  params: URLSearchParams,
  options: ListOptions<R>,
) {
  let result = [...rows];
  for (const [name, filter] of Object.entries(options.filters ?? {})) {
    const value = params.get(name);
    if (value === null || value === '') continue;
    result = result.filter((record) =>
      filter === true ? String((record as Row)[name]) === value : filter(record, value),
    );
  }
  const search = params.get('search')?.trim();
  if (search && options.search) {
    const needle = searchKey(search);
    const within = options.search;
    result = result.filter((record) => searchKey(within(record).filter(Boolean).join('|')).includes(needle));
  }
  const sort = params.get('sort') ?? options.defaultSort;
  if (sort) {
    const name = sort.replace(/^-/, '');
    const value = options.sorts?.[name] ?? ((record: R) => (record as Row)[name] as string | number | null);
    result.sort((a, b) => order(value(a), value(b)) || Number((a as Row).id) - Number((b as Row).id));
    if (sort.startsWith('-')) result.reverse();
  }
  return result;
}

/** A list answer: `{ data }`, or with `page`/`per_page` the paginator's `{ data, meta }`. */
export function listAnswer<R extends object>(
  rows: readonly R[],
  params: URLSearchParams,
  options: ListOptions<R> & { paginated?: boolean },
) {
  const found = query(rows, params, options);
  const items: object[] = options.item ? found.map((r) => pick(r, options.item as readonly string[])) : found;
  if (options.paginated === false) return { data: items };
  const page = paginate(items, params);
  return { data: page.data, meta: page.meta };
}

/** Other stores' records do not exist for the caller (404), as the server answers. */
export function inCallersStore<N extends CollectionName>(
  caller: Caller,
  name: N,
  id: number,
): FixtureRecords[N][number] {
  const record = caller.store.find(name, id) as { store_id?: number | null } | undefined;
  if (!record || (record.store_id != null && record.store_id !== caller.storeId)) throw notFound();
  return record as FixtureRecords[N][number];
}

/** The records of a collection in the caller's store. */
export const ofCallersStore = <N extends CollectionName>(store: FixtureStore, caller: Caller, name: N) =>
  (store.records[name] as { store_id?: number | null }[]).filter(
    (r) => r.store_id == null || r.store_id === caller.storeId,
  ) as FixtureRecords[N];
