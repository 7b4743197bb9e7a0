import { ageInTokyo, isoTokyo } from '@kayoi/domain/calendar';
import { ADULT_AGE } from '@kayoi/domain/constants';
import { weekdayLabels } from '@kayoi/domain/labels';
import type { Queryable } from '../../db/database.ts';
import { keyOfPhotoPath, type PhotoSigner } from '../photos/photos.ts';

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
const AUTOMATIC_SHAPE = '^[0-9]{6,9}$';
const formatMemberNumber = (value: number) => String(value).padStart(6, '0');

/**
 * Locks the store's member-number counter until the transaction ends, making it on first use (after the
 * automatic-shaped numbers the store already has), and answers its last automatic number. Every transaction
 * that gives a customer a member number takes this lock before writing one, so parallel creates wait in turn
 * and an automatic number cannot be claimed by a manual one saved at the same moment.
 */
async function lockMemberNumberCounter(tx: Queryable, storeId: number): Promise<number> {
  await tx.query(
    `insert into member_number_counters (store_id, last_number)
     select $1, coalesce(max(member_number::bigint), 0) from customers
      where store_id = $1 and member_number ~ '${AUTOMATIC_SHAPE}'
     on conflict (store_id) do nothing`,
    [storeId],
  );
  const { rows } = await tx.query<{ last_number: number }>(
    'select last_number from member_number_counters where store_id = $1 for update',
    [storeId],
  );
  return (rows[0] as { last_number: number }).last_number;
}

/**
 * The member number a new or renumbered customer of the store gets, inside the transaction that writes it:
 * the one chosen on the form, or else the next automatic number, skipping any already taken by hand.
 */
export async function claimMemberNumber(
  tx: Queryable,
  storeId: number,
  chosen: string | undefined,
): Promise<string> {
  let last = await lockMemberNumberCounter(tx, storeId);
  if (chosen) return chosen;
  let number: string;
  do {
    last += 1;
    number = formatMemberNumber(last);
  } while (await memberNumberTaken(tx, storeId, number));
  await tx.query('update member_number_counters set last_number = $2 where store_id = $1', [storeId, last]);
  return number;
}

export async function memberNumberTaken(
  db: Queryable,
  storeId: number,
  memberNumber: string,
  exceptId?: number,
): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from customers where store_id = $1 and member_number = $2 and id <> $3',
    [storeId, memberNumber, exceptId ?? 0],
  );
  return rows.length > 0;
}

export async function insertCustomer(
  db: Queryable,
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
}

export async function updateCustomerFields(
  db: Queryable,
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
}

export async function recordStatusChange(
  db: Queryable,
  change: {
    customerId: number;
    from: CustomerStatus | null;
    to: CustomerStatus;
    effectiveOn: string;
    reason: string | null;
    staffId: number | null;
    now: Date;
  },
): Promise<void> {
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
  await db.query('update customers set status = $2, status_changed_on = $3, updated_at = $4 where id = $1', [
    change.customerId,
    change.to,
    change.effectiveOn,
    change.now,
  ]);
}

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
  guardian_relationship: string | null;
  guardian_phone: string | null;
  memo: string | null;
  notes: string | null;
  pre_registration_id: number | null;
  created_at: Date;
  updated_at: Date;
}

/** Columns every customer answer shows; `$today` is the parameter holding today's Tokyo date. */
const listColumns = (
  today: string,
) => `c.id, c.store_id, s.name as store_name, c.member_number, c.family_name,
  c.given_name, c.family_name_kana, c.given_name_kana, c.birth_date::text as birth_date, c.gender, c.phone,
  c.mobile, c.email, c.photo_path, c.status, c.status_changed_on::text as status_changed_on,
  c.joined_on::text as joined_on, c.grade_id, g.name as grade_name,
  (select array_agg(distinct coalesce(p.name, k.plan_name) order by coalesce(p.name, k.plan_name))
     from customer_contracts k left join programs p on p.id = k.program_id
    where k.customer_id = c.id and k.starts_on <= ${today} and (k.ends_on is null or k.ends_on >= ${today})
  ) as programs,
  (select max(a.check_in_at) from attendances a where a.customer_id = c.id) as last_visit_at`;

/** A row as the list shows it (CustomerListItem), its photo URL signed by `photos`. */
export function toCustomerListItem(row: CustomerRow, now: Date, photos: PhotoSigner) {
  const age = row.birth_date ? (ageInTokyo(row.birth_date, now) ?? null) : null;
  return {
    id: row.id,
    store_id: row.store_id,
    store: row.store_name,
    member_number: row.member_number,
    family_name: row.family_name,
    given_name: row.given_name,
    family_name_kana: row.family_name_kana,
    given_name_kana: row.given_name_kana,
    name: `${row.family_name} ${row.given_name}`,
    name_kana: `${row.family_name_kana} ${row.given_name_kana}`,
    birth_date: row.birth_date,
    age: age !== null && age >= 0 ? age : null,
    gender: row.gender,
    phone: row.phone,
    mobile: row.mobile,
    email: row.email,
    photo_url: photos.url(keyOfPhotoPath(row.photo_path)),
    status: row.status,
    status_since: row.status_changed_on,
    joined_on: row.joined_on,
    grade: row.grade_id && row.grade_name ? { id: row.grade_id, name: row.grade_name } : null,
    programs: row.programs ?? [],
    last_visit_at: row.last_visit_at ? isoTokyo(new Date(row.last_visit_at)) : null,
  };
}

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
          and k.starts_on <= $6::date and (k.ends_on is null or k.ends_on >= $6::date)))
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

/**
 * One page of a store's customers. The page's ids are found first (index order, filters, offset); names,
 * programs and the last visit are then read for those rows only, so a page costs the same at 100,000.
 */
export async function listCustomers(
  db: Queryable,
  filters: CustomerFilters,
  page: { page: number; perPage: number },
): Promise<{ rows: CustomerRow[]; total: number }> {
  const { where, params } = filterSql(filters);
  const order = ORDER[filters.sort];
  const searching = params[4] !== null;
  // A search has to look at every row anyway: one scan gives the page and (as a window) the total. Without
  // one, the page walks the sort index and the total is an index-only count of the store.
  const { rows } = await db.query<CustomerRow & { total: number | null }>(
    `with page as (
       select c.id${searching ? ', count(*) over () as total' : ', null::bigint as total'}
       from customers c ${where} order by ${order} limit $8 offset $9
     )
     select ${listColumns('$6::date')}, page.total
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
  return { rows, total: Number(total) };
}

/** Every matching customer with the columns of the CSV export. */
export async function exportRows(db: Queryable, filters: CustomerFilters) {
  const { where, params } = filterSql(filters);
  const { rows } = await db.query<CustomerDetailRow>(
    `select ${listColumns('$6::date')}, c.postal_code, c.prefecture, c.city, c.street_address, c.building,
       c.guardian_name
     from customers c join stores s on s.id = c.store_id left join grades g on g.id = c.grade_id
     ${where} order by ${ORDER[filters.sort]}`,
    params,
  );
  return rows;
}

interface ContractRow {
  id: number;
  program_id: number | null;
  program_name: string | null;
  plan_name: string;
  monthly_fee: number;
  starts_on: string;
  ends_on: string | null;
  is_current: boolean;
  time_slots: { id: number; day_of_week: number; start_time: string; end_time: string }[] | null;
}

interface HistoryRow {
  id: number;
  from_status: CustomerStatus | null;
  status: CustomerStatus;
  effective_on: string;
  reason: string | null;
  changed_by: string | null;
  created_at: Date;
}

const hhmm = (time: string) => time.slice(0, 5);

/** The full record (CustomerDetail) of a customer of `storeId`, or undefined. */
export async function findCustomerDetail(
  db: Queryable,
  storeId: number,
  id: number,
  now: Date,
  today: string,
  photos: PhotoSigner,
) {
  const { rows } = await db.query<CustomerDetailRow>(
    `select ${listColumns('$3::date')}, c.postal_code, c.prefecture, c.city, c.street_address, c.building,
       c.guardian_name, c.guardian_relationship, c.guardian_phone, c.memo, c.notes, c.pre_registration_id,
       c.created_at, c.updated_at
     from customers c join stores s on s.id = c.store_id left join grades g on g.id = c.grade_id
     where c.id = $1 and c.store_id = $2`,
    [id, storeId, today],
  );
  const row = rows[0];
  if (!row) return undefined;
  const [contracts, history] = await Promise.all([
    db.query<ContractRow>(
      `select k.id, k.program_id, p.name as program_name, k.plan_name, k.monthly_fee, k.starts_on::text as starts_on,
         k.ends_on::text as ends_on,
         (k.starts_on <= $2::date and (k.ends_on is null or k.ends_on >= $2::date)) as is_current,
         (select json_agg(json_build_object('id', t.id, 'day_of_week', t.day_of_week,
             'start_time', to_char(t.start_time, 'HH24:MI'), 'end_time', to_char(t.end_time, 'HH24:MI'))
             order by t.day_of_week, t.start_time)
            from contract_time_slots t where t.contract_id = k.id) as time_slots
       from customer_contracts k left join programs p on p.id = k.program_id
       where k.customer_id = $1
       order by (k.ends_on is not null and k.ends_on < $2::date), k.starts_on desc, k.id desc`,
      [id, today],
    ),
    db.query<HistoryRow>(
      `select h.id, h.from_status, h.status, h.effective_on::text as effective_on, h.reason, st.name as changed_by, h.created_at
       from customer_status_changes h left join staffs st on st.id = h.changed_by
       where h.customer_id = $1 order by h.created_at desc, h.id desc`,
      [id],
    ),
  ]);
  const age = row.birth_date ? ageInTokyo(row.birth_date, now) : undefined;
  const contractList = contracts.rows.map((k) => ({
    id: k.id,
    program_id: k.program_id,
    program_name: k.program_name,
    plan_name: k.plan_name,
    monthly_fee: k.monthly_fee,
    starts_on: k.starts_on,
    ends_on: k.ends_on,
    is_current: k.is_current,
    time_slots: (k.time_slots ?? []).map((t) => ({
      id: t.id,
      day_of_week: t.day_of_week,
      day_label: weekdayLabels[t.day_of_week] ?? '',
      start_time: hhmm(t.start_time),
      end_time: hhmm(t.end_time),
      time_range: `${hhmm(t.start_time)}〜${hhmm(t.end_time)}`,
    })),
  }));
  return {
    ...toCustomerListItem(row, now, photos),
    postal_code: row.postal_code,
    prefecture: row.prefecture,
    city: row.city,
    street_address: row.street_address,
    building: row.building,
    guardian_name: row.guardian_name,
    guardian_relationship: row.guardian_relationship,
    guardian_phone: row.guardian_phone,
    is_minor: age !== undefined && age < ADULT_AGE,
    memo: row.memo,
    notes: row.notes,
    contracts: contractList,
    status_history: history.rows.map((h) => ({
      ...h,
      created_at: isoTokyo(new Date(h.created_at)),
    })),
    monthly_fee_total: contractList.filter((k) => k.is_current).reduce((sum, k) => sum + k.monthly_fee, 0),
    pre_registration_id: row.pre_registration_id,
    created_at: isoTokyo(new Date(row.created_at)),
    updated_at: isoTokyo(new Date(row.updated_at)),
  };
}

export type CustomerDetail = NonNullable<Awaited<ReturnType<typeof findCustomerDetail>>>;

export async function customerExists(db: Queryable, storeId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from customers where id = $1 and store_id = $2', [id, storeId]);
  return rows.length > 0;
}

export async function findCustomerForUpdate(db: Queryable, storeId: number, id: number) {
  const { rows } = await db.query<{ id: number; status: CustomerStatus; photo_path: string | null }>(
    'select id, status, photo_path from customers where id = $1 and store_id = $2 for update',
    [id, storeId],
  );
  return rows[0];
}

export interface ContractInput {
  program_id: number | null;
  plan_name: string;
  monthly_fee: number;
  starts_on: string;
  ends_on: string | null;
  time_slots: { day_of_week: number; start_time: string; end_time: string }[];
}

export async function saveContract(
  db: Queryable,
  customerId: number,
  contract: ContractInput,
  contractId?: number,
): Promise<void> {
  let id = contractId;
  if (id === undefined) {
    const { rows } = await db.query<{ id: number }>(
      `insert into customer_contracts (customer_id, program_id, plan_name, monthly_fee, starts_on, ends_on)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [
        customerId,
        contract.program_id,
        contract.plan_name,
        contract.monthly_fee,
        contract.starts_on,
        contract.ends_on,
      ],
    );
    id = (rows[0] as { id: number }).id;
  } else {
    await db.query(
      `update customer_contracts set program_id = $2, plan_name = $3, monthly_fee = $4, starts_on = $5, ends_on = $6
       where id = $1`,
      [
        id,
        contract.program_id,
        contract.plan_name,
        contract.monthly_fee,
        contract.starts_on,
        contract.ends_on,
      ],
    );
    await db.query('delete from contract_time_slots where contract_id = $1', [id]);
  }
  for (const slot of contract.time_slots) {
    await db.query(
      'insert into contract_time_slots (contract_id, day_of_week, start_time, end_time) values ($1, $2, $3, $4)',
      [id, slot.day_of_week, slot.start_time, slot.end_time],
    );
  }
}
