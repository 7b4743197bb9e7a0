// The first calls after a restart (issue 30: "first call after a start ≤ 3 × the warm call"). The product as
// `npm start` runs it, on its embedded database on disk with the demo data: started once to load the data, then
// started again, and the manager's first screens asked for over real HTTP: the first call, then the best of
// three more. Budget: the first within 3 × the warm call (+5 ms, a noise floor for calls of a few ms).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { processEnv, startServer } from '../test/support/processes.ts';
import { Client } from './support.ts';

const PATHS = [
  '/api/dashboard/kpi',
  '/api/dashboard/checkin-checkout',
  '/api/dashboard/weekly-comparison',
  '/api/dashboard/today-schedule',
  '/api/dashboard/attendance-trend',
  // The longest trend the dashboard offers (its 24-month view).
  '/api/dashboard/attendance-trend?months=24',
  '/api/dashboard/insights',
  '/api/customers?page=1&per_page=20',
  '/api/attendance/current-status',
  '/api/reports/programs',
  '/api/reports/attendance',
];
const RATIO = 3;
const FLOOR_MS = 5;

async function start(dataDir: string, demo: boolean) {
  const server = await startServer(
    processEnv(dataDir, { NODE_ENV: 'development', KAYOI_DEMO_DATA: demo ? '1' : '0', LOG_LEVEL: 'info' }),
  );
  if (!('url' in server)) throw new Error(`the server did not start:\n${server.output}`);
  return server;
}

/** A manager's login over real HTTP (the benches' `Client`): its token and its wall ms. */
async function logIn(url: string) {
  const client = new Client(url, 1);
  try {
    const started = performance.now();
    const token = await client.login('manager@demo.kayoi.jp', DEMO_PASSWORD);
    return { token, ms: performance.now() - started };
  } finally {
    client.close();
  }
}

async function timed(url: string, token: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

export async function benchRestart(): Promise<boolean> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kayoi-bench-restart-'));
  try {
    // A newcomer's first start: the demo data loaded, then logins one after the other from the moment it listens
    // while its warm-up runs (printed, not judged: 4.2 s behind the lessons' counting before 2026-12-06).
    const first = await start(dataDir, true);
    const during: string[] = [];
    for (let i = 0; i < 5; i++) {
      const warmed = first.output().includes('dashboards warmed');
      during.push(`${(await logIn(first.url)).ms.toFixed(0)}${warmed ? '' : '*'}`);
    }
    console.info(
      `\nlogins from the moment a first start listens (ms; * while its warm-up ran): ${during.join(' ')}`,
    );
    await first.stop();
    const server = await start(dataDir, false);
    try {
      // The warm-up is logged when it is done: a manager who signs in later finds it done.
      const deadline = Date.now() + 60_000;
      while (!server.output().includes('dashboards warmed') && Date.now() < deadline)
        await new Promise((done) => setTimeout(done, 100));
      const { token } = await logIn(server.url);
      console.info('\nfirst calls after a restart (real HTTP, embedded database on disk, demo data):');
      let ok = true;
      for (const path of PATHS) {
        const first = await timed(`${server.url}${path}`, token);
        const warm = Math.min(
          await timed(`${server.url}${path}`, token),
          await timed(`${server.url}${path}`, token),
          await timed(`${server.url}${path}`, token),
        );
        const within = first <= RATIO * warm + FLOOR_MS;
        ok &&= within;
        console.info(
          `  ${path.padEnd(40)} first ${first.toFixed(1).padStart(7)} ms  warm ${warm.toFixed(1).padStart(6)} ms  ` +
            `× ${(first / warm).toFixed(1)}${within ? '' : `  ✗ over ${RATIO} ×`}`,
        );
      }
      return ok;
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!(await benchRestart())) process.exitCode = 1;
}
