import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { backupMessages } from '@kayoi/domain/messages';
import type { FastifyInstance } from 'fastify';
import { ApiError, success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, requireAuth } from '../../http/request.ts';
import { authDeps } from '../auth/handlers.ts';
import { confirmOwnPassword } from '../auth/use-cases.ts';
import { BackupBusyError, type BackupRecord } from './backup.ts';
import type { BackupService } from './service.ts';

/** What the API tells of a backup (BackupRecord in the spec). */
const view = (record: BackupRecord) => ({
  file: record.file,
  taken_at: record.taken_at,
  bytes: record.bytes,
  rows: record.rows,
  dump_ms: record.dump_ms,
  verified: record.verification.ok,
  verify_ms: record.verification.ms,
  problems: record.verification.problems,
});

/**
 * Administrators only (x-roles): the state, the list, a backup now, and a download behind the password.
 * Without a backup configuration (tests that build the app by hand) the operations stay 501.
 */
export function backupHandlers(app: FastifyInstance, service: BackupService | null): OperationHandlers {
  if (!service) return {};
  const auth = authDeps(app);
  return {
    async getBackupStatus() {
      return success(await service.status());
    },
    async listBackups() {
      return success((await service.list()).map(({ signed: _signed, ...item }) => ({ ...item })));
    },
    async createBackup(_request, reply) {
      let record: BackupRecord;
      try {
        record = await service.backupNow();
      } catch (error) {
        if (error instanceof BackupBusyError) throw new ApiError(409, 'CONFLICT', backupMessages.busy);
        throw error;
      }
      return reply
        .code(201)
        .send(
          success(
            view(record),
            record.verification.ok ? backupMessages.created : backupMessages.createdUnverified,
          ),
        );
    },
    async downloadBackup(request, reply) {
      const { file } = paramsOf(request, 'downloadBackup');
      const body = bodyOf(request, 'downloadBackup');
      await confirmOwnPassword(auth, requireAuth(request), body.current_password);
      const path = await service.fileOf(file);
      if (!path) throw new ApiError(404, 'NOT_FOUND', backupMessages.notFound);
      const size = (await stat(path)).size;
      const record = await readFile(`${path}.json`);
      request.log.info({ file, staff_id: requireAuth(request).staffId }, 'backup downloaded');
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('content-length', String(size))
        .header('x-backup-record', record.toString('base64url'))
        .header('cache-control', 'no-store')
        .send(createReadStream(path));
    },
  };
}
