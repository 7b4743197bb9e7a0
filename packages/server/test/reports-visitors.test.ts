import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type VisitorsWay, visitorsSql } from '../src/modules/reports/visitors.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';

// The members who came in a period, read both ways (visitors.ts: from their visit days by month, 0455, and from their
// last visit days, 0500), against the visits themselves: for periods that start and end inside months, on a month's
// first and 31st day, across Tokyo midnight, after visits are added, moved, checked out and taken away, and by
// writers at once.

/** Tokyo wall time → instant. */
const jst = (local: string) => new Date(`${local}+09:00`);

const PERIODS: [string, string][] = [
  ['2026-01-01', '2026-12-31'],
  ['2026-01-31', '2026-01-31'],
  ['2026-02-01', '2026-02-01'],
  ['2026-01-15', '2026-03-14'],
  ['2026-01-16', '2026-03-13'],
  ['2026-03-01', '2026-03-31'],
  ['2026-03-02', '2026-03-30'],
  ['2026-02-28', '2026-03-01'],
  ['2026-05-31', '2026-06-01'],
  ['2026-04-01', '2026-04-30'],
];

describe.each(databaseTargets)('visitors of a period on $name', (target) => {
  let t: TestApp;
  let store: number;
  let otherStore: number;
  let managerToken: string;
  const members: number[] = [];

  beforeAll(async () => {
    t = await startTestApp(target);
    store = await t.createStore('渋谷校');
    otherStore = await t.createStore('横浜校');
    managerToken = await t.login((await t.createStaff({ role: 'manager', storeId: store })).email);
    const { rows } = await t.db.query<{ id: number }>(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana, status)
       select $1, 'V' || i, '来館', '太郎' || i, 'ライカン', 'タロウ', 'active' from generate_series(1, 8) i
       returning id`,
      [store],
    );
    members.push(...rows.map((r) => r.id));
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  const visit = (member: number, at: string, storeId = store) =>
    t.db.query<{ id: number }>(
      `insert into attendances (store_id, customer_id, check_in_at, check_out_at)
       values ($1, $2, $3, $3::timestamptz + interval '55 minutes') returning id`,
      [storeId, member, jst(at)],
    );

  /** The store's visitors from `from` to `to` as the visits themselves give them. */
  const countedVisitors = async (from: string, to: string) =>
    (
      await t.db.query<{ n: number }>(
        `select count(distinct customer_id)::int as n from attendances
          where store_id = $1 and (check_in_at at time zone 'Asia/Tokyo')::date between $2::date and $3::date`,
        [store, from, to],
      )
    ).rows[0]?.n ?? -1;

  /** The visitors of `stores` from `from` to `to` read `way`. */
  const keptVisitors = async (way: VisitorsWay, stores: number[], from: string, to: string) =>
    (
      await t.db.query<{ n: number }>(
        `select count(*)::int as n from (${visitorsSql('$1', '$2', '$3', way)}) v`,
        [stores, from, to],
      )
    ).rows[0]?.n ?? -1;

  /**
   * Each period's visitors of the store as the kept months and the last visits give them, and as the visits give
   * them; and the last visits as the visits give them.
   */
  async function both() {
    const months: number[] = [];
    const lastVisits: number[] = [];
    const counted: number[] = [];
    for (const [from, to] of PERIODS) {
      months.push(await keptVisitors('months', [store], from, to));
      lastVisits.push(await keptVisitors('last_visits', [store], from, to));
      counted.push(await countedVisitors(from, to));
      // Both stores: a member with visits in each (a visit moved across) is one visitor.
      expect(await keptVisitors('last_visits', [store, otherStore], from, to)).toBe(
        await keptVisitors('months', [store, otherStore], from, to),
      );
    }
    expect(lastVisits).toEqual(months);
    await expectLastVisitsExact();
    return { kept: months, counted };
  }

  /** Every member's last visit day per store, as the visits give it. */
  async function expectLastVisitsExact() {
    const read = (sql: string) => t.db.query<{ row: string }>(sql).then((r) => r.rows.map((x) => x.row));
    const kept = await read(
      `select concat_ws(' ', store_id, customer_id, last_day) as row from report_member_last_visits order by 1`,
    );
    const counted = await read(
      `select concat_ws(' ', store_id, customer_id, max((check_in_at at time zone 'Asia/Tokyo')::date)) as row
         from attendances group by store_id, customer_id order by 1`,
    );
    expect(kept).toEqual(counted);
  }

  it('when visits fall on months’ edges and around Tokyo midnight, then each period counts the members who came within it', async () => {
    const [a, b, c, d, e, f] = members as [number, number, number, number, number, number];
    await visit(a, '2026-01-31T10:00:00'); // the 31st: the month's last bit
    await visit(b, '2026-02-01T00:00:00'); // Tokyo midnight on the 1st (31 January in UTC)
    await visit(c, '2026-01-14T23:59:00'); // the day before a period that starts on the 15th
    await visit(c, '2026-03-15T09:00:00'); // and the day after one that ends on the 14th
    await visit(d, '2026-03-01T10:00:00');
    await visit(d, '2026-03-31T10:00:00');
    await visit(e, '2026-05-31T23:30:00');
    await visit(e, '2026-06-01T00:10:00');
    await visit(f, '2026-02-28T10:00:00', otherStore); // another store's visit is not this store's visitor
    const { kept, counted } = await both();
    expect(kept).toEqual(counted);
    // What the visits say, written out: the cases above are not all zero or all one.
    expect(counted).toEqual([5, 1, 1, 3, 3, 2, 1, 1, 1, 0]);
  });

  it('when visits are moved, checked out and taken away, then the months are recounted', async () => {
    const [a, b, c, , , , g] = members as [number, number, number, number, number, number, number];
    const moved = (await visit(g, '2026-03-31T10:00:00')).rows[0]?.id as number;
    await visit(g, '2026-03-30T10:00:00');
    // Across a month, to another day, to another store; a check-out moves nothing.
    await t.db.query(
      `update attendances set check_in_at = $2, check_out_at = $2::timestamptz + interval '55 minutes' where id = $1`,
      [moved, jst('2026-04-02T10:00:00')],
    );
    await t.db.query(
      `update attendances set check_out_at = check_in_at + interval '70 minutes' where customer_id = $1`,
      [g],
    );
    expect((await both()).kept).toEqual((await both()).counted);
    await t.db.query(`update attendances set store_id = $2 where id = $1`, [moved, otherStore]);
    // Taken away: the 31st of January alone, then every visit of a member in a month.
    await t.db.query(`delete from attendances where customer_id = $1`, [a]);
    await t.db.query(`delete from attendances where customer_id = $1 and check_in_at < $2`, [
      c,
      jst('2026-02-01T00:00:00'),
    ]);
    await t.db.query(`delete from attendances where customer_id = $1 and check_in_at >= $2`, [
      b,
      jst('2026-02-01T00:00:00'),
    ]);
    const { kept, counted } = await both();
    expect(kept).toEqual(counted);
    expect(counted).toEqual([4, 0, 0, 1, 1, 3, 2, 1, 1, 0]);
    // A month with no visit left has no row.
    const { rows } = await t.db.query(
      'select 1 from report_visitor_months where customer_id = any($1::int[])',
      [[a, b]],
    );
    expect(rows).toEqual([]);
  });

  it('when a member checks in while another of their visits that month is taken away, then neither day is lost', async () => {
    const h = members[7] as number;
    const gone = (await visit(h, '2026-07-03T10:00:00')).rows[0]?.id as number;
    await visit(h, '2026-07-10T10:00:00');
    await Promise.all([
      t.db.query('delete from attendances where id = $1', [gone]),
      visit(h, '2026-07-20T10:00:00'),
      t.db.query(
        `update attendances set check_in_at = check_in_at + interval '1 day', check_out_at = check_out_at + interval '1 day' where customer_id = $1 and check_in_at = $2`,
        [h, jst('2026-07-10T10:00:00')],
      ),
    ]);
    const { rows } = await t.db.query<{ days: number }>(
      `select days from report_visitor_months where customer_id = $1 and month = '2026-07-01'`,
      [h],
    );
    expect(rows).toEqual([{ days: (1 << 10) | (1 << 19) }]);
    await expectLastVisitsExact();
  });

  it('when one transaction adds, moves and takes away the visits of many members, then it holds at most 1,024 turns, not one a member, and the months stay exact', async () => {
    // More members than turns (0480: a member's turn is its id modulo 1,024). 0455 took one lock a member, which a
    // big chain's transaction ran out of (the lock table holds ≈ 6,400 on PostgreSQL).
    const bulkStore = await t.createStore('大宮校');
    const { rows } = await t.db.query<{ id: number }>(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana, status)
       select $1, 'B' || i, '一括', '花子' || i, 'イッカツ', 'ハナコ', 'active' from generate_series(1, 1500) i
       returning id`,
      [bulkStore],
    );
    const many = rows.map((r) => r.id);
    /** The visit months' turns this transaction holds, and in which modes. */
    const turnsHeld = (tx: Pick<TestApp['db'], 'query'>) =>
      tx
        .query<{ turns: number; modes: string }>(
          `select count(distinct objid)::int as turns, string_agg(distinct mode, ',' order by mode) as modes
             from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`,
        )
        .then((r) => r.rows[0]);
    const visitorsOf = async (from: string, to: string) => {
      const kept = await keptVisitors('months', [bulkStore], from, to);
      expect(await keptVisitors('last_visits', [bulkStore], from, to)).toBe(kept);
      const counted = await t.db.query<{ n: number }>(
        `select count(distinct customer_id)::int as n from attendances
          where store_id = $1 and (check_in_at at time zone 'Asia/Tokyo')::date between $2::date and $3::date`,
        [bulkStore, from, to],
      );
      return [kept, counted.rows[0]?.n];
    };
    const held = await t.db.transaction(async (tx) => {
      // Each member comes on the 1st of August; the even ones also on the 2nd.
      await tx.query(
        `insert into attendances (store_id, customer_id, check_in_at, check_out_at)
         select $1, m, d, d + interval '1 hour' from unnest($2::int[]) m,
              lateral (values ($3::timestamptz), (case when m % 2 = 0 then $4::timestamptz end)) v(d) where d is not null`,
        [bulkStore, many, jst('2026-08-01T10:00:00'), jst('2026-08-02T10:00:00')],
      );
      const afterAdding = await turnsHeld(tx);
      // A mass correction: every visit of the 1st was on the 31st of July.
      await tx.query(
        `update attendances set check_in_at = check_in_at - interval '1 day', check_out_at = check_out_at - interval '1 day'
          where store_id = $1 and check_in_at = $2`,
        [bulkStore, jst('2026-08-01T10:00:00')],
      );
      const afterMoving = await turnsHeld(tx);
      return { afterAdding, afterMoving };
    });
    // Adding days takes shared turns; the recount of the moved visits takes them exclusively.
    expect(held).toEqual({
      afterAdding: { turns: 1024, modes: 'ShareLock' },
      afterMoving: { turns: 1024, modes: 'ExclusiveLock,ShareLock' },
    });
    expect(await visitorsOf('2026-07-31', '2026-07-31')).toEqual([1500, 1500]);
    expect(await visitorsOf('2026-08-01', '2026-08-01')).toEqual([0, 0]);
    expect(await visitorsOf('2026-08-02', '2026-08-31')).toEqual([750, 750]);
    // A third of the members' visits taken away at once while one of them checks in again: the recount's turns hold
    // the check-in off until it has committed (or the recount waits for the check-in), so its day stays.
    const again = many.find((m) => m % 3 === 0) as number;
    await Promise.all([
      t.db.query('delete from attendances where store_id = $1 and customer_id % 3 = 0 and check_in_at < $2', [
        bulkStore,
        jst('2026-08-10T00:00:00'),
      ]),
      t.db.query(
        `insert into attendances (store_id, customer_id, check_in_at, check_out_at) values ($1, $2, $3, $3::timestamptz + interval '1 hour')`,
        [bulkStore, again, jst('2026-08-20T10:00:00')],
      ),
    ]);
    expect(await visitorsOf('2026-07-01', '2026-08-31')).toEqual([1001, 1001]);
    expect(await visitorsOf('2026-08-01', '2026-08-19')).toEqual(
      await visitorsOf('2026-08-02', '2026-08-02'),
    );
    const { rows: againMonths } = await t.db.query<{ month: string; days: number }>(
      `select month::text, days from report_visitor_months where customer_id = $1 order by month`,
      [again],
    );
    expect(againMonths).toEqual([{ month: '2026-08-01', days: 1 << 19 }]);
    await expectLastVisitsExact();
    // A single visit added takes its member's one turn, shared.
    const single = await t.db.transaction(async (tx) => {
      await tx.query(
        `insert into attendances (store_id, customer_id, check_in_at, check_out_at) values ($1, $2, $3, $3::timestamptz + interval '1 hour')`,
        [bulkStore, many[1], jst('2026-09-01T10:00:00')],
      );
      return turnsHeld(tx);
    });
    expect(single).toEqual({ turns: 1, modes: 'ShareLock' });
  });

  it('when the attendance report is asked, then its 来館者数 is the members who came, edges included', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/reports/attendance?from=2026-01-15&to=2026-03-14',
      token: managerToken,
    });
    expect(res.status).toBe(200);
    const summary = (res.body.data.summary as { key: string; value: unknown }[]).find(
      (f) => f.key === 'visitors',
    );
    expect(summary?.value).toBe(await countedVisitors('2026-01-15', '2026-03-14'));
    expect(summary?.value).toBeGreaterThan(0);
  });
});
