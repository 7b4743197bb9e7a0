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

/** An embedded database of a describe block's own, with `schema` made in it; closed after the block. */
function embeddedDatabase(schema: string): () => Database {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite', dataDir: null });
    await db.exec(schema);
  });
  afterAll(async () => {
    await db?.close();
  });
  return () => {
    if (!db) throw new Error('the embedded database is not open');
    return db;
  };
}

describe('the embedded database on its own thread', () => {
  const db = embeddedDatabase(
    'create table probe (id int primary key, name text not null, at timestamptz, day date)',
  );

  it('when a long statement runs, then the main thread keeps turning (it stood still while PGlite ran on it)', async () => {
    let turns = 0;
    let turning = true;
    const turn = () => {
      turns += 1;
      if (turning) setImmediate(turn);
    };
    setImmediate(turn);
    const { rows } = await db().query<{ n: number }>(
      'select count(*) as n from generate_series(1, 2000000) g where g % 7 = 0',
    );
    turning = false;
    expect(rows[0]?.n).toBe(285_714);
    // In-process, a statement is one synchronous call into WebAssembly: no turn at all until it returned.
    expect(turns).toBeGreaterThan(20);
  });

  it('when rows come back, then counts are numbers, dates strings and instants Dates, as on PostgreSQL', async () => {
    const at = new Date('2026-11-30T03:04:05.000Z');
    await db().query('insert into probe values ($1, $2, $3, $4)', [1, '山田 花子', at, '2026-11-30']);
    const { rows } = await db().query<{ n: number; at: Date; day: string; total: number }>(
      'select count(*) over () as n, at, day, 12.5::numeric as total from probe',
    );
    expect(rows).toEqual([{ n: 1, at, day: '2026-11-30', total: 12.5 }]);
  });

  it('when a statement breaks a rule, then the error carries PostgreSQL’s code and constraint to the caller', async () => {
    const error = await db()
      .query("insert into probe values (1, 'again')")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'probe_pkey' });
    expect((error as Error).message).toMatch(/duplicate key/);
  });

  it('when a transaction is open, then a statement outside waits for it and sees what it committed', async () => {
    let outside: Promise<number> | undefined;
    await db().transaction(async (tx) => {
      await tx.query("insert into probe values (2, 'in the transaction')");
      outside = db()
        .query<{ n: number }>('select count(*) as n from probe')
        .then(({ rows }) => rows[0]?.n ?? -1);
      await tx.query("insert into probe values (3, 'also')");
    });
    expect(await outside).toBe(3);
  });

  it('when the work of a transaction throws, then nothing of it stays and the thread serves the next one', async () => {
    const thrown = await db()
      .transaction(async (tx) => {
        await tx.query("insert into probe values (4, 'rolled back')");
        throw new Error('no');
      })
      .catch((e: Error) => e.message);
    expect(thrown).toBe('no');
    const { rows } = await db().query<{ id: number }>('select id from probe order by id');
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(await db().transaction(async (tx) => (await tx.query('select 1 as one')).rows)).toEqual([
      { one: 1 },
    ]);
  });

  it('when a notification is sent on a channel, then its listener hears it, and no longer once it stopped', async () => {
    const heard: string[] = [];
    const stop = await db().listen('probe_channel', (payload) => heard.push(payload));
    await db().query("select pg_notify('probe_channel', 'first')");
    await expect.poll(() => heard).toEqual(['first']);
    await stop();
    await db().query("select pg_notify('probe_channel', 'second')");
    await db().query('select 1');
    expect(heard).toEqual(['first']);
  });

  it('when the data directory is dumped, then a new database started from the dump has the same rows', async () => {
    const dump = await db().embedded?.dumpDataDir();
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

describe('statements prepared once on the embedded database', () => {
  // Each statement text is parsed, planned and described once (db/pglite.ts, preparedQuery), then bound and run.
  const db = embeddedDatabase('create table shape (id int primary key, name text not null)');

  const preparedCount = async (text: string) =>
    (
      await db().query<{ n: number }>(
        "select count(*)::int as n from pg_prepared_statements where statement = $1 and name like 'kayoi_%'",
        [text],
      )
    ).rows[0]?.n;

  it('when a statement runs again, then it is the statement prepared the first time, with new values', async () => {
    const insert = 'insert into shape (id, name) values ($1, $2) returning id, name';
    for (const [id, name] of [
      [1, '水野'],
      [2, '山田'],
      [3, '佐藤'],
    ] as const) {
      expect((await db().query(insert, [id, name])).rows).toEqual([{ id, name }]);
    }
    expect(await preparedCount(insert)).toBe(1);
    // A refused run leaves the statement usable.
    await expect(db().query(insert, [1, 'again'])).rejects.toMatchObject({ code: '23505' });
    expect((await db().query(insert, [4, '高橋'])).rows).toEqual([{ id: 4, name: '高橋' }]);
  });

  it('when values of every kind go in, then they come back as PGlite’s own query gave them', async () => {
    const at = new Date('2026-12-01T03:04:05.000Z');
    const { rows } = await db().query(
      `select $1::int[] as ids, $2::jsonb as doc, $3::text as nothing, $4::timestamptz as at, $5::date as day,
              $6::bigint + 1 as big, $7::boolean as yes, 12.5::numeric as total`,
      [[1, 2, 3], { name: '山田', tags: ['a'] }, null, at, '2026-12-01', 41, true],
    );
    expect(rows).toEqual([
      {
        ids: [1, 2, 3],
        doc: { name: '山田', tags: ['a'] },
        nothing: null,
        at,
        day: '2026-12-01',
        big: 42,
        yes: true,
        total: 12.5,
      },
    ]);
  });

  it('when a table changes its columns under a prepared statement (a restore), then the next run sees the new ones', async () => {
    const all = 'select * from shape where id = $1';
    expect((await db().query(all, [1])).rows).toEqual([{ id: 1, name: '水野' }]);
    await db().exec("alter table shape add column grade text not null default '10級'");
    expect((await db().query(all, [1])).rows).toEqual([{ id: 1, name: '水野', grade: '10級' }]);
  });

  it('when more statements are used than are kept, then the least recently used are closed and each still answers', async () => {
    for (let k = 0; k < 1_005; k += 1) {
      const { rows } = await db().query<{ n: number }>(`select $1::int + ${k} as n`, [1]);
      expect(rows[0]?.n).toBe(k + 1);
    }
    const { rows } = await db().query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements where name like 'kayoi_%'",
    );
    expect(rows[0]?.n).toBeLessThanOrEqual(1_000);
    expect(rows[0]?.n).toBeGreaterThan(900);
    expect((await db().query<{ n: number }>('select $1::int + 0 as n', [5])).rows).toEqual([{ n: 5 }]);
  });

  it('when a transaction rolls back, then its prepared writes are undone and the statement serves the next', async () => {
    const rename = 'update shape set name = $2 where id = $1 returning name';
    await expect(
      db().transaction(async (tx) => {
        expect((await tx.query(rename, [2, '変更'])).rows).toEqual([{ name: '変更' }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await db().query('select name from shape where id = $1', [2])).rows).toEqual([{ name: '山田' }]);
    expect((await db().query(rename, [2, '山田 花子'])).rows).toEqual([{ name: '山田 花子' }]);
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

  /**
   * Runs a module that re-exports its JavaScript import, calls it 3,000 times (V8's default compiles the call's
   * wrapper after 1,000) and prints whether the call still goes through the generic wrapper. `%` is V8's test syntax.
   */
  async function wrapperStaysGeneric(withDatabaseModule: boolean) {
    // (func (import "m" "f") (result i32)) (func (export "g") (result i32) call 0), and "f" exported again.
    const bytes = [
      0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 127, 2, 7, 1, 1, 109, 1, 102, 0, 0, 3, 2, 1, 0, 7, 9, 2,
      1, 102, 0, 0, 1, 103, 0, 1, 10, 6, 1, 4, 0, 16, 0, 11,
    ];
    const script = join(dir, `wrapper-${withDatabaseModule}.mjs`);
    await writeFile(
      script,
      `${withDatabaseModule ? `await import(${JSON.stringify(DATABASE_TS)});\n` : ''}
const module = new WebAssembly.Module(new Uint8Array(${JSON.stringify(bytes)}));
const instance = new WebAssembly.Instance(module, { m: { f: () => 7 } });
for (let i = 0; i < 3000; i += 1) instance.exports.g();
console.log(%HasUnoptimizedWasmToJSWrapper(instance.exports.f));
`,
    );
    const run = spawnSync(process.execPath, ['--allow-natives-syntax', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    return run.stdout.trim();
  }

  it('when a call is made thousands of times, then its wrapper is never compiled, so none is freed (nodejs/node#64500)', async () => {
    // Without the database module V8 compiles the wrapper: what the setting in pglite-thread.ts turns off.
    expect(await wrapperStaysGeneric(false)).toBe('false');
    expect(await wrapperStaysGeneric(true)).toBe('true');
  });
});
