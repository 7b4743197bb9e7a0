// 口座振替 (issue 16): the request file of a confirmed cycle of 100,000 invoices paid by transfer, each with a
// bank account, downloaded over real HTTP (bench/support.ts) and read as it comes (hashed and counted, not kept)
// — within ×4,000 health's CPU per call (2 s at a quiet health CPU of 0.5 ms), twice: a new version, then the same bytes
// (the same version). Then twice more inside the server's process (BenchServer.call), with a full collection
// before and after every query and every 20 ms, so the memory the export holds is measured without garbage —
// held to ZENGIN_EXPORT_MEMORY_BYTES (flat: a page of rows, never the file). Run alone with
// `node bench/zengin.ts` (with BENCH_DATABASE_URL: on PostgreSQL), or as part of `pnpm bench`.
import { createHash } from 'node:crypto';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Database, Queryable } from '../src/db/database.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import {
  type BenchServer,
  finish,
  judge,
  judgeOnce,
  scaled,
  serialHealth,
  timed,
  withServer,
} from './support.ts';

const ZENGIN_RECORDS = scaled(100_000);
const ZENGIN_EXPORT_BUDGET = { ratio: 4_000 };
/** Heap and buffers an export may hold while it runs, half the file's 12 MB (it holds a page, 2,000 rows). */
const ZENGIN_EXPORT_MEMORY_BYTES = 6_000_000;
const name = (run: string) => `zengin ${run}, ${ZENGIN_RECORDS} records`;
const mb = (n: number) => (n / 1e6).toFixed(1);

interface Download {
  status: number;
  id: string;
  bytes: number;
  sha256: string;
}

/** The file downloaded and read as it comes (hashed, counted, not kept). */
const download = (url: string, token: string) =>
  new Promise<Download>((resolve, reject) => {
    const hash = createHash('sha256');
    let bytes = 0;
    get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        hash.update(chunk);
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          id: String(response.headers['x-zengin-export-id']),
          bytes,
          sha256: hash.digest('hex'),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });

/**
 * Run in the server's process (BenchServer.call): an export downloaded from the server itself while its heap
 * and buffers are sampled after a full collection every 20 ms and around every query the export sends (on
 * embedded PGlite an export may never give the timers a turn until it has written). The flag for a full
 * collection is set here, in the server's process only.
 */
export async function probedExport(db: Database, url: string, token: string) {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  collect();
  const m0 = process.memoryUsage();
  const peak = { heap: 0, buffers: 0, rss: 0 };
  const sample = () => {
    collect();
    const m = process.memoryUsage();
    peak.heap = Math.max(peak.heap, m.heapUsed - m0.heapUsed);
    peak.buffers = Math.max(peak.buffers, m.arrayBuffers - m0.arrayBuffers);
    peak.rss = Math.max(peak.rss, m.rss - m0.rss);
  };
  const around = <Q extends Queryable>(target: Q): Q['query'] => {
    const query = target.query.bind(target);
    return (async (text: string, params?: readonly unknown[]) => {
      sample();
      try {
        return await query(text, params);
      } finally {
        sample();
      }
    }) as Q['query'];
  };
  const { query, transaction } = db;
  const patched = db as { query: Database['query']; transaction: Database['transaction'] };
  patched.query = around(db);
  patched.transaction = <T>(work: (tx: Queryable) => Promise<T>) =>
    transaction.call(db, (tx) => work({ ...tx, query: around(tx) })) as Promise<T>;
  const sampler = setInterval(sample, 20);
  try {
    const file = await download(url, token);
    sample();
    collect();
    const after = process.memoryUsage();
    return {
      file,
      peak,
      kept: { heap: after.heapUsed - m0.heapUsed, buffers: after.arrayBuffers - m0.arrayBuffers },
    };
  } finally {
    clearInterval(sampler);
    patched.query = query;
    patched.transaction = transaction;
  }
}

export function benchZengin(): Promise<boolean> {
  return withServer('zengin', '口座振替: the request file', zengin);
}

async function zengin(server: BenchServer) {
  const { db, client } = server;
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
    `${ZENGIN_RECORDS} invoices with accounts set up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const token = await client.login('zengin@kayoi.local', 'bench-password');
  const url = `${server.origin}/api/billing/cycles/${cycle}/zengin-export`;
  const fileBytes = (ZENGIN_RECORDS + 3) * 120;
  const health = await serialHealth(server);
  const problems: string[] = [];
  const check = (run: string, file: Download, last: Download | null, same: boolean) => {
    if (file.status !== 200) problems.push(`${run} answered ${file.status}`);
    if (file.bytes !== fileBytes) problems.push(`${run}: ${file.bytes} bytes`);
    if (last && same && (file.id !== last.id || file.sha256 !== last.sha256))
      problems.push(`${run}: a new version or other bytes`);
    if (last && !same && (file.id === last.id || file.sha256 === last.sha256))
      problems.push(`${run}: not a new version`);
  };
  // Timed twice as a user meets it (a new version, then the same bytes).
  let last: Download | null = null;
  for (const [run, same] of [
    ['export (new version)', false],
    ['export again (same bytes)', true],
  ] as const) {
    const done = await timed(server, () => download(url, token));
    judgeOnce('zengin', name(run), done, health, ZENGIN_EXPORT_BUDGET, `${mb(done.result.bytes)} MB`);
    check(run, done.result, last, same);
    last = done.result;
  }
  // Twice more in the server's process with a full collection every 20 ms (slower, not timed), so what the
  // export holds is measured without the garbage the collector has not reached yet: after one invoice changed
  // (a new version), then again (the same bytes).
  for (const [run, same] of [
    ['export after a change, memory probed', false],
    ['export again, memory probed', true],
  ] as const) {
    if (!same)
      await db.query(
        'update invoices set total = total + 1 where id = (select min(id) from invoices where cycle_id = $1)',
        [cycle],
      );
    const probed = await server.call('probedExport', url, token);
    const held = probed.peak.heap + probed.peak.buffers;
    const line =
      `  ${name(run).padEnd(52)} live: heap +${mb(probed.peak.heap)} MB, buffers +${mb(probed.peak.buffers)} MB, ` +
      `RSS +${mb(probed.peak.rss)} MB at most; heap +${mb(probed.kept.heap)} MB, buffers +${mb(probed.kept.buffers)} MB kept ` +
      `(budget +${mb(ZENGIN_EXPORT_MEMORY_BYTES)} MB) ${held <= ZENGIN_EXPORT_MEMORY_BYTES ? 'ok' : 'OVER'}`;
    console.info(line);
    judge('zengin', name(run), held <= ZENGIN_EXPORT_MEMORY_BYTES, line);
    check(run, probed.file, last, same);
    last = probed.file;
  }
  judge('zengin', 'the files as expected', problems.length === 0, problems.join('; '));
  for (const problem of problems) console.error(`zengin bench: ${problem}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchZengin();
  finish();
}
