import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import pg from 'pg';
import { lockEmbeddedDatabase } from './lock.ts';
import { asIs, toNumber } from './parsers.ts';
import type { MaintenanceDone } from './pglite-maintenance.ts';
import { openPgliteThread } from './pglite-thread.ts';

/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>;
  /** Runs a script of several statements without parameters (migrations, test resets). */
  exec(sql: string): Promise<void>;
}

/**
 * The database for statements whose best plan depends on their values (a report over a period, of one store or of
 * the chain): each is planned at each run, with its values. Embedded PGlite prepares every statement once and may
 * then run it on one generic plan (PostgreSQL's choice after five runs), which made two sales reports 35–44 %
 * slower; PostgreSQL's statements are planned at each run already unless marked by `preparedStatement`.
 */
export function plannedEachRun(db: Queryable): Queryable {
  return (db as Partial<Pick<Database, 'plannedEachRun'>>).plannedEachRun?.() ?? db;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** The same database, its statements planned at each run (see `plannedEachRun`); PGlite only. */
  plannedEachRun?(): Queryable;
  /** What only the embedded database does (PGlite only): its dumps, its checkpoints, a backup's clone. */
  readonly embedded?: EmbeddedDatabase;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a NOTIFY channel (what other connections, e.g. other server processes, send with
   * `pg_notify`); the answer stops listening. PostgreSQL listens on one dedicated connection that
   * reconnects by itself (1 s doubling to 30 s) when the server drops it; notifications sent while it
   * was away are lost, so listeners treat them as hints to re-read, never as the data.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Runs `work` while this process holds the advisory lock `key` of the database, so that several server
   * processes on one PostgreSQL database take turns (migrations, the first start's demo data). PostgreSQL holds
   * the lock on one connection of its own for the whole of `work` and gives it back on that same connection
   * (a session lock taken and released through the pool could land on two connections and stay held); `work`
   * runs its statements through the database as usual. Embedded PGlite belongs to one process: no lock needed.
   */
  exclusive<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The embedded database's own operations, run on its thread (db/pglite-thread.ts). */
export interface EmbeddedDatabase {
  /**
   * Its data directory as one tar (PGlite's `dumpDataDir`), which `loadDataDir` starts from; gzipped on asking
   * (an empty cluster: 4.5 MB instead of 40 MB, and ≈ 0.1 s more to load).
   */
  dumpDataDir(compression?: 'none' | 'gzip'): Promise<Blob>;
  /** Takes a checkpoint when `limitBytes` (64 MB) of WAL were written since the last; answers whether it did. */
  checkpointIfWalGrew(limitBytes?: number): Promise<boolean>;
  /**
   * Vacuums and analyzes the tables that need it now (db/pglite-maintenance.ts), as the database thread does by
   * itself every MAINTENANCE_MS; answers what it did.
   */
  maintain(): Promise<MaintenanceDone>;
  /** A copy of the database as it is between two statements (a backup reads and dumps it while the server goes on). */
  clone(): Promise<EmbeddedClone>;
}

export interface EmbeddedClone extends Queryable {
  /** pglite-tools' pg_dump of the copy with these arguments: the SQL text. */
  pgDump(args: string[]): Promise<string>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** Starts from this dump of a data directory (`dumpDataDir()`) instead of an empty database (tests' templates). */
      loadDataDir?: Blob;
      /** How often an on-disk database looks at its WAL (checkpointIfWalGrew); null: never (a test that calls it). */
      walCheckMs?: number | null;
      /**
       * How often an on-disk database vacuums and analyzes the tables that need it (db/pglite-maintenance.ts);
       * null: never by itself (a test that calls `embedded.maintain`).
       */
      maintenanceMs?: number | null;
    };

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;

/** The statements PostgreSQL keeps prepared, by their text: the name each is prepared under on a connection. */
const preparedNames = new Map<string, string>();

/**
 * Marks `sql` as one of the few statements that run on every request (the session, the rate limit, the tap,
 * the live event), and answers it unchanged. On PostgreSQL each connection of the pool parses and plans it once,
 * then binds and runs it (a named prepared statement): sent as unnamed, it was parsed and planned on every call,
 * which was a quarter of a tap's database CPU (pgbench, the tap's four statements: 1.36–1.43 ms → 0.96–1.05 ms,
 * issue 30). For statements whose best plan does not depend on the values: PostgreSQL may switch a prepared
 * statement to one generic plan after five runs. Embedded PGlite runs it as any other statement.
 */
export function preparedStatement(sql: string): string {
  if (!preparedNames.has(sql)) {
    preparedNames.set(sql, `kayoi_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`);
  }
  return sql;
}

/** pg's query config: named (prepared) when the text was marked by `preparedStatement`. */
function statementOf(sql: string, params: readonly unknown[] | undefined) {
  const name = preparedNames.get(sql);
  return name === undefined
    ? { text: sql, values: params as unknown[] | undefined }
    : { name, text: sql, values: params as unknown[] | undefined };
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'postgres'
    ? openPostgres(config.url, config.poolSize ?? 10)
    : openPglite(
        config.dataDir,
        config.loadDataDir,
        config.walCheckMs === undefined ? WAL_CHECK_MS : config.walCheckMs,
        config.maintenanceMs === undefined ? MAINTENANCE_MS : config.maintenanceMs,
      );
}

/** `db`, whose close then runs `after` (given back a lock, removed a folder), even when closing failed. */
export function closingAlso(db: Database, after: () => Promise<unknown>): Database {
  return {
    ...db,
    close: async () => {
      try {
        await db.close();
      } finally {
        await after();
      }
    },
  };
}

/** How often an on-disk embedded database looks at its WAL (db/pglite.ts: checkpointIfWalGrew). */
const WAL_CHECK_MS = 5_000;

/**
 * How often an on-disk embedded database looks for tables to vacuum and analyze (db/pglite-maintenance.ts):
 * autovacuum's own naptime. The first look is this long after opening, behind the start's warm-up.
 */
const MAINTENANCE_MS = 60_000;

async function openPglite(
  dataDir: string | null,
  loadDataDir: Blob | undefined,
  walCheckMs: number | null,
  maintenanceMs: number | null,
): Promise<Database> {
  // A fresh machine has no data directory yet.
  if (dataDir) await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // One process at a time (db/lock.ts): refused here, before PGlite touches a file.
  const unlock = dataDir ? await lockEmbeddedDatabase(dataDir) : async () => {};
  let db: Database;
  try {
    db = await openPgliteThread({
      dataDir,
      walCheckMs,
      maintenanceMs,
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  } catch (error) {
    await unlock();
    throw error;
  }
  return closingAlso(db, unlock);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Connections stay open while idle (pg closes them after 10 s by default): a new one costs its handshake, and its
    // backend reads the catalog again and plans each named statement again. A desk's next click comes after more than
    // 10 s, and each of the dashboard's reads at once opened one: on the chain (bench/chain.ts, its quiet round), the
    // manager's dashboard's 15 reads at once after 12 s without a call took 496–602 ms against 95–121 warm; kept
    // open, 129–174 against 90–150. TCP keep-alive tells a connection a network dropped from an idle one (the pool
    // then discards it).
    idleTimeoutMillis: 0,
    keepAlive: true,
    // No JIT: its compiling (150–250 ms a statement) is paid by any query the planner thinks big, such as the
    // dashboard's kept-stock read whose correlated parts are costed per member even when nothing is missing:
    // at a 4,000-member store every KPI read took 0.6 s of CPU for a 0.1 ms answer (bench/chain.ts, issue 30).
    options: '-c jit=off',
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
  const listener = postgresListener(url);
  const query: Queryable['query'] = async (sql, params) => {
    const result = await pool.query(statementOf(sql, params));
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
        // One connection runs one statement at a time: a use case that reads in parallel (Promise.all) inside a
        // transaction has its statements queued here, in order, rather than by pg's deprecated implicit queue.
        let queue: Promise<unknown> = Promise.resolve();
        const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
          const turn = queue.then(run);
          queue = turn.catch(() => {});
          return turn;
        };
        const result = await work({
          query: (sql, params) =>
            inTurn(async () => ({ rows: (await client.query(statementOf(sql, params))).rows })),
          exec: (sql) =>
            inTurn(async () => {
              await client.query(sql);
            }),
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
    async exclusive(key, work) {
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        holder.release();
      }
    },
    listen: listener.listen,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/**
 * The LISTEN side of a PostgreSQL database: one connection outside the pool (a pooled one would hand its
 * LISTEN to whichever request borrows it next), opened on the first listen and reopened after a drop.
 */
function postgresListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let delay = RECONNECT_FIRST_MS;
  let closed = false;
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;
  // One statement at a time on the listening connection (pg queues overlapping queries, deprecated).
  let queue: Promise<unknown> = Promise.resolve();
  const command = (on: pg.Client, sql: string): Promise<unknown> => {
    const run = queue.then(() => on.query(sql));
    queue = run.catch(() => {});
    return run;
  };

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', ({ channel, payload }) => {
        for (const handler of handlers.get(channel) ?? []) handler(payload ?? '');
      });
      const lost = () => {
        if (client !== next) return;
        client = null;
        scheduleReconnect();
      };
      next.on('error', lost);
      next.on('end', lost);
      await next.connect();
      client = next;
      delay = RECONNECT_FIRST_MS;
      for (const channel of handlers.keys()) await command(next, `listen ${quote(channel)}`);
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer || handlers.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch(() => {
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        scheduleReconnect();
      });
    }, delay);
    retryTimer.unref();
  };

  return {
    async listen(channel: string, onPayload: (payload: string) => void) {
      const known = handlers.has(channel);
      const set = handlers.get(channel) ?? new Set();
      set.add(onPayload);
      handlers.set(channel, set);
      // The first listen connects, and connecting LISTENs every channel known by then; a channel added while
      // a connection is live (or under way) is LISTENed after it. A server that cannot be reached now is
      // retried in the background rather than failing the caller.
      if (!client && !connecting) await connect().catch(scheduleReconnect);
      else if (!known) {
        const live = client ?? (await connecting?.catch(() => null));
        if (live) await command(live, `listen ${quote(channel)}`).catch(() => {});
      }
      return async () => {
        set.delete(onPayload);
        if (set.size > 0) return;
        handlers.delete(channel);
        if (client) await command(client, `unlisten ${quote(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const open = client;
      client = null;
      await queue;
      await open?.end().catch(() => {});
    },
  };
}
