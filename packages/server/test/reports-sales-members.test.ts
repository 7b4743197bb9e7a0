import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBody } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets } from './support/databases.ts';
import { jst } from './support/school.ts';

// 請求人数 over a chain from the stores' kept parts (issue 30, reports/sales-members.ts): a member billed for a
// program by its store and by another, by two stores none of which is the program's, or for lines of no program by
// two stores, is one member of that program; each figure equals a distinct count over the billed months; and a
// billing change (a new invoice, a void) is read again, not taken from the kept part.

describe.each(databaseTargets)('請求人数 over several stores on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let storeB: number;
  let managerB: string;
  let programA: number;
  let programB: number;
  const members: number[] = [];
  const invoices = new Map<string, number>();
  let seq = 0;

  const one = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;
  const customer = async (store: number) => {
    seq += 1;
    return one(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana, joined_on)
       values ($1, $2, '人数', $3, 'ニンズウ', 'タロウ', '2025-01-01') returning id`,
      [store, `N${seq}`, `${seq}`],
    );
  };
  /** An October 2026 invoice of `store` to `member`, its one line of `program` (null: goods, no program). */
  const bill = async (name: string, store: number, member: number, program: number | null) => {
    const cycle =
      (
        await t.db.query<{ id: number }>(
          `select id from billing_cycles where store_id = $1 and billing_month = '2026-10-01'`,
          [store],
        )
      ).rows[0]?.id ??
      (await one(
        `insert into billing_cycles (store_id, billing_month, closing_date, withdrawal_date)
         values ($1, '2026-10-01', '2026-10-10', '2026-10-27') returning id`,
        [store],
      ));
    const id = await one(
      `insert into invoices (cycle_id, store_id, customer_id, billing_month, payment_method, total, tax, tax_by_rate,
         paid_amount, status)
       values ($1, $2, $3, '2026-10-01', 'cash', 7700, 700, '[{"rate":10,"amount":7700,"tax":700}]', 0, 'unpaid')
       returning id`,
      [cycle, store, member],
    );
    await t.db.query(
      `insert into invoice_lines (invoice_id, position, source, source_id, kind, description, amount, tax_rate, program_id)
       values ($1, 1, 'contract', 1, $2, $2, 7700, 10, $3)`,
      [id, program === null ? 'goods' : 'monthly_fee', program],
    );
    invoices.set(name, id);
  };
  const byProgram = async (query: string, token = admin) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/reports/sales?from=2026-10-01&to=2026-10-31${query}`,
      token,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const table = (response.body as TestBody).data.tables.find(
      (x: { key: string }) => x.key === 'by_program',
    );
    return Object.fromEntries(
      table.rows.map((r: { program: string; members: number }) => [r.program, r.members]),
    ) as Record<string, number>;
  };
  /** The same figures as a distinct count over every billed month of October, by program name. */
  const distinctCounts = async (stores: readonly number[]) => {
    const { rows } = await t.db.query<{ program: string; members: number }>(
      `select coalesce(p.name, 'プログラム外（物品・調整など）') as program, count(distinct m.customer_id)::int as members
         from billing_program_member_months m left join programs p on p.id = m.program_id
        where m.store_id = any($1::int[]) and '2026-10-01'::date = any(m.months)
        group by 1`,
      [stores],
    );
    return Object.fromEntries(rows.map((r) => [r.program, r.members]));
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    t.clock.now = jst('2026-11-22 10:00');
    const storeA = await t.createStore('人数A校');
    storeB = await t.createStore('人数B校');
    const storeC = await t.createStore('人数C校');
    admin = await t.login((await t.createStaff({ role: 'admin', storeId: storeA })).email);
    managerB = await t.login((await t.createStaff({ role: 'manager', storeId: storeB })).email);
    programA = (await swimSchool(t, storeA, ['15級'])).program;
    programB = (await swimSchool(t, storeB, ['15級'])).program;
    await t.db.query(`update programs set name = 'Aコース' where id = $1`, [programA]);
    await t.db.query(`update programs set name = 'Bコース' where id = $1`, [programB]);
    for (const store of [storeA, storeA, storeA, storeB, storeA]) members.push(await customer(store));
    const [m1, m2, m3, m4] = members as [number, number, number, number];
    // 一: A's course by A and by B. 二: A's course by B and by C, never by A. 三: B's course by B.
    // 四 (of A): goods by A and by B.
    await bill('m1 by A', storeA, m1, programA);
    await bill('m1 by B', storeB, m1, programA);
    await bill('m2 by B', storeB, m2, programA);
    await bill('m2 by C', storeC, m2, programA);
    await bill('m3 by B', storeB, m3, programB);
    await bill('m4 by A', storeA, m4, null);
    await bill('m4 by B', storeB, m4, null);
    // Stores A, B and C, and the chain's every other store (the tests' other files make none here).
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when members are billed by several stores, then the chain counts each once per program, as a distinct count does', async () => {
    const chain = await byProgram('&store_id=all');
    expect(chain).toEqual({ Aコース: 2, Bコース: 1, 'プログラム外（物品・調整など）': 1 });
    const { rows: stores } = await t.db.query<{ id: number }>('select id from stores');
    expect(chain).toEqual(await distinctCounts(stores.map((s) => s.id)));
    // Store B's own figures: its rows are one per program and member.
    expect(await byProgram('', managerB)).toEqual({
      Aコース: 2,
      Bコース: 1,
      'プログラム外（物品・調整など）': 1,
    });
    expect(await byProgram('', managerB)).toEqual(await distinctCounts([storeB]));
  });

  it('when an invoice is added or voided after the parts were kept, then the chain’s figures follow', async () => {
    await byProgram('&store_id=all');
    const m5 = members[4] as number;
    await bill('m5 by B', storeB, m5, programB);
    expect(await byProgram('&store_id=all')).toMatchObject({ Bコース: 2 });
    const voided = async (name: string) =>
      t.db.query(`update invoices set status = 'void' where id = $1`, [invoices.get(name)]);
    // 一 is still billed by B after A's invoice goes, and no longer at all after B's.
    await voided('m1 by A');
    expect(await byProgram('&store_id=all')).toMatchObject({ Aコース: 2 });
    await voided('m1 by B');
    expect(await byProgram('&store_id=all')).toMatchObject({ Aコース: 1 });
    const { rows: stores } = await t.db.query<{ id: number }>('select id from stores');
    expect(await byProgram('&store_id=all')).toEqual(await distinctCounts(stores.map((s) => s.id)));
  });
});
