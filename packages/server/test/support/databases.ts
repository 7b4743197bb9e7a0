import { createHash, randomBytes } from 'node:crypto';
import { openAsBlob, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  /**
   * A database of its own for the caller: empty (no tables, as a new installation or a restore finds it), or
   * with `migrated` already carried to this tree's migrations (what buildApp would make of it; no rows, no
   * server secret). `url`: where another connection (another server process) reaches the same database;
   * PostgreSQL only.
   */
  open(options?: { migrated?: boolean }): Promise<{ db: Database; url?: string; dispose(): Promise<void> }>;
}

// Templates (issue 27). Starting PGlite (its initdb) and migrating took ~4 s of every test file, twice with
// DATABASE_URL. The server project's globalSetup (global-setup.ts) makes them once per run instead: PGlite's
// data directory dumped empty and migrated (`dumpDataDir`, loaded by each test with `loadDataDir`: ~1 s), and
// on PostgreSQL a migrated template database (`create database … template`, a file copy). They are the same
// state every test reached by itself before, and nothing else: the migrations seed no rows on an empty
// database, sequences start where they did, and the server secret is made by each test's own buildApp.
// They are keyed by the migrations (and migrate.ts and PGlite's version): a test that finds another key than
// its tree's (a migration edited during `vitest --watch`) migrates its own database as before.

const MIGRATIONS = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));
const MIGRATE_TS = fileURLToPath(new URL('../../src/db/migrate.ts', import.meta.url));
const CACHE = fileURLToPath(new URL('../../node_modules/.cache/kayoi-test-databases/', import.meta.url));
const FORMAT = 'templates-1';

export interface DatabaseTemplates {
  key: string;
  /** Dumps of PGlite's data directory: right after initdb, and after the migrations. */
  pglite: { empty: string; migrated: string };
  /** The migrated template database on the server of DATABASE_URL, when set. */
  postgres: string | null;
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

/** What a migrated database depends on: every migration file (name and text), migrate.ts, PGlite's version. */
export async function templateKey(): Promise<string> {
  const hash = createHash('sha256').update(FORMAT).update(pgliteVersion());
  hash.update(await readFile(MIGRATE_TS));
  for (const name of (await readdir(MIGRATIONS)).sort()) {
    hash.update(`\0${name}\0`).update(await readFile(join(MIGRATIONS, name)));
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
    const save = async (file: string) => {
      const dump = await db.embedded?.dumpDataDir();
      if (!dump) throw new Error('PGlite could not dump its data directory');
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
    };
    await save(files.empty);
    await migrate(db);
    await save(files.migrated);
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
  return {
    templates: { key, pglite, postgres },
    async remove() {
      if (!url || !postgres) return;
      await asAdmin(url, async (admin) => {
        await admin.query(`alter database ${postgres} with is_template false`);
        await admin.query(`drop database if exists ${postgres} with (force)`);
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

const pglite: DatabaseTarget = {
  name: 'pglite',
  async open({ migrated = false } = {}) {
    const made = await templates();
    const dump = made ? (migrated ? made.pglite.migrated : made.pglite.empty) : null;
    const db = await openDatabase({
      kind: 'pglite',
      dataDir: null,
      ...(dump ? { loadDataDir: await openAsBlob(dump) } : {}),
    });
    if (migrated && !dump) await migrate(db);
    return { db, dispose: () => db.close() };
  },
};

/** A throwaway database on the PostgreSQL server of DATABASE_URL, dropped afterwards. */
function postgres(url: string): DatabaseTarget {
  return {
    name: 'postgres',
    async open({ migrated = false } = {}) {
      const name = `kayoi_test_${randomBytes(6).toString('hex')}`;
      const template = migrated ? (await templates())?.postgres : null;
      await asAdmin(url, (admin) =>
        admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
      );
      const target = withDatabase(url, name);
      const db = await openDatabase({ kind: 'postgres', url: target, poolSize: 4 });
      if (migrated && !template) await migrate(db);
      return {
        db,
        url: target,
        async dispose() {
          await db.close();
          const cleanup = new pg.Client({ connectionString: url });
          await cleanup.connect();
          // pg's Pool.end() resolves while its clients are still saying goodbye; a forced drop in that moment
          // kills them mid-way and their error has no listener left (an uncaught exception in the test run).
          // Wait for them to leave (briefly), then drop whatever remains.
          for (let tries = 0; tries < 50; tries += 1) {
            const { rows } = await cleanup.query<{ open: number }>(
              'select count(*)::int as open from pg_stat_activity where datname = $1',
              [name],
            );
            if ((rows[0]?.open ?? 0) === 0) break;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
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
