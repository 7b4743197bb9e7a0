import { addDays, addMonths, type Day } from '@kayoi/domain/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spanParams } from '../src/modules/reports/members.ts';
import {
  AGE_BANDS,
  MIX_REACH_DAYS,
  SPANS_SQL,
  type SpanAsk,
} from '../src/modules/reports/members-figures.ts';
import { keepMemberSpans } from '../src/modules/reports/members-spans.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets } from './support/databases.ts';
import { jst } from './support/school.ts';

// The members report's mix on a day near the one kept with the spans (0710) is the kept mix with the pieces that may
// count otherwise taken away and added again: the same rows, on every day within reach, as every member's pieces
// grouped for that day, and so are its programs (0720). Members here cross each age band's edge, join, pause,
// withdraw, change grade and start or end contracts on the days around the kept one.

/** The day the spans are made on (the reader's today): the mix is kept for it. */
const KEPT: Day = '2026-11-22';

describe.each(databaseTargets)('members report mix from the kept day on $name', (target) => {
  let t: TestApp;
  let storeId: number;
  let otherStore: number;
  let seq = 0;

  async function member(options: {
    store?: number;
    joined: Day;
    birth?: Day | null;
    gender?: 'male' | 'female' | null;
    grade?: number | null;
    changes?: { from: string; to: string; on: Day }[];
    gradeChange?: { from: number; to: number; on: Day };
    contracts?: { program: number | null; from: Day; to?: Day }[];
  }) {
    seq += 1;
    const { rows } = await t.db.query<{ id: number }>(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         birth_date, gender, status, joined_on, grade_id)
       values ($1, $2, '会員', $3, 'カイイン', 'テスト', $4, $5, 'active', $6, $7) returning id`,
      [
        options.store ?? storeId,
        `X${seq}`,
        `${seq}`,
        options.birth === undefined ? '2016-06-01' : options.birth,
        options.gender === undefined ? 'female' : options.gender,
        options.joined,
        options.gradeChange?.to ?? options.grade ?? null,
      ],
    );
    const id = (rows[0] as { id: number }).id;
    for (const change of options.changes ?? []) {
      await t.db.query(
        `insert into customer_status_changes (customer_id, from_status, status, effective_on) values ($1, $2, $3, $4)`,
        [id, change.from, change.to, change.on],
      );
    }
    for (const contract of options.contracts ?? []) {
      await t.db.query(
        `insert into customer_contracts (customer_id, program_id, plan_name, monthly_fee, starts_on, ends_on)
         values ($1, $2, '週1', 7700, $3, $4)`,
        [id, contract.program, contract.from, contract.to ?? null],
      );
    }
    if (options.gradeChange) {
      await t.db.query(
        `insert into customer_grade_history (customer_id, from_grade_id, to_grade_id, changed_at)
         values ($1, $2, $3, ($4::date + time '10:00') at time zone 'Asia/Tokyo')`,
        [id, options.gradeChange.from, options.gradeChange.to, options.gradeChange.on],
      );
    }
  }

  /** SPANS_SQL's rows of both stores on `day`, from the kept mix when it is within `reach` days, sorted. */
  async function spanRows(day: Day, reach: number) {
    const ask: SpanAsk = {
      days: [day],
      at: day,
      first: addMonths(day, -1),
      last: day,
      recentAfter: addMonths(day, -24),
      today: day,
      end: day,
      from: addMonths(day, -1),
      to: day,
    };
    const { rows } = await t.db.query(SPANS_SQL, spanParams([storeId, otherStore], ask, reach));
    return rows.map((row) => JSON.stringify(row)).sort();
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    t.clock.now = jst(`${KEPT} 10:00`);
    storeId = await t.createStore('ミックス校');
    otherStore = await t.createStore('ミックス別校');
    const school = await swimSchool(t, storeId, ['15級', '14級']);
    const [low, high] = school.grades as [number, number];
    const course = school.program;
    const { rows: programs } = await t.db.query<{ id: number }>(
      `insert into programs (store_id, name, monthly_fee) values ($1, '成人コース', 8800) returning id`,
      [storeId],
    );
    const adult = (programs[0] as { id: number }).id;
    // On each side of every age band's edge: born so that the edge's birthday falls from 20 days before the kept
    // day to 20 days after it (and on the kept day itself), in both stores.
    for (const band of AGE_BANDS.slice(0, -1)) {
      const edge = band.max + 1;
      for (const offset of [-20, -15, -14, -13, -7, -1, 0, 1, 2, 7, 13, 14, 15, 20]) {
        await member({
          joined: '2020-04-01',
          birth: addMonths(addDays(KEPT, offset), -12 * edge),
          grade: low,
        });
      }
      await member({
        store: otherStore,
        joined: '2021-05-10',
        birth: addMonths(addDays(KEPT, 3), -12 * edge),
      });
    }
    // A leap day's child, and members without a birth date or a gender.
    await member({ joined: '2022-01-15', birth: '2020-02-29', gender: 'male' });
    await member({ joined: '2022-01-15', birth: null, gender: null, grade: high });
    // Joins, pauses, returns and withdrawals on the days around the kept one, past and to come.
    for (const offset of [-16, -14, -10, -3, 0, 1, 5, 14, 16]) {
      const day = addDays(KEPT, offset);
      await member({ joined: day, gender: 'male', grade: high });
      await member({ joined: '2023-09-01', changes: [{ from: 'active', to: 'withdrawn', on: day }] });
      await member({
        joined: '2024-02-11',
        changes: [
          { from: 'active', to: 'paused', on: addDays(day, -2) },
          { from: 'paused', to: 'active', on: addDays(day, 3) },
        ],
      });
      await member({ joined: '2024-07-01', grade: low, gradeChange: { from: low, to: high, on: day } });
      // Contracts that start, end or change program on the day, of members enrolled throughout and of one who
      // joins then; two of one program, one without a program.
      await member({
        joined: '2023-04-01',
        contracts: [
          { program: course, from: '2023-04-01', to: addDays(day, -1) },
          { program: adult, from: day },
        ],
      });
      await member({ joined: '2023-04-01', contracts: [{ program: course, from: day }] });
      await member({ joined: '2023-04-01', contracts: [{ program: null, from: '2023-04-01', to: day }] });
      await member({
        joined: day,
        contracts: [
          { program: course, from: day },
          { program: course, from: addDays(day, 2) },
        ],
      });
      await member({
        joined: '2023-09-01',
        changes: [{ from: 'active', to: 'withdrawn', on: addDays(day, 1) }],
        contracts: [{ program: adult, from: '2023-09-01' }],
      });
    }
    // Members enrolled with contracts that never change: the kept counts carry them.
    for (let i = 0; i < 5; i += 1) {
      await member({
        joined: '2022-04-01',
        contracts: [{ program: i % 2 ? course : adult, from: '2022-04-01' }],
      });
    }
    await keepMemberSpans(t.db, [storeId, otherStore], KEPT);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('is the same on every day within reach of the kept day as read from every member', async () => {
    const { rows } = await t.db.query<{ mixed_on: string }>(
      `select to_char(mixed_on, 'YYYY-MM-DD') as mixed_on from report_member_span_stores where store_id = $1`,
      [storeId],
    );
    expect(rows[0]?.mixed_on).toBe(KEPT);
    const mixes = new Set<string>();
    const programs = new Set<string>();
    for (let offset = -MIX_REACH_DAYS - 2; offset <= MIX_REACH_DAYS + 2; offset += 1) {
      const day = addDays(KEPT, offset);
      const kept = await spanRows(day, MIX_REACH_DAYS);
      expect(kept, day).toEqual(await spanRows(day, -1));
      mixes.add(kept.filter((row) => row.includes('"people"') || row.includes('"grade"')).join());
      programs.add(kept.filter((row) => row.includes('"program"')).join());
    }
    // The days differ from one another: the members who cross an edge, join or leave change the mix, and the
    // contracts that start or end change the programs.
    expect(mixes.size).toBeGreaterThan(10);
    expect(programs.size).toBeGreaterThan(10);
  });

  it('reads the kept mix and programs within reach and every member beyond it', async () => {
    const near = addDays(KEPT, -MIX_REACH_DAYS);
    const far = addDays(KEPT, -MIX_REACH_DAYS - 1);
    const before = { near: await spanRows(near, MIX_REACH_DAYS), far: await spanRows(far, MIX_REACH_DAYS) };
    for (const table of ['report_member_mix', 'report_member_programs']) {
      await t.db.query(`update ${table} set members = members + 1000 where store_id = $1`, [storeId]);
      try {
        expect(await spanRows(near, MIX_REACH_DAYS), table).not.toEqual(before.near);
        expect(await spanRows(far, MIX_REACH_DAYS), table).toEqual(before.far);
      } finally {
        await t.db.query(`update ${table} set members = members - 1000 where store_id = $1`, [storeId]);
      }
    }
  });
  it('when a member’s contract changes, then their store’s counts are made again and still read alike', async () => {
    expect(await keepMemberSpans(t.db, [storeId, otherStore], KEPT)).toBe(0);
    await t.db.query(
      `update customer_contracts set ends_on = $2
        where id = (select min(c.id) from customer_contracts c join customers cu on cu.id = c.customer_id
                     where cu.store_id = $1 and c.ends_on is null and c.starts_on < $2)`,
      [storeId, addDays(KEPT, -3)],
    );
    expect(await keepMemberSpans(t.db, [storeId, otherStore], KEPT)).toBe(1);
    for (const day of [addDays(KEPT, -4), addDays(KEPT, -3), addDays(KEPT, -2), KEPT]) {
      expect(await spanRows(day, MIX_REACH_DAYS), day).toEqual(await spanRows(day, -1));
    }
  });
});
