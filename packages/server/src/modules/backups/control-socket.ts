import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import type { BackupRecord } from './backup.ts';

/**
 * The embedded database belongs to the one process that opened it, so `pnpm db:backup` asks a running
 * server to take the backup, over a Unix socket in DATA_DIR (mode 0600: only the server's own OS user).
 */
export async function serveBackupRequests(
  path: string,
  takeBackup: () => Promise<BackupRecord>,
): Promise<Server> {
  await rm(path, { force: true });
  const server = createServer((socket) => {
    socket.setEncoding('utf8');
    socket.once('data', (line) => {
      if (String(line).trim() !== 'backup') {
        socket.end(`${JSON.stringify({ error: 'unknown request' })}\n`);
        return;
      }
      takeBackup().then(
        (record) => socket.end(`${JSON.stringify({ record })}\n`),
        (error: unknown) =>
          socket.end(
            `${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`,
          ),
      );
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path }, () => resolve());
  });
  await chmod(path, 0o600);
  return server;
}

/** Asks the server listening on `path` for a backup; null when no server listens there. */
export function requestBackup(path: string): Promise<BackupRecord | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ path });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write('backup\n'));
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => {
      try {
        const parsed = JSON.parse(answer) as { record?: BackupRecord; error?: string };
        if (parsed.record) resolve(parsed.record);
        else reject(new Error(parsed.error ?? 'no answer'));
      } catch (error) {
        reject(error);
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}

/**
 * Whether a server listens on `path`, i.e. has the embedded database open: a restore or a move must not open
 * it beside that server (two processes on one PGlite folder can corrupt it).
 */
export function serverListens(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ path });
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}
