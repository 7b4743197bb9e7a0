import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { loadDemoData } from '../src/seed/demo.ts';
import { databaseTargets } from './support/databases.ts';

// Test files start from databases migrated once per run (support/databases.ts, issue 27): such a database must
// be exactly what migrating an empty one gives — the same tables, columns, defaults, constraints and sequences,
// no rows, no server secret — and each test's own. A database from a demo template must be what loading the
// demo at that moment into a migrated one gives.

/** Everything a test could tell two migrated databases apart by, except the migrations' own timestamps. */
async function describeDatabase(db: Database) {
  const q = async (sql: string) => (await db.query(sql)).rows;
  const tables = (await q(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  )) as { name: string }[];
  const rows: Record<string, number> = {};
  for (const { name } of tables) {
    if (name === 'schema_migrations') continue;
    const [count] = (await q(`select count(*)::int as n from "${name}"`)) as { n: number }[];
    rows[name] = count?.n ?? -1;
  }
  return {
    migrations: await q('select version from schema_migrations order by version'),
    columns: await q(
      `select table_name, column_name, data_type, column_default, is_nullable from information_schema.columns
        where table_schema = 'public' order by table_name, column_name`,
    ),
    constraints: await q(
      `select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as definition
         from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
    ),
    indexes: await q("select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1"),
    triggers: await q(
      'select tgrelid::regclass::text as on_table, tgname from pg_trigger where not tgisinternal order by 1, 2',
    ),
    functions: await q(
      `select proname, md5(prosrc) as source from pg_proc where pronamespace = 'public'::regnamespace order by 1, 2`,
    ),
    sequences: await q(
      "select sequencename, start_value, last_value from pg_sequences where schemaname = 'public' order by 1",
    ),
    rows,
  };
}

describe.each(databaseTargets)('a database from the run’s template on $name', (target) => {
  let fromTemplate: Awaited<ReturnType<typeof target.open>>;
  let other: Awaited<ReturnType<typeof target.open>>;
  let migrated: Awaited<ReturnType<typeof target.open>>;

  beforeAll(async () => {
    [fromTemplate, other, migrated] = await Promise.all([
      target.open({ migrated: true }),
      target.open({ migrated: true }),
      target.open(),
    ]);
    await migrate(migrated.db);
  });
  afterAll(async () => {
    await Promise.all([fromTemplate, other, migrated].map((opened) => opened?.dispose()));
  });

  it('when compared with an empty database migrated here, then nothing differs and it holds no rows', async () => {
    const expected = await describeDatabase(migrated.db);
    expect(await describeDatabase(fromTemplate.db)).toEqual(expected);
    expect(Object.values(expected.rows).every((n) => n === 0)).toBe(true);
    expect(expected.rows.server_secrets).toBe(0);
    expect(await migrate(fromTemplate.db)).toEqual([]);
  });

  it('when one test writes to its database, then another’s does not see it and numbers from 1 too', async () => {
    const insert = (db: Database) =>
      db.query<{ id: number }>("insert into stores (name) values ('テンプレート店') returning id");
    expect((await insert(fromTemplate.db)).rows[0]?.id).toBe(1);
    expect((await insert(fromTemplate.db)).rows[0]?.id).toBe(2);
    expect((await other.db.query('select * from stores')).rows).toEqual([]);
    expect((await insert(other.db)).rows[0]?.id).toBe(1);
  });

  it('when asked for an empty database, then it has no tables at all (a restore’s destination)', async () => {
    const opened = await target.open();
    try {
      const { rows } = await opened.db.query("select tablename from pg_tables where schemaname = 'public'");
      expect(rows).toEqual([]);
    } finally {
      await opened.dispose();
    }
  });
});

describe.each(databaseTargets)('a database from the run’s demo template on $name', (target) => {
  // The moment and size backups.test.ts loads too: one demo template for both.
  const demo = { now: new Date('2026-11-22T01:00:00.000Z'), scale: 0.1 };
  let first: Awaited<ReturnType<typeof target.open>>;
  let second: Awaited<ReturnType<typeof target.open>>;
  let loaded: Awaited<ReturnType<typeof target.open>>;

  beforeAll(async () => {
    // The first may load the demo (and keep it), the second is a copy of what it kept.
    first = await target.open({ demo });
    [second, loaded] = await Promise.all([target.open({ demo }), target.open({ migrated: true })]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([first, second, loaded].map((opened) => opened?.dispose()));
  });

  it('when compared with the demo loaded here at the same moment, then nothing differs: rows, sequences, summary', async () => {
    const summary = await loadDemoData(loaded.db, demo);
    const expected = await describeDatabase(loaded.db);
    expect(expected.rows.customers).toBeGreaterThan(0);
    expect(await describeDatabase(first.db)).toEqual(expected);
    expect(await describeDatabase(second.db)).toEqual(expected);
    expect(first.demo).toEqual(summary);
    expect(second.demo).toEqual(summary);
  }, 120_000);

  it('when one test writes to its demo database, then another’s does not see it', async () => {
    const stores = 'select count(*)::int as n from stores';
    const [before] = (await second.db.query<{ n: number }>(stores)).rows;
    await first.db.query("insert into stores (name) values ('テンプレート店')");
    expect((await first.db.query<{ n: number }>(stores)).rows[0]?.n).toBe((before?.n ?? 0) + 1);
    expect((await second.db.query<{ n: number }>(stores)).rows[0]).toEqual(before);
  });
});
