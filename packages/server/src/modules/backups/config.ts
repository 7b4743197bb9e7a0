import { resolve } from 'node:path';

export interface BackupConfig {
  /** BACKUP_DIR (default DATA_DIR/backups). */
  dir: string;
  /** BACKUP_HOUR: the Tokyo hour (0–23) of the daily backup; BACKUP_HOUR=off takes none. */
  hour: number | null;
  /** BACKUP_KEEP_DAILY (14) and BACKUP_KEEP_MONTHLY (12). */
  keep: { daily: number; monthly: number };
  /** Where `pnpm db:backup` reaches a running server on the embedded database. */
  socketPath: string;
}

export function backupConfig(env: NodeJS.ProcessEnv, dataDir: string): BackupConfig {
  const hour = env.BACKUP_HOUR === 'off' ? null : Number(env.BACKUP_HOUR ?? 3);
  if (hour !== null && !(Number.isInteger(hour) && hour >= 0 && hour <= 23)) {
    throw new Error('BACKUP_HOUR must be an hour 0–23 (Asia/Tokyo) or off');
  }
  const count = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!(Number.isInteger(value) && value >= 1)) throw new Error(`${name} must be a whole number ≥ 1`);
    return value;
  };
  return {
    dir: resolve(dataDir, env.BACKUP_DIR ?? 'backups'),
    hour,
    keep: { daily: count('BACKUP_KEEP_DAILY', 14), monthly: count('BACKUP_KEEP_MONTHLY', 12) },
    socketPath: resolve(dataDir, 'backup.sock'),
  };
}
