import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { type BillingStore, billingStore } from './support/billing.ts';
import { databaseTargets } from './support/databases.ts';
import { familySession } from './support/family.ts';
import { deliveriesOf } from './support/notifications.ts';

// 各種申請 from マイページ (issue 32): a family asks for its member's 休会 or 退会 with the store's rules shown first;
// the store approves (the desk's own scheduling runs, the approver its author) or declines with a reason. Rules are
// checked when sent and again at approval (a deadline passed is 422 and the request stays pending); 退会 is approved
// by admins and managers only; two approvals at once give one. A family reaches only its own members and requests.
// Test clock: Sunday 2026-11-22 10:00 Tokyo — the first month a request affects is January 2027, due 12月10日.

type Method = 'GET' | 'POST' | 'PUT';

describe.each(databaseTargets)('各種申請 on $name', (target) => {
  let t: TestApp;
  let s: BillingStore;
  let other: BillingStore;

  const call = (method: Method, url: string, token: string, payload?: object) =>
    t.request({ method, url, token, ...(payload ? { payload } : {}) });
  const ask = (token: string, payload: object) =>
    call('POST', '/api/family/membership-requests', token, payload);
  const inbox = (token = s.manager) => call('GET', '/api/family-membership-requests', token);
  const approve = (id: number, token = s.manager) =>
    call('POST', `/api/family-membership-requests/${id}/approve`, token);
  const reject = (id: number, payload: object, token = s.manager) =>
    call('POST', `/api/family-membership-requests/${id}/reject`, token, payload);
  const scheduled = async (customerId: number) =>
    (await call('GET', `/api/customers/${customerId}/membership-requests`, s.manager)).body.data;

  /** A family whose member has the store's program contract (週1回, 休会費 ¥1,100). */
  async function family(store = s) {
    const session = await familySession(t, store.store, store.manager);
    await t.db.query(
      `insert into customer_contracts (customer_id, program_id, plan_name, monthly_fee, starts_on)
       values ($1, $2, '週1回', 7700, '2026-04-01')`,
      [session.customerId, store.program],
    );
    return session;
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    s = await billingStore(t);
    other = await billingStore(t, '横浜校');
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when a family opens 各種申請, then each member shows the rules a request sent today must meet', async () => {
    const f = await family();
    const answer = await call('GET', '/api/family/membership-requests', f.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.members).toEqual([
      {
        id: f.customerId,
        name: '家族 会員',
        status: 'active',
        first_month: '2027-01',
        due_on: '2026-12-10',
        max_pause_months: 3,
        withdrawal_effective_on: '2027-01-31',
        pause_keeps_seat: true,
        notes: [
          '2027年1月からの休会・退会は12月10日までの申請です',
          '休会は最長3か月までです',
          '退会日は月末です（最短で2027年1月31日(日)）',
          '休会中もクラスの席はそのまま確保されます',
        ],
        open: null,
        moves_on: '2027-01-01',
        move_notes: [
          '2027年1月からのコース変更・曜日変更は12月10日までの申請です',
          '変更先のクラスに空きがある場合のみ申請できます（承認時に席が決まります）',
        ],
        classes: [],
      },
    ]);
    expect(answer.body.data.requests).toEqual([]);
  });

  it('when a request breaks a rule, then it is refused with the rule in Japanese and nothing is kept', async () => {
    const f = await family();
    const early = await ask(f.token, { customer_id: f.customerId, kind: 'pause', from_month: '2026-12' });
    expect(early.status).toBe(422);
    expect(early.body.errors.from_month).toEqual([
      '休会の届け出は前月10日までです（2027年1月からの休会になります）',
    ]);
    const long = await ask(f.token, {
      customer_id: f.customerId,
      kind: 'pause',
      from_month: '2027-01',
      to_month: '2027-05',
    });
    expect(long.body.errors.to_month).toEqual(['休会は最長3か月までです（休会ルール）']);
    const midMonth = await ask(f.token, {
      customer_id: f.customerId,
      kind: 'withdraw',
      effective_on: '2027-02-14',
    });
    expect(midMonth.body.errors.effective_on).toEqual(['退会日は月末の日付を指定してください']);
    const answer = await call('GET', '/api/family/membership-requests', f.token);
    expect(answer.body.data.requests).toEqual([]);
  });

  it('when a family asks for a 休会, then it is pending, shown in the inbox with its months and 休会費, and a second of the kind is 409', async () => {
    const f = await family();
    const asked = await ask(f.token, {
      customer_id: f.customerId,
      kind: 'pause',
      from_month: '2027-01',
      to_month: '2027-02',
      reason: '受験のため',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.message).toBe('休会を申請しました。スクールの承認をお待ちください');
    expect(asked.body.data).toMatchObject({
      customer_id: f.customerId,
      kind: 'pause',
      from_month: '2027-01',
      to_month: '2027-02',
      effective_on: null,
      state: 'pending',
      requested_by: f.email,
      requested_at: '2026-11-22T10:00:00+09:00',
    });
    const again = await ask(f.token, { customer_id: f.customerId, kind: 'pause' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('この会員には承認待ちの休会の申請があります');
    const item = (await inbox()).body.data.find((r: { id: number }) => r.id === asked.body.data.id);
    expect(item.outcome).toEqual({
      refusal: null,
      period: '2027年1月〜2月',
      pause_fee: 1100,
      ending_contracts: [],
      ending_classes: [],
      free_seats: null,
    });
    // The inbox's dry run left nothing behind; another store's inbox does not show it.
    expect(await scheduled(f.customerId)).toEqual([]);
    const elsewhere = (await inbox(other.manager)).body.data.map((r: { id: number }) => r.id);
    expect(elsewhere).not.toContain(asked.body.data.id);
  });

  it('when staff approve a 休会, then it is scheduled exactly as by the desk, the approver recorded, and a second approval is 409', async () => {
    const f = await family();
    const asked = await ask(f.token, { customer_id: f.customerId, kind: 'pause', to_month: '2027-02' });
    const id = asked.body.data.id as number;
    expect((await approve(id, other.manager)).status).toBe(404);
    const approved = await approve(id, s.staff);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.message).toBe('休会を2027年1月〜2月で受け付けました');
    expect(approved.body.data).toMatchObject({ state: 'approved', decided_at: '2026-11-22T10:00:00+09:00' });
    expect(approved.body.data.decided_by).toEqual(expect.any(String));
    // The family is told of the answer (issue 32's notifications).
    expect(await deliveriesOf(t, 'request_answered', `membership-request:${id}`)).toMatchObject([
      { channel: 'mail', title: '申請が承認されました', body: '家族 会員さんの休会の申請が承認されました。' },
    ]);
    const requests = await scheduled(f.customerId);
    expect(requests).toEqual([
      expect.objectContaining({
        id: approved.body.data.membership_request_id,
        kind: 'pause',
        starts_on: '2027-01-01',
        ends_on: '2027-02-28',
        state: 'scheduled',
      }),
    ]);
    const { rows } = await t.db.query<{ requested_by: number }>(
      'select requested_by from customer_membership_requests where id = $1',
      [approved.body.data.membership_request_id],
    );
    const approver = await t.db.query<{ id: number }>(
      'select decided_by as id from family_membership_requests where id = $1',
      [id],
    );
    // The desk's request names the staff member who approved it as its author.
    expect(rows[0]?.requested_by).toBe(approver.rows[0]?.id);
    expect((await approve(id)).status).toBe(409);
    const seen = (await call('GET', '/api/family/membership-requests', f.token)).body.data;
    expect(seen.requests[0]).toMatchObject({ id, state: 'approved' });
    expect(seen.members[0].open).toBe('この会員には既に休会・退会の予定があります');
  });

  it('when staff (not a manager) approve a 退会, then 403 and it stays pending; a manager’s approval ends the contract', async () => {
    const f = await family();
    const asked = await ask(f.token, { customer_id: f.customerId, kind: 'withdraw' });
    expect(asked.body.data.effective_on).toBe('2027-01-31');
    const id = asked.body.data.id as number;
    const forStaff = (await inbox(s.staff)).body.data.find((r: { id: number }) => r.id === id);
    expect(forStaff.outcome.refusal).toBe('退会の手続きは管理者またはマネージャーのみ行えます');
    const forManager = (await inbox()).body.data.find((r: { id: number }) => r.id === id);
    expect(forManager.outcome).toMatchObject({ refusal: null, ending_contracts: [expect.any(String)] });
    expect((await approve(id, s.staff)).status).toBe(403);
    expect(await scheduled(f.customerId)).toEqual([]);
    const approved = await approve(id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.message).toBe('退会を2027年1月31日(日)付けで受け付けました');
    expect(await scheduled(f.customerId)).toEqual([
      expect.objectContaining({ kind: 'withdraw', starts_on: '2027-01-31', state: 'scheduled' }),
    ]);
    const { rows } = await t.db.query<{ ends_on: string }>(
      'select ends_on::text as ends_on from customer_contracts where customer_id = $1',
      [f.customerId],
    );
    expect(rows).toEqual([{ ends_on: '2027-01-31' }]);
  });

  it('when the deadline no longer allows the month by approval, then 422 with the rule and the request stays pending', async () => {
    const f = await family();
    const rules = (deadline: number) =>
      call('PUT', '/api/membership-rules', s.manager, {
        request_deadline_day: deadline,
        max_pause_months: 3,
        pause_keeps_seat: true,
      });
    // With a deadline of the 25th, December is still open on the 22nd; then the school moves it to the 10th.
    expect((await rules(25)).status).toBe(200);
    const asked = await ask(f.token, { customer_id: f.customerId, kind: 'pause', from_month: '2026-12' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const id = asked.body.data.id as number;
    try {
      expect((await rules(10)).status).toBe(200);
      const late = await approve(id);
      expect(late.status).toBe(422);
      expect(late.body.errors.from_month).toEqual([
        '休会の届け出は前月10日までです（2027年1月からの休会になります）',
      ]);
      const item = (await inbox()).body.data.find((r: { id: number }) => r.id === id);
      expect(item.outcome.refusal).toBe('休会の届け出は前月10日までです（2027年1月からの休会になります）');
    } finally {
      await rules(10);
    }
    expect(await scheduled(f.customerId)).toEqual([]);
    const seen = (await call('GET', '/api/family/membership-requests', f.token)).body.data.requests;
    expect(seen[0]).toMatchObject({ id, state: 'pending' });
  });

  it('when staff decline, then a reason is required and the family reads it; a decided request cannot be withdrawn', async () => {
    const f = await family();
    const id = (await ask(f.token, { customer_id: f.customerId, kind: 'pause' })).body.data.id as number;
    const blank = await reject(id, { reason: '' });
    expect(blank.status).toBe(422);
    const declined = await reject(id, { reason: 'お電話でご相談ください' });
    expect(declined.status).toBe(200);
    expect(declined.body.message).toBe('申請を却下しました');
    expect(
      (await deliveriesOf(t, 'request_answered', `membership-request:${id}`)).map((d) => d.body),
    ).toEqual(['家族 会員さんの休会の申請は承認されませんでした。理由: お電話でご相談ください']);
    expect((await approve(id)).status).toBe(409);
    const seen = (await call('GET', '/api/family/membership-requests', f.token)).body.data.requests;
    expect(seen[0]).toMatchObject({ id, state: 'rejected', reject_reason: 'お電話でご相談ください' });
    expect((await call('POST', `/api/family/membership-requests/${id}/cancel`, f.token)).status).toBe(409);
    expect(await scheduled(f.customerId)).toEqual([]);
  });

  it('when a family withdraws a pending request, then it is cancelled and a new one of the kind may be sent', async () => {
    const f = await family();
    const id = (await ask(f.token, { customer_id: f.customerId, kind: 'pause' })).body.data.id as number;
    const cancelled = await call('POST', `/api/family/membership-requests/${id}/cancel`, f.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.state).toBe('cancelled');
    expect((await approve(id)).status).toBe(409);
    expect((await ask(f.token, { customer_id: f.customerId, kind: 'pause' })).status).toBe(200);
  });

  it("when a family sends another family's member or request, then 404; a staff token is 401 on family operations and a family token on the inbox", async () => {
    const mine = await family();
    const theirs = await family();
    expect((await ask(mine.token, { customer_id: theirs.customerId, kind: 'pause' })).status).toBe(404);
    const id = (await ask(theirs.token, { customer_id: theirs.customerId, kind: 'pause' })).body.data.id;
    expect((await call('POST', `/api/family/membership-requests/${id}/cancel`, mine.token)).status).toBe(404);
    const mineSeen = (await call('GET', '/api/family/membership-requests', mine.token)).body.data;
    expect(mineSeen.requests).toEqual([]);
    expect(mineSeen.members.map((m: { id: number }) => m.id)).toEqual([mine.customerId]);
    expect((await call('GET', '/api/family/membership-requests', s.manager)).status).toBe(401);
    expect((await ask(s.manager, { customer_id: theirs.customerId, kind: 'pause' })).status).toBe(401);
    expect((await call('POST', `/api/family/membership-requests/${id}/cancel`, s.manager)).status).toBe(401);
    expect((await inbox(mine.token)).status).toBe(401);
    expect((await approve(id, mine.token)).status).toBe(401);
    expect((await reject(id, { reason: 'x' }, mine.token)).status).toBe(401);
  });

  it('when two staff approve the same request at once, then exactly one schedules it and the other is 409', async () => {
    const f = await family();
    const id = (await ask(f.token, { customer_id: f.customerId, kind: 'pause' })).body.data.id as number;
    const answers = await Promise.all([approve(id), approve(id, s.staff), approve(id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await scheduled(f.customerId)).toHaveLength(1);
  });

  it('when a family sends the same request twice at once, then one is kept and the other is 409', async () => {
    const f = await family();
    const answers = await Promise.all([
      ask(f.token, { customer_id: f.customerId, kind: 'withdraw' }),
      ask(f.token, { customer_id: f.customerId, kind: 'withdraw' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from family_membership_requests where customer_id = $1',
      [f.customerId],
    );
    expect(rows[0]?.n).toBe(1);
  });
});
