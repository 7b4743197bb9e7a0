import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { DEMO_FAMILY_LOGINS } from '../src/seed/demo-family.ts';
import { startDemoApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';

// The demo's マイページ logins (issue 31, README): a guardian of two children of 渋谷校 and an adult member, each
// seeing their own members' classes and next lessons, and the demo members with an e-mail able to sign in too.

describe.each(databaseTargets)('demo families on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startDemoApp(target, new Date('2026-11-26T17:00:00+09:00'));
  }, 600_000);
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  async function signIn(email: string) {
    const response = await t.request({
      method: 'POST',
      url: '/api/family/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data.token as string;
  }

  it('when the demo guardian signs in, then two children of 渋谷校 with their classes and next lessons', async () => {
    const token = await signIn(DEMO_FAMILY_LOGINS.guardian);
    const me = (await t.request({ method: 'GET', url: '/api/family/me', token })).body.data;
    expect(me.members).toHaveLength(2);
    for (const member of me.members) {
      expect(member).toMatchObject({ relationship: 'guardian', store: { name: '渋谷校' } });
      expect(member.classes.length).toBeGreaterThan(0);
    }
    const home = await t.request({ method: 'GET', url: '/api/family/home', token });
    expect(home.status).toBe(200);
    for (const member of home.body.data.members) expect(member.next_lessons.length).toBeGreaterThan(0);
  });

  it('when the demo guardian opens 進級, then each child with a grade has checked skills, a pass with its 認定証, and a next test', async () => {
    const token = await signIn(DEMO_FAMILY_LOGINS.guardian);
    const progress = await t.request({ method: 'GET', url: '/api/family/progress', token });
    expect(progress.status).toBe(200);
    const { members } = progress.body.data;
    expect(members).toHaveLength(2);
    // A toddler holds no grade yet (the demo's grades fit age): the school's next test still shows.
    for (const member of members) expect(member.next_test, member.member.name).not.toBeNull();
    const graded = members.filter((m: { grade: unknown }) => m.grade !== null);
    expect(graded.length).toBeGreaterThan(0);
    for (const member of graded) {
      expect(member.results.some((r: { comment: string | null }) => r.comment)).toBe(true);
      const pass = member.results.find((r: { certificate_number: string | null }) => r.certificate_number);
      expect(pass, member.member.name).toBeDefined();
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/family/members/${member.member.id}/certificates/${pass.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    // Skills checked passed in a test of the grade they hold now, for at least one child.
    expect(members.some((m: { skills: { passed: boolean }[] }) => m.skills.some((s) => s.passed))).toBe(true);
  });

  it("when the demo guardian opens 請求・お支払い, then a year of confirmed invoices with lines and payments, last month's failed debit still open and a receipt of the desk", async () => {
    const token = await signIn(DEMO_FAMILY_LOGINS.guardian);
    const billing = await t.request({ method: 'GET', url: '/api/family/invoices', token });
    expect(billing.status).toBe(200);
    const { months, outstanding } = billing.body.data;
    expect(months.length).toBeGreaterThanOrEqual(12);
    // This month's cycle is confirmed on the 10th: on the 26th it is shown, and nothing newer (a draft) is.
    expect(months[0].billing_month).toBe('2026-11');
    type Summary = { id: number; status: string; failed_reason: string | null; billing_month: string };
    const invoices: Summary[] = months.flatMap((m: { invoices: Summary[] }) => m.invoices);
    const failed = invoices.filter((i) => i.status === 'failed');
    expect(failed.map((i) => [i.billing_month, i.failed_reason])).toEqual([['2026-10', '資金不足']]);
    expect(outstanding).toBeGreaterThan(0);
    const open = await t.request({ method: 'GET', url: `/api/family/invoices/${failed[0]?.id}`, token });
    expect(open.body.data.lines.length).toBeGreaterThan(0);
    expect(open.body.data.next_step).toContain('受付にて現金でお支払いください');
    // Three months back the other child's debit failed too and was paid at the desk: its receipt downloads.
    const august = invoices.filter((i) => i.billing_month === '2026-08');
    const paidAtDesk = [];
    for (const invoice of august) {
      const detail = await t.request({ method: 'GET', url: `/api/family/invoices/${invoice.id}`, token });
      paidAtDesk.push(
        ...detail.body.data.payments.filter((p: { receipt_number: number | null }) => p.receipt_number),
      );
    }
    expect(paidAtDesk).toHaveLength(1);
    const receipt = await t.app.inject({
      method: 'POST',
      url: `/api/family/payments/${paidAtDesk[0].id}/receipt`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
  });

  it('when the demo adult member signs in, then they see themselves', async () => {
    const token = await signIn(DEMO_FAMILY_LOGINS.adult);
    const me = (await t.request({ method: 'GET', url: '/api/family/me', token })).body.data;
    expect(me.members).toHaveLength(1);
    expect(me.members[0]).toMatchObject({ relationship: 'self' });
  });

  it('when a demo member with an e-mail signs in with it, then their own members only', async () => {
    const { rows } = await t.db.query<{ email: string; ids: number[] }>(
      `select a.email, array_agg(l.customer_id order by l.customer_id) as ids from family_accounts a
         join family_links l on l.account_id = a.id where a.email not like '%@demo.kayoi.jp'
        group by a.email order by a.email limit 1`,
    );
    const account = rows[0];
    expect(account).toBeDefined();
    const token = await signIn(account?.email as string);
    const me = (await t.request({ method: 'GET', url: '/api/family/me', token })).body.data;
    expect(me.members.map((m: { id: number }) => m.id).sort((a: number, b: number) => a - b)).toEqual(
      account?.ids,
    );
  });

  it('when the demo store opens 各種申請の受付, then the guardian’s 休会, 曜日変更 and 口座変更 and the adult’s 退会 are pending', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/v3/auth/login',
      payload: { email: 'manager@demo.kayoi.jp', password: DEMO_PASSWORD },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const inbox = await t.request({
      method: 'GET',
      url: '/api/family-membership-requests',
      token: login.body.data.token,
    });
    expect(inbox.status).toBe(200);
    expect(inbox.body.data.map((r: { kind: string }) => r.kind).sort()).toEqual([
      'bank_account',
      'day_change',
      'pause',
      'withdraw',
    ]);
    for (const request of inbox.body.data) {
      // A 口座変更 waits for its 依頼書; everything else could be approved today.
      if (request.kind === 'bank_account') {
        expect(request.outcome.refusal).toBe('口座振替依頼書の送付がまだ記録されていません');
      } else expect(request.outcome.refusal, request.customer_name).toBeNull();
    }
    const move = inbox.body.data.find((r: { kind: string }) => r.kind === 'day_change');
    expect(move.outcome.free_seats).toBeGreaterThan(0);
  });
});
