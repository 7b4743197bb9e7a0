import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { type BillingStore, billingStore } from './support/billing.ts';
import { databaseTargets } from './support/databases.ts';

// Billing 1/2 (issue 15): a December 2026 cycle from contracts (the program's fee of the month, 入会金 in the
// first month, 休会費 for a paused member, nothing after a withdrawal), a family discount and an adjustment,
// confirmed and locked; a cash payment with its receipt and ledger; the daily close; the dashboard. Test clock:
// Sunday 2026-11-22, 10:00 Tokyo.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(databaseTargets)('billing on $name', (target) => {
  let t: TestApp;
  let s: BillingStore;
  let otherManager: string;
  let regular: number;
  let sibling: number;
  let joiner: number;
  let paused: number;
  let withdrawn: number;
  let cycleId: number;

  const call = (method: Method, url: string, token: string, payload?: unknown) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
  const invoiceOf = async (customerId: number) => {
    const answer = await call(
      'GET',
      `/api/billing/cycles/${cycleId}/invoices?customer_id=${customerId}`,
      s.manager,
    );
    return answer.body.data[0];
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    s = await billingStore(t);
    otherManager = (await billingStore(t, '横浜校')).manager;
    regular = await s.member({ name: '一郎' });
    sibling = await s.member({ name: '二郎' });
    joiner = await s.member({ startsOn: '2026-12-15', name: '新人' });
    paused = await s.member({ name: '休会' });
    await s.setStatus(paused, 'paused', '2026-12-01');
    withdrawn = await s.member({ endsOn: '2026-11-30', name: '退会' });
    await s.setStatus(withdrawn, 'withdrawn', '2026-11-30');
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t.close();
  });

  it('when a staff member asks for billing, then the answer is 403; a manager gets the cycles', async () => {
    expect((await call('GET', '/api/billing/cycles', s.staff)).status).toBe(403);
    expect((await call('POST', '/api/billing/cycles', s.staff, { billing_month: '2026-12' })).status).toBe(
      403,
    );
    const answer = await call('GET', '/api/billing/cycles', s.manager);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([]);
  });

  it('when a cycle is created, then its withdrawal day (the 27th, a Sunday) moves to Monday 28th; a second for the month is 409', async () => {
    const created = await call('POST', '/api/billing/cycles', s.manager, { billing_month: '2026-12' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      billing_month: '2026-12',
      closing_date: '2026-12-10',
      withdrawal_date: '2026-12-28',
      status: 'draft',
      revision: 0,
      invoice_count: 0,
    });
    cycleId = created.body.data.id;
    const again = await call('POST', '/api/billing/cycles', s.manager, { billing_month: '2026-12' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('2026年12月の請求サイクルは既に作成されています');
    // Another store's manager does not see it.
    expect((await call('GET', `/api/billing/cycles/${cycleId}`, otherManager)).status).toBe(404);
  });

  it('when a withdrawal date falls on 12/31, then it moves past the bank holidays to 4 January', async () => {
    const created = await call('POST', '/api/billing/cycles', otherManager, {
      billing_month: '2026-12',
      withdrawal_date: '2026-12-31',
    });
    expect(created.body.data.withdrawal_date).toBe('2027-01-04');
  });

  it('when a family discount and an adjustment exist and the cycle is generated, then every line says where it came from', async () => {
    const group = await call('POST', '/api/discount-groups', s.manager, {
      name: '請求家 兄弟割',
      valid_from: '2026-04-01',
      member_ids: [regular, sibling],
      rules: [{ member_rank: 2, discount_type: 'fixed', value: 1000 }],
    });
    expect(group.status).toBe(201);
    const adjustment = await call('POST', '/api/billing/adjustments', s.manager, {
      customer_id: regular,
      billing_month: '2026-12',
      kind: 'goods',
      description: 'スクール水着 140cm',
      amount: 3300,
    });
    expect(adjustment.status).toBe(201);
    expect(adjustment.body.data).toMatchObject({ status: 'open', created_by: expect.any(String) });

    const generated = await call('POST', `/api/billing/cycles/${cycleId}/generate`, s.manager, {
      revision: 0,
    });
    expect(generated.status).toBe(200);
    expect(generated.body.data).toMatchObject({ revision: 1, invoice_count: 4 });

    // The program's fee of the month (7,700), not the contract's old 8,000; the adjustment beside it.
    const first = await invoiceOf(regular);
    expect(
      first.lines.map((l: { source: string; kind: string; amount: number }) => [l.source, l.kind, l.amount]),
    ).toEqual([
      ['contract', 'monthly_fee', 7700],
      ['adjustment', 'goods', 3300],
    ]);
    expect(first).toMatchObject({
      total: 11000,
      tax: 1000,
      tax_by_rate: [{ rate: 10, amount: 11000, tax: 1000 }],
      status: 'unpaid',
      payment_method: 'bank_transfer',
      carried_balance: 0,
    });
    expect(first.lines[1].source_id).toBe(adjustment.body.data.id);
    // The second member of the family: 1,000 off, naming the rule.
    const second = await invoiceOf(sibling);
    expect(second.lines.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual([
      ['monthly_fee', 7700],
      ['discount', -1000],
    ]);
    expect(second.lines[1]).toMatchObject({ source: 'discount', source_id: group.body.data.rules[0].id });
    expect(second.total).toBe(6700);
    // Joining on the 15th: the full first month (the store's default) and the entrance fee.
    const joined = await invoiceOf(joiner);
    expect(joined.lines.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual([
      ['monthly_fee', 7700],
      ['entrance_fee', 5500],
    ]);
    // Paused from 1 December: the pause fee only. Withdrawn at the end of November: no invoice.
    expect((await invoiceOf(paused)).lines.map((l: { kind: string }) => l.kind)).toEqual(['pause_fee']);
    expect(await invoiceOf(withdrawn)).toBeUndefined();
  });

  it('when the store bills the first month pro rata and the cycle is generated again, then the joiner pays 17/31, rounded down, and nothing doubles', async () => {
    const before = await invoiceOf(regular);
    const settings = await call('PUT', '/api/billing/settings', s.manager, {
      first_month_rule: 'pro_rata',
      annual_fee_month: 4,
      withdrawal_day: 27,
      closing_day: 10,
    });
    expect(settings.status).toBe(200);
    const again = await call('POST', `/api/billing/cycles/${cycleId}/generate`, s.manager, {});
    expect(again.body.data).toMatchObject({ revision: 2, invoice_count: 4 });
    const joined = await invoiceOf(joiner);
    expect(joined.lines[0]).toMatchObject({ kind: 'pro_rata_fee', amount: Math.floor((7700 * 17) / 31) });
    // The same invoice (its id kept), the same lines, no second one.
    const after = await invoiceOf(regular);
    expect(after.id).toBe(before.id);
    expect(after.lines.map((l: { amount: number }) => l.amount)).toEqual([7700, 3300]);
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from invoices where cycle_id = $1 and customer_id = $2',
      [cycleId, regular],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('when a cycle’s invoices are listed by page, status and search, then the page, the total and the member order follow; another store’s manager gets 404', async () => {
    const list = async (query: string, token = s.manager) =>
      call('GET', `/api/billing/cycles/${cycleId}/invoices?${query}`, token);
    const customers = (body: { data: { customer_id: number }[] }) => body.data.map((i) => i.customer_id);
    const first = await list('per_page=10');
    expect(first.status).toBe(200);
    expect(customers(first.body)).toEqual([regular, sibling, joiner, paused]);
    expect(first.body.meta).toMatchObject({ total: 4, last_page: 1, from: 1, to: 4 });
    const second = await list('per_page=10&page=2');
    expect(customers(second.body)).toEqual([]);
    expect(second.body.meta).toMatchObject({ total: 4, from: null, to: null });
    expect((await list('status=unpaid')).body.meta.total).toBe(4);
    expect(await list('status=paid')).toMatchObject({ body: { data: [], meta: { total: 0 } } });
    const found = await list(`search=${encodeURIComponent('新人')}`);
    expect(customers(found.body)).toEqual([joiner]);
    expect(found.body.meta.total).toBe(1);
    expect((await list('', otherManager)).status).toBe(404);
  });

  it('when the screen sends an old revision, then generate and confirm answer 409', async () => {
    const stale = await call('POST', `/api/billing/cycles/${cycleId}/generate`, s.manager, { revision: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'この請求サイクルは他のスタッフによって更新されました。画面を再読み込みしてください',
    );
    expect(
      (await call('POST', `/api/billing/cycles/${cycleId}/confirm`, s.manager, { revision: 0 })).status,
    ).toBe(409);
  });

  it('when the cycle is confirmed, then it is locked: no generation, no adjustment for the month, its adjustment applied', async () => {
    const confirmed = await call('POST', `/api/billing/cycles/${cycleId}/confirm`, s.manager, {
      revision: 2,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed', confirmed_by: expect.any(String) });
    expect((await call('POST', `/api/billing/cycles/${cycleId}/generate`, s.manager, {})).status).toBe(409);
    expect(
      (await call('PUT', `/api/billing/cycles/${cycleId}`, s.manager, { closing_date: '2026-12-11' })).status,
    ).toBe(409);
    const late = await call('POST', '/api/billing/adjustments', s.manager, {
      customer_id: regular,
      billing_month: '2026-12',
      kind: 'correction',
      description: '訂正',
      amount: -500,
    });
    expect(late.status).toBe(409);
    const [applied] = (await call('GET', `/api/billing/adjustments?customer_id=${regular}`, s.manager)).body
      .data;
    expect(applied).toMatchObject({ status: 'applied', invoice_id: (await invoiceOf(regular)).id });
    const voided = await call('POST', `/api/billing/adjustments/${applied.id}/void`, s.manager, {
      reason: '誤り',
    });
    expect(voided.status).toBe(409);
    // A correction goes to January.
    const january = await call('POST', '/api/billing/adjustments', s.manager, {
      customer_id: regular,
      billing_month: '2027-01',
      kind: 'correction',
      description: '12月分 水着代の訂正',
      amount: -300,
    });
    expect(january.status).toBe(201);
    const cancelled = await call('POST', `/api/billing/adjustments/${january.body.data.id}/void`, s.manager, {
      reason: '登録誤り',
    });
    expect(cancelled.body.data).toMatchObject({
      status: 'void',
      void_reason: '登録誤り',
      voided_by: expect.any(String),
    });
  });

  it('when cash is taken against part of an invoice, then the change, the receipt number and the tax per rate are right, and the same key takes nothing more', async () => {
    const invoice = await invoiceOf(regular);
    const body = {
      customer_id: regular,
      allocations: [{ invoice_id: invoice.id, amount: 5500 }],
      received: 10000,
      idempotency_key: 'test-key-000001',
    };
    const paid = await call('POST', '/api/billing/cash-collections', s.manager, body);
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ amount: 5500, received: 10000, change: 4500, receipt_number: 1 });
    const again = await call('POST', '/api/billing/cash-collections', s.manager, body);
    expect(again.body.data.id).toBe(paid.body.data.id);
    expect(await invoiceOf(regular)).toMatchObject({
      paid_amount: 5500,
      outstanding: 5500,
      status: 'partially_paid',
    });

    const receipt = await call(
      'GET',
      `/api/billing/cash-collections/${paid.body.data.id}/receipt`,
      s.manager,
    );
    expect(receipt.body.data).toMatchObject({
      receipt_number: 1,
      amount: 5500,
      tax_by_rate: [{ rate: 10, amount: 5500, tax: 500 }],
      months: ['2026-12'],
      description: '2026年12月分 月謝として',
      voided: false,
      print_count: 0,
      reissued: false,
      first_printed_at: null,
    });
    // Printed: the original once; the next print is a 再発行 with its count and date, and a read says so.
    const receiptUrl = `/api/billing/cash-collections/${paid.body.data.id}/receipt`;
    const original = await call('POST', receiptUrl, s.manager);
    expect(original.status).toBe(200);
    expect(original.body.data).toMatchObject({ receipt_number: 1, print_count: 1, reissued: false });
    expect(original.body.data.first_printed_at).toBe(original.body.data.last_printed_at);
    expect((await call('GET', receiptUrl, s.manager)).body.data).toMatchObject({
      print_count: 1,
      reissued: true,
    });
    const reprint = await call('POST', receiptUrl, s.manager);
    expect(reprint.body.data).toMatchObject({ receipt_number: 1, print_count: 2, reissued: true });
    expect(reprint.body.data.first_printed_at).toBe(original.body.data.first_printed_at);
    // Two staff reprinting at once: counted one after the other, never the same count twice.
    const both = await Promise.all([
      call('POST', receiptUrl, s.manager),
      call('POST', receiptUrl, s.manager),
    ]);
    expect(both.map((a) => a.body.data.print_count).sort()).toEqual([3, 4]);
    expect((await call('POST', receiptUrl, s.staff)).status).toBe(403);
    expect((await call('POST', receiptUrl, otherManager)).status).toBe(404);

    const over = await call('POST', '/api/billing/cash-collections', s.manager, {
      ...body,
      allocations: [{ invoice_id: invoice.id, amount: 6000 }],
      idempotency_key: 'test-key-000002',
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('入金額が請求の残額を超えています');
    const short = await call('POST', '/api/billing/cash-collections', s.manager, {
      ...body,
      allocations: [{ invoice_id: invoice.id, amount: 5500 }],
      received: 5000,
      idempotency_key: 'test-key-000003',
    });
    expect(short.status).toBe(422);
    // Another customer's invoice is not payable for this one.
    const wrong = await call('POST', '/api/billing/cash-collections', s.manager, {
      ...body,
      customer_id: sibling,
      idempotency_key: 'test-key-000004',
    });
    expect(wrong.status).toBe(409);
  });

  it('when a payment is voided, then it stays with its number and the invoice is open again; the ledger shows both', async () => {
    const invoice = await invoiceOf(sibling);
    const paid = await call('POST', '/api/billing/cash-collections', s.manager, {
      customer_id: sibling,
      allocations: [{ invoice_id: invoice.id, amount: 6700 }],
      received: 6700,
      idempotency_key: 'test-key-000010',
    });
    expect(paid.body.data.receipt_number).toBe(2);
    expect((await invoiceOf(sibling)).status).toBe('paid');
    const voided = await call('POST', `/api/billing/cash-collections/${paid.body.data.id}/void`, s.manager, {
      reason: '金額誤り',
    });
    expect(voided.body.data).toMatchObject({ receipt_number: 2, void_reason: '金額誤り' });
    expect((await invoiceOf(sibling)).status).toBe('unpaid');
    const ledger = await call('GET', `/api/customers/${sibling}/ledger`, s.manager);
    expect(ledger.body.data).toMatchObject({ invoiced_total: 6700, paid_total: 0, balance: 6700 });
    expect(
      ledger.body.data.entries.map((e: { kind: string; balance: number }) => [e.kind, e.balance]),
    ).toEqual([
      ['invoice', 6700],
      ['payment', 0],
      ['payment_void', 6700],
    ]);
    expect(ledger.body.data.open_invoices).toHaveLength(1);
    // The invoice's lines are on the ledger (a parent asks what 6,700 is); a payment has none.
    expect(ledger.body.data.entries[0].lines).toEqual(
      invoice.lines.map((l: { description: string; source: string; amount: number; tax_rate: number }) => ({
        description: l.description,
        source: l.source,
        amount: l.amount,
        tax_rate: l.tax_rate,
      })),
    );
    expect(ledger.body.data.entries[0].lines.length).toBeGreaterThan(0);
    expect(ledger.body.data.entries[1].lines).toEqual([]);
    // A voided payment's receipt is not printed again.
    const print = await call('POST', `/api/billing/cash-collections/${paid.body.data.id}/receipt`, s.manager);
    expect(print.status).toBe(409);
    expect(print.body.message).toBe('取り消された入金の領収書は印刷できません');
  });

  it('when the day is closed, then the expected cash is the stored float plus the day’s payments and the count’s difference is kept; another float or a second close is refused', async () => {
    const settings = (await call('GET', '/api/billing/settings', s.manager)).body.data;
    expect(settings.cash_float).toBe(0);
    const saved = await call('PUT', '/api/billing/settings', s.manager, { ...settings, cash_float: 30000 });
    expect(saved.body.data.cash_float).toBe(30000);
    const open = await call('GET', '/api/billing/cash-closes/2026-11-22', s.manager);
    expect(open.body.data).toMatchObject({ float_amount: 30000, collected: 5500, expected_cash: 35500 });
    // A float typed at the close other than the stored one is refused (the drawer always opens with it).
    const typed = await call('POST', '/api/billing/cash-closes', s.manager, {
      business_date: '2026-11-22',
      float_amount: 29600,
      counts: { '10000': 3, '5000': 1, '100': 4 },
    });
    expect(typed.status).toBe(422);
    expect(typed.body.errors.float_amount).toEqual([
      '釣銭準備金は請求設定の金額（30,000円）です。変更する場合は請求設定を更新してください',
    ]);
    const close = await call('POST', '/api/billing/cash-closes', s.manager, {
      business_date: '2026-11-22',
      counts: { '10000': 3, '5000': 1, '100': 4 },
    });
    expect(close.status).toBe(201);
    expect(close.body.data).toMatchObject({
      collected: 5500,
      payment_count: 1,
      float_amount: 30000,
      expected_cash: 35500,
      counted_cash: 35400,
      difference: -100,
    });
    // The float changed later: the closed day keeps the one it was closed with.
    await call('PUT', '/api/billing/settings', s.manager, { ...settings, cash_float: 50000 });
    const day = await call('GET', '/api/billing/cash-closes/2026-11-22', s.manager);
    expect(day.body.data).toMatchObject({
      payment_count: 1,
      collected: 5500,
      voided_count: 1,
      float_amount: 30000,
      expected_cash: 35500,
    });
    await call('PUT', '/api/billing/settings', s.manager, settings);
    expect(
      (
        await call('POST', '/api/billing/cash-closes', s.manager, {
          business_date: '2026-11-22',
          counts: {},
        })
      ).status,
    ).toBe(409);
  });

  it('when the dashboard is read for December, then billed, collected, outstanding and the follow-up list add up', async () => {
    const answer = await call('GET', '/api/billing/dashboard?month=2026-12', s.manager);
    const d = answer.body.data;
    const expectedBilled = 11000 + 6700 + (Math.floor((7700 * 17) / 31) + 5500) + 1100;
    expect(d).toMatchObject({
      billed: expectedBilled,
      collected: 5500,
      outstanding: expectedBilled - 5500,
      invoice_count: 4,
    });
    expect(d.collection_rate).toBe(Math.floor((5500 * 1000) / expectedBilled) / 10);
    expect(d.aging[0]).toMatchObject({ bucket: 'current', amount: expectedBilled - 5500, invoice_count: 4 });
    // Nothing is overdue yet: this month's invoices are not followed up before a debit fails.
    expect(d.follow_up).toEqual([]);
    expect(d.trend).toHaveLength(12);
    expect(d.trend[11]).toEqual({ month: '2026-12', billed: expectedBilled, collected: 5500 });
  });

  it('when a customer with invoices is deleted, then the answer is 409 and nothing goes; one without is deleted', async () => {
    const refused = await call('DELETE', `/api/customers/${regular}`, s.manager);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      '請求・入金の履歴がある顧客は削除できません。退会の手続きをしてください',
    );
    expect((await call('GET', `/api/customers/${regular}`, s.manager)).status).toBe(200);
    expect((await call('DELETE', `/api/customers/${withdrawn}`, s.manager)).status).toBe(200);
  });

  it('when a customer pays in cash from now on, then the next cycle’s invoice says so', async () => {
    const set = await call('PUT', `/api/customers/${joiner}/payment-method`, s.manager, {
      payment_method: 'cash',
    });
    expect(set.body.data).toEqual({ payment_method: 'cash' });
    const january = await call('POST', '/api/billing/cycles', s.manager, { billing_month: '2027-01' });
    await call('POST', `/api/billing/cycles/${january.body.data.id}/generate`, s.manager, {});
    const invoices = await call(
      'GET',
      `/api/billing/cycles/${january.body.data.id}/invoices?customer_id=${joiner}`,
      s.manager,
    );
    expect(invoices.body.data[0]).toMatchObject({ payment_method: 'cash', total: 7700 });
    // The regular member's unpaid December is carried beside January, not added to it.
    const regularJanuary = await call(
      'GET',
      `/api/billing/cycles/${january.body.data.id}/invoices?customer_id=${regular}`,
      s.manager,
    );
    expect(regularJanuary.body.data[0]).toMatchObject({
      total: 7700,
      carried_balance: 5500,
      carried: [{ source: 'carry', billing_month: '2026-12', outstanding: 5500 }],
    });
  });

  it('when invoices were generated, regenerated, paid and voided, then the dashboard’s totals (kept by triggers) equal the invoices', async () => {
    const figures = `select cycle_id, payment_method, invoice_count::int, billed::int, collected::int, outstanding::int,
      open_count::int, tax::int from billing_cycle_totals where invoice_count <> 0 or billed <> 0 order by 1, 2`;
    const recomputed = `select cycle_id, payment_method, count(*)::int as invoice_count, sum(total)::int as billed,
      sum(paid_amount)::int as collected,
      coalesce(sum(total - paid_amount) filter (where status in ('unpaid', 'partially_paid', 'failed')), 0)::int
        as outstanding,
      (count(*) filter (where status in ('unpaid', 'partially_paid', 'failed')))::int as open_count,
      sum(tax)::int as tax
      from invoices where status <> 'void' group by 1, 2 order by 1, 2`;
    const kept = (await t.db.query(figures)).rows;
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual((await t.db.query(recomputed)).rows);
    // The cycles list reads them: each cycle's figures are its invoices'.
    const listed = (await call('GET', '/api/billing/cycles', s.manager)).body.data.map(
      (c: {
        id: number;
        invoice_count: number;
        total: number;
        tax: number;
        paid: number;
        outstanding: number;
      }) => ({
        id: c.id,
        invoice_count: c.invoice_count,
        total: c.total,
        tax: c.tax,
        paid: c.paid,
        outstanding: c.outstanding,
      }),
    );
    const { rows: fromInvoices } = await t.db.query<{ id: number; tax: number }>(
      `select c.id, count(i.id)::int as invoice_count, coalesce(sum(i.total), 0)::int as total,
              coalesce(sum(i.tax), 0)::int as tax, coalesce(sum(i.paid_amount), 0)::int as paid,
              coalesce(sum(i.total - i.paid_amount), 0)::int as outstanding
         from billing_cycles c left join invoices i on i.cycle_id = c.id and i.status <> 'void'
        where c.store_id = $1 group by c.id order by c.billing_month desc`,
      [s.store],
    );
    expect(fromInvoices.some((c) => c.tax > 0)).toBe(true);
    expect(listed).toEqual(fromInvoices);
  });
  it('when lines are added, changed and taken away and invoices voided, brought back and deleted, then the sales by program, kind and member, each member’s billed months and the tax per rate (kept by triggers) equal the lines', async () => {
    // What the triggers keep and what the lines and invoices say, each as one list: totals by store, month, cycle,
    // program and kind; members billed by store, month and program; tax by store, month and rate.
    const kept = async () => ({
      lines: (
        await t.db.query(
          `select store_id, to_char(billing_month, 'YYYY-MM') as month, cycle_id, program_id, kind, billed::int, lines
             from billing_line_totals where lines <> 0 order by 1, 2, 3, 4, 5`,
        )
      ).rows,
      members: (
        await t.db.query(
          `select store_id, to_char(billing_month, 'YYYY-MM') as month, program_id, customer_id, lines
             from billing_program_members order by 1, 2, 3, 4`,
        )
      ).rows,
      memberMonths: (
        await t.db.query(
          `select store_id, program_id, customer_id, array_to_string(months, ' ') as months
             from billing_program_member_months order by 1, 2, 3`,
        )
      ).rows,
      tax: (
        await t.db.query(
          `select store_id, to_char(billing_month, 'YYYY-MM') as month, rate, amount::int, tax::int, entries
             from billing_tax_totals where entries <> 0 order by 1, 2, 3`,
        )
      ).rows,
    });
    const fromLines = async () => ({
      lines: (
        await t.db.query(
          `select i.store_id, to_char(i.billing_month, 'YYYY-MM') as month, i.cycle_id,
                  coalesce(l.program_id, 0) as program_id, l.kind, sum(l.amount)::int as billed, count(*)::int as lines
             from invoices i join invoice_lines l on l.invoice_id = i.id
            where i.status <> 'void' group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
        )
      ).rows,
      members: (
        await t.db.query(
          `select i.store_id, to_char(i.billing_month, 'YYYY-MM') as month, coalesce(l.program_id, 0) as program_id,
                  i.customer_id, count(*)::int as lines
             from invoices i join invoice_lines l on l.invoice_id = i.id
            where i.status <> 'void' group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
        )
      ).rows,
      memberMonths: (
        await t.db.query(
          `select i.store_id, coalesce(l.program_id, 0) as program_id, i.customer_id,
                  string_agg(distinct i.billing_month::text, ' ' order by i.billing_month::text) as months
             from invoices i join invoice_lines l on l.invoice_id = i.id
            where i.status <> 'void' group by 1, 2, 3 order by 1, 2, 3`,
        )
      ).rows,
      tax: (
        await t.db.query(
          `select i.store_id, to_char(i.billing_month, 'YYYY-MM') as month, (r->>'rate')::int as rate,
                  sum((r->>'amount')::int)::int as amount, sum((r->>'tax')::int)::int as tax, count(*)::int as entries
             from invoices i cross join lateral jsonb_array_elements(i.tax_by_rate) r
            where i.status <> 'void' group by 1, 2, 3 order by 1, 2, 3`,
        )
      ).rows,
    });
    // What the cycles generated, regenerated and paid above left.
    const before = await kept();
    expect(before.lines.some((r) => (r as { program_id: number }).program_id > 0)).toBe(true);
    expect(before.members.length).toBeGreaterThan(0);
    // A member billed in two months, so a month that goes is taken out of a list that stays.
    expect(before.memberMonths.some((r) => (r as { months: string }).months.includes(' '))).toBe(true);
    expect(before.tax.length).toBeGreaterThan(0);
    expect(before).toEqual(await fromLines());

    const { rows: invoices } = await t.db.query<{ id: number }>(
      `select i.id from invoices i
        where i.store_id = $1 and i.status <> 'void'
          and exists (select 1 from invoice_lines l where l.invoice_id = i.id and l.program_id is not null)
          and not exists (select 1 from payment_allocations a where a.invoice_id = i.id)
          and not exists (select 1 from billing_adjustments a where a.invoice_id = i.id)
        order by i.id desc limit 3`,
      [s.store],
    );
    expect(invoices).toHaveLength(3);
    const [voided, changed, deleted] = invoices.map((i) => i.id) as [number, number, number];
    await t.db.query(`update invoices set status = 'void' where id = $1`, [voided]);
    const afterVoid = await kept();
    expect(afterVoid).toEqual(await fromLines());
    expect(afterVoid).not.toEqual(before);
    await t.db.query(
      `update invoice_lines set amount = amount + 1100, program_id = null where invoice_id = $1 and position = 0`,
      [changed],
    );
    await t.db.query(
      `insert into invoice_lines (invoice_id, position, source, source_id, kind, description, amount, tax_rate)
       values ($1, 99, 'adjustment', 1, 'goods', 'キャップ', 1650, 10), ($2, 99, 'adjustment', 1, 'goods', 'キャップ', 1650, 10)`,
      [changed, voided],
    );
    expect(await kept()).toEqual(await fromLines());
    await t.db.query(`update invoices set status = 'unpaid' where id = $1`, [voided]);
    expect(await kept()).toEqual(await fromLines());
    // Its tax per rate restated (a rate added), and an invoice moved to the next month.
    await t.db.query(
      `update invoices set tax_by_rate = tax_by_rate || '[{"rate": 8, "amount": 1080, "tax": 80}]'::jsonb where id = $1`,
      [changed],
    );
    await t.db.query(
      `update invoices set billing_month = (billing_month + interval '1 month')::date where id = $1`,
      [voided],
    );
    const moved = await kept();
    expect(moved.tax.some((r) => (r as { rate: number }).rate === 8)).toBe(true);
    expect(moved).toEqual(await fromLines());
    // Deleted with its lines on it: the cascade takes the lines after the invoice is gone.
    await t.db.query('delete from invoices where id = $1', [deleted]);
    expect(await kept()).toEqual(await fromLines());
    await t.db.query('delete from invoice_lines where invoice_id = $1 and position = 99', [changed]);
    expect(await kept()).toEqual(await fromLines());
  });
});
