import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Any constant: serialises concurrent starts of several servers on one PostgreSQL database. */
const MIGRATION_LOCK_KEY = 7_405_001;

/** The versions this server's migrations/ holds, in order. */
export async function knownMigrations(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR))
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => name.replace(/\.sql$/, ''));
}

/**
 * Applies the numbered, forward-only SQL files in migrations/ that this database has not seen yet,
 * each in its own transaction. Returns the versions applied.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
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
      const version = file.replace(/\.sql$/, '');
      if (done.has(version)) continue;
      const sql = await readFile(`${MIGRATIONS_DIR}${file}`, 'utf8');
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      });
      applied.push(version);
    }
    return applied;
  });
}
