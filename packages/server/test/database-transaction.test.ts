import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, preparedStatement } from '../src/db/database.ts';
import { databaseTargets } from './support/databases.ts';

// A use case may read in parallel (Promise.all) inside a transaction: one connection runs one statement at a
// time, so the transaction queues them in order — every answer is its own statement's, a failed one fails only
// itself, and pg's deprecated implicit queue ("client is already executing a query") is never used.

describe.each(databaseTargets)('a transaction and a prepared statement on $name', (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await target.open());
  });
  afterAll(async () => {
    await dispose?.();
  });

  it('when twenty statements are sent at once, then each answers its own and nothing is warned', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const answers = await db.transaction((tx) =>
        Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            tx.query<{ n: number }>('select $1::int as n', [i]).then((r) => r.rows[0]?.n),
          ),
        ),
      );
      expect(answers).toEqual(Array.from({ length: 20 }, (_, i) => i));
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => w.includes('already executing'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('when one of the parallel statements fails, then the transaction rolls back and the others were answered', async () => {
    await db.exec('create table if not exists tx_probe (n int primary key)');
    const settled = await db
      .transaction(async (tx) => {
        const results = await Promise.allSettled([
          tx.query('insert into tx_probe values (1)'),
          tx.query('select 1 / 0'),
        ]);
        expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
        throw new Error('roll back');
      })
      .catch((error: Error) => error.message);
    expect(settled).toBe('roll back');
    expect((await db.query('select * from tx_probe')).rows).toEqual([]);
  });

  it('when a statement is planned, then no JIT compiles it (its 150–250 ms would be paid by every big-looking read)', async () => {
    // PostgreSQL: the server's connections turn it off; PGlite is built without it.
    const jit = async (run: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>) =>
      (await run("select current_setting('jit') = 'off' or not pg_jit_available() as off")).rows[0]?.off;
    expect(await jit((sql) => db.query(sql))).toBe(true);
    expect(await db.transaction((tx) => jit((sql) => tx.query(sql)))).toBe(true);
    if (target.name === 'postgres') {
      expect((await db.query<{ jit: string }>("select current_setting('jit') as jit")).rows[0]?.jit).toBe(
        'off',
      );
    }
  });

  // The statements every request sends (the session, the rate limit, the tap, the live event) are prepared on
  // PostgreSQL (issue 30): each connection parses and plans one once, then only binds and runs it.
  it('when a prepared statement is sent many times, in and out of a transaction, then it answers each with its own values, as an unmarked one does', async () => {
    const sql = preparedStatement('select $1::int * 2 as n, $2::text as label');
    const plain = 'select $1::int * 2 as n, $2::text as label -- plain';
    const calls = Array.from({ length: 30 }, (_, i) => [i, `ラベル${i}`] as const);
    const prepared = await Promise.all(calls.map((values) => db.query(sql, values)));
    const unmarked = await Promise.all(calls.map((values) => db.query(plain, values)));
    expect(prepared.map((r) => r.rows[0])).toEqual(unmarked.map((r) => r.rows[0]));
    const inTransaction = await db.transaction(async (tx) => [
      (await tx.query(sql, [7, 'a'])).rows[0],
      (await tx.query(sql, [8, 'b'])).rows[0],
    ]);
    expect(inTransaction).toEqual([
      { n: 14, label: 'a' },
      { n: 16, label: 'b' },
    ]);
    if (db.kind === 'postgres') {
      // Asked on a connection that has run it: the statement is there under its name, not sent as text again.
      const seen = await db.transaction(async (tx) => {
        await tx.query(sql, [1, 'x']);
        return (
          await tx.query<{ statement: string }>('select statement from pg_prepared_statements')
        ).rows.map((row) => row.statement);
      });
      expect(seen).toContain('select $1::int * 2 as n, $2::text as label');
    }
  });
});
