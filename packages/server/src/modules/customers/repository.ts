import type { Queryable } from '../../db/database.ts';
import { inForceSql } from './contracts.ts';

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

const ORDER: Record<CustomerSort, string> = {
  name_kana: 'c.family_name_kana, c.given_name_kana, c.id',
  '-name_kana': 'c.family_name_kana desc, c.given_name_kana desc, c.id desc',
  member_number: 'c.member_number, c.id',
  '-member_number': 'c.member_number desc, c.id desc',
  joined_on: 'c.joined_on nulls last, c.id',
  '-joined_on': 'c.joined_on desc nulls last, c.id desc',
  birth_date: 'c.birth_date nulls last, c.id',
  '-birth_date': 'c.birth_date desc nulls last, c.id desc',
};

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

/** The filters as SQL: $1 store, $2 status, $3 grade, $4 program, $5 search, $6 today, $7 member number. */
function filterSql(filters: CustomerFilters) {
  const search = filters.search?.trim() ? filters.search : null;
  return {
    where: `where c.store_id = $1
      and ($2::text is null or c.status = $2)
      and ($3::int is null or c.grade_id = $3)
      and ($4::int is null or exists (
        select 1 from customer_contracts k where k.customer_id = c.id and k.program_id = $4
          and ${inForceSql('k', '$6::date')}))
      and ($5::text is null or strpos(c.search_text, (select kayoi_search_key($5::text))) > 0)
      and ($7::text is null or c.member_number = $7)`,
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
    /**
     * One page of a store's customers. The page's ids are found first (index order, filters, offset); names
     * are then read for those rows only, so a page costs the same at 100,000.
     */
    async list(
      filters: CustomerFilters,
      page: { page: number; perPage: number },
    ): Promise<{ rows: CustomerRow[]; total: number }> {
      const { where, params } = filterSql(filters);
      const order = ORDER[filters.sort];
      const searching = params[4] !== null;
      // A search has to look at every row anyway: one scan gives the page and (as a window) the total.
      // Without one, the page walks the sort index and the total is an index-only count of the store.
      const { rows } = await db.query<CustomerRow & { total: number | null }>(
        `with page as (
           select c.id${searching ? ', count(*) over () as total' : ', null::bigint as total'}
           from customers c ${where} order by ${order} limit $8 offset $9
         )
         select ${LIST_COLUMNS}, page.total
         from page join customers c on c.id = page.id
         join stores s on s.id = c.store_id left join grades g on g.id = c.grade_id
         order by ${order}`,
        [...params, page.perPage, (page.page - 1) * page.perPage],
      );
      let total = rows[0]?.total ?? null;
      if (total === null) {
        const count = await db.query<{ total: number }>(
          `select count(*)::int as total from customers c ${where}`,
          params,
        );
        total = count.rows[0]?.total ?? 0;
      }
      return { rows: rows.map(({ total: _, ...row }) => row), total: Number(total) };
    },

    /** Every matching customer with the columns of the CSV export. */
    async exportRows(filters: CustomerFilters): Promise<CustomerDetailRow[]> {
      const { where, params } = filterSql(filters);
      const { rows } = await db.query<CustomerDetailRow>(
        `select ${DETAIL_COLUMNS}
         from customers c join stores s on s.id = c.store_id left join grades g on g.id = c.grade_id
         ${where} order by ${ORDER[filters.sort]}`,
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
