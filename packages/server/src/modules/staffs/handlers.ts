import { AVATAR_MAX_BYTES } from '@kayoi/domain/constants';
import { staffMessages } from '@kayoi/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { success } from '../../http/envelope.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, queryOf, requireAuth, requireStore } from '../../http/request.ts';
import {
  type Actor,
  acceptStaffInvitation,
  createStaffAccount,
  forceStaffPasswordReset,
  listStaffAccounts,
  readStaff,
  reinstateStaffAccount,
  resendStaffInvitation,
  retireStaffAccount,
  setStaffPhoto,
  updateStaffAccount,
} from './use-cases.ts';

function actorOf(request: FastifyRequest): Actor {
  const { staffId, role } = requireAuth(request);
  return { staffId, role, storeId: requireStore(request) };
}

/** The staff master (issue 13): accounts, their invitations, retirement and photos. */
export function staffHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    async listStaffs(request) {
      return success(
        await listStaffAccounts(deps, requireStore(request), queryOf(request, 'listStaffs').status),
      );
    },
    async getStaff(request) {
      return success(await readStaff(deps, actorOf(request), paramsOf(request, 'getStaff').id));
    },
    async createStaff(request, reply) {
      const detail = await createStaffAccount(deps, actorOf(request), bodyOf(request, 'createStaff'));
      return reply.code(201).send(success(detail, staffMessages.created));
    },
    async updateStaff(request) {
      const { id } = paramsOf(request, 'updateStaff');
      return success(
        await updateStaffAccount(deps, actorOf(request), id, bodyOf(request, 'updateStaff')),
        staffMessages.updated,
      );
    },
    async retireStaff(request) {
      const { id } = paramsOf(request, 'retireStaff');
      return success(
        await retireStaffAccount(deps, actorOf(request), id, bodyOf(request, 'retireStaff')),
        staffMessages.retired,
      );
    },
    async reinstateStaff(request) {
      const { id } = paramsOf(request, 'reinstateStaff');
      return success(await reinstateStaffAccount(deps, actorOf(request), id), staffMessages.reinstated);
    },
    async sendStaffInvitation(request) {
      const { id } = paramsOf(request, 'sendStaffInvitation');
      return success(await resendStaffInvitation(deps, actorOf(request), id), staffMessages.invitationSent);
    },
    async forceStaffPasswordReset(request) {
      const { id } = paramsOf(request, 'forceStaffPasswordReset');
      return success(
        await forceStaffPasswordReset(deps, actorOf(request), id),
        staffMessages.passwordResetForced,
      );
    },
    async updateStaffPhoto(request) {
      const { id } = paramsOf(request, 'updateStaffPhoto');
      const body = await readMultipart(request, { maxFileBytes: AVATAR_MAX_BYTES });
      return success(await setStaffPhoto(deps, actorOf(request), id, body), staffMessages.photoUpdated);
    },
    async deleteStaffPhoto(request) {
      const { id } = paramsOf(request, 'deleteStaffPhoto');
      return success(await setStaffPhoto(deps, actorOf(request), id, null), staffMessages.photoRemoved);
    },
    async acceptStaffInvitation(request) {
      await acceptStaffInvitation(deps, bodyOf(request, 'acceptStaffInvitation'));
      return success(null, staffMessages.invitationAccepted);
    },
  };
}
