import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { success } from '../../http/envelope.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, queryOf, requireAuth, requireStore } from '../../http/request.ts';
import {
  exportFile,
  exportVersion,
  listExports,
  precheckExport,
  type ZenginFileDownload,
} from './export-use-cases.ts';
import { importMessage, importResults, listResults } from './result-use-cases.ts';
import {
  createProfile,
  deleteProfile,
  listProfiles,
  readBankAccount,
  readProfile,
  saveBankAccount,
  updateProfile,
  type ZenginActor,
  zenginServerMessages,
} from './use-cases.ts';

/** A result file is a few megabytes at most (120 bytes a record: 10 MB is 87,000 records). */
const RESULT_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** The request file as the bank takes it: Shift_JIS bytes, named, never cached, streamed from the kept version. */
function sendFile(reply: FastifyReply, file: ZenginFileDownload) {
  return reply
    .header('content-type', 'text/plain; charset=Shift_JIS')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('content-length', String(file.byteSize))
    .header('x-zengin-export-id', String(file.id))
    .header('cache-control', 'no-store')
    .send(file.body);
}

/** 口座振替 (issue 16): admins and managers of the caller's store (x-roles, enforced by the operations hook). */
export function zenginHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  const actorOf = (request: FastifyRequest): ZenginActor => ({
    staffId: requireAuth(request).staffId,
    storeId: requireStore(request),
  });
  return {
    getCustomerBankAccount: async (request) =>
      success(await readBankAccount(deps, actorOf(request), paramsOf(request, 'getCustomerBankAccount').id)),
    updateCustomerBankAccount: async (request) =>
      success(
        await saveBankAccount(
          deps,
          actorOf(request),
          paramsOf(request, 'updateCustomerBankAccount').id,
          bodyOf(request, 'updateCustomerBankAccount'),
        ),
        zenginServerMessages.accountSaved,
      ),

    listCollectionProfiles: async (request) => success(await listProfiles(deps, actorOf(request))),
    async createCollectionProfile(request, reply) {
      const profile = await createProfile(deps, actorOf(request), bodyOf(request, 'createCollectionProfile'));
      return reply.code(201).send(success(profile, zenginServerMessages.profileCreated));
    },
    getCollectionProfile: async (request) =>
      success(await readProfile(deps, actorOf(request), paramsOf(request, 'getCollectionProfile').id)),
    updateCollectionProfile: async (request) =>
      success(
        await updateProfile(
          deps,
          actorOf(request),
          paramsOf(request, 'updateCollectionProfile').id,
          bodyOf(request, 'updateCollectionProfile'),
        ),
        zenginServerMessages.profileUpdated,
      ),
    async deleteCollectionProfile(request) {
      await deleteProfile(deps, actorOf(request), paramsOf(request, 'deleteCollectionProfile').id);
      return success(null, zenginServerMessages.profileDeleted);
    },

    getZenginExportPrecheck: async (request) =>
      success(
        await precheckExport(
          deps,
          actorOf(request),
          paramsOf(request, 'getZenginExportPrecheck').id,
          queryOf(request, 'getZenginExportPrecheck').profile_id,
        ),
      ),
    downloadZenginExport: async (request, reply) =>
      sendFile(
        reply,
        await exportFile(
          deps,
          actorOf(request),
          paramsOf(request, 'downloadZenginExport').id,
          queryOf(request, 'downloadZenginExport').profile_id,
        ),
      ),
    listZenginExports: async (request) =>
      success(await listExports(deps, actorOf(request), paramsOf(request, 'listZenginExports').id)),
    async downloadZenginExportVersion(request, reply) {
      const params = paramsOf(request, 'downloadZenginExportVersion');
      return sendFile(reply, await exportVersion(deps, actorOf(request), params.id, params.exportId));
    },

    listTransferResults: async (request) =>
      success(await listResults(deps, actorOf(request), paramsOf(request, 'listTransferResults').id)),
    async importTransferResults(request) {
      const actor = actorOf(request);
      const body = await readMultipart(request, { maxFileBytes: RESULT_FILE_MAX_BYTES, maxFields: 5 });
      const outcome = await importResults(
        deps,
        actor,
        paramsOf(request, 'importTransferResults').id,
        body.file && { filename: body.file.filename, bytes: body.file.bytes },
      );
      return success(outcome, importMessage(outcome));
    },
  };
}
