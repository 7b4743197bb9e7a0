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
import { jst } from './support/school.ts';

// The attendance report (出席, issue 18) on the hand-built store of support/reports-b.ts.

describe.each(databaseTargets)('attendance report on $name', (target) => {
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

  it('when 1–21 November is asked, then visits, lessons, presences, absences, makeups and 休講 are exact', async () => {
    const report = await w.get(`/api/reports/attendance?${PERIOD}`);
    expect(report.report).toBe('attendance');
    expect(report.period).toEqual({ from: '2026-11-01', to: '2026-11-21' });
    expect(report.summary.map((f: { key: string; value: unknown }) => [f.key, f.value])).toEqual([
      ['check_ins', 6],
      ['visitors', 3],
      ['lessons', 5],
      ['attendance_rate', 57.1],
      ['presences', 4],
      ['absences', 1],
      ['makeups_used', 1],
      ['cancelled_lessons', 1],
    ]);
    // 21 days: one row a day by default.
    const series = tableOf(report, 'series');
    expect(series.rows).toHaveLength(21);
    expect(series.rows[0]).toMatchObject({ period: '2026-11-01', check_ins: 1, lessons: 0 });
    expect(series.rows[1]).toMatchObject({ period: '2026-11-02', check_ins: 1, lessons: 1, presences: 1 });
    expect(series.rows[8]).toMatchObject({ period: '2026-11-09', lessons: 0, cancelled_lessons: 1 });
    expect(series.totals).toMatchObject({
      check_ins: 6,
      lessons: 5,
      places: 7,
      presences: 4,
      attendance_rate: 57.1,
    });
    const classes = tableOf(report, 'classes').rows;
    expect(classes).toEqual([
      expect.objectContaining({
        class_name: 'ジュニア月',
        slot: '月 16:00',
        lessons: 2,
        places: 3,
        presences: 2,
        absences: 1,
        cancelled_lessons: 1,
        attendance_rate: 66.7,
      }),
      expect.objectContaining({
        class_name: '成人水',
        slot: '水 19:00',
        lessons: 3,
        places: 4,
        presences: 2,
        makeups_used: 1,
        attendance_rate: 50,
      }),
    ]);
  });

  it('when grouped by week, then weeks start on Sunday; by month, one row', async () => {
    const weekly = await w.get(`/api/reports/attendance?${PERIOD}&group_by=week`);
    expect(
      tableOf(weekly, 'series').rows.map((r: { period: string; check_ins: number }) => [
        r.period,
        r.check_ins,
      ]),
    ).toEqual([
      ['2026-11-01', 3],
      ['2026-11-08', 0],
      ['2026-11-15', 3],
    ]);
    const monthly = await w.get(`/api/reports/attendance?${PERIOD}&group_by=month`);
    expect(tableOf(monthly, 'series').rows).toEqual([
      expect.objectContaining({ period: '2026-11', check_ins: 6, lessons: 5 }),
    ]);
  });

  it('when the heat map is read, then check-ins sit in their Tokyo weekday and hour', async () => {
    const report = await w.get(`/api/reports/attendance?${PERIOD}`);
    const heat = report.charts.find((c: { key: string }) => c.key === 'heatmap');
    const cell = (weekday: string, hour: number) =>
      heat.rows.find((r: { weekday: string; hour: number }) => r.weekday === weekday && r.hour === hour);
    // Sunday 1 Nov 00:10 Tokyo is Saturday 31 Oct in UTC: it counts on Sunday at 0.
    expect(cell('日', 0)).toMatchObject({ check_ins: 1, per_day: 0.3 });
    expect(cell('月', 15)).toMatchObject({ check_ins: 1 });
    expect(cell('水', 18)).toMatchObject({ check_ins: 1 });
    expect(cell('水', 21)).toMatchObject({ check_ins: 1 });
    expect(heat.rows.reduce((n: number, r: { check_ins: number }) => n + r.check_ins, 0)).toBe(6);
  });

  it('when the month total is compared, then it is the dashboard month count and the visits of the month', async () => {
    const report = await w.get('/api/reports/attendance?from=2026-11-01&to=2026-11-30');
    const month = await w.get('/api/dashboard/attendance-trend/2026-11');
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from attendances where store_id = $1
         and check_in_at >= '2026-11-01T00:00:00+09:00' and check_in_at < '2026-12-01T00:00:00+09:00'`,
      [w.storeId],
    );
    expect(figureOf(report, 'check_ins')).toBe(7);
    expect(rows[0]?.n).toBe(7);
    expect(month.check_ins).toBe(7);
    const kpi = await w.get('/api/dashboard/kpi');
    expect(kpi.monthly_attendances.value).toBe(7);
  });

  it('when visits are moved, checked out and deleted, then the hourly counts follow them exactly', async () => {
    const b = await t.db.query<{ id: number }>(
      `insert into attendances (store_id, customer_id, check_in_at) values ($1, $2, '2026-11-20T10:30:00+09:00') returning id`,
      [w.storeId, w.members[4]],
    );
    const id = b.rows[0]?.id;
    await t.db.query(`update attendances set check_out_at = '2026-11-20T11:00:00+09:00' where id = $1`, [id]);
    // Moved within its day (the dashboard's daily count moves across days only by insert and delete).
    await t.db.query(`update attendances set check_in_at = '2026-11-20T08:10:00+09:00' where id = $1`, [id]);
    let report = await w.get(`/api/reports/attendance?${PERIOD}`);
    expect(figureOf(report, 'check_ins')).toBe(7);
    const cell = (weekday: string, hour: number) =>
      tableOf(report, 'heatmap').rows.find(
        (r: { weekday: string; hour: number }) => r.weekday === weekday && r.hour === hour,
      );
    expect(cell('金', 8).check_ins).toBe(1);
    expect(cell('金', 10).check_ins).toBe(0);
    await t.db.query('delete from attendances where id = $1', [id]);
    report = await w.get(`/api/reports/attendance?${PERIOD}`);
    expect(figureOf(report, 'check_ins')).toBe(6);
    expect(cell('金', 8).check_ins).toBe(0);
  });

  it('when the CSV is asked, then it is UTF-8 with a BOM and holds every table', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/reports/attendance?${PERIOD}&format=csv`,
      token: w.token,
    });
    expect(response.status).toBe(200);
    expect(String(response.headers['content-type'])).toContain('text/csv');
    const text = String(response.body);
    expect(text.startsWith('\uFEFF■ 出席')).toBe(true);
    expect(text).toContain('■ クラス別');
    expect(text).toContain('ジュニア月,ジュニア,月 16:00,コーチ A,2,3,2,66.7,1,0,1');
  });

  it('when the period is inverted or the grouping unknown, then 422 or 400 in the envelope', async () => {
    const inverted = await t.request({
      method: 'GET',
      url: '/api/reports/attendance?from=2026-11-21&to=2026-11-01',
      token: w.token,
    });
    expect(inverted.status).toBe(422);
    expect(inverted.body.success).toBe(false);
    const grouping = await t.request({
      method: 'GET',
      url: `/api/reports/attendance?${PERIOD}&group_by=year`,
      token: w.token,
    });
    expect([400, 422]).toContain(grouping.status);
    expect(grouping.body.success).toBe(false);
  });

  it('when staff or another store asks, then 403; an admin gets the chain total', async () => {
    const staff = await t.createStaff({ role: 'staff', storeId: w.storeId });
    const staffAnswer = await t.request({
      method: 'GET',
      url: `/api/reports/attendance?${PERIOD}`,
      token: await t.login(staff.email),
    });
    expect(staffAnswer.status).toBe(403);
    const other = await t.createStore();
    const otherAnswer = await t.request({
      method: 'GET',
      url: `/api/reports/attendance?${PERIOD}&store_id=${other}`,
      token: w.token,
    });
    expect(otherAnswer.status).toBe(403);
    const admin = await t.createStaff({ role: 'admin', storeId: other });
    const chain = await chainReport(t, `/api/reports/attendance?${PERIOD}`, other);
    expect(figureOf(chain, 'check_ins')).toBeGreaterThanOrEqual(6);
    // The chain total lists its stores, not every store's classes; each store's row is its own report's figures.
    expect(chain.tables.map((table: { key: string }) => table.key)).toEqual(['series', 'heatmap', 'stores']);
    const stores = tableOf(chain, 'stores');
    const own = await w.get(`/api/reports/attendance?${PERIOD}`);
    expect(stores.rows.find((r: { store_id: number }) => r.store_id === w.storeId)).toMatchObject({
      check_ins: figureOf(own, 'check_ins'),
      lessons: figureOf(own, 'lessons'),
      presences: figureOf(own, 'presences'),
      absences: figureOf(own, 'absences'),
      makeups_used: figureOf(own, 'makeups_used'),
      cancelled_lessons: figureOf(own, 'cancelled_lessons'),
      attendance_rate: figureOf(own, 'attendance_rate'),
    });
    // Every store of the chain has a row, one without visits or lessons too, and the rows add up to the total.
    await expectStoresAddUp(t, chain, ['check_ins', 'lessons', 'presences']);
    expect(stores.rows.find((r: { store_id: number }) => r.store_id === other)).toMatchObject({
      check_ins: 0,
      lessons: 0,
    });
    expect(stores.totals).toMatchObject({ store_name: '合計', check_ins: figureOf(chain, 'check_ins') });
    const mine = await t.request({
      method: 'GET',
      url: `/api/reports/attendance?${PERIOD}&store_id=${other}`,
      token: await t.login(admin.email),
    });
    expect(figureOf(mine.body.data, 'check_ins')).toBe(0);
  });

  it('when the store closes on a lesson day, then that lesson is not counted, in the store’s report and in the chain total', async () => {
    await t.db.query(
      `insert into store_closures (store_id, starts_on, ends_on, reason) values ($1, '2026-11-02', '2026-11-02', '設備点検')`,
      [w.storeId],
    );
    try {
      const store = await w.get(`/api/reports/attendance?${PERIOD}`);
      expect(figureOf(store, 'lessons')).toBe(4);
      expect(tableOf(store, 'series').rows[1]).toMatchObject({
        period: '2026-11-02',
        check_ins: 1,
        lessons: 0,
      });
      const admin = await t.createStaff({ role: 'admin', storeId: w.storeId });
      const all = await t.request({
        method: 'GET',
        url: `/api/reports/attendance?${PERIOD}&store_id=all`,
        token: await t.login(admin.email),
      });
      expect(figureOf(all.body.data, 'lessons')).toBe(4);
    } finally {
      await t.db.query(`delete from store_closures where store_id = $1 and reason = '設備点検'`, [w.storeId]);
    }
    expect(figureOf(await w.get(`/api/reports/attendance?${PERIOD}`), 'lessons')).toBe(5);
  });

  it('when an absence notice or a makeup of a counted lesson is added, cancelled or removed, then the reports count it at once', async () => {
    const makeupsIn = async () =>
      tableOf(await w.get(`/api/reports/programs?${PERIOD}`), 'programs').rows.map(
        (r: { makeups_in: number }) => r.makeups_in,
      );
    const figures = async () => {
      const report = await w.get(`/api/reports/attendance?${PERIOD}`);
      return [figureOf(report, 'absences'), figureOf(report, 'makeups_used'), ...(await makeupsIn())];
    };
    // The lessons are counted and kept by the first read; the kept counts must not go stale.
    expect(await figures()).toEqual([1, 1, 0, 1]);
    const m3 = w.members[2] as number;
    await t.db.query(
      `insert into lesson_absences (store_id, class_id, customer_id, lesson_date) values ($1, $2, $3, '2026-11-04')`,
      [w.storeId, w.k2, m3],
    );
    expect(await figures()).toEqual([2, 1, 0, 1]);
    await t.db.query(
      `update makeup_bookings set status = 'cancelled', cancelled_at = now() where store_id = $1 and status = 'booked'`,
      [w.storeId],
    );
    expect(await figures()).toEqual([2, 0, 0, 0]);
    await t.db.query(
      `update makeup_bookings set status = 'booked', cancelled_at = null where store_id = $1`,
      [w.storeId],
    );
    await t.db.query(`delete from lesson_absences where customer_id = $1 and lesson_date = '2026-11-04'`, [
      m3,
    ]);
    expect(await figures()).toEqual([1, 1, 0, 1]);
  });

  // Over several stores, a store's days up to the day before yesterday are a kept part (0520); the members who came are
  // counted as rows, less the second rows of members who came to several stores.
  let seq = 0;
  async function newMember(store: number) {
    seq += 1;
    const { rows } = await t.db.query<{ id: number }>(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         birth_date, gender, status, joined_on)
       values ($1, $2, '来館', $3, 'ライカン', 'テスト', '2015-04-04', 'male', 'active', '2026-01-10') returning id`,
      [store, `A${seq}`, `${seq}`],
    );
    return (rows[0] as { id: number }).id;
  }
  const visitSql = `insert into attendances (store_id, customer_id, check_in_at, check_out_at)
                    values ($1, $2, $3, $3::timestamptz + interval '1 hour')`;
  const chainFigures = async (store: number) => {
    const chain = await chainReport(t, `/api/reports/attendance?${PERIOD}`, store);
    const row = tableOf(chain, 'stores').rows.find((r: { store_id: number }) => r.store_id === store);
    return {
      check_ins: figureOf(chain, 'check_ins'),
      visitors: figureOf(chain, 'visitors'),
      store: row?.check_ins,
    };
  };

  it('when a visit is added to a past day after the chain’s report was read, then the next read counts it', async () => {
    const store = await t.createStore();
    const member = await newMember(store);
    const before = await chainFigures(store);
    expect(before.store).toBe(0);
    // A visit recorded afterwards on 10 November, a day the stores' kept parts hold.
    await t.db.query(visitSql, [store, member, jst('2026-11-10 12:00')]);
    expect(await chainFigures(store)).toEqual({
      check_ins: before.check_ins + 1,
      visitors: before.visitors + 1,
      store: 1,
    });
  });

  it('when a member comes to two stores, then the chain’s 来館会員数 counts them once', async () => {
    const [a, b] = [await t.createStore(), await t.createStore()];
    const member = await newMember(a);
    const before = await chainFigures(a);
    await t.db.query(visitSql, [a, member, jst('2026-11-05 10:00')]);
    await t.db.query(visitSql, [b, member, jst('2026-11-06 10:00')]);
    const after = await chainFigures(a);
    expect([after.check_ins - before.check_ins, after.visitors - before.visitors]).toEqual([2, 1]);
  });

  it('when a member’s first visits to two stores are made at once, then the chain counts them once', async () => {
    const [a, b] = [await t.createStore(), await t.createStore()];
    const member = await newMember(a);
    const before = await chainFigures(a);
    let second: Promise<unknown> = Promise.resolve();
    await t.db.transaction(async (tx) => {
      await tx.query(visitSql, [a, member, jst('2026-11-07 10:00')]);
      // The other store's first visit while this one is not committed: on PostgreSQL it waits for this transaction
      // (the member's row of report_visitor_stores), on PGlite for its one connection.
      let settled = false;
      second = t.db.query(visitSql, [b, member, jst('2026-11-08 10:00')]).finally(() => {
        settled = true;
      });
      if (target.name !== 'postgres') return;
      for (;;) {
        // A transaction sees the backends as they were when it first looked, unless it lets that go.
        await tx.query('select pg_stat_clear_snapshot()');
        const { rows } = await tx.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query like 'insert into attendances%'`,
        );
        if ((rows[0]?.n ?? 0) > 0 || settled) break;
      }
      expect(settled).toBe(false);
    });
    await second;
    const after = await chainFigures(a);
    expect([after.check_ins - before.check_ins, after.visitors - before.visitors]).toEqual([2, 1]);
  });
});
