// Check-in throughput (issue 30): the product as `npm start` runs it (its own process, info logs, real HTTP with
// keep-alive), on its embedded database on disk and, with BENCH_DATABASE_URL, on a throwaway PostgreSQL database.
// Desks tap different members' cards in a sustained loop, each desk on its own keep-alive connection and waiting
// for its answer before the next tap (as a desk does): one desk alone, then 20 desks at once. Every other member
// is inside when the desks start, so that taps take turns between a check-out and a check-in. `GET /api/health`
// is driven the same way from 20 connections in the same run, the cases taking turns in 1 s windows: the
// machine's pace, which every budget is a ratio to. CPU is the server process's plus, on PostgreSQL, its backends' (read from /proc),
// and, of the server's, its main thread's: the share of the time it was busy tells whether it or the cores are the limit.
// Budgets: 20 desks on PostgreSQL ≥ 0.3 × health req/s; 20 desks on PGlite ≥ one desk alone (a 5 % noise
// margin); at 20 desks p99 ≤ 2.5 × the mean wait (50 ms at 1,000 taps/s); a tap → its welcome data back to
// back p95 ≤ max(100 ms, 100 × health's p95 back to back). Run alone with `node bench/checkin.ts`, or in `pnpm bench`;
// CHECKIN_ONLY=postgres measures PostgreSQL alone.
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/database.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { processEnv, type RunningServer, startServer } from '../test/support/processes.ts';
import {
  at,
  backendPids,
  cpuBetween,
  decodedBody,
  mainThreadCpuMs,
  processCpuMs,
  scratchDatabase,
} from './support.ts';

const DESKS = 20;
/** Members with a card: a card comes back after MEMBERS taps, well past the 3 s cooldown at 1,000 taps/s. */
const MEMBERS = 8_000;
/** Weeks of visits each member has behind them (two a week): 128,000 visits before the first tap. */
const HISTORY_WEEKS = 8;
/** Each case gets a window of this long, in turn with the others, ROUNDS times over. */
const WINDOW_SECONDS = 1;
const ROUNDS = 4;
const PASSWORD = 'bench-password';
/** What the desks accept, as the desk's browser does; BENCH_ACCEPT_ENCODING=identity measures the taps uncompressed. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'br, gzip';

/**
 * One keep-alive connection (a desk, or a health poller) and a call on it: status, body, wall ms and the answer's
 * bytes on the wire. It accepts br and gzip, as the desk's browser does: an answer of 4 KB or more is compressed
 * (a tap's, 1.8 KB, is not: src/http/compression.ts).
 */
function connection(base: string, token: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(base);
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    new Promise<Answer>((done, fail) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const started = performance.now();
      const req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: {
            'accept-encoding': ACCEPT_ENCODING,
            authorization: `Bearer ${token}`,
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const ms = performance.now() - started;
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            done({
              status: res.statusCode ?? 0,
              // Decoded only when read (an error, the last check): the desks share the server's two cores.
              text: () => decodedBody(raw, encoding),
              ms,
              bytes: raw.byteLength,
            });
          });
          res.on('error', fail);
        },
      );
      req.on('error', fail);
      req.end(payload);
    });
  return { call, close: () => agent.destroy() };
}

type Connection = ReturnType<typeof connection>;

interface Run {
  count: number;
  perSecond: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU per call (ms): the server process and the database's backends. */
  cpu: number;
  /** Of which the server process (Node). */
  nodeCpu: number;
  /**
   * Of which its main thread, which runs the requests' JavaScript one at a time (the rest: V8's garbage collection
   * and compiling, libuv's pool and, on PGlite, the embedded database's own thread).
   */
  mainCpu: number;
  /** The answer's bytes on the wire, on average. */
  bytes: number;
}

/** CPU (ms) used so far by the server process and the PostgreSQL backends of its database. */
async function serverCpu(server: RunningServer, backends: () => Promise<number[]>) {
  return processCpuMs([server.pid, ...(await backends())]);
}

/** A call's answer: its status, its body (decoded when asked), its wall ms and its bytes on the wire. */
interface Answer {
  status: number;
  text: () => string;
  ms: number;
  bytes: number;
}

type Next = (on: Connection) => Promise<Answer>;

/** Calls made in one or more windows: their wall times, the windows' length, and the CPU they used. */
interface Tally {
  times: number[];
  seconds: number;
  cpu: number;
  nodeCpu: number;
  mainCpu: number;
  bytes: number;
}

/**
 * `connections` loops, each calling `next(connection)` until `seconds` are over (every call waits for its
 * answer before the next), added to `tally`: wall times, the window's length, and the CPU it used.
 */
async function sustained(
  server: RunningServer,
  backends: () => Promise<number[]>,
  connections: readonly Connection[],
  seconds: number,
  next: Next,
  tally: Tally,
): Promise<void> {
  const before = await serverCpu(server, backends);
  const mainBefore = await mainThreadCpuMs(server.pid);
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    connections.map(async (on) => {
      while (performance.now() < end) {
        const answer = await next(on);
        if (answer.status !== 200)
          throw new Error(`answered ${answer.status}: ${answer.text().slice(0, 300)}`);
        tally.times.push(answer.ms);
        tally.bytes += answer.bytes;
      }
    }),
  );
  tally.seconds += (performance.now() - started) / 1000;
  const after = await serverCpu(server, backends);
  tally.cpu += cpuBetween(before, after);
  tally.nodeCpu += (after.get(server.pid) ?? 0) - (before.get(server.pid) ?? 0);
  tally.mainCpu += (await mainThreadCpuMs(server.pid)) - mainBefore;
}

const runOf = ({ times, seconds, cpu, nodeCpu, mainCpu, bytes }: Tally): Run => {
  times.sort((a, b) => a - b);
  return {
    count: times.length,
    perSecond: times.length / seconds,
    mean: times.reduce((sum, ms) => sum + ms, 0) / Math.max(1, times.length),
    p50: at(times, 0.5),
    p95: at(times, 0.95),
    p99: at(times, 0.99),
    cpu: cpu / Math.max(1, times.length),
    nodeCpu: nodeCpu / Math.max(1, times.length),
    mainCpu: mainCpu / Math.max(1, times.length),
    bytes: bytes / Math.max(1, times.length),
  };
};

/**
 * The cases measured in turn, a window of `seconds` each, `rounds` times over: whatever else the machine does
 * meanwhile (this one is shared) weighs on every case alike, so that their ratios hold.
 */
async function inTurn<Name extends string>(
  server: RunningServer,
  backends: () => Promise<number[]>,
  cases: Record<Name, { connections: readonly Connection[]; next: Next }>,
  rounds: number,
  seconds: number,
): Promise<Record<Name, Run>> {
  const names = Object.keys(cases) as Name[];
  const tallies = new Map(
    names.map((name) => [name, { times: [], seconds: 0, cpu: 0, nodeCpu: 0, mainCpu: 0, bytes: 0 } as Tally]),
  );
  for (let round = 0; round < rounds; round += 1) {
    for (const name of names) {
      const { connections, next } = cases[name];
      await sustained(server, backends, connections, seconds, next, tallies.get(name) as Tally);
    }
  }
  return Object.fromEntries(names.map((name) => [name, runOf(tallies.get(name) as Tally)])) as Record<
    Name,
    Run
  >;
}

/**
 * A store, a staff account, and MEMBERS active members, each with a card, a contract with two weekly slots and
 * HISTORY_WEEKS weeks of visits at them; every other member is inside (checked in an hour ago).
 */
async function seed(db: Database) {
  const { rows } = await db.query<{ id: number }>(
    `insert into stores (name) values ('ベンチ校') returning id`,
  );
  const storeId = rows[0]?.id as number;
  await db.query(
    `insert into staffs (store_id, name, email, password_hash, role)
     values ($1, 'ベンチ 受付', 'bench-desk@kayoi.local', $2, 'staff')`,
    [storeId, await hashPassword(PASSWORD)],
  );
  await db.query(
    `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
       status, joined_on)
     select $1, 'D' || lpad(i::text, 7, '0'), '受付' || i, '花子', 'ウケツケ', 'ハナコ', 'active', date '2024-04-01'
       from generate_series(1, $2::int) as i`,
    [storeId, MEMBERS],
  );
  await db.query(
    `insert into nfc_cards (uid, card_type, customer_id, status)
     select 'D' || lpad(upper(to_hex(id)), 13, '0'), 2, id, 'active' from customers where store_id = $1`,
    [storeId],
  );
  await db.query(
    `insert into customer_contracts (customer_id, plan_name, monthly_fee, starts_on)
     select id, '週2回', 8800, date '2024-04-01' from customers where store_id = $1`,
    [storeId],
  );
  await db.query(
    `insert into contract_time_slots (contract_id, day_of_week, start_time, end_time)
     select k.id, d, time '16:00', time '17:00'
       from customer_contracts k join customers c on c.id = k.customer_id, (values (1), (4)) as days(d)
      where c.store_id = $1`,
    [storeId],
  );
  // Their last HISTORY_WEEKS weeks at the lessons of their slots (Monday and Thursday 16:00–17:00), so that the
  // desk reads a member's visits among a school's (a desk starting on an empty table scans it, which no school's does).
  await db.query(
    `insert into attendances (store_id, customer_id, check_in_at, check_out_at, device_id)
     select c.store_id, c.id, l.starts + (c.id % 10) * interval '1 minute', l.starts + interval '58 minutes', 'bench-desk'
       from customers c,
            lateral (select (d::date + time '16:00') at time zone 'Asia/Tokyo' as starts
                       from generate_series(current_date - 7 * $2::int, current_date - 1, interval '1 day') d
                      where extract(dow from d) in (1, 4)) l
      where c.store_id = $1`,
    [storeId, HISTORY_WEEKS],
  );
  // Every other member came in an hour ago and is still inside: the desks' taps take turns between a check-out
  // and a check-in, as a desk's day does (a bench of check-ins alone would leave the check-out's work unmeasured).
  await db.query(
    `insert into attendances (store_id, customer_id, check_in_at, device_id)
     select c.store_id, c.id, now() - interval '1 hour' + (c.id % 600) * interval '1 second', 'bench-desk'
       from customers c where c.store_id = $1 and c.id % 2 = 1`,
    [storeId],
  );
  await db.query('analyze');
  const { rows: cards } = await db.query<{ uid: string }>(
    `select n.uid from nfc_cards n join customers c on c.id = n.customer_id where c.store_id = $1 order by c.id`,
    [storeId],
  );
  return cards.map((card) => card.uid);
}

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
const describe = (run: Run) =>
  `${run.perSecond.toFixed(0).padStart(5)}/s  p50 ${ms(run.p50)}  p95 ${ms(run.p95)}  p99 ${ms(run.p99)}  ` +
  `CPU ${run.cpu.toFixed(2)} ms/call (Node ${run.nodeCpu.toFixed(2)}, main thread ${run.mainCpu.toFixed(2)})  ` +
  `${run.bytes.toFixed(0)} B  (${run.count} calls)`;

async function benchOn(label: string, postgres: string | undefined): Promise<boolean> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kayoi-bench-checkin-'));
  const scratch = postgres ? await scratchDatabase(postgres) : undefined;
  const env = processEnv(dataDir, {
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '100000000',
    ADDRESS_RATE_LIMIT_PER_MINUTE: '100000000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  if (scratch) env.DATABASE_URL = scratch.url;
  const start = async () => {
    const server = await startServer(env);
    if (!('url' in server)) throw new Error(`the server did not start:\n${server.output}`);
    return server;
  };
  try {
    // The first start makes the schema; the data goes in while the server is stopped (PGlite is one process's).
    await (await start()).stop();
    const db = await openDatabase(
      scratch
        ? { kind: 'postgres', url: scratch.url }
        : { kind: 'pglite', dataDir: join(dataDir, 'db'), walCheckMs: null, maintenanceMs: null },
    );
    const cards = await seed(db).finally(() => db.close());
    const server = await start();
    const observer = scratch ? new pg.Client({ connectionString: scratch.url }) : undefined;
    await observer?.connect();
    const backends = () =>
      observer
        ? backendPids({ query: async (sql: string) => ({ rows: (await observer.query(sql)).rows }) })
        : Promise.resolve([]);
    try {
      const login = await fetch(`${server.url}/api/v3/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench-desk@kayoi.local', password: PASSWORD }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const desks = Array.from({ length: DESKS }, () => connection(server.url, token));
      let cursor = 0;
      const tap = (on: Connection) =>
        on.call('POST', '/api/attendance/customer', {
          nfc_uid: cards[cursor++ % cards.length],
          device_id: 'bench-desk',
        });
      const health = (on: Connection) => on.call('GET', '/api/health');
      // Warm: a young process runs unoptimised code, and the first statements plan.
      for (let i = 0; i < 300; i += 1) {
        await health(desks[0] as Connection);
        await tap(desks[0] as Connection);
      }
      const alone = desks.slice(0, 1);
      const runs = await inTurn(
        server,
        backends,
        {
          health: { connections: desks, next: health },
          healthAlone: { connections: alone, next: health },
          alone: { connections: alone, next: tap },
          desks: { connections: desks, next: tap },
        },
        ROUNDS,
        WINDOW_SECONDS,
      );
      // A tap's answer carries what the welcome display draws: the desk draws it once the answer is parsed.
      const answer = JSON.parse((await tap(desks[0] as Connection)).text()) as {
        data: { welcome?: unknown };
      };
      if (!answer.data.welcome) throw new Error('a tap answered without the welcome data');
      for (const desk of desks) desk.close();
      // Whether a commit waits for the log's flush: the test cluster runs with fsync off, a school's with it on.
      const fsync = observer && (await observer.query<{ fsync: string }>('show fsync')).rows[0]?.fsync;
      return judge(fsync ? `${label}, fsync ${fsync}` : label, runs);
    } finally {
      await observer?.end();
      await server.stop();
    }
  } finally {
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function judge(label: string, runs: Record<'health' | 'healthAlone' | 'alone' | 'desks', Run>): boolean {
  const { health, healthAlone, alone, desks } = runs;
  const postgres = label.startsWith('PostgreSQL');
  const ratio = desks.perSecond / health.perSecond;
  const versusAlone = desks.perSecond / alone.perSecond;
  const tailBudget = 2.5 * desks.mean;
  const backToBackBudget = Math.max(100, 100 * healthAlone.p95);
  const checks: [string, boolean][] = [
    postgres
      ? [`20 desks ${ratio.toFixed(2)} × health req/s (budget ≥ 0.3)`, ratio >= 0.3]
      : [`20 desks ${versusAlone.toFixed(2)} × one desk alone (budget ≥ 0.95)`, versusAlone >= 0.95],
    [
      `20 desks p99 ${desks.p99.toFixed(1)} ms (budget ≤ 2.5 × mean wait = ${tailBudget.toFixed(1)} ms)`,
      desks.p99 <= tailBudget,
    ],
    [
      `tap → welcome back to back p95 ${alone.p95.toFixed(1)} ms (budget ≤ ${backToBackBudget.toFixed(0)} ms)`,
      alone.p95 <= backToBackBudget,
    ],
  ];
  const [one, five, fifteen] = loadavg().map((load) => load.toFixed(2));
  console.info(
    `\ncheck-in on ${label} (real HTTP, keep-alive; ${MEMBERS.toLocaleString('en')} members; ${cpus().length} cores, load ${one} ${five} ${fifteen}):`,
  );
  console.info(`  GET /api/health, ${DESKS} connections  ${describe(health)}`);
  console.info(`  GET /api/health, 1 connection    ${describe(healthAlone)}`);
  console.info(`  tap, one desk alone              ${describe(alone)}`);
  console.info(`  tap, ${DESKS} desks at once          ${describe(desks)}`);
  console.info(
    `  20 desks: ${ratio.toFixed(3)} × health req/s, ${versusAlone.toFixed(2)} × one desk alone; ` +
      `CPU per tap ${(desks.cpu / Math.max(health.cpu, 0.001)).toFixed(1)} × a health call's`,
  );
  // Where the limit is: the server's main thread runs one request's JavaScript at a time, the cores are shared by it,
  // its helper threads, the database's backends and the bench's own desks.
  console.info(
    `  20 desks: the server's main thread busy ${((desks.mainCpu * desks.perSecond) / 10).toFixed(0)} % of the time; ` +
      `the server and its database ${((desks.cpu * desks.perSecond) / 1000).toFixed(2)} of ${cpus().length} cores`,
  );
  for (const [text, within] of checks) console.info(`  ${within ? 'ok  ' : 'OVER'} ${text}`);
  return checks.every(([, within]) => within);
}

export async function benchCheckin(): Promise<boolean> {
  const postgres = process.env.BENCH_DATABASE_URL;
  // CHECKIN_ONLY=postgres skips the embedded database's run (its figures take half the bench's time).
  let ok =
    process.env.CHECKIN_ONLY === 'postgres' ? true : await benchOn('embedded PGlite on disk', undefined);
  if (postgres) ok = (await benchOn('PostgreSQL', postgres)) && ok;
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!(await benchCheckin())) process.exitCode = 1;
}
