// Reproduces the V8 abort that ended ci79's server lane (nodejs/node#64500, electric-sql/pglite#1053, open):
//   # Fatal error … Check failed: jit_page_->allocations_.erase(addr) == 1.   (ThreadIsolation::UnregisterWasmAllocation)
// Embedded PGlite databases are opened on their worker threads (db/pglite-thread.ts), worked and closed, two at a time,
// in one process, as the server tests do file after file. The abort's native stack (addr2line on Node 24.21's
// binary) is WasmImportWrapperCache::Free under Runtime_TierUpWasmToJSWrapper: a compiled wasm-to-JS import wrapper
// freed twice. db/pglite-thread.ts now keeps those wrappers generic, so this loop checks that no abort comes with
// the product's setting; CHURN_WRAPPERS=compiled puts back V8's default (compiled after 1,000 calls) to reproduce
// it. With the default, on the team's 2-core machine (no PKU, Node 24.21), one run aborted after 1,165
// open-work-close cycles (7 minutes) and the next ran 1,874 cycles (13 minutes) without: the abort is random, so a
// change that claims to fix it needs several long runs here before CI: `node [flags] bench/pglite-churn.ts`.
// `--trace-wasm-code-gc` prints "Freeing N wrappers" when compiled wrappers die: with the product's setting, never.
// Exits 0 when no abort came within CHURN_MS (default 15 minutes); the abort itself ends the process with SIGTRAP
// (exit code 133). Needs the server tests' migrated template (node_modules/.cache/kayoi-test-databases/, made by
// any server test run).
import { openAsBlob, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { openDatabase } from '../src/db/database.ts';

if (process.env.CHURN_WRAPPERS === 'compiled') setFlagsFromString('--wasm-wrapper-tiering-budget=1000');

const CACHE = fileURLToPath(new URL('../node_modules/.cache/kayoi-test-databases/', import.meta.url));
const template = readdirSync(CACHE).find((name) => name.startsWith('pglite-migrated-'));
if (!template) throw new Error(`no migrated template in ${CACHE}: run a server test first`);
const until = Date.now() + Number(process.env.CHURN_MS ?? 15 * 60_000);
let cycles = 0;

/** Opens a database from the template, runs a few hundred statements (so that its code tiers up), closes it. */
async function cycle() {
  const db = await openDatabase({
    kind: 'pglite',
    dataDir: null,
    loadDataDir: await openAsBlob(join(CACHE, template as string)),
    walCheckMs: null,
  });
  try {
    await db.query('create temporary table churn (id int primary key, v text)');
    for (let i = 0; i < 300; i += 1) {
      await db.query('insert into churn values ($1, $2) on conflict (id) do update set v = excluded.v', [
        i % 50,
        `v${i}`,
      ]);
      await db.query(`select count(*), max(v) from churn where id < $1 and v like 'v%${i % 7}'`, [i]);
      if (i % 25 === 0) {
        await db.query(
          `select s.id, count(*) from stores s left join customers c on c.store_id = s.id group by 1 limit ${1 + (i % 5)}`,
        );
      }
    }
  } finally {
    await db.close();
  }
  cycles += 1;
  if (cycles % 100 === 0) console.info(`${new Date().toISOString()} ${cycles} cycles`);
}

async function lane() {
  while (Date.now() < until) await cycle();
}

await Promise.all([lane(), lane()]);
console.info(`no abort in ${cycles} cycles`);
