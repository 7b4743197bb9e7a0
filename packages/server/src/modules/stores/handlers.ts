import { masterMessages } from '@kayoi/domain/messages';
import type { FastifyInstance } from 'fastify';
import { paginated, success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, queryOf, requireAuth } from '../../http/request.ts';
import { pageOf, searchOf } from '../master-data/rules.ts';
import { createStore, deleteStore, listStores, readStore, storeCalendar, updateStore } from './master.ts';

/** The store selector's page: a chain's stores in one answer unless asked otherwise. */
const STORES_PER_PAGE = 100;

/**
 * The caller of a store operation: admins act on any store, the others read their own. Unlike the other
 * masters, no working store is needed (an admin may have none yet).
 */
function callerOf(request: Parameters<typeof requireAuth>[0]) {
  const { staffId, role, storeId } = requireAuth(request);
  return { staffId, role, storeId: storeId ?? 0 };
}

/** Stores (issue 13, the store master): the list, the record, its calendar, and the admins' changes. */
export function storeHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    async listStores(request) {
      const query = queryOf(request, 'listStores');
      const page = pageOf(query, STORES_PER_PAGE);
      const { rows, total } = await listStores(
        deps,
        { search: searchOf(query.search), isActive: query.is_active },
        page,
      );
      return paginated(rows, { ...page, total });
    },

    async createStore(request, reply) {
      const detail = await createStore(deps, callerOf(request), bodyOf(request, 'createStore'));
      return reply.code(201).send(success(detail, masterMessages.storeCreated));
    },

    async getStore(request) {
      return success(await readStore(deps, callerOf(request), paramsOf(request, 'getStore').id));
    },

    async updateStore(request) {
      const { id } = paramsOf(request, 'updateStore');
      return success(
        await updateStore(deps, callerOf(request), id, bodyOf(request, 'updateStore')),
        masterMessages.storeUpdated,
      );
    },

    async deleteStore(request) {
      await deleteStore(deps, callerOf(request), paramsOf(request, 'deleteStore').id);
      return success(null, masterMessages.storeDeleted);
    },

    async getStoreCalendar(request) {
      const { id } = paramsOf(request, 'getStoreCalendar');
      const { month } = queryOf(request, 'getStoreCalendar');
      return success(await storeCalendar(deps, callerOf(request), id, month));
    },
  };
}
