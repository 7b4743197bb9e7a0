// Bulk updates after a single-row one (issue 30): the statement triggers that keep the product's counts (customers,
// visits, invoices) read both transition tables of an update, and PL/pgSQL keeps the plan a statement got at its first
// run. Planned for one updated row, a join of the two tables was a nested loop, and the next update of 10,000 rows
// compared 10,000 × 10,000: 40 s for 10,000 customers on PGlite, 43 s for 10,000 invoices (a billing cycle generated
// again), and 7.4 s for 10,000 check-outs (an EXISTS planned as a nested loop at every run). Migrations 0400 and
// 0410 plan those joins at each run, as hash joins when the tables are large.
//
// Each case: one row updated first (the plan of a small update kept), then 10,000 rows in one statement; the bulk
// statement's time per row is judged against the same statement with the table's triggers off (what the update
// itself costs), allowed 5 × that and 50 µs a row at least: a join of the transition tables growing with the square
// of the rows failed it 7–80 times over. `node bench/bulk-updates.ts` on embedded PGlite (on disk); with
// BENCH_DATABASE_URL, on a scratch database of that PostgreSQL server. Exits non-zero when a case fails.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { scratchDatabase } from './support.ts';

const ROWS = Number(process.env.BULK_ROWS ?? 10_000);
const RATIO = 5;
const FLOOR_MS_PER_ROW = 0.05;

async function open(): Promise<{ db: Database; name: string; close: () => Promise<void> }> {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) {
    const dataDir = await mkdtemp(join(tmpdir(), 'kayoi-bench-bulk-'));
    const db = await openDatabase({ kind: 'pglite', dataDir });
    return {
      db,
      name: 'embedded PGlite on disk',
      close: async () => {
        await db.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await scratchDatabase(server);
  const db = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    db,
    name: 'PostgreSQL',
    close: async () => {
      await db.close();
      await scratch.drop();
    },
  };
}

const ms = async (db: Database, sql: string) => {
  const started = performance.now();
  await db.query(sql);
  return performance.now() - started;
};

interface Case {
  name: string;
  table: string;
  /** The one-row update, then the bulk one, then the bulk one again with the table's triggers off. */
  one: string;
  bulk: (round: number) => string;
}

const CASES: Case[] = [
  {
    name: `${ROWS.toLocaleString('en')} members' phone numbers`,
    table: 'customers',
    one: `update customers set phone = '090-0000-0000' where id = (select min(id) from customers)`,
    bulk: (round) => `update customers set phone = '090-0000-000${round}'`,
  },
  {
    name: `${ROWS.toLocaleString('en')} check-outs`,
    table: 'attendances',
    one: `update attendances set check_out_at = check_in_at + interval '1 hour' where id = (select min(id) from attendances)`,
    bulk: (round) => `update attendances set check_out_at = check_in_at + interval '${round + 1} hours'`,
  },
  {
    name: `${ROWS.toLocaleString('en')} invoices of a cycle (generated again)`,
    table: 'invoices',
    one: `update invoices set updated_at = now() where id = (select min(id) from invoices)`,
    bulk: (round) =>
      `update invoices set total = total + ${round}, tax_by_rate = tax_by_rate, updated_at = now()`,
  },
];

async function fill(db: Database) {
  await db.exec(`
    insert into stores (name) values ('ベンチ校');
    insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana)
      select 1, lpad(g::text, 6, '0'), '山田', '花子', 'ヤマダ', 'ハナコ' from generate_series(1, ${ROWS}) g;
    insert into attendances (store_id, customer_id, check_in_at)
      select 1, c.id, now() - interval '1 hour' from customers c;
    insert into billing_cycles (store_id, billing_month, closing_date, withdrawal_date)
      values (1, '2026-12-01', '2026-11-15', '2026-12-27');
    insert into invoices (cycle_id, store_id, customer_id, billing_month, payment_method, total, tax, tax_by_rate)
      select 1, 1, c.id, '2026-12-01', 'bank_transfer', 11000, 1000, '[{"rate": 10, "amount": 11000, "tax": 1000}]'
        from customers c;
    insert into invoice_lines (invoice_id, position, source, source_id, kind, description, amount, tax_rate)
      select i.id, 0, 'contract', 1, 'monthly_fee', '月会費', 11000, 10 from invoices i;`);
}

const { db, name, close } = await open();
let failed = 0;
try {
  await migrate(db);
  await fill(db);
  console.info(`bulk updates after a one-row update — ${name}, ${ROWS.toLocaleString('en')} rows`);
  for (const c of CASES) {
    await ms(db, c.one);
    const bulk = await ms(db, c.bulk(1));
    await db.exec(`alter table ${c.table} disable trigger user`);
    const bare = await ms(db, c.bulk(2));
    await db.exec(`alter table ${c.table} enable trigger user`);
    const budget = Math.max(bare * RATIO, ROWS * FLOOR_MS_PER_ROW);
    const ok = bulk <= budget;
    if (!ok) failed += 1;
    console.info(
      `  ${c.name.padEnd(48)} ${bulk.toFixed(0).padStart(7)} ms (${((bulk / ROWS) * 1000).toFixed(0)} µs a row; ` +
        `without its triggers ${bare.toFixed(0)} ms; budget ${budget.toFixed(0)} ms) ${ok ? 'ok' : 'OVER'}`,
    );
  }
} finally {
  await close();
}
console.info(failed === 0 ? 'every bulk update within its budget' : `${failed} over budget`);
process.exitCode = failed === 0 ? 0 : 1;
