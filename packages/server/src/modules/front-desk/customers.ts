import type { Queryable } from '../../db/database.ts';
import { keyOfPhotoPath, type PhotoSigner } from '../photos/photos.ts';
import type { TimeSlot } from './overtime.ts';

// Reads about customers the front desk shares: the display's view, the current contract and its slots.

export interface CustomerRow {
  id: number;
  store_id: number;
  member_number: string;
  name: string;
  name_kana: string;
  birth_date: string | null;
  gender: 'male' | 'female' | 'other' | null;
  photo_path: string | null;
  memo: string | null;
  notes: string | null;
  store: string | null;
  status: 'active' | 'paused' | 'withdrawn';
}

export const CUSTOMER_SELECT = `select c.id, c.store_id, c.member_number,
    c.family_name || ' ' || c.given_name as name,
    c.family_name_kana || ' ' || c.given_name_kana as name_kana,
    c.birth_date, c.gender, c.photo_path, c.memo, c.notes, s.name as store, c.status
  from customers c join stores s on s.id = c.store_id`;

export function customerView(row: CustomerRow, photos: PhotoSigner) {
  return {
    id: row.id,
    name: row.name,
    name_kana: row.name_kana,
    birth_date: row.birth_date,
    gender: row.gender,
    photo_url: photos.url(keyOfPhotoPath(row.photo_path)),
    avatar: row.photo_path,
    memo: row.memo,
    notes: row.notes,
    store: row.store,
    status: row.status,
  };
}

export async function findCustomer(
  db: Queryable,
  id: number,
  lock = false,
): Promise<CustomerRow | undefined> {
  const { rows } = await db.query<CustomerRow>(
    `${CUSTOMER_SELECT} where c.id = $1${lock ? ' for update of c' : ''}`,
    [id],
  );
  return rows[0];
}

export interface ContractRow {
  id: number;
  plan_name: string;
  program_name: string | null;
  monthly_fee: number;
}

/** The contract in force on a Tokyo day: started, not ended; the latest one when several overlap. */
export async function currentContract(
  db: Queryable,
  customerId: number,
  date: string,
): Promise<ContractRow | undefined> {
  const { rows } = await db.query<ContractRow>(
    `select cc.id, cc.plan_name, p.name as program_name, cc.monthly_fee
       from customer_contracts cc left join programs p on p.id = cc.program_id
      where cc.customer_id = $1 and cc.starts_on <= $2::date and (cc.ends_on is null or cc.ends_on >= $2::date)
      order by cc.starts_on desc, cc.id desc limit 1`,
    [customerId, date],
  );
  return rows[0];
}

export async function contractSlots(db: Queryable, contractId: number | undefined): Promise<TimeSlot[]> {
  if (contractId === undefined) return [];
  const { rows } = await db.query<TimeSlot>(
    `select day_of_week, to_char(start_time, 'HH24:MI') as start_time, to_char(end_time, 'HH24:MI') as end_time
       from contract_time_slots where contract_id = $1 order by day_of_week, start_time`,
    [contractId],
  );
  return rows;
}

/** Current-contract slots of many customers at once (the status screen). */
export async function slotsByCustomer(db: Queryable, customerIds: readonly number[], date: string) {
  const bySlot = new Map<number, TimeSlot[]>();
  if (customerIds.length === 0) return bySlot;
  const { rows } = await db.query<TimeSlot & { customer_id: number }>(
    `select distinct on (cc.customer_id, ts.id) cc.customer_id, ts.day_of_week,
            to_char(ts.start_time, 'HH24:MI') as start_time, to_char(ts.end_time, 'HH24:MI') as end_time
       from customer_contracts cc join contract_time_slots ts on ts.contract_id = cc.id
      where cc.customer_id = any($1::int[]) and cc.starts_on <= $2::date
        and (cc.ends_on is null or cc.ends_on >= $2::date)
        and cc.id = (select c2.id from customer_contracts c2 where c2.customer_id = cc.customer_id
                      and c2.starts_on <= $2::date and (c2.ends_on is null or c2.ends_on >= $2::date)
                      order by c2.starts_on desc, c2.id desc limit 1)`,
    [customerIds, date],
  );
  for (const row of rows) {
    const list = bySlot.get(row.customer_id) ?? [];
    list.push({ day_of_week: row.day_of_week, start_time: row.start_time, end_time: row.end_time });
    bySlot.set(row.customer_id, list);
  }
  return bySlot;
}
