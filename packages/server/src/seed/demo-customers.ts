import { todayInTokyo } from '@kayoi/api-client/time';
import type { Queryable } from '../db/database.ts';

/** The swim school's grades, from beginner (25級) to the top of the junior course. */
const GRADES = [...Array.from({ length: 25 }, (_, i) => `${25 - i}級`), '選手コース'];

const PRE_REGISTRATIONS = [
  ['伊藤', '陽葵', 'イトウ', 'ヒマリ', '2019-05-03', 'female', 'pending', 2],
  ['高橋', '湊', 'タカハシ', 'ミナト', '2016-09-21', 'male', 'pending', 1],
  ['小林', '芽依', 'コバヤシ', 'メイ', '2020-01-15', 'female', 'confirmed', 3],
  ['吉田', '大和', 'ヨシダ', 'ヤマト', '2014-11-02', 'male', 'cancelled', 6],
] as const;

/**
 * Issue 6's part of the demo: grades held by the junior members, a status history for the paused and
 * withdrawn ones, and a few pre-registrations per store waiting for review (the sidebar badge).
 */
export async function loadCustomerDemoData(tx: Queryable, options: { now: Date }): Promise<void> {
  const today = todayInTokyo(options.now);
  await tx.query(
    'insert into grades (name, sort_order) select name, ord from unnest($1::text[]) with ordinality as g(name, ord)',
    [GRADES],
  );
  // Children climb roughly one grade every three months they have been members.
  await tx.query(
    `update customers c set grade_id = g.id
     from grades g
     where c.birth_date > ($1::date - interval '16 years')
       and g.sort_order = least(25, 1 + ((($1::date - coalesce(c.joined_on, $1::date)) / 90) + c.id % 3))`,
    [today],
  );
  await tx.query(
    `with changed as (
       select c.id, c.status, coalesce(max(k.ends_on), c.joined_on + 60) as effective_on
       from customers c left join customer_contracts k on k.customer_id = c.id
       where c.status <> 'active' group by c.id)
     insert into customer_status_changes (customer_id, from_status, status, effective_on, reason)
     select id, 'active', status, least(effective_on, $1::date),
            case when status = 'paused' then '体調不良のため休会' else '転居のため退会' end
     from changed`,
    [today],
  );
  await tx.query(
    `update customers c set status_changed_on = h.effective_on
     from customer_status_changes h where h.customer_id = c.id`,
  );
  const { rows: stores } = await tx.query<{ id: number }>('select id from stores order by id');
  for (const [index, store] of stores.entries()) {
    for (const [
      n,
      [family, given, familyKana, givenKana, birth, gender, status, daysAgo],
    ] of PRE_REGISTRATIONS.entries()) {
      if (index > 0 && n % 2 === 1) continue;
      const createdAt = new Date(options.now.getTime() - daysAgo * 86_400_000);
      await tx.query(
        `insert into pre_registrations (store_id, family_name, given_name, family_name_kana, given_name_kana,
           birth_date, gender, mobile, email, postal_code, prefecture, city, street_address, status,
           confirmed_at, desired_program_id, desired_visit_date, notes, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, '150-0043', '東京都', '渋谷区', '道玄坂1-2-3', $10,
           case when $10 = 'confirmed' then $11::timestamptz end,
           (select id from programs where store_id = $1 order by id limit 1 offset 2), $12::date + 7,
           '見学を希望します', $11, $11)`,
        [
          store.id,
          family,
          given,
          familyKana,
          givenKana,
          birth,
          gender,
          `090-${String(5000 + index * 10 + n)}-0000`,
          `demo${index}${n}@example.jp`,
          status,
          createdAt,
          today,
        ],
      );
    }
  }
}
