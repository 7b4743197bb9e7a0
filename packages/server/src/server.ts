import { todayInTokyo } from '@kayoi/domain/calendar';
import { DEFAULT_PAGE_SIZE } from '@kayoi/domain/constants';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig, privateDirs } from './config.ts';
import { protectDataDir } from './data-dir.ts';
import { DatabaseInUseError } from './db/lock.ts';
import { compileWaitingChecks } from './http/validation.ts';
import { ensureBankMaster } from './modules/banks/master.ts';
import { readDashboard as readBillingDashboard } from './modules/billing/ledger-use-cases.ts';
import { listCycleInvoices, listCycles } from './modules/billing/use-cases.ts';
import { lessonsOfDay } from './modules/classes/lessons.ts';
import { listClasses } from './modules/classes/use-cases.ts';
import { listCustomers } from './modules/customers/use-cases.ts';
import { countMissingLessons, keepLessonsCounted, warmDashboards } from './modules/dashboard/warm-up.ts';
import { readFirstLooks } from './modules/reports/warm-up.ts';
import {
  DEMO_DATA_LOCK_KEY,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  isDatabaseEmpty,
  loadDemoData,
  settleDemoData,
} from './seed/demo.ts';
import { DEMO_FAMILY_LOGINS } from './seed/demo-family.ts';

const config = loadConfig();
// DATA_DIR holds the database, reset links and backups: the server's OS user's only, whatever the umask, and
// an install made before this rule is put right now.
const modes = await protectDataDir(privateDirs(config));
const app = await buildApp(config).catch((error: unknown) => {
  // A tool (`pnpm admin:create`, `db:restore`, …) has the embedded database open: say so, and start later.
  if (!(error instanceof DatabaseInUseError)) throw error;
  console.error(`Kayoi did not start. ${error.message}`);
  process.exit(1);
});
if (modes.changed > 0) app.log.info({ changed: modes.changed }, 'DATA_DIR modes set to 0700/0600');
if (modes.refused.length > 0)
  app.log.warn(
    { paths: modes.refused.slice(0, 20) },
    'DATA_DIR files whose mode could not be set (owned by another user?)',
  );

// The demo data goes into an empty database once: several servers starting together on one PostgreSQL
// database take turns, and those after the first find it no longer empty.
if (config.loadDemoData) {
  const db = app.kayoi.db;
  await db.exclusive(DEMO_DATA_LOCK_KEY, async () => {
    if (!(await isDatabaseEmpty(db))) return;
    const started = Date.now();
    const summary = await loadDemoData(db, { now: config.now() });
    app.log.info({ ...summary, ms: Date.now() - started }, 'demo data loaded into the empty database');
    // Its past lessons counted and the embedded database's statistics taken before the first login, not behind it.
    const settling = Date.now();
    const settled = await settleDemoData(db, config.now);
    app.log.info(
      { months: settled.lessons.months, tables: settled.tables, ms: Date.now() - settling },
      'demo data’s past lessons counted, its tables vacuumed and analyzed',
    );
  });
}

// The bank master fills itself from the zengin-code package on a first start, in the background (about a
// second on embedded PGlite); a bank search made meanwhile waits for it.
ensureBankMaster(app.kayoi.db, config.now).then(
  (load) => load && app.log.info(load, 'bank master loaded from zengin-code'),
  (error: unknown) =>
    app.log.warn({ err: error }, 'bank master not loaded; the first bank search tries again'),
);

/** Stops the background lesson counting below (set once the server listens), before the database closes. */
let stopCountingLessons = async () => {};
/** Stops compiling the request checks no caller has needed yet (below). */
const compiling = new AbortController();
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  compiling.abort();
  await stopCountingLessons();
  await app.close();
});

await app.listen({ port: config.port, host: config.host });

// A manager's first dashboard after a start as fast as the next; then every store's past lessons counted for the
// reports, and kept counted (modules/dashboard/warm-up.ts); then the reports' first look.
// The billing dashboard is a manager's other first screen: cold, its first read cost 86 ms against 20 (bench:chain).
const warmBilling = (storeId: number) => readBillingDashboard({ db: app.kayoi.db, config }, { storeId });
// The lists a manager opens next cost their first caller 2–8 × the next call on each server of a 50-store chain
// (bench:chain, 10 M visits: customers page 1 85 ms against 10, classes 115 against 23, the latest cycle's invoices
// 167 against 46): their code and the connection's plans were cold, not the data, so one store's read warms them.
const deps = app.kayoi;
const warmLists = [
  (storeId: number) => listCustomers(deps, { storeId }, {}, { page: 1, perPage: DEFAULT_PAGE_SIZE }),
  (storeId: number) => listClasses(deps, { storeId }, {}),
  (storeId: number) => lessonsOfDay(deps, { storeId }, todayInTokyo(config.now()), undefined),
  async (storeId: number) => {
    const [latest] = await listCycles(deps, { storeId });
    if (latest) await listCycleInvoices(deps, { storeId }, latest.id, {});
  },
];
const warmUp = warmDashboards(app.kayoi.db, config.now, {
  alsoPerStore: [warmBilling],
  alsoForFirstStore: warmLists,
  countLessons: () => countMissingLessons(app.kayoi.db, config.now),
}).then(
  (warmed) => app.log.info(warmed, 'dashboards warmed'),
  (error: unknown) => app.log.warn({ err: error }, 'dashboards not warmed; the first callers warm them'),
);
// Then every store's past lessons counted for the reports (a day counted is a change of its store's kept report
// parts, so before they are read), and the reports kept by store (programs, members, 進級, staff, facilities) of every
// period the screens offer (今年度 first, every store), kept for the day (modules/reports/warm-up.ts).
const counting = keepLessonsCounted(app.kayoi.db, config.now, app.log, warmUp);
stopCountingLessons = counting.stop;
const reportsRead = counting.firstPass.then(() =>
  readFirstLooks(app.kayoi.db, config.now).then(
    (read) => app.log.info(read, 'reports’ first look read'),
    (error: unknown) =>
      app.log.warn({ err: error }, 'reports’ first look not read; the first callers read it'),
  ),
);
// And then the request checks no caller has needed yet, in the idle time (http/validation.ts).
reportsRead
  .then(() => compileWaitingChecks(compiling.signal))
  .then(
    (compiled) => app.log.info({ compiled }, 'request checks compiled'),
    (error: unknown) =>
      app.log.warn({ err: error }, 'request checks not all compiled; their first callers compile them'),
  );

const url = config.publicUrl;
const lines = [
  '',
  `  Kayoi is running at ${url}`,
  `  database: ${config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.database.dataDir}`}`,
];
if (config.loadDemoData) {
  lines.push(`  demo logins (password: ${DEMO_PASSWORD}):`);
  for (const login of DEMO_LOGINS) lines.push(`    ${login.role.padEnd(8)} ${login.email}`);
  lines.push(
    `    ${'family'.padEnd(8)} ${DEMO_FAMILY_LOGINS.guardian}, ${DEMO_FAMILY_LOGINS.adult} (マイページ, ${url}/my/)`,
  );
}
lines.push('');
process.stdout.write(`${lines.join('\n')}\n`);
