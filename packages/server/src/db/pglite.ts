import { PGlite, type PGliteInterface, types } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
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
