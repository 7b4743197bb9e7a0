import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { templateCluster } from './support/databases.ts';

// The embedded database on disk keeps its write-ahead log bounded (issue 30): PGlite runs PostgreSQL single-user,
// where nothing asks for a checkpoint, and `max_wal_size` was 1 GB — at 1 M visits `pg_wal` held 497 MiB beside
// 259 MiB of data. The server looks every few seconds; here the look is called directly.

const MB = 2 ** 20;

async function walBytes(dataDir: string): Promise<number> {
  const dir = join(dataDir, 'pg_wal');
  let total = 0;
  for (const name of await readdir(dir)) total += (await stat(join(dir, name))).size;
  return total;
}

describe('the embedded database’s write-ahead log', () => {
  let scratch: string;
  let dataDir: string;
  let db: Database;
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'kayoi-wal-'));
    dataDir = join(scratch, 'db');
    // A cluster there already (the run's empty template, support/databases.ts): the WAL is at stake, not initdb.
    await templateCluster(dataDir, { migrated: false });
    // The server's own look every few seconds is off here: the test looks itself, at the moment it chooses.
    db = await openDatabase({ kind: 'pglite', dataDir, walCheckMs: null });
  });
  afterAll(async () => {
    await db?.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('when 64 MB or more were written since the last checkpoint, then one is taken and pg_wal keeps about 64 MB', async () => {
    const embedded = db.embedded;
    if (!embedded) throw new Error('expected the embedded database');
    await db.exec('create table wal_probe (id int primary key, filler text)');
    // About 110 MB of WAL: 400,000 rows of 200 characters with their index.
    await db.exec(
      "insert into wal_probe select g, repeat('x', 200) from generate_series(1, 400000) g; update wal_probe set id = -id",
    );
    const before = await walBytes(dataDir);
    expect(before).toBeGreaterThan(96 * MB);

    expect(await embedded.checkpointIfWalGrew()).toBe(true);
    const after = await walBytes(dataDir);
    // max_wal_size 64 MB (and one segment being written): the rest was removed.
    expect(after).toBeLessThanOrEqual(80 * MB);
    // Nothing written since: no second checkpoint.
    expect(await embedded.checkpointIfWalGrew()).toBe(false);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from wal_probe');
    expect(rows[0]?.n).toBe(400_000);
  });
});
