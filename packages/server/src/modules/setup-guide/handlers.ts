import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, requireAuth, requireStore } from '../../http/request.ts';
import type { BackupService } from '../backups/service.ts';
import { createPreferenceRepository } from '../preferences/repository.ts';
import { createSetupGuideRepository } from './repository.ts';
import { setupGuide } from './use-cases.ts';

/** The first-run guide (はじめに) of the caller's store; administrators only (x-roles). */
export function setupGuideHandlers(app: FastifyInstance, backups: BackupService | null): OperationHandlers {
  const { db, config } = app.kayoi;
  const repo = createSetupGuideRepository(db);
  const preferences = createPreferenceRepository(db);
  const verifiedBackups = async () =>
    backups ? (await backups.list()).filter((backup) => backup.verified).length : null;
  const read = async (storeId: number, hidden: boolean) =>
    setupGuide(await repo.facts(storeId), await verifiedBackups(), hidden);
  return {
    async getSetupGuide(request) {
      const storeId = requireStore(request);
      return success(await read(storeId, await preferences.setupGuideHidden(requireAuth(request).staffId)));
    },
    async updateSetupGuide(request) {
      const storeId = requireStore(request);
      const { hidden } = bodyOf(request, 'updateSetupGuide');
      const saved = await preferences.saveSetupGuideHidden(
        requireAuth(request).staffId,
        hidden,
        config.now(),
      );
      return success(await read(storeId, saved));
    },
  };
}
