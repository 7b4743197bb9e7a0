import { masterMessages } from '@kayoi/domain/messages';
import type { FastifyInstance } from 'fastify';
import { paginated, success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, queryOf } from '../../http/request.ts';
import { masterActorOf, pageOf, searchOf } from '../master-data/rules.ts';
import { createFacility, deleteFacility, listFacilities, readFacility, updateFacility } from './use-cases.ts';

/** The facility master (施設): pools, studios, rooms and courts of the caller's store with their lanes. */
export function facilityHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    async listFacilities(request) {
      const query = queryOf(request, 'listFacilities');
      const page = pageOf(query);
      const { rows, total } = await listFacilities(
        deps,
        masterActorOf(request),
        { search: searchOf(query.search), kind: query.kind, isActive: query.is_active },
        page,
      );
      return paginated(rows, { ...page, total });
    },

    async createFacility(request, reply) {
      const detail = await createFacility(deps, masterActorOf(request), bodyOf(request, 'createFacility'));
      return reply.code(201).send(success(detail, masterMessages.facilityCreated));
    },

    async getFacility(request) {
      return success(await readFacility(deps, masterActorOf(request), paramsOf(request, 'getFacility').id));
    },

    async updateFacility(request) {
      const { id } = paramsOf(request, 'updateFacility');
      return success(
        await updateFacility(deps, masterActorOf(request), id, bodyOf(request, 'updateFacility')),
        masterMessages.facilityUpdated,
      );
    },

    async deleteFacility(request) {
      await deleteFacility(deps, masterActorOf(request), paramsOf(request, 'deleteFacility').id);
      return success(null, masterMessages.facilityDeleted);
    },
  };
}
