import { familyMessageMessages as messages } from '@kayoi/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paginated, success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, queryOf, requireAuth, requireStore } from '../../http/request.ts';
import { requireFamily } from '../family/handlers.ts';
import { createFamilyMessageRepository } from './repository.ts';
import {
  type DeskStaff,
  type FamilyMessageDeps,
  familyMessages,
  familyThread,
  familyThreadUnread,
  listFamilyThreads,
  markFamilyMessagesRead,
  markFamilyThreadRead,
  postFamilyMessage,
  replyToFamilyThread,
} from './use-cases.ts';

const deskOf = (request: FastifyRequest): DeskStaff => ({
  staffId: requireAuth(request).staffId,
  storeId: requireStore(request),
});

/** お問い合わせ (issue 32): the family's thread (/api/family/messages) and the desk's inbox (/api/family-threads). */
export function familyMessageHandlers(app: FastifyInstance): OperationHandlers {
  const { db, config, events } = app.kayoi;
  const deps: FamilyMessageDeps = { db, repo: createFamilyMessageRepository(db), now: config.now, events };
  return {
    listFamilyMessages: async (request) => success(await familyMessages(deps, requireFamily(request))),
    async postFamilyMessage(request, reply) {
      const message = await postFamilyMessage(
        deps,
        requireFamily(request),
        bodyOf(request, 'postFamilyMessage'),
      );
      reply.status(201);
      return success(message, messages.sent);
    },
    markFamilyMessagesRead: async (request) =>
      success(await markFamilyMessagesRead(deps, requireFamily(request))),
    async listFamilyThreads(request) {
      const query = queryOf(request, 'listFamilyThreads');
      const page = query.page ?? 1;
      const perPage = query.per_page ?? 20;
      const { threads, total } = await listFamilyThreads(deps, deskOf(request), page, perPage);
      return paginated(threads, { page, perPage, total });
    },
    getFamilyThreadUnread: async (request) => success(await familyThreadUnread(deps, deskOf(request))),
    getFamilyThread: async (request) =>
      success(await familyThread(deps, deskOf(request), paramsOf(request, 'getFamilyThread').id)),
    async replyToFamilyThread(request, reply) {
      const message = await replyToFamilyThread(
        deps,
        deskOf(request),
        paramsOf(request, 'replyToFamilyThread').id,
        bodyOf(request, 'replyToFamilyThread'),
      );
      reply.status(201);
      return success(message, messages.sent);
    },
    markFamilyThreadRead: async (request) =>
      success(
        await markFamilyThreadRead(deps, deskOf(request), paramsOf(request, 'markFamilyThreadRead').id),
      ),
  };
}
