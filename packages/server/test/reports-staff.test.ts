import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets } from './support/databases.ts';
import {
  chainReport,
  figureOf,
  PERIOD,
  type ReportsWorld,
  reportsWorld,
  tableOf,
} from './support/reports-b.ts';
import { schoolBuilder } from './support/school.ts';

// The staff report (スタッフ別, issue 18) on the hand-built store of support/reports-b.ts.

describe.each(databaseTargets)('staff report on $name', (target) => {
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

  it('when 1–21 November is asked, then each coach’s lessons, hours, members, attendance and passes are exact', async () => {
    const report = await w.get(`/api/reports/staff?${PERIOD}`);
    expect(figureOf(report, 'instructors')).toBe(2);
    expect(figureOf(report, 'lessons')).toBe(5);
    expect(figureOf(report, 'hours')).toBe(6.5);
    expect(figureOf(report, 'attendance_rate')).toBe(57.1);
    expect(figureOf(report, 'pass_rate')).toBe(66.7);
    expect(figureOf(report, 'substitutions')).toBe(1);
    expect(tableOf(report, 'staff').rows).toEqual([
      {
        staff_name: 'コーチ A',
        lessons: 3,
        hours: 3.5,
        assisted: 0,
        members_taught: 3,
        attendance_rate: 75,
        tested: 2,
        passed: 1,
        pass_rate: 50,
        covered_for_others: 1,
        covered_by_others: 0,
      },
      {
        staff_name: 'コーチ B',
        lessons: 2,
        hours: 3,
        assisted: 0,
        members_taught: 2,
        attendance_rate: 33.3,
        tested: 1,
        passed: 1,
        pass_rate: 100,
        covered_for_others: 0,
        covered_by_others: 1,
      },
    ]);
    expect(tableOf(report, 'substitutions').rows).toEqual([
      {
        date: '2026-11-11',
        class_name: '成人水',
        time: '19:00',
        instructor_name: 'コーチ B',
        substitute_name: 'コーチ A',
        reason: '研修',
      },
    ]);
  });

  it('when the CSV of one table is asked, then only that table; an unknown table is 422', async () => {
    const csv = await t.request({
      method: 'GET',
      url: `/api/reports/staff?${PERIOD}&format=csv&table=substitutions`,
      token: w.token,
    });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toBe(
      '\uFEFF■ 代行\r\n日付,クラス,時刻,担当,代行,理由\r\n2026-11-11,成人水,19:00,コーチ B,コーチ A,研修\r\n',
    );
    const unknown = await t.request({
      method: 'GET',
      url: `/api/reports/staff?${PERIOD}&format=csv&table=nothing`,
      token: w.token,
    });
    expect(unknown.status).toBe(422);
  });

  it('when coach A teaches in a second store too, then the chain adds the stores up and counts a member taught in both once', async () => {
    type Row = Record<string, number | string>;
    const coachA = (report: Awaited<ReturnType<typeof w.get>>) =>
      tableOf(report, 'staff').rows.find((r: Row) => r.staff_name === 'コーチ A') as Row;
    const before = await chainReport(t, `/api/reports/staff?${PERIOD}`, w.storeId);
    const second = await t.createStore();
    await t.db.query(
      `insert into store_business_hours (store_id, day_of_week, opens_at, closes_at)
       select $1, d, '10:00', '21:00' from generate_series(0, 6) d`,
      [second],
    );
    const { school } = await swimSchool(t, second);
    const { rows } = await t.db.query<{ id: number }>(
      `insert into classes (store_id, school_id, name, instructor_id, day_of_week, start_time, end_time, capacity, starts_on)
       values ($1, $2, 'ジュニア木', $3, 4, '16:00', '17:00', 5, '2000-01-01') returning id`,
      [second, school, w.coachA],
    );
    const thursday = rows[0]?.id as number;
    // 会員 一, taught by coach A in the first store, in coach A's class of the second store too (moved there); and a
    // member of the second store.
    const b = schoolBuilder(t, second);
    await b.enrol(thursday, w.members[0] as number, '2025-01-01');
    await b.enrol(thursday, await b.customer({ name: '会員 七' }), '2025-01-01');

    const chain = await chainReport(t, `/api/reports/staff?${PERIOD}`, w.storeId);
    const own = await w.get(`/api/reports/staff?${PERIOD}`);
    // The second store's three Thursdays (5, 12 and 19 November) beside the first store's three lessons.
    expect(coachA(before)).toMatchObject({ lessons: 3, members_taught: 3 });
    expect(coachA(own)).toMatchObject({ lessons: 3, members_taught: 3 });
    expect(coachA(chain)).toMatchObject({ lessons: 6, hours: 6.5, members_taught: 4, covered_for_others: 1 });
    expect(figureOf(chain, 'lessons')).toBe(figureOf(own, 'lessons') + 3);
    // Coach B teaches in the first store only: as there.
    expect(tableOf(chain, 'staff').rows.find((r: Row) => r.staff_name === 'コーチ B')).toEqual(
      tableOf(own, 'staff').rows.find((r: Row) => r.staff_name === 'コーチ B'),
    );
  });

  it('when the store closes on the day of a 代行, then that lesson is neither held nor listed', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `insert into store_closures (store_id, starts_on, ends_on, reason) values ($1, '2026-11-11', '2026-11-11', '臨時休館')
       returning id`,
      [w.storeId],
    );
    try {
      const report = await w.get(`/api/reports/staff?${PERIOD}`);
      expect(figureOf(report, 'substitutions')).toBe(0);
      expect(tableOf(report, 'substitutions').rows).toEqual([]);
      expect(
        tableOf(report, 'staff').rows.find((r: { staff_name: string }) => r.staff_name === 'コーチ A'),
      ).toMatchObject({
        lessons: 2,
        covered_for_others: 0,
      });
    } finally {
      await t.db.query('delete from store_closures where id = $1', [rows[0]?.id]);
    }
    expect(tableOf(await w.get(`/api/reports/staff?${PERIOD}`), 'substitutions').rows).toHaveLength(1);
  });

  it('when staff asks, then 403', async () => {
    const staff = await t.createStaff({ role: 'staff', storeId: w.storeId });
    expect(
      (await t.request({ method: 'GET', url: '/api/reports/staff', token: await t.login(staff.email) }))
        .status,
    ).toBe(403);
  });
});
