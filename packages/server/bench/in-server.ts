// Work a bench part has done inside the server's process (BenchServer.call): what needs the server's own
// database handle and cannot cross the IPC channel as arguments (a clock, a directory of its own).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../src/db/database.ts';
import { takeBackup } from '../src/modules/backups/backup.ts';
import { loadDemoData } from '../src/seed/demo.ts';

export const demoData = (db: Database) => loadDemoData(db, { now: new Date() });

/** A backup as the server takes it (issue 21), into a folder removed afterwards: its size, time and check. */
export async function backup(db: Database) {
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
