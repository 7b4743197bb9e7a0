// The product's server as a bench part meets it: a process of its own (so its CPU is its own, read from
// /proc), built by buildApp from the run contract (loadConfig: the real logger at LOG_LEVEL, default info, to
// stdout; compression; ETags; the database-kept rate limits, set high enough for a bench), listening on a
// port. The database is the one of BENCH_SERVE_DATA_DIR (embedded PGlite on disk) or DATABASE_URL. Started by
// startBenchServer() in bench/support.ts, which sends it over IPC the SQL and the seeding functions a part
// needs to run against the server's own database (PGlite on disk belongs to one process).
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { inServer } from './in-server.ts';

export type Request =
  | { id: number; op: 'query'; sql: string; params?: unknown[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'call'; fn: keyof typeof inServer; args: unknown[] };

const config = loadConfig({ ...process.env, DATA_DIR: process.env.BENCH_SERVE_DATA_DIR });
const app = await buildApp({
  ...config,
  staticDir: null,
  portalDir: null,
  loadDemoData: false,
  rateLimit: { apiPerMinute: 1_000_000, addressPerMinute: 1_000_000, publicPerMinute: 1_000_000 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const db = app.kayoi.db;

async function answer(request: Request): Promise<unknown> {
  if (request.op === 'query') return (await db.query(request.sql, request.params)).rows;
  if (request.op === 'exec') return db.exec(request.sql);
  const fn = inServer[request.fn] as (...args: unknown[]) => Promise<unknown>;
  return fn(db, ...request.args);
}

process.on('message', (request: Request | 'stop') => {
  if (request === 'stop') {
    app.close().then(() => process.exit(0));
    return;
  }
  answer(request).then(
    (result) => process.send?.({ id: request.id, result }),
    (error: unknown) => process.send?.({ id: request.id, error: String((error as Error).stack ?? error) }),
  );
});
// The bench gone (ended or killed), the server goes too.
process.on('disconnect', () => process.exit(1));
process.send?.({ ready: (app.server.address() as AddressInfo).port });
