import type { Day } from '@kayoi/domain/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthStep, monthStepSql } from '../src/modules/reports/members-figures.ts';
import { partsWritten } from '../src/modules/reports/store-parts.ts';
import { startTestApp, type TestApp, type TestBody } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets } from './support/databases.ts';
import { keptPartKeys } from './support/reports-b.ts';
import { jst } from './support/school.ts';

// The members report (会員) on hand-built members whose every figure is known: month-end stock from the
// status history, joins, pauses, returns, withdrawals, churn, tenure, cohorts and retention, the breakdowns,
// and another store's member never counted.

describe.each(databaseTargets)('members report on $name', (target) => {
  let t: TestApp;
  let storeId: number;
  let otherStore: number;
  let token: string;
  let adminToken: string;
  let programId: number;
  let gradeLow: number;
  let gradeHigh: number;
  let seq = 0;

  async function member(options: {
    store?: number;
    joined: string;
    status?: 'active' | 'paused' | 'withdrawn';
    birth?: string | null;
    gender?: 'male' | 'female' | null;
    grade?: number | null;
    changes?: { from: string; to: string; on: string }[];
  }) {
    seq += 1;
    const { rows } = await t.db.query<{ id: number }>(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         birth_date, gender, status, joined_on, grade_id)
       values ($1, $2, '会員', $3, 'カイイン', 'テスト', $4, $5, $6, $7, $8) returning id`,
      [
        options.store ?? storeId,
        `M${seq}`,
        `${seq}`,
        options.birth === undefined ? '2015-04-01' : options.birth,
        options.gender === undefined ? 'female' : options.gender,
        options.status ?? 'active',
        options.joined,
        options.grade ?? null,
      ],
    );
    const id = (rows[0] as { id: number }).id;
    for (const change of options.changes ?? []) {
      await t.db.query(
        `insert into customer_status_changes (customer_id, from_status, status, effective_on) values ($1, $2, $3, $4)`,
        [id, change.from, change.to, change.on],
      );
    }
    return id;
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    t.clock.now = jst('2026-11-22 10:00');
    storeId = await t.createStore('会員レポート校');
    otherStore = await t.createStore('別の校');
    const manager = await t.createStaff({ role: 'manager', storeId });
    token = await t.login(manager.email);
    const admin = await t.createStaff({ role: 'admin', storeId });
    adminToken = await t.login(admin.email);
    const school = await swimSchool(t, storeId, ['15級', '14級']);
    programId = school.program;
    [gradeLow, gradeHigh] = school.grades as [number, number];

    // A: a member since 2025-10-15, never changed — reaches a year on 2026-10-15.
    const a = await member({ joined: '2025-10-15', grade: gradeLow, gender: 'male', birth: '1990-01-01' });
    // B: paused from May, back in July.
    await member({
      joined: '2026-01-10',
      grade: gradeHigh,
      changes: [
        { from: 'active', to: 'paused', on: '2026-05-01' },
        { from: 'paused', to: 'active', on: '2026-07-01' },
      ],
    });
    // C: withdrawn on 30 September (209 days a member).
    await member({
      joined: '2026-03-05',
      status: 'withdrawn',
      changes: [{ from: 'active', to: 'withdrawn', on: '2026-09-30' }],
    });
    // D: joined in September.
    const d = await member({ joined: '2026-09-02', birth: '2022-06-01', gender: null });
    // E: joined 1 November, withdrawn the 20th (19 days).
    await member({
      joined: '2026-11-01',
      status: 'withdrawn',
      changes: [{ from: 'active', to: 'withdrawn', on: '2026-11-20' }],
    });
    // Another store's member: never counted.
    await member({ store: otherStore, joined: '2026-06-01' });
    for (const id of [a, d]) {
      await t.db.query(
        `insert into customer_contracts (customer_id, program_id, plan_name, monthly_fee, starts_on)
         values ($1, $2, '週1回', 8800, '2025-01-01')`,
        [id, programId],
      );
    }
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  const report = async (query: string, as = token): Promise<TestBody> => {
    const response = await t.request({ method: 'GET', url: `/api/reports/members?${query}`, token: as });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  const table = (data: TestBody, key: string) => data.tables.find((x: { key: string }) => x.key === key);
  const summary = (data: TestBody, key: string) =>
    data.summary.find((f: { key: string }) => f.key === key)?.value;
  /** A store of its own (the last tests': their members would count in the all-stores test) and its manager's token. */
  const storeOfItsOwn = async (name: string) => {
    const id = await t.createStore(name);
    return { id, token: await t.login((await t.createStaff({ role: 'manager', storeId: id })).email) };
  };
  /** A member of `store` from `joined` who withdrew on `on`. */
  const leaver = (store: number, joined: string, on: string) =>
    member({ store, joined, status: 'withdrawn', changes: [{ from: 'active', to: 'withdrawn', on }] });
  /** The retention curve as `reached/remaining` per month after joining, 1 to 12. */
  const curveOf = async (query: string, as: string) =>
    table(await report(query, as), 'retention_curve')
      .rows.map((row: { reached: number; remaining: number }) => `${row.reached}/${row.remaining}`)
      .join(' ');

  it('when June to November is asked, then each month end, flow and churn rate is the history’s', async () => {
    const data = await report('from=2026-06-01&to=2026-11-30');

    expect(data.store).toEqual({ id: storeId, name: '会員レポート校' });
    expect(table(data, 'monthly').rows).toEqual([
      {
        month: '2026-06',
        enrolled: 3,
        paused: 1,
        joins: 0,
        pauses: 0,
        returns: 0,
        withdrawals: 0,
        net: 0,
        churn_rate: 0,
      },
      {
        month: '2026-07',
        enrolled: 3,
        paused: 0,
        joins: 0,
        pauses: 0,
        returns: 1,
        withdrawals: 0,
        net: 0,
        churn_rate: 0,
      },
      {
        month: '2026-08',
        enrolled: 3,
        paused: 0,
        joins: 0,
        pauses: 0,
        returns: 0,
        withdrawals: 0,
        net: 0,
        churn_rate: 0,
      },
      // C leaves on the 30th (counted out that day), D joins on the 2nd.
      {
        month: '2026-09',
        enrolled: 3,
        paused: 0,
        joins: 1,
        pauses: 0,
        returns: 0,
        withdrawals: 1,
        net: 0,
        churn_rate: 33.3,
      },
      {
        month: '2026-10',
        enrolled: 3,
        paused: 0,
        joins: 0,
        pauses: 0,
        returns: 0,
        withdrawals: 0,
        net: 0,
        churn_rate: 0,
      },
      // November so far (today is the 22nd): E joined and left.
      {
        month: '2026-11',
        enrolled: 3,
        paused: 0,
        joins: 1,
        pauses: 0,
        returns: 0,
        withdrawals: 1,
        net: 0,
        churn_rate: 33.3,
      },
    ]);
    expect(summary(data, 'churn_rate')).toBe(11.1);
    expect(summary(data, 'joins')).toBe(2);
    expect(summary(data, 'withdrawals')).toBe(2);
    // (209 + 19) / 2 = 114 days = 3.7 months.
    expect(summary(data, 'average_tenure_months')).toBe(3.7);
    // Only A has reached a year, and is still a member.
    expect(summary(data, 'retention_1y')).toBe(100);
  });

  it('when May is asked, then the paused member is counted apart and the pause is a flow', async () => {
    const data = await report('from=2026-05-01&to=2026-05-31');
    expect(table(data, 'monthly').rows).toEqual([
      {
        month: '2026-05',
        enrolled: 3,
        paused: 1,
        joins: 0,
        pauses: 1,
        returns: 0,
        withdrawals: 0,
        net: 0,
        churn_rate: 0,
      },
    ]);
  });

  it('when the period ends, then the breakdowns count the members enrolled that day', async () => {
    const data = await report('from=2026-11-01&to=2026-11-22');
    // A and D hold a contract; B none.
    expect(table(data, 'by_program').rows).toEqual([
      { program: '小学生コース', members: 2 },
      { program: 'プログラムなし', members: 1 },
    ]);
    expect(table(data, 'by_age').rows).toEqual([
      { age_band: '3〜5歳', members: 1 },
      { age_band: '9〜12歳', members: 1 },
      { age_band: '19〜39歳', members: 1 },
    ]);
    expect(table(data, 'by_gender').rows).toEqual([
      { gender: '男性', members: 1 },
      { gender: '女性', members: 1 },
      { gender: '不明', members: 1 },
    ]);
    expect(table(data, 'by_grade').rows).toEqual([
      { grade: '15級', members: 1 },
      { grade: '14級', members: 1 },
      { grade: '級なし', members: 1 },
    ]);
  });

  it('when cohorts are read, then each join month shows who remained after 3, 6 and 12 months', async () => {
    const data = await report('from=2025-10-01&to=2026-09-30');
    const cohorts = table(data, 'cohorts').rows;
    // A (October 2025): still a member after 3, 6 and 12 months.
    expect(cohorts[0]).toEqual({
      cohort: '2025-10',
      joins: 1,
      after_3: 1,
      rate_3: 100,
      after_6: 1,
      rate_6: 100,
      after_12: 1,
      rate_12: 100,
    });
    // C (March 2026) left on 30 September: there after 3 and 6 months (6 months = 5 September).
    expect(cohorts.find((c: { cohort: string }) => c.cohort === '2026-03')).toMatchObject({
      joins: 1,
      after_3: 1,
      after_6: 1,
      after_12: null,
    });
    // B (January 2026) was paused after 6 months (2026-07-10: back by then) — still a member.
    expect(cohorts.find((c: { cohort: string }) => c.cohort === '2026-01')).toMatchObject({
      after_3: 1,
      after_6: 1,
    });
  });

  it('when the seasonality is read, then this fiscal year is beside the last, month by month from April', async () => {
    const data = await report('from=2026-06-01&to=2026-11-22');
    const rows = table(data, 'seasonality').rows;
    expect(rows.map((r: { month: string }) => r.month)).toEqual([
      '4月',
      '5月',
      '6月',
      '7月',
      '8月',
      '9月',
      '10月',
      '11月',
      '12月',
      '1月',
      '2月',
      '3月',
    ]);
    // April 2026: A, B, C; April 2025: nobody yet. December on: not yet.
    expect(rows[0]).toMatchObject({ this_year: 3, last_year: 0 });
    // October 2025: A joined.
    expect(rows[6]).toMatchObject({ this_year: 3, last_year: 1 });
    expect(rows[8]).toMatchObject({ this_year: null, last_year: 1, joins_this_year: null });
  });

  it('when an admin asks for all stores, then the other store’s member is counted too', async () => {
    const data = await report('from=2026-06-01&to=2026-06-30&store_id=all', adminToken);
    expect(data.store).toEqual({ id: null, name: '全店舗' });
    expect(table(data, 'monthly').rows[0]).toMatchObject({ enrolled: 4, joins: 1 });
  });

  it('when members joined on a month’s last day, then their k-th month is that month’s last day and a change on it counts from it', async () => {
    // Last in the file: its store's members would count in the all-stores test above.
    const { id: monthEnds, token: monthEndsToken } = await storeOfItsOwn('月末校');
    // X and Y joined on 31 August: their 6th month is 28 February. X left that day, Y the day after.
    await leaver(monthEnds, '2025-08-31', '2026-02-28');
    await leaver(monthEnds, '2025-08-31', '2026-03-01');
    // Z joined on 31 January and paused from 28 February, its first month: paused members remain.
    await member({
      store: monthEnds,
      joined: '2026-01-31',
      status: 'paused',
      changes: [{ from: 'active', to: 'paused', on: '2026-02-28' }],
    });
    // Months 1–5 all three; the 6th Y and Z; the 7th and 8th (30 September, the period's last day) Z only; Z's 9th
    // month comes after the period.
    expect(await curveOf('from=2025-10-01&to=2026-09-30', monthEndsToken)).toBe(
      '3/3 3/3 3/3 3/3 3/3 3/2 3/1 3/1 2/0 2/0 2/0 2/0',
    );
  });

  it('when members have a birthday on the breakdown’s day or the day after, then their age band is their age that day', async () => {
    // Last in the file, with the one above: its store's members would count in the all-stores test.
    const { id: birthdays, token: birthdaysToken } = await storeOfItsOwn('誕生日校');
    const born = (birth: string) => member({ store: birthdays, joined: '2025-04-01', birth });
    // On 28 February 2026: 6 that day (6〜8歳); 6 the next day (still 5); born on 29 February 2020, 6 only on
    // 1 March (5); 3 that day (3〜5歳); 13 the next day (12).
    await born('2020-02-28');
    await born('2020-03-01');
    await born('2020-02-29');
    await born('2023-02-28');
    await born('2013-03-01');
    const data = await report('from=2026-02-01&to=2026-02-28', birthdaysToken);
    expect(table(data, 'by_age').rows).toEqual([
      { age_band: '3〜5歳', members: 3 },
      { age_band: '6〜8歳', members: 1 },
      { age_band: '9〜12歳', members: 1 },
    ]);
    // The day after: the 29 February child is 6 on 1 March.
    const march = await report('from=2026-03-01&to=2026-03-01', birthdaysToken);
    expect(table(march, 'by_age').rows).toEqual([
      { age_band: '3〜5歳', members: 1 },
      { age_band: '6〜8歳', members: 3 },
      { age_band: '13〜15歳', members: 1 },
    ]);
  });

  it('when members’ grades changed, then the breakdown counts each one’s grade on its day, a store read alone or with the chain', async () => {
    // Last in the file, with the two above: its store's members would count in the all-stores test.
    const { id: graded, token: gradedToken } = await storeOfItsOwn('級の履歴校');
    const [g8, g7, g6] = (await swimSchool(t, graded, ['8級', '7級', '6級'])).grades as [
      number,
      number,
      number,
    ];
    const changed = async (grade: number, changes: [number | null, number | null, string][]) => {
      const id = await member({ store: graded, joined: '2025-04-01', grade });
      for (const [from, to, at] of changes) {
        await t.db.query(
          `insert into customer_grade_history (customer_id, from_grade_id, to_grade_id, changed_at) values ($1, $2, $3, $4)`,
          [id, from, to, jst(at)],
        );
      }
    };
    // 7級 on 30 June: its last change by then (the next came at 1 July's first minute).
    await changed(g6, [
      [g8, g7, '2026-03-01 10:00'],
      [g7, g6, '2026-07-01 00:00'],
    ]);
    // 8級 on 30 June: no change by then, so what its first change (September's) left.
    await changed(g6, [[g8, g6, '2026-09-01 10:00']]);
    // 7級: never changed.
    await changed(g7, []);
    // 7級 from 30 June's last minute.
    await changed(g7, [[g8, g7, '2026-06-30 23:59']]);
    const grades = (data: TestBody) =>
      table(data, 'by_grade').rows.filter((row: { grade: string }) =>
        /^(スイミング )?[876]級$/.test(row.grade),
      );
    const june = 'from=2026-06-15&to=2026-06-30';
    // The chain first, every store read together; then this store alone, once the kept parts are gone.
    const chain = await report(`${june}&store_id=all`, adminToken);
    await partsWritten();
    await t.db.query('delete from report_store_parts');
    const alone = await report(june, gradedToken);
    expect(grades(alone)).toEqual([
      { grade: '8級', members: 1 },
      { grade: '7級', members: 3 },
    ]);
    expect(grades(chain).map((row: { members: number }) => row.members)).toEqual([1, 3]);
    // Today (22 November) every change has come.
    expect(grades(await report('from=2026-11-01&to=2026-11-22', gradedToken))).toEqual([
      { grade: '7級', members: 2 },
      { grade: '6級', members: 2 },
    ]);
  });

  it('when the months reached after joining are counted in JavaScript, then they are the SQL’s, month ends and 29 February too', async () => {
    const days = (from: string, n: number) =>
      Array.from({ length: n }, (_, i) =>
        new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
      );
    const joined = [
      ...days('2023-12-27', 9),
      ...days('2024-01-27', 6),
      ...days('2024-02-26', 6),
      ...days('2025-05-29', 5),
    ];
    const asked = [
      ...days('2024-02-26', 7),
      ...days('2024-03-28', 5),
      ...days('2025-02-26', 5),
      ...days('2026-06-29', 4),
    ];
    const { rows } = await t.db.query<{ joined: string; day: string; step: number }>(
      `select to_char(j, 'YYYY-MM-DD') as joined, to_char(d, 'YYYY-MM-DD') as day, ${monthStepSql('j', 'd')} as step
         from unnest($1::date[]) as j cross join unnest($2::date[]) as d`,
      [joined, asked],
    );
    expect(rows).toHaveLength(joined.length * asked.length);
    expect(rows.filter((r) => r.step !== monthStep(r.joined as Day, r.day as Day))).toEqual([]);
    // Some are capped at 13 (never), some are 0 (asked on or before the join day).
    expect(rows.some((r) => r.step === 13) && rows.some((r) => r.step === 0)).toBe(true);
  });

  it('when a period shares whole months of joiners with one read before, then it reads only its partial months’, and a join later in a kept month counts', async () => {
    const { id: store, token: manager } = await storeOfItsOwn('入会月分け校');
    await member({ store, joined: '2026-03-20' });
    await member({ store, joined: '2026-05-10' });
    await leaver(store, '2025-11-03', '2026-04-30');
    await member({ store, joined: '2026-08-25' });
    const joinerParts = () => keptPartKeys(t, 'members-joiners', store);
    const cohort = (data: TestBody, month: string) =>
      table(data, 'cohorts').rows.find((row: { cohort: string }) => row.cohort === month);
    const wholeMonths = 'from=2026-03-01&to=2026-08-31';
    const own = 'from=2026-03-15&to=2026-08-20';

    const whole = await report(wholeMonths, manager);
    expect([cohort(whole, '2026-05').joins, cohort(whole, '2026-08').joins]).toEqual([1, 1]);
    // The join days of the two years before the period's end, September 2024 to August 2026: a part a month.
    const kept = await joinerParts();
    expect(kept).toHaveLength(24);
    const data = await report(own, manager);
    // 20 March and 10 May; 25 August is after the period.
    expect([
      cohort(data, '2026-03').joins,
      cohort(data, '2026-05').joins,
      cohort(data, '2026-08').joins,
    ]).toEqual([1, 1, 0]);
    // Of its join days from 21 August 2024, only 21–31 August 2024 and 1–20 August 2026 were read.
    const keptNow = await joinerParts();
    expect(keptNow.filter((key) => !kept.includes(key))).toHaveLength(2);
    expect(keptNow).toHaveLength(26);
    // The answer as it is with nothing kept.
    await t.db.query('delete from report_store_parts where store_id = $1', [store]);
    expect(await report(own, manager)).toEqual(data);

    // A join on 12 May, a month both periods kept.
    await member({ store, joined: '2026-05-12' });
    expect(cohort(await report(own, manager), '2026-05').joins).toBe(2);
    expect(cohort(await report(wholeMonths, manager), '2026-05').joins).toBe(2);
  });

  it('when a member leaves on the day of the month they joined, then they remain until that month k begins, not through it', async () => {
    // Last in the file, with the ones above: its store's members would count in the all-stores test.
    const { id: sameDay, token: sameDayToken } = await storeOfItsOwn('同日校');
    // Joined on 10 September, left on 10 March: six months to the day, so not a member in their 6th month.
    await leaver(sameDay, '2025-09-10', '2026-03-10');
    expect(await curveOf('from=2025-10-01&to=2026-09-30', sameDayToken)).toBe(
      '1/1 1/1 1/1 1/1 1/1 1/0 1/0 1/0 1/0 1/0 1/0 1/0',
    );
  });
});
