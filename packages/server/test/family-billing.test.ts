import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markDebitFailed, recordBankDebit } from '../src/modules/billing/bank-transfers.ts';
import { nextStepOf } from '../src/modules/billing/member-billing.ts';
import { startTestApp, TEST_PASSWORD, type TestApp } from './support/app.ts';
import { type BillingStore, billingStore } from './support/billing.ts';
import { databaseTargets } from './support/databases.ts';
import { familySession } from './support/family.ts';
import { deliveriesOf } from './support/notifications.ts';

// 請求・お支払い in マイページ (issue 32): a family sees its members' invoices of confirmed cycles only (never a draft
// being prepared), with their lines and payments, a failed debit with the bank's reason and what to do next; the
// desk's receipts as PDFs on the desk's one numbering and print counter (再発行 after a first print); a year's
// payments as CSV. Nothing of another family is reached by any id. Test clock: Sunday 2026-11-22, 10:00 Tokyo.

type Method = 'GET' | 'POST';

describe.each(databaseTargets)('family 請求・お支払い on $name', (target) => {
  let t: TestApp;
  let s: BillingStore;
  let staffId: number;
  let child: number;
  let sibling: number;
  let token: string;
  let stranger: Awaited<ReturnType<typeof familySession>>;
  let october: number;
  let november: number;
  const invoices: Record<'child' | 'sibling' | 'stranger' | 'draft', number> = {
    child: 0,
    sibling: 0,
    stranger: 0,
    draft: 0,
  };
  let debit: number;
  let deskPayment: number;
  let strangerPayment: number;

  const call = (method: Method, url: string, bearer: string, payload?: object) =>
    t.request({ method, url, token: bearer, ...(payload ? { payload } : {}) });
  const raw = (method: Method, url: string, bearer: string) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${bearer}` } });
  const pdfText = async (body: Buffer) => {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
    return text;
  };

  /** A family account of the two members, made through the desk's invitations as a family makes one. */
  async function familyOf(...customerIds: number[]) {
    const email = `billing-family-${target.name}@test.kayoi.jp`;
    for (const id of customerIds) {
      const invited = await call('POST', `/api/customers/${id}/family-invitations`, s.manager, { email });
      expect(invited.status).toBe(200);
      const mail = [...t.outbox].reverse().find((m) => m.to === email);
      const link = /\/my\/invitation\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] as string;
      const accepted = await t.request({
        method: 'POST',
        url: '/api/family/auth/accept-invitation',
        payload: { token: link, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
      });
      expect(accepted.status).toBe(200);
    }
    const login = await t.request({
      method: 'POST',
      url: '/api/family/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
    return login.body.data.token as string;
  }

  async function cycle(month: string, confirm: boolean) {
    const created = await call('POST', '/api/billing/cycles', s.manager, { billing_month: month });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    expect(
      (await call('POST', `/api/billing/cycles/${id}/generate`, s.manager, { revision: 0 })).status,
    ).toBe(200);
    if (confirm) {
      expect(
        (await call('POST', `/api/billing/cycles/${id}/confirm`, s.manager, { revision: 1 })).status,
      ).toBe(200);
    }
    return id;
  }

  const invoiceOf = async (cycleId: number, customerId: number) =>
    (await call('GET', `/api/billing/cycles/${cycleId}/invoices?customer_id=${customerId}`, s.manager)).body
      .data[0].id as number;

  beforeAll(async () => {
    t = await startTestApp(target);
    s = await billingStore(t);
    staffId = (await t.db.query<{ id: number }>('select id from staffs order by id limit 1')).rows[0]
      ?.id as number;
    child = await s.member({ name: '陽向' });
    sibling = await s.member({ name: '結菜' });
    stranger = await familySession(t, s.store, s.manager);
    await t.db.query(
      `insert into customer_contracts (customer_id, program_id, plan_name, monthly_fee, starts_on)
       values ($1, $2, '週1回', 7700, '2026-04-01')`,
      [stranger.customerId, s.program],
    );
    // A pair of siblings: the second 1,100 yen off, a line of its own on the invoice.
    const group = await call('POST', '/api/discount-groups', s.manager, {
      name: '請求家 兄弟割',
      kind: 'family',
      valid_from: '2026-01-01',
      member_ids: [child, sibling],
      rules: [{ member_rank: 2, discount_type: 'fixed', value: 1100 }],
    });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    token = await familyOf(child, sibling);
    await call('POST', '/api/billing/adjustments', s.manager, {
      customer_id: child,
      billing_month: '2026-10',
      kind: 'goods',
      description: 'スクール水着 140cm',
      amount: 3300,
    });
    october = await cycle('2026-10', true);
    november = await cycle('2026-11', false);
    invoices.child = await invoiceOf(october, child);
    invoices.sibling = await invoiceOf(october, sibling);
    invoices.stranger = await invoiceOf(october, stranger.customerId);
    invoices.draft = await invoiceOf(november, child);
    // The bank's results: the child's debit paid, the sibling's failed for 資金不足 (as the result import writes them).
    debit = await recordBankDebit(t.db, {
      storeId: s.store,
      customerId: child,
      invoiceId: invoices.child,
      amount: 11000,
      paidOn: '2026-10-27',
      key: 'family-billing-debit',
      staffId,
      at: t.clock.now,
    });
    await markDebitFailed(t.db, invoices.sibling, '資金不足');
    const strangerPaid = await call('POST', '/api/billing/cash-collections', s.manager, {
      customer_id: stranger.customerId,
      allocations: [{ invoice_id: invoices.stranger, amount: 7700 }],
      received: 10000,
      idempotency_key: `family-billing-stranger-${target.name}`,
    });
    expect(strangerPaid.status).toBe(201);
    strangerPayment = strangerPaid.body.data.id;
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t.close();
  });

  it("when a cycle is confirmed, then each member's family is told of its invoice; a draft's is not", async () => {
    expect(await deliveriesOf(t, 'invoice_issued', `invoice:${invoices.child}`)).toMatchObject([
      {
        channel: 'mail',
        customer_id: child,
        title: '2026年10月分のご請求が確定しました',
        body: '請求 陽向さんの2026年10月分のご請求額は11,000円です。',
        url: '/my/billing',
      },
    ]);
    expect(await deliveriesOf(t, 'invoice_issued', `invoice:${invoices.sibling}`)).toHaveLength(1);
    expect(await deliveriesOf(t, 'invoice_issued', `invoice:${invoices.draft}`)).toEqual([]);
  });

  it("when a family lists its invoices, then it sees its members' confirmed invoices by month, never the draft", async () => {
    const answer = await call('GET', '/api/family/invoices', token);
    expect(answer.status).toBe(200);
    const { months, outstanding, summary_years } = answer.body.data;
    expect(months.map((m: { billing_month: string }) => m.billing_month)).toEqual(['2026-10']);
    const [month] = months;
    expect(month.invoices.map((i: { id: number }) => i.id)).toEqual([invoices.child, invoices.sibling]);
    expect(month).toMatchObject({ total: 11000 + 6600, paid_amount: 11000, outstanding: 6600 });
    expect(month.invoices[1]).toMatchObject({
      member: { id: sibling, name: '請求 結菜' },
      status: 'failed',
      failed_reason: '資金不足',
      payment_method: 'bank_transfer',
      outstanding: 6600,
    });
    expect(month.invoices[0]).toMatchObject({ status: 'paid', failed_reason: null });
    expect(outstanding).toBe(6600);
    expect(summary_years).toEqual([2026]);
    expect(JSON.stringify(answer.body)).not.toContain('家族 会員');
    expect(month.invoices[0].withdrawal_date).toBe('2026-10-27');
  });

  it('when a family opens an invoice, then it reads its lines (契約, 割引, 調整) and the debit that paid it', async () => {
    const paid = await call('GET', `/api/family/invoices/${invoices.child}`, token);
    expect(paid.status).toBe(200);
    expect(
      paid.body.data.lines.map((l: { source: string; kind: string; amount: number }) => [
        l.source,
        l.kind,
        l.amount,
      ]),
    ).toEqual([
      ['contract', 'monthly_fee', 7700],
      ['adjustment', 'goods', 3300],
    ]);
    expect(paid.body.data.payments).toEqual([
      {
        id: debit,
        method: 'bank_transfer',
        paid_on: '2026-10-27',
        amount: 11000,
        payment_amount: 11000,
        receipt_number: null,
        is_advance: false,
      },
    ]);
    expect(paid.body.data).toMatchObject({ next_step: null, store: { name: '渋谷校' }, total: 11000 });
    const discounted = await call('GET', `/api/family/invoices/${invoices.sibling}`, token);
    expect(discounted.body.data.lines.map((l: { source: string }) => l.source)).toEqual([
      'contract',
      'discount',
    ]);
  });

  it('when a debit failed, then the invoice says why and that it is paid at the desk, not debited again', async () => {
    const failed = await call('GET', `/api/family/invoices/${invoices.sibling}`, token);
    expect(failed.body.data).toMatchObject({ status: 'failed', failed_reason: '資金不足', payments: [] });
    expect(failed.body.data.next_step).toContain('10月27日の口座振替ができませんでした（資金不足）');
    expect(failed.body.data.next_step).toContain('次回以降の口座振替には含まれません');
    expect(failed.body.data.next_step).toContain('受付にて現金でお支払いください（6,600円）');
  });

  it("when a family sends another family's, a draft's or an unknown invoice id, then it is 404", async () => {
    for (const id of [invoices.stranger, invoices.draft, 2147483647]) {
      const answer = await call('GET', `/api/family/invoices/${id}`, token);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
      expect(answer.body.message).toBe('請求が見つかりません');
    }
    // And the other way round: the stranger reaches none of this family's invoices.
    for (const id of [invoices.child, invoices.sibling]) {
      expect((await call('GET', `/api/family/invoices/${id}`, stranger.token)).status).toBe(404);
    }
    const theirs = await call('GET', '/api/family/invoices', stranger.token);
    expect(theirs.body.data.months[0].invoices.map((i: { id: number }) => i.id)).toEqual([invoices.stranger]);
    expect((await call('GET', '/api/family/invoices/0', token)).status).toBe(404);
    expect((await call('GET', '/api/family/invoices/abc', token)).status).toBe(404);
  });

  it("when the desk takes the failed month in cash, then the family sees it paid and downloads the desk's receipt; a second download is 再発行", async () => {
    const paid = await call('POST', '/api/billing/cash-collections', s.manager, {
      customer_id: sibling,
      allocations: [{ invoice_id: invoices.sibling, amount: 6600 }],
      received: 10000,
      idempotency_key: `family-billing-desk-${target.name}`,
    });
    expect(paid.status).toBe(201);
    deskPayment = paid.body.data.id;
    const receiptNumber = paid.body.data.receipt_number as number;
    const invoice = await call('GET', `/api/family/invoices/${invoices.sibling}`, token);
    expect(invoice.body.data).toMatchObject({ status: 'paid', outstanding: 0, next_step: null });
    expect(invoice.body.data.payments).toEqual([
      expect.objectContaining({
        id: deskPayment,
        method: 'cash',
        amount: 6600,
        receipt_number: receiptNumber,
      }),
    ]);

    const first = await raw('POST', `/api/family/payments/${deskPayment}/receipt`, token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="receipt-${receiptNumber}.pdf"`);
    const original = await pdfText(first.rawPayload);
    expect(original).toContain(`No.${receiptNumber}`);
    expect(original).toContain('請求 結菜 様');
    expect(original).toContain('6,600円-');
    expect(original).toContain('2026年10月分 月謝として');
    expect(original).not.toContain('再発行');

    // The desk's counter is the same: its print now is the second, a 再発行; the family's next download the third.
    const desk = await call('POST', `/api/billing/cash-collections/${deskPayment}/receipt`, s.manager);
    expect(desk.body.data).toMatchObject({ print_count: 2, reissued: true });
    const again = await raw('POST', `/api/family/payments/${deskPayment}/receipt`, token);
    const reissued = await pdfText(again.rawPayload);
    expect(reissued).toContain('再発行');
    expect(reissued).toContain('2回目');
    expect(reissued).toContain(`No.${receiptNumber}`);
    const read = await call('GET', `/api/billing/cash-collections/${deskPayment}/receipt`, s.manager);
    expect(read.body.data.print_count).toBe(3);
  });

  it("when a family asks for another family's receipt, a debit's or a voided payment's, then it is 404 and nothing is counted", async () => {
    for (const id of [strangerPayment, debit, 2147483647]) {
      const answer = await call('POST', `/api/family/payments/${id}/receipt`, token);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('領収書が見つかりません');
    }
    expect((await call('POST', `/api/family/payments/${deskPayment}/receipt`, stranger.token)).status).toBe(
      404,
    );
    const strangers = await call(
      'GET',
      `/api/billing/cash-collections/${strangerPayment}/receipt`,
      s.manager,
    );
    expect(strangers.body.data.print_count).toBe(0);

    const voided = await call('POST', '/api/billing/cash-collections', s.manager, {
      customer_id: child,
      advance_amount: 1000,
      allocations: [],
      received: 1000,
      idempotency_key: `family-billing-voided-${target.name}`,
    });
    expect(voided.status).toBe(201);
    await call('POST', `/api/billing/cash-collections/${voided.body.data.id}/void`, s.manager, {
      reason: '誤り',
    });
    expect((await call('POST', `/api/family/payments/${voided.body.data.id}/receipt`, token)).status).toBe(
      404,
    );
  });

  it("when a family downloads a year's summary, then it is CSV with a BOM: a row per month, a column per member, totals", async () => {
    const answer = await raw('GET', '/api/family/payment-summary?year=2026', token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="payments-2026.csv"');
    const text = answer.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF月,請求 陽向,請求 結菜,合計\r\n')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(14);
    // The debit on 10/27, the desk's cash on 11/22; the voided advance counts nothing.
    expect(lines).toContain('2026年10月,11000,0,11000');
    expect(lines).toContain('2026年11月,0,6600,6600');
    expect(lines.at(-1)).toBe('年間合計,11000,6600,17600');
    const empty = await raw('GET', '/api/family/payment-summary?year=2025', token);
    expect(empty.rawPayload.toString('utf8')).toContain('年間合計,0,0,0');
  });

  it('when the year is missing or out of range, then the answer is 422 in Japanese', async () => {
    for (const query of ['', '?year=1999', '?year=abc', '?year=2101']) {
      const answer = await call('GET', `/api/family/payment-summary${query}`, token);
      expect(answer.status).toBe(422);
      expect(answer.body.error.code).toBe('VALIDATION_ERROR');
      expect(answer.body.message).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
  });

  it('when a family reads the accounts on file, then each member with the bank and branch, the last 3 digits and a masked 名義, never the whole number', async () => {
    await t.db.exec(`
      insert into banks (code, name, kana, source_name, source_kana, search_text)
        values ('0001', 'みずほ', 'ミズホ', 'みずほ', 'ミズホ', 'みずほ') on conflict do nothing;
      insert into bank_branches (bank_code, code, name, kana, source_name, source_kana, search_text)
        values ('0001', '110', '渋谷', 'シブヤ', '渋谷', 'シブヤ', 'しぶや') on conflict do nothing;`);
    await t.db.query(
      `insert into customer_bank_accounts (customer_id, bank_code, branch_code, account_type, account_number,
         account_holder_kana, account_holder, zengin_customer_number)
       values ($1::int, '0001', '110', 1, '1234567', 'せいきゅう　みわ', 'ｾｲｷｭｳ ﾐﾜ', lpad($1::int::text, 20, '0'))`,
      [child],
    );
    const names = await t.db.query<{ bank: string; branch: string }>(
      `select b.name as bank, r.name as branch from banks b join bank_branches r on r.bank_code = b.code
        where b.code = '0001' and r.code = '110'`,
    );
    const answer = await call('GET', '/api/family/bank-accounts', token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      {
        member: { id: child, name: '請求 陽向' },
        payment_method: 'bank_transfer',
        account: {
          bank_name: names.rows[0]?.bank,
          branch_name: names.rows[0]?.branch,
          account_type: 1,
          account_number: '****567',
          account_holder: 'せ＊＊＊＊ み＊',
        },
      },
      { member: { id: sibling, name: '請求 結菜' }, payment_method: 'bank_transfer', account: null },
    ]);
    expect(JSON.stringify(answer.body)).not.toContain('1234567');
    const theirs = await call('GET', '/api/family/bank-accounts', stranger.token);
    expect(theirs.body.data.map((a: { member: { id: number } }) => a.member.id)).toEqual([
      stranger.customerId,
    ]);
  });

  it('when a staff token or none calls a family billing operation, then it is 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/family/invoices'],
      ['GET', `/api/family/invoices/${invoices.child}`],
      ['POST', `/api/family/payments/${deskPayment}/receipt`],
      ['GET', '/api/family/payment-summary?year=2026'],
      ['GET', '/api/family/bank-accounts'],
    ] as const) {
      const staff = await call(method, url, s.manager);
      expect(staff.status).toBe(401);
      expect(staff.body.error.code).toBe('UNAUTHENTICATED');
      expect((await t.request({ method, url })).status).toBe(401);
    }
  });

  it('when two downloads of one receipt run at once, then one is the original and the other 再発行', async () => {
    const paid = await call('POST', '/api/billing/cash-collections', s.manager, {
      customer_id: child,
      advance_amount: 5000,
      allocations: [],
      received: 5000,
      idempotency_key: `family-billing-race-${target.name}`,
    });
    expect(paid.status).toBe(201);
    const url = `/api/family/payments/${paid.body.data.id}/receipt`;
    const both = await Promise.all([raw('POST', url, token), raw('POST', url, token)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const texts = await Promise.all(both.map((r) => pdfText(r.rawPayload)));
    expect(texts.filter((text) => text.includes('再発行'))).toHaveLength(1);
    // A 前受金's receipt says so, as the desk's does.
    expect(texts[0]).toContain('前受金として');
  });
});

describe('what a family does next with an open invoice', () => {
  const invoice = {
    id: 1,
    member: { id: 1, name: '佐藤 陽向' },
    billing_month: '2026-12',
    payment_method: 'bank_transfer' as const,
    total: 7700,
    paid_amount: 0,
    outstanding: 7700,
    status: 'unpaid' as const,
    withdrawal_date: '2026-11-27',
    failed_reason: null,
  };

  it('when the debit is still to come, then it names its day; after it, that the result is awaited', () => {
    expect(nextStepOf(invoice, '2026-11-22')).toBe(
      '11月27日にご登録の口座から振り替えます（7,700円）。前日までに残高をご確認ください。',
    );
    expect(nextStepOf(invoice, '2026-11-28')).toContain('11月27日の口座振替の結果を確認しています');
  });

  it('when the account itself cannot be debited, then the family is told to pay at the desk and to hand in a new 口座振替依頼書', () => {
    const step = nextStepOf({ ...invoice, status: 'failed', failed_reason: '取引なし' }, '2026-11-28');
    expect(step).toContain('受付にて現金でお支払いください（7,700円）');
    expect(step).toContain('口座振替依頼書');
    expect(
      nextStepOf({ ...invoice, status: 'failed', failed_reason: '資金不足' }, '2026-11-28'),
    ).not.toContain('口座振替依頼書');
  });

  it('when it is paid in cash or already paid, then the desk, or nothing', () => {
    expect(nextStepOf({ ...invoice, payment_method: 'cash', withdrawal_date: null }, '2026-11-22')).toBe(
      '受付にてお支払いください（7,700円）。',
    );
    expect(
      nextStepOf({ ...invoice, paid_amount: 7700, outstanding: 0, status: 'paid' }, '2026-11-22'),
    ).toBeNull();
  });
});
