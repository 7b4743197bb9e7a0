import { clockOf } from '@kayoi/domain/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { type BillingStore, billingStore } from './support/billing.ts';
import { databaseTargets } from './support/databases.ts';

// 休会 and 退会 by the store's rules (issue 29 §3): a request is due by the 10th of the month before (the
// default), a 休会 lasts three months at most, refusals name the rule; a 休会 month bills the 休会費 and the
// monthly fee comes back after it; 退会 at the month end leaves no line after it and offers the seat to the first
// on the waiting list; two desks at once give one result. Test clock: Sunday 2026-11-22, 10:00 Tokyo, so the
// earliest month a request affects is January 2027.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const DAY = 86_400_000;

describe.each(databaseTargets)('休会 / 退会 on $name', (target) => {
  let t: TestApp;
  let s: BillingStore;
  let school: number;
  let sequence = 0;

  const call = (method: Method, url: string, token: string, payload?: unknown) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
  const ask = (customerId: number, body: Record<string, unknown>, token = s.manager) =>
    call('POST', `/api/customers/${customerId}/membership-requests`, token, body);

  async function fullClass(member: number, waiting: number[]) {
    sequence += 1;
    const created = await call('POST', '/api/classes', s.manager, {
      school_id: school,
      program_id: s.program,
      name: `クラス${sequence}`,
      day_of_week: sequence % 7,
      start_time: clockOf((8 + sequence) * 60),
      end_time: clockOf((9 + sequence) * 60),
      capacity: 1,
    });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    const classId = created.body.data.id as number;
    const enrol = (customer_id: number) =>
      call('POST', `/api/classes/${classId}/enrollments`, s.manager, { customer_id, join_waitlist: true });
    expect((await enrol(member)).body.data.status).toBe('enrolled');
    for (const id of waiting) expect((await enrol(id)).body.data.status).toBe('waitlisted');
    return classId;
  }
  const waitlistOf = async (classId: number) =>
    (await call('GET', `/api/classes/${classId}/enrollments`, s.manager)).body.data.waitlist.map(
      (w: { customer_id: number; status: string }) => [w.customer_id, w.status],
    );
  /** The members report's January 2027 row (its 退会率 and flows). */
  const january = async () => {
    const answer = await call('GET', '/api/reports/members?from=2027-01-01&to=2027-01-31', s.manager);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.tables
      .find((x: { key: string }) => x.key === 'monthly')
      .rows.find((r: { month: string }) => r.month === '2027-01');
  };
  const statusOf = async (customerId: number, token = s.manager) =>
    (await call('GET', `/api/customers/${customerId}`, token)).body.data.status;

  beforeAll(async () => {
    t = await startTestApp(target);
    s = await billingStore(t);
    const { rows } = await t.db.query<{ id: number }>('select id from schools where store_id = $1', [
      s.store,
    ]);
    school = rows[0]?.id as number;
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t.close();
  });

  it('when nobody set the rules, then the defaults say 前月10日まで, three months, seat kept, and January is the first month', async () => {
    const rules = await call('GET', '/api/membership-rules', s.staff);
    expect(rules.status).toBe(200);
    expect(rules.body.data).toEqual({
      store_id: s.store,
      request_deadline_day: 10,
      max_pause_months: 3,
      pause_keeps_seat: true,
      is_default: true,
      first_month: '2027-01',
      withdrawal_effective_on: '2027-01-31',
    });
    const input = { request_deadline_day: 25, max_pause_months: 3, pause_keeps_seat: true };
    expect((await call('PUT', '/api/membership-rules', s.staff, input)).status).toBe(403);
    const saved = await call('PUT', '/api/membership-rules', s.manager, input);
    expect(saved.status).toBe(200);
    // Asked on the 22nd with a deadline of the 25th: December is still open.
    expect(saved.body.data).toMatchObject({ is_default: false, first_month: '2026-12' });
    await call('PUT', '/api/membership-rules', s.manager, { ...input, request_deadline_day: 10 });
  });

  it('when the rules are saved out of range, then each field is refused in Japanese naming it', async () => {
    const refused = await call('PUT', '/api/membership-rules', s.manager, {
      request_deadline_day: 31,
      max_pause_months: 0,
      pause_keeps_seat: true,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      request_deadline_day: ['届け出の締切日は28以下で入力してください'],
      max_pause_months: ['休会の最長期間は1以上で入力してください'],
    });
  });

  it('when a 休会 starts before the deadline allows or runs past the maximum, then it is refused naming the rule', async () => {
    const member = await s.member();
    const early = await ask(member, { kind: 'pause', from_month: '2026-12', to_month: '2026-12' });
    expect(early.status).toBe(422);
    expect(early.body.errors.from_month).toEqual([
      '休会の届け出は前月10日までです（2027年1月からの休会になります）',
    ]);
    const long = await ask(member, { kind: 'pause', from_month: '2027-01', to_month: '2027-04' });
    expect(long.status).toBe(422);
    expect(long.body.errors.to_month).toEqual(['休会は最長3か月までです（休会ルール）']);
    const withdraw = await ask(member, { kind: 'withdraw', effective_on: '2026-12-31' });
    expect(withdraw.status).toBe(422);
    expect(withdraw.body.errors.effective_on).toEqual([
      '退会の届け出は退会月の前月10日までです（2027年1月31日(日)以降の月末になります）',
    ]);
    const midMonth = await ask(member, { kind: 'withdraw', effective_on: '2027-02-15' });
    expect(midMonth.body.errors.effective_on).toEqual(['退会日は月末の日付を指定してください']);
    expect((await ask(member, { kind: 'withdraw' }, s.staff)).status).toBe(403);
    expect(await statusOf(member)).toBe('active');
  });

  it('when six desks pause and withdraw the same member at once, then one request is made and the others are refused', async () => {
    const member = await s.member();
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, () => ask(member, { kind: 'pause', to_month: '2027-02' })),
      ...Array.from({ length: 3 }, () => ask(member, { kind: 'withdraw' })),
    ]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual([422, 422, 422, 422, 422]);
    expect(refused[0]?.body.errors.kind).toEqual(['この会員には既に休会・退会の予定があります']);
    const listed = await call('GET', `/api/customers/${member}/membership-requests`, s.manager);
    expect(listed.body.data).toHaveLength(1);
  });

  it('when a 休会 is scheduled for January and a 退会 at January’s end, then January bills the 休会費, February the fee again, nothing for the withdrawn member after January, the seat goes to the first waiting and the members report counts both in January', async () => {
    const paused = await s.member({ name: '休会' });
    const withdrawing = await s.member({ name: '退会' });
    const cancelled = await s.member({ name: '取消' });
    const [first, second] = [await s.member(), await s.member()];
    const classId = await fullClass(withdrawing, [first as number, second as number]);

    const before = await january();
    const pause = await ask(paused, { kind: 'pause', to_month: '2027-01', reason: '受験のため' });
    expect(pause.status).toBe(201);
    expect(pause.body.message).toBe('休会を2027年1月で受け付けました');
    expect(pause.body.data).toMatchObject({
      kind: 'pause',
      requested_on: '2026-11-22',
      starts_on: '2027-01-01',
      ends_on: '2027-01-31',
      state: 'scheduled',
    });
    expect(await statusOf(paused)).toBe('active');

    const withdrawal = await ask(withdrawing, { kind: 'withdraw' });
    expect(withdrawal.status).toBe(201);
    expect(withdrawal.body.message).toBe('退会を2027年1月31日(日)付けで受け付けました');
    expect(await waitlistOf(classId)).toEqual([
      [first, 'offered'],
      [second, 'waiting'],
    ]);
    const { rows } = await t.db.query<{ ended_on: string }>(
      'select ended_on::text as ended_on from class_enrollments where customer_id = $1',
      [withdrawing],
    );
    expect(rows).toEqual([{ ended_on: '2027-01-31' }]);
    // The members report's January: one 休会 and one 退会 more (its 退会率 reads them on their days).
    const after = await january();
    expect([after.pauses - before.pauses, after.withdrawals - before.withdrawals]).toEqual([1, 1]);

    const later = await ask(cancelled, { kind: 'pause', from_month: '2027-01', to_month: '2027-02' });
    const undone = await call(
      'DELETE',
      `/api/customers/${cancelled}/membership-requests/${later.body.data.id}`,
      s.manager,
    );
    expect(undone.status).toBe(200);
    expect(undone.body.data.state).toBe('cancelled');

    const linesOf = async (month: string) => {
      const cycle = await call('POST', '/api/billing/cycles', s.manager, { billing_month: month });
      const id = cycle.body.data.id;
      await call('POST', `/api/billing/cycles/${id}/generate`, s.manager, { revision: 0 });
      return async (customer: number) => {
        const answer = await call(
          'GET',
          `/api/billing/cycles/${id}/invoices?customer_id=${customer}`,
          s.manager,
        );
        return answer.body.data[0]?.lines.map((l: { kind: string; amount: number }) => [l.kind, l.amount]);
      };
    };
    const billedJanuary = await linesOf('2027-01');
    expect(await billedJanuary(paused)).toEqual([['pause_fee', 1100]]);
    expect(await billedJanuary(withdrawing)).toEqual([['monthly_fee', 7700]]);
    expect(await billedJanuary(cancelled)).toEqual([['monthly_fee', 7700]]);
    const february = await linesOf('2027-02');
    expect(await february(paused)).toEqual([['monthly_fee', 7700]]);
    expect(await february(withdrawing)).toBeUndefined();
    expect(await february(cancelled)).toEqual([['monthly_fee', 7700]]);
  });

  it('when the store releases seats during 休会, then the place ends before the first month and the first waiting is offered it', async () => {
    await call('PUT', '/api/membership-rules', s.manager, {
      request_deadline_day: 10,
      max_pause_months: 3,
      pause_keeps_seat: false,
    });
    const member = await s.member();
    const waiting = await s.member();
    const classId = await fullClass(member, [waiting]);
    expect((await ask(member, { kind: 'pause', to_month: '2027-02' })).status).toBe(201);
    expect(await waitlistOf(classId)).toEqual([[waiting, 'offered']]);
    const { rows } = await t.db.query<{ ended_on: string }>(
      'select ended_on::text as ended_on from class_enrollments where customer_id = $1',
      [member],
    );
    expect(rows).toEqual([{ ended_on: '2026-12-31' }]);
  });

  it('when a member on a January–March 休会 returns early from February, then January bills the 休会費 and February and March the fee again; a return outside the 休会 or from a 退会 is refused naming the month', async () => {
    const member = await s.member({ name: '早期復会' });
    const withdrawing = await s.member();
    const made = await ask(member, { kind: 'pause', from_month: '2027-01', to_month: '2027-03' });
    expect(made.status).toBe(201);
    const back = (requestId: number, body?: Record<string, unknown>, customer = member) =>
      call('POST', `/api/customers/${customer}/membership-requests/${requestId}/return`, s.manager, body);
    const early = await back(made.body.data.id, { return_month: '2027-01' });
    expect(early.status).toBe(422);
    expect(early.body.errors.return_month).toEqual(['復会月は2027年2月以降を指定してください']);
    const late = await back(made.body.data.id, { return_month: '2027-04' });
    expect(late.body.errors.return_month).toEqual([
      '休会は2027年3月までです（休会期間中の月を指定してください）',
    ]);
    const withdrawal = await ask(withdrawing, { kind: 'withdraw' });
    const notPause = await back(withdrawal.body.data.id, { return_month: '2027-02' }, withdrawing);
    expect(notPause.body.errors.return_month).toEqual(['復会できるのは休会の届け出だけです']);

    const returned = await back(made.body.data.id, { return_month: '2027-02' });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body.message).toBe('2027年2月から復会します');
    expect(returned.body.data).toMatchObject({ starts_on: '2027-01-01', ends_on: '2027-01-31' });
    // The months' cycles may exist already (the test above made January's and February's): generated again.
    const billed = async (month: string) => {
      await call('POST', '/api/billing/cycles', s.manager, { billing_month: month });
      const cycles = await call('GET', '/api/billing/cycles', s.manager);
      const cycle = cycles.body.data.find((c: { billing_month: string }) => c.billing_month === month);
      const id = cycle.id;
      const generated = await call('POST', `/api/billing/cycles/${id}/generate`, s.manager, {
        revision: cycle.revision,
      });
      expect(generated.status, JSON.stringify(generated.body)).toBe(200);
      const answer = await call('GET', `/api/billing/cycles/${id}/invoices?customer_id=${member}`, s.manager);
      return answer.body.data[0]?.lines.map((l: { kind: string; amount: number }) => [l.kind, l.amount]);
    };
    expect(await billed('2027-01')).toEqual([['pause_fee', 1100]]);
    expect(await billed('2027-02')).toEqual([['monthly_fee', 7700]]);
    expect(await billed('2027-03')).toEqual([['monthly_fee', 7700]]);
  });

  it('when January comes, then the paused member is 休会 and the request cannot be cancelled; in February they are 在籍 again', async () => {
    const member = await s.member();
    const made = await ask(member, { kind: 'pause', to_month: '2027-01' });
    t.clock.advance(40 * DAY); // 2027-01-01 10:00 Tokyo (the morning's sign-in has expired by then)
    const { email } = await t.createStaff({ role: 'manager', storeId: s.store });
    const manager = await t.login(email);
    const listed = await call('GET', `/api/customers/${member}/membership-requests`, manager);
    expect(listed.body.data[0].state).toBe('in_effect');
    expect(await statusOf(member, manager)).toBe('paused');
    const late = await call(
      'DELETE',
      `/api/customers/${member}/membership-requests/${made.body.data.id}`,
      manager,
    );
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('開始済みの予定は取り消せません');
    t.clock.advance(31 * DAY); // 2027-02-01
    const again = await t.login(email);
    const done = await call('GET', `/api/customers/${member}/membership-requests`, again);
    expect(done.body.data[0].state).toBe('done');
    expect(await statusOf(member, again)).toBe('active');
  });
});
