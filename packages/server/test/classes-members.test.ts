import { clockOf } from '@kayoi/domain/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets } from './support/databases.ts';

// The member's side of classes (issue 14, the customer record): a member's classes and waiting-list places
// across classes, a seat offer declined (辞退) passing to the next in line — once, however many desks press it —
// and the grade history a promotion test writes. Test clock: Sunday 2026-11-22, 10:00 Tokyo.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(databaseTargets)('the member side of classes on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let staff: string;
  let manager: string;
  let managerB: string;
  let school: number;
  let program: number;
  let grades: number[];
  let sequence = 0;

  const call = (method: Method, url: string, token: string, payload?: unknown) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
  const one = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;

  async function classWith(capacity: number, name?: string) {
    sequence += 1;
    const response = await call('POST', '/api/classes', staff, {
      school_id: school,
      program_id: program,
      name: name ?? `会員側クラス${sequence}`,
      day_of_week: sequence % 7,
      start_time: clockOf((8 + (sequence % 12)) * 60),
      end_time: clockOf((9 + (sequence % 12)) * 60),
      capacity,
    });
    if (response.status !== 201) throw new Error(JSON.stringify(response.body));
    return response.body.data as { id: number; name: string };
  }

  async function member(gradeIndex = 0) {
    sequence += 1;
    return one(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         grade_id)
       values ($1, $2, '会員', $3, 'カイイン', 'ハナコ', $4) returning id`,
      [storeA, `M${sequence}`, `${sequence}`, grades[gradeIndex]],
    );
  }

  const enrol = (classId: number, body: Record<string, unknown>) =>
    call('POST', `/api/classes/${classId}/enrollments`, staff, body);
  const decline = (classId: number, customerId: number, token = staff) =>
    call('POST', `/api/classes/${classId}/waitlist/${customerId}/decline`, token);

  /** A full class of one seat whose holder leaves: `first` holds the offer, the others wait behind. */
  async function offeredSeat(waiting: number) {
    const klass = await classWith(1);
    const holder = await member();
    await enrol(klass.id, { customer_id: holder, starts_on: '2026-11-01' });
    const line: number[] = [];
    for (let i = 0; i < waiting; i += 1) {
      const id = await member();
      line.push(id);
      expect((await enrol(klass.id, { customer_id: id, join_waitlist: true })).body.data.status).toBe(
        'waitlisted',
      );
    }
    const ended = await call(
      'DELETE',
      `/api/classes/${klass.id}/enrollments/${holder}?ends_on=2026-11-21`,
      staff,
    );
    expect(ended.status).toBe(200);
    return { klass, line };
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    const storeB = await t.createStore('横浜校');
    staff = await t.login((await t.createStaff({ role: 'staff', storeId: storeA })).email);
    manager = await t.login((await t.createStaff({ role: 'manager', storeId: storeA })).email);
    managerB = await t.login((await t.createStaff({ role: 'manager', storeId: storeB })).email);
    ({ school, program, grades } = await swimSchool(t, storeA));
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when a member is enrolled in one class and waits for another, then the record lists both with the class and the place in line', async () => {
    const monday = await classWith(10, '小学生 月曜');
    const full = await classWith(1, '小学生 満席');
    const someone = await member();
    const hanako = await member();
    await enrol(full.id, { customer_id: someone });
    expect((await enrol(monday.id, { customer_id: hanako })).status).toBe(201);
    const waiting = await enrol(full.id, { customer_id: hanako, join_waitlist: true });
    expect(waiting.body.data.status).toBe('waitlisted');

    const classes = await call('GET', `/api/customers/${hanako}/classes`, staff);
    expect(classes.status).toBe(200);
    expect(classes.body.data.customer_id).toBe(hanako);
    expect(classes.body.data.enrollments).toHaveLength(1);
    expect(classes.body.data.enrollments[0]).toMatchObject({
      enrollment: { class_id: monday.id, customer_id: hanako, ended_on: null },
      class: { id: monday.id, name: '小学生 月曜', capacity: 10, enrolled_count: 1 },
    });
    expect(classes.body.data.waitlist).toEqual([
      expect.objectContaining({
        entry: expect.objectContaining({ class_id: full.id, position: 1, status: 'waiting' }),
        class: expect.objectContaining({ id: full.id, waitlist_count: 1 }),
      }),
    ]);
  });

  it('when a member moved to another weekday, then include_ended shows both enrolments, the new one naming the old class', async () => {
    const [from, to] = [await classWith(10), await classWith(10)];
    const hanako = await member();
    await enrol(from.id, { customer_id: hanako, starts_on: '2026-10-01' });
    const moved = await call('POST', `/api/classes/${from.id}/enrollments/${hanako}/move`, staff, {
      to_class_id: to.id,
      moves_on: '2026-11-22',
    });
    expect(moved.status).toBe(201);
    const running = await call('GET', `/api/customers/${hanako}/classes`, staff);
    expect(running.body.data.enrollments.map((e: { class: { id: number } }) => e.class.id)).toEqual([to.id]);
    const history = await call('GET', `/api/customers/${hanako}/classes?include_ended=true`, staff);
    expect(history.body.data.enrollments.map((e: { enrollment: unknown }) => e.enrollment)).toEqual([
      expect.objectContaining({
        class_id: to.id,
        ended_on: null,
        moved_from: { id: from.id, name: from.name },
      }),
      expect.objectContaining({ class_id: from.id, ended_on: '2026-11-21' }),
    ]);
  });

  it('when the first in line declines the offered seat, then it is offered to the next in line and shows on their record until when', async () => {
    const { klass, line } = await offeredSeat(3);
    const [first, second, third] = line as [number, number, number];
    const offered = await call('GET', `/api/customers/${first}/classes`, staff);
    expect(offered.body.data.waitlist[0].entry).toMatchObject({ status: 'offered', position: 1 });
    expect(offered.body.data.waitlist[0].entry.offer_expires_at).toMatch(/\+09:00$/);

    const declined = await decline(klass.id, first);
    expect(declined.status).toBe(200);
    expect(declined.body.message).toMatch(
      /さんが席を辞退しました。次の方（会員 .+さん）に席を案内しています$/,
    );
    expect(declined.body.data).toEqual([
      expect.objectContaining({ customer_id: second, status: 'offered', position: 1 }),
      expect.objectContaining({ customer_id: third, status: 'waiting', position: 2 }),
    ]);
    expect((await call('GET', `/api/customers/${first}/classes`, staff)).body.data.waitlist).toEqual([]);
    // The one who declined cannot take the seat around the next in line; the next one can.
    expect((await enrol(klass.id, { customer_id: first })).status).toBe(409);
    const taken = await enrol(klass.id, { customer_id: second });
    expect(taken.status).toBe(201);
    expect(taken.body.data.status).toBe('enrolled');
  });

  it('when a member only waits, is not on the list, or the class is another store, then 409, 404 and 404', async () => {
    const { klass, line } = await offeredSeat(2);
    const waiting = await decline(klass.id, line[1] as number);
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toBe(
      'この会員に案内中の席はありません（案内の期限が過ぎたか、まだ順番待ちです）',
    );
    const stranger = await decline(klass.id, await member());
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('この会員はこのクラスのキャンセル待ちに登録されていません');
    expect((await decline(klass.id, line[0] as number, managerB)).status).toBe(404);
    expect((await call('GET', `/api/customers/${line[0]}/classes`, managerB)).status).toBe(404);
    expect((await call('GET', `/api/customers/${line[0]}/grade-history`, managerB)).status).toBe(404);
    expect((await decline(987_654, line[0] as number)).status).toBe(404);
    // The offer still stands after the refusals.
    const roster = await call('GET', `/api/classes/${klass.id}/enrollments`, staff);
    expect(roster.body.data.waitlist[0]).toMatchObject({ customer_id: line[0], status: 'offered' });
  });

  it('when 10 desks press 辞退 for the same offer at once, then it is declined once and the next in line alone is offered the seat', async () => {
    const { klass, line } = await offeredSeat(3);
    const answers = await Promise.all(Array.from({ length: 10 }, () => decline(klass.id, line[0] as number)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 404 || a.status === 409)).toHaveLength(9);
    const roster = await call('GET', `/api/classes/${klass.id}/enrollments`, staff);
    expect(roster.body.data).toMatchObject({ capacity: 1, enrolled_count: 0, held_seats: 1, free_seats: 0 });
    expect(roster.body.data.waitlist).toEqual([
      expect.objectContaining({ customer_id: line[1], status: 'offered' }),
      expect.objectContaining({ customer_id: line[2], status: 'waiting' }),
    ]);
  });

  it('when one desk enrols the offered member while another declines for them, then exactly one of the two happens and the seat is never over capacity', async () => {
    const { klass, line } = await offeredSeat(2);
    const [taken, declined] = await Promise.all([
      enrol(klass.id, { customer_id: line[0] }),
      decline(klass.id, line[0] as number, manager),
    ]);
    expect([taken.status, declined.status].filter((s) => s === 200 || s === 201)).toHaveLength(1);
    const roster = await call('GET', `/api/classes/${klass.id}/enrollments`, staff);
    expect(roster.body.data.enrolled_count + roster.body.data.held_seats).toBe(1);
    if (taken.status === 201) expect(roster.body.data.waitlist[0]).toMatchObject({ status: 'waiting' });
    else expect(roster.body.data.waitlist[0]).toMatchObject({ customer_id: line[1], status: 'offered' });
  });

  it('when a member passes a promotion test, then the grade history names the grades, the test and who recorded it', async () => {
    const hanako = await member(0);
    const empty = await call('GET', `/api/customers/${hanako}/grade-history`, staff);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({
      customer_id: hanako,
      current_grade: { id: grades[0], name: '15級' },
      entries: [],
    });
    const test = await call('POST', '/api/promotion-tests', manager, {
      school_id: school,
      held_on: '2026-11-21',
      name: '11月進級テスト',
    });
    expect(test.status).toBe(201);
    const recorded = await call('POST', `/api/promotion-tests/${test.body.data.id}/results`, manager, {
      results: [{ customer_id: hanako, passed: true }],
    });
    expect(recorded.status).toBe(201);
    const history = await call('GET', `/api/customers/${hanako}/grade-history`, staff);
    expect(history.body.data.current_grade).toEqual({ id: grades[1], name: '14級' });
    expect(history.body.data.entries).toEqual([
      {
        id: expect.any(Number),
        from_grade: { id: grades[0], name: '15級' },
        to_grade: { id: grades[1], name: '14級' },
        test: { id: test.body.data.id, name: '11月進級テスト', held_on: '2026-11-21' },
        changed_by: { id: expect.any(Number), name: expect.any(String) },
        changed_at: expect.stringMatching(/\+09:00$/),
      },
    ]);
  });
});
