import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type AppConfig, defaultAuthConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/database.ts';

/** The server as the benches build it: embedded PGlite, no mail, no rate limits, the real clock. */
export const benchConfig = (): AppConfig => ({
  database: { kind: 'pglite', dataDir: null },
  staticDir: null,
  publicUrl: 'http://bench',
  mail: { transport: 'outbox', dir: '/dev/null' },
  mailFrom: 'bench@kayoi.local',
  auth: defaultAuthConfig,
  rateLimit: { apiPerMinute: 1_000_000, addressPerMinute: 1_000_000, publicPerMinute: 1_000_000 },
  trustProxy: false,
  loadDemoData: false,
  logLevel: process.env.LOG_LEVEL ?? false,
  now: () => new Date(),
});

/**
 * The bench's database: embedded PGlite, or with BENCH_DATABASE_URL a throwaway database of that PostgreSQL
 * server (created here, dropped by `drop()` once the bench has closed it). `postgres: false` asks for PGlite
 * whatever the environment says (a bench that runs on both).
 */
export async function benchDatabase({ postgres = true } = {}): Promise<{
  db: Database;
  drop: () => Promise<void>;
}> {
  const server = postgres ? process.env.BENCH_DATABASE_URL : undefined;
  if (!server) return { db: await openDatabase({ kind: 'pglite', dataDir: null }), drop: async () => {} };
  const scratch = `kayoi_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${scratch}`);
  const url = Object.assign(new URL(server), { pathname: `/${scratch}` }).toString();
  return {
    db: await openDatabase({ kind: 'postgres', url }),
    drop: () => admin(`drop database ${scratch} with (force)`),
  };
}

/** The PostgreSQL backends serving this database (the pool's connections), whose CPU is counted too. */
export async function backendPids(db: Database): Promise<number[]> {
  if (db.kind !== 'postgres') return []; // PGlite runs inside Node: process.cpuUsage() has it
  const { rows } = await db.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  return rows.map((row) => row.pid);
}

/** CPU time (ms) each of the processes `pids` has used so far (USER_HZ ticks of 10 ms). */
export async function processCpuMs(pids: readonly number[]): Promise<Map<number, number>> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    used.set(pid, (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10); // utime, stime
  }
  return used;
}

/** CPU used between two readings, by the processes present at both (a connection the pool closed meanwhile is left out). */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, then] of before) ms += Math.max(0, (after.get(pid) ?? then) - then);
  return ms;
}

/** The value at quantile `q` of an ascending list. */
export const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
