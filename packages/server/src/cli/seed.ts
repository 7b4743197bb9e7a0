// `pnpm db:seed`: loads the demo data into the configured database, only when it is empty.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { isDatabaseEmpty, loadDemoData } from '../seed/demo.ts';
import { startTool } from './tool.ts';

const config = loadConfig();
if (process.env.NODE_ENV === 'production') {
  console.error('Refusing to load demo data with NODE_ENV=production.');
  process.exit(1);
}
await startTool(config);
const db = await openDatabase(config.database);
try {
  await migrate(db);
  if (!(await isDatabaseEmpty(db))) {
    console.error('The database already holds data; demo data is only loaded into an empty database.');
    process.exitCode = 1;
  } else {
    const summary = await loadDemoData(db, { now: new Date() });
    console.info('Demo data loaded:', summary);
    // The embedded database's statistics for the demo's first reads (db/pglite-maintenance.ts), as a server's start
    // takes them after loading it.
    await db.embedded?.maintain();
  }
} finally {
  await db.close();
}
