// `pnpm bench`: latency of the server's hot paths on the embedded database, in-process (Fastify inject,
// so the figures are the server's own work, not the network's). Prints median / p95 / p99 per operation.
import { buildApp } from '../src/app.ts';
import { defaultAuthConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { DEMO_PASSWORD, loadDemoData } from '../src/seed/demo.ts';

const db = await openDatabase({ kind: 'pglite', dataDir: null });
const app = await buildApp(
  {
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
  },
  { db, mailer: { send: async () => {} } },
);
await app.ready();
const seeded = await loadDemoData(db, { now: new Date() });

async function measure(name: string, runs: number, call: () => Promise<{ statusCode: number }>) {
  for (let i = 0; i < 5; i += 1) await call(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const response = await call();
    times.push(performance.now() - started);
    if (response.statusCode >= 400) throw new Error(`${name} answered ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
  console.info(
    `${name.padEnd(34)} n=${String(runs).padStart(4)}  median ${at(0.5)} ms  p95 ${at(0.95)} ms  p99 ${at(0.99)} ms`,
  );
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
const memory = process.memoryUsage();
console.info(
  `memory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`,
);
await app.close();
await db.close();
