import type { Day } from '@kayoi/domain/calendar';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { type CustomerFields, type CustomerStatus, createCustomerRepository } from './repository.ts';

// The customers module's side of a member import (issue 13): customers matched by 会員番号 within the store,
// created a batch at a time (createCustomer's rules — member numbers under the store's counter lock, the
// registration line of the status history — in one statement per table rather than five per customer) or
// updated in the columns the file has.

type Deps = Pick<AppContext, 'db' | 'config' | 'events' | 'photos'>;
type Fields = Omit<CustomerFields, 'member_number'>;

/** The imported fields: only what the file's columns gave (a missing key keeps the stored value). */
export type ImportedFields = Partial<Fields>;

export interface ExistingCustomer {
  id: number;
  member_number: string;
  status: CustomerStatus;
  photo_path: string | null;
  fields: Fields;
}

const FIELDS = [
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
] as const satisfies readonly (keyof Fields)[];

type StoredRow = Record<string, unknown> & {
  id: number;
  member_number: string;
  status: CustomerStatus;
  photo_path: string | null;
};

/** The store's customers matching `where` (on `customers`, parameters from $2), as an import compares them. */
async function storedCustomers(
  db: Queryable,
  storeId: number,
  where: string,
  param: readonly unknown[],
): Promise<ExistingCustomer[]> {
  const { rows } = await db.query<StoredRow>(
    `select id, member_number, status, photo_path, ${FIELDS.map((f) => (f === 'birth_date' || f === 'joined_on' ? `${f}::text as ${f}` : f)).join(', ')}
       from customers where store_id = $1 and ${where}`,
    [storeId, param],
  );
  return rows.map((row) => ({
    id: row.id,
    member_number: row.member_number,
    status: row.status,
    photo_path: row.photo_path,
    fields: Object.fromEntries(FIELDS.map((f) => [f, row[f] ?? null])) as Fields,
  }));
}

/** The store's customers with these member numbers, by number. */
export async function customersByMemberNumber(
  db: Queryable,
  storeId: number,
  memberNumbers: readonly string[],
): Promise<Map<string, ExistingCustomer>> {
  if (memberNumbers.length === 0) return new Map();
  const found = await storedCustomers(db, storeId, 'member_number = any($2::text[])', memberNumbers);
  return new Map(found.map((customer) => [customer.member_number, customer]));
}

/** The store's customers with these ids (an earlier import's lines), by id. */
export async function customersById(
  db: Queryable,
  storeId: number,
  ids: readonly number[],
): Promise<Map<number, ExistingCustomer>> {
  if (ids.length === 0) return new Map();
  const found = await storedCustomers(db, storeId, 'id = any($2::int[])', ids);
  return new Map(found.map((customer) => [customer.id, customer]));
}

/**
 * Before a batch writes: the store's member-number counter locked for the rest of the transaction (first, as
 * every writer of member numbers takes it), and which of the batch's new numbers are taken by now — saved at the
 * desk since the lines were matched. Under the lock no one else can save one until the batch ends, so a taken
 * number refuses its line alone (この会員番号は既に使われています), not the batch (issue 29).
 */
export async function lockMemberNumbers(
  tx: Queryable,
  storeId: number,
  memberNumbers: readonly string[],
): Promise<Set<string>> {
  await createCustomerRepository(tx).lockMemberNumberCounter(storeId);
  return new Set((await customersByMemberNumber(tx, storeId, memberNumbers)).keys());
}

export interface ImportRow {
  memberNumber: string | undefined;
  fields: ImportedFields;
  status: CustomerStatus | undefined;
  /** The customer already in the store under this number, when there is one. */
  existing: ExistingCustomer | undefined;
}

export type ImportOutcome = 'created' | 'updated' | 'unchanged';

const IMPORT_REASON = '会員データの移行';
const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);
const DATE_FIELDS = new Set(['birth_date', 'joined_on']);
const INTEGER_FIELDS = new Set(['grade_id']);

/**
 * New customers of one batch in one statement each for the records and for their status history: the
 * registration line ('active' from the join date, by the importing staff member) and, for 休会 or 退会 in
 * the file, the change on the day of the import. Member numbers come as createCustomer gives them: the
 * store's counter is locked first; a line without a number gets the next automatic one.
 */
async function insertNewCustomers(
  tx: Queryable,
  input: { storeId: number; staffId: number; today: Day; now: Date },
  rows: readonly ImportRow[],
): Promise<number[]> {
  const customers = createCustomerRepository(tx);
  // The lock once for the batch; the counter follows the file's numbers first (1001–1012 imported, the next
  // automatic number is 1013), then each line without a number takes the next one, as claimMemberNumber gives it
  // (all of them in one claim, in the lines' order).
  await customers.lockMemberNumberCounter(input.storeId);
  await customers.followMemberNumbers(
    input.storeId,
    rows.flatMap((row) => (row.memberNumber ? [row.memberNumber] : [])),
  );
  const automatic = await customers.claimMemberNumbers(
    input.storeId,
    rows.filter((row) => row.memberNumber === undefined).length,
  );
  let nextAutomatic = 0;
  const numbers = rows.map((row) => row.memberNumber ?? (automatic[nextAutomatic++] as string));
  const records = rows.map((row) => {
    const fields = Object.fromEntries(FIELDS.map((f) => [f, row.fields[f] ?? null])) as Fields;
    fields.joined_on ??= input.today;
    return { fields, status: row.status ?? 'active' };
  });
  const columns = FIELDS.map((field, i) => {
    const type = DATE_FIELDS.has(field) ? 'date' : INTEGER_FIELDS.has(field) ? 'int' : 'text';
    return { field, param: `$${i + 3}::${type}[]` };
  });
  const { rows: inserted } = await tx.query<{ id: number }>(
    `insert into customers (store_id, member_number, ${FIELDS.join(', ')}, status, status_changed_on,
       created_at, updated_at)
     select $1, u.member_number, ${FIELDS.map((f) => `u.${f}`).join(', ')}, u.status,
       case when u.status = 'active' then u.joined_on else $${FIELDS.length + 4}::date end, $${FIELDS.length + 5}, $${FIELDS.length + 5}
       from unnest($2::text[], ${columns.map((c) => c.param).join(', ')}, $${FIELDS.length + 3}::text[])
         with ordinality as u(member_number, ${FIELDS.join(', ')}, status, n)
      order by u.n
     returning id`,
    [
      input.storeId,
      numbers,
      ...FIELDS.map((field) => records.map((r) => r.fields[field])),
      records.map((r) => r.status),
      input.today,
      input.now,
    ],
  );
  const ids = inserted.map((row) => row.id);
  const paused = records.map((r, i) => ({ ...r, id: ids[i] as number })).filter((r) => r.status !== 'active');
  await tx.query(
    `insert into customer_status_changes (customer_id, from_status, status, effective_on, reason, changed_by, created_at)
     select id, null, 'active', joined_on, $3::text, $4::int, $5::timestamptz
       from unnest($1::int[], $2::date[]) as u(id, joined_on)
     union all
     select id, 'active', status, $6::date, $3::text, $4::int, $5::timestamptz
       from unnest($7::int[], $8::text[]) as p(id, status)`,
    [
      ids,
      records.map((r) => r.fields.joined_on),
      IMPORT_REASON,
      input.staffId,
      input.now,
      input.today,
      paused.map((r) => r.id),
      paused.map((r) => r.status),
    ],
  );
  return ids;
}

/**
 * Writes one batch of checked rows in the caller's transaction: new customers together (see
 * insertNewCustomers), a known one updated in the imported fields only, a status other than its own recorded
 * as a change on the day of the import. Answers each row's outcome and customer; `announce` tells the store's open
 * screens after the commit (once per batch: the lists refresh whichever customer is named).
 */
export async function importCustomerBatch(
  deps: Deps,
  tx: Queryable,
  input: { storeId: number; staffId: number; today: Day; rows: readonly ImportRow[] },
): Promise<{ outcomes: ImportOutcome[]; customerIds: number[]; announce: () => void }> {
  const customers = createCustomerRepository(tx);
  const now = deps.config.now();
  const outcomes: ImportOutcome[] = [];
  const customerIds: number[] = [];
  const created = input.rows.filter((row) => !row.existing);
  const ids = created.length > 0 ? await insertNewCustomers(tx, { ...input, now }, created) : [];
  let changedId: number | undefined = ids.at(-1);
  let createdAt = 0;
  for (const row of input.rows) {
    const { existing } = row;
    if (!existing) {
      outcomes.push('created');
      customerIds.push(ids[createdAt++] as number);
      continue;
    }
    customerIds.push(existing.id);
    const merged: Fields = { ...existing.fields, ...row.fields };
    const fieldsChanged = FIELDS.some((f) => !same(merged[f], existing.fields[f]));
    const statusChanged = row.status !== undefined && row.status !== existing.status;
    if (fieldsChanged) {
      await customers.updateFields(
        existing.id,
        { ...merged, member_number: existing.member_number },
        { photoPath: existing.photo_path, now },
      );
    }
    if (statusChanged) {
      await customers.recordStatusChange({
        customerId: existing.id,
        from: existing.status,
        to: row.status as CustomerStatus,
        effectiveOn: input.today,
        reason: IMPORT_REASON,
        staffId: input.staffId,
        now,
      });
    }
    if (fieldsChanged || statusChanged) changedId = existing.id;
    outcomes.push(fieldsChanged || statusChanged ? 'updated' : 'unchanged');
  }
  return {
    outcomes,
    customerIds,
    announce: () => {
      if (changedId !== undefined) {
        deps.events.publish({
          type: 'customer.changed',
          store_id: input.storeId,
          payload: { id: changedId },
        });
      }
    },
  };
}
