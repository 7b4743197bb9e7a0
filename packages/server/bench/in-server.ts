// Work a bench part has done inside the server's process (BenchServer.call, by name): what needs the server's own
// database handle (embedded PGlite belongs to one process) or the server's own memory.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../src/db/database.ts';
import { takeBackup } from '../src/modules/backups/backup.ts';
import { loadDemoData } from '../src/seed/demo.ts';
import { addCustomers } from './customers.ts';
import { generateHistory } from './history.ts';
import { extendHistoryForReports } from './reports-history.ts';
import { probedExport } from './zengin.ts';

const demoData = (db: Database) => loadDemoData(db, { now: new Date() });

/** A backup as the server takes it (issue 21), into a folder removed afterwards: its size, time and check. */
async function backup(db: Database) {
  const dir = await mkdtemp(join(tmpdir(), 'kayoi-bench-backups-'));
  try {
    const record = await takeBackup(db, {
      dir,
      now: () => new Date(),
      ...(process.env.DATABASE_URL ? { postgresUrl: process.env.DATABASE_URL } : {}),
    });
    return {
      bytes: record.bytes,
      dump_ms: record.dump_ms,
      ok: record.verification.ok,
      verify_ms: record.verification.ms,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What a part may run in the server's process: `fn(db, ...args)`. */
export const inServer = {
  demoData,
  backup,
  generateHistory,
  extendHistoryForReports,
  addCustomers,
  probedExport,
};
