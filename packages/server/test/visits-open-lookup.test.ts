import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';

// A member's open visit is one index entry away however many people are inside (issue 30, migration 0490). Every
// tap's welcome answer and the welcome display's summary ask `customer_id = … and check_out_at is null`; with
// statistics taken while nobody was inside, the planner read the store's open visits to find it. The plans are asked
// as a function's cached plan is run after its fifth call: generic, for any member.

const MEMBERS = 300;
const INSIDE = 250;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** Every scan of a table in a plan, depth first. */
const scansOf = (node: PlanNode): PlanNode[] => [
  ...(node['Relation Name'] ? [node] : []),
  ...(node.Plans ?? []).flatMap(scansOf),
];

describe.each(databaseTargets)('a member’s open visit on $name', (target) => {
  let t: TestApp;
  let store: number;
  let inside: number[];

  beforeAll(async () => {
    t = await startTestApp(target);
    store = await t.createStore('渋谷校');
    const { rows } = await t.db.query<{ id: number }>(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         status, joined_on)
       select $1, 'M' || lpad(i::text, 6, '0'), '来館' || i, '花子', 'ライカン', 'ハナコ', 'active', date '2025-04-01'
         from generate_series(1, $2::int) as i
       returning id`,
      [store, MEMBERS],
    );
    const members = rows.map((row) => row.id);
    // Ten weeks of visits behind each, every one checked out.
    await t.db.query(
      `insert into attendances (store_id, customer_id, check_in_at, check_out_at)
       select $1, m, timestamptz '2026-09-01 16:00+09' + w * interval '7 days',
              timestamptz '2026-09-01 17:00+09' + w * interval '7 days'
         from unnest($2::int[]) as m, generate_series(0, 9) as w`,
      [store, members],
    );
    // The night's statistics: nobody inside.
    await t.db.query('analyze attendances');
    inside = members.slice(0, INSIDE);
    await t.db.query(
      `insert into attendances (store_id, customer_id, check_in_at)
       select $1, m, timestamptz '2026-11-16 16:00+09' from unnest($2::int[]) as m`,
      [store, inside],
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The scans of tables in the generic plan of `sql` (its parameters of `types`), run with `values`. */
  const scans = (sql: string, types: string, values: string) =>
    t.db.transaction(async (tx) => {
      await tx.query('set local plan_cache_mode = force_generic_plan');
      await tx.query(`prepare open_lookup(${types}) as ${sql}`);
      try {
        const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          `explain (analyze, costs off, timing off, format json) execute open_lookup(${values})`,
        );
        return scansOf((rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan);
      } finally {
        await tx.query('deallocate open_lookup');
      }
    });

  it('finds a member’s open visit through the member’s own entry, not the store’s open visits', async () => {
    // As front_desk_tap (0460) and the visits summary ask it.
    const member = inside[INSIDE - 1] as number;
    const found = await scans(
      `select o.id, o.check_in_at, o.check_out_at, o.is_overtime from attendances o
        where o.customer_id = $1 and o.check_out_at is null
        order by o.check_in_at desc, o.id desc limit 1`,
      'int',
      String(member),
    );
    expect(found).toEqual([
      expect.objectContaining({ 'Relation Name': 'attendances', 'Index Name': 'attendances_one_open_visit' }),
    ]);
    expect(found[0]?.['Rows Removed by Filter'] ?? 0).toBe(0);
  });

  it('still lists who is inside a store from the store’s open visits', async () => {
    const found = await scans(
      `select id, customer_id, check_in_at from attendances
        where store_id = $1 and check_out_at is null and check_in_at <= now() order by check_in_at, id`,
      'int',
      String(store),
    );
    expect(found).toEqual([
      expect.objectContaining({ 'Relation Name': 'attendances', 'Index Name': 'attendances_store_open_idx' }),
    ]);
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from attendances where store_id = $1 and check_out_at is null',
      [store],
    );
    expect(rows[0]?.n).toBe(INSIDE);
  });
});
