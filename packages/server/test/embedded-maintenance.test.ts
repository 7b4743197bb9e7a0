import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { templateCluster } from './support/databases.ts';

// The embedded database vacuums and analyzes its own tables (issue 30, db/pglite-maintenance.ts): PGlite runs
// PostgreSQL single-user, where autovacuum never runs, and the product's tables had no statistics and no page marked
// all-visible. The server's database thread looks every minute; here the pass is called directly, but for the
// last test, which leaves it to the thread.

interface TableState {
  stats: number;
  relpages: number;
  allVisible: number;
}

async function stateOf(db: Database, table: string): Promise<TableState> {
  const { rows } = await db.query<TableState>(
    `select (select count(*)::int from pg_stats where tablename = $1) as stats,
       c.relpages, c.relallvisible as "allVisible"
     from pg_class c where c.relname = $1`,
    [table],
  );
  const state = rows[0];
  if (!state) throw new Error(`no table ${table}`);
  return state;
}

/** The heap rows an index-only scan of the whole key range had to read. */
async function heapFetches(db: Database, table: string): Promise<number> {
  await db.exec('set enable_seqscan = off; set enable_bitmapscan = off');
  try {
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off) select id from ${table} where id > 0`,
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('Index Only Scan');
    return Number(/Heap Fetches: (\d+)/.exec(plan)?.[1]);
  } finally {
    await db.exec('reset enable_seqscan; reset enable_bitmapscan');
  }
}

function embeddedOf(db: Database) {
  if (!db.embedded) throw new Error('expected the embedded database');
  return db.embedded;
}

describe('the embedded database’s own VACUUM and ANALYZE', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite', dataDir: null });
    await db.exec('create table upkeep_probe (id int primary key, n int not null)');
    await db.exec('insert into upkeep_probe select g, g % 7 from generate_series(1, 5000) g');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('when rows were inserted, then the pass analyzes and vacuums the table, and an index-only scan reads no row of it', async () => {
    expect(await stateOf(db, 'upkeep_probe')).toMatchObject({ stats: 0, allVisible: 0 });
    expect(await heapFetches(db, 'upkeep_probe')).toBe(5000);

    const done = await embeddedOf(db).maintain();
    expect(done.vacuumed).toContain('upkeep_probe');
    expect(done.analyzed).toContain('upkeep_probe');
    const after = await stateOf(db, 'upkeep_probe');
    expect(after.stats).toBe(2);
    expect(after.relpages).toBeGreaterThan(0);
    expect(after.allVisible).toBe(after.relpages);
    expect(await heapFetches(db, 'upkeep_probe')).toBe(0);
  });

  it('when nothing changed since, then the next pass does nothing', async () => {
    expect(await embeddedOf(db).maintain()).toEqual({ vacuumed: [], analyzed: [], failed: [] });
  });

  it('when fewer rows changed than autovacuum’s thresholds, then the table waits; past them, it is taken again', async () => {
    // 100 of 5,000 rows: under 50 + 10 % for an ANALYZE and 50 + 20 % dead rows for a VACUUM.
    await db.exec('update upkeep_probe set n = n + 1 where id <= 100');
    expect(await embeddedOf(db).maintain()).toEqual({ vacuumed: [], analyzed: [], failed: [] });
    // 1,100 more dead rows: 1,200 in all, past 50 + 20 % of 5,000.
    await db.exec('update upkeep_probe set n = n + 1 where id between 101 and 1200');
    const done = await embeddedOf(db).maintain();
    expect(done).toEqual({ vacuumed: ['upkeep_probe'], analyzed: ['upkeep_probe'], failed: [] });
    expect(await heapFetches(db, 'upkeep_probe')).toBe(0);
  });
  it('when one table’s statement fails, then the pass names it and goes on with the next', async () => {
    // An expression index whose function fails while a setting is on: ANALYZE evaluates it on the rows it samples.
    await db.exec(`create function upkeep_boom(n int) returns int immutable language plpgsql as $$
      begin
        if current_setting('kayoi.upkeep_boom', true) = 'on' then raise exception 'boom'; end if;
        return n;
      end $$`);
    await db.exec('create table boom_probe (id int primary key, n int not null)');
    await db.exec('create index boom_probe_n on boom_probe (upkeep_boom(n))');
    await db.exec('insert into boom_probe select g, g from generate_series(1, 3000) g');
    // Taken after boom_probe: neither has statistics yet, and then the names decide.
    await db.exec('create table zz_after_probe (id int primary key)');
    await db.exec('insert into zz_after_probe select generate_series(1, 3000)');
    await db.exec("set kayoi.upkeep_boom = 'on'");
    try {
      const done = await embeddedOf(db).maintain();
      expect(done.failed).toEqual(['boom_probe']);
      expect(done.analyzed).toEqual(['zz_after_probe']);
    } finally {
      await db.exec('reset kayoi.upkeep_boom');
    }
    const again = await embeddedOf(db).maintain();
    expect(again.analyzed).toEqual(['boom_probe']);
    expect(again.failed).toEqual([]);
  });
});

describe('the embedded database on disk, reopened', () => {
  let scratch: string;
  let dataDir: string;
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'kayoi-upkeep-'));
    dataDir = join(scratch, 'db');
    await templateCluster(dataDir, { migrated: false });
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it('when a table grew while the counters were lost (a restart), then the first pass after opening takes it', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir, maintenanceMs: null });
    try {
      await first.exec('create table grown_probe (id int primary key, filler text not null)');
      await first.exec("insert into grown_probe select g, repeat('x', 100) from generate_series(1, 2000) g");
      expect((await embeddedOf(first).maintain()).vacuumed).toContain('grown_probe');
      // 200 rows: under the thresholds (1,000 + 20 % inserted, 50 + 10 % changed), so this session's counters alone
      // would not take it.
      await first.exec(
        "insert into grown_probe select g, repeat('y', 100) from generate_series(2001, 2200) g",
      );
      expect(await embeddedOf(first).maintain()).toEqual({ vacuumed: [], analyzed: [], failed: [] });
    } finally {
      await first.close();
    }
    const reopened = await openDatabase({ kind: 'pglite', dataDir, maintenanceMs: null });
    try {
      expect(await heapFetches(reopened, 'grown_probe')).toBeGreaterThan(0);
      const done = await embeddedOf(reopened).maintain();
      expect(done).toEqual({ vacuumed: ['grown_probe'], analyzed: ['grown_probe'], failed: [] });
      expect(await heapFetches(reopened, 'grown_probe')).toBe(0);
      expect(await embeddedOf(reopened).maintain()).toEqual({ vacuumed: [], analyzed: [], failed: [] });
    } finally {
      await reopened.close();
    }
  });

  it('when left to itself, then the database thread analyzes a table that needs it', async () => {
    const db = await openDatabase({ kind: 'pglite', dataDir, maintenanceMs: 20 });
    try {
      await db.exec('create table left_probe (id int primary key)');
      await db.exec('insert into left_probe select generate_series(1, 3000)');
      await expect.poll(async () => (await stateOf(db, 'left_probe')).stats, { timeout: 15_000 }).toBe(1);
      expect(await heapFetches(db, 'left_probe')).toBe(0);
    } finally {
      await db.close();
    }
  });
});
