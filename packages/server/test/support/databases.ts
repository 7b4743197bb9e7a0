import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/database.ts';

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  /** `url`: where another connection (another server process) reaches the same database; PostgreSQL only. */
  open(): Promise<{ db: Database; url?: string; dispose(): Promise<void> }>;
}

const pglite: DatabaseTarget = {
  name: 'pglite',
  async open() {
    const db = await openDatabase({ kind: 'pglite', dataDir: null });
    return { db, dispose: () => db.close() };
  },
};

/** A throwaway database on the PostgreSQL server of DATABASE_URL, dropped afterwards. */
function postgres(url: string): DatabaseTarget {
  return {
    name: 'postgres',
    async open() {
      const name = `kayoi_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const target = new URL(url);
      target.pathname = `/${name}`;
      const db = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 4 });
      return {
        db,
        url: target.toString(),
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
