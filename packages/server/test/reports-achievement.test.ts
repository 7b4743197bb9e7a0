import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { segmentsOf } from '../src/modules/reports/shared.ts';
import { startTestApp, type TestApp, type TestBody } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets, heldTransaction } from './support/databases.ts';
import { keptPartKeys } from './support/reports-b.ts';
import { jst } from './support/school.ts';

// The member achievement report (進級) on hand-built grade histories and promotion tests whose every figure is
// known: promotions per grade and month (Tokyo days: a change at 23:30 on 31 March is March's), pass rates per
// grade, class and coach, the median days to the next grade, the members longest at their grade; another
// store's promotion never counted.

describe('a 進級 period’s segments', () => {
  it('when a period runs over several months, then it is cut at their ends, its first and last months partial', () => {
    expect(segmentsOf({ from: '2028-01-15', to: '2028-03-05' })).toEqual([
      { from: '2028-01-15', to: '2028-01-31' },
      { from: '2028-02-01', to: '2028-02-29' },
      { from: '2028-03-01', to: '2028-03-05' },
    ]);
  });
  it('when a period is within a month, or one whole month, then it is one segment', () => {
    expect(segmentsOf({ from: '2026-11-03', to: '2026-11-03' })).toEqual([
      { from: '2026-11-03', to: '2026-11-03' },
    ]);
    expect(segmentsOf({ from: '2026-02-01', to: '2026-02-28' })).toEqual([
      { from: '2026-02-01', to: '2026-02-28' },
    ]);
  });
});

describe.each(databaseTargets)('member achievement report on $name', (target) => {
  let t: TestApp;
  let token: string;
  let adminToken: string;
  /** A grade change at a Tokyo wall-clock time. */
  const history = (customer: number, from: number, to: number, at: string) =>
    t.db.query(
      `insert into customer_grade_history (customer_id, from_grade_id, to_grade_id, changed_at) values ($1, $2, $3, $4)`,
      [customer, from, to, jst(at)],
    );

  /** The id the statement `sql` returns. */
  const one = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;

  beforeAll(async () => {
    t = await startTestApp(target);
    t.clock.now = jst('2026-11-22 10:00');
    const storeId = await t.createStore('進級校');
    const otherStore = await t.createStore('進級別校');
    token = await t.login((await t.createStaff({ role: 'manager', storeId })).email);
    adminToken = await t.login((await t.createStaff({ role: 'admin', storeId })).email);
    const coach = await t.createStaff({ role: 'staff', storeId });
    await t.db.query(`update staffs set name = '山田 コーチ' where id = $1`, [coach.id]);
    const { school, grades } = await swimSchool(t, storeId, ['15級', '14級', '13級']);
    const [g15, g14, g13] = grades as [number, number, number];
    const other = await swimSchool(t, otherStore, ['15級', '14級']);
    const klass = (name: string, instructor: number | null) =>
      one(
        `insert into classes (store_id, school_id, name, instructor_id, day_of_week, start_time, end_time, capacity,
           starts_on)
         values ($1, $2, $3, $4, 2, '16:00', '17:00', 10, '2000-01-01') returning id`,
        [storeId, school, name, instructor],
      );
    const classA = await klass('火曜16時A', coach.id);
    const classB = await klass('火曜16時B', null);
    const member = (store: number, number: string, joined: string, grade: number) =>
      one(
        `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
           joined_on, grade_id)
         values ($1, $2, '進級', $2, 'シンキュウ', 'タロウ', $3, $4) returning id`,
        [store, number, joined, grade],
      );
    const m1 = await member(storeId, 'A001', '2026-01-01', g13);
    const m2 = await member(storeId, 'A002', '2026-02-01', g14);
    const m3 = await member(storeId, 'A003', '2025-06-01', g15);
    const m4 = await member(storeId, 'A004', '2026-01-01', g14);
    const far = await member(otherStore, 'Z001', '2026-01-01', other.grades[1] as number);
    const test = (store: number, schoolId: number, name: string, on: string) =>
      one(
        `insert into promotion_tests (store_id, school_id, name, held_on) values ($1, $2, $3, $4) returning id`,
        [store, schoolId, name, on],
      );
    const t1 = await test(storeId, school, '4月進級テスト', '2026-04-10');
    const t2 = await test(storeId, school, '7月進級テスト', '2026-07-10');
    const result = (testId: number, customer: number, tested: number, passed: boolean, fromClass: number) =>
      t.db.query(
        `insert into promotion_results (test_id, customer_id, tested_grade_id, passed, from_class_id)
         values ($1, $2, $3, $4, $5)`,
        [testId, customer, tested, passed, fromClass],
      );
    await result(t1, m1, g15, true, classA);
    await result(t1, m2, g15, false, classA);
    await result(t1, m3, g15, false, classB);
    await result(t2, m1, g14, true, classA);
    await result(t2, m2, g15, true, classA);
    await result(t2, m3, g15, false, classB);
    await history(m1, g15, g14, '2026-04-10 18:00');
    await history(m1, g14, g13, '2026-07-10 18:00');
    await history(m2, g15, g14, '2026-07-10 18:00');
    // 23:30 on 31 March in Tokyo (14:30 UTC): March's, outside an April-to-September period.
    await history(m4, g15, g14, '2026-03-31 23:30');
    await history(far, other.grades[0] as number, other.grades[1] as number, '2026-05-01 10:00');
    const otherTest = await test(otherStore, other.school, '別校テスト', '2026-05-01');
    await t.db.query(
      `insert into promotion_results (test_id, customer_id, tested_grade_id, passed) values ($1, $2, $3, true)`,
      [otherTest, far, other.grades[0]],
    );
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  const report = async (query: string, as = token): Promise<TestBody> => {
    const response = await t.request({
      method: 'GET',
      url: `/api/reports/member-achievement?${query}`,
      token: as,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  const table = (data: TestBody, key: string) => data.tables.find((x: { key: string }) => x.key === key);

  it('when April to September is asked, then promotions, pass rates and the days they took are the history’s', async () => {
    const data = await report('from=2026-04-01&to=2026-09-30');

    expect(
      Object.fromEntries(data.summary.map((f: { key: string; value: unknown }) => [f.key, f.value])),
    ).toEqual({
      promotions: 3,
      tested: 6,
      passed: 3,
      pass_rate: 50,
      // 99 (1 Jan → 10 Apr), 91 (10 Apr → 10 Jul), 159 (1 Feb → 10 Jul)
      median_days: 99,
      tests: 2,
    });
    const byMonth = table(data, 'promotions_by_grade_month');
    expect(byMonth.columns.map((c: { label: string }) => c.label)).toEqual([
      '進級先の級',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '合計',
    ]);
    expect(byMonth.rows).toEqual([
      { grade: '14級', m_1: 1, m_2: 0, m_3: 0, m_4: 1, m_5: 0, m_6: 0, total: 2 },
      { grade: '13級', m_1: 0, m_2: 0, m_3: 0, m_4: 1, m_5: 0, m_6: 0, total: 1 },
    ]);
    expect(table(data, 'by_grade').rows).toEqual([
      { grade: '15級', tested: 5, passed: 2, failed: 3, pass_rate: 40 },
      { grade: '14級', tested: 1, passed: 1, failed: 0, pass_rate: 100 },
    ]);
    expect(table(data, 'by_class').rows).toEqual([
      { class_name: '火曜16時A', tested: 4, passed: 3, failed: 1, pass_rate: 75 },
      { class_name: '火曜16時B', tested: 2, passed: 0, failed: 2, pass_rate: 0 },
    ]);
    expect(table(data, 'by_coach').rows).toEqual([
      { coach: '山田 コーチ', tested: 4, passed: 3, failed: 1, pass_rate: 75 },
      { coach: '担当なし', tested: 2, passed: 0, failed: 2, pass_rate: 0 },
    ]);
    expect(table(data, 'time_to_next_grade').rows).toEqual([
      { grade: '14級', promotions: 2, median_days: 129, average_days: 129 },
      { grade: '13級', promotions: 1, median_days: 91, average_days: 91 },
    ]);
    const stuck = table(data, 'stuck').rows;
    // A003 has been 15級 since joining (1 June 2025), failing twice.
    expect(stuck[0]).toEqual({
      member_number: 'A003',
      name: '進級 A003',
      grade: '15級',
      since: '2025-06-01',
      days: 486,
      failed: 2,
    });
    expect(stuck.map((r: { member_number: string }) => r.member_number)).toEqual([
      'A003',
      'A004',
      'A001',
      'A002',
    ]);
  });

  it('when March is asked, then the change at 23:30 on the 31st (Tokyo) is March’s promotion', async () => {
    const data = await report('from=2026-03-01&to=2026-03-31');
    expect(table(data, 'promotions_by_grade_month').rows).toEqual([{ grade: '14級', m_1: 1, total: 1 }]);
    expect(table(data, 'by_grade').rows).toEqual([]);
  });

  it('when an admin asks for all stores, then each grade is the stores’ grades of its name added up', async () => {
    const data = await report('from=2026-04-01&to=2026-09-30&store_id=all', adminToken);
    // The other store's 14級 promotion (1 Jan → 1 May, 120 days) joins this store's two.
    expect(table(data, 'promotions_by_grade_month').rows).toEqual([
      { grade: '14級', m_1: 1, m_2: 1, m_3: 0, m_4: 1, m_5: 0, m_6: 0, total: 3 },
      { grade: '13級', m_1: 0, m_2: 0, m_3: 0, m_4: 1, m_5: 0, m_6: 0, total: 1 },
    ]);
    expect(table(data, 'promotions_by_grade_month').totals.total).toBe(4);
    // 99, 159 and 120 days: the median of the three (not of each store's medians, 129 and 120).
    expect(table(data, 'time_to_next_grade').rows).toEqual([
      { grade: '14級', promotions: 3, median_days: 120, average_days: 126 },
      { grade: '13級', promotions: 1, median_days: 91, average_days: 91 },
    ]);
    expect(
      Object.fromEntries(data.summary.map((f: { key: string; value: unknown }) => [f.key, f.value])),
    ).toEqual({
      promotions: 4,
      tested: 7,
      passed: 4,
      pass_rate: 57.1,
      // 91, 99, 120, 159
      median_days: 109.5,
      tests: 3,
    });
    expect(table(data, 'by_grade').rows).toEqual([
      { grade: '15級', tested: 6, passed: 3, failed: 3, pass_rate: 50 },
      { grade: '14級', tested: 1, passed: 1, failed: 0, pass_rate: 100 },
    ]);
    expect(table(data, 'by_class').rows).toEqual([
      { class_name: '火曜16時A', tested: 4, passed: 3, failed: 1, pass_rate: 75 },
      { class_name: '火曜16時B', tested: 2, passed: 0, failed: 2, pass_rate: 0 },
      { class_name: 'クラスなし', tested: 1, passed: 1, failed: 0, pass_rate: 100 },
    ]);
    expect(table(data, 'by_coach').rows).toEqual([
      { coach: '山田 コーチ', tested: 4, passed: 3, failed: 1, pass_rate: 75 },
      { coach: '担当なし', tested: 3, passed: 1, failed: 2, pass_rate: 33.3 },
    ]);
    expect(table(data, 'tests').rows.map((r: { test: string }) => r.test)).toEqual([
      '4月進級テスト',
      '別校テスト',
      '7月進級テスト',
    ]);
    expect(table(data, 'stuck').rows.map((r: { member_number: string }) => r.member_number)).toEqual([
      'A003',
      'A004',
      'Z001',
      'A001',
      'A002',
    ]);
  });

  it('when a store teaches two schools whose grades share names, then each grade is named with its school', async () => {
    // 渋谷校 of the demo: スイミング and 体操, each with its own 10級 and 9級.
    const store = await t.createStore('二校');
    const swim = await swimSchool(t, store, ['10級', '9級']);
    const gym = await one(
      `insert into schools (store_id, name, discipline, sort_order) values ($1, '体操', 'gymnastics', 2) returning id`,
      [store],
    );
    const grade = (name: string, sort: number) =>
      one('insert into grades (store_id, school_id, name, sort_order) values ($1, $2, $3, $4) returning id', [
        store,
        gym,
        name,
        sort,
      ]);
    const [gym10, gym9] = [await grade('10級', 1), await grade('9級', 2)];
    const [swim10, swim9] = swim.grades as [number, number];
    const member = (number: string, joined: string, at: number) =>
      one(
        `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
           joined_on, grade_id)
         values ($1, $2, '二校', $2, 'ニコウ', 'タロウ', $3, $4) returning id`,
        [store, number, joined, at],
      );
    const s1 = await member('S001', '2026-01-01', swim9);
    const g1 = await member('G001', '2026-02-01', gym9);
    const g2 = await member('G002', '2026-03-01', gym10);
    await history(s1, swim10, swim9, '2026-05-01 18:00');
    await history(g1, gym10, gym9, '2026-06-01 18:00');
    const test = async (school: number, results: [number, number, boolean][]) => {
      const id = await one(
        `insert into promotion_tests (store_id, school_id, name, held_on) values ($1, $2, '進級テスト', '2026-05-01')
         returning id`,
        [store, school],
      );
      for (const [customer, tested, passed] of results) {
        await t.db.query(
          'insert into promotion_results (test_id, customer_id, tested_grade_id, passed) values ($1, $2, $3, $4)',
          [id, customer, tested, passed],
        );
      }
    };
    await test(swim.school, [[s1, swim10, true]]);
    await test(gym, [
      [g1, gym10, true],
      [g2, gym10, false],
    ]);

    const data = await report(`from=2026-04-01&to=2026-09-30&store_id=${store}`, adminToken);
    const grades = (key: string) => table(data, key).rows.map((r: { grade: string }) => r.grade);
    expect(grades('promotions_by_grade_month')).toEqual(['スイミング 9級', '体操 9級']);
    expect(grades('time_to_next_grade')).toEqual(['スイミング 9級', '体操 9級']);
    expect(table(data, 'by_grade').rows).toEqual([
      { grade: 'スイミング 10級', tested: 1, passed: 1, failed: 0, pass_rate: 100 },
      { grade: '体操 10級', tested: 2, passed: 1, failed: 1, pass_rate: 50 },
    ]);
    expect(
      Object.fromEntries(table(data, 'stuck').rows.map((r: TestBody) => [r.member_number, r.grade])),
    ).toEqual({
      S001: 'スイミング 9級',
      G001: '体操 9級',
      G002: '体操 10級',
    });

    const members = await t.request({
      method: 'GET',
      url: `/api/reports/members?from=2026-04-01&to=2026-09-30&store_id=${store}`,
      token: adminToken,
    });
    expect(members.status).toBe(200);
    expect(members.body.data.tables.find((x: { key: string }) => x.key === 'by_grade').rows).toEqual([
      { grade: 'スイミング 9級', members: 1 },
      { grade: '体操 10級', members: 1 },
      { grade: '体操 9級', members: 1 },
    ]);
  });

  it('when a member is promoted after the report was read, then the next read counts it and their days at the new grade', async () => {
    const query = 'from=2026-11-01&to=2026-11-22';
    const before = await report(query);
    expect(before.summary.find((f: { key: string }) => f.key === 'promotions').value).toBe(0);
    expect(table(before, 'stuck').rows[0]).toMatchObject({ member_number: 'A003', since: '2025-06-01' });
    const { rows } = await t.db.query<{ id: number; grade_id: number; next: number }>(
      `select c.id, c.grade_id, (select g2.id from grades g2 where g2.school_id = g.school_id and g2.name = '14級') as next
         from customers c join grades g on g.id = c.grade_id where c.member_number = 'A003'`,
    );
    const a003 = rows[0] as { id: number; grade_id: number; next: number };
    await history(a003.id, a003.grade_id, a003.next, '2026-11-20 10:00');
    await t.db.query('update customers set grade_id = $2 where id = $1', [a003.id, a003.next]);

    const after = await report(query);
    expect(after.summary.find((f: { key: string }) => f.key === 'promotions').value).toBe(1);
    // 1 June 2025 (joined) → 20 November 2026.
    expect(table(after, 'time_to_next_grade').rows).toEqual([
      { grade: '14級', promotions: 1, median_days: 537, average_days: 537 },
    ]);
    const stuck = table(after, 'stuck').rows;
    expect(stuck.find((r: { member_number: string }) => r.member_number === 'A003')).toMatchObject({
      grade: '14級',
      since: '2026-11-20',
      days: 2,
    });
    expect(stuck[0].member_number).not.toBe('A003');
  });

  it('when more than 20 members are as long at their grade as the 20th, then the 20 are the longest and then the lowest member numbers', async () => {
    const storeId = await t.createStore('同日校');
    const manager = await t.login((await t.createStaff({ role: 'manager', storeId })).email);
    const { grades } = await swimSchool(t, storeId, ['10級']);
    const join = (number: string, joined: string) =>
      t.db.query(
        `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
           joined_on, grade_id)
         values ($1, $2, '同日', $2, 'ドウジツ', 'タロウ', $3, $4)`,
        [storeId, number, joined, grades[0]],
      );
    // 22 alike (inserted from the highest number down), one longer, one shorter.
    for (let n = 22; n >= 1; n -= 1) await join(`D${String(n).padStart(3, '0')}`, '2026-04-01');
    await join('E001', '2026-01-01');
    await join('C001', '2026-06-01');
    const stuck = table(await report('from=2026-11-01&to=2026-11-22', manager), 'stuck').rows;
    expect(stuck.map((r: { member_number: string }) => r.member_number)).toEqual([
      'E001',
      ...Array.from({ length: 19 }, (_, i) => `D${String(i + 1).padStart(3, '0')}`),
    ]);
  });

  it('when two classes or two coaches of a store share a name, then each name is one row of their results added up', async () => {
    const storeId = await t.createStore('同名校');
    const manager = await t.login((await t.createStaff({ role: 'manager', storeId })).email);
    const { school, grades } = await swimSchool(t, storeId, ['8級']);
    const coach = async () => {
      const staff = await t.createStaff({ role: 'staff', storeId });
      await t.db.query(`update staffs set name = '佐藤 コーチ' where id = $1`, [staff.id]);
      return staff.id;
    };
    const klass = (instructor: number) =>
      one(
        `insert into classes (store_id, school_id, name, instructor_id, day_of_week, start_time, end_time, capacity,
           starts_on)
         values ($1, $2, '水曜10時', $3, 3, '10:00', '11:00', 10, '2000-01-01') returning id`,
        [storeId, school, instructor],
      );
    const classes = [await klass(await coach()), await klass(await coach())];
    const testId = await one(
      `insert into promotion_tests (store_id, school_id, name, held_on) values ($1, $2, '11月テスト', '2026-11-10')
       returning id`,
      [storeId, school],
    );
    for (const [i, passed] of [true, false, true].entries()) {
      const member = await one(
        `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
           joined_on, grade_id)
         values ($1, $2, '同名', $2, 'ドウメイ', 'タロウ', '2026-01-01', $3) returning id`,
        [storeId, `N00${i}`, grades[0]],
      );
      await t.db.query(
        `insert into promotion_results (test_id, customer_id, tested_grade_id, passed, from_class_id)
         values ($1, $2, $3, $4, $5)`,
        [testId, member, grades[0], passed, classes[i % 2]],
      );
    }
    const data = await report('from=2026-11-01&to=2026-11-22', manager);
    expect(table(data, 'by_class').rows).toEqual([
      { class_name: '水曜10時', tested: 3, passed: 2, failed: 1, pass_rate: 66.7 },
    ]);
    expect(table(data, 'by_coach').rows).toEqual([
      { coach: '佐藤 コーチ', tested: 3, passed: 2, failed: 1, pass_rate: 66.7 },
    ]);
  });

  it('when results are entered at once, corrected, moved or deleted, then pass rates count the results as they are', async () => {
    const storeId = await t.createStore('訂正校');
    const manager = await t.login((await t.createStaff({ role: 'manager', storeId })).email);
    const { school, grades } = await swimSchool(t, storeId, ['6級', '5級']);
    const [g6, g5] = grades as [number, number];
    const coach = await t.createStaff({ role: 'staff', storeId });
    await t.db.query(`update staffs set name = '鈴木 コーチ' where id = $1`, [coach.id]);
    const klass = (name: string, instructor: number | null) =>
      one(
        `insert into classes (store_id, school_id, name, instructor_id, day_of_week, start_time, end_time, capacity,
           starts_on)
         values ($1, $2, $3, $4, 1, '17:00', '18:00', 12, '2000-01-01') returning id`,
        [storeId, school, name, instructor],
      );
    const [classA, classB] = [await klass('月曜17時', coach.id), await klass('木曜17時', null)];
    const test = (name: string, on: string) =>
      one(
        `insert into promotion_tests (store_id, school_id, name, held_on) values ($1, $2, $3, $4) returning id`,
        [storeId, school, name, on],
      );
    const october = await test('10月テスト', '2026-10-10');
    // A make-up test with no result entered yet: a test of none.
    await test('10月追試', '2026-10-24');
    const members: number[] = [];
    for (let i = 0; i < 12; i += 1)
      members.push(
        await one(
          `insert into customers (store_id, member_number, family_name, given_name, family_name_kana,
             given_name_kana, joined_on, grade_id)
           values ($1, $2, '訂正', $2, 'テイセイ', 'タロウ', '2026-01-01', $3) returning id`,
          [storeId, `T${String(i).padStart(3, '0')}`, i < 8 ? g6 : g5],
        ),
      );
    // Twelve entries at once, each its own statement (on PostgreSQL side by side): 6級 for the first eight, 5級 for
    // the rest; every third fails; the odd ones from 月曜17時 (鈴木 コーチ), the even from 木曜17時 (no coach).
    await Promise.all(
      members.map((member, i) =>
        t.db.query(
          `insert into promotion_results (test_id, customer_id, tested_grade_id, passed, from_class_id)
           values ($1, $2, $3, $4, $5)`,
          [october, member, i < 8 ? g6 : g5, i % 3 !== 0, i % 2 === 1 ? classA : classB],
        ),
      ),
    );
    const result = (i: number) => `test_id = ${october} and customer_id = ${members[i]}`;
    await t.db.query(`update promotion_results set passed = false where ${result(1)}`);
    await t.db.query(`update promotion_results set from_class_id = $1 where ${result(2)}`, [classA]);
    await t.db.query(`update promotion_results set notes = '息継ぎ良好' where ${result(4)}`);
    await t.db.query(`delete from promotion_results where ${result(11)}`);

    const data = await report('from=2026-10-01&to=2026-10-31', manager);
    expect(data.summary.find((f: { key: string }) => f.key === 'tested').value).toBe(11);
    expect(data.summary.find((f: { key: string }) => f.key === 'passed').value).toBe(6);
    expect(table(data, 'by_grade').rows).toEqual([
      { grade: '6級', tested: 8, passed: 4, failed: 4, pass_rate: 50 },
      { grade: '5級', tested: 3, passed: 2, failed: 1, pass_rate: 66.7 },
    ]);
    expect(table(data, 'by_class').rows).toEqual([
      { class_name: '月曜17時', tested: 6, passed: 3, failed: 3, pass_rate: 50 },
      { class_name: '木曜17時', tested: 5, passed: 3, failed: 2, pass_rate: 60 },
    ]);
    expect(table(data, 'by_coach').rows).toEqual([
      { coach: '鈴木 コーチ', tested: 6, passed: 3, failed: 3, pass_rate: 50 },
      { coach: '担当なし', tested: 5, passed: 3, failed: 2, pass_rate: 60 },
    ]);
  });

  it('when a period shares whole months with one read before, then it reads only its partial months’ promotions, and a promotion entered later in a kept month counts', async () => {
    const storeId = await t.createStore('月分け校');
    const manager = await t.login((await t.createStaff({ role: 'manager', storeId })).email);
    const { grades } = await swimSchool(t, storeId, ['10級', '9級', '8級']);
    const [g10, g9, g8] = grades as [number, number, number];
    const member = (number: string, grade: number) =>
      one(
        `insert into customers (store_id, member_number, family_name, given_name, family_name_kana,
           given_name_kana, joined_on, grade_id)
         values ($1, $2, '月分', $2, 'ツキワケ', 'ハナコ', '2026-01-05', $3) returning id`,
        [storeId, number, grade],
      );
    const [a, b, c] = [await member('M001', g8), await member('M002', g9), await member('M003', g9)];
    await history(a, g10, g9, '2026-03-20 17:00');
    await history(a, g9, g8, '2026-06-10 17:00');
    await history(b, g10, g9, '2026-08-25 17:00');
    const promotionParts = () => keptPartKeys(t, 'member-achievement-promotions', storeId);
    const promotions = (data: TestBody) =>
      data.summary.find((f: { key: string }) => f.key === 'promotions').value;
    const wholeMonths = 'from=2026-03-01&to=2026-08-31';
    const own = 'from=2026-03-15&to=2026-08-20';

    expect(promotions(await report(wholeMonths, manager))).toBe(3);
    const kept = await promotionParts();
    expect(kept).toHaveLength(6);
    const data = await report(own, manager);
    // 20 March and 10 June; 25 August is after the period.
    expect(promotions(data)).toBe(2);
    const keptNow = await promotionParts();
    // Its 15–31 March and 1–20 August were read; April to July were the first period's.
    expect(keptNow.filter((key) => !kept.includes(key))).toHaveLength(2);
    expect(keptNow).toHaveLength(8);
    // The answer as it is with nothing kept.
    await t.db.query('delete from report_store_parts where store_id = $1', [storeId]);
    expect(await report(own, manager)).toEqual(data);

    // 23:30 on 30 June in Tokyo: June's, a month both periods kept.
    await history(c, g10, g9, '2026-06-30 23:30');
    expect(promotions(await report(own, manager))).toBe(3);
    expect(promotions(await report(wholeMonths, manager))).toBe(4);
  });

  if (target.name === 'postgres') {
    it('when two coaches enter one test’s results at once, then its counts are its results’, once', async () => {
      const storeId = await t.createStore('同時入力校');
      const { school, grades } = await swimSchool(t, storeId, ['4級']);
      const testId = await one(
        `insert into promotion_tests (store_id, school_id, name, held_on) values ($1, $2, '11月テスト', '2026-11-14')
         returning id`,
        [storeId, school],
      );
      const member = (number: string) =>
        one(
          `insert into customers (store_id, member_number, family_name, given_name, family_name_kana,
             given_name_kana, joined_on, grade_id)
           values ($1, $2, '同時', $2, 'ドウジ', 'タロウ', '2026-01-01', $3) returning id`,
          [storeId, number, grades[0]],
        );
      const [s1, s2, s3] = [await member('S001'), await member('S002'), await member('S003')];
      const enter = (db: Pick<TestApp['db'], 'query'>, customer: number, passed: boolean) =>
        db.query(
          `insert into promotion_results (test_id, customer_id, tested_grade_id, passed) values ($1, $2, $3, $4)`,
          [testId, customer, grades[0], passed],
        );
      await enter(t.db, s1, true);
      const first = await heldTransaction(t.db, (tx) => enter(tx, s2, false));
      const second = enter(t.db, s3, true);
      // The second entry waits for the first's transaction (the test's row, or the counts it rewrote).
      await expect
        .poll(async () => {
          const { rows } = await t.db.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return rows[0]?.n;
        })
        .toBe(1);
      await Promise.all([first.commit(), second]);
      const { rows } = await t.db.query<{ by_class: boolean; tested: number; passed: number }>(
        `select by_class, tested, passed from report_promotion_counts where test_id = $1 order by by_class`,
        [testId],
      );
      expect(rows).toEqual([
        { by_class: false, tested: 3, passed: 2 },
        { by_class: true, tested: 3, passed: 2 },
      ]);
    });
  }
});
