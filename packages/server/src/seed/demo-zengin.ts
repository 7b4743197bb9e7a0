import { dayOf } from '@kayoi/domain/calendar';
import { ACCOUNT_HOLDER_RULE, toZenginName, zenginCustomerNumber } from '@kayoi/domain/zengin';
import type { Queryable } from '../db/database.ts';

// Demo 口座振替 (issue 16): every member paying by transfer has an account at a real bank and branch of the
// bank master (みずほ, 三菱ＵＦＪ, 三井住友, りそな, 埼玉りそな), named in half-width kana from their フリガナ as
// the server converts it, the 口座振替依頼書 received when they joined; one member in sixty has none yet (the
// pre-check lists them, and their debits were never sent). Members whose debit went through before have 新規コード 0. Each store collects through
// its bank with one collection profile (委託者コード 10 digits, 委託者名 in half-width kana). The result is the
// same for the same data.

/** The members without a bank account yet (SQL, of their customer id): billing's debits leave them out. */
export const withoutAccount = (customerId: string) => `${customerId} % 60 = 7`;

/** Banks and branches of the installed bank master (zengin-code), 全銀協 codes. */
const BRANCHES: readonly (readonly [bank: string, branch: string])[] = [
  ['0001', '100'],
  ['0001', '107'],
  ['0005', '103'],
  ['0005', '104'],
  ['0009', '103'],
  ['0010', '101'],
  ['0017', '256'],
];

export async function loadZenginDemo(
  tx: Queryable,
  options: { now: Date; storeIds: readonly number[] },
): Promise<{ accounts: number; profiles: number }> {
  const { rows } = await tx.query<{
    id: number;
    kana: string;
    guardian_name: string | null;
    joined_on: string;
    debited: string | null;
  }>(
    `select c.id, c.family_name_kana || ' ' || c.given_name_kana as kana, c.guardian_name, c.joined_on::text as joined_on,
            (select min(x.withdrawal_date)::text from invoices i join billing_cycles x on x.id = i.cycle_id
              where i.customer_id = c.id and i.payment_method = 'bank_transfer' and i.status = 'paid') as debited
       from customers c
      where c.store_id = any($1::int[]) and not (${withoutAccount('c.id')})
        and coalesce((select p.payment_method from customer_billing_profiles p where p.customer_id = c.id),
                     'bank_transfer') = 'bank_transfer'
      order by c.id`,
    [options.storeIds],
  );
  const accounts = rows.flatMap((row) => {
    const holder = toZenginName(row.kana, ACCOUNT_HOLDER_RULE);
    if (!holder.ok) return [];
    const [bank, branch] = BRANCHES[row.id % BRANCHES.length] as readonly [string, string];
    return [
      {
        customer_id: row.id,
        bank_code: bank,
        branch_code: branch,
        account_type: row.id % 13 === 0 ? 4 : 1,
        account_number: String((row.id * 7_919) % 10_000_000).padStart(7, '0'),
        account_holder_kana: row.kana,
        account_holder: holder.value,
        zengin_customer_number: zenginCustomerNumber(row.id),
        new_code: row.debited ? 0 : 1,
        first_debited_on: row.debited,
        mandate_received_on: row.joined_on,
        payer_name: row.guardian_name,
      },
    ];
  });
  await tx.query(
    `insert into customer_bank_accounts (customer_id, bank_code, branch_code, account_type, account_number,
       account_holder_kana, account_holder, zengin_customer_number, new_code, first_debited_on, mandate_received_on,
       payer_name)
     select x.customer_id, x.bank_code, x.branch_code, x.account_type, x.account_number, x.account_holder_kana,
            x.account_holder, x.zengin_customer_number, x.new_code, x.first_debited_on, x.mandate_received_on,
            x.payer_name
       from jsonb_to_recordset($1::jsonb) as x(customer_id int, bank_code text, branch_code text, account_type int,
         account_number text, account_holder_kana text, account_holder text, zengin_customer_number text, new_code int,
         first_debited_on date, mandate_received_on date, payer_name text)`,
    [JSON.stringify(accounts)],
  );
  const created = new Date(`${dayOf(options.now).slice(0, 7)}-01T10:00:00+09:00`);
  for (const [index, storeId] of options.storeIds.entries()) {
    const [bank, branch] = BRANCHES[index % BRANCHES.length] as readonly [string, string];
    await tx.query(
      `insert into collection_profiles (store_id, name, consignor_code, consignor_name, bank_code, branch_code,
         account_type, account_number, file_name_pattern, extra_allowed_characters, is_default, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, 1, $7, 'ZENGIN_{consignor_code}_{withdrawal_date}_v{version}.txt', '', true, $8, $8)`,
      [
        storeId,
        '取引銀行 口座振替',
        String(1_234_500_000 + storeId).padStart(10, '0'),
        'ｶ)ｶﾖｲｽｲﾐﾝｸﾞｽｸ-ﾙ',
        bank,
        branch,
        String(1_000_000 + storeId * 4_321).slice(-7),
        created,
      ],
    );
  }
  return { accounts: accounts.length, profiles: options.storeIds.length };
}
