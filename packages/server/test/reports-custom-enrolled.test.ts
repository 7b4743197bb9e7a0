import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBody } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { jst, schoolBuilder } from './support/school.ts';

// The custom report's enrolled members by month over a chain (issue 30): a member in classes of their own store and
// another's, in another store's only, or in two other stores', is one member on each month end; each figure equals a
// distinct count of the members with an enrolment in force that day; and an enrolment made after a read is counted
// by the next. Test clock: 2026-11-22.

describe.each(databaseTargets)('enrolled members by month over several stores on $name', (target) => {
  let t: TestApp;
  let admin: string;
  const stores: number[] = [];
  const classes: number[] = [];
  const members: number[] = [];
  const monthEnds = ['2026-08-31', '2026-09-30', '2026-10-31', '2026-11-22'];

  const byMonth = async (query: string, token = admin) => {
    const response = await t.request({
      method: 'POST',
      url: `/api/reports/custom/run?from=2026-08-01&to=2026-11-30${query}`,
      token,
      payload: { measure: 'enrolled_members', dimension: 'month' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const table = (response.body as TestBody).data.tables.find((x: { key: string }) => x.key === 'values');
    return table.rows.map((r: { value: number }) => r.value) as number[];
  };
  /** The members with an enrolment in force on each month end in an active class of `storeIds`, counted distinct. */
  const distinctCounts = async (storeIds: readonly number[]) =>
    Promise.all(
      monthEnds.map(async (day) => {
        const { rows } = await t.db.query<{ n: number }>(
          `select count(distinct e.customer_id)::int as n from class_enrollments e
             join classes k on k.id = e.class_id and k.is_active and k.store_id = any($1::int[])
            where e.enrolled_on <= $2::date and (e.ended_on is null or e.ended_on >= $2::date)`,
          [storeIds, day],
        );
        return rows[0]?.n ?? 0;
      }),
    );

  beforeAll(async () => {
    t = await startTestApp(target);
    t.clock.now = jst('2026-11-22 10:00');
    for (const name of ['在籍A校', '在籍B校', '在籍C校']) stores.push(await t.createStore(name));
    admin = await t.login((await t.createStaff({ role: 'admin', storeId: stores[0] as number })).email);
    for (const store of stores) {
      const b = schoolBuilder(t, store);
      classes.push(await b.lesson({ name: 'ジュニア', day: 1, start: '16:00', end: '17:00' }));
    }
    const [a, b, c] = classes as [number, number, number];
    const school = schoolBuilder(t, stores[0] as number);
    for (let i = 0; i < 4; i += 1) members.push(await school.customer({ name: `在籍 ${i + 1}` }));
    const [m1, m2, m3, m4] = members as [number, number, number, number];
    // All of store A. 一: A's class and B's through October. 二: B's only, from September. 三: B's until 15 September
    // and C's from 1 September. 四: A's only.
    await school.enrol(a, m1, '2026-01-01');
    await school.enrol(b, m1, '2026-01-01', '2026-10-31');
    await school.enrol(b, m2, '2026-09-01');
    await school.enrol(b, m3, '2026-01-01', '2026-09-15');
    await school.enrol(c, m3, '2026-09-01');
    await school.enrol(a, m4, '2026-01-01');
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when members are enrolled in several stores’ classes, then the chain counts each once on each month end', async () => {
    const all = await t.db.query<{ id: number }>('select id from stores');
    expect(await byMonth('&store_id=all')).toEqual([3, 4, 4, 4]);
    expect(await byMonth('&store_id=all')).toEqual(await distinctCounts(all.rows.map((s) => s.id)));
    // Store B's own: 一 through October, 二 from September, 三 until 15 September.
    expect(await byMonth(`&store_id=${stores[1]}`)).toEqual([2, 2, 2, 1]);
    expect(await byMonth(`&store_id=${stores[1]}`)).toEqual(await distinctCounts([stores[1] as number]));
  });

  it('when a member is enrolled after a read, then the next read counts them', async () => {
    await byMonth('&store_id=all');
    const school = schoolBuilder(t, stores[2] as number);
    const newcomer = await school.customer({ name: '新入 太郎' });
    await school.enrol(classes[2] as number, newcomer, '2026-10-01');
    const all = await t.db.query<{ id: number }>('select id from stores');
    expect(await byMonth('&store_id=all')).toEqual([3, 4, 5, 5]);
    expect(await byMonth('&store_id=all')).toEqual(await distinctCounts(all.rows.map((s) => s.id)));
  });
});
