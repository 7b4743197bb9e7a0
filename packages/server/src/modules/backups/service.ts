import { lstat } from 'node:fs/promises';
import type { Server } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { formatTokyo, isoTokyo } from '@kayoi/domain/calendar';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import {
  BACKUP_NAME,
  BackupBusyError,
  type BackupRecord,
  listBackups,
  pruneBackups,
  takeBackup,
} from './backup.ts';
import type { BackupConfig } from './config.ts';
import { serveBackupRequests } from './control-socket.ts';
import { createBackupRepository } from './repository.ts';
import { signatureValid, verificationKeys } from './signing.ts';

const HOUR_MS = 60 * 60 * 1000;
/** No verified backup younger than this: the dashboard warns. */
export const BACKUP_OVERDUE_MS = 48 * HOUR_MS;
const CATCH_UP_AGE_MS = 24 * HOUR_MS;

export interface BackupService {
  /** One backup now (an admin's, or `pnpm db:backup` through the socket), then the retention. */
  backupNow(): Promise<BackupRecord>;
  /**
   * The day's backup, once per database: the server whose claim of the Tokyo day wins takes it, the others
   * answer null (several servers on one PostgreSQL each run the schedule).
   */
  dailyBackup(): Promise<BackupRecord | null>;
  status(): Promise<BackupStatus>;
  /** The backups in BACKUP_DIR, newest first; `verified` only when the record's signature checks too. */
  list(): Promise<BackupListItem[]>;
  /** The path of the backup named `file`, or null: only a name of the list (no other path is ever opened). */
  fileOf(file: string): Promise<string | null>;
  close(): Promise<void>;
}

export interface BackupListItem {
  file: string;
  taken_at: string;
  bytes: number;
  rows: number;
  dump_ms: number;
  verify_ms: number;
  verified: boolean;
  /** The record's signature matches this server's key: a record rewritten by hand is not believed. */
  signed: boolean;
  problems: string[];
}

export interface BackupStatus {
  enabled: boolean;
  daily_hour: number | null;
  keep_daily: number;
  keep_monthly: number;
  overdue: boolean;
  last_verified_at: string | null;
  last: {
    file: string;
    taken_at: string;
    bytes: number;
    rows: number;
    dump_ms: number;
    verified: boolean;
    verify_ms: number;
    problems: string[];
  } | null;
  last_failure: { at: string; message: string } | null;
  count: number;
}

/** The instant of the next `hour`:00 in Tokyo after `now` (Japan keeps no daylight saving time). */
export function nextTokyoHour(now: Date, hour: number): Date {
  const tokyo = new Date(now.getTime() + 9 * HOUR_MS);
  const next = Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth(), tokyo.getUTCDate(), hour) - 9 * HOUR_MS;
  return new Date(next > now.getTime() ? next : next + 24 * HOUR_MS);
}

/** The backups in the folder, newest first; a record is believed only when this server's key signed it. */
async function listSignedBackups(
  db: Database,
  dir: string,
  secret: string | undefined,
): Promise<BackupListItem[]> {
  const keys = await verificationKeys(db, secret);
  return (await listBackups(dir)).map((record) => {
    const signed = signatureValid(
      keys,
      { ...record, verified: record.verification?.ok === true },
      record.signature,
    );
    return {
      file: record.file,
      taken_at: record.taken_at,
      bytes: record.bytes,
      rows: record.rows,
      dump_ms: record.dump_ms,
      verify_ms: record.verification?.ms ?? 0,
      verified: signed && record.verification?.ok === true,
      signed,
      problems: signed ? (record.verification?.problems ?? []) : [],
    };
  });
}

/** What the admin screen shows: the schedule, the last backup and the last verified one, the last failure. */
function statusOf(
  records: readonly BackupListItem[],
  config: BackupConfig,
  at: Date,
  lastFailure: BackupStatus['last_failure'],
): BackupStatus {
  const last = records[0] ?? null;
  const lastVerified = records.find((r) => r.verified) ?? null;
  return {
    enabled: config.hour !== null,
    daily_hour: config.hour,
    keep_daily: config.keep.daily,
    keep_monthly: config.keep.monthly,
    overdue: !lastVerified || at.getTime() - new Date(lastVerified.taken_at).getTime() > BACKUP_OVERDUE_MS,
    last_verified_at: lastVerified?.taken_at ?? null,
    last: last && {
      file: last.file,
      taken_at: last.taken_at,
      bytes: last.bytes,
      rows: last.rows,
      dump_ms: last.dump_ms,
      verified: last.verified,
      verify_ms: last.verify_ms,
      problems: last.problems,
    },
    last_failure: lastFailure,
    count: records.length,
  };
}

/**
 * The server's backups: the daily one at the configured Tokyo hour with the retention after it, the
 * socket `pnpm db:backup` asks when this process holds the embedded database (`ownsEmbedded`), and the
 * status the admin API answers. A failure is logged as an error (never the database URL) and kept for
 * the status; the next day tries again.
 */
export async function startBackupService(options: {
  db: Database;
  config: BackupConfig;
  now: () => Date;
  log: FastifyBaseLogger;
  postgresUrl?: string;
  /** KAYOI_SECRET: signs the records instead of the database's key. */
  secret?: string;
  ownsEmbedded: boolean;
  /** How long after the start a missed daily backup is caught up (default 5 minutes). */
  catchUpAfterMs?: number;
}): Promise<BackupService> {
  const { db, config, now, log } = options;
  let lastFailure: BackupStatus['last_failure'] = null;
  let timer: NodeJS.Timeout | null = null;
  let socket: Server | null = null;
  const repo = createBackupRepository(db);
  const me = `${hostname()}:${process.pid}`;

  async function backupNow(): Promise<BackupRecord> {
    try {
      const record = await takeBackup(db, {
        dir: config.dir,
        now,
        postgresUrl: options.postgresUrl,
        secret: options.secret,
      });
      const summary = {
        file: record.file,
        bytes: record.bytes,
        rows: record.rows,
        dump_ms: record.dump_ms,
        verify_ms: record.verification.ms,
      };
      if (record.verification.ok) log.info(summary, 'backup taken and verified');
      else log.error({ ...summary, problems: record.verification.problems }, 'backup verification failed');
      const removed = await pruneBackups(config.dir, config.keep);
      if (removed.length > 0) log.info({ removed }, 'old backups removed');
      return record;
    } catch (error) {
      if (!(error instanceof BackupBusyError)) {
        lastFailure = {
          at: isoTokyo(now()),
          message: error instanceof Error ? error.message : String(error),
        };
        log.error({ err: error }, 'backup failed');
      }
      throw error;
    }
  }

  async function dailyBackup(): Promise<BackupRecord | null> {
    const day = formatTokyo(now(), 'yyyy-MM-dd');
    if (!(await repo.claimDay(day, me, now()))) {
      log.info({ day }, 'the daily backup is taken by another server on this database');
      return null;
    }
    try {
      const record = await backupNow();
      await repo.finishDay(day, me, now());
      return record;
    } catch (error) {
      await repo.releaseDay(day, me).catch(() => {});
      throw error;
    }
  }

  const list = () => listSignedBackups(db, config.dir, options.secret);

  function schedule() {
    if (config.hour === null) return;
    const delay = Math.max(1000, nextTokyoHour(now(), config.hour).getTime() - now().getTime());
    timer = setTimeout(() => {
      dailyBackup()
        .catch(() => {})
        .finally(schedule);
    }, delay);
    timer.unref();
  }

  schedule();
  // A desk PC that is off at the daily hour would never back up: a server that starts with no backup of
  // the last 24 hours takes one soon after (not at once: the start and the first logins come first).
  let catchUp: NodeJS.Timeout | null = null;
  if (config.hour !== null) {
    catchUp = setTimeout(
      () => {
        listBackups(config.dir)
          .then((records) => {
            const newest = records[0];
            if (!newest || now().getTime() - new Date(newest.taken_at).getTime() > CATCH_UP_AGE_MS) {
              log.info('no backup in the last 24 hours: taking one now');
              return dailyBackup();
            }
          })
          .catch(() => {});
      },
      options.catchUpAfterMs ?? 5 * 60 * 1000,
    );
    catchUp.unref();
  }
  if (options.ownsEmbedded) {
    try {
      socket = await serveBackupRequests(config.socketPath, backupNow);
    } catch (error) {
      log.warn({ err: error }, 'pnpm db:backup cannot reach this server (backup socket not opened)');
    }
  }

  return {
    backupNow,
    dailyBackup,
    list,
    async fileOf(file) {
      if (!BACKUP_NAME.test(file)) return null;
      // A name of the list whose record this server signed, and a plain file (a link put into BACKUP_DIR by
      // someone else, pointing anywhere, is not served).
      const known = (await list()).some((record) => record.file === file && record.signed);
      const path = join(config.dir, file);
      if (
        !known ||
        !(await lstat(path).then(
          (info) => info.isFile(),
          () => false,
        ))
      )
        return null;
      return path;
    },
    status: async () => statusOf(await list(), config, now(), lastFailure),
    async close() {
      if (timer) clearTimeout(timer);
      if (catchUp) clearTimeout(catchUp);
      if (socket) await new Promise<void>((resolve) => socket?.close(() => resolve()));
    },
  };
}
