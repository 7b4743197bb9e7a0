import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { type BillingStore, billingStore } from './support/billing.ts';
import { databaseTargets } from './support/databases.ts';

// 期間内の入金 from billing's day totals (issue 30, migration 0540): the sales reports read billing_receipt_totals,
// kept by statement triggers on payments. Twenty desks taking cash at once add up (the upsert's row lock on one
// store, day and method); a receipt printed changes nothing; a void takes its payment out; and the kept rows are
// always the payments' own sums.

describe.each(databaseTargets)('期間内の入金 (kept) on $name', (target) => {
  let t: TestApp;
  let s: BillingStore;

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.request({ method, url, token: s.manager, ...(payload === undefined ? {} : { payload }) });
  const received = async () => {
    const sales = await call('GET', '/api/reports/sales?from=2026-11-01&to=2026-11-30');
    expect(sales.status, JSON.stringify(sales.body)).toBe(200);
    const transition = await call('GET', '/api/reports/sales-transition?to=2026-11-30');
    expect(transition.status).toBe(200);
    const receipts = sales.body.data.tables.find((x: { key: string }) => x.key === 'receipts').rows;
    const november = transition.body.data.tables
      .find((x: { key: string }) => x.key === 'monthly')
      .rows.find((r: { month: string }) => r.month === '2026-11');
    return { receipts, transition: november.received as number };
  };
  /** The kept rows against the payments they sum: every store, day and method. */
  const drift = async () =>
    (
      await t.db.query(
        `select coalesce(k.store_id, p.store_id) as store_id, k.amount as kept, p.amount as paid
           from (select store_id, paid_on, method, amount, payments from billing_receipt_totals where payments <> 0) k
           full join (select store_id, paid_on, method, sum(amount) as amount, count(*) as payments from payments
                       where voided_at is null group by 1, 2, 3) p
             on p.store_id = k.store_id and p.paid_on = k.paid_on and p.method = k.method
          where k.amount is distinct from p.amount or k.payments is distinct from p.payments`,
      )
    ).rows;

  beforeAll(async () => {
    t = await startTestApp(target);
    s = await billingStore(t, '入金集計校');
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when twenty desks take cash at once, a receipt is printed and one is voided, then the reports’ receipts follow', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => s.member()));
    const taken = await Promise.all(
      members.map((customer, i) =>
        call('POST', '/api/billing/cash-collections', {
          customer_id: customer,
          allocations: [],
          advance_amount: 1000 + i,
          received: 1000 + i,
          idempotency_key: `receipts-${i}`,
        }),
      ),
    );
    expect(taken.map((r) => r.status)).toEqual(members.map(() => 201));
    const all = 20 * 1000 + (19 * 20) / 2;
    expect(await received()).toEqual({
      receipts: [{ method: '現金', payments: 20, amount: all }],
      transition: all,
    });

    const first = taken[0]?.body.data.id as number;
    expect((await call('POST', `/api/billing/cash-collections/${first}/receipt`)).status).toBe(200);
    expect((await received()).receipts).toEqual([{ method: '現金', payments: 20, amount: all }]);

    const voided = await call('POST', `/api/billing/cash-collections/${first}/void`, { reason: '金額誤り' });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(await received()).toEqual({
      receipts: [{ method: '現金', payments: 19, amount: all - 1000 }],
      transition: all - 1000,
    });
    expect(await drift()).toEqual([]);
  });
});
