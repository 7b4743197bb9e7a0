import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BackupRecord } from '../src/modules/backups/backup.ts';
import { requestBackup, serveBackupRequests, serverListens } from '../src/modules/backups/control-socket.ts';

// The Unix socket through which `pnpm db:backup` asks a running server (which owns the embedded database) for a
// backup, and through which db:restore and db:move-to-postgres learn that a server has that database open.

const dir = await mkdtemp(join(tmpdir(), 'kayoi-control-socket-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the backup control socket', () => {
  it('when a server listens, then it is seen and answers a backup request; once closed, nobody is there', async () => {
    const path = join(dir, 'backup.sock');
    const record = { file: 'kayoi-20261124-0300.sql.gz' } as unknown as BackupRecord;
    const server = await serveBackupRequests(path, async () => record);

    expect(await serverListens(path)).toBe(true);
    expect(await requestBackup(path)).toEqual(record);

    await new Promise((resolve) => server.close(resolve));
    expect(await serverListens(path)).toBe(false);
    expect(await requestBackup(path)).toBeNull();
  });

  it('when no server ever listened there, then restore and move may go on', async () => {
    expect(await serverListens(join(dir, 'nobody.sock'))).toBe(false);
  });
});
