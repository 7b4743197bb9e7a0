// `pnpm db:backup`: one verified backup into BACKUP_DIR (default DATA_DIR/backups), while the server runs or not.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { type BackupRecord, takeBackup } from '../modules/backups/backup.ts';
import { requestBackup } from '../modules/backups/control-socket.ts';
import { holdEmbeddedDatabase, startTool } from './tool.ts';

const config = loadConfig();
const backups = config.backups;
if (!backups) throw new Error('no backup configuration');
await startTool(config, { lock: false });

let record: BackupRecord | null = null;
// The embedded database is open in at most one process: a running server takes the backup itself.
if (config.database.kind === 'pglite') record = await requestBackup(backups.socketPath);
if (!record) {
  await holdEmbeddedDatabase(config.database);
  const db = await openDatabase(config.database);
  try {
    record = await takeBackup(db, {
      dir: backups.dir,
      now: config.now,
      postgresUrl: config.database.kind === 'postgres' ? config.database.url : undefined,
      secret: config.secret,
    });
  } finally {
    await db.close();
  }
}
const line = `${backups.dir}/${record.file}: ${(record.bytes / 1024).toFixed(0)} KiB, ${record.rows} rows, dump ${record.dump_ms} ms`;
if (record.verification.ok) {
  console.info(`${line}, verified in ${record.verification.ms} ms`);
} else {
  console.error(`${line}, VERIFICATION FAILED: ${record.verification.problems.join('; ')}`);
  process.exitCode = 1;
}
