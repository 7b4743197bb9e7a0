import type { Queryable } from '../../db/database.ts';
import { inForceSql } from './contracts.ts';
import { type Cursor, cursorOf, keyOrderSql, keySelectSql, orderSql, seekSql } from './list-pages.ts';

// The customers module's SQL: customers, their status history and the stores' member-number counters (their
// contracts are in contracts.ts). Other modules read customers through `deskCustomer` and `summaries`.

export type CustomerStatus = 'active' | 'paused' | 'withdrawn';
export type Gender = 'male' | 'female' | 'other';

/** The customer form's fields as stored (optional ones null when empty). */
export interface CustomerFields {
  member_number: string;
  family_name: string;
  given_name: string;
  family_name_kana: string;
  given_name_kana: string;
  birth_date: string | null;
  gender: Gender | null;
  phone: string | null;
  mobile: string | null;
  email: string | null;
  postal_code: string | null;
  prefecture: string | null;
  city: string | null;
  street_address: string | null;
  building: string | null;
  guardian_name: string | null;
  guardian_name_kana: string | null;
  guardian_relationship: string | null;
  guardian_phone: string | null;
  grade_id: number | null;
  joined_on: string | null;
  memo: string | null;
  notes: string | null;
}

const FIELD_NAMES = [
  'member_number',
  'family_name',
  'given_name',
  'family_name_kana',
  'given_name_kana',
  'birth_date',
  'gender',
  'phone',
  'mobile',
  'email',
  'postal_code',
  'prefecture',
  'city',
  'street_address',
  'building',
  'guardian_name',
  'guardian_name_kana',
  'guardian_relationship',
  'guardian_phone',
  'grade_id',
  'joined_on',
  'memo',
  'notes',
] as const satisfies readonly (keyof CustomerFields)[];

/**
 * Automatic member numbers: the store's counter plus one, six digits at least ('000123'). Existing numbers of
 * six to nine digits are taken for automatic ones when a store's counter is first made; longer or other
 * numbers are manual and never move it.
 */
/** The member numbers the counter follows: numeric, one to nine digits (a longer one is left aside). */
const NUMERIC_SHAPE = '^[0-9]{1,9}$';
const NUMERIC = /^[0-9]{1,9}$/;
/** The width of automatic numbers in a store that has none yet. */
const DEFAULT_DIGITS = 6;
const formatMemberNumber = (value: number, digits: number) => String(value).padStart(digits, '0');
/** A store's counter as first made ($1 the store): after its highest numeric member number, as wide as it. */
const FIRST_COUNTER = `select $1, coalesce(top.n, 0), coalesce(top.d, ${DEFAULT_DIGITS})
   from (select 1) as one
   left join lateral (
     select member_number::bigint as n, length(member_number) as d from customers
      where store_id = $1 and member_number ~ '${NUMERIC_SHAPE}'
      order by 1 desc, 2 desc limit 1) top on true`;

export interface CustomerRow {
  id: number;
  store_id: number;
  store_name: string | null;
  member_number: string;
  family_name: string;
  given_name: string;
  family_name_kana: string;
  given_name_kana: string;
  birth_date: string | null;
  gender: Gender | null;
  phone: string | null;
  mobile: string | null;
  email: string | null;
  photo_path: string | null;
  status: CustomerStatus;
  status_changed_on: string | null;
  joined_on: string | null;
  grade_id: number | null;
  grade_name: string | null;
  programs: string[] | null;
  last_visit_at: Date | null;
}

export interface CustomerDetailRow extends CustomerRow {
  postal_code: string | null;
  prefecture: string | null;
  city: string | null;
  street_address: string | null;
  building: string | null;
  guardian_name: string | null;
  guardian_name_kana: string | null;
  guardian_relationship: string | null;
  guardian_phone: string | null;
  memo: string | null;
  notes: string | null;
  pre_registration_id: number | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * Columns every customer answer shows. Programs (from the contracts in force) and the last visit (the visits
 * module's) are filled in by the use case, for the rows of a page only.
 */
const LIST_COLUMNS = `c.id, c.store_id, s.name as store_name, c.member_number, c.family_name,
  c.given_name, c.family_name_kana, c.given_name_kana, c.birth_date::text as birth_date, c.gender, c.phone,
  c.mobile, c.email, c.photo_path, c.status, c.status_changed_on::text as status_changed_on,
  c.joined_on::text as joined_on, c.grade_id, g.name as grade_name,
  null::text[] as programs, null::timestamptz as last_visit_at`;

const DETAIL_COLUMNS = `${LIST_COLUMNS}, c.postal_code, c.prefecture, c.city, c.street_address, c.building,
  c.guardian_name, c.guardian_name_kana, c.guardian_relationship, c.guardian_phone, c.memo, c.notes, c.pre_registration_id,
  c.created_at, c.updated_at`;

export type CustomerSort =
  | 'name_kana'
  | '-name_kana'
  | 'member_number'
  | '-member_number'
  | 'joined_on'
  | '-joined_on'
  | 'birth_date'
  | '-birth_date';

export interface CustomerFilters {
  storeId: number;
  search: string | undefined;
  /** Exactly this member number (the front desk's typed 会員番号); the export has none. */
  memberNumber?: string | undefined;
  status: CustomerStatus | undefined;
  programId: number | undefined;
  gradeId: number | undefined;
  sort: CustomerSort;
  today: string;
}

/**
 * A search's matches are counted up to this many: the list says 「1,000件以上」 rather than read every record of
 * a common name to count it (issue 30). Unfiltered and by status, the total is the kept count (customer_counts).
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * The filters as SQL: $1 store, $2 status, $3 grade, $4 program, $5 search, $6 today, $7 member number. `where`
 * has them all; `common` all but the search, which a bounded walk of the sort's index tests row by row instead
 * (`pageKeys`, with `searchHitSql`). The search is folded as the records are (kayoi_search_key) and found with
 * `strpos`, as before; a key of two letters or more first asks the store's indexed pieces (0350) for
 * candidates. The planner folds the key and the test of its length into constants.
 */
function filterSql(filters: CustomerFilters) {
  const search = filters.search?.trim() ? filters.search : null;
  const common = `where c.store_id = $1
      and ($2::text is null or c.status = $2)
      and ($3::int is null or c.grade_id = $3)
      and ($4::int is null or exists (
        select 1 from customer_contracts k where k.customer_id = c.id and k.program_id = $4
          and ${inForceSql('k', '$6::date')}))
      and ($7::text is null or c.member_number = $7)`;
  const pieces = `(length(kayoi_search_key($5::text)) < 2
      or kayoi_search_grams(c.store_id, c.search_text) @> kayoi_search_key_grams($1::int, kayoi_search_key($5::text)))`;
  return {
    where: search === null ? `${common} and $5::text is null` : `${common} and ${searchHitSql} and ${pieces}`,
    common,
    searching: search !== null,
    params: [
      filters.storeId,
      filters.status ?? null,
      filters.gradeId ?? null,
      filters.programId ?? null,
      search,
      filters.today,
      filters.memberNumber ?? null,
    ],
  };
}

/** Whether a customer `c` is found by the search $5 (filterSql's parameters). */
const searchHitSql = 'strpos(c.search_text, kayoi_search_key($5::text)) > 0';

export interface CustomerPageRequest {
  page: number;
  perPage: number;
  /** Rows after (or before) this place instead of skipping to the page (keyset pages). */
  cursor?: Cursor | undefined;
}

export interface CustomerPage {
  rows: CustomerRow[];
  total: number;
  /** True when a search's matches were counted only up to SEARCH_COUNT_CAP (there are more). */
  totalCapped: boolean;
  nextCursor: string | null;
  prevCursor: string | null;
}

type Filter = ReturnType<typeof filterSql>;

/**
 * How many customers the filters find. Without a search or a filter of grade or program, the kept count
 * (customer_counts, 0350): nothing is counted. A search is counted up to SEARCH_COUNT_CAP.
 */
async function countCustomers(
  db: Queryable,
  filters: CustomerFilters,
  filter: Filter,
): Promise<{ total: number; capped: boolean }> {
  const searching = filter.searching || filters.memberNumber !== undefined;
  if (!searching && filters.gradeId === undefined && filters.programId === undefined) {
    const { rows } = await db.query<{ total: number }>(
      `select coalesce(sum(case $2::text when 'active' then active when 'paused' then paused
         when 'withdrawn' then withdrawn else active + paused + withdrawn end), 0)::int as total
         from customer_counts where store_id = $1`,
      [filters.storeId, filters.status ?? null],
    );
    return { total: rows[0]?.total ?? 0, capped: false };
  }
  const limit = searching ? `limit ${SEARCH_COUNT_CAP + 1}` : '';
  const { rows } = await db.query<{ total: number }>(
    `select count(*)::int as total from (select 1 from customers c ${filter.where} ${limit}) found`,
    filter.params,
  );
  const total = rows[0]?.total ?? 0;
  return searching ? capped(total) : { total, capped: false };
}

/** A search's count as the list says it: up to SEARCH_COUNT_CAP, then 「以上」. */
const capped = (total: number) =>
  total > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, capped: true } : { total, capped: false };

/** Rows of the sort's index a search tests one by one before it asks the pieces' index instead. */
const SEARCH_WALK_ROWS = 1000;

interface PagePlan {
  sort: CustomerSort;
  reverse: boolean;
  skip: number;
  take: number;
  seek: { sql: string; params: (string | number)[] } | null;
}

/**
 * The ids and sort keys of a page. Without a search, the sort's index walks in order (from the cursor)
 * through the filters. A search's matches, when it has at most SEARCH_COUNT_CAP of them, are found by the
 * pieces' index and sorted (few rows). A search that has more is a common word: the walk first tests at most
 * SEARCH_WALK_ROWS rows of the sort's index, which a common word fills the page within unless it sorts late;
 * only then are all its matches found and sorted.
 */
async function pageKeys(db: Queryable, filter: Filter, plan: PagePlan, manyMatches: boolean) {
  const seek = plan.seek ? `and ${plan.seek.sql}` : '';
  const params = [...filter.params, plan.take, plan.skip, ...(plan.seek?.params ?? [])];
  const order = orderSql(plan.sort, plan.reverse);
  const keys = keySelectSql(plan.sort);
  if (!filter.searching) {
    const { rows } = await db.query<Record<string, unknown>>(
      `select c.id, ${keys} from customers c ${filter.where} ${seek} order by ${order} limit $8 offset $9`,
      params,
    );
    return rows;
  }
  if (manyMatches) {
    const walked = await db.query<Record<string, unknown>>(
      `select walked.* from (
       select c.id, ${keys}, ${searchHitSql} as hit
         from customers c ${filter.common} ${seek} order by ${order} limit ${SEARCH_WALK_ROWS}
     ) walked where walked.hit limit $8 offset $9`,
      params,
    );
    if (walked.rows.length >= plan.take) return walked.rows;
  }
  const { rows } = await db.query<Record<string, unknown>>(
    `with found as materialized (select c.id, ${keys} from customers c ${filter.where} ${seek})
     select * from found order by ${keyOrderSql(plan.sort, plan.reverse, 'found')} limit $8 offset $9`,
    params,
  );
  return rows;
}

/**
 * One page of a store's customers. The page's ids are found first (pageKeys), and names are read for those
 * rows only. A cursor seeks (the index walks from the row given); a page number past the middle of a counted
 * list is read from the list's end, so the last page costs what the first does.
 */
async function listCustomerPage(
  db: Queryable,
  filters: CustomerFilters,
  page: CustomerPageRequest,
): Promise<CustomerPage> {
  const filter = filterSql(filters);
  const offset = (page.page - 1) * page.perPage;
  const plan: PagePlan = {
    sort: filters.sort,
    reverse: false,
    skip: offset,
    take: page.perPage + 1,
    seek: null,
  };
  // A search by page number: its matches up to the cap, found once, are its count and (when all) its page.
  const found = filter.searching && !page.cursor ? await searchMatches(db, filter, plan) : null;
  const { total, capped: totalCapped } =
    found === null ? await countCustomers(db, filters, filter) : capped(found.total);
  if (page.cursor) {
    plan.seek = seekSql(page.cursor, filter.params.length + 3);
    plan.reverse = page.cursor.direction === 'before';
    plan.skip = 0;
  } else if (!totalCapped && !found && offset > total / 2) {
    plan.reverse = true;
    plan.skip = Math.max(0, total - offset - page.perPage);
    plan.take = Math.max(0, Math.min(page.perPage, total - offset));
  }
  const keys =
    found && !totalCapped ? found.rows : plan.take === 0 ? [] : await pageKeys(db, filter, plan, totalCapped);
  const more = keys.length > page.perPage;
  const shown = keys.slice(0, page.perPage);
  if (plan.reverse) shown.reverse();
  const byId = await pageRows(
    db,
    shown.map((row) => row.id as number),
  );
  const before = page.cursor?.direction === 'before';
  const hasNext = page.cursor ? before || more : plan.reverse ? offset + shown.length < total : more;
  const hasPrev = page.cursor ? !before || more : offset > 0;
  const first = shown[0];
  const last = shown.at(-1);
  return {
    rows: shown.map((row) => byId.get(row.id as number) as CustomerRow),
    total,
    totalCapped,
    nextCursor: hasNext && last ? cursorOf(filters.sort, last, 'after') : null,
    prevCursor: hasPrev && first ? cursorOf(filters.sort, first, 'before') : null,
  };
}

/**
 * A search's matches, up to one more than SEARCH_COUNT_CAP (the pieces' index finds them), counted, and the
 * plan's page of them in the sort's order. The page is the list's only when the count stayed within the cap.
 */
async function searchMatches(db: Queryable, filter: Filter, plan: PagePlan) {
  const { rows } = await db.query<Record<string, unknown> & { total: number }>(
    `with found as materialized (
       select c.id, ${keySelectSql(plan.sort)} from customers c ${filter.where} limit ${SEARCH_COUNT_CAP + 1})
     select counted.total, paged.* from (select count(*)::int as total from found) counted
       left join lateral (
         select * from found order by ${keyOrderSql(plan.sort, false, 'found')} limit $8 offset $9
       ) paged on true`,
    [...filter.params, plan.take, plan.skip],
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.filter((row) => row.id !== null).map(({ total: _, ...row }) => row),
  };
}

/** The list's columns of some customers, by id. */
async function pageRows(db: Queryable, ids: number[]): Promise<Map<number, CustomerRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<CustomerRow>(
    `select ${LIST_COLUMNS}
       from customers c join stores s on s.id = c.store_id left join grades g on g.id = c.grade_id
      where c.id = any($1::int[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export interface StatusHistoryRow {
  id: number;
  from_status: CustomerStatus | null;
  status: CustomerStatus;
  effective_on: string;
  reason: string | null;
  changed_by: string | null;
  created_at: Date;
}

/** A customer as the front desk shows and records them (the spec's Customer, plus store and member number). */
export interface DeskCustomerRow {
  id: number;
  store_id: number;
  member_number: string;
  name: string;
  name_kana: string;
  birth_date: string | null;
  gender: Gender | null;
  photo_path: string | null;
  memo: string | null;
  notes: string | null;
  store: string | null;
  status: CustomerStatus;
  grade_id: number | null;
  grade_name: string | null;
}

export function createCustomerRepository(db: Queryable) {
  return {
    ...createMemberNumberRepository(db),
    ...createCustomerWriteRepository(db),
    ...createCustomerReadRepository(db),
  };
}

/** Member numbers: the store’s counter, locked while a number is given, followed by numbers written by hand. */
function createMemberNumberRepository(db: Queryable) {
  const numbers = {
    /**
     * Locks the store's member-number counter until the transaction ends, making it on first use (after the
     * highest numeric number the store already has), and answers its last number and the width automatic
     * numbers are written in. Every transaction that gives a customer a member number takes this lock before
     * writing one, so parallel creates, conversions and imports wait in turn and an automatic number cannot
     * be claimed by another number saved at the same moment.
     */
    async lockMemberNumberCounter(storeId: number): Promise<{ last: number; digits: number }> {
      await db.query(
        `insert into member_number_counters (store_id, last_number, digits) ${FIRST_COUNTER}
         on conflict (store_id) do nothing`,
        [storeId],
      );
      const { rows } = await db.query<{ last_number: string | number; digits: number }>(
        'select last_number, digits from member_number_counters where store_id = $1 for update',
        [storeId],
      );
      const row = rows[0] as { last_number: string | number; digits: number };
      return { last: Number(row.last_number), digits: row.digits };
    },

    /**
     * Moves the store's (locked) counter up to member numbers written by hand or by an import, so the next
     * automatic number comes after the highest: 1001–1012 imported, the next is 1013.
     */
    async followMemberNumbers(storeId: number, numbers: readonly string[]): Promise<void> {
      let top: { n: number; digits: number } | undefined;
      for (const number of numbers) {
        if (!NUMERIC.test(number)) continue;
        const n = Number(number);
        if (!top || n > top.n || (n === top.n && number.length > top.digits))
          top = { n, digits: number.length };
      }
      if (!top) return;
      await db.query(
        `update member_number_counters set last_number = $2, digits = $3
          where store_id = $1 and last_number < $2`,
        [storeId, top.n, top.digits],
      );
    },

    /**
     * The member number a new or renumbered customer of the store gets, inside the transaction that writes
     * it: the one chosen on the form (the counter follows it when it is higher), or else the next automatic
     * number after the store's highest, skipping any already taken.
     */
    async claimMemberNumber(storeId: number, chosen: string | undefined): Promise<string> {
      const { last, digits } = await numbers.lockMemberNumberCounter(storeId);
      if (chosen) {
        await numbers.followMemberNumbers(storeId, [chosen]);
        return chosen;
      }
      const next = await numbers.nextFreeNumber(storeId, last, digits);
      await db.query('update member_number_counters set last_number = $2 where store_id = $1', [
        storeId,
        next.last,
      ]);
      return next.number;
    },

    /**
     * `count` automatic numbers at once, the ones `count` calls of claimMemberNumber without a chosen number would
     * give in turn (each the next after the counter, skipping any already taken), the counter locked and moved
     * once: an import's batch asks for all of its lines without 会員番号 in a few statements instead of four each.
     */
    async claimMemberNumbers(storeId: number, count: number): Promise<string[]> {
      if (count === 0) return [];
      const { last, digits } = await numbers.lockMemberNumberCounter(storeId);
      const claimed: string[] = [];
      let n = last;
      while (claimed.length < count) {
        const window = Array.from({ length: count - claimed.length }, (_, i) =>
          formatMemberNumber(n + 1 + i, digits),
        );
        const { rows } = await db.query<{ member_number: string }>(
          'select member_number from customers where store_id = $1 and member_number = any($2::text[])',
          [storeId, window],
        );
        const taken = new Set(rows.map((row) => row.member_number));
        for (const number of window) {
          n += 1;
          if (!taken.has(number)) claimed.push(number);
        }
      }
      // The window that ends the loop is free to its last number: n is the last number given.
      await db.query('update member_number_counters set last_number = $2 where store_id = $1', [storeId, n]);
      return claimed;
    },

    /** The first number after `last` the store has not given, written `digits` wide. */
    async nextFreeNumber(storeId: number, last: number, digits: number) {
      let n = last;
      let number: string;
      do {
        n += 1;
        number = formatMemberNumber(n, digits);
      } while (await numbers.memberNumberTaken(storeId, number));
      return { last: n, number };
    },

    /**
     * The number claimMemberNumber would give now without one chosen (the customer form's hint), read without
     * the lock and without making the counter: another save may take it first.
     */
    async peekMemberNumber(storeId: number): Promise<string> {
      const { rows } = await db.query<{ last_number: string | number; digits: number }>(
        `select last_number, digits from member_number_counters where store_id = $1
         union all
         select last_number, digits from (${FIRST_COUNTER}) first (store_id, last_number, digits)
          where not exists (select 1 from member_number_counters where store_id = $1)`,
        [storeId],
      );
      const row = rows[0] as { last_number: string | number; digits: number };
      return (await numbers.nextFreeNumber(storeId, Number(row.last_number), row.digits)).number;
    },

    async memberNumberTaken(storeId: number, memberNumber: string, exceptId?: number): Promise<boolean> {
      const { rows } = await db.query(
        'select 1 from customers where store_id = $1 and member_number = $2 and id <> $3',
        [storeId, memberNumber, exceptId ?? 0],
      );
      return rows.length > 0;
    },
  };
  return numbers;
}

/** Customers written: created, changed, their grade and their status history. */
function createCustomerWriteRepository(db: Queryable) {
  return {
    /** The member's current grade (a promotion test's pass; the classes module decides it). */
    async setGrade(id: number, gradeId: number, at: Date): Promise<void> {
      await db.query('update customers set grade_id = $2, updated_at = $3 where id = $1', [id, gradeId, at]);
    },

    async insert(
      storeId: number,
      fields: CustomerFields,
      extra: { photoPath: string | null; preRegistrationId: number | null; now: Date },
    ): Promise<number> {
      const n = FIELD_NAMES.length;
      const { rows } = await db.query<{ id: number }>(
        `insert into customers (store_id, ${FIELD_NAMES.join(', ')}, photo_path, pre_registration_id, status,
           created_at, updated_at)
         values ($1, ${FIELD_NAMES.map((_, i) => `$${i + 2}`).join(', ')}, $${n + 2}, $${n + 3}, 'active',
           $${n + 4}, $${n + 4})
         returning id`,
        [
          storeId,
          ...FIELD_NAMES.map((name) => fields[name]),
          extra.photoPath,
          extra.preRegistrationId,
          extra.now,
        ],
      );
      return (rows[0] as { id: number }).id;
    },

    async updateFields(
      id: number,
      fields: CustomerFields,
      extra: { photoPath: string | null; now: Date },
    ): Promise<void> {
      const n = FIELD_NAMES.length;
      await db.query(
        `update customers set ${FIELD_NAMES.map((name, i) => `${name} = $${i + 2}`).join(', ')},
           photo_path = $${n + 2}, updated_at = $${n + 3}
         where id = $1`,
        [id, ...FIELD_NAMES.map((name) => fields[name]), extra.photoPath, extra.now],
      );
    },

    async recordStatusChange(change: {
      customerId: number;
      from: CustomerStatus | null;
      to: CustomerStatus;
      effectiveOn: string;
      reason: string | null;
      staffId: number | null;
      now: Date;
    }): Promise<void> {
      await db.query(
        `insert into customer_status_changes (customer_id, from_status, status, effective_on, reason, changed_by, created_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          change.customerId,
          change.from,
          change.to,
          change.effectiveOn,
          change.reason,
          change.staffId,
          change.now,
        ],
      );
      await db.query(
        'update customers set status = $2, status_changed_on = $3, updated_at = $4 where id = $1',
        [change.customerId, change.to, change.effectiveOn, change.now],
      );
    },
  };
}

/** Customers read: the list and its export, one customer, the desk’s view, summaries. */
function createCustomerReadRepository(db: Queryable) {
  return {
    /** One page of a store's customers and how many there are (listCustomerPage). */
    list: (filters: CustomerFilters, page: CustomerPageRequest) => listCustomerPage(db, filters, page),

    /** Every matching customer with the columns of the CSV export. */
    async exportRows(filters: CustomerFilters): Promise<CustomerDetailRow[]> {
      const { where, params } = filterSql(filters);
      const { rows } = await db.query<CustomerDetailRow>(
        `select ${DETAIL_COLUMNS}
         from customers c join stores s on s.id = c.store_id left join grades g on g.id = c.grade_id
         ${where} order by ${orderSql(filters.sort)}`,
        params,
      );
      return rows;
    },

    /** The full record of a customer of `storeId`, or undefined. */
    async detailRow(storeId: number, id: number): Promise<CustomerDetailRow | undefined> {
      const { rows } = await db.query<CustomerDetailRow>(
        `select ${DETAIL_COLUMNS}
         from customers c join stores s on s.id = c.store_id left join grades g on g.id = c.grade_id
         where c.id = $1 and c.store_id = $2`,
        [id, storeId],
      );
      return rows[0];
    },

    async statusHistory(id: number): Promise<StatusHistoryRow[]> {
      const { rows } = await db.query<StatusHistoryRow>(
        `select h.id, h.from_status, h.status, h.effective_on::text as effective_on, h.reason, st.name as changed_by,
           h.created_at
         from customer_status_changes h left join staffs st on st.id = h.changed_by
         where h.customer_id = $1 order by h.created_at desc, h.id desc`,
        [id],
      );
      return rows;
    },

    async exists(storeId: number, id: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from customers where id = $1 and store_id = $2', [
        id,
        storeId,
      ]);
      return rows.length > 0;
    },

    /** Locks a customer of `storeId` until the transaction ends (edits, status changes, contracts). */
    async findForUpdate(storeId: number, id: number) {
      const { rows } = await db.query<{
        id: number;
        status: CustomerStatus;
        photo_path: string | null;
        member_number: string;
        joined_on: string | null;
      }>(
        `select id, status, photo_path, member_number, joined_on::text as joined_on from customers
          where id = $1 and store_id = $2 for update`,
        [id, storeId],
      );
      return rows[0];
    },

    async delete(id: number): Promise<void> {
      await db.query('delete from customers where id = $1', [id]);
    },

    /**
     * A customer as the front desk sees them, in any store (the desk decides who may see whom). `lock` holds
     * the row until the transaction ends: the taps of one member are decided one after the other.
     */
    async deskCustomer(id: number, { lock = false } = {}): Promise<DeskCustomerRow | undefined> {
      const { rows } = await db.query<DeskCustomerRow>(
        `select c.id, c.store_id, c.member_number,
           c.family_name || ' ' || c.given_name as name,
           c.family_name_kana || ' ' || c.given_name_kana as name_kana,
           c.birth_date::text as birth_date, c.gender, c.photo_path, c.memo, c.notes, s.name as store, c.status,
           c.grade_id, (select g.name from grades g where g.id = c.grade_id) as grade_name
         from customers c join stores s on s.id = c.store_id
         where c.id = $1${lock ? ' for update of c' : ''}`,
        [id],
      );
      return rows[0];
    },

    /** Names and member numbers of some customers (lists of other modules: who is inside, who came). */
    async summaries(
      ids: readonly number[],
    ): Promise<Map<number, { name: string; name_kana: string; member_number: string }>> {
      if (ids.length === 0) return new Map();
      const { rows } = await db.query<{ id: number; name: string; name_kana: string; member_number: string }>(
        `select id, family_name || ' ' || given_name as name,
           family_name_kana || ' ' || given_name_kana as name_kana, member_number
         from customers where id = any($1::int[])`,
        [[...new Set(ids)]],
      );
      return new Map(rows.map(({ id, ...summary }) => [id, summary]));
    },
  };
}
