import { buildInvoices } from '@kayoi/domain/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { type BillingStore, billingStore } from './support/billing.ts';
import { databaseTargets } from './support/databases.ts';

// The billing module read as a school's 経理 reads it (issue 15, review): a discount never takes a fee below
// zero even when a member is in two groups; a credit larger than the month's charges is carried to the next
// month (never a negative bill nor a credit lost), its trail on both invoices; cash handed back for a payment of
// a closed day counts on the day it is handed back; receipt numbers stay one sequence per store when parallel
// payments fail in between. Test clock: Sunday 2026-11-22, 10:00 Tokyo.

describe('discounts of two groups on one member (the rule)', () => {
  it('when a 兄弟割 and a 100 % campaign both apply, then the fee is discounted to zero, never below', () => {
    const [invoice] = buildInvoices(
      [
        {
          customer_id: 1,
          status: 'active',
          adjustments: [],
          contracts: [
            {
              id: 10,
              program_id: 3,
              name: 'ジュニア',
              monthly_fee: 8000,
              starts_on: '2026-04-01',
              ends_on: null,
              fees: null,
              is_first: false,
            },
          ],
        },
      ],
      [
        {
          id: 1,
          name: '山田家 兄弟割',
          member_ids: [1],
          rules: [{ id: 1, member_rank: 1, program_id: null, discount_type: 'fixed', value: 5000 }],
        },
        {
          id: 2,
          name: '紹介キャンペーン',
          member_ids: [1],
          rules: [{ id: 2, member_rank: 1, program_id: 3, discount_type: 'percent', value: 100 }],
        },
      ],
      '2026-12',
      { first_month_rule: 'full', annual_fee_month: 4 },
    );
    expect(invoice?.lines.map((l) => [l.source, l.amount])).toEqual([
      ['contract', 8000],
      ['discount', -5000],
      ['discount', -3000],
    ]);
    expect(invoice?.total).toBe(0);
  });
});

type Method = 'GET' | 'POST';

describe.each(databaseTargets)('billing as the accountant reads it on $name', (target) => {
  let t: TestApp;
  let s: BillingStore;

  const call = (method: Method, url: string, token: string, payload?: unknown) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
  const cycleOf = async (month: string) => {
    const created = await call('POST', '/api/billing/cycles', s.manager, { billing_month: month });
    expect(created.status).toBe(201);
    return created.body.data.id as number;
  };
  const invoiceOf = async (cycleId: number, customerId: number) =>
    (await call('GET', `/api/billing/cycles/${cycleId}/invoices?customer_id=${customerId}`, s.manager)).body
      .data[0];

  beforeAll(async () => {
    t = await startTestApp(target);
    s = await billingStore(t);
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t.close();
  });

  it('when a refund exceeds the month’s fee, then the invoice comes to 0 and the rest is credited on the next month’s invoice, counted once in the ledger', async () => {
    const member = await s.member({ name: '返金' });
    const refund = await call('POST', '/api/billing/adjustments', s.manager, {
      customer_id: member,
      billing_month: '2027-01',
      kind: 'refund',
      description: '11月・12月 休館分の返金',
      amount: -10000,
      tax_rate: 10,
    });
    expect(refund.status).toBe(201);
    const january = await cycleOf('2027-01');
    await call('POST', `/api/billing/cycles/${january}/generate`, s.manager, {});
    expect((await invoiceOf(january, member)).total).toBe(7700 - 10000);
    expect((await call('POST', `/api/billing/cycles/${january}/confirm`, s.manager, {})).status).toBe(200);

    // January: 7,700 − 10,000 and the 2,300 left carried to February — a bill of 0, paid, never negative.
    const carriedFrom = await invoiceOf(january, member);
    expect(carriedFrom).toMatchObject({ total: 0, tax: 0, status: 'paid', outstanding: 0 });
    expect(carriedFrom.lines.at(-1)).toMatchObject({
      source: 'adjustment',
      kind: 'refund',
      description: '2027年2月分へ繰越（差引残）',
      amount: 2300,
    });
    const carry = (
      await call('GET', `/api/billing/adjustments?customer_id=${member}&billing_month=2027-02`, s.manager)
    ).body.data;
    expect(carry).toEqual([
      expect.objectContaining({
        id: carriedFrom.lines.at(-1).source_id,
        kind: 'refund',
        description: '2027年1月分の差引残（繰越）',
        amount: -2300,
        status: 'open',
      }),
    ]);

    // February: the fee less the credit carried.
    const february = await cycleOf('2027-02');
    await call('POST', `/api/billing/cycles/${february}/generate`, s.manager, {});
    await call('POST', `/api/billing/cycles/${february}/confirm`, s.manager, {});
    const carriedTo = await invoiceOf(february, member);
    expect(carriedTo).toMatchObject({ total: 7700 - 2300, tax: 490, status: 'unpaid' });
    expect(carriedTo.lines.at(-1)).toMatchObject({ source: 'adjustment', amount: -2300 });
    const applied = (await call('GET', `/api/billing/adjustments/${carry[0].id}`, s.manager)).body.data;
    expect(applied).toMatchObject({ status: 'applied', invoice_id: carriedTo.id });

    // The ledger: 7,700 + 7,700 − 10,000 invoiced in all, the credit counted once.
    const ledger = (await call('GET', `/api/customers/${member}/ledger`, s.manager)).body.data;
    expect(ledger).toMatchObject({ invoiced_total: 5400, paid_total: 0, balance: 5400 });
  });

  it('when a payment of a closed day is voided the next day, then the cash handed back counts on the day of the void, and the closed day keeps its figures', async () => {
    const member = await s.member({ name: '翌日取消' });
    const april = await cycleOf('2027-04');
    await call('POST', `/api/billing/cycles/${april}/generate`, s.manager, {});
    await call('POST', `/api/billing/cycles/${april}/confirm`, s.manager, {});
    const invoice = await invoiceOf(april, member);
    const paid = await call('POST', '/api/billing/cash-collections', s.manager, {
      customer_id: member,
      allocations: [{ invoice_id: invoice.id, amount: 7700 }],
      received: 10000,
      idempotency_key: 'review-void-next-day',
    });
    expect(paid.status).toBe(201);
    // Taken yesterday (Saturday 21st) and that day closed.
    const yesterday = '2026-11-21';
    await t.db.query(
      `update payments set paid_on = $2, created_at = created_at - interval '1 day' where id = $1`,
      [paid.body.data.id, yesterday],
    );
    const close = await call('POST', '/api/billing/cash-closes', s.manager, {
      business_date: yesterday,
      counts: { '5000': 1, '1000': 2, '500': 1, '100': 2 },
    });
    expect(close.body.data).toMatchObject({ collected: 7700, payment_count: 1 });
    const todayBefore = (await call('GET', '/api/billing/cash-closes/2026-11-22', s.manager)).body.data;

    const voided = await call('POST', `/api/billing/cash-collections/${paid.body.data.id}/void`, s.manager, {
      reason: '二重に受領したため返金',
    });
    expect(voided.status).toBe(200);
    // The closed day still holds what its close counted; the 7,700 handed back today leaves today's drawer.
    const closedDay = (await call('GET', `/api/billing/cash-closes/${yesterday}`, s.manager)).body.data;
    expect(closedDay).toMatchObject({ collected: 7700, payment_count: 1, voided_count: 0 });
    const today = (await call('GET', '/api/billing/cash-closes/2026-11-22', s.manager)).body.data;
    expect(today).toMatchObject({
      collected: todayBefore.collected - 7700,
      payment_count: todayBefore.payment_count,
      voided_count: todayBefore.voided_count + 1,
      expected_cash: todayBefore.expected_cash - 7700,
    });
  });

  it('when parallel payments fail in between, then the receipt numbers taken are one sequence without gaps or repeats', async () => {
    const members: number[] = [];
    for (let i = 0; i < 8; i += 1) members.push(await s.member({ name: `並行${i}` }));
    const march = await cycleOf('2027-03');
    await call('POST', `/api/billing/cycles/${march}/generate`, s.manager, {});
    await call('POST', `/api/billing/cycles/${march}/confirm`, s.manager, {});
    const invoices = await Promise.all(members.map((m) => invoiceOf(march, m)));
    const { rows: before } = await t.db.query<{ last: number }>(
      'select coalesce((select last_number from receipt_counters where store_id = $1), 0) as last',
      [s.store],
    );
    // Every other payment asks more than the invoice holds (409): refused after its invoice is locked.
    const answers = await Promise.all(
      invoices.map((invoice, i) =>
        call('POST', '/api/billing/cash-collections', s.manager, {
          customer_id: invoice.customer_id,
          allocations: [{ invoice_id: invoice.id, amount: i % 2 === 0 ? 1000 : invoice.total + 1 }],
          received: 20000,
          idempotency_key: `review-${String(i).padStart(4, '0')}-parallel`,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(invoices.map((_, i) => (i % 2 === 0 ? 201 : 409)));
    const numbers = answers
      .filter((a) => a.status === 201)
      .map((a) => a.body.data.receipt_number as number)
      .sort((a, b) => a - b);
    const first = (before[0]?.last ?? 0) + 1;
    expect(numbers).toEqual([first, first + 1, first + 2, first + 3]);
    // The next one follows on: no number was lost to the refused ones.
    const next = await call('POST', '/api/billing/cash-collections', s.manager, {
      customer_id: invoices[1].customer_id,
      allocations: [{ invoice_id: invoices[1].id, amount: 500 }],
      received: 500,
      idempotency_key: 'review-next-payment',
    });
    expect(next.body.data.receipt_number).toBe(first + 4);
  });
});
