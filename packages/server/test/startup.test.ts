import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { databaseTargets } from './support/databases.ts';

const run = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'kayoi-startup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('first start on a fresh machine', () => {
  it('when the data directory does not exist yet, then the embedded database creates it and opens', async () => {
    const dataDir = join(scratch, 'not', 'yet', 'there', 'db');
    const db = await openDatabase({ kind: 'pglite', dataDir });
    const { rows } = await db.query<{ answer: number }>('select 1 + 1 as answer');
    expect(rows[0]?.answer).toBe(2);
    await db.close();
  }, 30_000);

  it('when DATA_DIR is relative, then it is taken from where the command was run, not from packages/server', () => {
    const config = loadConfig({ INIT_CWD: '/srv/kayoi', DATA_DIR: 'state' });
    expect(config.database).toMatchObject({ kind: 'pglite', dataDir: '/srv/kayoi/state/db' });
  });

  it('when DATA_DIR is not set, then ./data beside the command is used', () => {
    const config = loadConfig({ INIT_CWD: '/srv/kayoi' });
    expect(config.database).toMatchObject({ kind: 'pglite', dataDir: '/srv/kayoi/data/db' });
  });
});

// The PostgreSQL lane only (DATABASE_URL): an idle connection the server drops must not end the process. It runs
// in a process of its own, because what is at stake is whether that process survives.
describe.each(databaseTargets.filter((target) => target.name === 'postgres'))('$name connections', () => {
  it('when PostgreSQL drops the idle connections, then the process lives on and the next query opens a new one', async () => {
    const url = new URL(process.env.DATABASE_URL ?? '');
    const script = `
      import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
      import { openDatabase } from ${JSON.stringify(new URL('../src/db/database.ts', import.meta.url).href)};
      const db = await openDatabase({ kind: 'postgres', url: process.env.TARGET_URL, poolSize: 2 });
      await db.query('select 1');
      const admin = new pg.Client({ connectionString: process.env.TARGET_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const { rows } = await db.query('select 2 + 2 as answer');
      console.log('alive', rows[0].answer);
      await db.close();
    `;
    const scratchDb = `kayoi_drop_${process.pid}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`drop database if exists ${scratchDb} with (force)`);
    await admin.query(`create database ${scratchDb}`);
    const targetUrl = new URL(url);
    targetUrl.pathname = `/${scratchDb}`;
    try {
      const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
        cwd: new URL('..', import.meta.url),
        env: { ...process.env, TARGET_URL: targetUrl.toString() },
      });
      expect(stdout.trim()).toBe('alive 4');
    } finally {
      await admin.query(`drop database if exists ${scratchDb} with (force)`);
      await admin.end();
    }
  }, 30_000);
});
