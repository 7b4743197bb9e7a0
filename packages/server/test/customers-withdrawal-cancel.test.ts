import { clockOf } from '@kayoi/domain/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { type BillingStore, billingStore } from './support/billing.ts';
import { databaseTargets } from './support/databases.ts';

// Cancelling a 退会 (issue 29 §3) takes back what it did: the contracts and class places it ended run on as
// before, and the seat it offered to the first waiting goes back to the member (the offer returns to waiting) —
// unless someone took the seat meanwhile: that place stays ended, and so does its program's contract when it
// was the program's last class. Test clock: Sunday 2026-11-22, so a 退会 asked now takes effect 2027-01-31.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(databaseTargets)('cancelling a 退会 on $name', (target) => {
  let t: TestApp;
  let s: BillingStore;
  let school: number;
  let otherProgram: number;
  let sequence = 0;

  const call = (method: Method, url: string, token: string, payload?: unknown) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
  const withdraw = async (customerId: number) => {
    const made = await call('POST', `/api/customers/${customerId}/membership-requests`, s.manager, {
      kind: 'withdraw',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.starts_on).toBe('2027-01-31');
    return made.body.data.id as number;
  };
  const cancel = (customerId: number, requestId: number) =>
    call('DELETE', `/api/customers/${customerId}/membership-requests/${requestId}`, s.manager);

  async function smallClass(programId: number, capacity = 1) {
    sequence += 1;
    const created = await call('POST', '/api/classes', s.manager, {
      school_id: school,
      program_id: programId,
      name: `退会取消クラス${sequence}`,
      day_of_week: sequence % 7,
      start_time: clockOf((7 + sequence) * 30),
      end_time: clockOf((8 + sequence) * 30),
      capacity,
    });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    return created.body.data.id as number;
  }
  const enrol = async (classId: number, customer_id: number, extra: Record<string, unknown> = {}) =>
    call('POST', `/api/classes/${classId}/enrollments`, s.manager, { customer_id, ...extra });
  const waitlistOf = async (classId: number) =>
    (await call('GET', `/api/classes/${classId}/enrollments`, s.manager)).body.data.waitlist.map(
      (w: { customer_id: number; status: string }) => [w.customer_id, w.status],
    );
  const placesOf = async (customerId: number) =>
    (
      await t.db.query<{ class_id: number; ended_on: string | null }>(
        `select class_id, ended_on::text as ended_on from class_enrollments where customer_id = $1
          order by class_id, id`,
        [customerId],
      )
    ).rows.map((r) => [r.class_id, r.ended_on]);
  const contractsOf = async (customerId: number) =>
    (
      await t.db.query<{ program_id: number; ends_on: string | null }>(
        `select program_id, ends_on::text as ends_on from customer_contracts where customer_id = $1
          order by id`,
        [customerId],
      )
    ).rows.map((r) => [r.program_id, r.ends_on]);

  beforeAll(async () => {
    t = await startTestApp(target);
    s = await billingStore(t);
    const { rows } = await t.db.query<{ id: number }>('select id from schools where store_id = $1', [
      s.store,
    ]);
    school = rows[0]?.id as number;
    const { rows: programs } = await t.db.query<{ category_id: number }>(
      'select category_id from programs where id = $1',
      [s.program],
    );
    const made = await call('POST', '/api/programs', s.manager, {
      school_id: school,
      category_id: programs[0]?.category_id,
      name: '選手コース',
      monthly_fee: 9900,
      lessons_per_week: 2,
      lesson_minutes: 90,
    });
    if (made.status !== 201) throw new Error(JSON.stringify(made.body));
    otherProgram = made.body.data.id as number;
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t.close();
  });

  it('when a 退会 is cancelled before its day, then its contracts and class places run on and the offered seat goes back', async () => {
    const member = await s.member();
    const waiting = await s.member();
    const classId = await smallClass(s.program);
    expect((await enrol(classId, member)).status).toBe(201);
    expect((await enrol(classId, waiting, { join_waitlist: true })).body.data.status).toBe('waitlisted');
    const requestId = await withdraw(member);
    expect(await contractsOf(member)).toEqual([[s.program, '2027-01-31']]);
    expect(await placesOf(member)).toEqual([[classId, '2027-01-31']]);
    expect(await waitlistOf(classId)).toEqual([[waiting, 'offered']]);

    const undone = await cancel(member, requestId);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.data.state).toBe('cancelled');
    expect(undone.body.message).toBe('休会・退会の予定を取り消しました');
    expect(await contractsOf(member)).toEqual([[s.program, null]]);
    expect(await placesOf(member)).toEqual([[classId, null]]);
    expect(await waitlistOf(classId)).toEqual([[waiting, 'waiting']]);
  });

  it('when the seat was taken since, then that place and its program’s contract stay ended, the rest reopens, and the answer says which class', async () => {
    const member = await s.member();
    const waiting = await s.member();
    const taken = await smallClass(s.program);
    const free = await smallClass(otherProgram, 3);
    expect((await enrol(taken, member)).status).toBe(201);
    expect((await enrol(free, member)).status).toBe(201);
    expect((await enrol(taken, waiting, { join_waitlist: true })).body.data.status).toBe('waitlisted');
    const requestId = await withdraw(member);
    // The first waiting takes the offered seat from February.
    expect((await enrol(taken, waiting, { starts_on: '2027-02-01' })).status).toBe(201);

    const undone = await cancel(member, requestId);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.message).toBe(
      '休会・退会の予定を取り消しました（退会取消クラス2は席が埋まっているため、2027年1月31日(日)で終了します）',
    );
    expect(await placesOf(member)).toEqual([
      [taken, '2027-01-31'],
      [free, null],
    ]);
    expect(await contractsOf(member)).toEqual([
      [s.program, '2027-01-31'],
      [otherProgram, null],
    ]);
  });

  it('when the cancel and the offered member’s enrolment race for the seat, then the class never holds more than its capacity', async () => {
    const member = await s.member();
    const waiting = await s.member();
    const classId = await smallClass(s.program);
    expect((await enrol(classId, member)).status).toBe(201);
    expect((await enrol(classId, waiting, { join_waitlist: true })).body.data.status).toBe('waitlisted');
    const requestId = await withdraw(member);
    const [undone, joined] = await Promise.all([
      cancel(member, requestId),
      enrol(classId, waiting, { starts_on: '2027-02-01' }),
    ]);
    expect(undone.status).toBe(200);
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from class_enrollments
        where class_id = $1 and (ended_on is null or ended_on >= '2027-02-01')`,
      [classId],
    );
    expect(rows[0]?.n).toBe(1);
    // Whoever came first holds it: the member again (the offer back to waiting) or the one who enrolled.
    if (joined.status === 201) expect(await placesOf(member)).toEqual([[classId, '2027-01-31']]);
    else expect(await placesOf(member)).toEqual([[classId, null]]);
  });

  it('when two desks cancel the same 退会 at once, then one cancels and the other is told it is gone', async () => {
    const member = await s.member();
    const requestId = await withdraw(member);
    const answers = await Promise.all([cancel(member, requestId), cancel(member, requestId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect(await contractsOf(member)).toEqual([[s.program, null]]);
  });
});
