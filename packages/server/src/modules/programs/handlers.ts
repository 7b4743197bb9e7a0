import { masterMessages } from '@kayoi/domain/messages';
import type { FastifyInstance } from 'fastify';
import { paginated, success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, queryOf } from '../../http/request.ts';
import { masterActorOf, pageOf, searchOf } from '../master-data/rules.ts';
import {
  createProgramCategory,
  deleteProgramCategory,
  listProgramCategories,
  readProgramCategory,
  updateProgramCategory,
} from './categories.ts';
import { createProgram, deleteProgram, listPrograms, readProgram, updateProgram } from './master.ts';

/** The program category and program masters (カテゴリ, プログラム) of the caller's store. */
export function programHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    async listProgramCategories(request) {
      const query = queryOf(request, 'listProgramCategories');
      const page = pageOf(query);
      const { rows, total } = await listProgramCategories(
        deps,
        masterActorOf(request),
        { search: searchOf(query.search), schoolId: query.school_id, isActive: query.is_active },
        page,
      );
      return paginated(rows, { ...page, total });
    },

    async createProgramCategory(request, reply) {
      const detail = await createProgramCategory(
        deps,
        masterActorOf(request),
        bodyOf(request, 'createProgramCategory'),
      );
      return reply.code(201).send(success(detail, masterMessages.programCategoryCreated));
    },

    async getProgramCategory(request) {
      const { id } = paramsOf(request, 'getProgramCategory');
      return success(await readProgramCategory(deps, masterActorOf(request), id));
    },

    async updateProgramCategory(request) {
      const { id } = paramsOf(request, 'updateProgramCategory');
      return success(
        await updateProgramCategory(
          deps,
          masterActorOf(request),
          id,
          bodyOf(request, 'updateProgramCategory'),
        ),
        masterMessages.programCategoryUpdated,
      );
    },

    async deleteProgramCategory(request) {
      await deleteProgramCategory(
        deps,
        masterActorOf(request),
        paramsOf(request, 'deleteProgramCategory').id,
      );
      return success(null, masterMessages.programCategoryDeleted);
    },

    async listPrograms(request) {
      const query = queryOf(request, 'listPrograms');
      const page = pageOf(query);
      const { rows, total } = await listPrograms(
        deps,
        masterActorOf(request),
        {
          search: searchOf(query.search),
          schoolId: query.school_id,
          categoryId: query.category_id,
          isActive: query.is_active,
        },
        page,
      );
      return paginated(rows, { ...page, total });
    },

    async createProgram(request, reply) {
      const detail = await createProgram(deps, masterActorOf(request), bodyOf(request, 'createProgram'));
      return reply.code(201).send(success(detail, masterMessages.programCreated));
    },

    async getProgram(request) {
      const { id } = paramsOf(request, 'getProgram');
      const { month } = queryOf(request, 'getProgram');
      return success(await readProgram(deps, masterActorOf(request), id, month));
    },

    async updateProgram(request) {
      const { id } = paramsOf(request, 'updateProgram');
      return success(
        await updateProgram(deps, masterActorOf(request), id, bodyOf(request, 'updateProgram')),
        masterMessages.programUpdated,
      );
    },

    async deleteProgram(request) {
      await deleteProgram(deps, masterActorOf(request), paramsOf(request, 'deleteProgram').id);
      return success(null, masterMessages.programDeleted);
    },
  };
}
