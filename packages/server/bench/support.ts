// The bench's one harness (issue 30, "the bench tells the truth"): every part measures the product as users
// get it. The server runs in a process of its own (bench/serve.ts: buildApp from the run contract, the real
// logger, compression) on a fresh database — embedded PGlite on disk in a temporary folder, or with
// BENCH_DATABASE_URL a throwaway database of that PostgreSQL server — and is called over real HTTP with
// keep-alive from several connections. Each figure is printed with `GET /api/health` measured the same way just
// before it on the same server, and budgets are ratios to health's: the server's CPU per call (read from /proc:
// the server process's threads, plus the PostgreSQL backends serving its database) over health's, each budget
// saying which absolute figure it corresponds to on a quiet machine (QUIET_HEALTH_CPU_MS). Wall times (median,
// p95, p99) are printed beside it; on a shared 2-core machine they measure the queue for a core as much as the
// server, which is why the verdict is the CPU ratio.
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import type { Queryable } from '../src/db/database.ts';
import type { inServer } from './in-server.ts';
import type { Request } from './serve.ts';

type InServer = typeof inServer;
/** A request to the server's process before it is numbered. */
type Unsent = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;
type After<F> = F extends (db: never, ...args: infer A) => unknown ? A : never;

/** Concurrent keep-alive connections of a sustained measure (BENCH_CONNECTIONS, default 4). */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
/** Calls per sustained measure, health's and the case's each (BENCH_RUNS, default 100). */
export const RUNS = Number(process.env.BENCH_RUNS ?? 100);
/** Every part's data size multiplied by BENCH_SCALE (default 1; 0.1 for a quick check). */
export const SCALE = Number(process.env.BENCH_SCALE ?? 1);
export const scaled = (n: number) => Math.max(1, Math.round(n * SCALE));

/**
 * The server's CPU per `GET /api/health` on a quiet machine (this 2-core VM, load under 2), in ms, its logging
 * and rate-limit count included. A budget ratio R means R × this: R × 0.5 ms of the server's CPU per call
 * (on a quiet machine and one caller, about the wall time the call takes). Only the ratio is judged.
 */
export const QUIET_HEALTH_CPU_MS = 0.5;

// ── HTTP: keep-alive, as a browser asks (br/gzip accepted) ─────────────────────────────────────────────

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The answer as decoded text (decompressed). */
  body: string;
  /** Bytes on the wire (compressed when the server compressed). */
  bytes: number;
}

export interface Send {
  token?: string;
  json?: unknown;
  body?: Buffer;
  headers?: Record<string, string>;
}

class StaleSocket extends Error {}

export class Client {
  readonly agent: Agent;
  readonly origin: string;
  constructor(origin: string, connections = CONNECTIONS) {
    this.origin = origin;
    this.agent = new Agent({ keepAlive: true, maxSockets: connections });
  }

  /**
   * One call. A kept-alive connection the server closed while it lay idle (its keep-alive timeout, during a
   * long set-up) fails at once when reused: asked again once on a new connection, as a browser does.
   */
  async request(method: string, path: string, send: Send = {}): Promise<Answer> {
    try {
      return await this.once(method, path, send);
    } catch (error) {
      if (!(error instanceof StaleSocket)) throw error;
      return this.once(method, path, send);
    }
  }

  private once(method: string, path: string, send: Send): Promise<Answer> {
    const payload = send.json === undefined ? send.body : Buffer.from(JSON.stringify(send.json));
    const headers: Record<string, string> = {
      'accept-encoding': 'br, gzip',
      ...(send.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(send.token ? { authorization: `Bearer ${send.token}` } : {}),
      ...send.headers,
    };
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${this.origin}${path}`, { method, headers, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: decodedBody(raw, encoding),
            bytes: raw.byteLength,
          });
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) =>
        reject(
          req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE')
            ? new StaleSocket(error.message)
            : error,
        ),
      );
      req.end(payload);
    });
  }

  get(path: string, token?: string) {
    return this.request('GET', path, token ? { token } : {});
  }

  post(path: string, json: unknown, token?: string) {
    return this.request('POST', path, { json, ...(token ? { token } : {}) });
  }

  /** The `data` of a successful answer (anything else throws, with the answer). */
  async data<T = Record<string, unknown>>(answer: Promise<Answer>): Promise<T> {
    const done = await answer;
    if (done.status >= 400) throw new Error(`answered ${done.status}: ${done.body.slice(0, 300)}`);
    return (JSON.parse(done.body) as { data: T }).data;
  }

  async login(email: string, password: string): Promise<string> {
    return (await this.data<{ token: string }>(this.post('/api/v3/auth/login', { email, password }))).token;
  }

  close() {
    this.agent.destroy();
  }
}

// ── The server process and its database ────────────────────────────────────────────────────────────

/**
 * CPU time (ms) each of the processes `pids` has used so far, every thread of it (the server's libuv pool
 * compresses and hashes passwords): the scheduler's own count in ns (/proc/<pid>/task/<tid>/schedstat), not
 * the 10 ms ticks of /proc/<pid>/stat.
 */
export async function processCpuMs(pids: readonly number[]): Promise<Map<number, number>> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    const threads = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
    let ns = 0;
    for (const tid of threads) ns += await threadCpuNs(pid, tid);
    if (threads.length > 0) used.set(pid, ns / 1e6);
  }
  return used;
}

/**
 * CPU (ms) used so far by a process's main thread alone (its thread id is the process's). In the server the rest
 * is V8's helper threads (garbage collection, compiling), libuv's pool and, on PGlite, the database's own thread:
 * bench/checkin.ts prints the split, since the main thread runs every request's JavaScript one at a time.
 */
export async function mainThreadCpuMs(pid: number): Promise<number> {
  return (await threadCpuNs(pid, pid)) / 1e6;
}

/** CPU (ns) one thread has used so far, as the scheduler counts it; 0 once it is gone. */
async function threadCpuNs(pid: number, tid: number | string): Promise<number> {
  const stat = await readFile(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').catch(() => '');
  return Number(stat.split(' ')[0] ?? 0) || 0;
}

/** The PostgreSQL backends serving the database `db` is connected to (bench/checkin.ts counts their CPU too). */
export async function backendPids(db: Pick<Queryable, 'query'>): Promise<number[]> {
  const { rows } = await db.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  return rows.map((row) => row.pid);
}

/** CPU used between two readings: the processes present at both, and the whole of those started meanwhile. */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, now] of after) ms += Math.max(0, now - (before.get(pid) ?? 0));
  return ms;
}

export interface BenchServer {
  /** 'embedded PGlite on disk' or 'PostgreSQL'. */
  label: string;
  kind: 'pglite' | 'postgres';
  origin: string;
  client: Client;
  /** SQL on the server's own database (through the server process: embedded PGlite belongs to it). */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** The same as a Queryable (`rows`), for the parts' set-up written against a database. */
  db: Queryable;
  /** Runs `inServer[fn](db, ...args)` (bench/in-server.ts) in the server's process. */
  call<K extends keyof InServer>(
    fn: K,
    ...args: After<InServer[K]>
  ): Promise<Awaited<ReturnType<InServer[K]>>>;
  /**
   * CPU the server has used so far (ms): its process and, on PostgreSQL, the client backends of its database
   * (its pool and its LISTEN connection; not autovacuum, which works on the database on its own time). The
   * reading asks through the pool, and the connection that answers is counted like the others: leaving it out
   * made a connection that answered one reading and not the next look new, its whole life's CPU counted.
   */
  cpu(): Promise<Map<number, number>>;
  cpuSince(before: Map<number, number>): Promise<number>;
  stop(): Promise<void>;
}

/** A throwaway database of the BENCH_DATABASE_URL server, and how to drop it. */
/** An answer's body as text, decoded as its `content-encoding` says (the bench asks for br or gzip, as browsers do). */
export function decodedBody(raw: Buffer, encoding: string | undefined): string {
  const decoded = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  return decoded.toString();
}

export async function scratchDatabase(server: string) {
  const name = `kayoi_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  return {
    url: Object.assign(new URL(server), { pathname: `/${name}` }).toString(),
    drop: () => admin(`drop database ${name} with (force)`),
  };
}

/** Starts the product's server for one bench part on a fresh database, and a keep-alive client to it. */
export async function startBenchServer(part: string): Promise<BenchServer> {
  const postgres = process.env.BENCH_DATABASE_URL;
  const dir = await mkdtemp(join(tmpdir(), `kayoi-bench-${part}-`));
  const scratch = `kayoi_bench_${part.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgres });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BENCH_SERVE_DATA_DIR: dir,
    NODE_ENV: 'production',
    KAYOI_DEMO_DATA: '0',
    BACKUP_HOUR: 'off',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
  delete env.DATABASE_URL;
  if (postgres) {
    await admin(`create database ${scratch}`);
    env.DATABASE_URL = Object.assign(new URL(postgres), { pathname: `/${scratch}` }).toString();
  }
  const child: ChildProcess = fork(new URL('./serve.ts', import.meta.url), {
    env,
    serialization: 'advanced',
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // The logs are read and dropped, as a terminal or a journal would take them; the last lines are kept for errors.
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (message: { ready?: number; id?: number; result?: unknown; error?: string }) => {
      if (message.ready !== undefined) return resolve(message.ready);
      const waiting = pending.get(message.id ?? -1);
      pending.delete(message.id ?? -1);
      if (message.error !== undefined) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.result);
    });
    child.once('exit', (code) => {
      const error = new Error(`the bench server exited (${code}):\n${tail}`);
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
    });
  });
  const ask = <T>(request: Unsent) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ ...request, id });
    });
  const query = <Row>(sql: string, params: unknown[] = []) => ask<Row[]>({ op: 'query', sql, params });
  const backends = async () =>
    postgres
      ? (
          await query<{ pid: number }>(
            `select pid from pg_stat_activity
              where datname = current_database() and backend_type = 'client backend'`,
          )
        ).map((row) => row.pid)
      : [];
  const pidsNow = async () => [child.pid as number, ...(await backends())];
  const origin = `http://127.0.0.1:${port}`;
  const client = new Client(origin);
  return {
    label: postgres ? 'PostgreSQL' : 'embedded PGlite on disk',
    kind: postgres ? 'postgres' : 'pglite',
    origin,
    client,
    query,
    db: {
      query: async <Row>(sql: string, params?: readonly unknown[]) => ({
        rows: await query<Row>(sql, [...(params ?? [])]),
      }),
      exec: (sql: string) => ask<void>({ op: 'exec', sql }),
    },
    call: (fn, ...args) => ask({ op: 'call', fn, args }),
    cpu: async () => processCpuMs(await pidsNow()),
    cpuSince: async (before) => cpuBetween(before, await processCpuMs(await pidsNow())),
    stop: async () => {
      client.close();
      const exited = new Promise((done) => child.once('exit', done));
      child.send('stop');
      await exited;
      if (postgres) await admin(`drop database ${scratch} with (force)`);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

// ── Measures and verdicts ──────────────────────────────────────────────────────────────────────────

/** The value at quantile `q` of ascending `sorted` numbers. */
export const at = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export interface Load {
  median: number;
  p95: number;
  p99: number;
  /** The server's CPU per call (ms), its database's backends included. */
  cpu: number;
  /** Median bytes of an answer on the wire. */
  bytes: number;
}

type Call = () => Promise<Answer>;

/** `runs` calls from `connections` connections at once (each calling again as soon as answered). */
export async function sustain(server: BenchServer, call: Call, runs: number, connections: number) {
  const times: number[] = [];
  const bytes: number[] = [];
  let left = runs;
  const cpu = await server.cpu();
  const loop = async () => {
    while (left > 0) {
      left -= 1;
      const started = performance.now();
      const answer = await call();
      times.push(performance.now() - started);
      bytes.push(answer.bytes);
      if (answer.status >= 400) throw new Error(`answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const cpuMs = await server.cpuSince(cpu);
  times.sort((a, b) => a - b);
  bytes.sort((a, b) => a - b);
  return {
    median: at(times, 0.5),
    p95: at(times, 0.95),
    p99: at(times, 0.99),
    cpu: cpuMs / runs,
    bytes: at(bytes, 0.5),
  } satisfies Load;
}

export interface Verdict {
  part: string;
  name: string;
  ok: boolean;
  line: string;
}

/** Every budget judged in this process; `pnpm bench` exits non-zero when one failed. */
export const verdicts: Verdict[] = [];

export function judge(part: string, name: string, ok: boolean, line: string) {
  verdicts.push({ part, name, ok, line });
}

export const loadLine = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;

const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1).padStart(7);

/** A budget: the server's CPU per call at most `ratio` × health's, measured the same way just before. */
export interface Budget {
  ratio: number;
}

const budgetText = (budget: Budget, ratio: number) =>
  `CPU ×${ratio.toFixed(1)} health (budget ×${budget.ratio} ≈ ${(budget.ratio * QUIET_HEALTH_CPU_MS).toFixed(0)} ms quiet) ${ratio <= budget.ratio ? 'ok' : 'OVER'}`;

export interface Measured extends Load {
  cold: number;
  health: Load;
  /** CPU per call over health's. */
  ratio: number;
}

/**
 * A case as users meet it: its first call on this server (cold), a warm-up, then calls of `GET /api/health`
 * and `runs` calls of the case, each from `connections` connections at once. Prints both (wall times, and the
 * server's CPU per call, its database's backends included), the case's CPU and p95 as multiples of health's,
 * and the verdict when a budget is given (recorded in `verdicts`): the CPU ratio, which the machine's other
 * work barely moves, where wall times on a shared 2-core machine measure the queue for a core.
 */
export async function measure(
  server: BenchServer,
  part: string,
  name: string,
  call: Call,
  options: { budget?: Budget; runs?: number; connections?: number } = {},
): Promise<Measured> {
  const runs = options.runs ?? RUNS;
  const connections = options.connections ?? CONNECTIONS;
  const started = performance.now();
  const first = await call();
  const cold = performance.now() - started;
  if (first.status >= 400) throw new Error(`${name} answered ${first.status}: ${first.body.slice(0, 300)}`);
  const health = () => server.client.get('/api/health');
  await sustain(server, health, connections * 3, connections);
  await sustain(server, call, connections * 3, connections);
  // Health is cheap: more calls of it, so that its CPU per call is read as closely as the case's.
  const reference = await sustain(server, health, Math.max(runs, 200), connections);
  const load = await sustain(server, call, runs, connections);
  const ratio = load.cpu / Math.max(reference.cpu, 0.001);
  const verdict = options.budget ? budgetText(options.budget, ratio) : `CPU ×${ratio.toFixed(1)} health`;
  const line =
    `  ${name.padEnd(52)} cold ${ms(cold)}  median ${ms(load.median)}  p95 ${ms(load.p95)}  p99 ${ms(load.p99)} ms` +
    ` (p95 ×${(load.p95 / Math.max(reference.p95, 0.01)).toFixed(1)})  CPU ${ms(load.cpu)} ms  ${String(load.bytes).padStart(7)} B` +
    `  [health p95 ${reference.p95.toFixed(2)} ms, CPU ${reference.cpu.toFixed(3)} ms]  ${verdict}`;
  console.info(line);
  if (options.budget) judge(part, name, ratio <= options.budget.ratio, line);
  return { ...load, cold, health: reference, ratio };
}

/** Health's figures from one connection, call after call: the reference of a one-off operation. */
export async function serialHealth(server: BenchServer): Promise<Load> {
  const health = () => server.client.get('/api/health');
  await sustain(server, health, 10, 1);
  return sustain(server, health, 200, 1);
}

/** A one-off operation's time and CPU, judged as its CPU over health's CPU per call (`serialHealth`). */
export function judgeOnce(
  part: string,
  name: string,
  took: { ms: number; cpu: number },
  health: Load,
  budget: Budget | null,
  detail = '',
): boolean {
  const ratio = took.cpu / Math.max(health.cpu, 0.001);
  const ok = budget === null || ratio <= budget.ratio;
  const verdict = budget ? budgetText(budget, ratio) : `CPU ×${ratio.toFixed(0)} health`;
  const line =
    `  ${name.padEnd(52)} ${ms(took.ms)} ms  CPU ${ms(took.cpu)} ms  ${detail}` +
    `  [health p95 ${health.p95.toFixed(2)} ms, CPU ${health.cpu.toFixed(3)} ms]  ${verdict}`;
  console.info(line);
  if (budget) judge(part, name, ok, line);
  return ok;
}

/** Times `work` and the server's CPU during it. */
export async function timed<T>(
  server: BenchServer,
  work: () => Promise<T>,
): Promise<{ ms: number; cpu: number; result: T }> {
  const cpu = await server.cpu();
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, cpu: await server.cpuSince(cpu), result };
}

/** Whether every budget of `part` held. */
export const partOk = (part: string) => verdicts.every((v) => v.part !== part || v.ok);

/** Runs a part on its own server, stopped whatever happens; prints its heading with the machine's load. */
export async function withServer(
  part: string,
  heading: string,
  work: (server: BenchServer) => Promise<void>,
): Promise<boolean> {
  const server = await startBenchServer(part);
  try {
    console.info(`\n${heading} — ${server.label}, real HTTP, ${loadLine()}`);
    await work(server);
  } catch (error) {
    judge(part, 'ran to its end', false, String((error as Error).stack ?? error));
    console.error(`${part}: ${String((error as Error).stack ?? error)}`);
  } finally {
    await server.stop();
  }
  return partOk(part);
}

/** The summary of `pnpm bench`: every budget that failed, and the exit code (non-zero when any failed). */
export function finish(): void {
  const failed = verdicts.filter((v) => !v.ok);
  console.info(
    `\n${verdicts.length - failed.length} of ${verdicts.length} budgets held (${loadLine()}${process.env.BENCH_DATABASE_URL ? ', PostgreSQL' : ', embedded PGlite on disk'})`,
  );
  for (const v of failed) console.error(`OVER ${v.part}: ${v.line.trim()}`);
  process.exitCode = failed.length > 0 ? 1 : 0;
}
