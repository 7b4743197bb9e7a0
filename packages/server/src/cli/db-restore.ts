// `pnpm db:restore FILE [--force]`: a backup into the configured database (DATABASE_URL, or DATA_DIR's
// embedded one), which must be empty unless --force. With DATABASE_URL set, a backup of the embedded
// database moves it to PostgreSQL. Refused while a server has the embedded database open.
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { NotEmptyError, readBackup, restoreBackup } from '../modules/backups/restore.ts';
import { rowCounts } from '../modules/backups/snapshot.ts';
import { startTool } from './tool.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('usage: pnpm db:restore FILE [--force]');
  process.exit(2);
}
const config = loadConfig();
// The embedded database belongs to the one process that opened it: refused while the server or another tool has it.
await startTool(config);
const started = Date.now();
let backup: Awaited<ReturnType<typeof readBackup>>;
try {
  backup = await readBackup(resolve(process.env.INIT_CWD ?? process.cwd(), file));
} catch (error) {
  console.error(`cannot read ${file}: ${(error as Error).message}`);
  process.exit(1);
}
const db = await openDatabase(config.database);
try {
  await restoreBackup(db, backup, { force });
  const { counts } = await rowCounts(db);
  const differ = Object.keys(backup.header.counts).filter((t) => counts[t] !== backup.header.counts[t]);
  if (differ.length > 0) throw new Error(`row counts differ after the restore: ${differ.join(', ')}`);
  // A backup from an older version catches up with this one's migrations.
  const applied = await migrate(db);
  const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
  console.info(
    `restored ${rows} rows in ${Object.keys(counts).length} tables into the ${config.database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database in ${Date.now() - started} ms${applied.length ? `; migrations applied: ${applied.join(', ')}` : ''}`,
  );
} catch (error) {
  console.error(
    error instanceof NotEmptyError
      ? error.message
      : `restore failed, nothing was written: ${(error as Error).message}`,
  );
  process.exitCode = 1;
} finally {
  await db.close();
}
