import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { link, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { formatTokyo, isoTokyo } from '@kayoi/domain/calendar';
import type { Database } from '../../db/database.ts';
import { type Verification, verifyBackup } from './restore.ts';
import { sha256File, signingKey, signRecord } from './signing.ts';
import { writeSnapshot } from './snapshot.ts';

export interface BackupRecord {
  file: string;
  kind: Database['kind'];
  taken_at: string;
  bytes: number;
  sha256: string;
  dump_ms: number;
  /** Rows over all tables, as the snapshot counted them. */
  rows: number;
  verification: Verification;
  /** HMAC of the fields above (signing.ts) with KAYOI_SECRET's key or the database's: a restore checks it. */
  signature: string;
}

export interface BackupOptions {
  dir: string;
  now: () => Date;
  /** PostgreSQL: the server's URL (pg_dump connects by itself). */
  postgresUrl?: string;
  /** KAYOI_SECRET, when set: the records are signed with a key derived from it instead of the database's. */
  secret?: string;
}

export class BackupBusyError extends Error {}

export const BACKUP_NAME = /^kayoi-(\d{4})-(\d{2})-(\d{2})T(\d{6})\+0900\.sql\.gz$/;
const TEMP_PREFIX = '.partial-';
const LOCK_FILE = '.backup.lock';

/**
 * Takes one backup into `dir` and verifies it: the dump goes to a temporary name, is flushed to disk and
 * only then renamed, so a file with a backup's name is always whole (a full disk or a crash leaves a
 * `.partial-` file, removed by the next run). One backup at a time per directory, across processes too
 * (the daily one in the server and `pnpm db:backup`). The record is written beside it as `<name>.json`.
 */
export async function takeBackup(db: Database, options: BackupOptions): Promise<BackupRecord> {
  await mkdir(options.dir, { recursive: true, mode: 0o700 });
  const release = await lock(options.dir);
  try {
    await removePartials(options.dir);
    const now = options.now();
    const name = `kayoi-${formatTokyo(now, "yyyy-MM-dd'T'HHmmss")}+0900.sql.gz`;
    const temp = join(options.dir, `${TEMP_PREFIX}${name}`);
    const target = join(options.dir, name);
    const started = Date.now();
    let header: Awaited<ReturnType<typeof writeSnapshot>>;
    try {
      const gzip = createGzip({ level: 6 });
      const file = createWriteStream(temp, { mode: 0o600 });
      const written = pipeline(gzip, file);
      // A full disk rejects this while the snapshot is still being written: handled here (a rejection left
      // alone until the await below would end the server's process), reported by the await.
      written.catch(() => {});
      try {
        header = await writeSnapshot(
          db,
          { postgresUrl: options.postgresUrl, now, isoNow: isoTokyo(now) },
          gzip,
        );
      } catch (error) {
        // The file is opened in the background: a snapshot that fails at once could have its partial file
        // removed below before the open made it, and the open then left it behind (a fresh-clone run found
        // `.partial-…` after a failed backup). Removed only once the file is closed.
        gzip.destroy();
        file.destroy();
        await written.catch(() => {});
        if (!file.closed) await once(file, 'close');
        throw error;
      }
      gzip.end();
      await written;
      const handle = await open(temp, 'r');
      await handle.sync().finally(() => handle.close());
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    const dumpMs = Date.now() - started;
    const verification = await verifyBackup(target);
    const fields = {
      file: name,
      kind: header.kind,
      taken_at: header.taken_at,
      bytes: (await stat(target)).size,
      sha256: await sha256File(target),
      rows: Object.values(header.counts).reduce((sum, n) => sum + n, 0),
    };
    const key = await signingKey(db, options.secret);
    const record: BackupRecord = {
      ...fields,
      dump_ms: dumpMs,
      verification,
      signature: signRecord(key, { ...fields, verified: verification.ok }),
    };
    const recordTemp = join(options.dir, `${TEMP_PREFIX}${name}.json`);
    await writeFile(recordTemp, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
    await rename(recordTemp, join(options.dir, `${name}.json`));
    return record;
  } finally {
    await release();
  }
}

/** The records of the backups in `dir`, newest first. */
export async function listBackups(dir: string): Promise<BackupRecord[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const records: BackupRecord[] = [];
  for (const name of names
    .filter((n) => BACKUP_NAME.test(n))
    .sort()
    .reverse()) {
    try {
      const record = JSON.parse(await readFile(join(dir, `${name}.json`), 'utf8')) as BackupRecord;
      // A record naming another file is not this file's.
      if (record.file === name) records.push(record);
    } catch {
      // a backup without its record (copied in by hand): not one this server took
    }
  }
  return records;
}

/**
 * Keeps the newest backup of each of the last `daily` days that have one, and the newest of each of the
 * last `monthly` months; removes the others (and their records). Tokyo days and months, from the names.
 */
export async function pruneBackups(dir: string, keep: { daily: number; monthly: number }): Promise<string[]> {
  const names = (await readdir(dir))
    .filter((n) => BACKUP_NAME.test(n))
    .sort()
    .reverse();
  const kept = new Set<string>();
  const days = new Set<string>();
  const months = new Set<string>();
  for (const name of names) {
    const day = name.slice(6, 16);
    const month = name.slice(6, 13);
    if (!days.has(day) && days.size < keep.daily) {
      days.add(day);
      kept.add(name);
    }
    if (!months.has(month) && months.size < keep.monthly) {
      months.add(month);
      kept.add(name);
    }
  }
  const removed = names.filter((n) => !kept.has(n));
  for (const name of removed) {
    await rm(join(dir, name), { force: true });
    await rm(join(dir, `${name}.json`), { force: true });
  }
  return removed;
}

async function removePartials(dir: string) {
  for (const name of await readdir(dir)) {
    if (name.startsWith(TEMP_PREFIX) && !name.startsWith(`${TEMP_PREFIX}lock-`))
      await rm(join(dir, name), { force: true });
  }
}

/** Directories this process holds the lock of (a container's server is often pid 1 after every restart). */
const held = new Set<string>();

/**
 * A lock file holding the owner's pid, made whole under another name and linked into place (link fails
 * when the lock exists, and nobody ever sees it empty); one left by a process that no longer runs is
 * taken over.
 */
async function lock(dir: string): Promise<() => Promise<void>> {
  const path = join(dir, LOCK_FILE);
  if (held.has(path)) throw new BackupBusyError('another backup is running');
  held.add(path);
  const mine = join(dir, `${TEMP_PREFIX}lock-${process.pid}-${Date.now()}`);
  try {
    await writeFile(mine, String(process.pid), { mode: 0o600 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        await link(mine, path);
        return async () => {
          held.delete(path);
          await rm(path, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const owner = Number(await readFile(path, 'utf8').catch(() => ''));
        if (owner && owner !== process.pid && isRunning(owner)) break;
        await rm(path, { force: true });
      }
    }
    throw new BackupBusyError('another backup is running');
  } catch (error) {
    held.delete(path);
    throw error;
  } finally {
    await rm(mine, { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
