import type { TestApp } from './app.ts';
import { swimSchool } from './classes.ts';

// What the billing tests (issue 15) set up alike: a store with a manager and a staff member, a program whose
// fees from January 2026 are 月会費 7,700, 入会金 5,500, 年会費 3,300 and 休会費 1,100 (10 %), and members.

export interface BillingStore {
  store: number;
  manager: string;
  staff: string;
  program: number;
  /** A member of the store holding a contract of the program from `startsOn` (until `endsOn`). */
  member(options?: {
    startsOn?: string;
    endsOn?: string | null;
    fee?: number;
    name?: string;
  }): Promise<number>;
  /** Records a status change (休会 / 退会) effective on a day, as the customers module keeps it. */
  setStatus(customerId: number, status: 'paused' | 'withdrawn', effectiveOn: string): Promise<void>;
}

let sequence = 0;

export async function billingStore(t: TestApp, name = '渋谷校'): Promise<BillingStore> {
  const store = await t.createStore(name);
  const manager = await t.login((await t.createStaff({ role: 'manager', storeId: store })).email);
  const staff = await t.login((await t.createStaff({ role: 'staff', storeId: store })).email);
  const { program } = await swimSchool(t, store, ['15級']);
  await t.db.query(
    `update program_fees set effective_month = '2026-01-01', monthly_fee = 7700, entrance_fee = 5500,
       annual_fee = 3300, pause_fee = 1100 where program_id = $1`,
    [program],
  );
  const one = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;
  return {
    store,
    manager,
    staff,
    program,
    async member({ startsOn = '2026-04-01', endsOn = null, fee = 8000, name: given } = {}) {
      sequence += 1;
      const id = await one(
        `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
           joined_on)
         values ($1, $2, '請求', $3, 'セイキュウ', 'タロウ', $4) returning id`,
        [store, `B${String(sequence).padStart(5, '0')}`, given ?? `会員${sequence}`, startsOn],
      );
      await t.db.query(
        `insert into customer_contracts (customer_id, program_id, plan_name, monthly_fee, starts_on, ends_on)
         values ($1, $2, '週1回', $3, $4, $5)`,
        [id, program, fee, startsOn, endsOn],
      );
      return id;
    },
    async setStatus(customerId, status, effectiveOn) {
      await t.db.query(
        `insert into customer_status_changes (customer_id, from_status, status, effective_on)
         values ($1, 'active', $2, $3)`,
        [customerId, status, effectiveOn],
      );
      await t.db.query('update customers set status = $2, status_changed_on = $3 where id = $1', [
        customerId,
        status,
        effectiveOn,
      ]);
    },
  };
}
