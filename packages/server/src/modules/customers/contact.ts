import type { ContactField } from '@kayoi/domain/forms';
import type { Queryable } from '../../db/database.ts';

// The customers module's one write for a family's approved contact change (issue 31, プロフィール): the family
// module decides the request, this writes the customer, inside the caller's transaction.

const COLUMNS: Record<ContactField, string> = {
  phone: 'phone',
  mobile: 'mobile',
  email: 'email',
  postal_code: 'postal_code',
  prefecture: 'prefecture',
  city: 'city',
  street_address: 'street_address',
  building: 'building',
};

/** The contact details of a customer of the store, or null when it is not the store's. */
export async function contactOf(db: Queryable, storeId: number, customerId: number) {
  const { rows } = await db.query<Record<ContactField, string | null>>(
    `select ${Object.values(COLUMNS).join(', ')} from customers where id = $1 and store_id = $2`,
    [customerId, storeId],
  );
  return rows[0] ?? null;
}

/** Writes the given contact fields of a customer of the store (null clears one); false when not the store's. */
export async function applyContactChange(
  db: Queryable,
  storeId: number,
  customerId: number,
  values: Partial<Record<ContactField, string | null>>,
  now: Date,
): Promise<boolean> {
  const fields = (Object.keys(values) as ContactField[]).filter((field) => field in COLUMNS);
  if (fields.length === 0) return true;
  const { rows } = await db.query(
    `update customers set ${fields.map((field, i) => `${COLUMNS[field]} = $${i + 4}`).join(', ')}, updated_at = $3
      where id = $1 and store_id = $2 returning id`,
    [customerId, storeId, now, ...fields.map((field) => values[field] ?? null)],
  );
  return rows.length > 0;
}
