// `pnpm bench`: latency of the server's hot paths on the embedded database, in-process (Fastify inject,
// so the figures are the server's own work, not the network's). Prints median / p95 / p99 per operation.
// Part 2 builds a history of 1,000,000 attendance rows and holds every dashboard operation to 50 ms.
import { buildApp } from '../src/app.ts';
import { type AppConfig, defaultAuthConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { DEMO_PASSWORD, loadDemoData } from '../src/seed/demo.ts';
import { generateHistory } from './history.ts';

const benchConfig: AppConfig = {
  database: { kind: 'pglite', dataDir: null },
  staticDir: null,
  publicUrl: 'http://bench',
  mail: { transport: 'outbox', dir: '/dev/null' },
  mailFrom: 'bench@kayoi.local',
  auth: defaultAuthConfig,
  rateLimit: { apiPerMinute: 1_000_000, publicPerMinute: 1_000_000 },
  loadDemoData: false,
  logLevel: false,
  now: () => new Date(),
};
const db = await openDatabase({ kind: 'pglite', dataDir: null });
const app = await buildApp(benchConfig, { db, mailer: { send: async () => {} } });
await app.ready();
const seeded = await loadDemoData(db, { now: new Date() });

interface Figures {
  name: string;
  median: number;
  p95: number;
}

async function measure(
  name: string,
  runs: number,
  call: () => Promise<{ statusCode: number }>,
): Promise<Figures> {
  for (let i = 0; i < 5; i += 1) await call(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const response = await call();
    times.push(performance.now() - started);
    if (response.statusCode >= 400) throw new Error(`${name} answered ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  console.info(
    `${name.padEnd(46)} n=${String(runs).padStart(4)}  median ${at(0.5).toFixed(2).padStart(6)} ms  p95 ${at(0.95).toFixed(2).padStart(6)} ms  p99 ${at(0.99).toFixed(2).padStart(6)} ms`,
  );
  return { name, median: at(0.5), p95: at(0.95) };
}

console.info(`embedded PGlite, demo data: ${JSON.stringify(seeded)}`);
const login = () =>
  app.inject({
    method: 'POST',
    url: '/api/v3/auth/login',
    payload: { email: 'staff@demo.kayoi.jp', password: DEMO_PASSWORD },
  });
const token = JSON.parse((await login()).body).data.token as string;
const authorization = `Bearer ${token}`;

await measure('POST /api/v3/auth/login (argon2id)', 50, login);
await measure('GET  /api/v3/auth/me', 500, () =>
  app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: { authorization } }),
);
await measure('GET  /api/v2/user/preferences', 500, () =>
  app.inject({ method: 'GET', url: '/api/v2/user/preferences', headers: { authorization } }),
);
await measure('GET  /api/health', 500, () => app.inject({ method: 'GET', url: '/api/health' }));

// Front desk: each tap a real state change (a different active customer each time, so no cooldown hit).
const { rows: members } = await db.query<{ uid: string }>(
  `select n.uid from nfc_cards n join customers c on c.id = n.customer_id join staffs s on s.store_id = c.store_id
    where s.email = 'staff@demo.kayoi.jp' and c.status = 'active' and n.status = 'active' order by c.id`,
);
let next = 0;
const tap = () =>
  app.inject({
    method: 'POST',
    url: '/api/attendance/customer',
    headers: { authorization },
    payload: { nfc_uid: members[next++ % members.length]?.uid, device_id: 'bench' },
  });
await measure('POST /api/attendance/customer', 300, tap);
await measure('GET  /api/attendance/welcome/{id}', 300, () =>
  app.inject({ method: 'GET', url: '/api/attendance/welcome/1', headers: { authorization } }),
);
await measure('GET  /api/attendance/current-status', 200, () =>
  app.inject({ method: 'GET', url: '/api/attendance/current-status', headers: { authorization } }),
);
{
  const burst = members.length;
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: burst }, () => tap()));
  const seconds = (performance.now() - started) / 1000;
  const failed = answers.filter((a) => a.statusCode !== 200).length;
  console.info(
    `check-in throughput: ${burst} concurrent taps of different cards in ${seconds.toFixed(2)} s = ${(burst / seconds).toFixed(0)} taps/s (${failed} failed)`,
  );
}
await app.close();
await db.close();

// ── Part 2: the dashboard at 1,000,000 attendance rows ──────────────────────────────────────────────
const ROWS = Number(process.env.BENCH_ATTENDANCES ?? 1_000_000);
const BUDGET_MS = 50;
const historyDb = await openDatabase({ kind: 'pglite', dataDir: null });
const historyApp = await buildApp(benchConfig, { db: historyDb, mailer: { send: async () => {} } });
await historyApp.ready();
let started = performance.now();
const history = await generateHistory(historyDb, {
  now: new Date(),
  attendances: ROWS,
  password: DEMO_PASSWORD,
});
console.info(
  `\nembedded PGlite, generated history in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(history)}`,
);
const managerLogin = await historyApp.inject({
  method: 'POST',
  url: '/api/v3/auth/login',
  payload: { email: history.managerEmail, password: DEMO_PASSWORD },
});
const manager = `Bearer ${JSON.parse(managerLogin.body).data.token as string}`;
const get = (url: string) => () =>
  historyApp.inject({ method: 'GET', url, headers: { authorization: manager } });
const thisMonth = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
})
  .format(new Date())
  .slice(0, 7);
const dashboardCalls: [string, string][] = [
  ['GET  /api/dashboard/kpi', '/api/dashboard/kpi'],
  ['GET  /api/dashboard/checkin-checkout', '/api/dashboard/checkin-checkout'],
  ['GET  /api/dashboard/weekly-comparison', '/api/dashboard/weekly-comparison'],
  ['GET  /api/dashboard/today-schedule', '/api/dashboard/today-schedule'],
  ['GET  /api/dashboard/attendance-trend', '/api/dashboard/attendance-trend'],
  ['GET  /api/dashboard/attendance-trend?months=24', '/api/dashboard/attendance-trend?months=24'],
  ['GET  /api/dashboard/attendance-trend/{this month}', `/api/dashboard/attendance-trend/${thisMonth}`],
  ['GET  /api/dashboard/kpi/active_members', '/api/dashboard/kpi/active_members'],
  ['GET  /api/dashboard/kpi/today_checkins', '/api/dashboard/kpi/today_checkins'],
  ['GET  /api/dashboard/kpi/monthly_attendances', '/api/dashboard/kpi/monthly_attendances'],
  ['GET  /api/dashboard/kpi/active_classes', '/api/dashboard/kpi/active_classes'],
  ['GET  /api/dashboard/insights', '/api/dashboard/insights'],
];
// The first read of each lesson fills lesson_occurrence_stats once; the figures after it are the steady state
// a polling dashboard sees.
console.info('first calls (finished lessons counted once and kept):');
for (const [name, url] of dashboardCalls) {
  started = performance.now();
  await get(url)();
  console.info(`  ${name.padEnd(44)} ${(performance.now() - started).toFixed(1).padStart(8)} ms`);
}
console.info(
  `dashboard at ${history.attendances.toLocaleString('en')} attendance rows (budget ${BUDGET_MS} ms):`,
);
const figures: Figures[] = [];
for (const [name, url] of dashboardCalls) figures.push(await measure(name, 100, get(url)));
const memory = process.memoryUsage();
console.info(
  `memory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`,
);
await historyApp.close();
await historyDb.close();
const over = figures.filter((f) => f.p95 > BUDGET_MS);
if (over.length > 0) {
  console.error(`over the ${BUDGET_MS} ms budget (p95): ${over.map((f) => f.name.trim()).join(', ')}`);
  process.exitCode = 1;
} else {
  console.info(`every dashboard operation within ${BUDGET_MS} ms at p95`);
}
