import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, openAsBlob, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { inject } from 'vitest';
import { closingAlso, type Database, openDatabase, type Queryable } from '../../src/db/database.ts';
import { migrate, migrationFiles } from '../../src/db/migrate.ts';
import { type DemoSummary, loadDemoData } from '../../src/seed/demo.ts';

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  /**
   * A database of its own for the caller: empty (no tables, as a new installation or a restore finds it), or
   * with `migrated` already carried to this tree's migrations (what buildApp would make of it; no rows, no
   * server secret). `url`: where another connection (another server process) reaches the same database;
   * PostgreSQL only.
   */
  open(options?: { migrated?: boolean; demo?: DemoOptions }): Promise<OpenedDatabase>;
}

/**
 * The demo data as `loadDemoData(db, { now, scale })` loads it into a migrated database (`demo` implies
 * `migrated`).
 */
export interface DemoOptions {
  now: Date;
  scale?: number;
}

export interface OpenedDatabase {
  db: Database;
  url?: string;
  /** What loadDemoData answered, when opened with `demo`. */
  demo?: DemoSummary;
  dispose(): Promise<void>;
}

// Templates (issue 27). Starting PGlite (its initdb) and migrating took ~4 s of every test file, twice with
// DATABASE_URL. The server project's globalSetup (global-setup.ts) makes them once per run instead: PGlite's
// data directory dumped empty and migrated (`dumpDataDir`, loaded by each test with `loadDataDir`: ~1 s), and
// on PostgreSQL a migrated template database (`create database … template`, a file copy). They are the same
// state every test reached by itself before, and nothing else: the migrations seed no rows on an empty
// database, sequences start where they did, and the server secret is made by each test's own buildApp.
// They are keyed by the migrations (and migrate.ts and PGlite's version): a test that finds another key than
// its tree's (a migration edited during `vitest --watch`) migrates its own database as before.

const MIGRATE_TS = fileURLToPath(new URL('../../src/db/migrate.ts', import.meta.url));
const CACHE = fileURLToPath(new URL('../../node_modules/.cache/kayoi-test-databases/', import.meta.url));
const FORMAT = 'templates-1';

export interface DatabaseTemplates {
  key: string;
  /** Dumps of PGlite's data directory: right after initdb, and after the migrations. */
  pglite: { empty: string; migrated: string };
  /** The migrated template database on the server of DATABASE_URL, when set. */
  postgres: string | null;
  /** The run's folder for PGlite's data directories (dumps unpacked, and each file's copy); removed after the run. */
  scratch: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates | null;
  }
}

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = dirname(require.resolve('@electric-sql/pglite'));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string };
      if (manifest.name === '@electric-sql/pglite') return (manifest as { version: string }).version;
    } catch {
      // not here; one level up
    }
    const up = dirname(dir);
    if (up === dir) return 'unknown';
    dir = up;
  }
}

/** What a migrated database depends on: every migration (version and text, wherever it lives), migrate.ts, PGlite. */
export async function templateKey(): Promise<string> {
  const hash = createHash('sha256').update(FORMAT).update(pgliteVersion());
  hash.update(await readFile(MIGRATE_TS));
  for (const { version, path } of await migrationFiles()) {
    hash.update(`\0${version}\0`).update(await readFile(path));
  }
  return hash.digest('hex').slice(0, 16);
}

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Writes a dump where readers only ever see a whole file (a rename), and keeps one key's dumps only. */
async function buildPgliteTemplates(key: string): Promise<DatabaseTemplates['pglite']> {
  const files = {
    empty: join(CACHE, `pglite-empty-${key}.tar`),
    migrated: join(CACHE, `pglite-migrated-${key}.tar`),
  };
  if ((await exists(files.empty)) && (await exists(files.migrated))) return files;
  await mkdir(CACHE, { recursive: true });
  for (const name of await readdir(CACHE)) {
    if (name.startsWith('pglite-') && !name.includes(key)) await rm(join(CACHE, name), { force: true });
  }
  const db = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await saveDump(db, files.empty);
    await migrate(db);
    await saveDump(db, files.migrated);
  } finally {
    await db.close();
  }
  return files;
}

function withDatabase(url: string, name: string) {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function asAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A migrated database on the server, for this run only, that nobody connects to (so it can be copied). */
async function buildPostgresTemplate(url: string, key: string): Promise<string> {
  const name = `kayoi_template_${key}_${process.pid}`;
  await asAdmin(url, (admin) => admin.query(`create database ${name}`));
  // Two connections: migrate() holds its advisory lock on one of its own (Database.exclusive) and works on another.
  const db = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 2 });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  await asAdmin(url, (admin) =>
    admin.query(`alter database ${name} with is_template true allow_connections false`),
  );
  return name;
}

/** The server project's globalSetup: makes the templates, and answers how to remove what only this run needs. */
export async function buildDatabaseTemplates(): Promise<{
  templates: DatabaseTemplates;
  remove(): Promise<void>;
}> {
  const key = await templateKey();
  const url = process.env.DATABASE_URL;
  const [pglite, postgres] = await Promise.all([
    buildPgliteTemplates(key),
    url ? buildPostgresTemplate(url, key) : Promise.resolve(null),
  ]);
  const scratch = await mkdtemp(join(SCRATCH_ROOT, 'kayoi-test-databases-'));
  return {
    templates: { key, pglite, postgres, scratch },
    async remove() {
      await rm(scratch, { recursive: true, force: true });
      if (!url || !postgres) return;
      await asAdmin(url, async (admin) => {
        // The demo templates the files of this run made from it (`<template>_demo_<moment>`), then it.
        const { rows } = await admin.query<{ datname: string }>(
          'select datname from pg_database where starts_with(datname, $1)',
          [`${postgres}_demo_`],
        );
        for (const name of [...rows.map((row) => row.datname), postgres]) {
          await admin.query(`alter database ${name} with is_template false`);
          await admin.query(`drop database if exists ${name} with (force)`);
        }
      });
    },
  };
}

function provided(): DatabaseTemplates | null {
  try {
    return inject('databaseTemplates') ?? null;
  } catch {
    // Not under the server project's globalSetup: every database is made from scratch.
    return null;
  }
}

let usable: Promise<DatabaseTemplates | null> | undefined;
/** The run's templates, when they were made from this tree's migrations as they are now. */
function templates(): Promise<DatabaseTemplates | null> {
  usable ??= (async () => {
    const made = provided();
    if (!made) return null;
    return made.key === (await templateKey()) ? made : null;
  })();
  return usable;
}

// Demo templates (issue 27). Eight files load the same demo (a few seconds on PGlite, ~30 s on a busy machine)
// into a migrated database, several at the same moment. The first to ask for a moment loads it and keeps it:
// PGlite's data directory dumped into the cache (each next file on either worker, and the next run, loads the
// dump), and on PostgreSQL a template database of the run (built once under an advisory lock, copied per file).
// A demo clone is the state `loadDemoData(db, { now, scale })` leaves in a migrated database; it is keyed by
// the migrations and by every source of the server and the domain (the seed calls into the modules), so a
// changed source is a new demo.

const SOURCES = ['../../src/', '../../../domain/src/'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);
let sourcesKey: Promise<string> | undefined;
/** The migrations and every .ts file the demo may run. */
function demoSourcesKey(): Promise<string> {
  sourcesKey ??= (async () => {
    const hash = createHash('sha256').update(await templateKey());
    for (const [index, root] of SOURCES.entries()) {
      const names = (await readdir(root, { recursive: true })).filter((name) => name.endsWith('.ts')).sort();
      for (const name of names) hash.update(`\0${index}/${name}\0`).update(await readFile(join(root, name)));
    }
    return hash.digest('hex').slice(0, 16);
  })();
  return sourcesKey;
}

async function demoKey({ now, scale = 1 }: DemoOptions): Promise<{ sources: string; moment: string }> {
  const sources = await demoSourcesKey();
  const moment = createHash('sha256').update(`${now.toISOString()}\0${scale}`).digest('hex').slice(0, 12);
  return { sources, moment };
}

async function saveDump(db: Database, file: string) {
  // A checkpoint first: a dump of a running database opens as after a crash, and replaying the WAL since the
  // last checkpoint would move every sequence used since then 32 numbers ahead (PostgreSQL logs them ahead).
  // The WAL segment before it is removed, not kept for reuse (wal_recycle off for the checkpoint, after a switch to
  // a new segment): each dump held two 16 MB segments where opening needs one (the migrated template: 64 → 47 MB).
  await db.exec('set wal_recycle = off; select pg_switch_wal(); checkpoint; reset wal_recycle');
  const dump = await db.embedded?.dumpDataDir();
  if (!dump) throw new Error('PGlite could not dump its data directory');
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
}

// A test's PGlite from a dump (issue 27). Loading a dump into PGlite's in-memory file system cost ≈ 0.8 s of CPU
// per open (the migrated template, 47 MB: its files written into wasm memory a piece at a time), and a server run
// opens well over a hundred. Each dump is now unpacked once per run into the run's scratch folder (in RAM where
// /dev/shm is there), and each open copies that folder and runs PGlite on the copy: ≈ 0.4 s of CPU, the same
// database. Statements run as fast on it (300 inserts: 368 against 354 ms). Without the run's templates (a file
// run outside the project's globalSetup) the dump is loaded as before.
const SCRATCH_ROOT = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const run = promisify(execFile);
const unpacked = new Map<string, Promise<string>>();
let copies = 0;

/** The dump unpacked into the run's scratch folder, once per run (the first worker to ask; the other waits on it). */
function unpackedDump(scratch: string, dump: string): Promise<string> {
  let found = unpacked.get(dump);
  if (!found) {
    found = (async () => {
      const dir = join(scratch, basename(dump, '.tar'));
      if (await exists(join(dir, 'PG_VERSION'))) return dir;
      const partial = `${dir}.${process.pid}.partial`;
      await rm(partial, { recursive: true, force: true });
      await mkdir(partial, { recursive: true, mode: 0o700 });
      await run('tar', ['-xf', dump, '-C', partial]);
      // Renamed whole: a folder that is there is complete. When the other worker was first, its folder stays.
      await rename(partial, dir).catch(() => rm(partial, { recursive: true, force: true }));
      return dir;
    })();
    unpacked.set(dump, found);
  }
  return found;
}

/** Makes `dir` a copy of `dump` as the run unpacked it into its scratch folder. */
async function copyOfDump(scratch: string, dump: string, dir: string): Promise<void> {
  await run('cp', ['-a', await unpackedDump(scratch, dump), dir]);
}

/** The run's dump of PGlite's data directory: empty (right after initdb) or migrated. */
const dumpOf = (made: DatabaseTemplates, migrated: boolean) =>
  migrated ? made.pglite.migrated : made.pglite.empty;

/** PGlite on a copy of `dump`; closing it removes the copy. */
async function openPgliteDump(dump: string): Promise<Database> {
  const made = await templates();
  if (!made) return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: await openAsBlob(dump) });
  copies += 1;
  const dataDir = join(made.scratch, `open-${process.pid}-${copies}`);
  await copyOfDump(made.scratch, dump, dataDir);
  // Tests checkpoint and vacuum when they mean to (no timer looking at the WAL or the tables, as in memory).
  const db = await openDatabase({ kind: 'pglite', dataDir, walCheckMs: null, maintenanceMs: null });
  return closingAlso(db, () => rm(dataDir, { recursive: true, force: true }));
}

// A process's database from a template (issue 27). A test that starts a real server or tool (`node src/server.ts`,
// `node src/cli/*.ts`: support/processes.ts) on a new DATA_DIR had that process run PGlite's initdb and every
// migration before the test could look at what it is about (the lock, a kill mid-import, a restore): initdb alone
// is ≈ 6 s of CPU on disk (12–33 s of wall on the busy CI machine), where copying the run's unpacked template
// takes a fraction of a second. Where the first install is not the subject, DATA_DIR/db is now such a copy: the same
// cluster, empty or migrated, as that process would have made it (no rows, no server secret: the process makes
// its own at start). What a process finds there is what it finds on an install that ran before: the lock beside
// it (`db.lock`) is not in the copy, and the modes are put right by the server and every tool at start
// (data-dir.ts), as on any existing install. Without the run's templates (a file run outside the project's
// globalSetup) nothing is copied: whoever opens the database first makes it from scratch, as before.

/**
 * Makes `dir` (PGlite's data directory: for a DATA_DIR, its `db`; it must not be there yet) a copy of the run's
 * template: migrated (what a first start leaves) or empty (right after initdb: what a restore finds). Answers
 * whether it did; when it did not (no templates), `dir` is left to whoever opens it first.
 */
export async function templateCluster(dir: string, { migrated }: { migrated: boolean }): Promise<boolean> {
  if (await exists(dir))
    throw new Error(`${dir} is there already: a template is copied into a new folder only`);
  const made = await templates();
  if (!made) return false;
  await mkdir(dirname(dir), { recursive: true, mode: 0o700 });
  await copyOfDump(made.scratch, dumpOf(made, migrated), dir);
  return true;
}

/**
 * The run's dump of PGlite's data directory (a tar), empty or migrated, for a PGlite started from it (`loadDataDir`):
 * on disk 2.2 s of CPU where initdb took 6.3, and the files are written by PGlite itself, with its own modes, as its
 * initdb writes them. Undefined without the run's templates (the caller's PGlite then runs initdb, as before).
 */
export async function templateDumpFile({ migrated }: { migrated: boolean }): Promise<string | undefined> {
  const made = await templates();
  return made ? dumpOf(made, migrated) : undefined;
}

async function openPgliteDemo(options: DemoOptions): Promise<OpenedDatabase> {
  const { sources, moment } = await demoKey(options);
  const file = join(CACHE, `demo-pglite-${sources}-${moment}.tar`);
  const summaryFile = `${file}.json`;
  // The summary is written before the dump: a dump that is there has its summary.
  if (await exists(file)) {
    const db = await openPgliteDump(file);
    const demo = JSON.parse(await readFile(summaryFile, 'utf8')) as DemoSummary;
    return { db, demo, dispose: () => db.close() };
  }
  const opened = await pglite.open({ migrated: true });
  const demo = await loadDemoData(opened.db, options);
  await mkdir(CACHE, { recursive: true });
  for (const name of await readdir(CACHE)) {
    if (name.startsWith('demo-pglite-') && !name.includes(sources))
      await rm(join(CACHE, name), { force: true });
  }
  const partial = `${summaryFile}.${process.pid}.partial`;
  await writeFile(partial, JSON.stringify(demo));
  await rename(partial, summaryFile);
  await saveDump(opened.db, file);
  return { ...opened, demo };
}

const pglite: DatabaseTarget = {
  name: 'pglite',
  async open({ migrated = false, demo } = {}) {
    if (demo) return openPgliteDemo(demo);
    const made = await templates();
    const dump = made ? dumpOf(made, migrated) : null;
    if (dump) {
      const db = await openPgliteDump(dump);
      return { db, dispose: () => db.close() };
    }
    const db = await openDatabase({ kind: 'pglite', dataDir: null });
    if (migrated) await migrate(db);
    return { db, dispose: () => db.close() };
  },
};

/**
 * pg's Pool.end() resolves while its clients are still saying goodbye: a forced drop in that moment kills them
 * mid-way (their error has no listener left: an uncaught exception in the test run), and a template they are
 * still on cannot be copied. Waits for them to leave (briefly).
 */
async function untilLeft(admin: pg.Client, name: string) {
  for (let tries = 0; tries < 50; tries += 1) {
    const { rows } = await admin.query<{ open: number }>(
      'select count(*)::int as open from pg_stat_activity where datname = $1',
      [name],
    );
    if ((rows[0]?.open ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The run's template database of the demo at this moment, loaded by the first file that asks. */
async function postgresDemoTemplate(
  url: string,
  migrated: string,
  options: DemoOptions,
): Promise<{ name: string; demo: DemoSummary }> {
  const name = `${migrated}_demo_${(await demoKey(options)).moment}`;
  return asAdmin(url, async (admin) => {
    // Both workers may ask at once: one loads, the other waits for it here (a session lock, freed at the end).
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rows } = await admin.query<{ datistemplate: boolean; summary: string | null }>(
      "select datistemplate, shobj_description(oid, 'pg_database') as summary from pg_database where datname = $1",
      [name],
    );
    const found = rows[0];
    if (found?.datistemplate && found.summary)
      return { name, demo: JSON.parse(found.summary) as DemoSummary };
    // Left half-made by a file that failed: made again.
    if (found) await admin.query(`drop database ${name} with (force)`);
    await admin.query(`create database ${name} template ${migrated}`);
    const db = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 2 });
    let demo: DemoSummary;
    try {
      demo = await loadDemoData(db, options);
    } finally {
      await db.close();
    }
    await untilLeft(admin, name);
    await admin.query(`comment on database ${name} is ${admin.escapeLiteral(JSON.stringify(demo))}`);
    await admin.query(`alter database ${name} with is_template true allow_connections false`);
    return { name, demo };
  });
}

/** A throwaway database on the PostgreSQL server of DATABASE_URL, dropped afterwards. */
function postgres(url: string): DatabaseTarget {
  return {
    name: 'postgres',
    async open({ migrated = false, demo } = {}) {
      const name = `kayoi_test_${randomBytes(6).toString('hex')}`;
      const run = migrated || demo ? (await templates())?.postgres : null;
      const fromDemo = demo && run ? await postgresDemoTemplate(url, run, demo) : null;
      const template = fromDemo?.name ?? run;
      await asAdmin(url, (admin) =>
        admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
      );
      const target = withDatabase(url, name);
      const db = await openDatabase({ kind: 'postgres', url: target, poolSize: 4 });
      if ((migrated || demo) && !template) await migrate(db);
      const summary = fromDemo?.demo ?? (demo ? await loadDemoData(db, demo) : undefined);
      return {
        db,
        url: target,
        ...(summary ? { demo: summary } : {}),
        async dispose() {
          await db.close();
          await asAdmin(url, async (cleanup) => {
            await untilLeft(cleanup, name);
            await cleanup.query(`drop database if exists ${name} with (force)`);
          });
        },
      };
    },
  };
}

/** Every server test runs on embedded PGlite, and again on PostgreSQL when DATABASE_URL is set. */
export const databaseTargets: DatabaseTarget[] = [
  pglite,
  ...(process.env.DATABASE_URL ? [postgres(process.env.DATABASE_URL)] : []),
];

/**
 * A transaction of `db` (PostgreSQL) left open once `work` has run in it, so that a test can run other statements
 * while it holds its locks: resolves once `work` has run; `commit` ends it.
 */
export async function heldTransaction(
  db: Database,
  work: (tx: Queryable) => Promise<unknown>,
): Promise<{ commit: () => Promise<void> }> {
  const inside = Promise.withResolvers<void>();
  const held = Promise.withResolvers<void>();
  const ended = db.transaction(async (tx) => {
    await work(tx);
    inside.resolve();
    await held.promise;
  });
  // A `work` that throws ends the transaction before it is inside: the test fails with its error.
  await Promise.race([inside.promise, ended]);
  return {
    commit: async () => {
      held.resolve();
      await ended;
    },
  };
}
