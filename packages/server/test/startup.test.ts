import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';

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
