import { privateDirs } from '../config.ts';
import { protectDataDir } from '../data-dir.ts';
import type { DatabaseConfig } from '../db/database.ts';
import { DatabaseInUseError, lockEmbeddedDatabase } from '../db/lock.ts';

/**
 * What every `pnpm` tool does first: its files are the OS user's only (umask 077, DATA_DIR's modes put
 * right), and, on the embedded database, it holds the database's lock for as long as it runs, or stops
 * here with the message naming who holds it (a running server, another tool). Exit code 1.
 */
export async function startTool(
  config: { dataDir: string; database: DatabaseConfig; backups?: { dir: string } | undefined },
  options: { lock?: boolean } = {},
): Promise<void> {
  await protectDataDir(privateDirs(config));
  if (options.lock !== false) await holdEmbeddedDatabase(config.database);
}

/** Holds the embedded database's lock until the process exits; a no-op on PostgreSQL. */
export async function holdEmbeddedDatabase(database: DatabaseConfig): Promise<void> {
  if (database.kind !== 'pglite' || !database.dataDir) return;
  try {
    await lockEmbeddedDatabase(database.dataDir);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
