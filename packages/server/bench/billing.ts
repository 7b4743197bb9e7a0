// Billing (issue 15): generating a month for a store of 10,000 members (each with a contract, 500 families with
// a discount, 1,000 adjustments) within ×10,000 health's CPU per call (5 s of the server's CPU at a quiet health
// CPU of 0.5 ms, bench/support.ts), and the billing dashboard over 24 months of invoices within ×200 (100 ms), over real HTTP (bench/support.ts). Run alone
// with `node bench/billing.ts` (with BENCH_DATABASE_URL: on PostgreSQL), or as part of `pnpm bench`.
import { fileURLToPath } from 'node:url';
import { addBillingMonths } from '@kayoi/domain/billing';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import {
  type BenchServer,
  finish,
  judge,
  judgeOnce,
  measure,
  scaled,
  serialHealth,
  timed,
  withServer,
} from './support.ts';

const BILLING_MEMBERS = scaled(10_000);
const GENERATE_BUDGET = { ratio: 10_000 };
const DASHBOARD_BUDGET = { ratio: 200 };
const MONTH = '2026-12';
const HISTORY_MONTHS = 24;

export function benchBilling(): Promise<boolean> {
  return withServer('billing', 'Billing', billing);
}

async function billing(server: BenchServer) {
  const { db } = server;
  const one = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ id: number }>(sql, params)).rows[0]?.id as number;

  const started = performance.now();
  const store = await one(`insert into stores (name) values ('ベンチ校') returning id`);
  await db.query(
    `insert into staffs (store_id, name, email, password_hash, role) values ($1, '経理', 'billing@kayoi.local', $2, 'manager')`,
    [store, await hashPassword('bench-password')],
  );
  const school = await one(
    `insert into schools (store_id, name, discipline) values ($1, 'スイミング', 'swimming') returning id`,
    [store],
  );
  const programs: number[] = [];
  for (const [name, fee] of [
    ['ベビー', 6600],
    ['幼児', 7150],
    ['小学生', 7700],
    ['選手コース', 13200],
  ] as const) {
    const program = await one(
      `insert into programs (store_id, school_id, name, monthly_fee) values ($1, $2, $3, $4) returning id`,
      [store, school, name, fee],
    );
    await db.query(
      `update program_fees set effective_month = '2024-01-01', entrance_fee = 5500, annual_fee = 3300, pause_fee = 1100
        where program_id = $1`,
      [program],
    );
    programs.push(program);
  }
  await db.query(
    `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
       status, joined_on)
     select $1, lpad(i::text, 6, '0'), '会員' || (i / 2), '太郎', 'カイイン', 'タロウ',
            case when i % 40 = 0 then 'paused' else 'active' end, '2024-04-01'
       from generate_series(1, $2::int) i`,
    [store, BILLING_MEMBERS],
  );
  // Contracts: one each, a second for every tenth member; some start in the month (entrance fee, pro rata).
  await db.query(
    `insert into customer_contracts (customer_id, program_id, plan_name, monthly_fee, starts_on)
     select c.id, ($2::int[])[1 + c.id % 4], '週1回', 7700,
            case when c.id % 97 = 0 then '2026-12-12'::date else '2024-04-01'::date end
       from customers c where c.store_id = $1
     union all
     select c.id, ($2::int[])[4], '選手', 13200, '2025-04-01' from customers c where c.store_id = $1 and c.id % 10 = 0`,
    [store, programs],
  );
  await db.query(
    `insert into customer_billing_profiles (customer_id, payment_method)
     select id, 'cash' from customers where store_id = $1 and id % 8 = 0`,
    [store],
  );
  await db.query(`insert into billing_settings (store_id, first_month_rule) values ($1, 'pro_rata')`, [
    store,
  ]);
  // 500 families of two or three, 1,000 adjustments for the month.
  await db.query(
    `insert into discount_groups (store_id, name, valid_from) select $1, '家族' || g, '2024-04-01'
       from generate_series(1, 500) g`,
    [store],
  );
  await db.query(
    `insert into discount_group_members (group_id, customer_id, position)
     select g.id, c.id, row_number() over (partition by g.id order by c.id)
       from discount_groups g join customers c on c.store_id = g.store_id and c.id between g.id * 19 and g.id * 19 + 2
      where g.store_id = $1`,
    [store],
  );
  await db.query(
    `insert into discount_rules (group_id, member_rank, discount_type, value)
     select id, 2, 'fixed', 1000 from discount_groups where store_id = $1
     union all select id, 3, 'percent', 50 from discount_groups where store_id = $1`,
    [store],
  );
  await db.query(
    `insert into billing_adjustments (store_id, customer_id, billing_month, kind, description, amount)
     select $1, id, '2026-12-01', 'goods', 'スクール水着', 3300 from customers where store_id = $1 and id % 10 = 5`,
    [store],
  );
  console.info(
    `billing bench: ${BILLING_MEMBERS} members, 500 families, 1,000 adjustments set up in ${(
      (performance.now() - started) / 1000
    ).toFixed(1)} s`,
  );

  const { client } = server;
  const token = await client.login('billing@kayoi.local', 'bench-password');
  const cycle = (
    await client.data<{ id: number }>(client.post('/api/billing/cycles', { billing_month: MONTH }, token))
  ).id;
  const health = await serialHealth(server);
  const generate = async (name: string) => {
    const run = await timed(server, () =>
      client.data<{ invoice_count: number; total: number }>(
        client.post(`/api/billing/cycles/${cycle}/generate`, {}, token),
      ),
    );
    judgeOnce(
      'billing',
      name,
      run,
      health,
      GENERATE_BUDGET,
      `${run.result.invoice_count} invoices, total ${run.result.total} yen`,
    );
    return run.result;
  };
  const first = await generate(`generate ${MONTH} (${BILLING_MEMBERS} members)`);
  const second = await generate(`generate ${MONTH} again (idempotent)`);
  judge(
    'billing',
    'the second generation the same',
    first.total === second.total && first.invoice_count === second.invoice_count,
    `first ${JSON.stringify(first)}, second ${JSON.stringify(second)}`,
  );
  await client.data(client.post(`/api/billing/cycles/${cycle}/confirm`, {}, token));

  // 24 months of history: the generated month copied back month by month (closed cycles), most paid, recent
  // months with failed and partly paid debits, older ones with the few never collected: the dashboard reads a
  // realistic mix (about 2,000 open invoices besides this month's 10,000).
  const t1 = performance.now();
  for (let back = 1; back < HISTORY_MONTHS; back += 1) {
    const month = addBillingMonths(MONTH, -back);
    const past = await one(
      `insert into billing_cycles (store_id, billing_month, closing_date, withdrawal_date, status, generated_at,
         confirmed_at)
       values ($1, $2::date, $2::date + 9, $2::date + 26, 'closed', now(), now()) returning id`,
      [store, `${month}-01`],
    );
    await db.query(
      `insert into invoices (cycle_id, store_id, customer_id, billing_month, payment_method, total, tax, tax_by_rate,
         paid_amount, status, failed_reason)
       select $1, store_id, customer_id, $2::date, payment_method, total, tax, tax_by_rate,
              case when (customer_id + $3) % $5 = 0 then 0 when (customer_id + $3) % 47 = 1 and $3 <= 3 then total / 2
                   else total end,
              case when (customer_id + $3) % $5 = 0 then 'failed' when (customer_id + $3) % 47 = 1 and $3 <= 3
                   then 'partially_paid' else 'paid' end,
              case when (customer_id + $3) % $5 = 0 then '資金不足' end
         from invoices where cycle_id = $4`,
      // The last three months: one debit in 30 failed, one in 47 partly paid; older months: one in 400 never paid.
      [past, `${month}-01`, back, cycle, back <= 3 ? 30 : 400],
    );
  }
  await db.query('analyze');
  console.info(
    `billing history: ${HISTORY_MONTHS} months of ${first.invoice_count} invoices built in ${(
      (performance.now() - t1) / 1000
    ).toFixed(1)} s`,
  );
  await measure(
    server,
    'billing',
    'GET /api/billing/dashboard (24 months)',
    () => client.get(`/api/billing/dashboard?month=${MONTH}`, token),
    { budget: DASHBOARD_BUDGET, runs: 50 },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchBilling();
  finish();
}
