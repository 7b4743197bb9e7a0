import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { figureOf, PERIOD, type ReportsWorld, reportsWorld, tableOf } from './support/reports-b.ts';

// The custom report (カスタムレポート, issue 18): the builder's whitelist run on the hand-built store of
// support/reports-b.ts, its refusals, and the saved reports of a store.

describe.each(databaseTargets)('custom report on $name', (target) => {
  let t: TestApp;
  let w: ReportsWorld;

  beforeAll(async () => {
    t = await startTestApp(target);
    w = await reportsWorld(t);
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  const run = (body: object, query = PERIOD, token = w.token) =>
    t.request({ method: 'POST', url: `/api/reports/custom/run?${query}`, token, payload: body });
  const values = async (body: object, query = PERIOD) => {
    const response = await run(body, query);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const report = response.body.data;
    return {
      total: figureOf(report, 'total'),
      rows: tableOf(report, 'values').rows.map((r: { dimension: string; value: number }) => [
        r.dimension,
        r.value,
      ]),
    };
  };

  it('when check-ins are counted by day, month and hour, then each (day counts or hour counts) has the six visits', async () => {
    const byDay = await values({ measure: 'check_ins', dimension: 'day' });
    expect(byDay.total).toBe(6);
    // 00:10 on 1 November is that Tokyo day's (the 23:30 visit of 31 October is before the period).
    expect(byDay.rows.find(([day]: [string]) => day === '2026-11-01')).toEqual(['2026-11-01', 1]);
    expect(await values({ measure: 'check_ins', dimension: 'month' })).toEqual({
      total: 6,
      rows: [['2026-11', 6]],
    });
    const byHour = await values({ measure: 'check_ins', dimension: 'hour' });
    expect(byHour.total).toBe(6);
    expect(byHour.rows.reduce((n: number, [, value]: [string, number]) => n + value, 0)).toBe(6);
  });

  it('when visits are counted by week, weekday, age band and gender, then they agree with the visits', async () => {
    expect(await values({ measure: 'check_ins', dimension: 'week' })).toEqual({
      total: 6,
      rows: [
        ['2026-11-01', 3],
        ['2026-11-08', 0],
        ['2026-11-15', 3],
      ],
    });
    expect((await values({ measure: 'check_ins', dimension: 'weekday' })).rows).toEqual([
      ['日', 1],
      ['月', 2],
      ['水', 2],
      ['土', 1],
    ]);
    expect(await values({ measure: 'visitors', dimension: 'age_band' })).toEqual({
      total: 3,
      rows: [
        ['小学生（6〜12歳）', 2],
        ['大人（18歳以上）', 1],
      ],
    });
    expect(
      (await values({ measure: 'check_ins', dimension: 'gender', filters: { age_band: 'adult' } })).rows,
    ).toEqual([['女性', 3]]);
    // Counted by member, not by visit: the woman who came three times is one visitor.
    expect(
      await values({ measure: 'visitors', dimension: 'gender', filters: { age_band: 'adult' } }),
    ).toEqual({ total: 1, rows: [['女性', 1]] });
  });

  it('when lessons are counted by coach and class, then they are the attendance and staff reports’ figures', async () => {
    expect(await values({ measure: 'lessons', dimension: 'coach' })).toEqual({
      total: 5,
      rows: [
        ['コーチ A', 3],
        ['コーチ B', 2],
      ],
    });
    expect(await values({ measure: 'attendance_rate', dimension: 'class' })).toEqual({
      total: 57.1,
      rows: [
        ['ジュニア月（月 16:00）', 66.7],
        ['成人水（水 19:00）', 50],
      ],
    });
    expect(
      (await values({ measure: 'presences', dimension: 'month', filters: { coach_id: w.coachA } })).rows,
    ).toEqual([['2026-11', 3]]);
    expect((await values({ measure: 'absences', dimension: 'grade' })).rows).toEqual([['14級', 1]]);
    expect((await values({ measure: 'makeups', dimension: 'program' })).rows).toEqual([['成人', 1]]);
  });

  it('when members, joins and money are counted, then enrolment, join days and invoices decide', async () => {
    expect(await values({ measure: 'enrolled_members', dimension: 'program' })).toEqual({
      total: 3,
      rows: [
        ['ジュニア', 2],
        ['成人', 1],
      ],
    });
    expect(await values({ measure: 'joins', dimension: 'month' })).toEqual({
      total: 1,
      rows: [['2026-11', 1]],
    });
    expect(await values({ measure: 'sales', dimension: 'month' })).toEqual({
      total: 14300,
      rows: [['2026-11', 14300]],
    });
    expect((await values({ measure: 'sales', dimension: 'program' })).rows).toEqual([['ジュニア', 14300]]);
    expect(await values({ measure: 'collected', dimension: 'month' })).toEqual({
      total: 8800,
      rows: [['2026-11', 8800]],
    });
    const billing = await w.get('/api/billing/dashboard?month=2026-11');
    expect(billing.collected).toBe(8800);
    expect(billing.billed).toBe(14300);
  });

  it('when the CSV is asked, then the table comes as a file', async () => {
    const response = await t.request({
      method: 'POST',
      url: `/api/reports/custom/run?${PERIOD}&format=csv`,
      token: w.token,
      payload: { measure: 'joins', dimension: 'month' },
    });
    expect(response.status).toBe(200);
    expect(String(response.body)).toContain('■ 入会数（月別）\r\n月,入会数\r\n2026-11,1\r\n合計,1\r\n');
  });

  it('when a measure, dimension or filter is not on the list or not for the measure, then 4xx in the envelope', async () => {
    const unknown = await run({ measure: 'revenue; drop table customers', dimension: 'month' });
    expect([400, 422]).toContain(unknown.status);
    expect(unknown.body.success).toBe(false);
    const notFor = await run({ measure: 'check_ins', dimension: 'program' });
    expect(notFor.status).toBe(422);
    expect(notFor.body.errors.dimension).toEqual(['「来館数」は「プログラム」別に集計できません']);
    const filter = await run({ measure: 'sales', dimension: 'month', filters: { coach_id: w.coachA } });
    expect(filter.status).toBe(422);
    const period = await run({ measure: 'joins', dimension: 'month' }, 'from=2024-01-01&to=2026-11-21');
    expect(period.status).toBe(422);
    const staff = await t.createStaff({ role: 'staff', storeId: w.storeId });
    expect(
      (await run({ measure: 'joins', dimension: 'month' }, PERIOD, await t.login(staff.email))).status,
    ).toBe(403);
  });

  it('when a report is saved, renamed, listed and deleted, then the store shares it and another store cannot see it', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/reports/custom',
      token: w.token,
      payload: { name: ' コーチ別レッスン ', measure: 'lessons', dimension: 'coach' },
    });
    expect(created.status).toBe(201);
    const saved = created.body.data;
    expect(saved).toMatchObject({
      name: 'コーチ別レッスン',
      measure: 'lessons',
      dimension: 'coach',
      filters: {},
    });
    expect(saved.created_by).not.toBeNull();
    const duplicate = await t.request({
      method: 'POST',
      url: '/api/reports/custom',
      token: w.token,
      payload: { name: 'コーチ別レッスン', measure: 'joins', dimension: 'month' },
    });
    expect(duplicate.status).toBe(422);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/reports/custom',
      token: w.token,
      payload: { name: '誤り', measure: 'visitors', dimension: 'class' },
    });
    expect(wrong.status).toBe(422);

    // Another manager of the store sees and changes it.
    const colleague = await t.createStaff({ role: 'manager', storeId: w.storeId });
    const colleagueToken = await t.login(colleague.email);
    const list = await t.request({ method: 'GET', url: '/api/reports/custom', token: colleagueToken });
    expect(list.body.data.map((d: { id: number }) => d.id)).toEqual([saved.id]);
    const updated = await t.request({
      method: 'PUT',
      url: `/api/reports/custom/${saved.id}`,
      token: colleagueToken,
      payload: {
        name: '月別出席率',
        measure: 'attendance_rate',
        dimension: 'month',
        filters: { program_id: w.p1 },
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: '月別出席率', filters: { program_id: w.p1 } });
    expect(updated.body.data.updated_by.id).toBe(colleague.id);

    // A manager of another store: 404, whatever the id.
    const other = await t.createStore();
    const stranger = await t.createStaff({ role: 'manager', storeId: other });
    const strangerToken = await t.login(stranger.email);
    expect(
      (await t.request({ method: 'GET', url: `/api/reports/custom/${saved.id}`, token: strangerToken }))
        .status,
    ).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/reports/custom/${saved.id}`, token: strangerToken }))
        .status,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/reports/custom', token: strangerToken })).body.data,
    ).toEqual([]);

    const got = await t.request({ method: 'GET', url: `/api/reports/custom/${saved.id}`, token: w.token });
    expect(got.body.data.name).toBe('月別出席率');
    expect(
      (await t.request({ method: 'DELETE', url: `/api/reports/custom/${saved.id}`, token: w.token })).status,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/api/reports/custom/${saved.id}`, token: w.token })).status,
    ).toBe(404);
  });

  // Last in the file: the enrolments it adds end before the period the tests above read.
  it('when enrolled members are counted by month, then each month end counts a member once, across classes and gaps', async () => {
    const [, , , , m5, m6] = w.members as [number, number, number, number, number, number];
    await t.db.query(
      `insert into class_enrollments (class_id, customer_id, enrolled_on, ended_on) values
         ($1, $3, '2026-08-15', '2026-09-30'), ($2, $3, '2026-08-20', '2026-09-05'), ($2, $3, '2026-09-10', '2026-10-31'),
         ($1, $4, '2026-08-01', '2026-08-31'), ($1, $4, '2026-10-01', '2026-10-31')`,
      [w.k1, w.k2, m5, m6],
    );
    const period = 'from=2026-08-01&to=2026-11-21';
    // 会員 五 in both classes through September is one member (a fortnight's trial inside the first enrolment ends
    // nothing); 会員 六 is away in September; 会員 四 left on 5
    // November and 会員 二 came on the 10th. The total is the last month's.
    expect(await values({ measure: 'enrolled_members', dimension: 'month' }, period)).toEqual({
      total: 3,
      rows: [
        ['2026-08', 5],
        ['2026-09', 4],
        ['2026-10', 5],
        ['2026-11', 3],
      ],
    });
    expect(
      (
        await values(
          { measure: 'enrolled_members', dimension: 'month', filters: { program_id: w.p1 } },
          period,
        )
      ).rows,
    ).toEqual([
      ['2026-08', 3],
      ['2026-09', 2],
      ['2026-10', 2],
      ['2026-11', 2],
    ]);
    // By gender (a member's own): the women 会員 一 and 会員 三 throughout.
    expect(
      (
        await values(
          { measure: 'enrolled_members', dimension: 'month', filters: { gender: 'female' } },
          period,
        )
      ).rows,
    ).toEqual([
      ['2026-08', 2],
      ['2026-09', 2],
      ['2026-10', 2],
      ['2026-11', 2],
    ]);
    // By a member's own trait, on the period's last day: 会員 五, in both classes then, is one member (with 会員 四,
    // neither with a gender given).
    expect(
      await values({ measure: 'enrolled_members', dimension: 'gender' }, 'from=2026-09-01&to=2026-09-20'),
    ).toEqual({
      total: 4,
      rows: [
        ['（なし）', 2],
        ['女性', 2],
      ],
    });
  });

  it('when enrolments start or end on a month end, or cover none, then a month counts those in force on its last day', async () => {
    const [, , , , m5, m6] = w.members as [number, number, number, number, number, number];
    // In 2024, a year no other test reads (the world's enrolments start in 2025).
    await t.db.query(
      `insert into class_enrollments (class_id, customer_id, enrolled_on, ended_on) values
         ($1, $3, '2024-01-31', '2024-02-28'), ($2, $3, '2024-02-29', '2024-02-29'),
         ($1, $3, '2024-05-01', '2024-07-31'), ($2, $3, '2024-06-01', '2024-06-30'),
         ($1, $4, '2024-03-01', '2024-03-30'), ($2, $4, '2024-12-31', '2025-01-15')`,
      [w.k1, w.k2, m5, m6],
    );
    // 会員 五: from 31 January (its last day) to 28 February, the day before February's last, then on 29 February
    // alone; May to July in one class, June in both (one member). 会員 六: March but not its 31st; 31 December.
    expect(
      await values({ measure: 'enrolled_members', dimension: 'month' }, 'from=2024-01-01&to=2024-12-31'),
    ).toEqual({
      total: 1,
      rows: [
        ['2024-01', 1],
        ['2024-02', 1],
        ['2024-03', 0],
        ['2024-04', 0],
        ['2024-05', 1],
        ['2024-06', 1],
        ['2024-07', 1],
        ['2024-08', 0],
        ['2024-09', 0],
        ['2024-10', 0],
        ['2024-11', 0],
        ['2024-12', 1],
      ],
    });
  });
});
