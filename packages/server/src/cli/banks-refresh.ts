// pnpm banks:refresh — brings the installed `zengin-code` package's banks and branches into the bank master
// (after `pnpm --filter @kayoi/server up zengin-code` for a newer one). Admins' corrections are kept; codes the
// package no longer lists are marked closed, never deleted. Uses DATABASE_URL or DATA_DIR like the server.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { installedZenginCode, loadBankMaster } from '../modules/banks/master.ts';
import { startTool } from './tool.ts';

const config = loadConfig();
await startTool(config);
const db = await openDatabase(config.database);
try {
  await migrate(db);
  const load = await loadBankMaster(db, installedZenginCode(), config.now());
  if (load) {
    process.stdout.write(
      `bank master from zengin-code ${load.version}: ${load.banks} banks, ${load.branches} branches — ` +
        `${load.added} added, ${load.changed} changed (${load.keptEdits} of them keep an admin's edit), ` +
        `${load.closed} closed, in ${load.ms} ms\n`,
    );
  }
} finally {
  await db.close();
}
