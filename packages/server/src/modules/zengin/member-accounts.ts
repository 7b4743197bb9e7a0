import type { components } from '@kayoi/api-client/schema';
import type { Queryable } from '../../db/database.ts';

// The accounts on file as マイページ shows them (issue 32), the zengin module's read of its own table for a set of
// members (the family module says which are the account's): how each pays and, for 口座振替, the bank and branch by
// name, the 預金種目, and the number and 名義 masked here, so the full number never leaves the server for a family.

type FamilyBankAccount = components['schemas']['FamilyBankAccount'];

/** `1234567` → `****567`. */
const maskNumber = (number: string) => `****${number.slice(-3)}`;

/** `やまだ いちろう` → `や＊＊ い＊＊＊`: the first character of each part of the name, the rest hidden. */
export const maskHolder = (name: string) =>
  name
    .trim()
    .split(/[\s\u3000]+/)
    .map((part) => {
      const [first = '', ...rest] = [...part];
      return first + '＊'.repeat(rest.length);
    })
    .join(' ');

export async function maskedAccountsOf(
  db: Queryable,
  members: readonly { id: number; name: string }[],
): Promise<FamilyBankAccount[]> {
  if (members.length === 0) return [];
  const { rows } = await db.query<{
    customer_id: number;
    payment_method: FamilyBankAccount['payment_method'];
    bank_name: string | null;
    branch_name: string | null;
    account_type: 1 | 2 | 4 | 9 | null;
    account_number: string | null;
    account_holder: string | null;
  }>(
    `select c.id as customer_id, coalesce(p.payment_method, 'bank_transfer') as payment_method,
            coalesce(b.name, a.bank_code) as bank_name, coalesce(r.name, a.branch_code) as branch_name,
            a.account_type::int as account_type, a.account_number, a.account_holder_kana as account_holder
       from customers c
       left join customer_billing_profiles p on p.customer_id = c.id
       left join customer_bank_accounts a on a.customer_id = c.id
       left join banks b on b.code = a.bank_code
       left join bank_branches r on r.bank_code = a.bank_code and r.code = a.branch_code
      where c.id = any($1::int[])`,
    [members.map((m) => m.id)],
  );
  const byId = new Map(rows.map((row) => [row.customer_id, row]));
  return members.map((member) => {
    const row = byId.get(member.id);
    return {
      member: { id: member.id, name: member.name },
      payment_method: row?.payment_method ?? 'bank_transfer',
      account:
        row?.account_number && row.account_type !== null
          ? {
              bank_name: row.bank_name ?? '',
              branch_name: row.branch_name ?? '',
              account_type: row.account_type,
              account_number: maskNumber(row.account_number),
              account_holder: maskHolder(row.account_holder ?? ''),
            }
          : null,
    };
  });
}

/**
 * A digest of the member's account on file (bank, branch, 預金種目, number, 名義), or null without one: the family
 * module keeps it with a 口座変更 request (issue 32) and asks again before completing it, to tell whether the desk
 * registered a new account since — without holding bank data of its own.
 */
export async function accountFingerprintOf(db: Queryable, customerId: number): Promise<string | null> {
  const { rows } = await db.query<{ fingerprint: string }>(
    `select md5(concat_ws('|', bank_code, branch_code, account_type::text, account_number, account_holder_kana,
              account_holder)) as fingerprint
       from customer_bank_accounts where customer_id = $1`,
    [customerId],
  );
  return rows[0]?.fingerprint ?? null;
}
