import { clockOf } from '@kayoi/domain/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets } from './support/databases.ts';

// Enrolment (issue 14, part 3): seats counted in one transaction (20 desks, 1 seat: exactly one enrolled), the
// waiting list in order with a freed seat held for the first in line, the grade range and its override, 曜日変更
// keeping the history, and the contract's weekly slots following the classes. Test clock: Sunday 2026-11-22,
// 10:00 Tokyo.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const HOUR = 3_600_000;

describe.each(databaseTargets)('enrolment on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let staff: string;
  let staffEmail: string;
  let managerB: string;
  let school: number;
  let program: number;
  let grades: number[];
  let sequence = 0;

  const call = (method: Method, url: string, token: string, payload?: unknown) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
  const one = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;

  async function classWith(capacity: number, overrides: Record<string, unknown> = {}) {
    sequence += 1;
    const response = await call('POST', '/api/classes', staff, {
      school_id: school,
      program_id: program,
      name: `クラス${sequence}`,
      day_of_week: sequence % 7,
      start_time: clockOf((8 + (sequence % 12)) * 60),
      end_time: clockOf((9 + (sequence % 12)) * 60),
      capacity,
      ...overrides,
    });
    if (response.status !== 201) throw new Error(JSON.stringify(response.body));
    return response.body.data as { id: number; day_of_week: number; start_time: string; end_time: string };
  }

  async function member(gradeIndex: number | null = null, contract = false) {
    sequence += 1;
    const id = await one(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         grade_id)
       values ($1, $2, '会員', $3, 'カイイン', 'ハナコ', $4) returning id`,
      [storeA, `E${sequence}`, `${sequence}`, gradeIndex === null ? null : grades[gradeIndex]],
    );
    if (contract) {
      const contractId = await one(
        `insert into customer_contracts (customer_id, program_id, plan_name, monthly_fee, starts_on)
         values ($1, $2, '週1回', 7700, '2026-04-01') returning id`,
        [id, program],
      );
      await t.db.query(
        `insert into contract_time_slots (contract_id, day_of_week, start_time, end_time) values ($1, 3, '10:00', '11:00')`,
        [contractId],
      );
    }
    return id;
  }

  const enrol = (classId: number, body: Record<string, unknown>) =>
    call('POST', `/api/classes/${classId}/enrollments`, staff, body);

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    const storeB = await t.createStore('横浜校');
    staffEmail = (await t.createStaff({ role: 'staff', storeId: storeA })).email;
    staff = await t.login(staffEmail);
    managerB = await t.login((await t.createStaff({ role: 'manager', storeId: storeB })).email);
    ({ school, program, grades } = await swimSchool(t, storeA, ['15級', '14級', '13級', '12級', '11級']));
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when 20 desks enrol 20 members into the last seat at once, then exactly one is enrolled and 19 wait in line', async () => {
    const klass = await classWith(3);
    for (let i = 0; i < 2; i += 1)
      expect((await enrol(klass.id, { customer_id: await member() })).status).toBe(201);
    const members = await Promise.all(Array.from({ length: 20 }, () => member()));
    const answers = await Promise.all(
      members.map((id) => enrol(klass.id, { customer_id: id, join_waitlist: true })),
    );
    const statuses = answers.map((a) => a.body.data?.status);
    expect(statuses.filter((s) => s === 'enrolled')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(19);
    const roster = await call('GET', `/api/classes/${klass.id}/enrollments`, staff);
    expect(roster.body.data).toMatchObject({ capacity: 3, enrolled_count: 3, free_seats: 0 });
    expect(roster.body.data.waitlist.map((w: { position: number }) => w.position)).toEqual(
      Array.from({ length: 19 }, (_, i) => i + 1),
    );
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from class_enrollments where class_id = $1 and ended_on is null',
      [klass.id],
    );
    expect(rows[0]?.n).toBe(3);
  });

  it('when 20 desks enrol into the last seat without the waiting list, then one wins and 19 are refused', async () => {
    const klass = await classWith(1);
    const members = await Promise.all(Array.from({ length: 20 }, () => member()));
    const answers = await Promise.all(members.map((id) => enrol(klass.id, { customer_id: id })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]?.body.message).toBe(
      'このクラスは定員（1名）に達しています。キャンセル待ちに登録できます',
    );
  });

  it('when a seat frees, then it is held for the first in line, nobody takes it around the queue, and it passes on after the hold', async () => {
    const klass = await classWith(1);
    const [holder, first, second, outsider] = [
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    await enrol(klass.id, { customer_id: holder, starts_on: '2026-11-01' });
    expect(
      (await enrol(klass.id, { customer_id: first, join_waitlist: true })).body.data.waitlist_entry.position,
    ).toBe(1);
    expect(
      (await enrol(klass.id, { customer_id: second, join_waitlist: true })).body.data.waitlist_entry.position,
    ).toBe(2);
    const ended = await call(
      'DELETE',
      `/api/classes/${klass.id}/enrollments/${holder}?ends_on=2026-11-21`,
      staff,
    );
    expect(ended.status).toBe(200);
    const roster = await call('GET', `/api/classes/${klass.id}/enrollments`, staff);
    expect(roster.body.data).toMatchObject({ enrolled_count: 0, held_seats: 1, free_seats: 0 });
    expect(roster.body.data.waitlist[0]).toMatchObject({ customer_id: first, status: 'offered' });
    // Neither an outsider nor the second in line takes the held seat.
    const around = await enrol(klass.id, { customer_id: outsider });
    expect(around.status).toBe(409);
    expect(around.body.message).toBe('空いた席はキャンセル待ちの方に確保されています');
    expect((await enrol(klass.id, { customer_id: second })).status).toBe(409);
    // After the school's hold (3 hours here) the offer lapses and the second in line is offered the seat.
    await t.db.query('insert into school_class_rules (school_id, waitlist_hold_hours) values ($1, 3)', [
      school,
    ]);
    await t.db.query(
      `update class_waitlist set offer_expires_at = offered_at + interval '3 hours' where class_id = $1`,
      [klass.id],
    );
    t.clock.advance(3 * HOUR + 1);
    staff = await t.login(staffEmail);
    expect((await enrol(klass.id, { customer_id: first })).status).toBe(409);
    const taken = await enrol(klass.id, { customer_id: second });
    expect(taken.status).toBe(201);
    expect(taken.body.data.status).toBe('enrolled');
    const after = await call('GET', `/api/classes/${klass.id}/enrollments?include_ended=true`, staff);
    expect(after.body.data.waitlist).toEqual([]);
    expect(after.body.data.enrollments.map((e: { customer_id: number }) => e.customer_id)).toEqual([
      second,
      holder,
    ]);
  });

  it('when the member offered a seat takes it without a start day, then they start the day it is free', async () => {
    const klass = await classWith(1);
    const [leaving, first] = [await member(), await member()];
    await enrol(klass.id, { customer_id: leaving, starts_on: '2026-10-01' });
    await enrol(klass.id, { customer_id: first, join_waitlist: true });
    // The leaver swims to the end of the month; the seat is free from the 1st.
    expect(
      (await call('DELETE', `/api/classes/${klass.id}/enrollments/${leaving}?ends_on=2026-11-30`, staff))
        .status,
    ).toBe(200);
    const taken = await enrol(klass.id, { customer_id: first });
    expect(taken.status).toBe(201);
    expect(taken.body.data.enrollment.enrolled_on).toBe('2026-12-01');
    // Someone not offered a seat still starts today by default, and finds the class full.
    expect((await enrol(klass.id, { customer_id: await member() })).status).toBe(409);
  });

  it('when a member is outside the grade range, then 422 asks for a reason, and with one they are enrolled', async () => {
    const klass = await classWith(10, { min_grade_id: grades[1], max_grade_id: grades[2] });
    const low = await member(0);
    const refused = await enrol(klass.id, { customer_id: low });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.grade_override_reason[0]).toContain('範囲外');
    const allowed = await enrol(klass.id, {
      customer_id: low,
      grade_override_reason: '保護者の希望により体験的に',
    });
    expect(allowed.status).toBe(201);
    expect(allowed.body.data.enrollment.grade_override_reason).toBe('保護者の希望により体験的に');
    expect((await enrol(klass.id, { customer_id: await member(2) })).status).toBe(201);
    expect((await enrol(klass.id, { customer_id: low, grade_override_reason: '再登録' })).status).toBe(409);
  });

  it('when a member moves to another weekday, then the old enrolment ends the day before and both stay in the history', async () => {
    const monday = await classWith(10, {
      day_of_week: 1,
      start_time: '16:00',
      end_time: '17:00',
      name: '月曜16時',
    });
    const wednesday = await classWith(10, {
      day_of_week: 3,
      start_time: '17:00',
      end_time: '18:00',
      name: '水曜17時',
    });
    const id = await member(null, true);
    await enrol(monday.id, { customer_id: id, starts_on: '2026-11-01' });
    const moved = await call('POST', `/api/classes/${monday.id}/enrollments/${id}/move`, staff, {
      to_class_id: wednesday.id,
      moves_on: '2026-12-01',
    });
    expect(moved.status).toBe(201);
    expect(moved.body.data).toMatchObject({
      class_id: wednesday.id,
      enrolled_on: '2026-12-01',
      moved_from: { id: monday.id, name: '月曜16時' },
    });
    const history = await call('GET', `/api/classes/${monday.id}/enrollments?include_ended=true`, staff);
    expect(
      history.body.data.enrollments.find((e: { customer_id: number }) => e.customer_id === id),
    ).toMatchObject({
      enrolled_on: '2026-11-01',
      ended_on: '2026-11-30',
    });
    // The contract of the program takes the slots of the member's classes from today on: both, until Monday's ends.
    const slots = await t.db.query(
      `select t.day_of_week, to_char(t.start_time, 'HH24:MI') as start_time from contract_time_slots t
         join customer_contracts k on k.id = t.contract_id where k.customer_id = $1 order by 1`,
      [id],
    );
    expect(slots.rows).toEqual([
      { day_of_week: 1, start_time: '16:00' },
      { day_of_week: 3, start_time: '17:00' },
    ]);
    // Re-joining Monday later is allowed (history kept, a new enrolment).
    expect((await enrol(monday.id, { customer_id: id, starts_on: '2027-01-04' })).status).toBe(201);
  });

  it('when another store or wrong input is used, then 404 or 422, never 500', async () => {
    const klass = await classWith(5);
    expect((await call('GET', `/api/classes/${klass.id}/enrollments`, managerB)).status).toBe(404);
    expect(
      (await call('POST', `/api/classes/${klass.id}/enrollments`, managerB, { customer_id: await member() }))
        .status,
    ).toBe(404);
    expect((await enrol(klass.id, { customer_id: 99_999_999 })).status).toBe(404);
    expect((await enrol(klass.id, {})).status).toBe(422);
    expect(
      (await call('DELETE', `/api/classes/${klass.id}/enrollments/${await member()}`, staff)).status,
    ).toBe(404);
    const paused = await member();
    await t.db.query(`update customers set status = 'paused' where id = $1`, [paused]);
    expect((await enrol(klass.id, { customer_id: paused })).status).toBe(422);
    const move = await call('POST', `/api/classes/${klass.id}/enrollments/${paused}/move`, staff, {
      to_class_id: klass.id,
    });
    expect(move.status).toBe(422);
  });
});
