import { PGlite, type PGliteInterface, types } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { serialize } from 'pg-protocol';
import { asIs, toNumber } from './parsers.ts';

// The embedded PostgreSQL itself, as the database thread (pglite-worker.ts) opens it. Nothing here runs on the
// server's main thread.

/**
 * PGlite's own files on disk, its OS user's only whatever the process umask: PostgreSQL inside it sets
 * modes itself (the initial cluster's 968 files 0666, `pg_internal.init` 0644 at every start), through
 * Emscripten's NODEFS, so the group and other bits are dropped where NODEFS creates a file or sets a mode.
 */
class PrivateNodeFS extends NodeFS {
  override async init(pg: PGliteInterface, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg as PGlite, opts);
    const privateModes = (mod: { NODEFS: EmscriptenNodeFs }) => {
      const ops = mod.NODEFS.node_ops;
      if (ops.kayoiPrivate) return;
      const { mknod, setattr } = ops;
      ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~0o077, dev);
      ops.setattr = (node, attr) =>
        setattr(node, attr.mode == null ? attr : { ...attr, mode: attr.mode & ~0o077 });
      const stream = mod.NODEFS.stream_ops;
      const setStreamAttr = stream.setattr;
      stream.setattr = (file, attr) =>
        setStreamAttr(file, attr.mode == null ? attr : { ...attr, mode: attr.mode & ~0o077 });
      ops.kayoiPrivate = true;
    };
    const preRun = (result.emscriptenOpts.preRun ?? []) as unknown[];
    result.emscriptenOpts.preRun = [privateModes, ...preRun] as typeof result.emscriptenOpts.preRun;
    return result;
  }
}

/** The part of Emscripten's NODEFS that PrivateNodeFS wraps. */
interface EmscriptenNodeFs {
  node_ops: {
    kayoiPrivate?: boolean;
    mknod(parent: unknown, name: string, mode: number, dev: number): unknown;
    setattr(node: unknown, attr: { mode?: number | null }): void;
  };
  stream_ops: { setattr(stream: unknown, attr: { mode?: number | null }): void };
}

/**
 * The embedded database's write-ahead log, bounded (issue 30). PGlite runs PostgreSQL single-user, where no
 * checkpointer runs and the WAL's size never asks for a checkpoint: everything a large import or the demo wrote
 * stayed in `pg_wal` until the process closed, and `max_wal_size` (1 GB by default) kept it after (497 MiB of
 * WAL beside 259 MiB of data at 1 M visits). Here the WAL keeps at most 64 MB, and an on-disk database takes a
 * checkpoint once that much was written since the last one (looked at every few seconds; one statement).
 */
const WAL_LIMIT_MB = 64;
const WAL_PARAMS = ['-c', `max_wal_size=${WAL_LIMIT_MB}MB`, '-c', `min_wal_size=${WAL_LIMIT_MB / 2}MB`];

/** Takes a checkpoint when `limitBytes` of WAL were written since the last one; answers whether it took one. */
export async function checkpointIfWalGrew(
  db: Pick<PGlite, 'query' | 'exec'>,
  limitBytes = WAL_LIMIT_MB * 2 ** 20,
): Promise<boolean> {
  const { rows } = await db.query<{ behind: number }>(
    'select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::float8 as behind from pg_control_checkpoint()',
  );
  if ((rows[0]?.behind ?? 0) < limitBytes) return false;
  await db.exec('checkpoint');
  return true;
}

export interface PgliteOptions {
  /** On disk here (the caller made it and holds its lock), or null: in memory. */
  dataDir: string | null;
  /** Starts from this dump of a data directory (`dumpDataDir()`) instead of an empty database. */
  loadDataDir?: Blob;
  /** PGlite's two WebAssembly modules, compiled once by the process and shared by its database threads. */
  pgliteWasmModule?: WebAssembly.Module;
  initdbWasmModule?: WebAssembly.Module;
}

export async function createPglite(options: PgliteOptions): Promise<PGlite> {
  // Options go in the one argument: `new PGlite(undefined, options)` silently drops them (0.5.x).
  const db = new PGlite({
    ...(options.dataDir ? { fs: new PrivateNodeFS(options.dataDir) } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.pgliteWasmModule ? { pgliteWasmModule: options.pgliteWasmModule } : {}),
    ...(options.initdbWasmModule ? { initdbWasmModule: options.initdbWasmModule } : {}),
    startParams: [...PGlite.defaultStartParams, ...WAL_PARAMS],
    parsers: { [types.INT8]: toNumber, [types.NUMERIC]: toNumber, [types.DATE]: asIs },
  });
  await db.waitReady;
  return db;
}

/**
 * Statements prepared once per embedded database (issue 30). PGlite's `query` parses, plans and describes every
 * statement anew, in six calls into PostgreSQL: 257 µs of CPU for a one-row select by key, where the same
 * statement prepared once and then bound and executed took 53 µs. Here each statement text is prepared on first
 * use under a name of its own (Parse and Describe), and every later call binds and executes it in one call, as a
 * PostgreSQL client with named statements does. At most PREPARED_LIMIT are kept, the least recently used closed.
 * Parameters and rows go through the database's own serializers and parsers, as in `query`. PostgreSQL may run a
 * prepared statement on one generic plan after five runs (as it does the statements of our plpgsql functions);
 * where the best plan depends on the values (the reports), the caller asks for a plan at each run instead
 * (database.ts, plannedEachRun). Demo data, bench/run.ts at scale 0.1: CPU per call 0.84 × before in all.
 */
const PREPARED_LIMIT = 1_000;

interface Prepared {
  name: string;
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

interface PreparedCache {
  /** By statement text, least recently used first. */
  statements: Map<string, Prepared>;
  next: number;
  /** Names to close with the next statement prepared. */
  closing: string[];
}

const caches = new WeakMap<PGlite, PreparedCache>();

type ProtocolMessage = {
  name: string;
  dataTypeIDs?: number[];
  fields?: ({ name: string; dataTypeID: number } | string | null)[];
};

/**
 * `db.query(sql, params)`'s rows, by a prepared statement. In a transaction (`inTransaction`) it runs on the
 * transaction's connection as its statements do; otherwise it waits for any open transaction, as `query` does.
 */
export function preparedQuery<Row>(
  db: PGlite,
  sql: string,
  params: readonly unknown[] | undefined,
  inTransaction: boolean,
): Promise<Row[]> {
  const run = () => db._runExclusiveQuery(() => runPrepared<Row>(db, sql, params ?? [], inTransaction));
  return inTransaction ? run() : db._runExclusiveTransaction(run);
}

async function runPrepared<Row>(
  db: PGlite,
  sql: string,
  params: readonly unknown[],
  inTransaction: boolean,
): Promise<Row[]> {
  let cache = caches.get(db);
  if (!cache) {
    cache = { statements: new Map(), next: 1, closing: [] };
    caches.set(db, cache);
  }
  let statement = cache.statements.get(sql);
  if (statement) {
    cache.statements.delete(sql);
    cache.statements.set(sql, statement);
  } else statement = await prepare(db, cache, sql);
  try {
    return await execute<Row>(db, statement, params, inTransaction);
  } catch (error) {
    // A table under it changed its columns since (a restore): prepared again, once. In a transaction the error
    // has ended the transaction, as PostgreSQL's own would.
    if (inTransaction || (error as { code?: string }).code !== '0A000') throw error;
    cache.statements.delete(sql);
    cache.closing.push(statement.name);
    return execute<Row>(db, await prepare(db, cache, sql), params, inTransaction);
  }
}

async function prepare(db: PGlite, cache: PreparedCache, sql: string): Promise<Prepared> {
  const name = `kayoi_${cache.next++}`;
  const closing = cache.closing;
  cache.closing = [];
  for (const [text, old] of cache.statements) {
    if (cache.statements.size < PREPARED_LIMIT) break;
    cache.statements.delete(text);
    closing.push(old.name);
  }
  const { messages } = await db.execProtocol(
    Buffer.concat([
      ...closing.map((old) => serialize.close({ type: 'S', name: old })),
      serialize.parse({ name, text: sql, types: [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]),
    { syncToFs: false },
  );
  const found = (kind: string) => (messages as ProtocolMessage[]).find((m) => m.name === kind);
  const statement: Prepared = {
    name,
    paramTypes: found('parameterDescription')?.dataTypeIDs ?? [],
    fields: ((found('rowDescription')?.fields ?? []) as { name: string; dataTypeID: number }[]).map(
      (field) => ({ name: field.name, dataTypeID: field.dataTypeID }),
    ),
  };
  cache.statements.set(sql, statement);
  return statement;
}

async function execute<Row>(
  db: PGlite,
  statement: Prepared,
  params: readonly unknown[],
  inTransaction: boolean,
): Promise<Row[]> {
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = db.serializers[statement.paramTypes[i] ?? 0];
    return serializer ? (serializer(value) as string) : String(value);
  });
  const { messages } = await db.execProtocol(
    Buffer.concat([
      serialize.bind({ statement: statement.name, values }),
      serialize.execute({}),
      serialize.sync(),
    ]),
    { syncToFs: !inTransaction },
  );
  const rows: Row[] = [];
  for (const message of messages as ProtocolMessage[]) {
    if (message.name !== 'dataRow') continue;
    const row: Record<string, unknown> = {};
    (message.fields as (string | null)[]).forEach((value, i) => {
      const field = statement.fields[i];
      if (field) row[field.name] = types.parseType(value, field.dataTypeID, db.parsers);
    });
    rows.push(row as Row);
  }
  return rows;
}
