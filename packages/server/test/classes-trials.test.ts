import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets } from './support/databases.ts';

// 体験 (issue 29): a trial booked from a pre-registration into a dated lesson takes a seat of that lesson (the
// same count as makeups: regular places less absences, makeups, trials), under the class lock; the coach records
// 出席/欠席 and a suggested grade; 入会 converts the application and places the member in the class, 見送り closes
// it. Test clock starts Sunday 2026-11-22, 10:00 Tokyo.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(databaseTargets)('trial lessons on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let staffEmail: string;
  let staff: string;
  let school: number;
  let program: number;
  let grades: number[];
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
      starts_on: '2026-11-01',
      ...body,
    });
    if (response.status !== 201) throw new Error(JSON.stringify(response.body));
    return response.body.data.id as number;
  }

  async function member(classId: number) {
    sequence += 1;
    const id = await one(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana)
       values ($1, $2, '会員', $3, 'カイイン', 'ハナコ') returning id`,
      [storeA, `T${sequence}`, `${sequence}`],
    );
    await t.db.query(
      `insert into class_enrollments (class_id, customer_id, enrolled_on) values ($1, $2, '2026-04-01')`,
      [classId, id],
    );
    return id;
  }

  async function application(programId: number | null = program) {
    sequence += 1;
    return one(
      `insert into pre_registrations (store_id, family_name, given_name, family_name_kana, given_name_kana,
         birth_date, gender, mobile, email, postal_code, prefecture, city, street_address, desired_program_id)
       values ($1, '体験', $2, 'タイケン', 'ヒナタ', '2019-05-02', 'female', '090-1234-5678', $3, '150-0001',
         '東京都', '渋谷区', '神宮前1-1-1', $4) returning id`,
      [storeA, `ひなた${sequence}`, `trial${sequence}@example.jp`, programId],
    );
  }

  const book = (preRegistrationId: number, classId: number, date: string) =>
    call('POST', '/api/trial-lessons', {
      pre_registration_id: preRegistrationId,
      class_id: classId,
      lesson_date: date,
    });
  const lessonOn = async (classId: number, date: string) =>
    (
      (await call('GET', `/api/lessons?date=${date}`)).body.data.lessons as {
        class_id: number;
        booked: number;
        capacity: number;
      }[]
    ).find((l) => l.class_id === classId);

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    staffEmail = (await t.createStaff({ role: 'staff', storeId: storeA })).email;
    staff = await t.login(staffEmail);
    ({ school, program, grades } = await swimSchool(t, storeA));
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when a trial is booked, then it takes a seat of that lesson, and a full lesson refuses in Japanese', async () => {
    const monday = await classOf({ name: '小学生 月曜 体験', day_of_week: 1, capacity: 2 });
    await member(monday);
    expect((await lessonOn(monday, '2026-11-30'))?.booked).toBe(1);
    const slots = await call('GET', `/api/trial-lessons/slots?pre_registration_id=${await application()}`);
    expect(slots.status).toBe(200);
    expect(slots.body.data).toContainEqual(
      expect.objectContaining({ class_id: monday, lesson_date: '2026-11-23', free_seats: 1 }),
    );

    const first = await book(await application(), monday, '2026-11-30');
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('体験を予約しました');
    expect(first.body.data).toMatchObject({ status: 'booked', applicant_kana: 'タイケン ヒナタ' });
    expect((await lessonOn(monday, '2026-11-30'))?.booked).toBe(2);

    const refused = await book(await application(), monday, '2026-11-30');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('この日のレッスンは満席のため体験を予約できません');
    // The full day is no longer offered; the next week's is.
    const after = await call('GET', `/api/trial-lessons/slots?pre_registration_id=${await application()}`);
    const days = (after.body.data as { class_id: number; lesson_date: string }[])
      .filter((s) => s.class_id === monday)
      .map((s) => s.lesson_date);
    expect(days).toEqual(['2026-11-23']);

    // A makeup finds the same seat taken: one count for both.
    const cancelled = await call('DELETE', `/api/trial-lessons/${first.body.data.id}`);
    expect(cancelled.status).toBe(200);
    expect((await lessonOn(monday, '2026-11-30'))?.booked).toBe(1);
  });

  it('when 12 desks book trials into a lesson with 2 free seats at once, then exactly 2 are booked', async () => {
    const tuesday = await classOf({ name: '小学生 火曜 体験', day_of_week: 2, capacity: 3 });
    await member(tuesday);
    const applications = await Promise.all(Array.from({ length: 12 }, () => application()));
    const answers = await Promise.all(applications.map((id) => book(id, tuesday, '2026-11-24')));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(10);
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from trial_lessons where class_id = $1 and status = 'booked'`,
      [tuesday],
    );
    expect(rows[0]?.n).toBe(2);
    expect(await lessonOn(tuesday, '2026-11-24')).toMatchObject({ booked: 3, capacity: 3 });
  });

  it('when a trial is on the lesson, then the coach records 出席 and a suggested grade, and 入会 places the member in the class', async () => {
    const wednesday = await classOf({ name: '小学生 水曜 体験', day_of_week: 3, capacity: 5 });
    const applicant = await application();
    const booked = await book(applicant, wednesday, '2026-11-25');
    expect(booked.status).toBe(201);
    const id = booked.body.data.id as number;
    const early = await call('PUT', `/api/trial-lessons/${id}/result`, { attendance: 'present' });
    expect(early.status).toBe(422);
    expect(JSON.stringify(early.body)).toContain('まだ行われていない体験');

    await at('2026-11-25T17:10:00+09:00');
    const onDay = await call('GET', '/api/trial-lessons?date=2026-11-25');
    expect(onDay.body.data).toContainEqual(
      expect.objectContaining({ id, applicant_name: `体験 ひなた${sequence}`, birth_date: '2019-05-02' }),
    );
    // The tablet's roll shows the child as 体験 beside the members: name, kana, age that day.
    const roll = await call('GET', '/api/tablet-attendance/lessons?date=2026-11-25');
    const lesson = roll.body.data.lessons.find((l: { class_id: number }) => l.class_id === wednesday);
    expect(lesson.trials).toEqual([
      {
        id,
        name: `体験 ひなた${sequence}`,
        name_kana: 'タイケン ヒナタ',
        age: 7,
        attendance: null,
        suggested_grade: null,
        coach_comment: null,
      },
    ]);
    const result = await call('PUT', `/api/trial-lessons/${id}/result`, {
      attendance: 'present',
      suggested_grade_id: grades[1],
      comment: 'けのびが上手です',
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      attendance: 'present',
      suggested_grade: { id: grades[1], name: '14級' },
      coach_comment: 'けのびが上手です',
    });

    const decided = await call('POST', `/api/trial-lessons/${id}/outcome`, { outcome: 'enrolled' });
    expect(decided.status).toBe(200);
    expect(decided.body.data.outcome).toBe('enrolled');
    const customerId = decided.body.data.customer_id as number;
    const roster = await call('GET', `/api/classes/${wednesday}/enrollments`);
    expect(roster.body.data.enrollments.map((e: { customer_id: number }) => e.customer_id)).toContain(
      customerId,
    );
    const { rows } = await t.db.query<{ status: string }>(
      'select status from pre_registrations where id = $1',
      [applicant],
    );
    expect(rows[0]?.status).toBe('converted');
    // The coach's suggested grade is the new member's grade (issue 29).
    const member = await call('GET', `/api/customers/${customerId}`);
    expect(member.body.data.grade).toMatchObject({ id: grades[1], name: '14級' });
    const again = await call('POST', `/api/trial-lessons/${id}/outcome`, { outcome: 'enrolled' });
    expect(again.status).toBe(409);
    await at('2026-11-22T10:00:00+09:00');
  });

  it('when a trial ends in 見送り, then the application is cancelled with the reason', async () => {
    const thursday = await classOf({ name: '小学生 木曜 体験', day_of_week: 4, capacity: 5 });
    const applicant = await application();
    const id = (await book(applicant, thursday, '2026-11-26')).body.data.id as number;
    await at('2026-11-26T18:00:00+09:00');
    await call('PUT', `/api/trial-lessons/${id}/result`, { attendance: 'no_show' });
    const noReason = await call('POST', `/api/trial-lessons/${id}/outcome`, { outcome: 'declined' });
    expect(noReason.status).toBe(422);
    const declined = await call('POST', `/api/trial-lessons/${id}/outcome`, {
      outcome: 'declined',
      reason: '日程が合わない',
    });
    expect(declined.status).toBe(200);
    const { rows } = await t.db.query<{ status: string; status_notes: string }>(
      'select status, status_notes from pre_registrations where id = $1',
      [applicant],
    );
    expect(rows[0]).toEqual({ status: 'cancelled', status_notes: '体験後の見送り: 日程が合わない' });
    await at('2026-11-22T10:00:00+09:00');
  });

  it('when the trials report is asked, then 体験数, 入会数 and 入会率 come by month and program from the trials', async () => {
    // Beside the trials above (November: 2 on Tuesday, 1 enrolled on Wednesday, 1 declined on Thursday; the
    // Monday one cancelled), one in December.
    const tuesday = (await call('GET', '/api/classes')).body.data.find(
      (k: { name: string }) => k.name === '小学生 火曜 体験',
    ).id as number;
    expect((await book(await application(), tuesday, '2026-12-01')).status).toBe(201);
    const manager = await t.login((await t.createStaff({ role: 'manager', storeId: storeA })).email);
    const response = await call(
      'GET',
      '/api/reports/trials?from=2026-11-01&to=2026-12-31',
      undefined,
      manager,
    );
    expect(response.status).toBe(200);
    const report = response.body.data as {
      summary: { key: string; value: number | null }[];
      tables: { key: string; rows: Record<string, unknown>[] }[];
    };
    const figure = (key: string) => report.summary.find((f) => f.key === key)?.value;
    expect([figure('trials'), figure('attended'), figure('enrolled'), figure('enrolment_rate')]).toEqual([
      5, 1, 1, 20,
    ]);
    expect(report.tables.find((x) => x.key === 'months')?.rows).toEqual([
      { month: '2026-11', trials: 4, attended: 1, enrolled: 1, declined: 1, enrolment_rate: 25 },
      { month: '2026-12', trials: 1, attended: 0, enrolled: 0, declined: 0, enrolment_rate: 0 },
    ]);
    expect(report.tables.find((x) => x.key === 'programs')?.rows).toEqual([
      { program_name: '小学生コース', trials: 5, attended: 1, enrolled: 1, declined: 1, enrolment_rate: 20 },
    ]);
    const csv = await call(
      'GET',
      '/api/reports/trials?from=2026-11-01&to=2026-11-30&format=csv',
      undefined,
      manager,
    );
    expect(csv.status).toBe(200);
    expect(csv.body).toContain('体験数');
  });
});
