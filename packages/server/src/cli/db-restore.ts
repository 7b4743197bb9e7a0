// `pnpm db:restore FILE [--force] [--unsigned]`: a backup into the configured database (DATABASE_URL, or
// DATA_DIR's embedded one), which must be empty unless --force. With DATABASE_URL set, a backup of the embedded
// database moves it to PostgreSQL. Refused while a server has the embedded database open. Before anything is
// written the file must match its record (`FILE.json`: sha256, and the record's signature with KAYOI_SECRET's
// key or the target database's); --unsigned goes on without checking the signature (the digest only). The digest
// is checked first, before the lock is taken or a database opened: a damaged or altered file is refused at once.
// Only data is loaded from the file: the schema is this server's migrations (modules/backups/restore.ts).
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import {
  acceptBackup,
  BackupRefusedError,
  NotEmptyError,
  RefusedStatementError,
  readBackupWithRecord,
  restoreBackup,
} from '../modules/backups/restore.ts';
import { verificationKeys } from '../modules/backups/signing.ts';
import { rowCounts } from '../modules/backups/snapshot.ts';
import { startTool } from './tool.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const unsigned = args.includes('--unsigned');
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('usage: pnpm db:restore FILE [--force] [--unsigned]');
  process.exit(2);
}
const config = loadConfig();
/** A check of the file or its record that failed, said as the refusal of this file. */
const refused = (error: unknown) => new BackupRefusedError(`refused ${file}: ${(error as Error).message}`);
/** What the operator is told when nothing was restored. */
const failure = (error: unknown) =>
  error instanceof NotEmptyError || error instanceof BackupRefusedError
    ? `${error.message}; nothing was restored, the database is as it was`
    : error instanceof RefusedStatementError
      ? `refused ${file}: ${error.message}; the database is as it was`
      : `restore failed, nothing was written: ${(error as Error).message}`;
let onDisk: Awaited<ReturnType<typeof readBackupWithRecord>>;
try {
  onDisk = await readBackupWithRecord(resolve(process.env.INIT_CWD ?? process.cwd(), file));
} catch (error) {
  console.error(failure(refused(error)));
  process.exit(1);
}
// The embedded database belongs to the one process that opened it: refused while the server or another tool has it.
await startTool(config);
const started = Date.now();
const db = await openDatabase(config.database);
try {
  let backup: Awaited<ReturnType<typeof acceptBackup>>;
  try {
    backup = await acceptBackup(onDisk, { keys: await verificationKeys(db, config.secret), unsigned });
  } catch (error) {
    throw refused(error);
  }
  if (!backup.signed) console.warn(`${file}: its record's signature was not checked (--unsigned)`);
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
  console.error(failure(error));
  process.exitCode = 1;
} finally {
  await db.close();
}
