import { todayInTokyo } from '@kayoi/domain/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepMemberSpans, sweepMemberSpans } from '../src/modules/reports/members-spans.ts';
import { partsWritten } from '../src/modules/reports/store-parts.ts';
import { startTestApp, type TestApp, type TestBody } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets } from './support/databases.ts';
import { jst } from './support/school.ts';

// The members report reads each store's kept spans and days (modules/reports/members-spans.ts, migrations 0620 and
// 0630): made once per store, made again for a store whose members changed (and only for it) or that another version
// of the code made, one set of rows per store however many reads make them at once, and the hourly sweep's part.

describe.each(databaseTargets)('kept member spans on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let storeB: number;
  let adminToken: string;
  let seq = 0;

  async function member(store: number, joined: string, changes: [string, string, string][] = []) {
    seq += 1;
    const { rows } = await t.db.query<{ id: number }>(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         birth_date, gender, status, joined_on)
       values ($1, $2, '区間', $3, 'クカン', 'テスト', '2016-05-05', 'female', 'active', $4) returning id`,
      [store, `S${seq}`, `${seq}`, joined],
    );
    const id = (rows[0] as { id: number }).id;
    for (const [from, to, on] of changes) {
      await t.db.query(
        `insert into customer_status_changes (customer_id, from_status, status, effective_on) values ($1, $2, $3, $4)`,
        [id, from, to, on],
      );
    }
    return id;
  }

  /** When each store's spans were last made (their transaction's time), by store. */
  const madeAt = async () => {
    const { rows } = await t.db.query<{ store_id: number; made: string }>(
      'select store_id, made_at::text as made from report_member_span_stores where store_id = any($1) order by store_id',
      [[storeA, storeB]],
    );
    return Object.fromEntries(rows.map((row) => [row.store_id === storeA ? 'a' : 'b', row.made]));
  };
  /** How many spans and days the store has kept. */
  const rowsOf = async (store: number) => {
    const { rows } = await t.db.query<{ spans: number; days: number }>(
      `select (select count(*) from report_member_spans where store_id = $1)::int as spans,
              (select count(*) from report_member_days where store_id = $1)::int as days`,
      [store],
    );
    return rows[0];
  };

  const report = async (query: string): Promise<TestBody> => {
    const response = await t.request({
      method: 'GET',
      url: `/api/reports/members?${query}`,
      token: adminToken,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  const figure = (data: TestBody, key: string) =>
    data.summary.find((f: { key: string }) => f.key === key)?.value as number;
  const today = () => todayInTokyo(t.clock.now);

  beforeAll(async () => {
    t = await startTestApp(target);
    t.clock.now = jst('2026-11-22 10:00');
    storeA = await t.createStore('区間A校');
    storeB = await t.createStore('区間B校');
    const admin = await t.createStaff({ role: 'admin', storeId: storeA });
    adminToken = await t.login(admin.email);
    await member(storeA, '2025-06-01');
    await member(storeA, '2026-02-01', [['active', 'paused', '2026-08-01']]);
    await member(storeB, '2026-03-15', [['active', 'withdrawn', '2026-10-31']]);
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when the members report is first read, then each store’s spans are made once, and another period reads them as they are', async () => {
    const november = await report('from=2026-11-01&to=2026-11-22&store_id=all');
    expect(figure(november, 'enrolled')).toBe(2);
    expect(figure(november, 'paused')).toBe(1);
    const made = await madeAt();
    expect(Object.keys(made)).toEqual(['a', 'b']);
    // The first member's one span, the second's two (active, then paused); the third's one, ended.
    expect(await rowsOf(storeA)).toEqual({ spans: 3, days: 3 });
    expect(await rowsOf(storeB)).toEqual({ spans: 1, days: 2 });
    // A period no part was kept for: its figures come from the same spans, none made again.
    const year = await report('from=2025-12-01&to=2026-11-22&store_id=all');
    expect(figure(year, 'joins')).toBe(2);
    expect(figure(year, 'withdrawals')).toBe(1);
    expect(await madeAt()).toEqual(made);
  });

  it('when a member of one store changes, then only that store’s spans are made again and the report counts the change', async () => {
    const query = 'from=2026-11-01&to=2026-11-22&store_id=all';
    const before = figure(await report(query), 'enrolled');
    const made = await madeAt();
    const joiner = await member(storeB, '2026-11-10');
    const joined = await report(query);
    expect(figure(joined, 'enrolled')).toBe(before + 1);
    const now = await madeAt();
    expect(now.a).toBe(made.a);
    expect(now.b).not.toBe(made.b);
    // The rows before are gone with the statement that made the new ones: the joiner's span and join day added.
    expect(await rowsOf(storeB)).toEqual({ spans: 2, days: 3 });
    // A status change and a grade change are changes of the spans too.
    await t.db.query(
      `insert into customer_status_changes (customer_id, from_status, status, effective_on)
       values ($1, 'active', 'paused', '2026-11-15')`,
      [joiner],
    );
    expect(figure(await report(query), 'paused')).toBe(figure(joined, 'paused') + 1);
    const paused = await madeAt();
    expect(paused.b).not.toBe(now.b);
    await t.db.query(
      `insert into customer_grade_history (customer_id, from_grade_id, to_grade_id, changed_at) values ($1, null, null, now())`,
      [joiner],
    );
    expect(await keepMemberSpans(t.db, [storeA, storeB], today())).toBe(1);
  });

  it('when a store changes but not what its spans are made of (a member’s name), then its part is read again from its spans as they are', async () => {
    const query = 'from=2026-11-01&to=2026-11-22&store_id=all';
    const before = await report(query);
    const made = await madeAt();
    // A member's name corrected: 進級's part shows names, so the store changed; the spans hold none.
    await t.db.query(
      `update customers set given_name = given_name || '改' where id = (select min(id) from customers where store_id = $1)`,
      [storeA],
    );
    const lastPart = async () => {
      await partsWritten();
      const { rows } = await t.db.query<{ made: string }>(
        `select max(made_at)::text as made from report_store_parts where report = 'members' and store_id = $1`,
        [storeA],
      );
      return rows[0]?.made;
    };
    const kept = await lastPart();
    expect((await report(query)).tables).toEqual(before.tables);
    // The store's part was read again, and its spans were not made again.
    expect(await lastPart()).not.toBe(kept);
    expect(await madeAt()).toEqual(made);
    const { rows: changes } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from report_store_changes where store_id = $1',
      [storeA],
    );
    expect(changes[0]?.n).toBeGreaterThan(0);
  });

  it('when another version of the code made a store’s spans, then they are made again', async () => {
    const made = await madeAt();
    await t.db.query(
      `update report_member_span_stores set source = 'an earlier version' where store_id = $1`,
      [storeA],
    );
    expect(await keepMemberSpans(t.db, [storeA, storeB], today())).toBe(1);
    const now = await madeAt();
    expect(now.a).not.toBe(made.a);
    expect(now.b).toBe(made.b);
    expect(await keepMemberSpans(t.db, [storeA, storeB], today())).toBe(0);
  });

  it('when reads make the same stores’ spans at once, then each store keeps one set of rows and all answer alike', async () => {
    const query = 'from=2026-06-01&to=2026-11-22&store_id=all';
    const expected = await report(query);
    const kept = { a: await rowsOf(storeA), b: await rowsOf(storeB) };
    const stale = () =>
      t.db.query(`update report_member_span_stores set source = 'stale' where store_id = any($1)`, [
        [storeA, storeB],
      ]);
    await stale();
    // Each made by one of them; the others, waiting on the stores' locks, find them made.
    const made = await Promise.all(
      Array.from({ length: 4 }, () => keepMemberSpans(t.db, [storeA, storeB], today())),
    );
    expect(made.reduce((a, b) => a + b, 0)).toBe(2);
    expect({ a: await rowsOf(storeA), b: await rowsOf(storeB) }).toEqual(kept);
    await partsWritten();
    await t.db.query('delete from report_store_parts');
    await stale();
    const [one, two, three] = await Promise.all([report(query), report(query), report(query)]);
    for (const answer of [one, two, three]) expect(answer.tables).toEqual(expected.tables);
    expect({ a: await rowsOf(storeA), b: await rowsOf(storeB) }).toEqual(kept);
  });

  it('when members hold contracts, then each counts once in each program in force on the last day, the rest as プログラムなし', async () => {
    const store = await t.createStore('区間C校');
    const school = await swimSchool(t, store, ['10級']);
    const { rows } = await t.db.query<{ id: number }>(
      `insert into programs (store_id, school_id, name, monthly_fee) values ($1, $2, '選手コース', 12000) returning id`,
      [store, school.school],
    );
    const [kids, racers] = [school.program, (rows[0] as { id: number }).id];
    const contract = (customer: number, program: number | null, starts: string, ends: string | null = null) =>
      t.db.query(
        `insert into customer_contracts (customer_id, program_id, plan_name, monthly_fee, starts_on, ends_on)
         values ($1, $2, '週1回', 7700, $3, $4)`,
        [customer, program, starts, ends],
      );
    // Two contracts of one program; one of each program; none; one that ended; one not begun; a contract without a
    // program beside one with; and a member who left, whose contract does not count.
    const twice = await member(store, '2026-01-10');
    await contract(twice, kids, '2026-01-10');
    await contract(twice, kids, '2026-04-01');
    const both = await member(store, '2026-02-10');
    await contract(both, kids, '2026-02-10');
    await contract(both, racers, '2026-05-01');
    await member(store, '2026-03-10');
    const ended = await member(store, '2026-03-10');
    await contract(ended, racers, '2026-03-10', '2026-10-31');
    const later = await member(store, '2026-03-10');
    await contract(later, racers, '2026-12-01');
    const unnamed = await member(store, '2026-03-10');
    await contract(unnamed, null, '2026-03-10');
    await contract(unnamed, racers, '2026-03-10');
    const left = await member(store, '2026-03-10', [['active', 'withdrawn', '2026-09-30']]);
    await contract(left, kids, '2026-03-10');
    const response = await t.request({
      method: 'GET',
      url: `/api/reports/members?from=2026-11-01&to=2026-11-22&store_id=${store}`,
      token: adminToken,
    });
    expect(response.status).toBe(200);
    const byProgram = response.body.data.tables.find((table: { key: string }) => table.key === 'by_program');
    // The contract without a program counts its member as プログラムなし too (in no program), as before.
    const byName = (a: { program: string }, b: { program: string }) => (a.program < b.program ? -1 : 1);
    expect([...byProgram.rows].sort(byName)).toEqual(
      [
        { program: '小学生コース', members: 2 },
        { program: '選手コース', members: 2 },
        { program: 'プログラムなし', members: 4 },
      ].sort(byName),
    );
    expect(figure(response.body.data, 'enrolled')).toBe(6);
  });

  it('when the hourly sweep runs, then unchanged stores’ spans move on so their changes can go, and a changed store’s do not', async () => {
    await keepMemberSpans(t.db, [storeA, storeB], today());
    const snapshots = async () =>
      (
        await t.db.query<{ store_id: number; xmax: string }>(
          `select store_id, pg_snapshot_xmax(snapshot)::text as xmax from report_member_span_stores
            where store_id = any($1) order by store_id`,
          [[storeA, storeB]],
        )
      ).rows.map((row) => BigInt(row.xmax));
    const [a0, b0] = await snapshots();
    // Store B changes after its spans were made; store A does not. Other work moves the transaction ids on.
    await member(storeB, '2026-11-20');
    for (let i = 0; i < 3; i += 1) await t.db.query('select pg_current_xact_id()');
    await sweepMemberSpans(t.db);
    const [a1, b1] = await snapshots();
    expect(a1).toBeGreaterThan(a0 as bigint);
    expect(b1).toBe(b0);
    // Store B's change is kept for its spans, which are made again at the next read; store A's changes before its
    // spans' snapshot are forgotten.
    const changesOf = async (store: number) =>
      (
        await t.db.query<{ n: number }>(
          `select count(*)::int as n from report_member_changes
            where store_id = $1 and xid < (select pg_snapshot_xmin(snapshot) from report_member_span_stores
                                            where store_id = $1)`,
          [store],
        )
      ).rows[0]?.n;
    // A transaction open elsewhere on the cluster (another test file's, on PostgreSQL) holds back the oldest
    // snapshot the sweep may forget changes before, so it sweeps until that one has ended.
    await expect
      .poll(
        async () => {
          await sweepMemberSpans(t.db);
          return changesOf(storeA);
        },
        { timeout: 10_000 },
      )
      .toBe(0);
    expect(await keepMemberSpans(t.db, [storeA, storeB], today())).toBe(1);
    expect(figure(await report('from=2026-11-01&to=2026-11-22&store_id=all'), 'joins')).toBe(2);
  });

  it('when another version of the code made a store’s spans, then the sweep leaves their snapshot and they are made again', async () => {
    await keepMemberSpans(t.db, [storeA, storeB], today());
    const snapshotOf = async () =>
      (
        await t.db.query<{ snapshot: string }>(
          'select snapshot::text as snapshot from report_member_span_stores where store_id = $1',
          [storeA],
        )
      ).rows[0]?.snapshot;
    await t.db.query(
      `update report_member_span_stores set source = 'an earlier version' where store_id = $1`,
      [storeA],
    );
    const before = await snapshotOf();
    // A transaction ended in between, so that a sweep's snapshot would be another.
    await t.db.query('select pg_current_xact_id()');
    await sweepMemberSpans(t.db);
    expect(await snapshotOf()).toBe(before);
    expect(await keepMemberSpans(t.db, [storeA, storeB], today())).toBe(1);
  });

  it('when a store is gone, then the sweep deletes its spans and days', async () => {
    const gone = await t.createStore('閉校');
    await member(gone, '2026-04-01');
    await keepMemberSpans(t.db, [gone], today());
    expect(await rowsOf(gone)).toEqual({ spans: 1, days: 1 });
    // As deleting the store deletes its row there (on delete cascade).
    await t.db.query('delete from report_member_span_stores where store_id = $1', [gone]);
    await sweepMemberSpans(t.db);
    expect(await rowsOf(gone)).toEqual({ spans: 0, days: 0 });
    expect(await rowsOf(storeA)).not.toEqual({ spans: 0, days: 0 });
  });
});
