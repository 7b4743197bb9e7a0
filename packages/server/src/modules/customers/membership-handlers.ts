import { membershipMessages } from '@kayoi/domain/membership';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, requireAuth, requireStore } from '../../http/request.ts';
import {
  cancelMembershipRequest,
  getMembershipRules,
  listMembershipRequests,
  requestMembershipChange,
  returnFromPause,
  updateMembershipRules,
} from './membership.ts';
import type { Actor } from './use-cases.ts';

function actorOf(request: FastifyRequest): Actor {
  const { staffId, role } = requireAuth(request);
  return { staffId, role, storeId: requireStore(request) };
}

/** 休会 / 退会 by the store's rules (issue 29 §3): the rules, a member's requests, scheduling and cancelling. */
export function membershipHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    async getMembershipRules(request) {
      return success(await getMembershipRules(deps, actorOf(request)));
    },

    async updateMembershipRules(request) {
      const input = bodyOf(request, 'updateMembershipRules');
      return success(
        await updateMembershipRules(deps, actorOf(request), input),
        membershipMessages.rulesSaved,
      );
    },

    async listMembershipRequests(request) {
      const { id } = paramsOf(request, 'listMembershipRequests');
      return success(await listMembershipRequests(deps, actorOf(request), id));
    },

    async requestMembershipChange(request, reply) {
      const { id } = paramsOf(request, 'requestMembershipChange');
      const input = bodyOf(request, 'requestMembershipChange');
      const { request: made, message } = await requestMembershipChange(deps, actorOf(request), id, input);
      return reply.code(201).send(success(made, message));
    },

    async returnFromPause(request) {
      const { id, requestId } = paramsOf(request, 'returnFromPause');
      const input = bodyOf(request, 'returnFromPause');
      const { request: shortened, message } = await returnFromPause(
        deps,
        actorOf(request),
        id,
        requestId,
        input,
      );
      return success(shortened, message);
    },

    async cancelMembershipRequest(request) {
      const { id, requestId } = paramsOf(request, 'cancelMembershipRequest');
      const { request: cancelled, message } = await cancelMembershipRequest(
        deps,
        actorOf(request),
        id,
        requestId,
      );
      return success(cancelled, message);
    },
  };
}
