import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';

// Embedded PGlite runs on a thread of its own (db/pglite-thread.ts, issue 30): the server's main thread goes on
// with HTTP and JSON while a statement runs, and the Database it gives behaves as the in-process one did.

const DATABASE_TS = fileURLToPath(new URL('../src/db/database.ts', import.meta.url));

describe('the embedded database on its own thread', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite', dataDir: null });
    await db.exec('create table probe (id int primary key, name text not null, at timestamptz, day date)');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('when a long statement runs, then the main thread keeps turning (it stood still while PGlite ran on it)', async () => {
    let turns = 0;
    let turning = true;
    const turn = () => {
      turns += 1;
      if (turning) setImmediate(turn);
    };
    setImmediate(turn);
    const { rows } = await db.query<{ n: number }>(
      'select count(*) as n from generate_series(1, 2000000) g where g % 7 = 0',
    );
    turning = false;
    expect(rows[0]?.n).toBe(285_714);
    // In-process, a statement is one synchronous call into WebAssembly: no turn at all until it returned.
    expect(turns).toBeGreaterThan(20);
  });

  it('when rows come back, then counts are numbers, dates strings and instants Dates, as on PostgreSQL', async () => {
    const at = new Date('2026-11-30T03:04:05.000Z');
    await db.query('insert into probe values ($1, $2, $3, $4)', [1, '山田 花子', at, '2026-11-30']);
    const { rows } = await db.query<{ n: number; at: Date; day: string; total: number }>(
      'select count(*) over () as n, at, day, 12.5::numeric as total from probe',
    );
    expect(rows).toEqual([{ n: 1, at, day: '2026-11-30', total: 12.5 }]);
  });

  it('when a statement breaks a rule, then the error carries PostgreSQL’s code and constraint to the caller', async () => {
    const error = await db.query("insert into probe values (1, 'again')").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'probe_pkey' });
    expect((error as Error).message).toMatch(/duplicate key/);
  });

  it('when a transaction is open, then a statement outside waits for it and sees what it committed', async () => {
    let outside: Promise<number> | undefined;
    await db.transaction(async (tx) => {
      await tx.query("insert into probe values (2, 'in the transaction')");
      outside = db
        .query<{ n: number }>('select count(*) as n from probe')
        .then(({ rows }) => rows[0]?.n ?? -1);
      await tx.query("insert into probe values (3, 'also')");
    });
    expect(await outside).toBe(3);
  });

  it('when the work of a transaction throws, then nothing of it stays and the thread serves the next one', async () => {
    const thrown = await db
      .transaction(async (tx) => {
        await tx.query("insert into probe values (4, 'rolled back')");
        throw new Error('no');
      })
      .catch((e: Error) => e.message);
    expect(thrown).toBe('no');
    const { rows } = await db.query<{ id: number }>('select id from probe order by id');
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(await db.transaction(async (tx) => (await tx.query('select 1 as one')).rows)).toEqual([
      { one: 1 },
    ]);
  });

  it('when a notification is sent on a channel, then its listener hears it, and no longer once it stopped', async () => {
    const heard: string[] = [];
    const stop = await db.listen('probe_channel', (payload) => heard.push(payload));
    await db.query("select pg_notify('probe_channel', 'first')");
    await expect.poll(() => heard).toEqual(['first']);
    await stop();
    await db.query("select pg_notify('probe_channel', 'second')");
    await db.query('select 1');
    expect(heard).toEqual(['first']);
  });

  it('when the data directory is dumped, then a new database started from the dump has the same rows', async () => {
    const dump = await db.embedded?.dumpDataDir();
    if (!dump) throw new Error('expected a dump');
    const copy = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: dump });
    try {
      const { rows } = await copy.query<{ id: number }>('select id from probe order by id');
      expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
    } finally {
      await copy.close();
    }
  });

  it('when it is closed, then a statement after it is refused, not left waiting', async () => {
    const other = await openDatabase({ kind: 'pglite', dataDir: null });
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/closed/);
  });
});

describe('a script on the embedded database', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kayoi-thread-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('when it ends without closing the database, then the process still exits, after its statement answered', async () => {
    const script = join(dir, 'script.ts');
    await writeFile(
      script,
      `import { openDatabase } from ${JSON.stringify(DATABASE_TS)};
const db = await openDatabase({ kind: 'pglite', dataDir: null });
const { rows } = await db.query('select 40 + 2 as answer');
console.log(JSON.stringify(rows));
`,
    );
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('[{"answer":42}]');
    expect(run.status).toBe(0);
  });
});
