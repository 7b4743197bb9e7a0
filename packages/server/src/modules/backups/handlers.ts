import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import type { BackupService } from './service.ts';

/** Without a backup configuration (tests that build the app by hand) the operation stays 501. */
export function backupHandlers(_app: FastifyInstance, service: BackupService | null): OperationHandlers {
  if (!service) return {};
  return {
    async getBackupStatus() {
      return success(await service.status());
    },
  };
}
