import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { checkpointIfWalGrew, createPglite, type PgliteOptions, preparedQuery } from './pglite.ts';
import { type MaintenanceDone, maintainTables } from './pglite-maintenance.ts';
import type { ThreadReply, ThreadRequest, WorkerStart } from './pglite-thread.ts';

// The embedded database's own thread (issue 30): PGlite runs here, so that the server's main thread parses HTTP,
// validates and writes JSON on one core while PostgreSQL runs statements on the other. pglite-thread.ts is the
// other end; every message is a request with an id and gets exactly one reply.

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread');
const port = parentPort;
const start = workerData as WorkerStart;

const reply = (message: ThreadReply) => port.postMessage(message);

/** What crosses to the main thread of an error: its message and PostgreSQL's fields (code, detail, constraint…). */
function describeError(error: unknown): Record<string, string | number> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, string | number> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

const ROLLBACK = Symbol('rollback');

interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
  done: Promise<void>;
}

const options: PgliteOptions = {
  dataDir: start.dataDir,
  ...(start.loadDataDir
    ? {
        loadDataDir: new Blob(
          [start.loadDataDir],
          start.loadDataDirType ? { type: start.loadDataDirType } : {},
        ),
      }
    : {}),
  ...(start.pgliteWasmModule ? { pgliteWasmModule: start.pgliteWasmModule } : {}),
  ...(start.initdbWasmModule ? { initdbWasmModule: start.initdbWasmModule } : {}),
};

let db: PGlite;
try {
  db = await createPglite(options);
} catch (error) {
  reply({ id: 0, error: describeError(error) });
  throw error;
}

const transactions = new Map<number, OpenTransaction>();
const clones = new Map<number, PGlite>();
const listening = new Map<string, () => Promise<void>>();
let nextHandle = 1;

const walCheck =
  start.dataDir && start.walCheckMs !== null
    ? setInterval(() => {
        // A checkpoint that fails (the database closing meanwhile) is tried again at the next look.
        if (!db.closed) checkpointIfWalGrew(db).catch(() => {});
      }, start.walCheckMs)
    : undefined;

/**
 * The tables' VACUUM and ANALYZE (pglite-maintenance.ts): one pass at a time, the first after opening also taking
 * what the counters lost at the last close cannot show.
 */
let maintaining: Promise<MaintenanceDone> | null = null;
let openedAnew = true;
let closing = false;
function maintain(): Promise<MaintenanceDone> {
  if (maintaining) return maintaining.catch(() => null).then(() => maintain());
  const pass = maintainTables(db, openedAnew, () => closing).finally(() => {
    maintaining = null;
  });
  openedAnew = false;
  maintaining = pass;
  return pass;
}

const maintenance =
  start.dataDir && start.maintenanceMs !== null
    ? setInterval(() => {
        // A pass that fails (the database closing meanwhile) is tried again at the next look.
        if (!db.closed && !maintaining) maintain().catch(() => {});
      }, start.maintenanceMs)
    : undefined;

/** The connection a statement goes to: an open transaction, a clone (a backup's copy), or the database. */
function target(request: { tx?: number; clone?: number }): Pick<PGlite, 'query' | 'exec'> {
  if (request.tx !== undefined) {
    const open = transactions.get(request.tx);
    if (!open) throw new Error(`transaction ${request.tx} is not open`);
    return open.tx;
  }
  return request.clone === undefined ? db : cloneOf(request.clone);
}

function cloneOf(handle: number): PGlite {
  const clone = clones.get(handle);
  if (!clone) throw new Error(`clone ${handle} is not open`);
  return clone;
}

function begin(id: number) {
  const handle = nextHandle++;
  const open = {} as OpenTransaction;
  let started = false;
  open.done = db.transaction(async (tx) => {
    started = true;
    await new Promise<void>((resolve, reject) => {
      open.tx = tx;
      open.finish = (commit) => (commit ? resolve() : reject(ROLLBACK));
      transactions.set(handle, open);
      reply({ id, result: handle });
    });
  });
  open.done.catch((error) => {
    if (!started) reply({ id, error: describeError(error) });
  });
}

async function end(handle: number, commit: boolean): Promise<null> {
  const open = transactions.get(handle);
  if (!open) throw new Error(`transaction ${handle} is not open`);
  open.finish(commit);
  try {
    await open.done;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  } finally {
    transactions.delete(handle);
  }
  return null;
}

async function listen(channel: string) {
  if (listening.has(channel)) return null;
  const stop = await db.listen(channel, (payload) => reply({ id: -1, channel, payload }));
  listening.set(channel, stop);
  return null;
}

async function unlisten(channel: string) {
  const stop = listening.get(channel);
  listening.delete(channel);
  if (stop && !db.closed) await stop();
  return null;
}

async function close() {
  clearInterval(walCheck);
  clearInterval(maintenance);
  // A pass under way ends with the table at hand.
  closing = true;
  await maintaining?.catch(() => {});
  for (const clone of clones.values()) await clone.close().catch(() => {});
  if (!db.closed) await db.close();
  return null;
}

async function answer(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const params = request.params as unknown[] | undefined;
      // A backup's clone runs a few statements once, and a report's are planned with their values at each run
      // (database.ts, plannedEachRun): PGlite's own query. Every other statement is prepared once (pglite.ts).
      if (request.clone !== undefined) return (await cloneOf(request.clone).query(request.sql, params)).rows;
      if (request.plannedEachRun) return (await db.query(request.sql, params)).rows;
      if (request.tx !== undefined && !transactions.has(request.tx)) {
        throw new Error(`transaction ${request.tx} is not open`);
      }
      return preparedQuery(db, request.sql, params, request.tx !== undefined);
    }
    case 'exec':
      await target(request).exec(request.sql);
      return null;
    case 'end':
      return end(request.tx, request.commit);
    case 'listen':
      return listen(request.channel);
    case 'unlisten':
      return unlisten(request.channel);
    case 'dumpDataDir': {
      const dump = await db.dumpDataDir(request.compression);
      return dump.arrayBuffer();
    }
    case 'checkpoint':
      return checkpointIfWalGrew(db, request.limitBytes);
    case 'maintain':
      return maintain();
    case 'clone': {
      const handle = nextHandle++;
      clones.set(handle, (await db.clone()) as PGlite);
      return handle;
    }
    case 'pgDump': {
      const file = await pgDump({ pg: cloneOf(request.clone), args: request.args });
      return file.text();
    }
    case 'closeClone': {
      const clone = clones.get(request.clone);
      clones.delete(request.clone);
      await clone?.close();
      return null;
    }
    case 'close':
      return close();
    default:
      throw new Error(`unknown request ${(request as { op: string }).op}`);
  }
}

port.on('message', (request: ThreadRequest) => {
  if (request.op === 'begin') {
    begin(request.id);
    return;
  }
  answer(request).then(
    (result) => {
      if (result instanceof ArrayBuffer) port.postMessage({ id: request.id, result }, [result]);
      else reply({ id: request.id, result });
    },
    (error) => reply({ id: request.id, error: describeError(error) }),
  );
});

reply({ id: 0, result: null });
