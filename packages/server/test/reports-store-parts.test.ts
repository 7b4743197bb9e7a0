import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  forgetPastChanges,
  keptOnceBuilt,
  onPartWriteFailure,
  type PartsAsk,
  packed,
  partsWritten,
  rememberedParts,
  storeParts,
  storePartsById,
  unpacked,
} from '../src/modules/reports/store-parts.ts';
import { readFirstLooks } from '../src/modules/reports/warm-up.ts';
import { startTestApp, type TestApp, type TestBody } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets, heldTransaction } from './support/databases.ts';
import { jst } from './support/school.ts';

/** A read of every store asked, one store at a time: `read`'s part for each. */
const eachStore =
  <Part>(read: (store: number) => Promise<Part>) =>
  async (ids: readonly number[]) =>
    new Map(await Promise.all(ids.map(async (id) => [id, await read(id)] as const)));

// A chain's report is its stores' parts added up, each store's part kept until data it was read from changes
// (modules/reports/store-parts.ts, migration 0450): which changes mark a store as changed, that a part read while
// a change commits is never used, and the members report read through kept parts as a user sees it.

describe('a kept part packed', () => {
  const rows = [
    { part: 'stock', key: '2026-11-30', n1: 3, f1: null, nested: [{ a: 1 }, { a: 2 }] },
    { part: 'cover', key: '2026-10', n1: 0, f1: 1.5, nested: [] },
  ];

  it('when rows of one shape are kept, then their keys are written once and they are read back as they were', () => {
    const part = {
      spans: rows,
      flows: [{ month: '2026-11' }],
      tuples: [
        ['a', 1],
        ['b', 2],
      ],
      none: [],
    };
    const kept = packed(part) as { spans: unknown[] };
    expect(kept.spans[1]).toEqual(['part', 'key', 'n1', 'f1', 'nested']);
    expect(kept.spans[2]).toEqual(['stock', '2026-11-30', 3, null, [expect.any(String), ['a'], [1], [2]]]);
    expect(JSON.stringify(kept).length).toBeLessThan(JSON.stringify(part).length);
    expect(unpacked(JSON.parse(JSON.stringify(kept)))).toEqual(part);
  });

  it('when rows differ in shape or a value is undefined, then they are kept as they are', () => {
    const mixed = [{ a: 1 }, { b: 1 }];
    const reordered = [
      { a: 1, b: 2 },
      { b: 2, a: 1 },
    ];
    const holey = [{ a: 1 }, { a: undefined }];
    expect(packed(mixed)).toEqual(mixed);
    expect(packed(reordered)).toEqual(reordered);
    expect(packed(holey)).toEqual(holey);
    // A part kept before parts were packed is read as it is.
    expect(unpacked({ spans: rows })).toEqual({ spans: rows });
  });
});

describe.each(databaseTargets)('kept store parts of reports on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let storeB: number;
  let adminToken: string;
  let school: Awaited<ReturnType<typeof swimSchool>>;
  let seq = 0;

  /** The transactions recorded as having changed the store's data (one row each). */
  const changesOf = async (store: number) =>
    (
      await t.db.query<{ n: number }>(
        'select count(*)::int as n from report_store_changes where store_id = $1',
        [store],
      )
    ).rows[0]?.n ?? 0;
  const changed = async () => ({ a: await changesOf(storeA), b: await changesOf(storeB) });

  async function member(store: number, joined = '2026-01-10') {
    seq += 1;
    const { rows } = await t.db.query<{ id: number }>(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         birth_date, gender, status, joined_on)
       values ($1, $2, '部分', $3, 'ブブン', 'テスト', '2016-05-05', 'female', 'active', $4) returning id`,
      [store, `P${seq}`, `${seq}`, joined],
    );
    return (rows[0] as { id: number }).id;
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    t.clock.now = jst('2026-11-22 10:00');
    storeA = await t.createStore('部分A校');
    storeB = await t.createStore('部分B校');
    const admin = await t.createStaff({ role: 'admin', storeId: storeA });
    adminToken = await t.login(admin.email);
    school = await swimSchool(t, storeA, ['15級', '14級']);
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  /** A report's data as the admin reads it (200). */
  const report = async (name: string, query: string): Promise<TestBody> => {
    const response = await t.request({
      method: 'GET',
      url: `/api/reports/${name}?${query}`,
      token: adminToken,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  const membersReport = (query: string) => report('members', query);
  const closing = (data: TestBody) =>
    data.summary.find((f: { key: string }) => f.key === 'enrolled')?.value as number;

  it('when data a report reads changes, then its store is recorded as changed and the other store is not', async () => {
    const id = await member(storeA);
    const changes: [string, string, unknown[]][] = [
      ['a member joins', '', []],
      [
        'a status change',
        `insert into customer_status_changes (customer_id, from_status, status, effective_on)
         values ($1, 'active', 'paused', '2026-10-01')`,
        [id],
      ],
      ['a status', `update customers set status = 'paused' where id = $1`, [id]],
      ['a birth date', `update customers set birth_date = '2016-06-06' where id = $1`, [id]],
      ['a name', `update customers set given_name = '改名' where id = $1`, [id]],
      [
        'a contract',
        `insert into customer_contracts (customer_id, program_id, plan_name, monthly_fee, starts_on)
         values ($1, $2, '週1回', 8800, '2026-01-10')`,
        [id, school.program],
      ],
      [
        'a grade change',
        `insert into customer_grade_history (customer_id, from_grade_id, to_grade_id) values ($1, $2, $3)`,
        [id, school.grades[0], school.grades[1]],
      ],
      ['a program’s name', `update programs set name = '幼児コース' where id = $1`, [school.program]],
      ['a grade’s order', `update grades set sort_order = 9 where id = $1`, [school.grades[0]]],
      ['a school’s name', `update schools set name = 'スイミングスクール' where id = $1`, [school.school]],
      ['a school’s name back', `update schools set name = 'スイミング' where id = $1`, [school.school]],
      [
        'a class',
        `insert into classes (store_id, school_id, program_id, name, day_of_week, start_time, end_time, capacity,
           starts_on) values ($1, $2, $3, '月曜 初級', 1, '16:00', '17:00', 10, '2026-01-01')`,
        [storeA, school.school, school.program],
      ],
      ['a class’s name', `update classes set name = '月曜 中級' where store_id = $1`, [storeA]],
      // What the programs report's part reads besides (0510).
      [
        'an enrolment',
        `insert into class_enrollments (class_id, customer_id, enrolled_on)
         select id, $1, '2026-11-01' from classes where store_id = $2`,
        [id, storeA],
      ],
      [
        'an enrolment ended',
        `update class_enrollments set ended_on = '2026-11-30' where customer_id = $1`,
        [id],
      ],
      [
        'a place on the waiting list',
        `insert into class_waitlist (class_id, customer_id) select id, $1 from classes where store_id = $2`,
        [id, storeA],
      ],
      [
        'a program category',
        `insert into program_categories (store_id, school_id, name) values ($1, $2, '幼児')`,
        [storeA, school.school],
      ],
      [
        'a lesson counted',
        `insert into lesson_occurrence_stats (class_id, lesson_date, store_id, day_of_week, enrolled, present)
         select id, '2026-11-09', store_id, 1, 1, 1 from classes where store_id = $1`,
        [storeA],
      ],
      [
        'a lesson’s exception (which forgets the day’s counts)',
        `insert into lesson_exceptions (store_id, class_id, lesson_date, kind)
         select store_id, id, '2026-11-16', 'cancelled' from classes where store_id = $1`,
        [storeA],
      ],
      ['a counted lesson forgotten', 'delete from lesson_occurrence_stats where store_id = $1', [storeA]],
      // What the facilities report's part reads besides (0510).
      ['a facility', `insert into facilities (store_id, name, kind) values ($1, 'プール', 'pool')`, [storeA]],
      [
        'a lane',
        `insert into facility_lanes (facility_id, number, name) select id, 1, '第1レーン' from facilities where store_id = $1`,
        [storeA],
      ],
      [
        'a class’s lane',
        `insert into class_lanes (class_id, lane_id)
         select k.id, l.id from classes k, facility_lanes l join facilities f on f.id = l.facility_id
          where k.store_id = $1 and f.store_id = $1`,
        [storeA],
      ],
      [
        'business hours',
        `insert into store_business_hours (store_id, day_of_week, opens_at, closes_at) values ($1, 1, '10:00', '21:00')`,
        [storeA],
      ],
      [
        'a closure',
        `insert into store_closures (store_id, starts_on, ends_on, reason) values ($1, '2026-12-29', '2027-01-03', '年末年始')`,
        [storeA],
      ],
      [
        'the national-holiday rule',
        `update stores set national_holiday_hours = 'closed' where id = $1`,
        [storeA],
      ],
      [
        'a promotion test',
        `insert into promotion_tests (store_id, school_id, name, held_on) values ($1, $2, '11月 進級テスト', '2026-11-20')`,
        [storeA, school.school],
      ],
      [
        'a test result',
        `insert into promotion_results (test_id, customer_id, tested_grade_id, passed)
         select id, $1, $2, false from promotion_tests where store_id = $3`,
        [id, school.grades[0], storeA],
      ],
    ];
    let before = { a: 0, b: await changesOf(storeB) };
    for (const [what, sql, params] of changes) {
      if (sql) await t.db.query(sql, params);
      const after = await changed();
      expect(after.a, what).toBeGreaterThan(before.a);
      expect(after.b, what).toBe(before.b);
      before = after;
    }
  });

  it('when a member’s phone number or address is edited, then no store is recorded as changed', async () => {
    const id = await member(storeA);
    const before = await changed();
    await t.db.query(
      `update customers set phone = '090-0000-1111', street_address = '千代田1-1' where id = $1`,
      [id],
    );
    expect(await changed()).toEqual(before);
  });

  it('when a member checks in and out today, then no store is recorded as changed (today’s lessons are not counted yet)', async () => {
    const id = await member(storeA);
    const before = await changed();
    // Today is the database's: a change of a past day's check-ins records its store (0520), and the database's clock
    // is a real one, days after this test's.
    const { rows } = await t.db.query<{ id: number }>(
      `insert into attendances (store_id, customer_id, check_in_at) values ($1, $2, now()) returning id`,
      [storeA, id],
    );
    await t.db.query(`update attendances set check_out_at = now() + interval '15 minutes' where id = $1`, [
      rows[0]?.id,
    ]);
    expect(await changed()).toEqual(before);
  });

  it('when a member moves to another store, then both stores are recorded as changed', async () => {
    const id = await member(storeA);
    const before = await changed();
    await t.db.query('update customers set store_id = $1 where id = $2', [storeB, id]);
    const after = await changed();
    expect(after.a).toBeGreaterThan(before.a);
    expect(after.b).toBeGreaterThan(before.b);
  });

  it('when a member of another store gets a result of a store’s promotion test, then the test’s store is recorded too', async () => {
    const id = await member(storeB);
    const { rows } = await t.db.query<{ id: number }>(
      `insert into promotion_tests (store_id, school_id, name, held_on) values ($1, $2, '12月 進級テスト', '2026-11-21')
       returning id`,
      [storeA, school.school],
    );
    const before = await changed();
    await t.db.query(
      `insert into promotion_results (test_id, customer_id, tested_grade_id, passed) values ($1, $2, $3, true)`,
      [rows[0]?.id, id, school.grades[0]],
    );
    const after = await changed();
    expect(after.a).toBeGreaterThan(before.a);
    expect(after.b).toBeGreaterThan(before.b);
  });

  it('when a staff member is renamed, then every store is recorded as changed (a coach may teach in any)', async () => {
    const coach = await t.createStaff({ role: 'staff', storeId: storeB });
    const before = await changed();
    await t.db.query(`update staffs set name = '改名 コーチ' where id = $1`, [coach.id]);
    const after = await changed();
    expect(after.a).toBeGreaterThan(before.a);
    expect(after.b).toBeGreaterThan(before.b);
  });

  /** A test report's parts asked for: keyed by its name and of store A, unless `more` says otherwise. */
  const partsAsk = <Part>(
    report: string,
    read: PartsAsk<Part>['read'],
    more: Partial<PartsAsk<Part>> = {},
  ): PartsAsk<Part> => ({ report, module: import.meta.url, key: [report], storeId: storeA, read, ...more });
  /** A `read` that answers each store `part(store, call)` (`call` counts from 1) and records the stores each call asked. */
  const recording = <Part>(part: (store: number, call: number) => Part) => {
    const reads: number[][] = [];
    const read = async (ids: readonly number[]) => {
      reads.push([...ids]);
      return new Map(ids.map((store) => [store, part(store, reads.length)]));
    };
    return { reads, read };
  };
  /** How many parts of `report` are kept. */
  const keptOf = async (report: string) =>
    (
      await t.db.query<{ n: number }>('select count(*)::int as n from report_store_parts where report = $1', [
        report,
      ])
    ).rows[0]?.n;

  it('when nothing changed, then a kept part is used and its store is not read again', async () => {
    // Each read asks for every store without a part at once.
    const { reads, read } = recording((store, n) => [{ store, n }]);
    const ask = partsAsk('test-kept', read, { key: ['k', 1], storeId: null });
    const stores = (await t.db.query<{ id: number }>('select id from stores order by id')).rows.map(
      (s) => s.id,
    );
    const first = await storeParts(t.db, ask);
    expect(reads).toEqual([stores]);
    expect(first.map(([row]) => row?.store)).toEqual(stores);
    const second = await storeParts(t.db, ask);
    expect(second).toEqual(first);
    expect(reads).toHaveLength(1);

    // Another key is another part; a change in store B reads store B again, and only it.
    await storeParts(t.db, { ...ask, key: ['k', 2], storeId: storeA });
    expect(reads).toEqual([stores, [storeA]]);
    await member(storeB);
    const third = await storeParts(t.db, ask);
    expect(reads.slice(2)).toEqual([[storeB]]);
    expect(third.find(([row]) => row?.store === storeA)).toEqual(
      first.find(([row]) => row?.store === storeA),
    );
  });

  it('when a part was kept or read here, then its text is not read again while it is the one kept', async () => {
    const { reads, read } = recording((store, n) => [{ store, n }]);
    const ask = partsAsk('test-remembered', read, { key: ['k', 1] });
    const first = await storeParts(t.db, ask);
    await partsWritten();
    // Its text changed under the same snapshot: the part remembered is answered, not the text.
    await t.db.query(
      `update report_store_parts set rows = '[{"store": -1, "n": -1}]' where report = 'test-remembered'`,
    );
    expect(await storeParts(t.db, ask)).toEqual(first);
    expect(reads).toHaveLength(1);
    // Kept again after it (as another server process keeps it): that text is read, and remembered in turn.
    await t.db.query(
      `update report_store_parts set rows = '[{"store": -2, "n": -2}]', snapshot = pg_current_snapshot()
        where report = 'test-remembered'`,
    );
    expect(await storeParts(t.db, ask)).toEqual([[{ store: -2, n: -2 }]]);
    await t.db.query(
      `update report_store_parts set rows = '[{"store": -3, "n": -3}]' where report = 'test-remembered'`,
    );
    expect(await storeParts(t.db, ask)).toEqual([[{ store: -2, n: -2 }]]);
    // A change of its store's data: read again.
    await member(storeA);
    expect(await storeParts(t.db, ask)).toEqual([[{ store: storeA, n: 2 }]]);
    expect(reads).toHaveLength(2);
  });

  it('when more parts are remembered than allowed, then the least recently used report and key is forgotten', async () => {
    const { read } = recording((store, n) => [{ store, n }]);
    const [one, two] = [
      partsAsk('test-forgotten', read, { key: ['k', 1] }),
      partsAsk('test-forgotten', read, { key: ['k', 2] }),
    ];
    const limit = rememberedParts.chars;
    rememberedParts.chars = 1;
    try {
      expect(await storeParts(t.db, one)).toEqual([[{ store: storeA, n: 1 }]]);
      await partsWritten();
      await t.db.query(
        `update report_store_parts set rows = '[{"store": -1, "n": -1}]' where report = 'test-forgotten'`,
      );
      // The one just used is kept however small the allowance: its text is not read.
      expect(await storeParts(t.db, one)).toEqual([[{ store: storeA, n: 1 }]]);
      // Another key remembered: the first is forgotten, and its text read.
      expect(await storeParts(t.db, two)).toEqual([[{ store: storeA, n: 2 }]]);
      await partsWritten();
      expect(await storeParts(t.db, one)).toEqual([[{ store: -1, n: -1 }]]);
    } finally {
      rememberedParts.chars = limit;
    }
  });

  it('when only some stores of the scope are asked for, then only their parts are read and answered', async () => {
    const { reads, read } = recording((store) => [store]);
    const ask = partsAsk('test-some', read, { storeId: null, storeIds: [storeB] });
    expect(await storeParts(t.db, ask)).toEqual([[storeB]]);
    expect([...(await storePartsById(t.db, { ...ask, storeIds: [storeA, storeB] }))]).toEqual([
      [storeA, [storeA]],
      [storeB, [storeB]],
    ]);
    expect(reads).toEqual([[storeB], [storeA]]);
  });

  it('when parts of several reports, keys and scopes are looked up at once, then each gets its own stores’ parts', async () => {
    const stores = (await t.db.query<{ id: number }>('select id from stores order by id')).rows.map(
      (s) => s.id,
    );
    const asks = [
      partsAsk('test-together-1', recording((store) => ['one', store]).read, { storeId: null }),
      partsAsk('test-together-1', recording((store) => ['one again', store]).read, {
        key: ['again'],
        storeId: storeB,
      }),
      partsAsk('test-together-2', recording((store) => ['two', store]).read, {
        storeId: null,
        storeIds: [storeB, storeA],
      }),
      partsAsk('test-together-3', recording((store) => ['three', store]).read),
    ];
    const expected = [
      stores.map((store) => [store, ['one', store]]),
      [[storeB, ['one again', storeB]]],
      [
        [storeA, ['two', storeA]],
        [storeB, ['two', storeB]],
      ],
      [[storeA, ['three', storeA]]],
    ];
    // Read, then kept: the second time all four are looked up at once (in one turn), each finding its own.
    const first = await Promise.all(asks.map((ask) => storePartsById(t.db, ask)));
    expect(first.map((parts) => [...parts])).toEqual(expected);
    await partsWritten();
    const nothingRead = (): never => {
      throw new Error('read again');
    };
    const kept = await Promise.all(asks.map((ask) => storePartsById(t.db, { ...ask, read: nothingRead })));
    expect(kept.map((parts) => [...parts])).toEqual(expected);
  });

  it('when the code that read a part is another version, then the kept part is not used', async () => {
    let reads = 0;
    const ask = partsAsk(
      'test-code',
      eachStore(async () => [++reads]),
    );
    expect(await storeParts(t.db, ask)).toEqual([[1]]);
    expect(await storeParts(t.db, ask)).toEqual([[1]]);
    // Another module's source stands for this one's after an upgrade: same report, key and statements.
    const other = new URL('./support/classes.ts', import.meta.url).href;
    expect(await storeParts(t.db, { ...ask, module: other })).toEqual([[2]]);
  });

  it('when a change commits while a part is being read, then that part is not used next time', async () => {
    let reads = 0;
    const ask = partsAsk(
      'test-race',
      eachStore(async (store: number) => {
        reads += 1;
        // The change commits after the snapshot was taken and before the part is written.
        if (reads === 1) await member(store);
        return [{ reads }];
      }),
    );
    expect(await storeParts(t.db, ask)).toEqual([[{ reads: 1 }]]);
    expect(await storeParts(t.db, ask)).toEqual([[{ reads: 2 }]]);
    expect(await storeParts(t.db, ask)).toEqual([[{ reads: 2 }]]);
  });

  if (target.name === 'postgres') {
    it('when a change is still running as a part is read, then that part is not used once it commits', async () => {
      const writer = await heldTransaction(t.db, (tx) =>
        tx.query(
          `insert into customers (store_id, member_number, family_name, given_name, family_name_kana,
             given_name_kana, status, joined_on)
           values ($1, 'RUN1', '途中', '会員', 'トチュウ', 'カイイン', 'active', '2026-11-01')`,
          [storeA],
        ),
      );
      // A later transaction ends first, so the reader's snapshot lists the running one among those in progress
      // rather than after all it has seen.
      await member(storeB);
      let reads = 0;
      const ask = partsAsk(
        'test-running',
        eachStore(async () => [{ reads: ++reads }]),
      );
      expect(await storeParts(t.db, ask)).toEqual([[{ reads: 1 }]]);
      // Not committed yet: the data the part was read from is still the data.
      expect(await storeParts(t.db, ask)).toEqual([[{ reads: 1 }]]);
      await writer.commit();
      expect(await storeParts(t.db, ask)).toEqual([[{ reads: 2 }]]);
    });
  }

  /** The changes recorded so far made older than the hour the sweep keeps every change. */
  const aged = () =>
    t.db.query(`update report_store_changes set recorded_at = recorded_at - interval '2 hours'`);

  it('when a change commits while a part is read and the sweep runs before the part is kept, then the part is not used', async () => {
    // No kept part's snapshot to keep the change by: only its age does.
    await partsWritten();
    await t.db.query('delete from report_store_parts');
    await aged();
    let reads = 0;
    const ask = partsAsk(
      'test-sweep-race',
      eachStore(async () => {
        reads += 1;
        if (reads === 1) {
          await member(storeA);
          await forgetPastChanges(t.db);
        }
        return [reads];
      }),
    );
    expect(await storeParts(t.db, ask)).toEqual([[1]]);
    expect(await storeParts(t.db, ask)).toEqual([[2]]);
    expect(await storeParts(t.db, ask)).toEqual([[2]]);
  });

  it('when the hourly sweep runs, then it keeps the changes a kept part has not seen and forgets the rest', async () => {
    let reads = 0;
    const ask = partsAsk(
      'test-sweep',
      eachStore(async () => [++reads]),
    );
    await storeParts(t.db, ask);
    await member(storeA);
    await aged();
    await forgetPastChanges(t.db);
    // The change after the part was read is still there, so the part is read again.
    expect(await storeParts(t.db, ask)).toEqual([[2]]);
    expect(await storeParts(t.db, ask)).toEqual([[2]]);
    // The one kept part is now newer than the changes. PostgreSQL's snapshots count every database's running
    // transactions (another test file's too), so the changes every snapshot sees as ended are asked of the part's
    // own snapshot: the sweep deletes those and keeps any later.
    await partsWritten();
    await t.db.query(`delete from report_store_parts where report <> 'test-sweep'`);
    const older = async () =>
      (
        await t.db.query<{ n: number }>(
          `select count(*)::int as n from report_store_changes
            where store_id = $1
              and xid < (select pg_snapshot_xmin(snapshot) from report_store_parts where report = 'test-sweep')`,
          [storeA],
        )
      ).rows[0]?.n;
    const before = await older();
    await aged();
    await forgetPastChanges(t.db);
    expect(await older()).toBe(0);
    if (target.name === 'pglite') {
      // One transaction at a time: every earlier change is past the part's snapshot, and all go.
      expect(before).toBeGreaterThan(0);
      expect(await changesOf(storeA)).toBe(0);
    }
    expect(await storeParts(t.db, ask)).toEqual([[2]]);
  });

  it('when a part is read, then it is kept after the answer, and a part that cannot be kept is read again next time', async () => {
    let reads = 0;
    const ask = (value: () => unknown) =>
      partsAsk(
        'test-after',
        eachStore(async () => {
          reads += 1;
          return value();
        }),
      );
    const failures: unknown[] = [];
    const stop = onPartWriteFailure((error) => failures.push(error));
    try {
      // JSON has no BigInt: the answer goes out, the write fails and is heard of.
      expect(
        await storeParts(
          t.db,
          ask(() => [10n]),
        ),
      ).toEqual([[10n]]);
      await partsWritten();
      expect(failures).toHaveLength(1);
      expect(
        await storeParts(
          t.db,
          ask(() => [11]),
        ),
      ).toEqual([[11]]);
      // Not awaited: the next read of the same report and key waits for the write, and finds the part.
      expect(
        await storeParts(
          t.db,
          ask(() => [12]),
        ),
      ).toEqual([[11]]);
      expect(reads).toBe(2);
      expect(failures).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('when a report keeps parts, then they are written once it is built, not while it still reads', async () => {
    let reads = 0;
    const ask = partsAsk(
      'test-built',
      eachStore(async () => {
        reads += 1;
        return [1];
      }),
    );
    const kept = () => keptOf('test-built');
    const parts = await keptOnceBuilt(async () => {
      const made = await storeParts(t.db, ask);
      // The report's own statements after its parts were made, over more turns of the event loop: not written yet.
      await t.db.query('select 1');
      await new Promise((turn) => setImmediate(turn));
      expect(await kept()).toBe(0);
      // The same parts asked again by the same build: read again, not waited for (their write waits for the build).
      expect(await storeParts(t.db, ask)).toEqual(made);
      return made;
    });
    expect(parts).toEqual([[1]]);
    expect(reads).toBe(2);
    await partsWritten();
    expect(await kept()).toBe(1);
  });

  it('when two calls read the same parts at once, then both answer and one part is kept per store', async () => {
    const ask = partsAsk(
      'test-parallel',
      eachStore(async (store: number) => [{ store }]),
      { storeId: null },
    );
    const [one, two] = await Promise.all([storeParts(t.db, ask), storeParts(t.db, ask)]);
    expect(one).toEqual(two);
    await partsWritten();
    expect(await keptOf('test-parallel')).toBe(one.length);
  });

  /** The reports whose parts are claimed now (0690; PostgreSQL only: embedded PGlite claims nothing). */
  const claims = async () =>
    (await t.db.query<{ slot: string }>('select slot from report_part_claims order by slot')).rows.map(
      (row) => row.slot.split(':')[0],
    );

  it('when two calls read the same missing parts at once, then on PostgreSQL one reads them and the other takes them once kept', async () => {
    const { reads, read } = recording((store) => [{ store }]);
    const ask = partsAsk('test-claimed', read, { storeId: null });
    const [one, two] = await Promise.all([storeParts(t.db, ask), storeParts(t.db, ask)]);
    expect(two).toEqual(one);
    // Several server processes may share a PostgreSQL database: its reader claims the parts. Embedded PGlite serves
    // one process, whose two calls both read them.
    expect(reads).toHaveLength(target.name === 'postgres' ? 1 : 2);
    await partsWritten();
    expect(await claims()).toEqual([]);
    expect(await keptOf('test-claimed')).toBe(one.length);
  });

  it('when the reader of claimed parts fails, then its claim is freed and the call waiting reads them itself', async () => {
    let calls = 0;
    let asked: Promise<unknown> = Promise.resolve();
    const ask: PartsAsk<number[]> = partsAsk('test-claim-failed', async (ids) => {
      calls += 1;
      if (calls === 1) {
        // The second call is asked while the first reads (under its claim, on PostgreSQL): which reads first is known.
        asked = storeParts(t.db, ask);
        throw new Error('the read failed');
      }
      return new Map(ids.map((id) => [id, [id]]));
    });
    const [first] = await Promise.allSettled([storeParts(t.db, ask)]);
    const [second] = await Promise.allSettled([asked]);
    expect(first.status).toBe('rejected');
    expect(second).toEqual({ status: 'fulfilled', value: [[storeA]] });
    expect(calls).toBe(2);
    await partsWritten();
    // Had the failed reader kept its claim, the second would have read without one and left it behind.
    expect(await claims()).toEqual([]);
  });

  it('when parts were claimed over 30 s ago, then another call takes the claim over and reads them (its reader stopped)', async () => {
    let calls = 0;
    const during: (string | undefined)[][] = [];
    const ask: PartsAsk<number[]> = partsAsk('test-claim-stale', async (ids) => {
      calls += 1;
      if (calls === 1) {
        during.push(await claims());
        await t.db.query(
          `update report_part_claims set claimed_at = now() - interval '31 seconds' where slot like 'test-claim-stale:%'`,
        );
        expect(await storeParts(t.db, ask)).toEqual([[storeA, 2]]);
      }
      return new Map(ids.map((id) => [id, [id, calls]]));
    });
    expect(await storeParts(t.db, ask)).toEqual([[storeA, 2]]);
    expect(calls).toBe(2);
    expect(during).toEqual([target.name === 'postgres' ? ['test-claim-stale'] : []]);
    await partsWritten();
    expect(await claims()).toEqual([]);
  });

  it('when a part was kept more than two days ago, then the hourly sweep deletes it', async () => {
    await storeParts(
      t.db,
      partsAsk(
        'test-old',
        eachStore(async () => [1]),
        { key: ['old'] },
      ),
    );
    await partsWritten();
    await t.db.query(
      `update report_store_parts set made_at = now() - interval '3 days' where report = 'test-old'`,
    );
    await storeParts(
      t.db,
      partsAsk(
        'test-old',
        eachStore(async () => [2]),
        { key: ['new'] },
      ),
    );
    await partsWritten();
    await forgetPastChanges(t.db);
    const { rows } = await t.db.query<{ key: string }>(
      `select key from report_store_parts where report = 'test-old'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('when the members report is read again after a member joins, then the chain’s figure counts them', async () => {
    const query = 'from=2026-11-01&to=2026-11-22&store_id=all';
    const before = closing(await membersReport(query));
    expect(closing(await membersReport(query))).toBe(before);
    await member(storeB, '2026-11-02');
    expect(closing(await membersReport(query))).toBe(before + 1);
    // A store's own report reads its own part, kept apart from the chain's values.
    const storeOnly = await membersReport(`from=2026-11-01&to=2026-11-22&store_id=${storeB}`);
    const storeAOnly = await membersReport(`from=2026-11-01&to=2026-11-22&store_id=${storeA}`);
    expect(closing(storeOnly) + closing(storeAOnly)).toBe(before + 1);
  });

  it('when a member enrols in a class after the chain’s programs report was read, then the next read counts them and reads only that store', async () => {
    const query = 'from=2026-11-01&to=2026-11-22&store_id=all';
    const programsReport = () => report('programs', query);
    const enrolledIn = (data: TestBody, store: number) =>
      data.tables
        .find((table: { key: string }) => table.key === 'stores')
        .rows.find((row: { store_id: number }) => row.store_id === store).enrolled as number;
    const snapshots = async () => {
      await partsWritten();
      const { rows } = await t.db.query<{ store_id: number; snapshot: string }>(
        `select store_id, snapshot::text as snapshot from report_store_parts where report = 'programs' order by 1`,
      );
      return rows;
    };
    const { rows: klass } = await t.db.query<{ id: number }>(
      `insert into classes (store_id, school_id, program_id, name, day_of_week, start_time, end_time, capacity,
         starts_on) values ($1, $2, $3, '水曜 初級', 3, '16:00', '17:00', 8, '2026-01-01') returning id`,
      [storeA, school.school, school.program],
    );
    // The member joins first: a member joining is a change of its own (0450); the enrolment is what is asked here.
    const joining = await member(storeA);
    const before = await programsReport();
    const kept = await snapshots();
    expect(await programsReport()).toEqual(before);
    expect(await snapshots()).toEqual(kept);

    await t.db.query(
      `insert into class_enrollments (class_id, customer_id, enrolled_on) values ($1, $2, '2026-11-04')`,
      [klass[0]?.id, joining],
    );
    const after = await programsReport();
    expect(enrolledIn(after, storeA)).toBe(enrolledIn(before, storeA) + 1);
    expect(enrolledIn(after, storeB)).toBe(enrolledIn(before, storeB));
    expect(after.summary.find((f: { key: string }) => f.key === 'enrolled').value).toBe(
      before.summary.find((f: { key: string }) => f.key === 'enrolled').value + 1,
    );
    // Store A's part was read again; store B's is the one kept.
    const now = await snapshots();
    expect(now.find((p) => p.store_id === storeB)).toEqual(kept.find((p) => p.store_id === storeB));
    expect(now.find((p) => p.store_id === storeA)).not.toEqual(kept.find((p) => p.store_id === storeA));
    // The chain's figures are the stores' own reports added up.
    const own = async (store: number) =>
      (await report('programs', `from=2026-11-01&to=2026-11-22&store_id=${store}`)).summary.find(
        (f: { key: string }) => f.key === 'enrolled',
      ).value as number;
    expect((await own(storeA)) + (await own(storeB))).toBe(
      after.summary.find((f: { key: string }) => f.key === 'enrolled').value,
    );
  });

  it('when the chain’s members are broken down by grade and program, then the stores’ alike-named ones are one row', async () => {
    const other = await swimSchool(t, storeB, ['15級', '14級']);
    const graded = async (store: number, grade: number, program: number) => {
      const id = await member(store, '2026-02-01');
      await t.db.query('update customers set grade_id = $1 where id = $2', [grade, id]);
      await t.db.query(
        `insert into customer_contracts (customer_id, program_id, plan_name, monthly_fee, starts_on)
         values ($1, $2, '週1回', 8800, '2026-02-01')`,
        [id, program],
      );
    };
    await t.db.query(`update programs set name = '小学生コース' where id = $1`, [school.program]);
    const before = await membersReport('from=2026-11-01&to=2026-11-22&store_id=all');
    const rows = (data: TestBody, key: string) =>
      data.tables.find((x: { key: string }) => x.key === key).rows as { members: number }[];
    const count = (data: TestBody, key: string, label: string, name: string) =>
      rows(data, key).find((r) => (r as Record<string, unknown>)[label] === name)?.members ?? 0;
    await graded(storeA, school.grades[1] as number, school.program);
    await graded(storeB, other.grades[1] as number, other.program);
    await graded(storeB, other.grades[1] as number, other.program);
    const after = await membersReport('from=2026-11-01&to=2026-11-22&store_id=all');
    const names = (data: TestBody, key: string, label: string) =>
      rows(data, key).map((r) => (r as Record<string, unknown>)[label]);
    expect(names(after, 'by_grade', 'grade').filter((n) => n === '14級')).toHaveLength(1);
    expect(count(after, 'by_grade', 'grade', '14級')).toBe(count(before, 'by_grade', 'grade', '14級') + 3);
    // Both stores' programs are named 小学生コース (swimSchool's).
    expect(names(after, 'by_program', 'program').filter((n) => n === '小学生コース')).toHaveLength(1);
    expect(count(after, 'by_program', 'program', '小学生コース')).toBe(
      count(before, 'by_program', 'program', '小学生コース') + 3,
    );
  });

  it('when the stores without a part are read together, then each store’s part is the one it reads alone', async () => {
    // Store B (its school from the test above): a promotion, a test and a withdrawal in the period, beside store
    // A's members of the tests above.
    const { rows: grades } = await t.db.query<{ id: number; school_id: number }>(
      `select g.id, g.school_id from grades g join schools s on s.id = g.school_id
        where s.store_id = $1 order by g.sort_order limit 2`,
      [storeB],
    );
    const [low, high] = grades.map((g) => g.id) as [number, number];
    const promoted = await member(storeB, '2026-03-01');
    await t.db.query(
      `insert into customer_grade_history (customer_id, from_grade_id, to_grade_id, changed_at)
       values ($1, $2, $3, $4)`,
      [promoted, low, high, jst('2026-11-10 17:00')],
    );
    await t.db.query('update customers set grade_id = $1 where id = $2', [high, promoted]);
    const test = await t.db.query<{ id: number }>(
      `insert into promotion_tests (store_id, school_id, name, held_on)
       values ($1, $2, '11月 進級テスト', '2026-11-10') returning id`,
      [storeB, grades[0]?.school_id],
    );
    await t.db.query(
      `insert into promotion_results (test_id, customer_id, tested_grade_id, passed) values ($1, $2, $3, true)`,
      [test.rows[0]?.id, promoted, low],
    );
    const left = await member(storeB, '2025-12-01');
    await t.db.query(
      `insert into customer_status_changes (customer_id, from_status, status, effective_on)
       values ($1, 'active', 'withdrawn', '2026-11-15')`,
      [left],
    );
    await t.db.query(`update customers set status = 'withdrawn' where id = $1`, [left]);

    const reports = ['members', 'member-achievement'];
    const read = async (report: string, store: number | 'all') => {
      const response = await t.request({
        method: 'GET',
        url: `/api/reports/${report}?from=2026-04-01&to=2026-11-22&store_id=${store}`,
        token: adminToken,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };
    // A part's rows as a set: a statement grouped by store may hash its groups in another order (the reports sort).
    const kept = async () => {
      await partsWritten();
      const { rows: parts } = await t.db.query<{ store_id: number; report: string; rows: string }>(
        `select store_id, report, rows from report_store_parts where report = any($1) order by report, store_id`,
        [reports],
      );
      return parts.map((part) => ({
        ...part,
        rows: Object.fromEntries(
          Object.entries(JSON.parse(part.rows) as Record<string, unknown[]>).map(([name, rows]) => [
            name,
            rows.map((r) => JSON.stringify(r)).sort(),
          ]),
        ),
      }));
    };
    const forget = async () => {
      await partsWritten();
      await t.db.query('delete from report_store_parts where report = any($1)', [reports]);
    };
    const stores = (await t.db.query<{ id: number }>('select id from stores order by id')).rows.map(
      (s) => s.id,
    );

    await forget();
    for (const report of reports) await read(report, 'all');
    const together = await kept();
    expect(together).toHaveLength(reports.length * stores.length);
    const partOfB = (report: string) =>
      together.find((p) => p.report === report && p.store_id === storeB)?.rows ?? {};
    expect(partOfB('member-achievement').months).toHaveLength(1);
    expect(partOfB('member-achievement').stuck).not.toEqual([]);
    expect(partOfB('member-achievement').tests).not.toEqual([]);
    expect(partOfB('members').flows).not.toEqual([]);

    await forget();
    for (const report of reports) for (const store of stores) await read(report, store);
    expect(await kept()).toEqual(together);
  });

  it('when the first looks were read (start-up, hourly), then a report of a preset period, of the chain or a store, reads no part', async () => {
    const parts = async () => {
      await partsWritten();
      const { rows } = await t.db.query<{ part: string }>(
        `select store_id || ' ' || report || ' ' || snapshot::text as part from report_store_parts
          where report in ('members', 'member-achievement', 'programs', 'staff', 'facilities', 'attendance',
                           'sales-members')
          order by 1`,
      );
      return rows.map((row) => row.part);
    };
    await member(storeA, '2026-11-03');
    const read = await readFirstLooks(t.db, () => t.clock.now);
    expect(read).toMatchObject({ reports: 7, periods: 4 });
    const kept = await parts();
    // The screens' presets on 2026-11-22 (presetPeriods): 今年度 from April, 過去12か月, 今月 and 先月.
    const presets = [
      'from=2026-04-01&to=2026-11-22',
      'from=2025-12-01&to=2026-11-22',
      'from=2026-11-01&to=2026-11-22',
      'from=2026-10-01&to=2026-10-31',
    ];
    for (const period of presets) {
      for (const report of ['members', 'member-achievement', 'staff', 'facilities', 'sales']) {
        for (const store of ['all', storeA, storeB]) {
          const response = await t.request({
            method: 'GET',
            url: `/api/reports/${report}?${period}&store_id=${store}`,
            token: adminToken,
          });
          expect(response.status).toBe(200);
        }
      }
      // The programs and attendance reports keep parts over several stores only (a store's own report reads its
      // classes); the attendance report's part of a longer period (by month) serves the grouping by week too.
      const long = presets.indexOf(period) < 2; // 今年度 and 過去12か月 (by month)
      for (const url of [
        `/api/reports/programs?${period}&store_id=all`,
        `/api/reports/attendance?${period}&store_id=all`,
        ...(long ? [`/api/reports/attendance?${period}&store_id=all&group_by=week`] : []),
      ]) {
        const response = await t.request({ method: 'GET', url, token: adminToken });
        expect(response.status).toBe(200);
      }
    }
    expect(await parts()).toEqual(kept);
    // Another period is other parts.
    await membersReport('from=2026-10-01&to=2026-11-22&store_id=all');
    expect((await parts()).length).toBeGreaterThan(kept.length);
  });
});
