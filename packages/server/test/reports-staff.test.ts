import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { figureOf, PERIOD, type ReportsWorld, reportsWorld, tableOf } from './support/reports-b.ts';

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

  it('when staff asks, then 403', async () => {
    const staff = await t.createStaff({ role: 'staff', storeId: w.storeId });
    expect(
      (await t.request({ method: 'GET', url: '/api/reports/staff', token: await t.login(staff.email) }))
        .status,
    ).toBe(403);
  });
});
