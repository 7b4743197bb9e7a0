import { masterMessages } from '@kayoi/domain/messages';
import type { FastifyInstance } from 'fastify';
import { paginated, success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, queryOf } from '../../http/request.ts';
import { masterActorOf, pageOf, searchOf } from '../master-data/rules.ts';
import { saveGradeLadder } from './ladder.ts';
import { createGrade, deleteGrade, listGrades, readGrade, updateGrade } from './master.ts';

/** The grade master (級) of the caller's store: each school's grade system. */
export function gradeHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    async listGrades(request) {
      const query = queryOf(request, 'listGrades');
      const page = pageOf(query);
      const { rows, total } = await listGrades(
        deps,
        masterActorOf(request),
        { search: searchOf(query.search), schoolId: query.school_id, isActive: query.is_active },
        page,
      );
      return paginated(rows, { ...page, total });
    },

    async createGrade(request, reply) {
      const detail = await createGrade(deps, masterActorOf(request), bodyOf(request, 'createGrade'));
      return reply.code(201).send(success(detail, masterMessages.gradeCreated));
    },

    async getGrade(request) {
      return success(await readGrade(deps, masterActorOf(request), paramsOf(request, 'getGrade').id));
    },

    async updateGrade(request) {
      const { id } = paramsOf(request, 'updateGrade');
      return success(
        await updateGrade(deps, masterActorOf(request), id, bodyOf(request, 'updateGrade')),
        masterMessages.gradeUpdated,
      );
    },

    async saveGradeLadder(request) {
      const { id } = paramsOf(request, 'saveGradeLadder');
      const { grades } = bodyOf(request, 'saveGradeLadder');
      const { result, message } = await saveGradeLadder(deps, masterActorOf(request), id, grades);
      return success(result, message);
    },

    async deleteGrade(request) {
      await deleteGrade(deps, masterActorOf(request), paramsOf(request, 'deleteGrade').id);
      return success(null, masterMessages.gradeDeleted);
    },
  };
}
