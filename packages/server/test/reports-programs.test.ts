import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets } from './support/databases.ts';
import {
  chainReport,
  expectStoresAddUp,
  figureOf,
  PERIOD,
  type ReportsWorld,
  reportsWorld,
  tableOf,
} from './support/reports-b.ts';

// The programs report (プログラム別, issue 18) on the hand-built store of support/reports-b.ts.

describe.each(databaseTargets)('programs report on $name', (target) => {
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

  it('when 1–21 November is asked, then seats, enrolled, fill rate, waiting list and attendance are exact', async () => {
    const report = await w.get(`/api/reports/programs?${PERIOD}`);
    expect(figureOf(report, 'programs')).toBe(2);
    expect(figureOf(report, 'classes')).toBe(2);
    expect(figureOf(report, 'capacity')).toBe(5);
    expect(figureOf(report, 'enrolled')).toBe(3);
    expect(figureOf(report, 'fill_rate')).toBe(60);
    expect(figureOf(report, 'waiting')).toBe(1);
    expect(figureOf(report, 'attendance_rate')).toBe(57.1);
    expect(tableOf(report, 'programs').rows).toEqual([
      {
        program_name: 'ジュニア',
        category_name: 'その他',
        school_name: 'スイミング',
        classes: 1,
        capacity: 3,
        enrolled: 2,
        fill_rate: 66.7,
        waiting: 0,
        joined: 1,
        left: 0,
        lessons: 2,
        attendance_rate: 66.7,
        makeups_in: 0,
      },
      {
        program_name: '成人',
        category_name: 'その他',
        school_name: 'スイミング',
        classes: 1,
        capacity: 2,
        enrolled: 1,
        fill_rate: 50,
        waiting: 1,
        joined: 0,
        left: 1,
        lessons: 3,
        attendance_rate: 50,
        makeups_in: 1,
      },
    ]);
    expect(
      tableOf(report, 'classes').rows.map((r: { class_name: string; slot: string }) => [
        r.class_name,
        r.slot,
      ]),
    ).toEqual([
      ['ジュニア月', '月 16:00'],
      ['成人水', '水 19:00'],
    ]);
  });

  it('when the period ends before m2 joined and the waiting list opened, then the snapshot is of that day', async () => {
    const report = await w.get('/api/reports/programs?from=2026-11-01&to=2026-11-09');
    const [junior, adult] = tableOf(report, 'programs').rows;
    expect(junior).toMatchObject({ enrolled: 1, joined: 0, lessons: 1 });
    // m4's enrolment ended on 5 Nov; m6 was waiting on 9 Nov (from the 8th to the 12th), m5 came on the 10th.
    expect(adult).toMatchObject({ enrolled: 1, waiting: 1, left: 1, lessons: 1 });
  });

  it('when another store or staff asks, then 403; a bad date is 422', async () => {
    const staff = await t.createStaff({ role: 'staff', storeId: w.storeId });
    expect(
      (await t.request({ method: 'GET', url: '/api/reports/programs', token: await t.login(staff.email) }))
        .status,
    ).toBe(403);
    const other = await t.createStore();
    expect(
      (await t.request({ method: 'GET', url: `/api/reports/programs?store_id=${other}`, token: w.token }))
        .status,
    ).toBe(403);
    const bad = await t.request({
      method: 'GET',
      url: '/api/reports/programs?from=2026-02-30',
      token: w.token,
    });
    expect([400, 422]).toContain(bad.status);
    expect(bad.body.success).toBe(false);
  });

  it('when an admin asks for the chain, then same-named programs add up and the stores are listed, not their classes', async () => {
    const second = await t.createStore();
    const { school } = await swimSchool(t, second);
    const program = (
      await t.db.query<{ id: number }>(
        `insert into programs (store_id, school_id, name, monthly_fee, sort_order) values ($1, $2, 'ジュニア', 7700, 1) returning id`,
        [second, school],
      )
    ).rows[0]?.id;
    await t.db.query(
      `insert into classes (store_id, school_id, program_id, name, day_of_week, start_time, end_time, capacity, starts_on)
       values ($1, $2, $3, 'ジュニア火', 2, '16:00', '17:00', 4, '2000-01-01')`,
      [second, school, program],
    );
    const chain = await chainReport(t, `/api/reports/programs?${PERIOD}`, second);
    const own = await w.get(`/api/reports/programs?${PERIOD}`);
    type Row = Record<string, number | string | null>;
    const ownJunior = tableOf(own, 'programs').rows.find((r: Row) => r.program_name === 'ジュニア') as Row;
    // One ジュニア row: the store's class and the second store's (4 seats, nobody enrolled yet).
    expect(tableOf(chain, 'programs').rows.filter((r: Row) => r.program_name === 'ジュニア')).toEqual([
      expect.objectContaining({
        classes: Number(ownJunior.classes) + 1,
        capacity: Number(ownJunior.capacity) + 4,
        enrolled: ownJunior.enrolled,
      }),
    ]);
    expect(chain.tables.map((table: { key: string }) => table.key)).toEqual(['programs', 'stores']);
    const stores = tableOf(chain, 'stores');
    expect(stores.rows.find((r: Row) => r.store_id === w.storeId)).toMatchObject({
      classes: figureOf(own, 'classes'),
      capacity: figureOf(own, 'capacity'),
      enrolled: figureOf(own, 'enrolled'),
      waiting: figureOf(own, 'waiting'),
      fill_rate: figureOf(own, 'fill_rate'),
      attendance_rate: figureOf(own, 'attendance_rate'),
    });
    expect(stores.rows.find((r: Row) => r.store_id === second)).toMatchObject({
      classes: 1,
      capacity: 4,
      enrolled: 0,
    });
    // Every store of the chain has a row, and the rows add up to the chain's figures.
    await expectStoresAddUp(t, chain, ['classes', 'capacity', 'enrolled']);
  });
});
