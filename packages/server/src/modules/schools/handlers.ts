import { masterMessages } from '@kayoi/domain/messages';
import type { FastifyInstance } from 'fastify';
import { paginated, success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, queryOf } from '../../http/request.ts';
import { masterActorOf, pageOf, searchOf } from '../master-data/rules.ts';
import { createSchool, deleteSchool, listSchools, readSchool, updateSchool } from './use-cases.ts';

/** The school master (スクール) of the caller's store. */
export function schoolHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    async listSchools(request) {
      const query = queryOf(request, 'listSchools');
      const page = pageOf(query);
      const { rows, total } = await listSchools(
        deps,
        masterActorOf(request),
        { search: searchOf(query.search), isActive: query.is_active },
        page,
      );
      return paginated(rows, { ...page, total });
    },

    async createSchool(request, reply) {
      const detail = await createSchool(deps, masterActorOf(request), bodyOf(request, 'createSchool'));
      return reply.code(201).send(success(detail, masterMessages.schoolCreated));
    },

    async getSchool(request) {
      return success(await readSchool(deps, masterActorOf(request), paramsOf(request, 'getSchool').id));
    },

    async updateSchool(request) {
      const { id } = paramsOf(request, 'updateSchool');
      return success(
        await updateSchool(deps, masterActorOf(request), id, bodyOf(request, 'updateSchool')),
        masterMessages.schoolUpdated,
      );
    },

    async deleteSchool(request) {
      await deleteSchool(deps, masterActorOf(request), paramsOf(request, 'deleteSchool').id);
      return success(null, masterMessages.schoolDeleted);
    },
  };
}
