import { mkdir } from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import pg from 'pg';

/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>;
  /** Runs a script of several statements without parameters (migrations, test resets). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | null };

/**
 * Both drivers answer in the same shapes: counts (int8) and numerics as JS numbers, calendar dates
 * (`date`) as the 'YYYY-MM-DD' string PostgreSQL sent (never a Date shifted by the host's time zone),
 * instants (`timestamptz`) as Date.
 */
const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;
const toNumber = (value: string) => Number(value);
const asIs = (value: string) => value;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'postgres'
    ? openPostgres(config.url, config.poolSize ?? 10)
    : openPglite(config.dataDir);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  // A fresh machine has no data directory yet.
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // Options go in the one argument: `new PGlite(undefined, options)` silently drops them (0.5.x).
  const db = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    parsers: { [types.INT8]: toNumber, [types.NUMERIC]: toNumber, [types.DATE]: asIs },
  });
  await db.waitReady;
  const query: Queryable['query'] = async (sql, params) => {
    const result = await db.query(sql, params as unknown[] | undefined);
    return { rows: result.rows as never[] };
  };
  return {
    kind: 'pglite',
    query,
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async (sql, params) => ({
            rows: (await tx.query(sql, params as unknown[] | undefined)).rows as never[],
          }),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: () => db.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: {
      getTypeParser: ((oid: number, format?: string) => {
        if (oid === OID.INT8 || oid === OID.NUMERIC) return toNumber;
        if (oid === OID.DATE) return asIs;
        return pg.types.getTypeParser(oid, format as 'text');
      }) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server drops (a restart, an administrator, an idle timeout) is reported here; the
  // pool has already discarded it and opens a new one on demand. Unlistened, it would end the process.
  pool.on('error', () => {});
  // Fail at start, not at the first request, when the server cannot be reached.
  await pool.query('select 1');
  const query: Queryable['query'] = async (sql, params) => {
    const result = await pool.query(sql, params as unknown[] | undefined);
    return { rows: result.rows };
  };
  return {
    kind: 'postgres',
    query,
    exec: async (sql) => {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          query: async (sql, params) => ({
            rows: (await client.query(sql, params as unknown[] | undefined)).rows,
          }),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
