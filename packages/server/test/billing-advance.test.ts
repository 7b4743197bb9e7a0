import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { type BillingStore, billingStore } from './support/billing.ts';
import { databaseTargets } from './support/databases.ts';

// 前受金 (issue 28): a parent at the desk with money while the month's cycle is still a draft is never turned away.
// The cash is taken as an advance payment with the store's next receipt number (marked 前受金); the invoice
// confirmed later uses it first (the rest stays credit, or the invoice stays partly open); a void needs a
// reason and takes the credit back. Races: two desks for one member at once, and a confirmation while the cash
// is taken, on both databases. Members' invoices: 7,700 a month (the program's fee).

type Method = 'GET' | 'POST';

describe.each(databaseTargets)('前受金 on $name', (target) => {
  let t: TestApp;
  let s: BillingStore;
  let keys = 0;

  const call = (method: Method, url: string, token: string, payload?: unknown) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
  const key = () => {
    keys += 1;
    return `advance-${String(keys).padStart(6, '0')}`;
  };
  const advance = (customerId: number, amount: number, received = amount, idempotency_key = key()) =>
    call('POST', '/api/billing/cash-collections', s.manager, {
      customer_id: customerId,
      allocations: [],
      advance_amount: amount,
      received,
      idempotency_key,
    });
  const credit = async (customerId: number) =>
    (await call('GET', `/api/customers/${customerId}/billing-credit`, s.manager)).body.data;

  async function draftCycle(month: string) {
    const cycle = (await call('POST', '/api/billing/cycles', s.manager, { billing_month: month })).body.data;
    expect((await call('POST', `/api/billing/cycles/${cycle.id}/generate`, s.manager, {})).status).toBe(200);
    return cycle.id as number;
  }
  const confirm = (cycleId: number) => call('POST', `/api/billing/cycles/${cycleId}/confirm`, s.manager, {});
  async function invoiceOf(cycleId: number, customerId: number) {
    const answer = await call(
      'GET',
      `/api/billing/cycles/${cycleId}/invoices?customer_id=${customerId}`,
      s.manager,
    );
    return answer.body.data[0] as { id: number; total: number; paid_amount: number; status: string };
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    s = await billingStore(t);
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t.close();
  });

  it('when the cycle is a draft, then the desk sees the planned amount and takes the cash as 前受金 with a receipt number', async () => {
    const member = await s.member();
    const cycle = await draftCycle('2026-12');
    const open = await call('GET', `/api/billing/invoices?customer_id=${member}&open=true`, s.manager);
    expect(open.body.data).toEqual([]);
    expect(await credit(member)).toEqual({
      customer_id: member,
      credit: 0,
      planned_invoices: [{ cycle_id: cycle, billing_month: '2026-12', total: 7700 }],
    });

    const taken = await advance(member, 10000);
    expect(taken.status).toBe(201);
    expect(taken.body.message).toBe('入金を登録しました');
    expect(taken.body.data).toMatchObject({
      customer_id: member,
      amount: 10000,
      change: 0,
      is_advance: true,
      unapplied: 10000,
      allocations: [],
    });
    const receipt = await call(
      'GET',
      `/api/billing/cash-collections/${taken.body.data.id}/receipt`,
      s.manager,
    );
    expect(receipt.body.data).toMatchObject({
      receipt_number: taken.body.data.receipt_number,
      amount: 10000,
      description: '前受金として',
      months: [],
    });
    expect(await credit(member)).toMatchObject({ credit: 10000 });
    const ledger = await call('GET', `/api/customers/${member}/ledger`, s.manager);
    expect(ledger.body.data).toMatchObject({ paid_total: 10000, balance: -10000 });
    expect(ledger.body.data.entries[0].description).toBe(
      `前受金（現金・領収書 No.${taken.body.data.receipt_number}）`,
    );

    // Confirmed: the invoice uses the credit first; the rest (2,300) stays for the next month.
    expect((await confirm(cycle)).status).toBe(200);
    expect(await invoiceOf(cycle, member)).toMatchObject({ total: 7700, paid_amount: 7700, status: 'paid' });
    expect(await credit(member)).toEqual({ customer_id: member, credit: 2300, planned_invoices: [] });
    const list = await call('GET', `/api/billing/cash-collections?customer_id=${member}`, s.manager);
    expect(list.body.data[0]).toMatchObject({
      unapplied: 2300,
      allocations: [{ billing_month: '2026-12', amount: 7700 }],
    });

    // The next month: the 2,300 left pays part of it; the rest is open (and what the bank file would debit).
    const january = await draftCycle('2027-01');
    expect((await confirm(january)).status).toBe(200);
    expect(await invoiceOf(january, member)).toMatchObject({ paid_amount: 2300, status: 'partially_paid' });
    expect(await credit(member)).toMatchObject({ credit: 0 });
  });

  it('when the 前受金 is less than the invoice, then the invoice is partly paid and open for the rest', async () => {
    const member = await s.member();
    const cycle = await draftCycle('2027-02');
    expect((await advance(member, 3000, 5000)).body.data).toMatchObject({ amount: 3000, change: 2000 });
    expect((await confirm(cycle)).status).toBe(200);
    const invoice = await invoiceOf(cycle, member);
    expect(invoice).toMatchObject({ paid_amount: 3000, status: 'partially_paid' });
    const open = await call('GET', `/api/billing/invoices?customer_id=${member}&open=true`, s.manager);
    expect(open.body.data.map((i: { outstanding: number }) => i.outstanding)).toEqual([4700]);
  });

  it('when a 前受金 is voided, then a reason is needed, it keeps its number and its credit is gone (or its invoice open again)', async () => {
    const member = await s.member();
    const cycle = await draftCycle('2027-03');
    const first = (await advance(member, 8000)).body.data;
    const refused = await call('POST', `/api/billing/cash-collections/${first.id}/void`, s.manager, {
      reason: '',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.success).toBe(false);
    const voided = await call('POST', `/api/billing/cash-collections/${first.id}/void`, s.manager, {
      reason: '二重受領',
    });
    expect(voided.body.data).toMatchObject({
      receipt_number: first.receipt_number,
      void_reason: '二重受領',
      unapplied: 0,
    });
    expect(await credit(member)).toMatchObject({ credit: 0 });

    // A live one is used at confirmation; voided afterwards, its invoice is open again.
    const second = (await advance(member, 8000)).body.data;
    expect((await confirm(cycle)).status).toBe(200);
    expect(await invoiceOf(cycle, member)).toMatchObject({ paid_amount: 7700, status: 'paid' });
    await call('POST', `/api/billing/cash-collections/${second.id}/void`, s.manager, { reason: '金額誤り' });
    expect(await invoiceOf(cycle, member)).toMatchObject({ paid_amount: 0, status: 'unpaid' });
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from payments where customer_id = $1',
      [member],
    );
    expect(rows[0]?.n).toBe(2);
  });

  it('when a payment has neither invoices nor a 前受金, or both, then it is refused with a clear 422', async () => {
    const member = await s.member();
    const nothing = await call('POST', '/api/billing/cash-collections', s.manager, {
      customer_id: member,
      allocations: [],
      received: 1000,
      idempotency_key: key(),
    });
    expect(nothing.status).toBe(422);
    expect(nothing.body.errors.allocations).toEqual(['入金する請求か前受金の金額を入力してください']);
    const both = await call('POST', '/api/billing/cash-collections', s.manager, {
      customer_id: member,
      allocations: [{ invoice_id: 1, amount: 100 }],
      advance_amount: 1000,
      received: 1000,
      idempotency_key: key(),
    });
    expect(both.status).toBe(422);
    const short = await advance(member, 5000, 4000);
    expect(short.status).toBe(422);
    expect(short.body.errors.received).toEqual(['預り金が入金額に足りません']);
    expect((await call('GET', '/api/customers/999999/billing-credit', s.manager)).status).toBe(404);
    expect((await call('GET', `/api/customers/${member}/billing-credit`, s.staff)).status).toBe(403);
  });

  it('when two desks take cash for one member at once, then both are kept with their own receipt numbers and the credit is their sum; a double click is one', async () => {
    const member = await s.member();
    const cycle = await draftCycle('2027-04');
    const doubleClick = key();
    const answers = await Promise.all([
      advance(member, 5000),
      advance(member, 6000),
      advance(member, 1000, 1000, doubleClick),
      advance(member, 1000, 1000, doubleClick),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(answers[2]?.body.data.id).toBe(answers[3]?.body.data.id);
    const numbers = new Set(answers.map((a) => a.body.data.receipt_number));
    expect(numbers.size).toBe(3);
    expect(await credit(member)).toMatchObject({ credit: 12000 });
    expect((await confirm(cycle)).status).toBe(200);
    // April's invoice carries the 年会費 too (7,700 + 3,300).
    expect(await invoiceOf(cycle, member)).toMatchObject({
      total: 11000,
      paid_amount: 11000,
      status: 'paid',
    });
    expect(await credit(member)).toMatchObject({ credit: 1000 });
  });

  it('when the cycle is confirmed while the desks take cash, then every 前受金 is used exactly once, whichever commits first', async () => {
    const members: number[] = [];
    for (let i = 0; i < 8; i += 1) members.push(await s.member());
    const cycle = await draftCycle('2027-05');
    const amounts = members.map((_, i) => 3000 + i * 1000); // 3,000 … 10,000 against 7,700 each
    const [confirmed, ...taken] = await Promise.all([
      confirm(cycle),
      ...members.map((member, i) => advance(member, amounts[i] as number)),
    ]);
    expect(confirmed?.status).toBe(200);
    expect(taken.map((a) => a.status)).toEqual(members.map(() => 201));
    for (const [i, member] of members.entries()) {
      const amount = amounts[i] as number;
      const invoice = await invoiceOf(cycle, member);
      expect(invoice.paid_amount, `member ${i}`).toBe(Math.min(amount, 7700));
      expect((await credit(member)).credit, `member ${i}`).toBe(Math.max(0, amount - 7700));
    }
    // Nothing is used twice: allocations never exceed their payment, invoices never their total.
    const { rows } = await t.db.query<{ over_paid: number; over_used: number }>(
      `select (select count(*)::int from invoices where cycle_id = $1 and paid_amount > total) as over_paid,
              (select count(*)::int from payments p where p.is_advance
                 and (select coalesce(sum(amount), 0) from payment_allocations a where a.payment_id = p.id) > p.amount)
                as over_used`,
      [cycle],
    );
    expect(rows[0]).toEqual({ over_paid: 0, over_used: 0 });
  });
});
