import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { DatabaseInUseError, lockEmbeddedDatabase, lockPathOf } from '../src/db/lock.ts';
import { templateCluster } from './support/databases.ts';
import { isRunning, processEnv, runTool, serverPackage, startServer } from './support/processes.ts';

// Issue 26: `pnpm admin:create` run beside the running server opened the same embedded database from a second
// process; afterwards the server refused a second store with a false 「この店舗名は既に使われています」 and its
// staff id counter was behind. Every tool on the embedded database refuses while another process holds it.

const scratch = mkdtempSync(join(tmpdir(), 'kayoi-cli-lock-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const freshDataDir = () => mkdtempSync(join(scratch, 'data-'));

/**
 * A DATA_DIR of an install that has run before: its database migrated (the run's template, support/databases.ts).
 * The lock is the subject here, not a first start: no process of this file runs initdb and the migrations first.
 */
async function installed(): Promise<string> {
  const dataDir = freshDataDir();
  await templateCluster(join(dataDir, 'db'), { migrated: true });
  return dataDir;
}

/** A pid that ran and has exited (nobody holds it now). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((done) => child.once('exit', done));
  return child.pid ?? 0;
}

const ADMIN = ['--email', 'owner@lock.example.jp', '--name', '山田 太郎', '--store', '本店'];
const withPassword = (env: NodeJS.ProcessEnv) => ({ ...env, KAYOI_ADMIN_PASSWORD: 'lock-secret-1' });

describe('tools beside a running server on the embedded database', () => {
  it('when the server runs, then admin:create, db:seed, db:restore, db:move-to-postgres and banks:refresh refuse, naming its pid, and change nothing; once it stops, admin:create works', async () => {
    const dataDir = await installed();
    const env = processEnv(dataDir);
    const server = await startServer(env);
    if (!isRunning(server)) throw new Error(`the server did not start:\n${server.output}`);
    try {
      const lock = JSON.parse(readFileSync(lockPathOf(join(dataDir, 'db')), 'utf8')) as { pid: number };
      expect(lock.pid).toBe(server.pid);
      // db:restore checks a file's digest against its record before it takes the lock (a damaged file is refused at
      // once): this one's record holds its digest, so the lock is what refuses it.
      const backupFile = join(scratch, 'some-backup.sql.gz');
      const content = 'not read past its digest: the lock is taken next';
      writeFileSync(backupFile, content);
      writeFileSync(
        `${backupFile}.json`,
        JSON.stringify({ sha256: createHash('sha256').update(content).digest('hex') }),
      );
      const runs = await Promise.all([
        runTool('create-admin', ADMIN, withPassword(env)),
        runTool('seed', [], { ...env, NODE_ENV: 'development' }),
        runTool('db-restore', [backupFile], env),
        runTool('db-move-to-postgres', [], { ...env, DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' }),
        runTool('banks-refresh', [], env),
      ]);
      for (const run of runs) {
        expect(run.code, run.stdout + run.stderr).toBe(1);
        expect(run.stderr).toContain(`is in use by process ${server.pid} (src/server.ts`);
        expect(run.stderr).toContain('stop that process');
      }
      // The server still holds its database, untouched: no administrator was made beside it.
      const login = await fetch(`${server.url}/api/v3/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@lock.example.jp', password: 'lock-secret-1' }),
      });
      expect(login.status).toBe(401);
      expect(JSON.parse(readFileSync(lockPathOf(join(dataDir, 'db')), 'utf8')).pid).toBe(server.pid);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(existsSync(lockPathOf(join(dataDir, 'db')))).toBe(false);
    const admin = await runTool('create-admin', ADMIN, withPassword(env));
    expect(admin, admin.stderr).toMatchObject({ code: 0 });
    expect(admin.stdout).toContain('Administrator owner@lock.example.jp created.');
    expect(existsSync(lockPathOf(join(dataDir, 'db')))).toBe(false);
  }, 240_000);

  it('when a tool holds the database, then the server refuses to start and says who holds it', async () => {
    const dataDir = freshDataDir();
    const release = await lockEmbeddedDatabase(join(dataDir, 'db'));
    try {
      const started = await startServer(processEnv(dataDir));
      if (isRunning(started)) {
        await started.stop();
        throw new Error('the server started beside another holder of its database');
      }
      expect(started.exitCode).toBe(1);
      expect(started.output).toContain(`Kayoi did not start. The embedded database ${join(dataDir, 'db')}`);
      expect(started.output).toContain(`is in use by process ${process.pid}`);
    } finally {
      await release();
    }
  }, 120_000);
});

describe('a server killed outright', () => {
  it('when the server was killed (SIGKILL, a power cut) and left its lock, then the next start takes the lock over', async () => {
    const dataDir = await installed();
    const env = processEnv(dataDir);
    const first = await startServer(env);
    if (!isRunning(first)) throw new Error(`the server did not start:\n${first.output}`);
    const exited = new Promise((done) => first.process.once('exit', done));
    process.kill(first.pid, 'SIGKILL');
    await exited;
    const left = JSON.parse(readFileSync(lockPathOf(join(dataDir, 'db')), 'utf8')) as { pid: number };
    expect(left.pid).toBe(first.pid);
    const second = await startServer(env);
    if (!isRunning(second)) throw new Error(`the server did not start again:\n${second.output}`);
    try {
      expect(JSON.parse(readFileSync(lockPathOf(join(dataDir, 'db')), 'utf8')).pid).toBe(second.pid);
    } finally {
      expect(await second.stop()).toBe(0);
    }
    expect(existsSync(lockPathOf(join(dataDir, 'db')))).toBe(false);
  }, 180_000);
});

describe('the lock of the embedded database', () => {
  it('when the holder named in the lock is dead, then a tool takes the lock over and works, and leaves no lock behind', async () => {
    const dataDir = await installed();
    const pid = await deadPid();
    writeFileSync(
      lockPathOf(join(dataDir, 'db')),
      JSON.stringify({ pid, started: null, command: 'src/server.ts', since: '2026-01-01', token: 'old' }),
    );
    const admin = await runTool('create-admin', ADMIN, withPassword(processEnv(dataDir)));
    expect(admin, admin.stderr).toMatchObject({ code: 0 });
    expect(existsSync(lockPathOf(join(dataDir, 'db')))).toBe(false);
  }, 120_000);

  it('when the pid in the lock now belongs to another process (started at another time), then the lock is stale', async () => {
    const dataDir = join(freshDataDir(), 'db');
    const path = lockPathOf(dataDir);
    const holder = { pid: process.ppid, command: 'src/server.ts', since: '2026-01-01', token: 'reused' };
    writeFileSync(path, JSON.stringify({ ...holder, started: 'another-start-time' }));
    const release = await lockEmbeddedDatabase(dataDir);
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
    await release();
    expect(existsSync(path)).toBe(false);
    // The same pid with no start time to compare: believed alive.
    writeFileSync(path, JSON.stringify({ ...holder, started: null }));
    await expect(lockEmbeddedDatabase(dataDir)).rejects.toBeInstanceOf(DatabaseInUseError);
  });

  it('when several processes open one embedded database at once (fresh, or over a stale lock), then exactly one gets it', async () => {
    const lockScript = `
      import { lockEmbeddedDatabase } from ${JSON.stringify(new URL('../src/db/lock.ts', import.meta.url).href)};
      try {
        await lockEmbeddedDatabase(process.argv[1]);
        console.log('held');
      } catch (error) {
        console.log(error.name === 'DatabaseInUseError' ? 'busy' : 'error ' + error.message);
      }
      process.stdin.resume();
      process.stdin.on('end', () => process.exit(0));
    `;
    const contend = async (dataDir: string) => {
      const children = Array.from({ length: 5 }, () =>
        spawn(process.execPath, ['--input-type=module', '-e', lockScript, dataDir], {
          cwd: serverPackage,
          stdio: ['pipe', 'pipe', 'inherit'],
        }),
      );
      const answers = await Promise.all(
        children.map(
          (child) =>
            new Promise<string>((done) => {
              let out = '';
              child.stdout?.on('data', (chunk: Buffer) => {
                out += chunk.toString();
                if (out.includes('\n')) done(out.trim());
              });
              child.once('exit', () => done(out.trim() || 'exited'));
            }),
        ),
      );
      await Promise.all(
        children.map((child) => {
          const exited = new Promise((done) => child.once('exit', done));
          child.stdin?.end();
          return exited;
        }),
      );
      return answers.sort();
    };
    const fresh = join(freshDataDir(), 'db');
    expect(await contend(fresh)).toEqual(['busy', 'busy', 'busy', 'busy', 'held']);
    expect(existsSync(lockPathOf(fresh))).toBe(false);

    const stale = join(freshDataDir(), 'db');
    const pid = await deadPid();
    writeFileSync(
      lockPathOf(stale),
      JSON.stringify({ pid, started: null, command: 'src/server.ts', since: '2026-01-01', token: 'old' }),
    );
    expect(await contend(stale)).toEqual(['busy', 'busy', 'busy', 'busy', 'held']);
    expect(existsSync(lockPathOf(stale))).toBe(false);
  }, 120_000);

  it('when one process opens its embedded database twice, then both opens share the lock, given back at the last close', async () => {
    // A cluster there already (the run's empty template): what is at stake is the lock, not PGlite's initdb.
    const dataDir = join(freshDataDir(), 'db');
    await templateCluster(dataDir, { migrated: false });
    const first = await openDatabase({ kind: 'pglite', dataDir });
    const release = await lockEmbeddedDatabase(dataDir);
    await first.close();
    expect(existsSync(lockPathOf(dataDir))).toBe(true);
    await release();
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
  }, 60_000);
});
