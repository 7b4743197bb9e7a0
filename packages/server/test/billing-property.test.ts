import {
  type BillingCustomer,
  buildInvoices,
  type DiscountGroupForMonth,
  monthDays,
} from '@kayoi/domain/billing';
import { addDays } from '@kayoi/domain/calendar';
import { taxInside } from '@kayoi/domain/money';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { type BillingStore, billingStore } from './support/billing.ts';
import { databaseTargets } from './support/databases.ts';

// Issue 15's property: for random contracts, discounts and adjustments, every invoice's total is the sum of its
// lines, its tax is the tax of each rate's sum, the cycle's total is the sum of its invoices, and generating
// twice gives the same invoices. First on the pure rule (@kayoi/domain/billing, fast-check), then through the
// server on a database with a seeded random store.

const month = '2027-01';
const { first, last } = monthDays(month);

const day = fc.integer({ min: -60, max: 45 }).map((offset) => addDays(first, offset));
const fees = fc.record({
  monthly_fee: fc.integer({ min: 0, max: 30000 }),
  entrance_fee: fc.integer({ min: 0, max: 11000 }),
  annual_fee: fc.integer({ min: 0, max: 5500 }),
  pause_fee: fc.integer({ min: 0, max: 2200 }),
  tax_rate: fc.constantFrom(8 as const, 10 as const),
});
const contract = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  program_id: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  name: fc.constantFrom('ジュニア', '選手コース', '成人'),
  monthly_fee: fc.integer({ min: 0, max: 30000 }),
  starts_on: day,
  length: fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }),
  fees: fc.option(fees, { nil: null }),
  is_first: fc.boolean(),
});
const adjustment = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  kind: fc.constantFrom('goods' as const, 'refund' as const, 'correction' as const, 'other' as const),
  description: fc.constant('調整'),
  amount: fc.integer({ min: -20000, max: 20000 }).filter((a) => a !== 0),
  tax_rate: fc.constantFrom(0 as const, 8 as const, 10 as const),
});
const customers = fc
  .uniqueArray(
    fc.record({
      customer_id: fc.integer({ min: 1, max: 60 }),
      status: fc.constantFrom('active' as const, 'active' as const, 'paused' as const, 'withdrawn' as const),
      contracts: fc.array(contract, { maxLength: 3 }),
      adjustments: fc.array(adjustment, { maxLength: 2 }),
    }),
    { selector: (c) => c.customer_id, maxLength: 25 },
  )
  .map((list): BillingCustomer[] =>
    list.map((c) => ({
      ...c,
      contracts: c.contracts.map(({ length, ...k }) => ({
        ...k,
        ends_on: length === null ? null : addDays(k.starts_on, length),
      })),
    })),
  );
const groups = fc.array(
  fc.record({
    id: fc.integer({ min: 1, max: 1000 }),
    name: fc.constant('兄弟割'),
    member_ids: fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 2, maxLength: 4 }),
    rules: fc.array(
      fc.record({
        id: fc.integer({ min: 1, max: 1000 }),
        member_rank: fc.integer({ min: 1, max: 4 }),
        program_id: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
        discount_type: fc.constantFrom('fixed' as const, 'percent' as const),
        value: fc.integer({ min: 1, max: 100 }).map((v) => v * 10),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  }),
  { maxLength: 3 },
) as fc.Arbitrary<DiscountGroupForMonth[]>;
const settings = fc.record({
  first_month_rule: fc.constantFrom('full' as const, 'pro_rata' as const),
  annual_fee_month: fc.integer({ min: 1, max: 12 }),
});

describe('invoices from contracts, discounts and adjustments (the rule)', () => {
  it('when any store is billed, then each total is its lines, each tax its rates, and the same input gives the same invoices', () => {
    fc.assert(
      fc.property(customers, groups, settings, (list, discountGroups, rules) => {
        const invoices = buildInvoices(list, discountGroups, month, rules);
        for (const invoice of invoices) {
          expect(invoice.lines.length).toBeGreaterThan(0);
          expect(invoice.total).toBe(invoice.lines.reduce((sum, line) => sum + line.amount, 0));
          for (const rate of invoice.tax_by_rate) {
            const atRate = invoice.lines.filter((l) => l.tax_rate === rate.rate);
            expect(rate.amount).toBe(atRate.reduce((sum, l) => sum + l.amount, 0));
            expect(rate.tax).toBe(taxInside(rate.amount, rate.rate));
          }
          expect(invoice.tax).toBe(invoice.tax_by_rate.reduce((sum, r) => sum + r.tax, 0));
          // A discount never takes more than the member's monthly fees.
          const fee = invoice.lines.filter((l) => l.kind === 'monthly_fee' || l.kind === 'pro_rata_fee');
          const off = invoice.lines.filter((l) => l.kind === 'discount');
          expect(-off.reduce((s, l) => s + l.amount, 0)).toBeLessThanOrEqual(
            fee.reduce((s, l) => s + l.amount, 0),
          );
        }
        expect(new Set(invoices.map((i) => i.customer_id)).size).toBe(invoices.length);
        expect(buildInvoices(list, discountGroups, month, rules)).toEqual(invoices);
      }),
      { numRuns: 300, seed: 20261122 },
    );
  });

  it('when a contract ended before the month or starts after it, then it charges nothing', () => {
    const ended = { id: 1, program_id: null, name: '成人', monthly_fee: 8800, fees: null, is_first: false };
    const invoices = buildInvoices(
      [
        {
          customer_id: 1,
          status: 'active',
          adjustments: [],
          contracts: [{ ...ended, starts_on: '2026-04-01', ends_on: addDays(first, -1) }],
        },
        {
          customer_id: 2,
          status: 'active',
          adjustments: [],
          contracts: [{ ...ended, starts_on: addDays(last, 1), ends_on: null }],
        },
      ],
      [],
      month,
      { first_month_rule: 'full', annual_fee_month: 4 },
    );
    expect(invoices).toEqual([]);
  });

  it('when a withdrawn member still holds an open contract, then nothing is charged; a contract ending in the month is', () => {
    const contract = {
      id: 1,
      program_id: null,
      name: '成人',
      monthly_fee: 8800,
      fees: null,
      is_first: false,
    };
    const invoices = buildInvoices(
      [
        {
          customer_id: 1,
          status: 'withdrawn',
          adjustments: [],
          contracts: [{ ...contract, starts_on: '2026-04-01', ends_on: null }],
        },
        {
          customer_id: 2,
          status: 'withdrawn',
          adjustments: [],
          contracts: [{ ...contract, starts_on: '2026-04-01', ends_on: first }],
        },
      ],
      [],
      month,
      { first_month_rule: 'full', annual_fee_month: 4 },
    );
    expect(invoices.map((i) => [i.customer_id, i.total])).toEqual([[2, 8800]]);
  });
});

/** A small deterministic generator (mulberry32), so a failing store can be made again from its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(databaseTargets)('a generated cycle on $name', (target) => {
  let t: TestApp;
  let s: BillingStore;

  beforeAll(async () => {
    t = await startTestApp(target);
    s = await billingStore(t);
    const next = random(15);
    const pick = (n: number) => Math.floor(next() * n);
    const ids: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const startsOn = addDays('2026-10-01', pick(120));
      const endsOn = next() < 0.2 ? addDays(startsOn, pick(90)) : null;
      ids.push(await s.member({ startsOn, endsOn, fee: 1000 * (1 + pick(12)) }));
      if (next() < 0.15) await s.setStatus(ids[i] as number, 'paused', '2027-01-01');
      if (next() < 0.3) {
        await t.db.query(
          `insert into billing_adjustments (store_id, customer_id, billing_month, kind, description, amount, tax_rate)
           values ($1, $2, '2027-01-01', 'goods', '物品', $3, $4)`,
          [s.store, ids[i], (pick(2) === 0 ? -1 : 1) * (100 + pick(5000)), [0, 8, 10][pick(3)]],
        );
      }
    }
    for (let g = 0; g < 5; g += 1) {
      const members = [ids[pick(40)], ids[pick(40)], ids[pick(40)]].filter(
        (id, i, all) => all.indexOf(id) === i,
      ) as number[];
      const answer = await t.request({
        method: 'POST',
        url: '/api/discount-groups',
        token: s.manager,
        payload: {
          name: `グループ${g}`,
          valid_from: '2026-04-01',
          member_ids: members,
          rules: [
            { member_rank: 2, discount_type: pick(2) === 0 ? 'fixed' : 'percent', value: 10 + pick(50) },
            { member_rank: 3, program_id: s.program, discount_type: 'fixed', value: 500 + pick(1000) },
          ],
        },
      });
      expect(answer.status).toBe(201);
    }
    await t.db.query(`update program_fees set tax_rate = 8 where program_id = $1`, [s.program]);
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t.close();
  });

  const invoicesOf = async (cycle: number) => {
    const answer = await t.request({
      method: 'GET',
      url: `/api/billing/cycles/${cycle}/invoices?per_page=100`,
      token: s.manager,
    });
    return answer.body.data as {
      customer_id: number;
      total: number;
      tax: number;
      tax_by_rate: { rate: 0 | 8 | 10; amount: number; tax: number }[];
      lines: { amount: number; tax_rate: number; source: string; source_id: number; kind: string }[];
    }[];
  };

  it('when a random store is generated twice, then each invoice is the sum of its lines, the cycle the sum of its invoices, and the second generation changes nothing', async () => {
    const cycle = (
      await t.request({
        method: 'POST',
        url: '/api/billing/cycles',
        token: s.manager,
        payload: { billing_month: month },
      })
    ).body.data;
    const once = await t.request({
      method: 'POST',
      url: `/api/billing/cycles/${cycle.id}/generate`,
      token: s.manager,
      payload: {},
    });
    const firstInvoices = await invoicesOf(cycle.id);
    expect(firstInvoices.length).toBeGreaterThan(10);
    for (const invoice of firstInvoices) {
      expect(invoice.total).toBe(invoice.lines.reduce((sum, line) => sum + line.amount, 0));
      expect(invoice.tax).toBe(invoice.tax_by_rate.reduce((sum, r) => sum + r.tax, 0));
      for (const rate of invoice.tax_by_rate) expect(rate.tax).toBe(taxInside(rate.amount, rate.rate));
    }
    expect(once.body.data.total).toBe(firstInvoices.reduce((sum, i) => sum + i.total, 0));
    expect(once.body.data.tax).toBe(firstInvoices.reduce((sum, i) => sum + i.tax, 0));

    const twice = await t.request({
      method: 'POST',
      url: `/api/billing/cycles/${cycle.id}/generate`,
      token: s.manager,
      payload: {},
    });
    expect({ ...twice.body.data, revision: 0, generated_at: null }).toEqual({
      ...once.body.data,
      revision: 0,
      generated_at: null,
    });
    const strip = (list: typeof firstInvoices) =>
      list.map((i) => ({
        ...i,
        lines: i.lines.map(({ id: _id, ...line }: { id?: number } & (typeof i.lines)[number]) => line),
      }));
    expect(strip(await invoicesOf(cycle.id))).toEqual(strip(firstInvoices));
  });
});
