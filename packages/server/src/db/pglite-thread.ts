import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { Database, EmbeddedClone, Queryable } from './database.ts';

// Embedded PGlite on a thread of its own (issue 30). PGlite is PostgreSQL compiled to WebAssembly: on the server's
// main thread every statement stopped HTTP, validation and JSON, so twenty front desks got no more than one desk
// alone and only queued. Here the database runs on a worker thread (pglite-worker.ts) and the main thread sends it
// statements: the two cores work at once. The Database it gives is the same as before, transactions included
// (a transaction holds PGlite's one connection on the thread until it ends, as it held it in-process).

/** What the worker is started with. */
export interface WorkerStart {
  dataDir: string | null;
  loadDataDir?: ArrayBuffer;
  /** The dump's type: `application/x-gzip` for a gzipped one (PGlite decompresses it by its type). */
  loadDataDirType?: string;
  walCheckMs: number | null;
  maintenanceMs: number | null;
  pgliteWasmModule?: WebAssembly.Module;
  initdbWasmModule?: WebAssembly.Module;
}

type On = { tx?: number; clone?: number; plannedEachRun?: true };
export type ThreadRequest = { id: number } & (
  | ({ op: 'query'; sql: string; params?: readonly unknown[] } & On)
  | ({ op: 'exec'; sql: string } & On)
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'dumpDataDir'; compression: 'none' | 'gzip' }
  | { op: 'clone' }
  | { op: 'close' }
  | { op: 'checkpoint'; limitBytes?: number }
  | { op: 'maintain' }
  | { op: 'pgDump'; clone: number; args: string[] }
  | { op: 'closeClone'; clone: number }
);
type Op = ThreadRequest['op'];
type Body<O extends Op> = Omit<Extract<ThreadRequest, { op: O }>, 'id'>;

/** A reply to request `id` (0: the thread's start), or with id -1 a notification on `channel`. */
export type ThreadReply =
  | { id: number; result: unknown; error?: undefined }
  | { id: number; error: Record<string, string | number>; result?: undefined }
  | { id: -1; channel: string; payload: string };

/** The error PostgreSQL raised on the thread, with its fields (`code` '23505', `constraint`, `detail`…). */
function rebuildError(fields: Record<string, string | number>): Error {
  const error = new Error(String(fields.message));
  Object.assign(error, fields);
  return error;
}

/**
 * Calls from PGlite's WebAssembly into JavaScript (its file system, its clock…) stay on V8's generic import wrapper
 * and are never compiled into one per signature. Node 24's V8 keeps those compiled wrappers in one cache for the
 * whole process and frees one when its last instance goes. When a database thread ends while another tiers up a
 * wrapper of the same signature, V8 can free one twice and abort the process: `Check failed:
 * jit_page_->allocations_.erase(addr) == 1` in `WasmImportWrapperCache::Free`, under `Runtime_TierUpWasmToJSWrapper`
 * (nodejs/node#64500). It ended ci79's server lane; bench/pglite-churn.ts with CHURN_WRAPPERS=compiled reproduces
 * it. With no compiled wrapper there is none to free. The generic wrapper costs nothing measurable here: six server
 * test files took 30.2 CPU-s with it and 31.4 without. The flag is the process's, read when a module is
 * instantiated: set here, on the main thread, when the database module is loaded, before any database thread starts.
 */
setFlagsFromString(`--wasm-wrapper-tiering-budget=${2 ** 31 - 1}`);

/** The WebAssembly global (this package's types declare its namespace only). */
const wasmApi = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;

let wasm: Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module }> | null =
  null;

/** PGlite's WebAssembly, compiled once per process (≈ 0.3 s) and given to each database thread it starts. */
function compiledWasm() {
  wasm ??= (async () => {
    const require = createRequire(import.meta.url);
    const dist = dirname(require.resolve('@electric-sql/pglite'));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm'].map(async (name) => wasmApi.compile(await readFile(join(dist, name)))),
    );
    return { pgliteWasmModule, initdbWasmModule } as {
      pgliteWasmModule: WebAssembly.Module;
      initdbWasmModule: WebAssembly.Module;
    };
  })();
  return wasm;
}

export async function openPgliteThread(options: {
  dataDir: string | null;
  loadDataDir?: Blob;
  walCheckMs: number | null;
  maintenanceMs: number | null;
}): Promise<Database> {
  const start: WorkerStart = {
    dataDir: options.dataDir,
    walCheckMs: options.walCheckMs,
    maintenanceMs: options.maintenanceMs,
    ...(await compiledWasm()),
    ...(options.loadDataDir
      ? { loadDataDir: await options.loadDataDir.arrayBuffer(), loadDataDirType: options.loadDataDir.type }
      : {}),
  };
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
    workerData: start,
    transferList: start.loadDataDir ? [start.loadDataDir] : [],
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const channels = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let failure: Error | null = null;

  // The thread keeps the process alive only while a request waits for it: a CLI that forgot to close its
  // database still exits, and one awaiting a statement is not ended under it.
  worker.unref();
  const settle = (id: number) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return waiting;
  };
  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
    worker.ref();
  });
  worker.on('message', (reply: ThreadReply) => {
    if ('channel' in reply) {
      for (const handler of channels.get(reply.channel) ?? []) handler(reply.payload);
      return;
    }
    const waiting = settle(reply.id);
    if (reply.error) waiting?.reject(rebuildError(reply.error));
    else waiting?.resolve(reply.result);
  });
  const fail = (error: Error) => {
    failure ??= error;
    for (const id of [...pending.keys()]) settle(id)?.reject(error);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the embedded database's thread ended (exit code ${code})`)));

  const call = <O extends Op, T>(op: O, body: Omit<Body<O>, 'op'>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, op, ...body });
    });
  };
  await ready.catch(async (error) => {
    await worker.terminate();
    throw error;
  });

  const on = (where: On): Queryable => ({
    query: async (sql, params) => ({ rows: await call('query', { sql, params, ...where }) }),
    exec: async (sql) => {
      await call('exec', { sql, ...where });
    },
  });
  const clone = async (): Promise<EmbeddedClone> => {
    const handle = await call<'clone', number>('clone', {});
    return {
      ...on({ clone: handle }),
      pgDump: (args) => call('pgDump', { clone: handle, args }),
      close: () => call('closeClone', { clone: handle }),
    };
  };

  // One handle for every caller: what is kept per database handle (report parts remembered) is shared by them all.
  const plannedEachRun = on({ plannedEachRun: true });
  return {
    kind: 'pglite',
    ...on({}),
    plannedEachRun: () => plannedEachRun,
    embedded: {
      dumpDataDir: async (compression = 'none') =>
        new Blob([await call<'dumpDataDir', ArrayBuffer>('dumpDataDir', { compression })], {
          type: compression === 'gzip' ? 'application/x-gzip' : 'application/x-tar',
        }),
      checkpointIfWalGrew: (limitBytes) => call('checkpoint', limitBytes === undefined ? {} : { limitBytes }),
      maintain: () => call('maintain', {}),
      clone,
    },
    async transaction(work) {
      const tx = await call<'begin', number>('begin', {});
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work(on({ tx }));
      } catch (error) {
        await call('end', { tx, commit: false }).catch(() => {});
        throw error;
      }
      await call('end', { tx, commit: true });
      return result;
    },
    exclusive: (_key, work) => work(),
    async listen(channel, onPayload) {
      const handlers = channels.get(channel) ?? new Set();
      channels.set(channel, handlers);
      handlers.add(onPayload);
      await call('listen', { channel });
      return async () => {
        handlers.delete(onPayload);
        if (handlers.size > 0 || failure) return;
        channels.delete(channel);
        await call('unlisten', { channel });
      };
    },
    async close() {
      if (!failure) await call('close', {});
      failure ??= new Error('the embedded database is closed');
      await worker.terminate();
    },
  };
}
