import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openAsBlob,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { protectDataDir } from '../src/data-dir.ts';
import { openDatabase } from '../src/db/database.ts';
import { templateDumpFile } from './support/databases.ts';
import { isRunning, processEnv, runTool, startServer } from './support/processes.ts';

// Issue 26: 968 of 1,496 files under DATA_DIR/db were 0666 with umask 0022, and the outbox (reset and
// invitation links) 0644. Folders 0700, files 0600, whatever the umask; an existing install is put right at start.

const scratch = mkdtempSync(join(tmpdir(), 'kayoi-data-dir-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every path under `root` whose mode is not 0700 (folders) or 0600 (files, sockets), with its mode. */
function notPrivate(root: string): string[] {
  const wrong: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    const mode = stats.mode & 0o7777;
    if (stats.isDirectory()) {
      if (mode !== 0o700) wrong.push(`${path} ${mode.toString(8)}`);
      for (const name of readdirSync(path)) visit(join(path, name));
    } else if (!stats.isSymbolicLink() && mode !== 0o600) {
      wrong.push(`${path} ${mode.toString(8)}`);
    }
  };
  visit(root);
  return wrong;
}

const files = (root: string): string[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

describe('the embedded database files', () => {
  it('when PGlite makes its cluster and, later, new tables, WAL segments and its cache files, then each is 0600 in 0700 folders', async () => {
    // What this test process's umask (usually 0022) would leave readable is what PGlite chmods itself.
    const dataDir = join(scratch, 'pglite', 'db');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.close();
    const before = new Set(files(dataDir));
    const db = await openDatabase({ kind: 'pglite', dataDir });
    await db.exec(`create table later (id int primary key, body text);
      insert into later select g, repeat('x', 200) from generate_series(1, 5000) g;
      create index on later (body);`);
    await db.query('select pg_switch_wal()');
    await db.exec('checkpoint');
    const made = files(dataDir).filter((file) => !before.has(file));
    expect(made.length).toBeGreaterThan(0);
    expect(notPrivate(join(scratch, 'pglite'))).toEqual([]);
    await db.close();
    expect(notPrivate(join(scratch, 'pglite'))).toEqual([]);
  }, 60_000);
});

describe('the walk at start', () => {
  it('when DATA_DIR is a link to another disk, then the folder it names is put right, and a link inside it is not followed', async () => {
    const disk = join(scratch, 'other-disk');
    mkdirSync(join(disk, 'outbox'), { recursive: true });
    chmodSync(disk, 0o755);
    writeFileSync(join(disk, 'outbox', 'reset.eml'), 'link', { mode: 0o644 });
    const shared = join(scratch, 'shared-file');
    writeFileSync(shared, 'not ours', { mode: 0o644 });
    symlinkSync(shared, join(disk, 'pointer'));
    const dataDir = join(scratch, 'linked-data');
    symlinkSync(disk, dataDir);
    const result = await protectDataDir([dataDir]);
    expect(result).toEqual({ changed: 3, refused: [] });
    expect(notPrivate(disk)).toEqual([]);
    expect(statSync(shared).mode & 0o777).toBe(0o644);
  });
});

describe('a real server process on an existing install, started with umask 000', () => {
  it('when it starts, then DATA_DIR is put right; the outbox, backups, socket and database files made afterwards are 0600 in 0700 folders', async () => {
    const dataDir = join(scratch, 'install');
    mkdirSync(dataDir, { mode: 0o755 });
    // An install made before the rule: PGlite's own modes (0666 files) and an outbox and backups left readable.
    // PGlite itself (not our wrapper, which makes its files private) writes the cluster, from the run's empty
    // template when there is one (support/databases.ts): the same files with the same modes as its initdb makes,
    // for a third of the CPU. What follows migrates it, as before.
    const template = await templateDumpFile({ migrated: false });
    const old = new PGlite({
      dataDir: join(dataDir, 'db'),
      ...(template ? { loadDataDir: await openAsBlob(template) } : {}),
    });
    await old.waitReady;
    await old.close();
    const readable = files(join(dataDir, 'db')).filter((file) => (lstatSync(file).mode & 0o077) !== 0);
    expect(readable.length).toBeGreaterThan(900);
    mkdirSync(join(dataDir, 'outbox'), { mode: 0o777 });
    writeFileSync(join(dataDir, 'outbox', 'old-reset.eml'), 'reset link', { mode: 0o644 });
    chmodSync(join(dataDir, 'outbox'), 0o777);
    mkdirSync(join(dataDir, 'backups'));
    chmodSync(join(dataDir, 'backups'), 0o755);
    writeFileSync(join(dataDir, 'backups', 'kayoi-old.sql.gz'), 'old backup');
    chmodSync(join(dataDir, 'backups', 'kayoi-old.sql.gz'), 0o666);

    const env = processEnv(dataDir);
    const admin = await runTool(
      'create-admin',
      ['--email', 'owner@data-dir.example.jp', '--name', '山田 太郎', '--store', '本店'],
      { ...env, KAYOI_ADMIN_PASSWORD: 'data-dir-secret-1' },
      '000',
    );
    expect(admin, admin.stderr).toMatchObject({ code: 0 });
    expect(notPrivate(dataDir)).toEqual([]);

    const server = await startServer(env, '000');
    if (!isRunning(server)) throw new Error(`the server did not start:\n${server.output}`);
    try {
      expect(notPrivate(dataDir)).toEqual([]);
      const outboxBefore = readdirSync(join(dataDir, 'outbox')).length;
      const response = await fetch(`${server.url}/api/v3/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@data-dir.example.jp' }),
      });
      expect(response.status).toBe(200);
      const deadline = Date.now() + 10_000;
      while (readdirSync(join(dataDir, 'outbox')).length === outboxBefore) {
        if (Date.now() > deadline) throw new Error('no reset mail in the outbox');
        await new Promise((r) => setTimeout(r, 50));
      }
      // A backup taken by the running server (through its socket) after the start.
      const backup = await runTool('db-backup', [], env, '000');
      expect(backup, backup.stderr).toMatchObject({ code: 0 });
      expect(readdirSync(join(dataDir, 'backups')).length).toBeGreaterThan(1);
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(notPrivate(dataDir)).toEqual([]);
  }, 180_000);
});
