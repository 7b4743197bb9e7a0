import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBody } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets } from './support/databases.ts';
import { jst } from './support/school.ts';

// The sales (売上) and sales transition (売上推移) reports on hand-built invoices, lines and payments whose every
// figure is known: billed by program, category, school, kind and payment method, collected and outstanding,
// tax per rate, year over year; void invoices and payments, and another store's, never counted.

describe.each(databaseTargets)('sales reports on $name', (target) => {
  let t: TestApp;
  let storeId: number;
  let token: string;
  let adminToken: string;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp(target);
    t.clock.now = jst('2026-11-22 10:00');
    storeId = await t.createStore('売上校');
    const otherStore = await t.createStore('売上別校');
    token = await t.login((await t.createStaff({ role: 'manager', storeId })).email);
    adminToken = await t.login((await t.createStaff({ role: 'admin', storeId })).email);
    const { program } = await swimSchool(t, storeId, ['15級']);
    const one = async (sql: string, params: unknown[]) =>
      (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;
    const customer = (store: number) => {
      seq += 1;
      return one(
        `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana, joined_on)
         values ($1, $2, '売上', $3, 'ウリアゲ', 'タロウ', '2025-01-01') returning id`,
        [store, `S${seq}`, `${seq}`],
      );
    };
    const cycles = new Map<string, number>();
    const cycle = async (store: number, month: string) => {
      const key = `${store}:${month}`;
      if (!cycles.has(key)) {
        cycles.set(
          key,
          await one(
            `insert into billing_cycles (store_id, billing_month, closing_date, withdrawal_date)
             values ($1, $2, $2, $2) returning id`,
            [store, month],
          ),
        );
      }
      return cycles.get(key) as number;
    };
    const invoice = async (options: {
      store?: number;
      customer: number;
      month: string;
      method: 'bank_transfer' | 'cash';
      paid: number;
      status: 'paid' | 'unpaid' | 'partially_paid' | 'failed' | 'void';
      lines: { kind: string; amount: number; rate: 10 | 8; program: number | null }[];
    }) => {
      const store = options.store ?? storeId;
      const rates = new Map<number, number>();
      for (const l of options.lines) rates.set(l.rate, (rates.get(l.rate) ?? 0) + l.amount);
      const taxByRate = [...rates].map(([rate, amount]) => ({
        rate,
        amount,
        tax: Math.floor((amount * rate) / (100 + rate)),
      }));
      const total = options.lines.reduce((s, l) => s + l.amount, 0);
      const id = await one(
        `insert into invoices (cycle_id, store_id, customer_id, billing_month, payment_method, total, tax, tax_by_rate,
           paid_amount, status)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
        [
          await cycle(store, options.month),
          store,
          options.customer,
          options.month,
          options.method,
          total,
          taxByRate.reduce((s, r) => s + r.tax, 0),
          JSON.stringify(taxByRate),
          options.paid,
          options.status,
        ],
      );
      for (const [i, l] of options.lines.entries()) {
        await t.db.query(
          `insert into invoice_lines (invoice_id, position, source, source_id, kind, description, amount, tax_rate, program_id)
           values ($1, $2, 'contract', 1, $3, $3, $4, $5, $6)`,
          [id, i + 1, l.kind, l.amount, l.rate, l.program],
        );
      }
    };
    const c1 = await customer(storeId);
    const c2 = await customer(storeId);
    const far = await customer(otherStore);
    const fee = (amount = 7700) => ({ kind: 'monthly_fee', amount, rate: 10 as const, program });
    await invoice({
      customer: c1,
      month: '2026-10-01',
      method: 'bank_transfer',
      paid: 7700,
      status: 'paid',
      lines: [fee()],
    });
    await invoice({
      customer: c2,
      month: '2026-10-01',
      method: 'cash',
      paid: 10000,
      status: 'partially_paid',
      lines: [
        fee(),
        { kind: 'entrance_fee', amount: 5500, rate: 10, program },
        { kind: 'goods', amount: 1080, rate: 8, program: null },
      ],
    });
    // A void invoice counts in nothing.
    const c3 = await customer(storeId);
    await invoice({
      customer: c3,
      month: '2026-10-01',
      method: 'cash',
      paid: 0,
      status: 'void',
      lines: [fee(9999)],
    });
    await invoice({
      customer: c1,
      month: '2026-11-01',
      method: 'bank_transfer',
      paid: 0,
      status: 'failed',
      lines: [fee()],
    });
    // A year earlier.
    await invoice({
      customer: c1,
      month: '2025-10-01',
      method: 'bank_transfer',
      paid: 7000,
      status: 'paid',
      lines: [fee(7000)],
    });
    // Another store's invoice.
    await invoice({
      store: otherStore,
      customer: far,
      month: '2026-10-01',
      method: 'cash',
      paid: 0,
      status: 'unpaid',
      lines: [fee(50000)],
    });
    const payment = (
      store: number,
      customer: number,
      amount: number,
      on: string,
      voided: boolean,
      n: number,
    ) =>
      t.db.query(
        `insert into payments (store_id, customer_id, method, amount, received, change, paid_on, receipt_number,
           idempotency_key, voided_at, void_reason)
         values ($1, $2, 'cash', $3, $3, 0, $4, $5, $6, $7, $8)`,
        [store, customer, amount, on, n, `k${n}`, voided ? new Date() : null, voided ? '誤入力' : null],
      );
    await payment(storeId, c2, 10000, '2026-10-15', false, 1);
    await payment(storeId, c2, 500, '2026-10-16', true, 2);
    await payment(otherStore, far, 3000, '2026-10-16', false, 3);
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  const get = async (url: string, as = token): Promise<TestBody> => {
    const response = await t.request({ method: 'GET', url, token: as });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const table = (data: TestBody, key: string) => data.tables.find((x: { key: string }) => x.key === key);
  const figures = (data: TestBody) =>
    Object.fromEntries(data.summary.map((f: { key: string; value: unknown }) => [f.key, f.value]));

  it('when October and November are asked, then billed, collected, outstanding and tax are the invoices’', async () => {
    const { data } = await get('/api/reports/sales?from=2026-10-01&to=2026-11-30');

    expect(figures(data)).toEqual({
      billed: 29680,
      collected: 17700,
      outstanding: 11980,
      collection_rate: 59.6,
      tax: 2680,
      average_per_invoice: 9893,
      received: 10000,
    });
    expect(data.summary[0].previous).toBe(7000);
    expect(table(data, 'by_program').rows).toEqual([
      { school: 'スイミング', category: 'その他', program: '小学生コース', members: 2, billed: 28600 },
      { school: '—', category: '—', program: 'プログラム外（物品・調整など）', members: 1, billed: 1080 },
    ]);
    expect(table(data, 'by_category').rows).toEqual([
      { category: 'その他', billed: 28600 },
      { category: '—', billed: 1080 },
    ]);
    expect(table(data, 'by_school').rows).toEqual([
      { school: 'スイミング', billed: 28600 },
      { school: '—', billed: 1080 },
    ]);
    expect(table(data, 'by_kind').rows).toEqual([
      { kind: '月会費', lines: 3, billed: 23100 },
      { kind: '入会金', lines: 1, billed: 5500 },
      { kind: '物品', lines: 1, billed: 1080 },
    ]);
    expect(table(data, 'by_method').rows).toEqual([
      {
        method: '口座振替',
        invoices: 2,
        billed: 15400,
        collected: 7700,
        outstanding: 7700,
        collection_rate: 50,
        failed: 1,
      },
      {
        method: '現金',
        invoices: 1,
        billed: 14280,
        collected: 10000,
        outstanding: 4280,
        collection_rate: 70,
        failed: 0,
      },
    ]);
    expect(table(data, 'tax').rows).toEqual([
      { rate: '10%', amount: 28600, net: 26000, tax: 2600 },
      { rate: '8%', amount: 1080, net: 1000, tax: 80 },
    ]);
    expect(table(data, 'monthly').rows).toEqual([
      {
        month: '2026-10',
        billed: 21980,
        collected: 17700,
        outstanding: 4280,
        invoices: 2,
        billed_prev: 7000,
        yoy: 314,
      },
      {
        month: '2026-11',
        billed: 7700,
        collected: 0,
        outstanding: 7700,
        invoices: 1,
        billed_prev: 0,
        yoy: null,
      },
    ]);
    // The voided payment and the other store's are left out.
    expect(table(data, 'receipts').rows).toEqual([{ method: '現金', payments: 1, amount: 10000 }]);
    // A member is counted once however many months of the period billed them, and only for the period's months:
    // November billed c1 alone (c1's October 2025 and c2's October are outside it).
    const november = await get('/api/reports/sales?from=2026-11-01&to=2026-11-30');
    expect(table(november.data, 'by_program').rows).toEqual([
      { school: 'スイミング', category: 'その他', program: '小学生コース', members: 1, billed: 7700 },
    ]);
  });

  it('when the chain total is asked by an admin, then the other store’s invoice is added', async () => {
    const { data } = await get('/api/reports/sales?from=2026-10-01&to=2026-10-31&store_id=all', adminToken);
    expect(figures(data).billed).toBe(21980 + 50000);
    expect(figures(data).received).toBe(13000);
  });

  it('when the transition is asked without from, then the last 12 months end with to’s month, each beside its year-earlier month', async () => {
    const { data } = await get('/api/reports/sales-transition?to=2026-11-30');
    expect(data.period).toEqual({ from: '2025-12-01', to: '2026-11-30' });
    const rows = table(data, 'monthly').rows;
    expect(rows).toHaveLength(12);
    expect(rows[10]).toEqual({
      month: '2026-10',
      invoices: 2,
      billed: 21980,
      collected: 17700,
      outstanding: 4280,
      billed_prev: 7000,
      change: 14980,
      yoy: 314,
      received: 10000,
    });
    expect(rows[11]).toMatchObject({ month: '2026-11', billed: 7700, billed_prev: 0, yoy: null });
    expect(rows[0]).toMatchObject({ month: '2025-12', billed: 0 });
    // 前年比 compares the months billed a year earlier only: October's 21,980 against 7,000 (not 29,680 against 7,000).
    expect(figures(data)).toMatchObject({ billed: 29680, yoy: 314, collected: 17700, outstanding: 11980 });
    expect(table(data, 'by_school').rows[10]).toEqual({ month: '2026-10', school_1: 20900, school_2: 1080 });
    expect(table(data, 'by_school').columns.map((c: { label: string }) => c.label)).toEqual([
      '請求月',
      'スイミング',
      'その他',
    ]);
  });

  it('when 24 months are asked, then the transition spans two years; 25 months is refused', async () => {
    const { data } = await get('/api/reports/sales-transition?to=2026-11-30&months=24');
    expect(table(data, 'monthly').rows).toHaveLength(24);
    const refused = await t.request({
      method: 'GET',
      url: '/api/reports/sales-transition?from=2024-10-01&to=2026-11-30',
      token,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.to).toEqual(['期間は2年以内で指定してください']);
  });

  it('when the sales CSV is downloaded, then it carries the BOM, the summary and every table', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/reports/sales?from=2026-10-01&to=2026-11-30&format=csv',
      token,
    });
    expect(response.status).toBe(200);
    expect(String(response.headers['content-type'])).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="sales-20261001-20261130.csv"',
    );
    const text = response.body as string;
    expect(
      text.startsWith('\uFEFF■ 売上,売上校,2026-10-01〜2026-11-30\r\n項目,値,前年\r\n請求額,29680,7000\r\n'),
    ).toBe(true);
    expect(text).toContain(
      '\r\n\r\n■ 税率別（税込金額と消費税）\r\n税率,対象額（税込）,税抜,消費税\r\n10%,28600,26000,2600\r\n8%,1080,1000,80\r\n合計,29680,,2680\r\n',
    );
  });

  it('when a chain bills more than 2^31 yen in the period, then the chain total is exact, not an integer overflow (500)', async () => {
    // A chain of 100,000 members billed 8,800 yen a month passes 2,147,483,647 yen within three months
    // (bench/chain.ts found the sales report answering 500 at store_id=all).
    const big = await t.createStore('売上大型校');
    await t.db.query(
      `with cycle as (insert into billing_cycles (store_id, billing_month, closing_date, withdrawal_date)
                      values ($1, '2026-08-01', '2026-08-10', '2026-08-27') returning id),
       member as (insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana)
                  select $1, 'BIG' || i, '大型', i::text, 'オオガタ', 'タロウ' from generate_series(1, 3) i returning id),
       invoice as (insert into invoices (cycle_id, store_id, customer_id, billing_month, payment_method, total, tax,
                     tax_by_rate, paid_amount, status)
                   select cycle.id, $1, member.id, '2026-08-01', 'bank_transfer', 1000000000, 90909090,
                     '[{"rate":10,"amount":1000000000,"tax":90909090}]', 1000000000, 'paid' from cycle, member returning id)
       insert into invoice_lines (invoice_id, position, source, source_id, kind, description, amount, tax_rate)
       select id, 1, 'contract', 1, 'monthly_fee', '月会費', 1000000000, 10 from invoice`,
      [big],
    );
    await t.db.query(
      `insert into payments (store_id, customer_id, method, amount, received, change, paid_on, idempotency_key)
       select $1, id, 'bank_transfer', 1000000000, 1000000000, 0, '2026-08-27', 'big-' || id from customers
        where store_id = $1`,
      [big],
    );
    const { data } = await get('/api/reports/sales?from=2026-08-01&to=2026-08-31&store_id=all', adminToken);
    expect(figures(data).billed).toBe(3_000_000_000);
    expect(figures(data).received).toBe(3_000_000_000);
    const transition = await get(`/api/reports/sales-transition?to=2026-08-31&store_id=${big}`, adminToken);
    expect(table(transition.data, 'monthly').rows.at(-1)).toMatchObject({ billed: 3_000_000_000 });
  });
});
