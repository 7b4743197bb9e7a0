import { memberNoticeMessages as messages } from '@kayoi/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paginated, success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, queryOf, requireAuth, requireStore } from '../../http/request.ts';
import { requireFamily } from '../family/handlers.ts';
import { createMemberNoticeRepository } from './repository.ts';
import {
  familyNotices,
  lessonNoticeDraft,
  listMemberNotices,
  type MemberNoticeDeps,
  markFamilyNoticeRead,
  memberNoticeDetail,
  type NoticeStaff,
  publishMemberNotice,
  withdrawMemberNotice,
} from './use-cases.ts';

const staffOf = (request: FastifyRequest): NoticeStaff => {
  const auth = requireAuth(request);
  return { staffId: auth.staffId, role: auth.role, storeId: requireStore(request) };
};

/** お知らせ (issue 32): the staff's operations (/api/member-notices) and the family's (/api/family/notices). */
export function memberNoticeHandlers(app: FastifyInstance): OperationHandlers {
  const { db, config, events } = app.kayoi;
  const deps: MemberNoticeDeps = { db, repo: createMemberNoticeRepository(db), now: config.now, events };
  return {
    async listMemberNotices(request) {
      const query = queryOf(request, 'listMemberNotices');
      const page = query.page ?? 1;
      const perPage = query.per_page ?? 20;
      const { notices, total } = await listMemberNotices(deps, staffOf(request), page, perPage);
      return paginated(notices, { page, perPage, total });
    },
    async createMemberNotice(request, reply) {
      const notice = await publishMemberNotice(deps, staffOf(request), bodyOf(request, 'createMemberNotice'));
      reply.status(201);
      return success(notice, messages.published);
    },
    getMemberNotice: async (request) =>
      success(await memberNoticeDetail(deps, staffOf(request), paramsOf(request, 'getMemberNotice').id)),
    withdrawMemberNotice: async (request) =>
      success(
        await withdrawMemberNotice(deps, staffOf(request), paramsOf(request, 'withdrawMemberNotice').id),
        messages.withdrawn,
      ),
    async getLessonNoticeDraft(request) {
      const { id, date } = paramsOf(request, 'getLessonNoticeDraft');
      return success(await lessonNoticeDraft(deps, staffOf(request), id, date));
    },
    listFamilyNotices: async (request) => success(await familyNotices(deps, requireFamily(request))),
    markFamilyNoticeRead: async (request) =>
      success(
        await markFamilyNoticeRead(
          deps,
          requireFamily(request),
          paramsOf(request, 'markFamilyNoticeRead').id,
        ),
      ),
  };
}
