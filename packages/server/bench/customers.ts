// The customer list at 10,000 and 100,000 members of one store (issue 30): page 1, the last page, kana, kanji
// and phone search. Each figure is the median and p95 of the call and the CPU it took (Node's, plus the
// PostgreSQL backends' when the bench runs on PostgreSQL), and how the CPU grows from 10 k to 100 k as an
// exponent (log of the ratio over log 10: 0 is flat, 1 grows with the member count), each CPU taken as a
// multiple of `GET /api/health`'s measured just before it on the same process (this machine is shared). Real
// HTTP with keep-alive to the server in its own process (bench/support.ts), one call after another.
// Budget: the server's CPU per call ≤ ×40 health's at 100 k (20 ms at a quiet health CPU of 0.5 ms,
// bench/support.ts) and a CPU exponent ≤ 0.1 for every case. Run alone with `node bench/customers.ts` (PGlite on disk, or PostgreSQL when BENCH_DATABASE_URL
// names a server), or as part of `pnpm bench`.
import { fileURLToPath } from 'node:url';
import type { Database } from '../src/db/database.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { type Answer, at, type BenchServer, finish, judge, scaled, withServer } from './support.ts';

const SIZES = [scaled(10_000), scaled(100_000)] as const;
/** CPU per call at the larger size over health's: 20 ms at a quiet health CPU of 0.5 ms. */
const CPU_BUDGET = 40;
const EXPONENT_BUDGET = 0.1;
const RUNS = 100;

/**
 * Customers `from`..`to` of the store, spread like a real member list (twelve family names, kana with two
 * varying letters, mobiles that share prefixes) so that every search's selectivity is realistic.
 */
export async function addCustomers(db: Database, storeId: number, from: number, to: number) {
  await db.query(
    `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
       birth_date, gender, mobile, status, joined_on)
     select $1, 'B' || lpad(i::text, 7, '0'),
       (array['佐藤','鈴木','高橋','田中','伊藤','渡辺','山本','中村','小林','加藤','吉田','山田'])[1 + i % 12] || (i % 97),
       (array['蓮','陽翔','湊','陽葵','凛','結菜','花子','健太'])[1 + i % 8],
       (array['サトウ','スズキ','タカハシ','タナカ','イトウ','ワタナベ','ヤマモト','ナカムラ','コバヤシ','カトウ','ヨシダ','ヤマダ'])[1 + i % 12]
         || chr(12449 + (i * 7) % 80) || chr(12449 + (i * 13) % 80),
       (array['レン','ハルト','ミナト','ヒマリ','リン','ユイナ','ハナコ','ケンタ'])[1 + i % 8],
       date '1960-01-01' + (i * 37) % 23000, case when i % 2 = 0 then 'male' else 'female' end,
       '090-' || lpad(((i * 7919) % 10000)::text, 4, '0') || '-' || lpad((i % 10000)::text, 4, '0'),
       case when i % 20 = 0 then 'paused' when i % 33 = 0 then 'withdrawn' else 'active' end,
       date '2020-01-01' + i % 2500
     from generate_series($2::int, $3::int) as i`,
    [storeId, from, to],
  );
  await db.query('analyze customers');
}

interface Figure {
  median: number;
  p95: number;
  cpu: number;
  /** CPU of `GET /api/health`, called in turn with the case on the same process: the machine's pace then. */
  healthCpu: number;
  healthP95: number;
}

type Call = () => Promise<Answer>;

/**
 * The case and `GET /api/health` called in turn, RUNS times each, so that whatever else the machine does
 * weighs on both alike: wall times of each, and CPU per call (Node's and the database backends').
 */
async function measure(server: BenchServer, call: Call, health: Call): Promise<Figure> {
  // Warm: the first calls of a path in a young process run unoptimised code, which the 10 k figures would carry.
  for (let i = 0; i < 30; i += 1) {
    await health();
    await call();
  }
  const times = { call: [] as number[], health: [] as number[] };
  const cpu = { call: 0, health: 0 };
  const timed = async (which: 'call' | 'health', target: Call) => {
    const before = await server.cpu();
    const started = performance.now();
    const answer = await target();
    times[which].push(performance.now() - started);
    cpu[which] += await server.cpuSince(before);
    if (answer.status !== 200) throw new Error(`answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  };
  for (let i = 0; i < RUNS; i += 1) {
    await timed('health', health);
    await timed('call', call);
  }
  times.call.sort((a, b) => a - b);
  times.health.sort((a, b) => a - b);
  return {
    median: at(times.call, 0.5),
    p95: at(times.call, 0.95),
    cpu: cpu.call / RUNS,
    healthCpu: cpu.health / RUNS,
    healthP95: at(times.health, 0.95),
  };
}

type Case = [name: string, query: (lastPage: number) => string];
const CASES: Case[] = [
  ['page 1 (20, kana order)', () => ''],
  ['last page (20, kana order)', (last) => `page=${last}`],
  ['search kana (hiragana やまだ)', () => `search=${encodeURIComponent('やまだ')}`],
  ['search kana (half-width ﾔﾏﾀﾞｱ)', () => `search=${encodeURIComponent('ﾔﾏﾀﾞｱ')}`],
  ['search kanji (山田5)', () => `search=${encodeURIComponent('山田5')}`],
  ['search phone (0901234)', () => 'search=0901234'],
  ['search member number (B0005000)', () => 'search=B0005000'],
  ['status 休会 (paused)', () => 'status=paused'],
  ['newest members first', () => 'sort=-joined_on'],
  ['100 per page, page 7', () => 'per_page=100&page=7'],
];

async function benchOn(server: BenchServer): Promise<Map<string, Figure[]>> {
  const [store] = await server.query<{ id: number }>(
    `insert into stores (name) values ('ベンチ校') returning id`,
  );
  const storeId = store?.id as number;
  await server.query(
    `insert into staffs (store_id, name, email, password_hash, role)
     values ($1, 'ベンチ スタッフ', 'bench-list@kayoi.local', $2, 'staff')`,
    [storeId, await hashPassword('bench-password')],
  );
  const { client } = server;
  const token = await client.login('bench-list@kayoi.local', 'bench-password');
  const get = (query: string) => () => client.get(`/api/customers?${query}`, token);
  const figures = new Map<string, Figure[]>();
  let made = 0;
  for (const size of SIZES) {
    const started = performance.now();
    await server.call('addCustomers', storeId, made + 1, size);
    made = size;
    console.info(
      `customer list on ${server.label}, ${size.toLocaleString('en')} members (made in ${((performance.now() - started) / 1000).toFixed(1)} s):`,
    );
    const first = JSON.parse((await get('')()).body);
    const lastPage = first.meta.last_page as number;
    for (const [name, query] of CASES) {
      const figure = await measure(server, get(query(lastPage)), () => client.get('/api/health'));
      figures.set(name, [...(figures.get(name) ?? []), figure]);
      console.info(
        `  ${name.padEnd(34)} median ${figure.median.toFixed(2).padStart(6)} ms  p95 ${figure.p95.toFixed(2).padStart(6)} ms  CPU ${figure.cpu.toFixed(2).padStart(6)} ms  (health ${figure.healthCpu.toFixed(2)} ms CPU, p95 ${figure.healthP95.toFixed(2)} ms)`,
      );
    }
  }
  return figures;
}

/** Prints the growth from 10 k to 100 k and answers whether every case kept the budget. */
function judgeGrowth(label: string, figures: Map<string, Figure[]>): void {
  // The machine's pace at each size: the median CPU of the health checks called in turn with every case.
  const pace = [0, 1].map((size) => {
    const health = [...figures.values()].map((f) => f[size]?.healthCpu ?? 0).sort((a, b) => a - b);
    return Math.max(at(health, 0.5), 0.01);
  });
  console.info(
    `customer list on ${label}, ${SIZES[0]} → ${SIZES[1]} (budget CPU ≤ ×${CPU_BUDGET} health's, CPU exponent ≤ ${EXPONENT_BUDGET}; ` +
      `health ${pace[0]?.toFixed(2)} → ${pace[1]?.toFixed(2)} ms CPU):`,
  );
  for (const [name, [small, large]] of figures) {
    if (!small || !large) continue;
    // CPU in units of the health check's at the same size, so that the machine's load then cancels.
    const exponent = Math.log10(
      Math.max(large.cpu, 0.01) / (pace[1] as number) / (Math.max(small.cpu, 0.01) / (pace[0] as number)),
    );
    const ratio = large.cpu / Math.max(large.healthCpu, 0.001);
    const within = ratio <= CPU_BUDGET && exponent <= EXPONENT_BUDGET;
    const line = `  ${name.padEnd(34)} CPU ${small.cpu.toFixed(2).padStart(6)} → ${large.cpu.toFixed(2).padStart(6)} ms  exponent ${exponent.toFixed(2).padStart(5)}  p95 ${large.p95.toFixed(2).padStart(6)} ms  CPU ×${ratio.toFixed(1)} health  ${within ? 'ok' : 'OVER'}`;
    console.info(line);
    judge('customers', name, within, line);
  }
}

export function benchCustomerList(): Promise<boolean> {
  return withServer('customers', 'The customer list, 10 k → 100 k members', async (server) =>
    judgeGrowth(server.label, await benchOn(server)),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchCustomerList();
  finish();
}
