// `pnpm db:move-to-postgres`: copies the embedded database (DATA_DIR/db) into the empty PostgreSQL database
// of DATABASE_URL, and proves it: a verified backup of the embedded database is taken first (kept in
// BACKUP_DIR), restored into PostgreSQL, then every table's rows and checksum compared on both sides.
// Stop the server first: what it writes after the copy would stay behind.
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { takeBackup } from '../modules/backups/backup.ts';
import { NotEmptyError, readBackup, restoreBackup } from '../modules/backups/restore.ts';
import { rowCounts, tableChecksums } from '../modules/backups/snapshot.ts';
import { startTool } from './tool.ts';

const target = loadConfig();
const source = loadConfig({ ...process.env, DATABASE_URL: undefined });
if (target.database.kind !== 'postgres' || source.database.kind !== 'pglite' || !source.backups) {
  console.error(
    'usage: DATABASE_URL=postgres://… pnpm db:move-to-postgres (DATA_DIR names the embedded database)',
  );
  process.exit(2);
}
// Refused while the server (or another tool) has the embedded database open.
await startTool(source);

const started = Date.now();
const embedded = await openDatabase(source.database);
const postgres = await openDatabase(target.database);
try {
  const record = await takeBackup(embedded, { dir: source.backups.dir, now: source.now });
  if (!record.verification.ok)
    throw new Error(`the backup did not verify: ${record.verification.problems.join('; ')}`);
  await restoreBackup(postgres, await readBackup(join(source.backups.dir, record.file)));
  const [fromCounts, toCounts] = [(await rowCounts(embedded)).counts, (await rowCounts(postgres)).counts];
  const [fromSums, toSums] = [await tableChecksums(embedded), await tableChecksums(postgres)];
  const differ = Object.keys({ ...fromCounts, ...toCounts }).filter(
    (table) => fromCounts[table] !== toCounts[table] || fromSums[table] !== toSums[table],
  );
  if (differ.length > 0) throw new Error(`tables differ after the copy: ${differ.join(', ')}`);
  const rows = Object.values(toCounts).reduce((sum, n) => sum + n, 0);
  console.info(
    `moved ${rows} rows in ${Object.keys(toCounts).length} tables to PostgreSQL in ${Date.now() - started} ms; ` +
      `rows and checksums equal in every table. Backup kept: ${join(source.backups.dir, record.file)}. ` +
      'Start the server with DATABASE_URL set from now on.',
  );
} catch (error) {
  console.error(error instanceof NotEmptyError ? error.message : `move failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await embedded.close();
  await postgres.close();
}
