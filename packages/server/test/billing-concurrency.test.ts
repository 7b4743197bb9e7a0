import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { type BillingStore, billingStore } from './support/billing.ts';
import { databaseTargets } from './support/databases.ts';

// Races on money (issue 15), sent in parallel: two staff generating or confirming one cycle (one wins, the
// other 409), a double click on a payment (one payment), twenty desks taking payments at once (receipt numbers
// without gaps or repeats).

type Method = 'GET' | 'POST';

describe.each(databaseTargets)('billing races on $name', (target) => {
  let t: TestApp;
  let s: BillingStore;
  let members: number[];

  const call = (method: Method, url: string, token: string, payload?: unknown) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    t = await startTestApp(target);
    s = await billingStore(t);
    members = [];
    for (let i = 0; i < 20; i += 1) members.push(await s.member());
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t.close();
  });

  async function confirmedCycle(month: string) {
    const cycle = (await call('POST', '/api/billing/cycles', s.manager, { billing_month: month })).body.data;
    await call('POST', `/api/billing/cycles/${cycle.id}/generate`, s.manager, { revision: 0 });
    await call('POST', `/api/billing/cycles/${cycle.id}/confirm`, s.manager, { revision: 1 });
    const invoices = await call('GET', `/api/billing/cycles/${cycle.id}/invoices?per_page=100`, s.manager);
    return invoices.body.data as { id: number; customer_id: number; total: number }[];
  }

  it('when two staff generate the same cycle at once, then one wins and the other gets 409; nothing doubles', async () => {
    const cycle = (await call('POST', '/api/billing/cycles', s.manager, { billing_month: '2027-02' })).body
      .data;
    const answers = await Promise.all([
      call('POST', `/api/billing/cycles/${cycle.id}/generate`, s.manager, { revision: 0 }),
      call('POST', `/api/billing/cycles/${cycle.id}/generate`, s.manager, { revision: 0 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const { rows } = await t.db.query<{ n: number; customers: number }>(
      'select count(*)::int as n, count(distinct customer_id)::int as customers from invoices where cycle_id = $1',
      [cycle.id],
    );
    expect(rows[0]).toEqual({ n: 20, customers: 20 });
  });

  it('when two staff confirm the same cycle at once, then one wins and the other gets 409', async () => {
    const cycle = (await call('POST', '/api/billing/cycles', s.manager, { billing_month: '2027-03' })).body
      .data;
    await call('POST', `/api/billing/cycles/${cycle.id}/generate`, s.manager, {});
    const answers = await Promise.all([
      call('POST', `/api/billing/cycles/${cycle.id}/confirm`, s.manager, {}),
      call('POST', `/api/billing/cycles/${cycle.id}/confirm`, s.manager, {}),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await call('GET', `/api/billing/cycles/${cycle.id}`, s.manager)).body.data.status).toBe(
      'confirmed',
    );
  });

  it('when a payment is sent twice at once with one key (a double click), then one payment is taken', async () => {
    const [invoice] = await confirmedCycle('2027-04');
    const body = {
      customer_id: invoice?.customer_id,
      allocations: [{ invoice_id: invoice?.id, amount: 7700 }],
      received: 10000,
      idempotency_key: 'double-click-0001',
    };
    const answers = await Promise.all([
      call('POST', '/api/billing/cash-collections', s.manager, body),
      call('POST', '/api/billing/cash-collections', s.manager, body),
      call('POST', '/api/billing/cash-collections', s.manager, body),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    const { rows } = await t.db.query<{ n: number; paid: number }>(
      `select (select count(*)::int from payments where idempotency_key = 'double-click-0001') as n,
              (select paid_amount from invoices where id = $1) as paid`,
      [invoice?.id],
    );
    expect(rows[0]).toEqual({ n: 1, paid: 7700 });
  });

  it('when twenty payments are taken at once, then their receipt numbers are unique and without gaps', async () => {
    const invoices = (await confirmedCycle('2027-05')).slice(0, 20);
    const { rows: before } = await t.db.query<{ last: number }>(
      'select coalesce((select last_number from receipt_counters where store_id = $1), 0) as last',
      [s.store],
    );
    const answers = await Promise.all(
      invoices.map((invoice, i) =>
        call('POST', '/api/billing/cash-collections', s.manager, {
          customer_id: invoice.customer_id,
          allocations: [{ invoice_id: invoice.id, amount: 1000 + i }],
          received: 5000,
          idempotency_key: `desk-${String(i).padStart(4, '0')}-parallel`,
        }),
      ),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const numbers = answers.map((a) => a.body.data.receipt_number as number).sort((a, b) => a - b);
    const first = (before[0]?.last ?? 0) + 1;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
  });
});
