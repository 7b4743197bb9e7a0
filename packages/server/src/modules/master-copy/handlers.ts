import { masterMessages } from '@kayoi/domain/messages';
import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf } from '../../http/request.ts';
import { masterActorOf } from '../master-data/rules.ts';
import { applyMasterCopy, applyMasterTemplate, previewMasterCopy, previewMasterTemplate } from './copy.ts';

/** Copying masters between stores (マスタのコピー): a preview, and the copy itself. */
export function masterCopyHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    async previewMasterCopy(request) {
      return success(
        await previewMasterCopy(deps, masterActorOf(request), bodyOf(request, 'previewMasterCopy')),
      );
    },

    async applyMasterCopy(request) {
      return success(
        await applyMasterCopy(deps, masterActorOf(request), bodyOf(request, 'applyMasterCopy')),
        masterMessages.mastersCopied,
      );
    },

    async previewMasterTemplate(request) {
      return success(
        await previewMasterTemplate(deps, masterActorOf(request), bodyOf(request, 'previewMasterTemplate')),
      );
    },

    async applyMasterTemplate(request) {
      return success(
        await applyMasterTemplate(deps, masterActorOf(request), bodyOf(request, 'applyMasterTemplate')),
        masterMessages.templateApplied,
      );
    },
  };
}
