// 口座振替 (issue 16): the request file of a confirmed cycle of 100,000 invoices paid by transfer, each with a
// bank account, downloaded through the server (Fastify inject: the server's own work) — held to 2 s, with the
// memory it takes printed (the records are read 5,000 at a time and written into the file's buffer, so the
// heap grows by the file's bytes, 120 a record, not by the rows). Then the same download again (same bytes,
// no new version). Run alone with `node bench/zengin.ts` (with BENCH_DATABASE_URL: on PostgreSQL), or as part
// of `pnpm bench`.
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { benchConfig, benchDatabase } from './support.ts';

export const ZENGIN_RECORDS = 100_000;
export const ZENGIN_EXPORT_BUDGET_MS = 2_000;

/** A full garbage collection (the flag set at run time), so the heap is compared by what stays. */
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

export async function benchZengin(): Promise<boolean> {
  const { db: plain, drop } = await benchDatabase();
  // Time spent waiting for the database, to tell the server's own work from it.
  const sql = { ms: 0 };
  const timed = async <T>(work: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    try {
      return await work();
    } finally {
      sql.ms += performance.now() - t0;
    }
  };
  const db: Database = {
    ...plain,
    kind: plain.kind,
    query: (text, params) => timed(() => plain.query(text, params)),
    exec: (text) => plain.exec(text),
    transaction: (work) =>
      plain.transaction((tx) =>
        work({ ...tx, query: (text, params) => timed(() => tx.query(text, params)) }),
      ),
    listen: (channel, onPayload) => plain.listen(channel, onPayload),
    close: () => plain.close(),
  };
  const app = await buildApp(benchConfig(), { db, mailer: { send: async () => {} } });
  await app.ready();
  const one = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ id: number }>(sql, params)).rows[0]?.id as number;

  const started = performance.now();
  const store = await one(`insert into stores (name) values ('振替ベンチ校') returning id`);
  await db.query(
    `insert into staffs (store_id, name, email, password_hash, role) values ($1, '経理', 'zengin@kayoi.local', $2, 'manager')`,
    [store, await hashPassword('bench-password')],
  );
  // A small bank master (and its load record, so the package's is not loaded into the bench's database).
  await db.exec(`
    insert into banks (code, name, kana, source_name, source_kana, search_text) values
      ('0001', 'みずほ', 'ミズホ', 'みずほ', 'ミズホ', 'みずほ'),
      ('0009', '三井住友', 'ミツイスミトモ', '三井住友', 'ミツイスミトモ', 'みついすみとも');
    insert into bank_branches (bank_code, code, name, kana, source_name, source_kana, search_text) values
      ('0001', '110', '渋谷', 'シブヤ', '渋谷', 'シブヤ', 'しぶや'),
      ('0009', '234', '渋谷駅前', 'シブヤエキマエ', '渋谷駅前', 'シブヤエキマエ', 'しぶやえきまえ');
    insert into bank_master_loads (package_version, loaded_at, banks, branches, added, changed, closed, kept_edits)
      values ('bench', now(), 2, 2, 2, 0, 0, 0);`);
  await db.query(
    `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
       status, joined_on)
     select $1, lpad(i::text, 7, '0'), '会員', '太郎', 'カイイン', 'タロウ', 'active', '2024-04-01'
       from generate_series(1, $2::int) i`,
    [store, ZENGIN_RECORDS],
  );
  await db.query(
    `insert into customer_bank_accounts (customer_id, bank_code, branch_code, account_type, account_number,
       account_holder_kana, account_holder, zengin_customer_number, new_code)
     select id, case when id % 2 = 0 then '0001' else '0009' end, case when id % 2 = 0 then '110' else '234' end, 1,
            lpad((id % 10000000)::text, 7, '0'), 'かいいん たろう', 'ｶｲｲﾝ ﾀﾛｳ', lpad(id::text, 20, '0'), id % 2
       from customers where store_id = $1`,
    [store],
  );
  const cycle = await one(
    `insert into billing_cycles (store_id, billing_month, closing_date, withdrawal_date, status, generated_at,
       confirmed_at)
     values ($1, '2026-12-01', '2026-12-10', '2026-12-28', 'confirmed', now(), now()) returning id`,
    [store],
  );
  await db.query(
    `insert into invoices (cycle_id, store_id, customer_id, billing_month, payment_method, total, tax)
     select $1, $2, id, '2026-12-01', 'bank_transfer', 7700 + (id % 5) * 1100, 700 from customers where store_id = $2`,
    [cycle, store],
  );
  await db.query(
    `insert into collection_profiles (store_id, name, consignor_code, consignor_name, bank_code, branch_code,
       account_type, account_number, file_name_pattern, is_default)
     values ($1, 'ベンチ銀行', '1234567890', 'ｶ)ｶﾖｲ', '0009', '234', 1, '7654321', 'ZENGIN_{version}.txt', true)`,
    [store],
  );
  await db.query('analyze');
  console.info(
    `zengin bench: ${ZENGIN_RECORDS} invoices with accounts set up in ${(
      (performance.now() - started) / 1000
    ).toFixed(1)} s on ${db.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'}`,
  );

  const login = await app.inject({
    method: 'POST',
    url: '/api/v3/auth/login',
    payload: { email: 'zengin@kayoi.local', password: 'bench-password' },
  });
  const authorization = `Bearer ${JSON.parse(login.body).data.token}`;
  const busy = loadavg()[0] ?? 0;
  const crowded = busy > availableParallelism() && db.kind === 'pglite';
  if (crowded)
    console.info(
      `  (load ${busy.toFixed(1)} on ${availableParallelism()} cores: budgets judged on CPU time)`,
    );

  const problems: string[] = [];
  let firstHash = '';
  for (const name of ['export (new version)', 'export again (same bytes)']) {
    collect();
    const heap0 = process.memoryUsage().heapUsed;
    let peak = heap0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 5);
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    sql.ms = 0;
    const response = await app.inject({
      method: 'GET',
      url: `/api/billing/cycles/${cycle}/zengin-export`,
      headers: { authorization },
    });
    const ms = performance.now() - t0;
    const used = process.cpuUsage(c0);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    collect();
    const kept = process.memoryUsage().heapUsed - heap0;
    const cpu = (used.user + used.system) / 1000;
    const bytes = response.rawPayload;
    const hash = String(response.headers['x-zengin-export-id']);
    console.info(
      `${`zengin ${name}, ${ZENGIN_RECORDS} records`.padEnd(60)} ${ms.toFixed(0).padStart(6)} ms (CPU ${cpu.toFixed(0)} ms)  ${(
        bytes.length / 1e6
      ).toFixed(
        1,
      )} MB, SQL ${sql.ms.toFixed(0)} ms, heap +${((peak - heap0) / 1e6).toFixed(0)} MB at most, +${(kept / 1e6).toFixed(0)} MB kept (budget ${ZENGIN_EXPORT_BUDGET_MS} ms)`,
    );
    if (response.statusCode !== 200) problems.push(`${name} answered ${response.statusCode}`);
    if (bytes.length !== (ZENGIN_RECORDS + 3) * 120) problems.push(`${name}: ${bytes.length} bytes`);
    if ((crowded ? cpu : ms) > ZENGIN_EXPORT_BUDGET_MS) problems.push(`${name} ${ms.toFixed(0)} ms`);
    if (firstHash && hash !== firstHash) problems.push('the second download made a new version');
    firstHash = hash;
  }
  await app.close();
  await plain.close();
  await drop();
  for (const problem of problems) console.error(`zengin bench: ${problem}`);
  return problems.length === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!(await benchZengin())) process.exitCode = 1;
}
