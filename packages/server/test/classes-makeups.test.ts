import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets } from './support/databases.ts';
import { deliveriesOf } from './support/notifications.ts';

// Absences and makeup lessons (issue 14, part 4): an absence notice gives a makeup credit (振替権) within the
// monthly quota, valid to the end of next month in Tokyo days; the credit books one lesson of the same program
// and grade range with a free seat that day, before the cutoff; cancelling gives it back; an expired credit
// lapses. Test clock starts Sunday 2026-11-22, 10:00 Tokyo.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(databaseTargets)('absences and makeups on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let staffEmail: string;
  let staff: string;
  let managerB: string;
  let school: number;
  let program: number;
  let otherProgram: number;
  let grades: number[];
  let monday: number;
  let wednesday: number;
  let otherFriday: number;
  let highWednesday: number;
  let members: number[];
  let sequence = 0;

  const call = (method: Method, url: string, payload?: unknown, token = staff) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
  const one = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;
  const at = async (iso: string) => {
    t.clock.now = new Date(iso);
    staff = await t.login(staffEmail);
  };

  async function classOf(body: Record<string, unknown>) {
    const response = await call('POST', '/api/classes', {
      school_id: school,
      program_id: program,
      start_time: '16:00',
      end_time: '17:00',
      ...body,
    });
    if (response.status !== 201) throw new Error(JSON.stringify(response.body));
    return response.body.data.id as number;
  }

  async function member(classId: number) {
    sequence += 1;
    const id = await one(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         grade_id)
       values ($1, $2, '会員', $3, 'カイイン', 'ハナコ', $4) returning id`,
      [storeA, `M${sequence}`, `${sequence}`, grades[1]],
    );
    await t.db.query(
      `insert into class_enrollments (class_id, customer_id, enrolled_on) values ($1, $2, '2026-04-01')`,
      [classId, id],
    );
    return id;
  }

  const absence = (customerId: number, date: string, classId = monday) =>
    call('POST', '/api/absences', { class_id: classId, customer_id: customerId, lesson_date: date });
  const credits = async (customerId: number) =>
    (await call('GET', `/api/makeup-credits?customer_id=${customerId}`)).body.data as {
      id: number;
      lesson_date: string;
      expires_on: string;
      status: string;
      source: string;
    }[];
  const book = (creditId: number, classId: number, date: string) =>
    call('POST', '/api/makeup-bookings', { credit_id: creditId, class_id: classId, lesson_date: date });

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    const storeB = await t.createStore('横浜校');
    staffEmail = (await t.createStaff({ role: 'staff', storeId: storeA })).email;
    staff = await t.login(staffEmail);
    managerB = await t.login((await t.createStaff({ role: 'manager', storeId: storeB })).email);
    ({ school, program, grades } = await swimSchool(t, storeA));
    otherProgram = await one(
      `insert into programs (store_id, school_id, name, monthly_fee) values ($1, $2, '成人コース', 9900) returning id`,
      [storeA, school],
    );
    monday = await classOf({ name: '小学生 月曜', day_of_week: 1, capacity: 10 });
    wednesday = await classOf({ name: '小学生 水曜', day_of_week: 3, capacity: 2 });
    highWednesday = await classOf({
      name: '小学生 水曜 上級',
      day_of_week: 3,
      start_time: '17:00',
      end_time: '18:00',
      capacity: 10,
      min_grade_id: grades[3],
      max_grade_id: grades[3],
    });
    otherFriday = await classOf({
      name: '成人 金曜',
      day_of_week: 5,
      program_id: otherProgram,
      capacity: 10,
    });
    members = [await member(monday), await member(monday), await member(monday)];
    await member(wednesday);
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when an absence is recorded, then it gives a credit valid to the end of next month, once', async () => {
    // The member's family is told the desk received it (issue 32's notifications), once however often it is sent.
    const { rows: accounts } = await t.db.query<{ id: number }>(
      `insert into family_accounts (email, state) values ('desk-absence@test.kayoi.jp', 'active') returning id`,
    );
    await t.db.query(
      `insert into family_links (account_id, customer_id, store_id, relationship) values ($1, $2, $3, 'guardian')`,
      [accounts[0]?.id, members[0], storeA],
    );
    const response = await absence(members[0] as number, '2026-11-30');
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('欠席を登録しました');
    expect(await deliveriesOf(t, 'absence_accepted', `absence:${response.body.data.id}`)).toMatchObject([
      {
        account_id: accounts[0]?.id,
        channel: 'mail',
        title: '欠席連絡を受け付けました',
        url: '/my/absences',
      },
    ]);
    expect(response.body.data.credit).toMatchObject({
      source: 'absence',
      lesson_date: '2026-11-30',
      expires_on: '2026-12-31',
      status: 'available',
    });
    expect((await absence(members[0] as number, '2026-11-30')).status).toBe(409);
    expect((await absence(members[0] as number, '2026-12-01')).status).toBe(422);
    const stranger = await member(otherFriday);
    expect((await absence(stranger, '2026-11-30')).status).toBe(422);
    expect((await call('GET', '/api/absences?date=2026-11-30')).body.data).toHaveLength(1);
    expect((await call('GET', '/api/absences?date=2026-11-30', undefined, managerB)).body.data).toEqual([]);
    expect(
      (await call('GET', `/api/makeup-credits?customer_id=${members[0]}`, undefined, managerB)).status,
    ).toBe(404);
  });

  it('when the monthly quota is used up, then the absence is recorded without a credit and says so', async () => {
    const id = members[1] as number;
    expect((await absence(id, '2026-12-07')).body.data.credit).not.toBeNull();
    expect((await absence(id, '2026-12-14')).body.data.credit).not.toBeNull();
    const third = await absence(id, '2026-12-21');
    expect(third.status).toBe(201);
    expect(third.body.data.credit).toBeNull();
    expect(third.body.message).toBe(
      '欠席を登録しました（今月の振替上限2回に達しているため振替権は付与されません）',
    );
    // January is a new month.
    expect((await absence(id, '2027-01-04')).body.data.credit).not.toBeNull();
  });

  it('when a makeup is booked, then only the same program and grade range with a free seat that day takes it', async () => {
    const [credit] = await credits(members[0] as number);
    expect((await book(credit?.id as number, otherFriday, '2026-12-04')).body.errors.class_id[0]).toBe(
      '振替は同じプログラムのクラスにのみ予約できます',
    );
    expect((await book(credit?.id as number, highWednesday, '2026-12-02')).body.errors.class_id[0]).toBe(
      '振替先のクラスの対象級が会員の級と合いません',
    );
    expect((await book(credit?.id as number, wednesday, '2027-01-06')).status).toBe(422);
    expect((await book(credit?.id as number, monday, '2026-12-07')).body.errors.class_id[0]).toBe(
      '在籍中のクラスのレッスンには振替できません',
    );
    const booked = await book(credit?.id as number, wednesday, '2026-12-02');
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.data).toMatchObject({
      class: { id: wednesday },
      lesson_date: '2026-12-02',
      status: 'booked',
    });
    expect((await book(credit?.id as number, wednesday, '2026-12-09')).status).toBe(409);
    const lessons = await call('GET', '/api/lessons?date=2026-12-02');
    expect(
      lessons.body.data.lessons.find((l: { class_id: number }) => l.class_id === wednesday),
    ).toMatchObject({
      enrolled: 1,
      makeups: 1,
      booked: 2,
      capacity: 2,
    });
    // The wednesday class is full that day (1 enrolled + 1 makeup), not the week after.
    const [other] = await credits(members[1] as number);
    const full = await book(other?.id as number, wednesday, '2026-12-02');
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('この日のレッスンは満席です');
    expect((await book(other?.id as number, wednesday, '2026-12-09')).status).toBe(201);
    expect((await credits(members[0] as number))[0]?.status).toBe('booked');
    expect((await call('GET', '/api/makeup-bookings?date=2026-12-02')).body.data).toHaveLength(1);
  });

  it('when a booking is cancelled, then the credit comes back and the seat frees; a booked absence cannot be withdrawn', async () => {
    const [booking] = (await call('GET', `/api/makeup-bookings?customer_id=${members[0]}`)).body.data;
    const absences = (await call('GET', `/api/absences?customer_id=${members[0]}`)).body.data;
    expect((await call('DELETE', `/api/absences/${absences[0].id}`)).status).toBe(409);
    const cancelled = await call('DELETE', `/api/makeup-bookings/${booking.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('振替予約を取り消しました（振替権は戻りました）');
    expect((await credits(members[0] as number))[0]?.status).toBe('available');
    const lessons = await call('GET', '/api/lessons?date=2026-12-02');
    expect(
      lessons.body.data.lessons.find((l: { class_id: number }) => l.class_id === wednesday)?.makeups,
    ).toBe(0);
    expect((await call('DELETE', `/api/makeup-bookings/${booking.id}`)).status).toBe(422);
  });

  it('when the lesson starts within the cutoff, then booking is refused', async () => {
    const [credit] = await credits(members[0] as number);
    await at('2026-12-02T06:30:00Z'); // 15:30 in Tokyo, the lesson at 16:00
    const late = await book(credit?.id as number, wednesday, '2026-12-02');
    expect(late.status).toBe(422);
    expect(late.body.errors.lesson_date[0]).toBe('振替の予約はレッスン開始の60分前までです');
    const next = await book(credit?.id as number, wednesday, '2026-12-16');
    expect(next.status, JSON.stringify(next.body)).toBe(201);
  });

  it('when a credit passes its last day in Tokyo, then it is expired and cannot be booked', async () => {
    const id = members[2] as number;
    await at('2026-11-22T01:00:00Z');
    expect((await absence(id, '2026-11-30')).status).toBe(201);
    const [credit] = await credits(id);
    expect(credit?.expires_on).toBe('2026-12-31');
    await at('2026-12-31T14:59:00Z'); // 23:59 on 31 December in Tokyo: still valid
    expect((await credits(id))[0]?.status).toBe('available');
    await at('2026-12-31T15:01:00Z'); // 00:01 on 1 January in Tokyo (still 31 December in UTC): lapsed
    expect((await credits(id))[0]?.status).toBe('expired');
    const refused = await book(credit?.id as number, wednesday, '2027-01-06');
    expect(refused.status).toBe(422);
    expect(refused.body.errors.credit_id[0]).toBe('この振替権は2026年12月31日(木)で期限切れです');
  });

  it('when the school cancels a lesson, then the longer-valid credit books a makeup like any other', async () => {
    await at('2026-11-22T01:00:00Z');
    const manager = await t.login((await t.createStaff({ role: 'manager', storeId: storeA })).email);
    const cancel = await call(
      'PUT',
      `/api/classes/${monday}/lessons/2027-01-11`,
      { kind: 'cancelled' },
      manager,
    );
    expect(cancel.status).toBe(200);
    const cancelled = (await credits(members[2] as number)).find((c) => c.source === 'cancelled');
    expect(cancelled).toMatchObject({
      lesson_date: '2027-01-11',
      expires_on: '2027-04-30',
      status: 'available',
    });
    // An absence from a cancelled lesson gives no second credit.
    expect((await absence(members[2] as number, '2027-01-11')).body.data.credit).toBeNull();
    expect((await book(cancelled?.id as number, wednesday, '2027-03-31')).status).toBe(201);
  });
});
