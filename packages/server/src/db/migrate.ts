import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

/**
 * Where the migrations live (issue 27): a module's own beside it (`src/modules/<module>/migrations/`), and here, in
 * `src/db/migrations/`, those shared by several modules (the first schema, school setup, a trigger of one module's
 * kept counts on another's table) or that change no table (functions only). Their numbers are one sequence: a
 * database applies them in the order of their versions, wherever they live, so moving a file changes nothing for a
 * database that has it (`schema_migrations` keeps versions). `test/module-ownership.test.ts` holds every file to it.
 */
const SHARED_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MODULES_DIR = fileURLToPath(new URL('../modules/', import.meta.url));
const MIGRATION_FILE = /^\d{4}_[\w-]+\.sql$/;
/** Any constant: serialises concurrent starts of several servers on one PostgreSQL database. */
const MIGRATION_LOCK_KEY = 7_405_001;

export interface MigrationFile {
  /** The file's name without `.sql`: what `schema_migrations` records. */
  version: string;
  path: string;
  /** The module it lives beside, or null for a shared one (`src/db/migrations/`). */
  module: string | null;
}

async function sqlFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name));
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw error;
  }
}

/**
 * Every migration this server holds, in the order a database applies them. Two files of one number are refused.
 * (`where` is for a test of this function.)
 */
export async function migrationFiles(
  where: { shared: string; modules: string } = { shared: SHARED_DIR, modules: MODULES_DIR },
): Promise<MigrationFile[]> {
  const found: MigrationFile[] = (await sqlFiles(where.shared)).map((name) => ({
    version: name.replace(/\.sql$/, ''),
    path: join(where.shared, name),
    module: null,
  }));
  for (const module of await readdir(where.modules)) {
    const dir = join(where.modules, module, 'migrations');
    for (const name of await sqlFiles(dir)) {
      found.push({ version: name.replace(/\.sql$/, ''), path: join(dir, name), module });
    }
  }
  found.sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
  const numbers = new Map<string, string>();
  for (const file of found) {
    const number = file.version.slice(0, 4);
    const other = numbers.get(number);
    if (other) throw new Error(`two migrations are numbered ${number}: ${other} and ${file.path}`);
    numbers.set(number, file.path);
  }
  return found;
}

/** The versions this server's migrations hold, in order. */
export async function knownMigrations(): Promise<string[]> {
  return (await migrationFiles()).map((file) => file.version);
}

/**
 * Applies the numbered, forward-only SQL migrations that this database has not seen yet, each in its own
 * transaction; with `through`, only those up to that version (a test that starts from an older schema). Returns the
 * versions applied.
 */
export async function migrate(db: Database, options: { through?: string } = {}): Promise<string[]> {
  const { through } = options;
  const files = (await migrationFiles()).filter((file) => through === undefined || file.version <= through);
  // The table too is made under the lock: two first starts at once would both create it (a duplicate type).
  return db.exclusive(MIGRATION_LOCK_KEY, async () => {
    await db.query(`create table if not exists schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    )`);
    const done = new Set(
      (await db.query<{ version: string }>('select version from schema_migrations')).rows.map(
        (r) => r.version,
      ),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file.version)) continue;
      const sql = await readFile(file.path, 'utf8');
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into schema_migrations (version) values ($1)', [file.version]);
      });
      applied.push(file.version);
    }
    return applied;
  });
}
