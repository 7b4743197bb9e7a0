import { expect } from 'vitest';
import { partsWritten } from '../../src/modules/reports/store-parts.ts';
import type { TestApp, TestBody } from './app.ts';
import { swimSchool } from './classes.ts';
import { jst, schoolBuilder } from './school.ts';

// One hand-built store for the programs, attendance, staff, facilities and custom reports (issue 18), every
// figure known. The clock: Sunday 22 November 2026, 10:00 Tokyo; the period 1–21 November (all held).
//
// Store 10:00–21:00 every day (no closures). Lanes L1, L2 of a pool.
// K1 ジュニア (program P1) Mondays 16:00–17:00, seats 3, coach A, lane L1: 2, 9, 16 Nov; 9 Nov cancelled (休講).
// K2 成人 (program P2) Wednesdays 19:00–20:30, seats 2, coach B, lane L2: 4, 11, 18 Nov; 11 Nov 代行 by coach A.
// Enrolled: K1 m1 (all along), m2 (from 10 Nov); K2 m3 (all along), m4 (until 5 Nov).
//   Places: K1 2 Nov m1, 16 Nov m1 m2 → 3; K2 4 Nov m3 m4, 11 Nov m3, 18 Nov m3 → 4.
// Presence: K1 2 Nov m1 (visit); 16 Nov m2 (visit), m1 absent with a notice (欠席連絡); K2 4 Nov m3 (visit),
//   m4 not; 11 Nov m3 (tablet mark, no visit); 18 Nov m3 came after the end (not present) → 4 of 7.
// Makeup: m1 booked into K2 on 18 Nov. Waiting list of K2 at 21 Nov: m5 waiting; m6 withdrew on 12 Nov.
// Visits in the period: m2 1 Nov 00:10, m1 2 Nov 15:45, m3 4 Nov 18:40, m2 16 Nov 16:10, m3 18 Nov 21:00,
//   m3 21 Nov 10:05 → 6 (m1 31 Oct 23:30 and m1 22 Nov 09:00 lie outside).
// Promotion test 15 Nov: m1 (K1) passed, m2 (K1) failed, m3 (K2) passed.
// Invoices of November (a confirmed cycle): m1 8,800 paid, m2 5,500 unpaid, m3 3,000 void.

export const PERIOD = 'from=2026-11-01&to=2026-11-21';

export interface ReportsWorld {
  storeId: number;
  token: string;
  coachA: number;
  coachB: number;
  p1: number;
  p2: number;
  k1: number;
  k2: number;
  members: number[];
  grades: number[];
  get(url: string): Promise<TestBody>;
}

export async function reportsWorld(t: TestApp): Promise<ReportsWorld> {
  t.clock.now = jst('2026-11-22 10:00');
  const storeId = await t.createStore();
  const manager = await t.createStaff({ role: 'manager', storeId });
  const token = await t.login(manager.email);
  const one = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;
  const coachA = (await t.createStaff({ role: 'staff', storeId })).id;
  const coachB = (await t.createStaff({ role: 'staff', storeId })).id;
  await t.db.query(`update staffs set name = 'コーチ A' where id = $1`, [coachA]);
  await t.db.query(`update staffs set name = 'コーチ B' where id = $1`, [coachB]);
  await t.db.query(
    `insert into store_business_hours (store_id, day_of_week, opens_at, closes_at)
     select $1, d, '10:00', '21:00' from generate_series(0, 6) d`,
    [storeId],
  );
  const { school, grades } = await swimSchool(t, storeId);
  const p1 = await one(
    `insert into programs (store_id, school_id, name, monthly_fee, sort_order) values ($1, $2, 'ジュニア', 7700, 1) returning id`,
    [storeId, school],
  );
  const p2 = await one(
    `insert into programs (store_id, school_id, name, monthly_fee, sort_order) values ($1, $2, '成人', 8800, 2) returning id`,
    [storeId, school],
  );
  const facility = await one(
    `insert into facilities (store_id, name, kind) values ($1, 'プール', 'pool') returning id`,
    [storeId],
  );
  const l1 = await one(
    `insert into facility_lanes (facility_id, number, name) values ($1, 1, '第1レーン') returning id`,
    [facility],
  );
  const l2 = await one(
    `insert into facility_lanes (facility_id, number, name) values ($1, 2, '第2レーン') returning id`,
    [facility],
  );
  const klass = (
    name: string,
    program: number,
    day: number,
    start: string,
    end: string,
    seats: number,
    coach: number,
    lane: number,
  ) =>
    one(
      `insert into classes (store_id, school_id, program_id, facility_id, lane_id, name, instructor_id, day_of_week,
         start_time, end_time, capacity, starts_on)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, '2000-01-01') returning id`,
      [storeId, school, program, facility, lane, name, coach, day, start, end, seats],
    );
  const k1 = await klass('ジュニア月', p1, 1, '16:00', '17:00', 3, coachA, l1);
  const k2 = await klass('成人水', p2, 3, '19:00', '20:30', 2, coachB, l2);

  const b = schoolBuilder(t, storeId);
  const m1 = await b.customer({ name: '会員 一', birth: '2016-05-01' });
  const m2 = await b.customer({ name: '会員 二', birth: '2019-05-01', joined: '2026-11-10' });
  const m3 = await b.customer({ name: '会員 三', birth: '1990-01-01' });
  const m4 = await b.customer({ name: '会員 四', birth: null });
  const m5 = await b.customer({ name: '会員 五' });
  const m6 = await b.customer({ name: '会員 六' });
  await t.db.query(`update customers set gender = 'female', grade_id = $2 where id = $1`, [m1, grades[1]]);
  await t.db.query(`update customers set gender = 'male', grade_id = $2 where id = $1`, [m2, grades[0]]);
  await t.db.query(`update customers set gender = 'female' where id = $1`, [m3]);
  await b.enrol(k1, m1, '2025-01-01');
  await b.enrol(k1, m2, '2026-11-10');
  await b.enrol(k2, m3, '2025-01-01');
  await b.enrol(k2, m4, '2025-01-01', '2026-11-05');

  await t.db.query(
    `insert into lesson_exceptions (store_id, class_id, lesson_date, kind, reason) values ($1, $2, '2026-11-09', 'cancelled', 'プール点検')`,
    [storeId, k1],
  );
  await t.db.query(
    `insert into lesson_exceptions (store_id, class_id, lesson_date, kind, substitute_instructor_id, reason)
     values ($1, $2, '2026-11-11', 'moved', $3, '研修')`,
    [storeId, k2, coachA],
  );
  await b.visit(m1, '2026-10-31 23:30', '2026-10-31 23:50');
  await b.visit(m2, '2026-11-01 00:10', '2026-11-01 00:40');
  await b.visit(m1, '2026-11-02 15:45', '2026-11-02 17:10');
  await b.visit(m3, '2026-11-04 18:40', '2026-11-04 20:40');
  await b.visit(m2, '2026-11-16 16:10', '2026-11-16 17:00');
  await b.visit(m3, '2026-11-18 21:00', '2026-11-18 21:30');
  await b.visit(m3, '2026-11-21 10:05', '2026-11-21 11:00');
  await b.visit(m1, '2026-11-22 09:00', '2026-11-22 09:30');
  await b.mark(k2, m3, '2026-11-11', 'present');
  const absence = await one(
    `insert into lesson_absences (store_id, class_id, customer_id, lesson_date) values ($1, $2, $3, '2026-11-16') returning id`,
    [storeId, k1, m1],
  );
  const credit = await one(
    `insert into makeup_credits (store_id, customer_id, source, absence_id, class_id, program_id, lesson_date, expires_on)
     values ($1, $2, 'absence', $3, $4, $5, '2026-11-16', '2026-12-31') returning id`,
    [storeId, m1, absence, k1, p1],
  );
  await t.db.query(
    `insert into makeup_bookings (store_id, credit_id, customer_id, class_id, lesson_date) values ($1, $2, $3, $4, '2026-11-18')`,
    [storeId, credit, m1, k2],
  );
  await t.db.query(
    `insert into class_waitlist (class_id, customer_id, status, created_at) values ($1, $2, 'waiting', $3)`,
    [k2, m5, jst('2026-11-10 12:00')],
  );
  await t.db.query(
    `insert into class_waitlist (class_id, customer_id, status, created_at, closed_at) values ($1, $2, 'withdrawn', $3, $4)`,
    [k2, m6, jst('2026-11-08 12:00'), jst('2026-11-12 12:00')],
  );
  const test = await one(
    `insert into promotion_tests (store_id, school_id, name, held_on) values ($1, $2, '11月進級テスト', '2026-11-15') returning id`,
    [storeId, school],
  );
  for (const [customer, from, passed] of [
    [m1, k1, true],
    [m2, k1, false],
    [m3, k2, true],
  ] as const) {
    await t.db.query(
      `insert into promotion_results (test_id, customer_id, tested_grade_id, passed, from_class_id) values ($1, $2, $3, $4, $5)`,
      [test, customer, grades[0], passed, from],
    );
  }
  const cycle = await one(
    `insert into billing_cycles (store_id, billing_month, closing_date, withdrawal_date, status)
     values ($1, '2026-11-01', '2026-11-10', '2026-11-27', 'confirmed') returning id`,
    [storeId],
  );
  for (const [customer, total, paid, status] of [
    [m1, 8800, 8800, 'paid'],
    [m2, 5500, 0, 'unpaid'],
    [m3, 3000, 0, 'void'],
  ] as const) {
    const invoice = await one(
      `insert into invoices (cycle_id, store_id, customer_id, billing_month, payment_method, total, tax, paid_amount, status)
       values ($1, $2, $3, '2026-11-01', 'cash', $4, $5, $6, $7) returning id`,
      [cycle, storeId, customer, total, Math.floor(total / 11), paid, status],
    );
    await t.db.query(
      `insert into invoice_lines (invoice_id, position, source, source_id, kind, description, amount, tax_rate, program_id)
       values ($1, 1, 'contract', 1, 'monthly_fee', '月会費', $2, 10, $3)`,
      [invoice, total, customer === m3 ? p2 : p1],
    );
  }

  const get = async (url: string) => {
    const response = await t.request({ method: 'GET', url, token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  return {
    storeId,
    token,
    coachA,
    coachB,
    p1,
    p2,
    k1,
    k2,
    members: [m1, m2, m3, m4, m5, m6],
    grades,
    get,
  };
}

/** A report's figure by key. */
export const figureOf = (report: TestBody, key: string) =>
  report.summary.find((f: { key: string }) => f.key === key)?.value;

/** A report's table by key. */
export const tableOf = (report: TestBody, key: string) =>
  report.tables.find((table: { key: string }) => table.key === key);

/** A report over the whole chain (`store_id=all`) as a new admin of `storeId` gets it (`path` with its query). */
export async function chainReport(t: TestApp, path: string, storeId: number): Promise<TestBody> {
  const admin = await t.createStaff({ role: 'admin', storeId });
  const answer = await t.request({
    method: 'GET',
    url: `${path}&store_id=all`,
    token: await t.login(admin.email),
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** A chain report's table `stores`: a row for every store of the chain, in id order, adding up to its `figures`. */
export async function expectStoresAddUp(t: TestApp, chain: TestBody, figures: readonly string[]) {
  const stores = tableOf(chain, 'stores');
  const { rows } = await t.db.query<{ id: number }>('select id from stores order by id');
  expect(stores.rows.map((r: { store_id: number }) => r.store_id)).toEqual(rows.map((s) => s.id));
  const sum = (key: string) =>
    stores.rows.reduce((n: number, r: Record<string, unknown>) => n + Number(r[key] ?? 0), 0);
  expect(figures.map(sum)).toEqual(figures.map((key) => figureOf(chain, key)));
}

/** The keys of the kept parts of `report` of the store `storeId`, once every part being kept is written. */
export async function keptPartKeys(t: TestApp, report: string, storeId: number): Promise<string[]> {
  await partsWritten();
  const { rows } = await t.db.query<{ key: string }>(
    'select key from report_store_parts where report = $1 and store_id = $2',
    [report, storeId],
  );
  return rows.map((row) => row.key);
}
