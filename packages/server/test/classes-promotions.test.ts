import { clockOf, minutesOf } from '@kayoi/domain/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets } from './support/databases.ts';
import { deliveriesOf } from './support/notifications.ts';

// Promotion tests (issue 14, part 5): a pass moves the member to the next grade with history (who, when, which
// test); a new grade outside the member's class's range proposes a class change for next month, which the
// enrolment move accepts. Test clock: Sunday 2026-11-22, 10:00 Tokyo.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(databaseTargets)('promotion tests on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let coach: string;
  let coachId: number;
  let managerB: string;
  let school: number;
  let program: number;
  let grades: number[];
  let beginners: number;
  let intermediate: number;
  let sequence = 0;

  const call = (method: Method, url: string, payload?: unknown, token = coach) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
  const one = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;

  async function member(gradeIndex: number, classId: number) {
    sequence += 1;
    const id = await one(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         grade_id)
       values ($1, $2, '会員', $3, 'カイイン', 'ハナコ', $4) returning id`,
      [storeA, `P${sequence}`, `${sequence}`, grades[gradeIndex]],
    );
    await t.db.query(
      `insert into class_enrollments (class_id, customer_id, enrolled_on) values ($1, $2, '2026-04-01')`,
      [classId, id],
    );
    return id;
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    const storeB = await t.createStore('横浜校');
    const staff = await t.createStaff({ role: 'staff', storeId: storeA });
    coachId = staff.id;
    coach = await t.login(staff.email);
    managerB = await t.login((await t.createStaff({ role: 'manager', storeId: storeB })).email);
    ({ school, program, grades } = await swimSchool(t, storeA));
    const make = async (name: string, start: string, low: number, high: number) => {
      const response = await call('POST', '/api/classes', {
        school_id: school,
        program_id: program,
        name,
        day_of_week: 2,
        start_time: start,
        end_time: clockOf(minutesOf(start) + 60),
        capacity: 10,
        min_grade_id: grades[low],
        max_grade_id: grades[high],
      });
      return response.body.data.id as number;
    };
    beginners = await make('初級 火曜16時', '16:00', 0, 1);
    intermediate = await make('中級 火曜17時', '17:00', 2, 3);
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when a coach records a pass, then the member moves up a grade with history, and a fail changes nothing', async () => {
    const test = await call('POST', '/api/promotion-tests', {
      school_id: school,
      held_on: '2026-11-21',
      name: '11月進級テスト',
    });
    expect(test.status).toBe(201);
    const [passer, failer] = [await member(0, beginners), await member(0, beginners)];
    // A family linked to the passer hears of the result (issue 32's notifications).
    const { rows: accounts } = await t.db.query<{ id: number }>(
      `insert into family_accounts (email, state) values ('promotion-family@test.kayoi.jp', 'active') returning id`,
    );
    await t.db.query(
      `insert into family_links (account_id, customer_id, store_id, relationship) values ($1, $2, $3, 'guardian')`,
      [accounts[0]?.id, passer, storeA],
    );
    const recorded = await call('POST', `/api/promotion-tests/${test.body.data.id}/results`, {
      results: [
        { customer_id: passer, passed: true, notes: 'けのび合格' },
        { customer_id: failer, passed: false },
      ],
    });
    expect(recorded.status).toBe(201);
    expect(recorded.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          customer_id: passer,
          passed: true,
          tested_grade: { id: grades[0], name: '15級' },
          new_grade: { id: grades[1], name: '14級' },
          class_change: null,
        }),
        expect.objectContaining({ customer_id: failer, passed: false, new_grade: null }),
      ]),
    );
    const { rows } = await t.db.query(
      `select c.grade_id, h.from_grade_id, h.to_grade_id, h.test_id, h.changed_by
         from customers c join customer_grade_history h on h.customer_id = c.id where c.id = $1`,
      [passer],
    );
    const passed = recorded.body.data.find((r: { customer_id: number }) => r.customer_id === passer);
    expect(await deliveriesOf(t, 'test_result', `promotion-result:${passed.id}`)).toMatchObject([
      {
        channel: 'mail',
        title: '進級テストの結果が届きました',
        url: '/my/progress',
        body: expect.stringContaining('（合格）'),
      },
    ]);
    expect(rows).toEqual([
      {
        grade_id: grades[1],
        from_grade_id: grades[0],
        to_grade_id: grades[1],
        test_id: test.body.data.id,
        changed_by: coachId,
      },
    ]);
    expect((await t.db.query('select grade_id from customers where id = $1', [failer])).rows[0]).toEqual({
      grade_id: grades[0],
    });
    const again = await call('POST', `/api/promotion-tests/${test.body.data.id}/results`, {
      results: [{ customer_id: passer, passed: true }],
    });
    expect(again.status).toBe(409);
    const list = await call('GET', `/api/promotion-tests?school_id=${school}`);
    expect(list.body.data[0]).toMatchObject({ name: '11月進級テスト', result_count: 2, passed_count: 1 });
  });

  it('when the new grade leaves the class range, then a class change for next month is proposed and the move accepts it', async () => {
    const test = await call('POST', '/api/promotion-tests', { school_id: school, held_on: '2026-11-22' });
    expect(test.body.data.name).toBe('進級テスト');
    const id = await member(1, beginners);
    const recorded = await call('POST', `/api/promotion-tests/${test.body.data.id}/results`, {
      results: [{ customer_id: id, passed: true }],
    });
    expect(recorded.body.data[0]).toMatchObject({
      new_grade: { name: '13級' },
      class_change: {
        from_class: { id: beginners, name: '初級 火曜16時' },
        to_class: { id: intermediate, name: '中級 火曜17時' },
        moves_on: '2026-12-01',
      },
    });
    const accepted = await call('POST', `/api/classes/${beginners}/enrollments/${id}/move`, {
      to_class_id: intermediate,
      moves_on: '2026-12-01',
    });
    expect(accepted.status).toBe(201);
    const results = await call('GET', `/api/promotion-tests/${test.body.data.id}/results`);
    expect(results.body.data).toHaveLength(1);
  });

  it('when another store or bad input is used, then 404 or 422, never 500', async () => {
    const test = await call('POST', '/api/promotion-tests', { school_id: school, held_on: '2026-11-22' });
    expect(
      (await call('GET', `/api/promotion-tests/${test.body.data.id}/results`, undefined, managerB)).status,
    ).toBe(404);
    expect((await call('GET', '/api/promotion-tests', undefined, managerB)).body.data).toEqual([]);
    expect(
      (await call('POST', '/api/promotion-tests', { school_id: school, held_on: '2026-11-22' }, managerB))
        .status,
    ).toBe(422);
    const top = await member(3, intermediate);
    const last = await call('POST', `/api/promotion-tests/${test.body.data.id}/results`, {
      results: [{ customer_id: top, passed: true }],
    });
    expect(last.status).toBe(422);
    expect(
      (await call('POST', `/api/promotion-tests/${test.body.data.id}/results`, { results: [] })).status,
    ).toBe(422);
    expect(
      (
        await call('POST', `/api/promotion-tests/${test.body.data.id}/results`, {
          results: [{ customer_id: 99999999, passed: true }],
        })
      ).status,
    ).toBe(422);
  });
});
