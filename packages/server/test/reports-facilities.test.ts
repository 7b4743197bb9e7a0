import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
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

// The facilities report (施設, issue 18) on the hand-built store of support/reports-b.ts: 21 open days of
// 10:00–21:00, two lanes; K1 takes lane 1 Mondays 16–17 (twice: 9 Nov is 休講), K2 lane 2 Wednesdays
// 19:00–20:30 (three times, the 代行 keeps its lane).

describe.each(databaseTargets)('facilities report on $name', (target) => {
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

  /** A copy of class `from` (its lane, school and coach) on another weekday and times, from `startsOn`. */
  async function copyClass(
    from: number,
    name: string,
    weekday: number,
    start: string,
    end: string,
    startsOn: string,
  ) {
    const { rows } = await t.db.query<{ id: number }>(
      `insert into classes (store_id, school_id, program_id, facility_id, lane_id, name, instructor_id, day_of_week,
         start_time, end_time, capacity, starts_on)
       select store_id, school_id, program_id, facility_id, lane_id, $2, instructor_id, $3, $4, $5, capacity, $6
         from classes where id = $1 returning id`,
      [from, name, weekday, start, end, startsOn],
    );
    return rows[0]?.id as number;
  }
  /** The heat map's cell of a weekday and hour. */
  const heatCell = (report: unknown, weekday: string, hour: number) =>
    tableOf(report, 'heatmap').rows.find(
      (r: { weekday: string; hour: number }) => r.weekday === weekday && r.hour === hour,
    );

  it('when 1–21 November is asked, then lane hours, occupancy, the peak and unused hours are exact', async () => {
    const report = await w.get(`/api/reports/facilities?${PERIOD}`);
    expect(figureOf(report, 'lanes')).toBe(2);
    expect(figureOf(report, 'used_hours')).toBe(6.5);
    expect(figureOf(report, 'open_hours')).toBe(462);
    expect(figureOf(report, 'occupancy_rate')).toBe(1.4);
    expect(figureOf(report, 'peak')).toBe('水 19時台');
    // 7 weekdays × 11 hours × 2 lanes, less lane 1 on Monday 16h and lane 2 on Wednesday 19h and 20h.
    expect(figureOf(report, 'unused_slots')).toBe(151);
    expect(tableOf(report, 'lanes').rows).toEqual([
      {
        facility_name: 'プール',
        lane_name: '第1レーン',
        used_hours: 2,
        open_hours: 231,
        occupancy_rate: 0.9,
      },
      {
        facility_name: 'プール',
        lane_name: '第2レーン',
        used_hours: 4.5,
        open_hours: 231,
        occupancy_rate: 1.9,
      },
    ]);
    const heat = tableOf(report, 'heatmap').rows;
    const cell = (weekday: string, hour: number) =>
      heat.find((r: { weekday: string; hour: number }) => r.weekday === weekday && r.hour === hour);
    expect(cell('月', 16)).toMatchObject({ occupancy_rate: 33.3, used_hours: 2, open_hours: 6 });
    expect(cell('水', 19)).toMatchObject({ occupancy_rate: 50 });
    expect(cell('水', 20)).toMatchObject({ occupancy_rate: 25 });
    expect(heat).toHaveLength(7 * 11);
    expect(tableOf(report, 'peaks').rows.slice(0, 3)).toEqual([
      { rank: 1, weekday: '水', hour: 19, occupancy_rate: 50 },
      { rank: 2, weekday: '月', hour: 16, occupancy_rate: 33.3 },
      { rank: 3, weekday: '水', hour: 20, occupancy_rate: 25 },
    ]);
    const monday16 = tableOf(report, 'unused').rows.find(
      (r: { weekday: string; hour: number }) => r.weekday === '月' && r.hour === 16,
    );
    expect(monday16).toEqual({ weekday: '月', hour: 16, free_lanes: 1, lanes: 'プール 第2レーン' });
  });

  it('when a lesson moves to the other lane for a day, then that day counts in the other lane', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `select l.id from facility_lanes l join facilities f on f.id = l.facility_id where f.store_id = $1 and l.number = 2`,
      [w.storeId],
    );
    await t.db.query(
      `insert into lesson_exceptions (store_id, class_id, lesson_date, kind, lane_id) values ($1, $2, '2026-11-02', 'moved', $3)`,
      [w.storeId, w.k1, rows[0]?.id],
    );
    const report = await w.get(`/api/reports/facilities?${PERIOD}`);
    expect(tableOf(report, 'lanes').rows.map((r: { used_hours: number }) => r.used_hours)).toEqual([1, 5.5]);
    await t.db.query(`delete from lesson_exceptions where class_id = $1 and lesson_date = '2026-11-02'`, [
      w.k1,
    ]);
  });

  it('when two classes share a lane in an hour, then the lane’s hour on a day is full at most once', async () => {
    // K3 in lane 2 on Wednesdays 19:30–20:15 from 10 November, beside K2's 19:00–20:30: on the 11th and the 18th
    // the 19h hour is K2's 60 minutes and K3's 30, full once; the 20h hour 30 + 15 minutes; on the 4th K2 alone.
    const k3 = await copyClass(w.k2, '成人水2', 3, '19:30', '20:15', '2026-11-10');
    try {
      const report = await w.get(`/api/reports/facilities?${PERIOD}`);
      // Lane 2: 19h 3 × 60 minutes, 20h 30 + 45 + 45 minutes: 5 hours (4.5 before K3; 6 if the 19h hour filled twice).
      expect(tableOf(report, 'lanes').rows.map((r: { used_hours: number }) => r.used_hours)).toEqual([2, 5]);
      const cell = (weekday: string, hour: number) => heatCell(report, weekday, hour);
      expect(cell('水', 19)).toMatchObject({ used_hours: 3, occupancy_rate: 50 });
      expect(cell('水', 20)).toMatchObject({ used_hours: 2, occupancy_rate: 33.3 });
    } finally {
      await t.db.query('delete from classes where id = $1', [k3]);
    }
  });

  it('when a class starts in the period and a lesson moves to other times, then its lessons count from its start, the moved one at its times', async () => {
    // K4 in lane 1 on Fridays 10:00–11:00 from 10 November: the 13th and the 20th (not the 6th); the 20th moved to
    // 12:00–13:00. Counted from the open Fridays of its term, less the day with an exception, which counts as moved.
    const k4 = await copyClass(w.k1, '金曜朝', 5, '10:00', '11:00', '2026-11-10');
    try {
      await t.db.query(
        `insert into lesson_exceptions (store_id, class_id, lesson_date, kind, start_time, end_time)
         values ($1, $2, '2026-11-20', 'moved', '12:00', '13:00')`,
        [w.storeId, k4],
      );
      const report = await w.get(`/api/reports/facilities?${PERIOD}`);
      expect(tableOf(report, 'lanes').rows.map((r: { used_hours: number }) => r.used_hours)).toEqual([
        4, 4.5,
      ]);
      const cell = (weekday: string, hour: number) => heatCell(report, weekday, hour);
      expect(cell('金', 10)).toMatchObject({ used_hours: 1 });
      expect(cell('金', 12)).toMatchObject({ used_hours: 1 });
      expect(cell('金', 11)).toMatchObject({ used_hours: 0 });
    } finally {
      await t.db.query('delete from classes where id = $1', [k4]);
    }
  });

  it('when an admin asks for the chain, then the stores are listed, a facility’s name is one row and free hours count the stores', async () => {
    const second = await t.createStore();
    await t.db.query(
      `insert into store_business_hours (store_id, day_of_week, opens_at, closes_at)
       select $1, d, '10:00', '21:00' from generate_series(0, 6) d`,
      [second],
    );
    await t.db.query(
      `with f as (insert into facilities (store_id, name, kind) values ($1, 'プール', 'pool') returning id)
       insert into facility_lanes (facility_id, number, name) select id, 1, '第1レーン' from f`,
      [second],
    );
    const chain = await chainReport(t, `/api/reports/facilities?${PERIOD}`, second);
    const own = await w.get(`/api/reports/facilities?${PERIOD}`);
    type Row = Record<string, number | string | null>;
    expect(chain.tables.map((table: { key: string }) => table.key)).toEqual([
      'stores',
      'facilities',
      'heatmap',
      'peaks',
      'unused',
    ]);
    expect(chain.charts.map((c: { key: string }) => c.key)).toEqual(['heatmap', 'stores']);
    const stores = tableOf(chain, 'stores').rows;
    expect(stores.find((r: Row) => r.store_id === w.storeId)).toMatchObject({
      lanes: figureOf(own, 'lanes'),
      used_hours: figureOf(own, 'used_hours'),
      open_hours: figureOf(own, 'open_hours'),
      occupancy_rate: figureOf(own, 'occupancy_rate'),
    });
    // The second store: one lane, 21 open days of 11 hours, no lesson.
    expect(stores.find((r: Row) => r.store_id === second)).toMatchObject({
      lanes: 1,
      used_hours: 0,
      open_hours: 231,
      occupancy_rate: 0,
    });
    await expectStoresAddUp(t, chain, ['lanes']);
    // Both stores' プール: one row of their three lanes.
    expect(tableOf(chain, 'facilities').rows).toEqual([
      expect.objectContaining({ facility_name: 'プール', lanes: 3 }),
    ]);
    // Monday 16h: the first store's lane 2 and the second store's lane are free; the stores are counted, not named.
    const monday16 = tableOf(chain, 'unused').rows.find((r: Row) => r.weekday === '月' && r.hour === 16);
    expect(monday16).toEqual({ weekday: '月', hour: 16, free_lanes: 2, free_stores: 2 });
    expect(chain.notes.join('')).toContain('レーン別の表と空きレーンの名前は店舗を選ぶと表示されます');
  });

  it('when the store closes for a day or changes its hours after a read, then the next read has the hours open then', async () => {
    const before = figureOf(await w.get(`/api/reports/facilities?${PERIOD}`), 'open_hours');
    const { rows } = await t.db.query<{ id: number }>(
      `insert into store_closures (store_id, starts_on, ends_on, reason) values ($1, '2026-11-20', '2026-11-20', '臨時休館')
       returning id`,
      [w.storeId],
    );
    // Two lanes, 11 hours each, one day fewer.
    expect(figureOf(await w.get(`/api/reports/facilities?${PERIOD}`), 'open_hours')).toBe(before - 22);
    await t.db.query('delete from store_closures where id = $1', [rows[0]?.id]);
    await t.db.query(
      `update store_business_hours set closes_at = '20:00' where store_id = $1 and day_of_week = 5`,
      [w.storeId],
    );
    // Fridays 6, 13 and 20 November close an hour earlier.
    expect(figureOf(await w.get(`/api/reports/facilities?${PERIOD}`), 'open_hours')).toBe(before - 6);
    await t.db.query(
      `update store_business_hours set closes_at = '21:00' where store_id = $1 and day_of_week = 5`,
      [w.storeId],
    );
    expect(figureOf(await w.get(`/api/reports/facilities?${PERIOD}`), 'open_hours')).toBe(before);
  });

  it('when staff asks, then 403', async () => {
    const staff = await t.createStaff({ role: 'staff', storeId: w.storeId });
    expect(
      (await t.request({ method: 'GET', url: '/api/reports/facilities', token: await t.login(staff.email) }))
        .status,
    ).toBe(403);
  });
});
